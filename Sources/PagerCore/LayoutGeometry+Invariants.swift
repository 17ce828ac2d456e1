// SPEC §8 invariants 2 and 3, read off a record and the geometry of the layout in force:
// what the fuzzer checks after every event, and what a debug build can assert.

extension PagerLayoutGeometry {
    /// The SPEC §8.2 ("in range") and §8.3 ("commands are sane") violations of `record`,
    /// each naming the values involved; empty when it is fine.
    ///
    /// - Complexity: O(number of commands).
    public func invariantViolations(of record: PagerRecord) -> [PagerInvariantViolation] {
        // The common case — no command, every number in range — is decided by comparisons
        // alone; any other record is read check by check, with messages.
        if !record.hasCommandsOrDiagnostics, isInRange(record) { return [] }
        return violations(of: record)
    }

    /// Whether `record` keeps every SPEC §8.2 range `violations(of:)` checks (the same
    /// conditions, in one expression): a record that does, with no command, has no violation.
    @inline(__always)
    private func isInRange(_ record: PagerRecord) -> Bool {
        let n = itemCount, S = headerHeight
        let selectedFits = record.selected.map { 0 <= $0 && $0 < n } ?? (n == 0)
        let pageFits = n == 0 || (0 <= record.page && record.page < n)
        let finite =
            record.t.isFinite && record.offsetY.isFinite && record.pagesX.isFinite && record.pagerX.isFinite
            && record.headerTy.isFinite && record.insetTop.isFinite
        let ty = record.headerTy
        let headerFits: Bool
        switch mode {
        case .quickReturn: headerFits = ty >= -S && ty <= 0
        case .collapse: headerFits = ty >= -S
        case .fixed: headerFits = ty == 0
        case .stickyReveal: headerFits = ty == 0 && (record.insetTop == -S || record.insetTop == 0)
        }
        let indicatorFits =
            record.indicator.map {
                $0.x.isFinite && $0.width.isFinite && $0.width >= 0 && $0.x >= 0
                    && $0.x + $0.width <= pagerContentWidth * (1 + 1e-12)
            } ?? true
        return selectedFits && pageFits && finite && headerFits && indicatorFits
    }

    /// `invariantViolations(of:)`, check by check, each failure with its message.
    @inline(never)
    private func violations(of record: PagerRecord) -> [PagerInvariantViolation] {
        var found: [PagerInvariantViolation] = []
        func fail(_ number: Int, _ detail: String) {
            found.append(PagerInvariantViolation(invariant: number, detail: detail))
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

/// A broken SPEC §8 invariant — or one of the fuzzer's own checks beside them — and the
/// values involved.
public struct PagerInvariantViolation: Sendable, Equatable, CustomStringConvertible {
    /// What is checked: a SPEC §8 item, or a check of the fuzzer's that the SPEC's list does
    /// not have (named, not numbered).
    public enum Check: Sendable, Equatable, Hashable {
        /// SPEC §8 item `n` (1 … 9).
        case spec(Int)
        /// The same session through UIKit's delegate callbacks and `PagerDriver` gives the
        /// event path's events and records.
        case uikitPath
        /// The same session through SwiftUI's scroll phases and geometry and `PagerDriver`
        /// gives the event path's, but for what SwiftUI cannot report.
        case swiftUIPath
        /// The same session through a simulated browser's events and the web edge
        /// (`PagerWebScreen`): every frame's DOM is the module's model of its latest record, the
        /// web path's own events keep SPEC §8.1–§8.3, and the pages rest on a page.
        case webPath
        /// The frames a drop-in screen sets (`PagerScreenModel`, `PagerScreenFrames`) agree with
        /// each record's SPEC §1 geometry.
        case screenFrames
        /// Every list the UIKit adapter has attached — whenever it joined — shows the
        /// reducer's top inset and its page's pad (SPEC §3).
        case listInsets
        /// The UIKit pages screen's appearance calls pair up per page, and at rest the
        /// pages shown are the pages in view.
        case pageAppearance
        /// The UIKit screens' tab strip is laid out from the current layout (SPEC §1 cells)
        /// and its underline is the record's indicator on those cells.
        case stripFrames
        /// A UIKit screen torn down at any moment leaves nothing of ours behind, and another
        /// restored from its state shows the reducer's insets where its reducer has its lists.
        case teardown
        /// A UIKit screen asked for a tab before its first layout opens on it, at rest.
        case openingTab
        /// A UIKit pages screen reloaded while something moves comes to rest with its new
        /// lists showing the reducer's insets and its pages' appearance paired.
        case reloadMidMotion
        /// A UIKit or SwiftUI screen rotated while something moves comes to rest keeping SPEC
        /// §8.4 and §8.5 (a UIKit one with its lists at the reducer's insets and its strip the
        /// new layout's).
        case rotationMidMotion
        /// A UIKit list whose delegate the app replaced while something moves, its callbacks
        /// lost until the coordinator adopts the new delegate, comes to rest with the reducer
        /// where the views are, every event taken, SPEC §8.4 and §8.5 kept.
        case delegateReplaced
        /// A UIKit or SwiftUI screen whose app selects a tab while something moves
        /// (`select(_:animated:)`, `PagerView`'s `selection`) comes to rest on that tab,
        /// keeping SPEC §8.4 and §8.5.
        case selectionMidMotion
        /// A UIKit list whose refresh control refreshes while something moves, its new rows
        /// arriving meanwhile, shows the refresh control's height above the screen's inset
        /// until it ends, and the screen's inset alone after.
        case refreshMidMotion
        /// Two UIKit or SwiftUI screens alive together (the session's pushed over another
        /// preset's, which the app drives while it is hidden) share no state: popped back to
        /// at any moment, the screen below comes to rest whole on the tab last selected, and
        /// the popped screen, torn down, leaves nothing behind.
        case screenBelow
        /// A UIKit list with a foreign delegate proxy in front of ours (RxCocoa's, adopted by
        /// ours as the app's delegate before it moved in front): each delegate callback goes
        /// round the chain once — the coordinator hears it once, nothing recurses.
        case foreignProxy
    }

    /// What broke.
    public var check: Check
    /// What broke, with the values involved.
    public var detail: String

    /// A violation of SPEC §8 item `invariant`, described by `detail`.
    public init(invariant: Int, detail: String) {
        self.init(.spec(invariant), detail: detail)
    }

    /// A violation of `check`, described by `detail`.
    public init(_ check: Check, detail: String) {
        self.check = check
        self.detail = detail
    }

    /// The SPEC §8 item's number (1 … 9), or nil for a check of the fuzzer's own.
    public var invariant: Int? {
        if case .spec(let n) = check { return n }
        return nil
    }

    /// Whether the events alone show it (SPEC §8.1–§8.3): no host is needed to check it.
    public var holdsOnEventsAlone: Bool { invariant.map { $0 <= 3 } ?? false }

    /// The check's name, as SPEC §8 gives it for its items.
    public var name: String {
        switch check {
        case .spec(1): return "total and deterministic"
        case .spec(2): return "in range"
        case .spec(3): return "commands are sane"
        case .spec(4): return "at rest"
        case .spec(5): return "no gap"
        case .spec(6): return "sampling does not matter"
        case .spec(7): return "comes to rest"
        case .spec(8): return "header drags are list drags"
        case .spec(9): return "taps land"
        case .spec(let n): return "invariant \(n)"
        case .uikitPath: return "UIKit callbacks give the same trace"
        case .swiftUIPath: return "SwiftUI reports give the same trace"
        case .webPath: return "the DOM shows the model in every frame"
        case .screenFrames: return "the screens' frames are the geometry's"
        case .listInsets: return "attached lists show the reducer's insets"
        case .pageAppearance: return "pages appear and disappear in pairs"
        case .stripFrames: return "the strip and its underline are the layout's"
        case .teardown: return "a screen torn down leaves nothing, the one restored from it shows the reducer"
        case .openingTab: return "a screen opens on the tab asked for"
        case .reloadMidMotion: return "a reload mid-motion leaves the screen whole"
        case .rotationMidMotion: return "a rotation mid-motion leaves the screen whole"
        case .delegateReplaced: return "a list's lost callbacks are caught up"
        case .selectionMidMotion: return "a selection mid-motion lands"
        case .refreshMidMotion: return "a refresh keeps its inset, and gives it back"
        case .screenBelow: return "screens alive together share nothing"
        case .foreignProxy: return "a foreign delegate proxy's calls go round once"
        }
    }

    /// `§8.N (name): detail` for a SPEC item, `the UIKit path (name): detail` otherwise.
    public var description: String {
        switch check {
        case .spec(let n): return "§8.\(n) (\(name)): \(detail)"
        case .uikitPath: return "the UIKit path (\(name)): \(detail)"
        case .swiftUIPath: return "the SwiftUI path (\(name)): \(detail)"
        case .webPath: return "the web path (\(name)): \(detail)"
        case .screenFrames: return "the screen frames (\(name)): \(detail)"
        case .listInsets: return "the UIKit screens' lists (\(name)): \(detail)"
        case .pageAppearance: return "the UIKit pages screen (\(name)): \(detail)"
        case .stripFrames: return "the UIKit screens' strip (\(name)): \(detail)"
        case .teardown: return "the UIKit screens' teardown (\(name)): \(detail)"
        case .openingTab: return "the screens' first tab (\(name)): \(detail)"
        case .reloadMidMotion: return "the UIKit screens' reload (\(name)): \(detail)"
        case .rotationMidMotion: return "the screens' rotation (\(name)): \(detail)"
        case .delegateReplaced: return "the UIKit screens' replaced delegate (\(name)): \(detail)"
        case .selectionMidMotion: return "the screens' selection (\(name)): \(detail)"
        case .refreshMidMotion: return "the UIKit screens' pull to refresh (\(name)): \(detail)"
        case .screenBelow: return "the screen below (\(name)): \(detail)"
        case .foreignProxy: return "the UIKit screens' delegate chain (\(name)): \(detail)"
        }
    }
}

extension PagerState {
    /// `PagerLayoutGeometry.invariantViolations(of:)` against the layout in force; none before
    /// the first layout. (Reads the geometry in place: on a replay's hot path a copy of
    /// the reference costs an atomic retain and release per event.)
    public func invariantViolations(of record: PagerRecord) -> [PagerInvariantViolation] {
        geometry?.invariantViolations(of: record) ?? []
    }
}
