// A SwiftUI pager screen's model, compiled wherever Observation is (Linux included), so that
// its loop and what it keeps are tested here: the SwiftUI calls — reading a `ScrollPhase`,
// writing a `ScrollPosition` in an animation — are in SwiftUIAdapter.swift, which installs
// them (`carryOutWrite`). Every decision is the screen layer's (`PagerScreenLayer`, run by
// `PagerContainer`), driven by the simulator's SwiftUI mode (`fuzz --via-swiftui`).
// (`receive`, then `next()` until nil: each `next()` is one turn of the engine's loop,
// `PagerScreenEngine.carryOutNext`, carried out on the container.)
#if canImport(Observation)
import Observation
import PagerCore

/// A pager screen's model for SwiftUI (iOS 18+): owns a `PagerContainer`, takes each scroll
/// view's phases and offsets (attach them with `pagerScroll(_:of:)`), and holds what to
/// draw, observed field by field (`observed`), and where each scroll view must be.
///
/// SWIFTUI-SCROLL §7: the release velocity is measured by the driver from its own samples
/// (the context's velocity is only recorded); a command becomes a `ScrollPosition` write,
/// animated or not, counted from under the list's whole inset (`PagerContainer`'s geometry
/// convention); the status bar has no SwiftUI callback — `PagerView` hosts a UIKit
/// sentinel (`StatusBarSentinel`) that calls `statusBarTapped()`.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
@MainActor
@Observable
public final class PagerModel {
    /// What to draw, one observed property per field (a scroll frame invalidates only the
    /// views of what it changed).
    public let observed = PagerObservation()
    /// Whether the driver runs a motion of its own (a `fling`) that needs a frame on every
    /// display refresh: `pagerFrames(_:)` ticks while it is true.
    public private(set) var wantsFrames = false
    /// Every input the driver received, for a callbacks recording (`trace-replay drive`).
    @ObservationIgnored public var onInput: ((PagerRecordedCallback) -> Void)?
    /// Every update the driver made (its events and records), for an events recording
    /// (`PagerScreenRecording`: the trace `trace-replay run` and `check` read).
    @ObservationIgnored public var onUpdate: ((PagerDriver.Update) -> Void)?
    /// What changed after each update (`PagerScreenNews`: the selection and why, the header's
    /// progress, a swipe's progress, the pages at rest), when anything did.
    @ObservationIgnored public var onNews: ((PagerScreenNews) -> Void)?
    /// Each page that has appeared (`PagerPageAppearance`): the page in view when the screen
    /// appears (`screenAppeared()`), and each page the pages settle on while it is on screen.
    /// A page passed through, a loaded neighbour and a swipe given up are not appearances.
    @ObservationIgnored public var onPageAppear: ((_ page: Int) -> Void)?
    /// Which page has appeared, from the pages in view and the screen's own appearance.
    @ObservationIgnored private var appearance = PagerPageAppearance()
    /// Carries out one scroll-view write (SwiftUI's `ScrollPosition`, installed by
    /// `pagerScroll(_:of:)`; a test's own).
    @ObservationIgnored package var carryOutWrite: (@MainActor (PagerScrollWrite) -> Void)?
    /// Each scroll view's observed position (SwiftUI's `PositionBox`, made on demand).
    @ObservationIgnored var positionBoxes: [PagerScrollRole: AnyObject] = [:]

    @ObservationIgnored private var container: PagerContainer
    @ObservationIgnored private let start = ContinuousClock.now
    /// The clock of every input, in seconds (the model's own since it was made, unless a
    /// test sets one).
    @ObservationIgnored package var clock: (() -> Double)?

    /// A model with a fresh driver, or one restored from a saved `PagerState`.
    /// `drawsStickyHeaderOverLists`: the screen draws a `stickyReveal` header over its lists,
    /// not in them (`PagerView`, whose pages are the app's own lists; `PagerContainer`).
    public init(restoring saved: PagerState? = nil, drawsStickyHeaderOverLists: Bool = false) {
        container = PagerContainer(restoring: saved, drawsStickyHeaderOverLists: drawsStickyHeaderOverLists)
    }

    /// The points of the reducer's content drawn over each list above its own content (a
    /// `stickyReveal` header drawn over the lists; `PagerContainer.contentAbove`).
    public var contentAbove: Double { container.contentAbove }

    /// The reducer's state (for saving; draw from `observed`).
    public var state: PagerState { container.state }

    /// Seconds since the model was made (one clock for every input, SWIFTUI-SCROLL §7.2).
    private var now: Double {
        if let clock { return clock() }
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    // MARK: Inputs

    /// The screen as laid out now; unchanged layouts are dropped (SPEC §4.0). After the
    /// first, a tab selected before it applies, without animation.
    public func layout(_ layout: PagerLayout) {
        deliver(.layout(layout))
        if let selection = container.laidOut() { deliver(selection) }
    }

    /// The screen as laid out now, in its environment: right to left and Reduce Motion are
    /// known before the layout, so the first one is laid out for them (`environment`, then
    /// `layout(_:)`).
    public func layout(_ layout: PagerLayout, rightToLeft: Bool, reducesMotion: Bool) {
        environment(rightToLeft: rightToLeft, reducesMotion: reducesMotion)
        self.layout(layout)
    }

    /// The app selects tab `index`: the list scrolls to it as a tap on it does (SPEC §4.2),
    /// animated unless `animated` is false. Asked before the first layout, it is kept and
    /// applied there, at once: the screen opens on that tab.
    public func select(_ index: Int, animated: Bool = true) {
        if let selection = container.select(index, animated: animated) { deliver(selection) }
    }

    /// The environment: right to left, and Reduce Motion.
    public func environment(rightToLeft: Bool, reducesMotion: Bool) {
        container.isRightToLeft = rightToLeft
        container.reducesMotion = reducesMotion
    }

    /// A tab of the strip was tapped.
    public func tap(_ index: Int) { deliver(.didSelectItem(index: index)) }

    /// The status bar was tapped (the sentinel's `scrollViewShouldScrollToTop`).
    public func statusBarTapped() { deliver(container.screen.statusBarTap) }

    /// The scroll phase of `role`'s scroll view changed (`onScrollPhaseChange`), with its raw
    /// offset on its axis (and, for a list, its `contentInsets.top`).
    public func phaseChanged(
        _ role: PagerScrollRole, to phase: PagerSwiftUIScrollPhase, contentOffset: Double, contentInsetTop: Double? = nil, contextVelocity: Double?
    ) {
        followSafeArea(contentInsetTop)
        deliver(.scrollPhase(role, phase, offset: contentOffset, contextVelocity: contextVelocity))
    }

    /// `onScrollGeometryChange` of `role`'s scroll view: its raw offset on its axis (and,
    /// for a list, its `contentInsets.top`).
    public func offsetChanged(_ role: PagerScrollRole, contentOffset: Double, contentInsetTop: Double? = nil) {
        followSafeArea(contentInsetTop)
        deliver(.scrollGeometry(role, offset: contentOffset))
    }

    /// The geometry convention (`PagerContainer`): the safe-area part of a list's inset,
    /// whatever put it there (the status bar, a navigation bar, the app's own padding).
    private func followSafeArea(_ contentInsetTop: Double?) {
        if let contentInsetTop, let safe = container.safeAreaChange(contentInsetTop: contentInsetTop) { deliver(.safeArea(top: safe)) }
    }

    /// The screen appeared (SwiftUI's `onAppear`, which has no will and did): the page in
    /// view has appeared — or, before the first layout, the page the layout shows will.
    public func screenAppeared() {
        let inView = container.screen.pagesInView
        tell(appearance.screenWillAppear(inView: inView, animated: false) + appearance.screenDidAppear(inView: inView))
    }

    /// The screen disappeared (`onDisappear`): no page is shown until it appears again.
    public func screenDisappeared() {
        tell(appearance.screenWillDisappear(animated: false) + appearance.screenDidDisappear())
    }

    /// Tells `onPageAppear` of the pages these calls say have appeared.
    private func tell(_ calls: [PagerPageAppearance.Call]) {
        for page in calls.compactMap(\.appearedPage) { onPageAppear?(page) }
    }

    /// A page's list measured its content's height.
    public func contentHeightChanged(page: Int, to height: Double) { deliver(.contentHeight(page: page, height)) }

    /// The header's drag moved by `translationX`, `translationY` (points, y down). Only a
    /// drag that starts vertically, in a mode with header drags, drags the header (SPEC
    /// §4.7; `PagerContainer.headerDragChanged`); a tap never moves it.
    public func headerDragChanged(translationX: Double, translationY: Double) {
        for input in container.headerDragChanged(translationX: translationX, translationY: translationY) { deliver(input) }
    }

    /// The header's drag ended, with its translation and velocity (pt/s, y down).
    public func headerDragEnded(translationY: Double, velocityY: Double) {
        if let input = container.headerDragEnded(translationY: translationY, velocityY: velocityY) { deliver(input) }
    }

    /// The header's drag was cancelled (its gesture state reset without `onEnded`): a pan in
    /// progress ends where it was (`PagerContainer.headerDragCancelled`).
    public func headerDragCancelled() {
        if let input = container.headerDragCancelled() { deliver(input) }
    }

    /// A display refresh while `wantsFrames` (`pagerFrames(_:)` calls it).
    public func frame() { deliver(.frame) }

    /// Takes the strip's commanded rest for the drag that just ended (`setTarget`, SPEC
    /// §4.8): the strip's scroll target behaviour asks once, at the release.
    public func takeStripRest() -> Double? { container.takeStripRest() }

    // MARK: Carrying out

    private func deliver(_ input: PagerDriverInput) {
        let t = now
        // Recorded as the driver receives it (the container converts SwiftUI's offsets).
        let received = container.inReducerCoordinates(input)
        let taken = container.receive(input, at: t)
        onInput?(PagerRecordedCallback(t: t, input: received, nested: !taken))
        guard taken else { return }
        while let update = container.next() {
            onUpdate?(update.driver)
            for write in update.writes { carryOutWrite?(write) }
            observed.update(from: container)
            if !update.news.isEmpty { onNews?(update.news) }
            if wantsFrames != update.driver.wantsFrames { wantsFrames = update.driver.wantsFrames }
        }
        tell(appearance.follow(inView: container.screen.pagesInView))
    }
}
#endif
