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
/// A layout's lists (pager items, sections, pages) are not written again where they equal
/// the lists of the last layout checked: a layout's text is its parts' texts side by side,
/// and a list's text its elements' texts, each written and read on its own, so an element
/// that survived once survives again. Only the rest of the layout is written and read back:
/// its other fields, and of a list as long as the last one, the elements that changed. A
/// rotation or a layout reported every frame then costs a comparison per list (one pointer
/// comparison when the arrays are shared), and a few sections measured again cost those
/// sections, not a JSON object of every section.
public struct TraceRoundTrip {
    private var bytes: [UInt8] = []
    private var other: [UInt8] = []
    /// The lists of the last layout that survived.
    private var survivingItems: [PagerItem]?
    private var survivingSections: [ListSection]?
    private var survivingPages: [Page]?

    /// A check that has seen no layout yet.
    public init() {}

    /// Whether `event` reads back from its line as the same event (`==`).
    public mutating func eventSurvives(_ event: PagerEvent) -> Bool {
        guard case .layout(let layout) = event.kind else { return lineSurvives(event) }
        // `==` on a list is as good as the bits here: the numbers it cannot tell apart,
        // 0 and −0, both survive.
        var rest = layout
        rest.pager.items = Self.unchecked(layout.pager.items, survivingItems)
        switch layout.content {
        case .sections(let sections, let selection, let window, let footerHeight):
            rest.content = .sections(Self.unchecked(sections, survivingSections), selection: selection, window: window, footerHeight: footerHeight)
        case .pages(let pages, let adjustContentSize):
            rest.content = .pages(Self.unchecked(pages, survivingPages), adjustContentSize: adjustContentSize)
        }
        guard lineSurvives(PagerEvent(t: event.t, .layout(rest))) else { return false }
        survivingItems = layout.pager.items
        switch layout.content {
        case .sections(let sections, _, _, _): survivingSections = sections
        case .pages(let pages, _): survivingPages = pages
        }
        return true
    }

    /// What of `list` is left to write and read: nothing when it equals `survivor`, the
    /// elements that differ from it when it is as long, else the whole list.
    private static func unchecked<Element: Equatable>(_ list: [Element], _ survivor: [Element]?) -> [Element] {
        guard let survivor, survivor.count == list.count else { return list }
        if list == survivor { return [] }  // one pointer comparison when the storage is shared
        return list.withUnsafeBufferPointer { new in
            survivor.withUnsafeBufferPointer { old in new.indices.filter { new[$0] != old[$0] }.map { new[$0] } }
        }
    }

    /// Whether `event`'s line, written and read, gives `event` again.
    private mutating func lineSurvives(_ event: PagerEvent) -> Bool {
        bytes.removeAll(keepingCapacity: true)
        TraceWriter.append(event, to: &bytes)
        let again = bytes.withUnsafeBufferPointer { line -> PagerEvent? in
            try? EventParser.parse(UnsafeBufferPointer(rebasing: line.dropLast()))
        }
        return again == event
    }

    /// Whether `record` reads back from its line as the same record (`==`).
    public mutating func recordSurvives(_ record: PagerRecord) -> Bool {
        bytes.removeAll(keepingCapacity: true)
        TraceWriter.append(record, to: &bytes)
        let again = bytes.withUnsafeBufferPointer { line -> PagerRecord? in
            try? RecordParser.parse(UnsafeBufferPointer(rebasing: line.dropLast()))
        }
        return again == record
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
        TraceWriter.append(a, to: &bytes)
        TraceWriter.append(b, to: &other)
        return bytes == other
    }
}
