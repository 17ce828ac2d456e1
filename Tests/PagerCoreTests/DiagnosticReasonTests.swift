// Reasons behind SPEC §5 codes: which field, which rule, which values. The record keeps
// its codes; `apply(_:reasons:)` says why, one reason per code, in the same order.
import PagerCore
import Testing

@Suite("§5 PagerDiagnostic reasons")
struct DiagnosticReasonTests {
    /// Applies one event to `state` and returns its record's codes and their reasons.
    func explain(_ state: inout PagerState, _ event: PagerEvent) -> ([PagerDiagnostic], [PagerDiagnosticReason]) {
        var reasons: [PagerDiagnosticReason] = [.missingPage]  // overwritten, never appended to
        let record = state.apply(event, reasons: &reasons)
        return (record.diagnostics, reasons)
    }

    /// Each invalid layout of `DiagnosticsTests` with the first rule it breaks, taken from the
    /// value the test changed in the seed.
    static let layoutProblems: [(String, PagerLayoutProblem)] = [
        ("negative height", PagerLayoutProblem(field: .viewportHeight, kind: .notASize, value: -1)),
        ("zero width", PagerLayoutProblem(field: .viewportWidth, kind: .zeroWidth, value: 0)),
        ("infinite header", PagerLayoutProblem(field: .headerHeight, kind: .notASize, value: .infinity)),
        // FJ has 3 pages; one item was removed, so 2 items.
        ("item count ≠ page count", PagerLayoutProblem(field: .items, kind: .itemCountMismatch(expected: 3), value: 2)),
        ("negative spacing", PagerLayoutProblem(field: .spacing, kind: .notASize, value: -1)),
        ("negative edgeInset", PagerLayoutProblem(field: .edgeInset, kind: .notASize, value: -1)),
        ("negative indicatorExtra", PagerLayoutProblem(field: .indicatorExtra, kind: .notASize, value: -1)),
        ("negative item width", PagerLayoutProblem(field: .itemWidth(0), kind: .notASize, value: -5)),
        ("negative contentHeight", PagerLayoutProblem(field: .pageContentHeight(0), kind: .notASize, value: -1)),
        // fixed: Vh = 603 − 700 − 40 = −137.
        ("negative content view height", PagerLayoutProblem(field: .viewportHeight, kind: .negativeContentViewHeight, value: -137)),
        ("negative window", PagerLayoutProblem(field: .window, kind: .notASize, value: -20)),
        ("negative rows", PagerLayoutProblem(field: .sectionRows(0), kind: .negativeCount, value: -1)),
        // 1e308 + 1e308 overflows: the sections' total height is infinite.
        ("overflowing content height", PagerLayoutProblem(field: .sections, kind: .overflow, value: .infinity)),
    ]

    @Test(arguments: layoutProblems)
    func anInvalidLayoutSaysWhichFieldAndRule(name: String, problem: PagerLayoutProblem) throws {
        let layout = try #require(DiagnosticsTests.invalidLayouts.first { $0.0 == name }?.1)
        var state = PagerState()
        let (codes, reasons) = explain(&state, .layout(layout, t: 0))
        #expect(codes == [.invalidLayout])
        #expect(reasons == [.invalidLayout(problem)], "\(name)")
        // The throwing initializer is where the reducer's reason comes from.
        #expect(throws: problem) { try PagerLayoutGeometry(validating: layout) }
    }

    @Test func aLayoutProblemReadsAsFieldRuleAndValue() {
        var layout = Seeds.td(rows: [2, 0, 5])
        layout.content = .sections([
            PagerListSection(headerHeight: 60, rows: 2, rowHeight: 60),
            PagerListSection(headerHeight: 60, rows: 0, rowHeight: 60),
            PagerListSection(headerHeight: 60, rows: -3, rowHeight: 60),
        ])
        var state = PagerState()
        let (_, reasons) = explain(&state, .layout(layout, t: 0))
        #expect(reasons.map(\.field) == ["content.sections[2].rows"])
        #expect(reasons.map(\.description) == ["invalidLayout: content.sections[2].rows is -3, but a count must not be negative"])

        var wide = Seeds.td(rows: [1, 1])
        wide.pager.items = [PagerItem(width: 1e308), PagerItem(width: 1e308)]
        // Each width is a size, but the bar's content width 1e308 + 1e308 is not.
        #expect(throws: PagerLayoutProblem(field: .items, kind: .overflow, value: .infinity)) { try PagerLayoutGeometry(validating: wide) }
    }

    @Test func rejectionsSayWhichValuesAndWhatWasAllowed() {
        var state = PagerState()
        // Before any layout.
        #expect(explain(&state, .tapStatusBar(t: 0)).1 == [.noLayout(event: .tapStatusBar)])
        #expect(explain(&state, .dragBegan(.content, offset: 0, t: 0)).1 == [.noLayout(event: .dragBegan)])

        _ = state.apply(.layout(Seeds.td(rows: [2, 2, 2]), t: 0))
        #expect(explain(&state, .dragBegan(.pages, offset: 0, t: 1)).1 == [.unknownView(.pages, content: .sections)])
        // v3: TD's header is fixed: a drag on it names no view; nor does a scroll event.
        let header = explain(&state, .dragBegan(.header, offset: 0, t: 1)).1
        #expect(header == [.unknownHeaderEvent(event: .dragBegan, mode: .fixed)])
        #expect(header.first?.description == "unknownView: a fixed header is not dragged: only quickReturn and collapse headers scroll the list")
        #expect(header.first?.field == "view")
        let scrolled = explain(&state, .offset(.scrollEnded, .header, offset: 0, t: 1)).1
        #expect(scrolled.first?.rule == "scroll.ended on the header: the header is no scroll view, only drag events name it")
        // Sections content has one content view, page 0.
        let page1 = explain(&state, .dragBegan(.content, page: 1, offset: 0, t: 1)).1
        #expect(page1 == [.pageOutOfRange(page: 1, pageCount: 1)])
        #expect(page1.first?.rule == "page is 1, but this content has only page 0")
        let tap = explain(&state, .tapPagerItem(3, t: 1)).1
        #expect(tap == [.indexOutOfRange(index: 3, itemCount: 3)])
        #expect(tap.first?.description == "indexOutOfRange: index is 3, but the pager has items 0…2")
        #expect(explain(&state, .tapStatusBar(t: .nan)).1.map(\.field) == ["t"])

        var pages = PagerState()
        _ = pages.apply(.layout(Seeds.fj(), t: 0))
        #expect(explain(&pages, .dragBegan(.content, offset: 0, t: 1)).1 == [.missingPage])
        #expect(explain(&pages, .dragBegan(.content, page: 3, offset: 0, t: 1)).1 == [.pageOutOfRange(page: 3, pageCount: 3)])
        #expect(explain(&pages, .dragBegan(.content, page: 0, offset: .infinity, t: 1)).1 == [.invalidNumber(field: .offset, value: .infinity)])
        #expect(explain(&pages, .dragEnded(.pages, offset: 0, velocity: -.infinity, t: 1)).1 == [.invalidNumber(field: .velocity, value: -.infinity)])
    }

    @Test func flagsSayWhatCameBeforeAndWhatWasExpected() {
        var state = PagerState()
        _ = state.apply(.layout(Seeds.fj(), t: 0))
        _ = state.apply(.dragBegan(.content, page: 1, offset: 0, t: 2))
        // A drag ended at t 1 < 2 while dragging page 1: only the clock is wrong.
        #expect(
            explain(&state, .dragEnded(.content, page: 1, offset: 0, velocity: 0, t: 1)).1
                == [.timeWentBackwards(t: 1, clock: 2)])
        // Now idle (velocity 0: no deceleration), and the clock is at 1 (a flagged event is
        // applied, clock included). A decelerate began is out of order; t 1.5 ≥ 1 is fine.
        let (codes, reasons) = explain(&state, .offset(.decelerateBegan, .content, page: 1, offset: 0, t: 1.5))
        #expect(codes == [.unexpectedPhase])
        #expect(reasons == [.unexpectedPhase(event: .decelerateBegan, view: .content, page: 1, phase: .idle)])
        #expect(reasons.first?.rule == "decelerate.began on content (page 1) while idle; expected drag.began first")

        // Both flags, in SPEC order: t 0.5 < 1.5, and a drag moved on the decelerating page 1.
        let both = explain(&state, .dragMoved(.content, page: 1, offset: 3, t: 0.5)).1
        #expect(
            both == [
                .timeWentBackwards(t: 0.5, clock: 1.5),
                .unexpectedPhase(event: .dragMoved, view: .content, page: 1, phase: .decelerating),
            ])
        #expect(both.map(\.code) == [.timeWentBackwards, .unexpectedPhase])
    }

    @Test func aCleanEventHasNoReasonsAndLeavesNoStaleOnes() {
        var state = PagerState()
        _ = state.apply(.layout(Seeds.fj(), t: 0))
        #expect(explain(&state, .tapPagerItem(9, t: 1)).1.count == 1)
        // The inout array is set, not appended to: a clean event empties it.
        let (codes, reasons) = explain(&state, .tapPagerItem(1, t: 1))
        #expect(codes.isEmpty)
        #expect(reasons.isEmpty)
    }
}
