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

/// A table of spellings: immortal memory, so reading it costs no reference counting on
/// the parsers' and writer's hot paths.
typealias SpellingTable<Value> = UnsafeBufferPointer<Spelling<Value>>

/// The tables: every enum of the format, and every object's keys, in writing order.
/// (Immutable memory that lives as long as the program: safe to share between threads.)
enum Spellings {
    static func table<T: CaseIterable & RawRepresentable>(_: T.Type) -> SpellingTable<T> where T.RawValue == String {
        let entries = T.allCases.map { Spelling($0, $0.rawValue) }
        let storage = UnsafeMutableBufferPointer<Spelling<T>>.allocate(capacity: entries.count)
        _ = storage.initialize(from: entries)
        return UnsafeBufferPointer(storage)
    }

    // Enum values.
    nonisolated(unsafe) static let eventTypes = table(PagerEventName.EventType.self)
    nonisolated(unsafe) static let phases = table(PagerEventName.Phase.self)
    nonisolated(unsafe) static let eventNames = table(PagerEventName.self)
    nonisolated(unsafe) static let views = table(PagerScrollViewID.self)
    nonisolated(unsafe) static let modes = table(PagerHeaderMode.self)
    nonisolated(unsafe) static let revealChecks = table(PagerRevealCheck.self)
    nonisolated(unsafe) static let selections = table(PagerSelectionRule.self)
    nonisolated(unsafe) static let contentKinds = table(PagerContent.Kind.self)
    nonisolated(unsafe) static let cells = table(PagerCells.self)
    nonisolated(unsafe) static let behaviors = table(PagerBehavior.self)
    nonisolated(unsafe) static let commandKinds = table(PagerCommand.Kind.self)
    nonisolated(unsafe) static let diagnostics = table(PagerDiagnostic.self)

    // Keys.
    nonisolated(unsafe) static let eventKeys = table(TraceKeys.Event.self)
    nonisolated(unsafe) static let recordKeys = table(TraceKeys.Record.self)
    nonisolated(unsafe) static let indicatorKeys = table(TraceKeys.Indicator.self)
    nonisolated(unsafe) static let commandKeys = table(TraceKeys.Command.self)
    nonisolated(unsafe) static let viewportKeys = table(TraceKeys.Viewport.self)
    nonisolated(unsafe) static let headerKeys = table(TraceKeys.Header.self)
    nonisolated(unsafe) static let pagerKeys = table(TraceKeys.Pager.self)
    nonisolated(unsafe) static let itemKeys = table(TraceKeys.Item.self)
    nonisolated(unsafe) static let contentKeys = table(TraceKeys.Content.self)
    nonisolated(unsafe) static let sectionKeys = table(TraceKeys.Section.self)
    nonisolated(unsafe) static let pageKeys = table(TraceKeys.Page.self)

    /// Whether `count` bytes at `a` and `b` are equal, for names and keys (1 to about 20
    /// bytes) without a call: whole words, the last one overlapping the one before.
    @inline(__always)
    static func equalNames(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
        if count >= 8 {
            var i = 0
            while i &+ 8 < count {
                if a.loadUnaligned(fromByteOffset: i, as: UInt64.self) != b.loadUnaligned(fromByteOffset: i, as: UInt64.self) { return false }
                i &+= 8
            }
            return a.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        }
        if count >= 4 {
            return a.loadUnaligned(as: UInt32.self) == b.loadUnaligned(as: UInt32.self)
                && a.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self) == b.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
        }
        var i = 0
        while i < count {
            if a.load(fromByteOffset: i, as: UInt8.self) != b.load(fromByteOffset: i, as: UInt8.self) { return false }
            i &+= 1
        }
        return true
    }

    /// The spelling of `value` in `table` (tables are a dozen entries at most).
    @inline(__always)
    static func of<T: Equatable>(_ value: T, in table: SpellingTable<T>) -> UnsafeBufferPointer<UInt8> {
        for entry in table where entry.value == value { return entry.bytes }
        preconditionFailure("every case has a spelling")
    }
}

extension JSONScanner.Key {
    /// Whether the key (or string value) is exactly `bytes`.
    @inline(__always)
    func `is`(_ other: UnsafeBufferPointer<UInt8>) -> Bool {
        let here = UnsafeRawPointer(bytes.baseAddress! + range.lowerBound)
        return range.count == other.count && Spellings.equalNames(here, UnsafeRawPointer(other.baseAddress!), other.count)
    }

    /// The value this key (or string value) spells in `table`, trying `predicted` first
    /// (keys normally come in the order written, so that is one comparison).
    @inline(__always)
    func lookup<T>(_ table: SpellingTable<T>, predicted: Int = 0) -> (value: T, index: Int)? {
        if predicted < table.count, self.is(table[predicted].bytes) { return (table[predicted].value, predicted) }
        for index in table.indices where self.is(table[index].bytes) { return (table[index].value, index) }
        return nil
    }
}

/// The record's keys as the writer writes them, one field each: whole fragments such as
/// `,"offsetY":` (`{"seq":` for the first), read once per record (one global access instead of
/// one per key) and copied without a call (`ByteCursor.fragment`).
final class RecordKeyBytes: @unchecked Sendable {
    let seq, t, event, selected, page, offsetY, pagesX, pagerX, headerTy, insetTop: UnsafeBufferPointer<UInt8>
    let indicator, pending, commands, diagnostics, x, width: UnsafeBufferPointer<UInt8>
    /// The record's `event` values, quoted: `"drag.moved"`.
    let quotedEventNames: SpellingTable<PagerEventName>
    /// The end of a record without commands or diagnostics: `,"commands":[],"diagnostics":[]}`
    /// and the newline.
    let emptyListsAndEnd: UnsafeBufferPointer<UInt8>

    static let shared = RecordKeyBytes()

    private init() {
        func fragment(_ prefix: String, _ key: String) -> UnsafeBufferPointer<UInt8> {
            Spelling((), prefix + "\"" + key + "\":").bytes
        }
        func of(_ key: TraceKeys.Record) -> UnsafeBufferPointer<UInt8> { fragment(key == .seq ? "{" : ",", key.rawValue) }
        seq = of(.seq); t = of(.t); event = of(.event); selected = of(.selected); page = of(.page)
        offsetY = of(.offsetY); pagesX = of(.pagesX); pagerX = of(.pagerX); headerTy = of(.headerTy)
        insetTop = of(.insetTop); indicator = of(.indicator); pending = of(.pending)
        commands = of(.commands); diagnostics = of(.diagnostics)
        emptyListsAndEnd = Spelling((), ",\"\(TraceKeys.Record.commands.rawValue)\":[],\"\(TraceKeys.Record.diagnostics.rawValue)\":[]}\n").bytes
        x = fragment("{", TraceKeys.Indicator.x.rawValue)
        width = fragment(",", TraceKeys.Indicator.width.rawValue)
        let names = PagerEventName.allCases.map { Spelling($0, "\"" + $0.rawValue + "\"") }
        let storage = UnsafeMutableBufferPointer<Spelling<PagerEventName>>.allocate(capacity: names.count)
        _ = storage.initialize(from: names)
        quotedEventNames = UnsafeBufferPointer(storage)
    }
}

/// The keys of a layout's list elements as bytes, with the punctuation before them:
/// layouts can hold 100,000 sections, so their lists are written like records are.
final class LayoutListKeyBytes: @unchecked Sendable {
    /// `{"headerHeight":`, `,"rows":`, `,"rowHeight":`, `,"height":`, `,"title":`.
    let sectionHeaderHeight, sectionRows, sectionRowHeight, sectionHeight, sectionTitle: UnsafeBufferPointer<UInt8>
    /// `{"contentHeight":`.
    let pageContentHeight: UnsafeBufferPointer<UInt8>
    /// `{"width":`, `,"title":`.
    let itemWidth, itemTitle: UnsafeBufferPointer<UInt8>

    static let shared = LayoutListKeyBytes()

    private init() {
        func fragment(_ prefix: String, _ key: String) -> UnsafeBufferPointer<UInt8> {
            Spelling((), prefix + "\"" + key + "\":").bytes
        }
        sectionHeaderHeight = fragment("{", TraceKeys.Section.headerHeight.rawValue)
        sectionRows = fragment(",", TraceKeys.Section.rows.rawValue)
        sectionRowHeight = fragment(",", TraceKeys.Section.rowHeight.rawValue)
        sectionHeight = fragment(",", TraceKeys.Section.height.rawValue)
        sectionTitle = fragment(",", TraceKeys.Section.title.rawValue)
        pageContentHeight = fragment("{", TraceKeys.Page.contentHeight.rawValue)
        itemWidth = fragment("{", TraceKeys.Item.width.rawValue)
        itemTitle = fragment(",", TraceKeys.Item.title.rawValue)
    }
}

/// An event's keys as the writer writes them, with their punctuation: `{"t":` first, then
/// `,"type":` and so on (offset and tap events; layouts go through `ObjectWriter`).
final class EventKeyBytes: @unchecked Sendable {
    let t, type, phase, view, page, offset, velocity, willDecelerate, index: UnsafeBufferPointer<UInt8>

    static let shared = EventKeyBytes()

    private init() {
        func of(_ key: TraceKeys.Event) -> UnsafeBufferPointer<UInt8> {
            Spelling((), (key == .t ? "{" : ",") + "\"" + key.rawValue + "\":").bytes
        }
        t = of(.t); type = of(.type); phase = of(.phase); view = of(.view); page = of(.page)
        offset = of(.offset); velocity = of(.velocity); willDecelerate = of(.willDecelerate); index = of(.index)
    }
}

/// A command's keys as bytes, one constant each.
enum CommandKeyBytes {
    private static func of(_ key: TraceKeys.Command) -> UnsafeBufferPointer<UInt8> { Spellings.of(key, in: Spellings.commandKeys) }
    nonisolated(unsafe) static let type = of(.type), view = of(.view), page = of(.page), value = of(.value), animated = of(.animated)
    nonisolated(unsafe) static let top = of(.top), duration = of(.duration), height = of(.height)
    nonisolated(unsafe) static let velocity = of(.velocity), ty = of(.ty)
}

/// Writes one JSON object key by key, with the schema's keys (events, layouts: clarity
/// over speed, unlike the record writer). A class, so nested objects append to the one
/// buffer it owns, never to a copy.
package final class ObjectWriter {
    private(set) var bytes: [UInt8]

    package init() {
        bytes = [UInt8(ascii: "{")]
    }

    /// Writes the object after what `out` holds, in `out`'s own storage (moved in here and
    /// back by `finish(into:)`): a caller reusing a buffer allocates nothing per object.
    init(appendingTo out: inout [UInt8]) {
        bytes = []
        swap(&bytes, &out)
        bytes.append(UInt8(ascii: "{"))
    }
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

    package func number<Key: RawRepresentable>(_ key: Key, _ value: Double) where Key.RawValue == String {
        self.key(key)
        PagerTraceWriter.appendNumber(value, to: &bytes)
    }

    package func integer<Key: RawRepresentable>(_ key: Key, _ value: Int) where Key.RawValue == String {
        self.key(key)
        PagerTraceWriter.appendInteger(value, to: &bytes)
    }

    package func bool<Key: RawRepresentable>(_ key: Key, _ value: Bool) where Key.RawValue == String {
        self.key(key)
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// A name of the format (an enum value), quoted.
    package func name<Key: RawRepresentable>(_ key: Key, _ spelled: UnsafeBufferPointer<UInt8>) where Key.RawValue == String {
        self.key(key)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: spelled)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Free text (titles), with JSON's escapes.
    package func string<Key: RawRepresentable>(_ key: Key, _ value: String) where Key.RawValue == String {
        self.key(key)
        PagerTraceWriter.appendString(value, to: &bytes)
    }

    /// A nested object, its members written by `body`.
    package func object<Key: RawRepresentable>(_ key: Key, _ body: (ObjectWriter) -> Void) where Key.RawValue == String {
        self.key(key)
        nested(body)
    }

    /// A value written straight into the buffer by `body`.
    package func raw<Key: RawRepresentable>(_ key: Key, _ body: (inout [UInt8]) -> Void) where Key.RawValue == String {
        self.key(key)
        body(&bytes)
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
    package func finish() -> [UInt8] {
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    /// Ends the object and moves the buffer, with it, back into `out` (after
    /// `init(appendingTo:)`).
    package func finish(into out: inout [UInt8]) {
        bytes.append(UInt8(ascii: "}"))
        swap(&bytes, &out)
    }
}
