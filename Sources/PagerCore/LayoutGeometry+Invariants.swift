// SPEC §8 invariants 2 and 3, read off a record and the geometry of the layout in force:
// what the fuzzer checks after every event, and what a debug build can assert.

extension LayoutGeometry {
    /// The SPEC §8.2 ("in range") and §8.3 ("commands are sane") violations of `record`,
    /// each naming the values involved; empty when it is fine.
    ///
    /// - Complexity: O(number of commands).
    public func invariantViolations(of record: PagerRecord) -> [InvariantViolation] {
        // Allocation-free for a record with nothing wrong (the common case): messages and
        // the list of numbers are only built once something fails.
        var found: [InvariantViolation] = []
        func fail(_ number: Int, _ detail: String) {
            found.append(InvariantViolation(invariant: number, detail: detail))
        }
        let n = itemCount, S = headerHeight
        if (record.selected == nil) != (n == 0) {
            fail(2, "selected is \(record.selected.map(String.init) ?? "null") with \(n) items")
        }
        if let selected = record.selected, !(0..<n).contains(selected) { fail(2, "selected \(selected) not in [0, \(n))") }
        if n > 0, !(0..<n).contains(record.page) { fail(2, "page \(record.page) not in [0, \(n))") }
        let indicatorX = record.indicator?.x ?? 0, indicatorWidth = record.indicator?.width ?? 0
        if !(record.t.isFinite && record.offsetY.isFinite && record.pagesX.isFinite && record.pagerX.isFinite
            && record.headerTy.isFinite && record.insetTop.isFinite && indicatorX.isFinite && indicatorWidth.isFinite)
        {
            let numbers: [(String, Double)] = [
                ("t", record.t), ("offsetY", record.offsetY), ("pagesX", record.pagesX), ("pagerX", record.pagerX),
                ("headerTy", record.headerTy), ("insetTop", record.insetTop),
                ("indicator.x", indicatorX), ("indicator.width", indicatorWidth),
            ]
            for (name, value) in numbers where !value.isFinite { fail(2, "\(name) is \(value)") }
        }
        switch mode {
        case .quickReturn:
            if !(record.headerTy >= -S && record.headerTy <= 0) { fail(2, "quickReturn headerTy \(record.headerTy) not in [\(-S), 0]") }
        case .collapse:
            if !(record.headerTy >= -S) { fail(2, "collapse headerTy \(record.headerTy) < −S = \(-S)") }
        case .fixed, .stickyReveal:
            if record.headerTy != 0 { fail(2, "\(mode.rawValue) headerTy \(record.headerTy) ≠ 0") }
        }
        if mode == .stickyReveal, record.insetTop != -S, record.insetTop != 0 {
            fail(2, "stickyReveal insetTop \(record.insetTop) not in {\(-S), 0}")
        }
        if let indicator = record.indicator,
            !(indicator.width >= 0 && indicator.x >= 0 && indicator.x + indicator.width <= pagerContentWidth * (1 + 1e-12))
        {
            fail(2, "indicator x \(indicator.x) width \(indicator.width) outside the pager content [0, \(pagerContentWidth)]")
        }
        for command in record.commands {
            switch command {
            case .setOffset(let view, let page, let value, _):
                let low: Double, high: Double
                switch view {
                case .content:
                    let k = page ?? 0
                    guard k >= 0, k < contentViewCount else {
                        fail(3, "setOffset content page \(page.map(String.init) ?? "null") names no content view")
                        continue
                    }
                    low = -record.insetTop
                    high = maxY(ofView: k, insetTop: record.insetTop)
                    // SPEC §8.3: a header drag's commands are exempt — its stop, where the list
                    // already is, and its rubber-banded offsets, less than `Vh` beyond a bound.
                    // The record does not name the dragged view, but a header drag only moves
                    // the current list and stores what it commands, so on a `drag` record a
                    // content `setOffset` outside the bounds must be the record's own `offsetY`
                    // (ScrollPager's reading: the finger back where the drag began shows the
                    // offset it began from, however far out that was; the SPEC's "less than
                    // Vh" holds for every other move).
                    if record.event.type == .drag, !(value >= low && value <= high) {
                        if value.bitPattern != record.offsetY.bitPattern {
                            fail(
                                3,
                                "setOffset content\(page.map { " page \($0)" } ?? "") \(value) outside [\(low), \(high)] on a drag, and not the list's offset \(record.offsetY)"
                            )
                        }
                        continue
                    }
                case .pages:
                    low = 0
                    high = maxPagesX
                case .pager, .header:
                    low = 0
                    high = maxPagerX
                }
                if !(value >= low && value <= high) {
                    fail(3, "setOffset \(view.rawValue)\(page.map { " page \($0)" } ?? "") \(value) outside [\(low), \(high)]")
                }
            case .setTarget(_, _, let value):
                if !(value >= 0 && value <= maxPagerX) { fail(3, "setTarget pager \(value) outside [0, \(maxPagerX)]") }
            case .fling(_, _, let velocity):
                if !velocity.isFinite { fail(3, "fling velocity \(velocity) is not finite") }
            case .animateHeader(let ty, let duration):
                if !duration.isFinite { fail(3, "animateHeader duration \(duration) is not finite") }
                if ty != record.headerTy { fail(3, "animateHeader ty \(ty) is not the record's headerTy \(record.headerTy)") }
            case .setInset, .setContentHeight:
                break
            }
        }
        return found
    }
}

/// A broken SPEC §8 invariant: its number and the values involved.
public struct InvariantViolation: Sendable, Equatable, CustomStringConvertible {
    /// The invariant's number in SPEC §8 (1 … 9), or 10: the fuzzer's own check of
    /// PagerDriver against the event path.
    public var invariant: Int
    /// What broke, with the values involved.
    public var detail: String

    /// A violation of invariant `invariant`, described by `detail`.
    public init(invariant: Int, detail: String) {
        self.invariant = invariant
        self.detail = detail
    }

    /// The invariant's name as SPEC §8 gives it.
    public var name: String {
        switch invariant {
        case 1: return "total and deterministic"
        case 2: return "in range"
        case 3: return "commands are sane"
        case 4: return "at rest"
        case 5: return "no gap"
        case 6: return "sampling does not matter"
        case 7: return "comes to rest"
        case 8: return "header drags are list drags"
        case 9: return "taps land"
        // Not a SPEC §8 invariant: the fuzzer's check of PagerDriver against the event path.
        case 10: return "UIKit callbacks give the same trace"
        // Nor this: the same check through SwiftUI's reports (phases and geometry).
        case 11: return "SwiftUI reports give the same trace"
        default: return "invariant \(invariant)"
        }
    }

    public var description: String { "§8.\(invariant) (\(name)): \(detail)" }
}

extension PagerState {
    /// `LayoutGeometry.invariantViolations(of:)` against the layout in force; none before
    /// the first layout. (Reads the geometry in place: on a replay's hot path a copy of
    /// the reference costs an atomic retain and release per event.)
    public func invariantViolations(of record: PagerRecord) -> [InvariantViolation] {
        geometry?.invariantViolations(of: record) ?? []
    }
}
