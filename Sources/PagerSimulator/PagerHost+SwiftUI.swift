// The host in SwiftUI mode: it reports what SwiftUI's scroll views report on iOS 18 — phase
// changes and geometry samples (SWIFTUI-SCROLL §1, §7.1) — to a `PagerDriver`.
import PagerCore
import PagerKit

/// SwiftUI mode's memory: each view's phase as reported, and its last reported offset
/// (SwiftUI reports a geometry only when it changed).
struct SwiftUIReporting: Sendable {
    var phases: [PagerScrollRole: PagerSwiftUIScrollPhase] = [:]
    var offsets: [PagerScrollRole: Double] = [:]
}

extension PagerHost {
    /// A host in SwiftUI mode: it reports what SwiftUI's scroll views report on iOS 18 —
    /// phase changes (`onScrollPhaseChange`, with the context's offset) and geometry samples
    /// (`onScrollGeometryChange`, only when the offset changed) — and nothing UIKit alone
    /// tells: no per-callback velocity (the driver measures its own), no
    /// `willBeginDecelerating`, no `didEndScrollingAnimation` but the phase returning to
    /// idle. Taps on the strip are its buttons; the status bar comes from a UIKit sentinel
    /// (SWIFTUI-SCROLL §7.4 option 2); the header pan is a `DragGesture`.
    ///
    /// The driver runs inside a `PagerContainer`, as in `PagerView`: what the host applies
    /// is what the container says — its `ScrollPosition` writes, its lists' margin and
    /// minimum content heights, the strip's rest — in SwiftUI's coordinates. As in
    /// `PagerView`, a `stickyReveal` header is drawn over the lists, not in them
    /// (`drawsStickyHeaderOverLists`): a list reports its offsets from its own first row, and
    /// the margin it reports under includes the header's `S`.
    public init(swiftUIDriver driver: PagerDriver, physics: PagerScrollPhysics = PagerScrollPhysics()) {
        self.init(driver: driver, physics: physics)
        container = PagerContainer(driver: engine.screen.driver, drawsStickyHeaderOverLists: true)
        engine = PagerScreenEngine()
        mode = .swiftUI
    }

    /// What SwiftUI reports where the host would send `event` (SWIFTUI-SCROLL §1, §7.1).
    mutating func swiftUIReports(for event: PagerEvent) -> [PagerDriverInput] {
        guard case .offset(let motion, let report) = event.kind, report.view != .header else { return uikitCallbacks(for: event) }
        let role = Self.role(report.view, report.page)
        let offset = reportedOffset(role, report.offset)
        func phase(_ new: PagerSwiftUIScrollPhase, velocity: Double? = nil) -> [PagerDriverInput] {
            swiftUI.phases[role] = new
            swiftUI.offsets[role] = offset
            return [.scrollPhase(role, new, offset: offset, contextVelocity: velocity)]
        }
        func sample() -> [PagerDriverInput] { geometry(role, offset).map { [$0] } ?? [] }
        switch motion {
        case .dragBegan: return phase(.interacting)
        case .dragMoved, .decelerateMoved: return sample()
        case .dragEnded(let velocity, let willDecelerate): return phase(willDecelerate ? .decelerating : .idle, velocity: velocity)
        // SwiftUI reports nothing more: the driver gave itself `decelerate began` from the
        // X → D report, once what `drag ended` caused was handled (SwiftUILoss 5).
        case .decelerateBegan: return []
        case .decelerateEnded, .scrollEnded: return phase(.idle)
        // Programmatic motion is `animating`, whatever the view did before (an animation that
        // replaces a deceleration turns D into N).
        case .scrollMoved: return swiftUI.phases[role] == .animating ? sample() : phase(.animating)
        }
    }

    /// SwiftUI mode with `makesPagesLazily`, after an update: the pages the window holds
    /// that have no scroll view yet get one, which reports its first geometry; those outside
    /// it, at rest and reported idle, lose theirs (what they reported is forgotten: a page made again is a new
    /// scroll view). A page outside the window that a finger touches reports as it moves.
    mutating func followLazyPages() {
        guard mode == .swiftUI, makesPagesLazily, let g = state.geometry, g.isPages else { return }
        let window = PagerScreenFrames.loadedPages(geometry: g, page: state.page, pagesX: state.pagesX)
        for k in 0..<min(g.contentViewCount, contentViews.count) {
            let role = PagerScrollRole.content(page: k)
            let made = swiftUI.offsets[role] != nil || swiftUI.phases[role] != nil
            if window.contains(k), !made {
                if let report = geometry(role, reportedOffset(role, contentViews[k].offset(at: time))) { deliver(report) }
            } else if !window.contains(k), made, !isMoving(.content, page: k), (swiftUI.phases[role] ?? .idle) == .idle {
                swiftUI.offsets[role] = nil
                swiftUI.phases[role] = nil
            }
        }
    }

    /// A geometry sample of `role` at `offset`, unless SwiftUI would not report one (the
    /// offset did not change).
    mutating func geometry(_ role: PagerScrollRole, _ offset: Double) -> PagerDriverInput? {
        guard swiftUI.offsets[role] != offset else { return nil }
        swiftUI.offsets[role] = offset
        return .scrollGeometry(role, offset: offset)
    }
}
