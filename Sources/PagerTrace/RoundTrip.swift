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
/// A layout's lists (pager items, sections, pages) that equal the lists of the last layout
/// checked are not written again: a layout's text is its parts' texts side by side, each
/// written and read on its own, so a list that survived once survives again, and only the
/// rest of the layout (its other fields, with those lists empty) is written and read back.
/// A rotation or a layout reported every frame then costs a comparison per list (one
/// pointer comparison when the arrays are shared), not a JSON object of every section.
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
        if layout.pager.items == survivingItems { rest.pager.items = [] }
        switch layout.content {
        case .sections(let sections, let selection, let window, let footerHeight) where sections == survivingSections:
            rest.content = .sections([], selection: selection, window: window, footerHeight: footerHeight)
        case .pages(let pages, let adjustContentSize) where pages == survivingPages:
            rest.content = .pages([], adjustContentSize: adjustContentSize)
        default: break
        }
        guard lineSurvives(PagerEvent(t: event.t, .layout(rest))) else { return false }
        survivingItems = layout.pager.items
        switch layout.content {
        case .sections(let sections, _, _, _): survivingSections = sections
        case .pages(let pages, _): survivingPages = pages
        }
        return true
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
