// The codec round trip a checker asks of every event and record (SPEC §8.1: what the
// reducer emits, and what a host reports, survives a write → read), done with reusable
// buffers so that a fuzzer can afford it on every event.
import PagerCore

/// Writes events and records as trace lines and reads them back, reusing its buffers.
///
/// ```swift
/// var codec = TraceRoundTrip()
/// codec.eventSurvives(event)      // false: the line reads back as another event
/// codec.recordSurvives(record)
/// ```
///
/// A layout's text is its parts' texts side by side, and a list's text its elements' texts,
/// each written and read on its own: an element that survived once survives again. So only
/// the rest of a layout is written and read back: its other fields, and of its lists (pager
/// items, sections, pages) the elements not seen to survive before:
/// - a list that equals the last surviving layout's costs one comparison (one pointer
///   comparison when the arrays are shared), and of a list as long as that one only the
///   elements that changed are looked at — a rotation, or a layout reported every frame,
///   writes no element, and a few sections measured again write those sections;
/// - an element with no title whose numbers are whole (what hosts measure and random
///   screens are made of) is known again by an exact key (`ElementKeys`): a screen of
///   100,000 sections drawn from a few thousand sizes writes each size once.
public struct PagerTraceRoundTrip {
    private var bytes: [UInt8] = []
    private var other: [UInt8] = []
    /// The time and offset of the event that survived last (a tap's or a layout's time
    /// twice), until the record that answers it is checked.
    private var survivingEventNumbers: (t: UInt64, offset: UInt64)?
    /// The last record that survived.
    private var survivingRecord: PagerRecord?
    /// How many records were written and read back (the others were known field by field).
    private(set) var recordLinesWritten = 0
    /// The lists of the last layout that survived.
    private var survivingItems: [PagerItem]?
    private var survivingSections: [PagerListSection]?
    private var survivingPages: [PagerLayoutPage]?
    /// The keys of elements read back as themselves (since the last line that failed),
    /// shared with the checks that share `known`.
    private let known: PagerKnownElements

    /// A check that has seen no layout yet.
    public init() { self.init(sharing: PagerKnownElements()) }

    /// A check that has seen no layout yet, and knows the elements `known` holds: those
    /// other checks sharing it saw survive (a fuzzing worker's sessions, one after another).
    public init(sharing known: PagerKnownElements) { self.known = known }

    /// Whether `event` reads back from its line as the same event (`==`).
    public mutating func eventSurvives(_ event: PagerEvent) -> Bool {
        survivingEventNumbers = nil
        guard case .layout(let layout) = event.kind else {
            guard lineSurvives(event) else { return false }
            let offset = if case .offset(_, let report) = event.kind { report.offset } else { event.t }
            survivingEventNumbers = (event.t.bitPattern, offset.bitPattern)
            return true
        }
        // The lists' elements are compared by their bits and known by keys that stand for
        // exactly one element each: an element left out has the text of one that survived.
        var rest = layout
        rest.pager.items = Self.unchecked(layout.pager.items, survivingItems, &known.items)
        switch layout.content {
        case .sections(let sections, let selection, let window, let footerHeight):
            let unchecked = Self.unchecked(sections, survivingSections, &known.sections)
            rest.content = .sections(unchecked, selection: selection, window: window, footerHeight: footerHeight)
        case .pages(let pages, let adjustContentSize):
            rest.content = .pages(Self.unchecked(pages, survivingPages, &known.pages), adjustContentSize: adjustContentSize)
        }
        guard lineSurvives(PagerEvent(t: event.t, .layout(rest))) else {
            // The keys just taken were not read back: forget them with the rest.
            known.forget()
            return false
        }
        known.forgetIfLarge()
        survivingItems = layout.pager.items
        switch layout.content {
        case .sections(let sections, _, _, _): survivingSections = sections
        case .pages(let pages, _): survivingPages = pages
        }
        survivingEventNumbers = (event.t.bitPattern, event.t.bitPattern)
        return true
    }

    /// What of `list` is left to write and read: nothing when it shares `survivor`'s
    /// storage; else, of the elements whose bits differ from `survivor`'s when it is as long
    /// (the same bits, the same text), or of the whole list, those `known` has no key for
    /// (each taken into `known` as it is met, so that a list repeating an element writes it
    /// once).
    private static func unchecked<Element: KeyedElement>(
        _ list: [Element], _ survivor: [Element]?, _ known: inout ElementKeys
    ) -> [Element] {
        var taken: [Int] = []  // indices, not elements: no copy of an element until the end
        list.withUnsafeBufferPointer { new in
            // Element `i` is taken unless its key is known already (a new key is learnt).
            func take(_ i: Int) {
                if let key = new[i].exactKey, !known.insert(key) { return }
                taken.append(i)
            }
            if let survivor, survivor.count == new.count {
                survivor.withUnsafeBufferPointer { old in
                    guard old.baseAddress != new.baseAddress else { return }
                    for i in new.indices where !new[i].hasSameBits(as: old[i]) { take(i) }
                }
            } else {
                for i in new.indices { take(i) }
            }
        }
        if taken.count == list.count { return list }
        return taken.map { list[$0] }
    }

    /// Whether `event`'s line, written and read, gives `event` again.
    private mutating func lineSurvives(_ event: PagerEvent) -> Bool {
        bytes.removeAll(keepingCapacity: true)
        PagerTraceWriter.append(event, to: &bytes)
        let again = bytes.withUnsafeBufferPointer { line -> PagerEvent? in
            try? EventParser.parse(UnsafeBufferPointer(rebasing: line.dropLast()))
        }
        return again == event
    }

    /// Whether `record` reads back from its line as the same record (`==`).
    ///
    /// A record's text is its fields' texts side by side, each read back on its own, and a
    /// field's text depends on its value alone — every number of every line is written by
    /// one routine (`ByteCursor.number`) and read by one (`JSONScanner.number`): a value
    /// that survived survives again. Such are a record's time and offset when the event it
    /// answers has just survived (`eventSurvives`) with them, bit for bit; its other
    /// numbers, its event name, selection, page and pending tap where they are the last
    /// surviving record's; and a `seq` a record with no lists survived with before (in this
    /// check or another sharing `known`: every session counts from 0). Known numbers are
    /// written as 0; a record with no lists whose every field is known is not written.
    public mutating func recordSurvives(_ record: PagerRecord) -> Bool {
        var rest = record
        var allKnown = !record.hasCommandsOrDiagnostics
        if let (t, offset) = survivingEventNumbers {
            allKnown = Self.elide(&rest.t, t) && allKnown
            allKnown = Self.elide(&rest.offsetY, offset, survivingRecord?.offsetY) && allKnown
            allKnown = Self.elide(&rest.pagesX, offset, survivingRecord?.pagesX) && allKnown
            allKnown = Self.elide(&rest.pagerX, offset, survivingRecord?.pagerX) && allKnown
        } else {
            allKnown = false
        }
        if let last = survivingRecord {
            allKnown = Self.elide(&rest.headerTy, last.headerTy.bitPattern) && allKnown
            allKnown = Self.elide(&rest.insetTop, last.insetTop.bitPattern) && allKnown
            if let lastIndicator = last.indicator, var indicator = rest.indicator {
                allKnown = Self.elide(&indicator.x, lastIndicator.x.bitPattern) && allKnown
                allKnown = Self.elide(&indicator.width, lastIndicator.width.bitPattern) && allKnown
                rest.indicator = indicator
            } else if (last.indicator == nil) != (record.indicator == nil) {
                allKnown = false
            }
            allKnown =
                allKnown && record.event == last.event && record.selected == last.selected && record.page == last.page
                && record.pending == last.pending && record.seq >= 0 && known.seqs.contains(UInt64(record.seq))
        } else {
            allKnown = false
        }
        survivingEventNumbers = nil
        if allKnown {
            survivingRecord = record
            return true
        }
        recordLinesWritten += 1
        bytes.removeAll(keepingCapacity: true)
        PagerTraceWriter.append(rest, to: &bytes)
        let again = bytes.withUnsafeBufferPointer { line -> PagerRecord? in
            try? RecordParser.parse(UnsafeBufferPointer(rebasing: line.dropLast()))
        }
        guard again == rest else {
            survivingRecord = nil
            return false
        }
        if !record.hasCommandsOrDiagnostics, record.seq >= 0 { _ = known.seqs.insert(UInt64(record.seq)) }
        survivingRecord = record
        return true
    }

    /// Writes `value` as 0 when its bits are `known`'s, or `alsoKnown`'s; whether it did.
    @inline(__always)
    private static func elide(_ value: inout Double, _ known: UInt64, _ alsoKnown: Double? = nil) -> Bool {
        guard value.bitPattern == known || value.bitPattern == alsoKnown?.bitPattern else { return false }
        value = 0
        return true
    }

    /// Whether two records have the same line: the same values bit for bit, the sign of
    /// a zero included, which `==` does not tell apart.
    public mutating func sameLine(_ a: PagerRecord, _ b: PagerRecord) -> Bool {
        // Without lists the text differs from `==` only where a number's bits do (0 and
        // −0; NaN never equals itself): compare the bits, write nothing.
        if !a.hasCommandsOrDiagnostics, !b.hasCommandsOrDiagnostics, a == b {
            return a.t.bitPattern == b.t.bitPattern && a.offsetY.bitPattern == b.offsetY.bitPattern
                && a.pagesX.bitPattern == b.pagesX.bitPattern && a.pagerX.bitPattern == b.pagerX.bitPattern
                && a.headerTy.bitPattern == b.headerTy.bitPattern && a.insetTop.bitPattern == b.insetTop.bitPattern
                && a.indicator?.x.bitPattern == b.indicator?.x.bitPattern
                && a.indicator?.width.bitPattern == b.indicator?.width.bitPattern
        }
        bytes.removeAll(keepingCapacity: true)
        other.removeAll(keepingCapacity: true)
        PagerTraceWriter.append(a, to: &bytes)
        PagerTraceWriter.append(b, to: &other)
        return bytes == other
    }
}

/// A list element that can be told apart from every other by one 64-bit key, when its
/// numbers allow: no title, and whole numbers small enough to pack side by side. Two
/// elements with the same key are the same element, bit for bit.
protocol KeyedElement {
    /// The element's exact key, or `nil` when it has none.
    var exactKey: UInt64? { get }
    /// Whether `other` has the same numbers bit for bit and the same title: the same text.
    func hasSameBits(as other: Self) -> Bool
}

/// `value` as a whole number below 2^`bits`, or `nil` when it is not one (a fraction, a
/// negative number or −0, too large, not finite).
@inline(__always)
private func wholeNumber(_ value: Double, below bits: Int) -> UInt64? {
    guard value.sign == .plus, value < Double(UInt64(1) << bits) else { return nil }  // NaN fails `<`
    let whole = UInt64(value)
    return Double(whole) == value ? whole : nil
}

extension PagerItem: KeyedElement {
    /// The width, for an item with no title.
    var exactKey: UInt64? { title == nil ? wholeNumber(width, below: 62) : nil }

    func hasSameBits(as other: PagerItem) -> Bool { width.bitPattern == other.width.bitPattern && title == other.title }
}

extension PagerLayoutPage: KeyedElement {
    var exactKey: UInt64? { wholeNumber(contentHeight, below: 62) }

    func hasSameBits(as other: PagerLayoutPage) -> Bool { contentHeight.bitPattern == other.contentHeight.bitPattern }
}

extension PagerListSection: KeyedElement {
    /// For a section with no title: the header height (21 bits), then the rows (20 bits) and
    /// row height (20 bits), or the measured height (40 bits), then which of the two.
    var exactKey: UInt64? {
        guard title == nil, let header = wholeNumber(headerHeight, below: 21) else { return nil }
        if let measuredHeight {
            guard let height = wholeNumber(measuredHeight, below: 40) else { return nil }
            return header << 41 | height << 1 | 1
        }
        guard rows >= 0, rows < 1 << 20, let rowHeight = wholeNumber(rowHeight, below: 20) else { return nil }
        return header << 41 | UInt64(rows) << 21 | rowHeight << 1
    }

    func hasSameBits(as other: PagerListSection) -> Bool {
        headerHeight.bitPattern == other.headerHeight.bitPattern && rows == other.rows
            && rowHeight.bitPattern == other.rowHeight.bitPattern
            && measuredHeight?.bitPattern == other.measuredHeight?.bitPattern && title == other.title
    }
}

/// The list elements, and the `seq`s of records, round trips read back as themselves, by
/// exact keys: shared by the checks of one thread (a fuzzing worker's sessions), so that
/// what a session wrote is not written again by the next. Not for sharing across threads.
public final class PagerKnownElements {
    var items = ElementKeys()
    var sections = ElementKeys()
    var pages = ElementKeys()
    /// The `seq`s of records with no lists that read back as themselves.
    var seqs = ElementKeys()

    /// None known yet.
    public init() {}

    /// Forgets every element.
    func forget() { (items, sections, pages, seqs) = (ElementKeys(), ElementKeys(), ElementKeys(), ElementKeys()) }

    /// Forgets every element once a million are known (16 MB of keys): a long campaign of
    /// ever new elements keeps its memory bounded.
    func forgetIfLarge() {
        if items.count + sections.count + pages.count + seqs.count > 1 << 20 { forget() }
    }
}

/// A set of exact keys (below 2^62), open addressed: the elements of a layout's lists that
/// were read back as themselves.
struct ElementKeys {
    /// Each key with bit 63 set; 0 marks an empty slot. Allocated at the first insert.
    private var slots: [UInt64] = []
    private(set) var count = 0

    /// Adds `key`; whether it was not there before.
    @inline(__always)
    mutating func insert(_ key: UInt64) -> Bool {
        if count * 2 >= slots.count { grow() }
        let (slot, found) = find(key)
        guard !found else { return false }
        slots[slot] = key | 1 << 63
        count += 1
        return true
    }

    /// Whether `key` is there.
    @inline(__always)
    func contains(_ key: UInt64) -> Bool { !slots.isEmpty && find(key).found }

    /// The slot that holds `key`, or the empty slot where it would go (the table has one).
    @inline(__always)
    private func find(_ key: UInt64) -> (slot: Int, found: Bool) {
        let stored = key | 1 << 63
        let mask = slots.count - 1
        return slots.withUnsafeBufferPointer { slots in
            var i = Int(truncatingIfNeeded: (stored &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
            while slots[i] != 0 {
                if slots[i] == stored { return (i, true) }
                i = (i + 1) & mask
            }
            return (i, false)
        }
    }

    @inline(never)
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: max(256, old.count * 2))
        count = 0
        for stored in old where stored != 0 { _ = insert(stored & ~(1 << 63)) }
    }
}
