// The trace format's names as bytes, built once from the schema: keys from `TraceKeys`,
// enum values from the raw values of the types they name. The parsers match these and the
// writer writes them, so no other file spells a key or a value of the format.
import PagerCore

/// One name of the format: the value it stands for and its UTF-8 bytes.
struct Spelling<Value>: @unchecked Sendable {
    let value: Value
    let bytes: UnsafeBufferPointer<UInt8>

    /// Bytes that live as long as the program (the tables below are built once).
    init(_ value: Value, _ text: String) {
        self.value = value
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.utf8.count)
        _ = storage.initialize(from: text.utf8)
        bytes = UnsafeBufferPointer(storage)
    }
}

/// The tables: every enum of the format, and every object's keys, in writing order.
enum Spellings {
    static func table<T: CaseIterable & RawRepresentable>(_: T.Type) -> [Spelling<T>] where T.RawValue == String {
        T.allCases.map { Spelling($0, $0.rawValue) }
    }

    // Enum values.
    static let eventTypes = table(PagerEventName.EventType.self)
    static let phases = table(PagerEventName.Phase.self)
    static let eventNames = table(PagerEventName.self)
    static let views = table(ScrollViewID.self)
    static let modes = table(HeaderMode.self)
    static let revealChecks = table(RevealCheck.self)
    static let selections = table(SelectionRule.self)
    static let contentKinds = table(Content.Kind.self)
    static let commandKinds = table(PagerCommand.Kind.self)
    static let diagnostics = table(Diagnostic.self)

    // Keys.
    static let eventKeys = table(TraceKeys.Event.self)
    static let recordKeys = table(TraceKeys.Record.self)
    static let indicatorKeys = table(TraceKeys.Indicator.self)
    static let commandKeys = table(TraceKeys.Command.self)
    static let viewportKeys = table(TraceKeys.Viewport.self)
    static let headerKeys = table(TraceKeys.Header.self)
    static let pagerKeys = table(TraceKeys.Pager.self)
    static let itemKeys = table(TraceKeys.Item.self)
    static let contentKeys = table(TraceKeys.Content.self)
    static let sectionKeys = table(TraceKeys.Section.self)
    static let pageKeys = table(TraceKeys.Page.self)

    /// The spelling of `value` in `table` (tables are a dozen entries at most).
    @inline(__always)
    static func of<T: Equatable>(_ value: T, in table: [Spelling<T>]) -> UnsafeBufferPointer<UInt8> {
        for entry in table where entry.value == value { return entry.bytes }
        preconditionFailure("every case has a spelling")
    }
}

extension JSONScanner.Key {
    /// Whether the key (or string value) is exactly `bytes`.
    @inline(__always)
    func `is`(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard range.count == bytes.count else { return false }
        for i in 0..<range.count where self.bytes[range.lowerBound + i] != bytes[i] { return false }
        return true
    }

    /// The value this key (or string value) spells in `table`, trying `predicted` first
    /// (keys normally come in the order written, so that is one comparison).
    @inline(__always)
    func lookup<T>(_ table: [Spelling<T>], predicted: Int = 0) -> (value: T, index: Int)? {
        if predicted < table.count, self.is(table[predicted].bytes) { return (table[predicted].value, predicted) }
        for index in table.indices where self.is(table[index].bytes) { return (table[index].value, index) }
        return nil
    }
}

/// The record's keys as bytes, one constant each, for the record writer's hot path.
/// (Immutable bytes that live as long as the program: safe to share between threads.)
enum RecordKeyBytes {
    private static func of(_ key: TraceKeys.Record) -> UnsafeBufferPointer<UInt8> { Spellings.of(key, in: Spellings.recordKeys) }
    nonisolated(unsafe) static let seq = of(.seq), t = of(.t), event = of(.event), selected = of(.selected), page = of(.page)
    nonisolated(unsafe) static let offsetY = of(.offsetY), pagesX = of(.pagesX), pagerX = of(.pagerX), headerTy = of(.headerTy)
    nonisolated(unsafe) static let insetTop = of(.insetTop), indicator = of(.indicator), pending = of(.pending)
    nonisolated(unsafe) static let commands = of(.commands), diagnostics = of(.diagnostics)
    nonisolated(unsafe) static let x = Spellings.of(TraceKeys.Indicator.x, in: Spellings.indicatorKeys)
    nonisolated(unsafe) static let width = Spellings.of(TraceKeys.Indicator.width, in: Spellings.indicatorKeys)
}

/// A command's keys as bytes, one constant each.
enum CommandKeyBytes {
    private static func of(_ key: TraceKeys.Command) -> UnsafeBufferPointer<UInt8> { Spellings.of(key, in: Spellings.commandKeys) }
    nonisolated(unsafe) static let type = of(.type), view = of(.view), page = of(.page), value = of(.value), animated = of(.animated)
    nonisolated(unsafe) static let top = of(.top), duration = of(.duration), height = of(.height)
}

/// Writes one JSON object key by key, with the schema's keys (events, layouts: clarity
/// over speed, unlike the record writer). A class, so nested objects append to the one
/// buffer it owns, never to a copy.
final class ObjectWriter {
    private(set) var bytes: [UInt8] = [UInt8(ascii: "{")]
    /// Whether the innermost open object has no key yet.
    private var isFirst = true

    private func key<Key: RawRepresentable>(_ key: Key) where Key.RawValue == String {
        if !isFirst { bytes.append(UInt8(ascii: ",")) }
        isFirst = false
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: key.rawValue.utf8)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    func number<Key: RawRepresentable>(_ key: Key, _ value: Double) where Key.RawValue == String {
        self.key(key)
        TraceWriter.appendNumber(value, to: &bytes)
    }

    func integer<Key: RawRepresentable>(_ key: Key, _ value: Int) where Key.RawValue == String {
        self.key(key)
        TraceWriter.appendInteger(value, to: &bytes)
    }

    func bool<Key: RawRepresentable>(_ key: Key, _ value: Bool) where Key.RawValue == String {
        self.key(key)
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// A name of the format (an enum value), quoted.
    func name<Key: RawRepresentable>(_ key: Key, _ spelled: UnsafeBufferPointer<UInt8>) where Key.RawValue == String {
        self.key(key)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: spelled)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Free text (titles), with JSON's escapes.
    func string<Key: RawRepresentable>(_ key: Key, _ value: String) where Key.RawValue == String {
        self.key(key)
        TraceWriter.appendString(value, to: &bytes)
    }

    /// A nested object, its members written by `body`.
    func object<Key: RawRepresentable>(_ key: Key, _ body: (ObjectWriter) -> Void) where Key.RawValue == String {
        self.key(key)
        nested(body)
    }

    /// An array of objects, one per element, its members written by `body`.
    func array<Key: RawRepresentable, Element>(
        _ key: Key, _ elements: [Element], _ body: (ObjectWriter, Element) -> Void
    ) where Key.RawValue == String {
        self.key(key)
        bytes.append(UInt8(ascii: "["))
        for (i, element) in elements.enumerated() {
            if i > 0 { bytes.append(UInt8(ascii: ",")) }
            nested { body($0, element) }
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private func nested(_ body: (ObjectWriter) -> Void) {
        bytes.append(UInt8(ascii: "{"))
        let outer = isFirst
        isFirst = true
        body(self)
        isFirst = outer
        bytes.append(UInt8(ascii: "}"))
    }

    /// Ends the object and returns its bytes.
    func finish() -> [UInt8] {
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }
}
