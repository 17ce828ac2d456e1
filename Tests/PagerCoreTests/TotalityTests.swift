// SPEC §5 "the reducer never traps" and §8 invariants 1–3, on seeded adversarial event
// sequences: phases out of order, wrong pages, out-of-range taps, time going backwards,
// relayouts with fewer items, invalid layouts, extreme but finite numbers.
import PagerCore
import Testing

/// Raw adversarial events. Deliberately not realistic: they must only never break the reducer.
struct AdversarialEvents {
    var random: SplitMix64
    var t = 0.0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func number() -> Double {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return [0, -0.0, 0.5, -0.5, 1e308, -1e308, 1e-300, 375, 750][Int.random(in: 0..<9, using: &random)]
        case 1: return Double.random(in: -1e6...1e6, using: &random)
        default: return Double.random(in: -800...3000, using: &random).rounded()
        }
    }

    mutating func layout() -> Layout {
        let n = Int.random(in: 0...6, using: &random)
        let mode = HeaderMode.allCases.randomElement(using: &random)!
        let header = Header(
            mode: mode, height: Double(Int.random(in: 0...120, using: &random)),
            barHeight: Double(Int.random(in: 0...50, using: &random)),
            snap: Bool.random(using: &random), revealCheck: RevealCheck.allCases.randomElement(using: &random)!)
        let items = (0..<n).map { _ in PagerItem(width: Double(Int.random(in: 0...200, using: &random))) }
        let pager = PagerBar(
            items: items, spacing: Double(Int.random(in: 0...40, using: &random)),
            edgeInset: Double(Int.random(in: 0...20, using: &random)),
            indicatorExtra: Double(Int.random(in: 0...12, using: &random)))
        let content: Content
        if Bool.random(using: &random) {
            content = .sections(
                (0..<n).map { _ in
                    Section(headerHeight: Double(Int.random(in: 0...80, using: &random)),
                            rows: Int.random(in: 0...30, using: &random), rowHeight: Double(Int.random(in: 0...120, using: &random)))
                },
                selection: SelectionRule.allCases.randomElement(using: &random)!,
                window: Double(Int.random(in: 0...40, using: &random)))
        } else {
            content = .pages(
                (0..<n).map { _ in Page(contentHeight: Double(Int.random(in: 0...4000, using: &random))) },
                adjustContentSize: Bool.random(using: &random))
        }
        var layout = Layout(
            viewport: Viewport(width: Double(Int.random(in: 200...800, using: &random)),
                               height: Double(Int.random(in: 300...900, using: &random))),
            header: header, pager: pager, content: content)
        if Int.random(in: 0..<10, using: &random) == 0 {  // now and then an invalid one
            switch Int.random(in: 0..<3, using: &random) {
            case 0: layout.viewport.width = 0
            case 1: layout.pager.items.append(PagerItem(width: 10))
            default: layout.header.height = -1
            }
        }
        return layout
    }

    mutating func next() -> PagerEvent {
        // Time mostly moves on, sometimes stalls or goes back.
        t = max(0, t + [1.0 / 60, 1.0 / 60, 1.0 / 120, 0, -0.5][Int.random(in: 0..<5, using: &random)])
        let view = ScrollViewID.allCases.randomElement(using: &random)!
        let page: Int? = Int.random(in: 0..<4, using: &random) == 0 ? nil : Int.random(in: -1...7, using: &random)
        let report = ScrollReport(view: view, page: page, offset: number())
        switch Int.random(in: 0..<20, using: &random) {
        case 0: return PagerEvent(t: t, .layout(layout()))
        case 1, 2: return PagerEvent(t: t, .tapPagerItem(index: Int.random(in: -2...8, using: &random)))
        case 3: return PagerEvent(t: t, .tapStatusBar)
        case 4...8: return PagerEvent(t: t, .drag(.moved, report))
        case 9, 10: return PagerEvent(t: t, .drag(.began, report))
        case 11, 12:
            return PagerEvent(t: t, .drag(.ended(velocity: number(), willDecelerate: Bool.random(using: &random)), report))
        case 13...16: return PagerEvent(t: t, .decelerate(DecelerationPhase.allCases.randomElement(using: &random)!, report))
        default: return PagerEvent(t: t, .scroll(ScrollPhase.allCases.randomElement(using: &random)!, report))
        }
    }
}

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
