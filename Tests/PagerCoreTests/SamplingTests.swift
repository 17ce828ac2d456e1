// SPEC §8.6 for the reducer: fields that depend only on current offsets — collapse's
// headerTy and crossing selection — do not depend on how often frames were sampled.
import Foundation
import PagerCore
import PagerTestSupport
import Testing

@Suite("§8.6 Sampling does not matter")
struct SamplingTests {
    /// The same gesture — a drift, a swing and a growing wobble, closed-form in t — sampled
    /// with the given steps plus the common instants 0.1, 0.2, … 2; returns the records at
    /// the common instants.
    static func records(_ layout: PagerLayout, view: PagerScrollViewID, page: Int?, steps: [Double], drift: Double = 900, swing: Double = 350) -> [PagerRecord]
    {
        var state = PagerState()
        _ = state.apply(.layout(layout, t: 0))
        let start = state.contentOffset(page: page ?? 0) ?? 0
        func x(_ t: Double) -> Double {
            let trend: Double = drift * (t / 2)
            let wave: Double = swing * (1 - cos(3.1 * t))
            let wobble: Double = 0.5 * swing * sin(7.3 * t) * t
            return start + trend + wave - wobble
        }
        var instants = Set((1...20).map { Double($0) / 10 })
        var t = 0.0, k = 0
        while t < 2 {
            t += steps[k % steps.count]
            k += 1
            instants.insert((t * 1e9).rounded() / 1e9)
        }
        var common: [PagerRecord] = []
        for (i, t) in instants.filter({ $0 <= 2 }).sorted().enumerated() {
            let event: PagerEvent = i == 0 ? .dragBegan(view, page: page, offset: x(t), t: t) : .dragMoved(view, page: page, offset: x(t), t: t)
            let record = state.apply(event)
            let tenths = t * 10
            if abs(tenths - tenths.rounded()) < 1e-9 { common.append(record) }
        }
        return common
    }

    static let samplings: [[Double]] = [[1.0 / 60], [1.0 / 120], [0.013, 0.021, 0.007, 0.033, 0.017]]

    @Test func collapseHeaderFollowsTheOffsetAlone() {
        let layout = PagerLayout(
            viewport: PagerViewport(width: 375, height: 667),
            header: PagerHeader(mode: .collapse, height: 200, barHeight: 44),
            pager: PagerBar(items: [PagerItem(width: 60), PagerItem(width: 60)]),
            content: .pages([PagerLayoutPage(contentHeight: 3000), PagerLayoutPage(contentHeight: 3000)]))
        // Around the top of the list (y from about −420 to +80), where headerTy moves.
        let runs = Self.samplings.map { Self.records(layout, view: .content, page: 0, steps: $0, drift: 0, swing: 150) }
        #expect(runs[0].count == 20)
        for run in runs.dropFirst() {
            #expect(run.map(\.headerTy) == runs[0].map(\.headerTy))
            #expect(run.map(\.offsetY) == runs[0].map(\.offsetY))
        }
        // …and it moved: the gesture collapses and reveals the header.
        #expect(Set(runs[0].map(\.headerTy)).count > 5)
    }

    @Test func crossingSelectionFollowsTheOffsetAlone() {
        // fixed and stickyReveal have no header movement, so the line depends on y only.
        for mode in [PagerHeaderMode.fixed, .stickyReveal] {
            let layout = PagerLayout(
                viewport: PagerViewport(width: 375, height: 603),
                header: PagerHeader(mode: mode, height: 44, barHeight: 40),
                pager: PagerBar(items: Array(repeating: PagerItem(width: 50), count: 12)),
                content: .sections((0..<12).map { PagerListSection(headerHeight: 40, rows: 1 + $0 % 4, rowHeight: 80) }))
            let runs = Self.samplings.map { Self.records(layout, view: .content, page: nil, steps: $0) }
            for run in runs.dropFirst() {
                #expect(run.map(\.selected) == runs[0].map(\.selected), "\(mode)")
            }
            #expect(Set(runs[0].compactMap(\.selected)).count > 3, "\(mode)")
        }
    }
}
