// The round trip's memory of list elements that survived (`PagerTraceRoundTrip`): an element is
// known again only by a key that no other element shares, and an element it does not know is
// still written and read.
import PagerCore
import Testing

@testable import PagerTrace

@Suite("Round trip: elements known by their keys")
struct ElementKeyTests {
    /// Two elements have the same key exactly when they are the same element (`==`, and the
    /// same sign of zero): over a grid of sections that differ in one field at a time, and in
    /// whether they are measured, no two distinct sections share a key.
    @Test func aKeyBelongsToOneSection() {
        // Each field's largest number with a key: header 2²¹ − 1, rows and row height 2²⁰ − 1,
        // a measured height 2⁴⁰ − 1.
        let small: [Double] = [0, 1, 2, 20, 60, 1_048_575]
        var sections: [PagerListSection] = []
        for header in small + [2_097_151] {
            for rows in [0, 1, 8, (1 << 20) - 1] {
                for rowHeight in small { sections.append(PagerListSection(headerHeight: header, rows: rows, rowHeight: rowHeight)) }
            }
            for height in small + [Double((1 << 40) - 1)] { sections.append(PagerListSection(headerHeight: header, height: height)) }
        }
        var owners: [UInt64: PagerListSection] = [:]
        for section in sections {
            guard let key = section.exactKey else {
                Issue.record("a section of whole numbers in range has a key: \(section)")
                continue
            }
            if let owner = owners[key] { #expect(owner == section, "\(owner) and \(section) share key \(key)") }
            owners[key] = section
        }
        // Each distinct section its own key: as many keys as sections (the grid has no repeats).
        #expect(owners.count == sections.count)
    }

    /// What a key cannot stand for has none, and is always written: a title, a fraction, −0,
    /// a negative or non-finite number, a number past its field's bits.
    @Test func whatAKeyCannotHoldHasNone() {
        #expect(PagerListSection(headerHeight: 30, rows: 2, rowHeight: 44, title: "A").exactKey == nil)
        #expect(PagerListSection(headerHeight: 30.5, rows: 2, rowHeight: 44).exactKey == nil)
        #expect(PagerListSection(headerHeight: -0.0, rows: 2, rowHeight: 44).exactKey == nil)
        #expect(PagerListSection(headerHeight: 30, rows: -1, rowHeight: 44).exactKey == nil)
        #expect(PagerListSection(headerHeight: 30, rows: 1 << 20, rowHeight: 44).exactKey == nil)  // rows: 20 bits
        #expect(PagerListSection(headerHeight: 2_097_152, rows: 2, rowHeight: 44).exactKey == nil)  // header: 21 bits
        #expect(PagerListSection(headerHeight: 30, rows: 2, rowHeight: 1_048_576).exactKey == nil)  // row height: 20 bits
        #expect(PagerListSection(headerHeight: 30, height: Double(1 << 40)).exactKey == nil)  // height: 40 bits
        #expect(PagerListSection(headerHeight: 30, rows: 2, rowHeight: .nan).exactKey == nil)
        #expect(PagerListSection(headerHeight: 30, height: .infinity).exactKey == nil)
        #expect(PagerItem(width: 60, title: "T").exactKey == nil)
        #expect(PagerItem(width: -3).exactKey == nil)
        #expect(PagerLayoutPage(contentHeight: 0.25).exactKey == nil)
        // And what it can: the item's width, the page's height, as they are.
        #expect(PagerItem(width: 60).exactKey == 60 && PagerLayoutPage(contentHeight: 4000).exactKey == 4000)
    }

    /// A new screen of 100,000 sections drawn from three sizes survives; a screen of the same
    /// length with one section that cannot be written (∞) does not, and neither does the next
    /// (a list of another length, so nothing is compared with the last one) that repeats
    /// those sizes and adds one section with a NaN. Were the
    /// unknown section taken for a known one, the line would be written without it.
    @Test func anUnknownSectionAmongKnownOnesIsStillRead() {
        var codec = PagerTraceRoundTrip()
        let sizes = [
            PagerListSection(headerHeight: 40, rows: 3, rowHeight: 60), PagerListSection(headerHeight: 20, rows: 0, rowHeight: 80),
            PagerListSection(headerHeight: 40, height: 300),
        ]
        func layout(_ sections: [PagerListSection]) -> PagerLayout {
            PagerLayout(
                viewport: PagerViewport(width: 375, height: 603), header: PagerHeader(mode: .fixed, height: 0, barHeight: 40),
                pager: PagerBar(items: sections.indices.map { PagerItem(width: Double(20 + $0 % 3)) }), content: .sections(sections))
        }
        let screen = (0..<100_000).map { sizes[$0 % 3] }
        let screenSurvives = codec.eventSurvives(.layout(layout(screen), t: 0))
        #expect(screenSurvives)
        // As long as the last list: compared element by element with it, and the one that
        // differs (no key now, a key before) is written.
        // (Section 70,001 is `sizes[2]`, measured 300 pt: only its measured height changes.)
        var same = screen
        same[70_001] = PagerListSection(headerHeight: 40, height: .infinity)
        let sameLengthSurvives = codec.eventSurvives(.layout(layout(same), t: 0.5))
        #expect(!sameLengthSurvives)
        var next = Array(screen.prefix(99_999))
        next[50_000] = PagerListSection(headerHeight: 40, rows: 3, rowHeight: .nan)
        let nextSurvives = codec.eventSurvives(.layout(layout(next), t: 1))
        #expect(!nextSurvives)
        // The same list with the section whole again: every element known, the rest of the
        // line read, and it survives.
        next[50_000] = sizes[1]
        let wholeSurvives = codec.eventSurvives(.layout(layout(next), t: 2))
        #expect(wholeSurvives)
    }
}

@Suite("Round trip: elements known across checks")
struct KnownElementsTests {
    /// Two checks sharing what they read back (a fuzzing worker's sessions, one after
    /// another): the second knows the first's sections, yet a section it has not seen (a
    /// NaN: no key) in a list of known ones is still written and fails, and the same list
    /// without it survives.
    @Test func aSecondCheckKnowsTheFirstsElementsButReadsTheRest() {
        let known = PagerKnownElements()
        func layout(_ sections: [PagerListSection]) -> PagerLayout {
            PagerLayout(
                viewport: PagerViewport(width: 375, height: 603), header: PagerHeader(mode: .fixed, height: 0, barHeight: 40),
                pager: PagerBar(items: sections.indices.map { PagerItem(width: Double(20 + $0 % 7)) }), content: .sections(sections))
        }
        let sizes = (0..<50).map { PagerListSection(headerHeight: Double(20 + $0), rows: $0 % 9, rowHeight: 44) }
        var first = PagerTraceRoundTrip(sharing: known)
        let firstSurvives = first.eventSurvives(.layout(layout(sizes), t: 0))
        #expect(firstSurvives)
        #expect(known.sections.count == 50 && known.items.count == 7)  // 50 sizes, widths 20…26
        var second = PagerTraceRoundTrip(sharing: known)
        var screen = (0..<1000).map { sizes[$0 % 50] }
        screen[999] = PagerListSection(headerHeight: 20, rows: 1, rowHeight: .nan)
        let brokenSurvives = second.eventSurvives(.layout(layout(screen), t: 0))
        #expect(!brokenSurvives)
        #expect(known.sections.count == 0)  // a line that failed: everything forgotten
        screen[999] = sizes[0]
        let wholeSurvives = second.eventSurvives(.layout(layout(screen), t: 1))
        #expect(wholeSurvives)
    }

    /// What a worker knows stays bounded: past a million keys it starts again.
    @Test func aMillionKeysAreForgotten() {
        let known = PagerKnownElements()
        for key in 0..<UInt64(1 << 20) { _ = known.pages.insert(key) }
        known.forgetIfLarge()
        #expect(known.pages.count == 1 << 20)  // a million exactly: kept
        _ = known.pages.insert(1 << 20)
        known.forgetIfLarge()
        #expect(known.pages.count == 0)
    }
}

@Suite("Round trip: records known field by field")
struct KnownRecordTests {
    /// A record whose every field is known — its time and offset the event's that just
    /// survived, its other fields the last surviving record's, its `seq` one a record read
    /// back with before — is not written. One field not known and it is: a selection, a page,
    /// a pending tap, the event's name, an indicator gone, a header moved, a `seq` never read
    /// back, a diagnostic.
    @Test func aRecordIsWrittenUnlessEveryFieldIsKnown() throws {
        var codec = PagerTraceRoundTrip(sharing: PagerKnownElements())
        var state = PagerState()
        let layout = PagerLayout(
            viewport: PagerViewport(width: 375, height: 603), header: PagerHeader(mode: .collapse, height: 64, barHeight: 40),
            pager: PagerBar(items: (0..<5).map { PagerItem(width: Double(40 + $0)) }),
            content: .sections((0..<5).map { _ in PagerListSection(headerHeight: 30, rows: 20, rowHeight: 44) }))
        let drag = PagerEvent.dragMoved(.content, offset: 12.5, t: 0.2)
        var record = state.apply(.layout(layout, t: 0))
        for event in [.layout(layout, t: 0), .dragBegan(.content, offset: 0, t: 0.1), drag] {
            if event != .layout(layout, t: 0) { record = state.apply(event) }
            let eventSurvives = codec.eventSurvives(event), recordSurvives = codec.recordSurvives(record)
            #expect(eventSurvives && recordSurvives)
        }
        let written = codec.recordLinesWritten
        _ = codec.eventSurvives(drag)
        let again = codec.recordSurvives(record)
        #expect(again && codec.recordLinesWritten == written)  // every field known: not written
        let changes: [(String, (inout PagerRecord) -> Void)] = [
            ("selected", { $0.selected = 4 }), ("page", { $0.page = 3 }), ("pending", { $0.pending = 2 }),
            ("event", { $0.event = .dragEnded }), ("indicator", { $0.indicator = nil }), ("headerTy", { $0.headerTy -= 1 }),
            ("seq", { $0.seq = 999 }), ("diagnostics", { $0.diagnostics = [PagerDiagnostic.allCases[0]] }),
        ]
        for (name, change) in changes {
            var changed = record
            change(&changed)
            _ = codec.eventSurvives(drag)
            let before = codec.recordLinesWritten
            let changedSurvives = codec.recordSurvives(changed)
            #expect(changedSurvives && codec.recordLinesWritten == before + 1, "\(name)")
            _ = codec.eventSurvives(drag)
            _ = codec.recordSurvives(record)  // the last surviving record is the drag's again
        }
    }
}
