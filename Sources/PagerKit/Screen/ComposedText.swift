// Text the screen layer composes for people — an untitled tab's "Tab 2", a tab read with its
// badge ("Inbox, 3 new") — built from UTF-8 bytes rather than by interpolation. The strings
// are the same; the web module (Embedded Swift) then carries none of `String`'s appending and
// index-walking code (docs/Web.md, "What a page loads").

import PagerCore

/// A string built from parts, as UTF-8 bytes.
struct ComposedText {
    private var bytes: [UInt8] = []

    /// Adds a literal part.
    mutating func append(_ part: StaticString) {
        part.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Adds `string`'s bytes.
    mutating func append(string: String) {
        withUTF8Bytes(of: string) { bytes.append(contentsOf: $0) }
    }

    /// Adds `number` in decimal digits ("-" first when it is negative).
    mutating func append(number: Int) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.count
        var rest = number.magnitude
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        bytes[start...].reverse()
    }

    /// The text composed so far (its bytes are UTF-8: they come from strings and literals).
    var string: String { utf8String(bytes) ?? "" }

    /// Whether `string` is one or more of the digits 0 to 9 and nothing else.
    static func isDigits(_ string: String) -> Bool {
        withUTF8Bytes(of: string) { !$0.isEmpty && $0.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }
    }
}
