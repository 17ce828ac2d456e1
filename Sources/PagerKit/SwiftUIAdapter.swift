// The SwiftUI adapter (iOS 18 / macOS 15: `onScrollPhaseChange`, `onScrollGeometryChange`,
// `ScrollPosition`): SwiftUI's scroll reports in, `PagerContainer`'s writes out. Nothing here
// decides anything — every decision is the screen layer's (`ScreenLayer`, run by
// `PagerContainer`) and every command's carrying out `PagerContainer`'s, both tested on Linux
// and driven by the simulator's SwiftUI mode (`trace-replay fuzz --via-swiftui`). `PagerView`
// (ScrollPager) is built on it; `Scripts/apple-sdk-typecheck.sh` checks it against Apple's
// SDK, `apple-typecheck.sh` against stubs. (The loop — `receive`, then `next()` until nil —
// is three lines in each host: carrying an update out may call back into the container, so
// no routine may hold it while it runs.)
#if canImport(SwiftUI)
import Observation
import PagerCore
import SwiftUI

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
    @ObservationIgnored public var onInput: ((RecordedCallback) -> Void)?

    /// Where each scroll view must be, one observed box per view.
    @ObservationIgnored private var positions: [ScrollRole: PositionBox] = [:]
    @ObservationIgnored private var container: PagerContainer
    @ObservationIgnored private let start = ContinuousClock.now

    /// A model with a fresh driver, or one restored from a saved `PagerState`.
    public init(restoring saved: PagerState? = nil) {
        container = PagerContainer(restoring: saved)
    }

    /// The reducer's state (for saving; draw from `observed`).
    public var state: PagerState { container.state }

    /// Seconds since the model was made (one clock for every input, SWIFTUI-SCROLL §7.2).
    private var now: Double {
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

    /// `onScrollPhaseChange` of `role`'s scroll view, with its raw offset on its axis (and,
    /// for a list, its `contentInsets.top`).
    public func phaseChanged(
        _ role: ScrollRole, to phase: ScrollPhase, contentOffset: Double, contentInsetTop: Double? = nil, contextVelocity: Double?
    ) {
        followSafeArea(contentInsetTop)
        deliver(.scrollPhase(role, SwiftUIScrollPhase(phase), offset: contentOffset, contextVelocity: contextVelocity))
        deliver(.tick)  // `decelerate began` of a release, at once (PagerDriver.deferDecelerationBegan)
    }

    /// `onScrollGeometryChange` of `role`'s scroll view: its raw offset on its axis (and,
    /// for a list, its `contentInsets.top`).
    public func offsetChanged(_ role: ScrollRole, contentOffset: Double, contentInsetTop: Double? = nil) {
        followSafeArea(contentInsetTop)
        deliver(.scrollGeometry(role, offset: contentOffset))
    }

    /// The geometry convention (`PagerContainer`): the safe-area part of a list's inset,
    /// whatever put it there (the status bar, a navigation bar, the app's own padding).
    private func followSafeArea(_ contentInsetTop: Double?) {
        if let contentInsetTop, let safe = container.safeAreaChange(contentInsetTop: contentInsetTop) { deliver(.safeArea(top: safe)) }
    }

    /// A page's list measured its content's height.
    public func contentHeightChanged(page: Int, to height: Double) { deliver(.contentHeight(page: page, height)) }

    /// The header's drag moved by `translation` (points, y down). Only a drag that starts
    /// vertically, in a mode with header drags, drags the header (SPEC §4.7;
    /// `PagerContainer.headerDragChanged`); a tap never moves it.
    public func headerDragChanged(translation: CGSize) {
        let inputs = container.headerDragChanged(translationX: Double(translation.width), translationY: Double(translation.height))
        for input in inputs { deliver(input) }
    }

    /// The header's drag ended, with its translation and velocity (pt/s, y down).
    public func headerDragEnded(translation: CGSize, velocity: CGSize) {
        if let input = container.headerDragEnded(translationY: Double(translation.height), velocityY: Double(velocity.height)) { deliver(input) }
    }

    /// A display refresh while `wantsFrames` (`pagerFrames(_:)` calls it).
    public func frame() { deliver(.frame) }

    // MARK: Carrying out

    private func deliver(_ input: DriverInput) {
        let t = now
        let taken = container.receive(input, at: t)
        onInput?(RecordedCallback(t: t, input: input, nested: !taken))
        guard taken else { return }
        while let update = container.next() {
            for write in update.writes { perform(write) }
            observed.update(from: container)
            if wantsFrames != update.driver.wantsFrames { wantsFrames = update.driver.wantsFrames }
        }
    }

    private func perform(_ write: ScrollWrite) {
        let box = position(write.role)
        withAnimation(write.animated ? .easeInOut(duration: 0.3) : nil) {  // (not animated under Reduce Motion: the driver's)
            if write.role.view == .content {
                box.position.scrollTo(y: CGFloat(write.position))
            } else {
                box.position.scrollTo(x: CGFloat(write.position))
            }
        }
    }

    /// The observed position of `role`'s scroll view.
    func position(_ role: ScrollRole) -> PositionBox {
        if let box = positions[role] { return box }
        let box = PositionBox()
        positions[role] = box
        return box
    }

    /// Takes the strip's commanded rest for the drag that just ended (`setTarget`, SPEC
    /// §4.8): the strip's scroll target behaviour asks once, at the release.
    public func takeStripRest() -> Double? { container.takeStripRest() }
}

/// The least of a scroll view's geometry the driver needs: its offset on its axis and, for a
/// list, its top inset. SwiftUI calls back only when this changes, not on every change of
/// the whole geometry (content size, container size).
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct ScrollOffset: Equatable {
    var offset: Double
    var insetTop: Double?

    init(_ geometry: ScrollGeometry, isList: Bool) {
        offset = Double(isList ? geometry.contentOffset.y : geometry.contentOffset.x)
        insetTop = isList ? Double(geometry.contentInsets.top) : nil
    }
}

/// One scroll view's `ScrollPosition`, observed on its own.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
@MainActor
@Observable
final class PositionBox {
    var position = ScrollPosition()
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension SwiftUIScrollPhase {
    /// SwiftUI's phase as the driver's value.
    public init(_ phase: ScrollPhase) {
        switch phase {
        case .idle: self = .idle
        case .tracking: self = .tracking
        case .interacting: self = .interacting
        case .decelerating: self = .decelerating
        case .animating: self = .animating
        @unknown default: self = .idle
        }
    }
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension View {
    /// Attaches this scroll view (a list, the pages container, the tab strip) to `model`:
    /// its phases and its offset (only the offset: a transformed value, so SwiftUI calls
    /// back only when it changes) go to the driver, it goes where the driver says, and a list
    /// gets the reducer's inset as its top content margin. Put it on each scroll view
    /// itself: SwiftUI reports only the first one under a modifier.
    public func pagerScroll(_ role: ScrollRole, of model: PagerModel) -> some View {
        let isList = role.view == .content
        return
            self
            .onScrollPhaseChange { _, phase, context in
                let geometry = ScrollOffset(context.geometry, isList: isList)
                let velocity = context.velocity.map { Double(isList ? $0.dy : $0.dx) }
                model.phaseChanged(
                    role, to: phase, contentOffset: geometry.offset, contentInsetTop: geometry.insetTop, contextVelocity: velocity)
            }
            .onScrollGeometryChange(for: ScrollOffset.self, of: { ScrollOffset($0, isList: isList) }) { _, geometry in
                model.offsetChanged(role, contentOffset: geometry.offset, contentInsetTop: geometry.insetTop)
            }
            .scrollPosition(Bindable(model.position(role)).position)
            .contentMargins(.top, isList ? CGFloat(model.observed.listMarginTop) : 0, for: .scrollContent)
    }

    /// The header: translated by the reducer's `headerTy` (animated as the reducer says),
    /// dragged by a vertical drag (SPEC §4.7; taps and buttons inside it stay taps).
    public func pagerHeader(_ model: PagerModel) -> some View {
        self
            .offset(y: CGFloat(model.observed.headerTy))
            .animation(.easeInOut(duration: model.observed.headerDuration), value: model.observed.headerTy)
            .gesture(
                DragGesture(minimumDistance: 10)
                    .onChanged { value in model.headerDragChanged(translation: value.translation) }
                    .onEnded { value in model.headerDragEnded(translation: value.translation, velocity: value.velocity) }
            )
    }

    /// Ticks `model` on every display refresh while its driver runs a motion (a `fling`):
    /// one `TimelineView(.animation)` per screen, paused otherwise.
    public func pagerFrames(_ model: PagerModel) -> some View {
        background {
            TimelineView(.animation(minimumInterval: nil, paused: !model.wantsFrames)) { context in
                Color.clear.onChange(of: context.date) { model.frame() }
            }
        }
    }
}
#endif
