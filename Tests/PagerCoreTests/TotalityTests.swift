// SPEC §5 "the reducer never traps" and §8 invariants 1–3, on seeded adversarial event
// sequences: phases out of order, wrong pages, out-of-range taps, time going backwards,
// relayouts with fewer items, invalid layouts, extreme but finite numbers.
import PagerCore
import PagerTestSupport
import Testing

/// SPEC §8 invariants 2 and 3 for one record; returns what is violated, with the values.
func invariantViolations(_ record: PagerRecord, _ state: PagerState) -> [String] {
    guard let g = state.geometry else { return record.selected == nil ? [] : ["selected without layout"] }
    var problems: [String] = []
    let n = g.itemCount, S = g.headerHeight
    if (record.selected == nil) != (n == 0) { problems.append("selected \(String(describing: record.selected)) with \(n) items") }
    if let s = record.selected, !(0..<n).contains(s) { problems.append("selected \(s) ∉ [0, \(n))") }
    if n > 0, !(0..<n).contains(record.page) { problems.append("page \(record.page) ∉ [0, \(n))") }
    let numbers = [record.offsetY, record.pagesX, record.pagerX, record.headerTy, record.insetTop,
                   record.indicator?.x ?? 0, record.indicator?.width ?? 0]
    if !numbers.allSatisfy(\.isFinite) { problems.append("non-finite number in \(numbers)") }
    switch g.mode {
    case .quickReturn: if !(-S...0).contains(record.headerTy) { problems.append("quickReturn headerTy \(record.headerTy)") }
    case .collapse: if record.headerTy < -S { problems.append("collapse headerTy \(record.headerTy) < −S") }
    case .fixed, .stickyReveal: if record.headerTy != 0 { problems.append("headerTy \(record.headerTy) ≠ 0") }
    }
    if g.mode == .stickyReveal, record.insetTop != -S, record.insetTop != 0 { problems.append("insetTop \(record.insetTop)") }
    if let indicator = record.indicator,
       indicator.width < 0 || indicator.x < 0 || indicator.x + indicator.width > g.pagerContentWidth * (1 + 1e-12) {
        problems.append("indicator \(indicator) outside 0…\(g.pagerContentWidth)")
    }
    for command in record.commands {
        guard case .setOffset(let view, let page, let value, _) = command else { continue }
        let bounds: ClosedRange<Double>
        switch view {
        case .content: bounds = -record.insetTop...g.maxY(ofView: page ?? 0, insetTop: record.insetTop)
        case .pages: bounds = 0...g.maxPagesX
        case .pager: bounds = 0...g.maxPagerX
        }
        if !bounds.contains(value) { problems.append("\(command) outside \(bounds)") }
    }
    return problems
}

@Suite("§5 Totality and §8 invariants 1–3")
struct TotalityTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func adversarialSequencesNeverBreakTheReducer(seed: UInt64) {
        var generator = AdversarialEvents(seed: seed)
        let events = (0..<5_000).map { _ in generator.next() }
        var state = PagerState()
        var records: [PagerRecord] = []
        for event in events {
            let record = state.apply(event)
            let problems = invariantViolations(record, state)
            #expect(problems.isEmpty, "seed \(seed), seq \(record.seq) \(record.event): \(problems)")
            if !problems.isEmpty { return }
            records.append(record)
        }
        #expect(records.count == events.count)
        #expect(records.enumerated().allSatisfy { $0.offset == $0.element.seq })
        // Deterministic: the same events give the same records.
        var again = PagerState()
        #expect(again.apply(events) == records, "seed \(seed)")
    }
}
