// The SwiftUI adapter (iOS 18 / macOS 15: `onScrollPhaseChange`, `onScrollGeometryChange`,
// `ScrollPosition`): SwiftUI's scroll reports in, the driver's actions out as scroll-position
// writes. Nothing here decides anything — every decision is `PagerDriver`'s, tested on
// Linux against the simulator's SwiftUI mode (`PagerHost(swiftUIDriver:)`, `trace-replay
// fuzz --via-swiftui`). `Scripts/apple-typecheck.sh` type-checks this file against stubs of
// the SwiftUI API it uses.
// (The update loop — `receive`, then `while let update = driver.next()` carrying each out —
// is written in each host: here, in the other adapter and in the simulator's
// PagerHost+UIKit.swift. It cannot be one shared routine: carrying an update out calls back
// into the same driver (UIKit's setters report inside themselves), so no routine may hold
// the driver while it runs, and the driver builds as Embedded Swift, which has no key paths
// to reach it through. What each host carries out differs by platform; the loop is three
// lines, documented on `PagerDriver`.)
#if canImport(SwiftUI)
import Observation
import PagerCore
import SwiftUI

/// A pager screen's model for SwiftUI: owns a `PagerDriver`, takes each scroll view's
/// phases and geometry (attach them with `pagerScroll(_:of:)`), and holds what to draw —
/// the reducer's `state` and the header's translation — and where each scroll view must
/// be (`listPositions`, `pagesPosition`, `stripPosition`, bound with `scrollPosition`).
///
/// SWIFTUI-SCROLL §7: the release velocity is measured by the driver from its own samples
/// (the context's velocity is only recorded); a command becomes a `ScrollPosition` write,
/// animated or not, measured from under the top inset last reported; the status bar has no
/// SwiftUI callback — call `statusBarTapped()` from a UIKit sentinel, or let the system
/// scroll to the top and the geometry reports it (SWIFTUI-SCROLL §7.4).
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
@MainActor
@Observable
public final class SwiftUIPager {
    /// The reducer's state: draw from it (`ScreenModel(state:)` gives every frame).
    public private(set) var state: PagerState
    /// The header's translation, animated when the reducer says `animateHeader`.
    public private(set) var headerTy = 0.0
    /// Where each page's list must be.
    public var listPositions: [ScrollPosition] = []
    /// Where the pages container must be.
    public var pagesPosition = ScrollPosition()
    /// Where the tab strip must be.
    public var stripPosition = ScrollPosition()
    /// Every input the driver received, for a callbacks recording (`trace-replay drive`).
    @ObservationIgnored public var onInput: ((RecordedCallback) -> Void)?

    @ObservationIgnored private var driver: PagerDriver
    /// The inset on each view's axis SwiftUI last reported (`contentInsets`).
    @ObservationIgnored private var insets: [ScrollRole: Double] = [:]
    @ObservationIgnored private var frames: Task<Void, Never>?
    @ObservationIgnored private let start = ContinuousClock.now
    @ObservationIgnored private var headerDragging = false

    /// A model with a fresh driver, or one restored from a saved `PagerState`.
    public init(restoring saved: PagerState? = nil) {
        var driver = saved.map { PagerDriver(restoring: $0) } ?? PagerDriver()
        driver.geometryArrivesLater = true  // SwiftUI reports a write at its next render
        self.driver = driver
        state = driver.state
    }

    /// Seconds since the model was made (one clock for every input, SWIFTUI-SCROLL §7.2).
    private var now: Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    // MARK: Inputs

    /// The screen as laid out now (from `onGeometryChange` of the screen and the lists'
    /// content sizes); unchanged layouts are dropped.
    public func layout(_ layout: PagerLayout) {
        let lists = layout.content.isPages ? layout.content.itemCount : 1
        if listPositions.count < lists { listPositions += Array(repeating: ScrollPosition(), count: lists - listPositions.count) }
        deliver(.layout(layout))
    }

    /// A tab of the strip was tapped.
    public func tap(_ index: Int) { deliver(.didSelectItem(index: index)) }

    /// The status bar was tapped (a UIKit sentinel's `scrollViewShouldScrollToTop`).
    public func statusBarTapped() { deliver(.shouldScrollToTop(driver.currentList ?? .content(page: 0))) }

    /// `onScrollPhaseChange` of `role`'s scroll view.
    public func phaseChanged(_ role: ScrollRole, to phase: ScrollPhase, context: ScrollPhaseChangeContext) {
        let geometry = context.geometry
        insets[role] = Double(role.view == .content ? geometry.contentInsets.top : geometry.contentInsets.leading)
        let velocity = context.velocity.map { Double(role.view == .content ? $0.dy : $0.dx) }
        deliver(.scrollPhase(role, SwiftUIScrollPhase(phase), offset: Self.offset(geometry, role), contextVelocity: velocity))
        deliver(.tick)  // `decelerate began` of a release, at once (PagerDriver.handleLater)
    }

    /// `onScrollGeometryChange` of `role`'s scroll view.
    public func geometryChanged(_ role: ScrollRole, to geometry: ScrollGeometry) {
        insets[role] = Double(role.view == .content ? geometry.contentInsets.top : geometry.contentInsets.leading)
        deliver(.scrollGeometry(role, offset: Self.offset(geometry, role)))
    }

    /// The header's `DragGesture` moved: its translation on y (SPEC §4.7).
    public func headerDragChanged(translation: Double) {
        let began = !headerDragging
        headerDragging = true
        if began { deliver(.headerPan(.began, translation: 0, velocity: 0)) }
        deliver(.headerPan(.changed, translation: translation, velocity: 0))
    }

    /// The header's `DragGesture` ended, with its translation and velocity on y (pt/s).
    public func headerDragEnded(translation: Double, velocity: Double) {
        headerDragging = false
        deliver(.headerPan(.ended, translation: translation, velocity: velocity))
    }

    private static func offset(_ geometry: ScrollGeometry, _ role: ScrollRole) -> Double {
        Double(role.view == .content ? geometry.contentOffset.y : geometry.contentOffset.x)
    }

    // MARK: Carrying out

    private func deliver(_ input: DriverInput) {
        let t = now
        let taken = driver.receive(input, at: t)
        onInput?(RecordedCallback(t: t, input: input, nested: !taken))
        guard taken else { return }
        while let update = driver.next() {
            for action in update.actions { perform(action) }
            state = driver.state
            if !update.actions.contains(where: { if case .animateHeader = $0 { return true } else { return false } }),
                headerTy != state.headerTy
            {
                headerTy = state.headerTy
            }
            runFrames(update.wantsFrames)
        }
    }

    private func perform(_ action: ScrollAction) {
        switch action {
        case .setOffset(let role, let value, let animated):
            // SWIFTUI-SCROLL §4: `scrollTo(y:)` counts from under the top inset.
            let position = value + (insets[role] ?? 0)
            withAnimation(animated ? .easeInOut(duration: 0.3) : nil) {
                switch role {
                case .content(let page):
                    guard listPositions.indices.contains(page) else { return }
                    listPositions[page].scrollTo(y: position)
                case .pages: pagesPosition.scrollTo(x: position)
                case .pager: stripPosition.scrollTo(x: position)
                }
            }
        case .animateHeader(let ty, let duration):
            withAnimation(.easeInOut(duration: duration)) { headerTy = ty }
        case .setInsetTop, .setContentHeight, .setTarget:
            break  // drawn from `state` (contentMargins, a trailing spacer); the strip's rest by its own target behaviour
        }
    }

    /// The driver's own motion (a `fling`) moves on frames: a task ticking at 60 Hz while it runs.
    private func runFrames(_ wanted: Bool) {
        if wanted, frames == nil {
            frames = Task { [weak self] in
                while let self, self.driver.wantsFrames, !Task.isCancelled {
                    self.deliver(.frame)
                    try? await Task.sleep(nanoseconds: 16_666_667)
                }
                self?.frames = nil
            }
        } else if !wanted {
            frames?.cancel()
            frames = nil
        }
    }
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
    /// Attaches this scroll view (a list, the pages container, the tab strip) to `pager`:
    /// its phases and geometry go to the driver, and it goes where the driver says. Put it
    /// on each scroll view itself: SwiftUI reports only the first one under a modifier.
    public func pagerScroll(_ role: ScrollRole, of pager: SwiftUIPager) -> some View {
        self
            .onScrollPhaseChange { _, phase, context in pager.phaseChanged(role, to: phase, context: context) }
            .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, geometry in pager.geometryChanged(role, to: geometry) }
            .scrollPosition(Binding(get: { Self.position(role, pager) }, set: { Self.setPosition($0, role, pager) }))
    }

    /// The header: offset by the reducer's translation, dragged by a `DragGesture` (SPEC §4.7).
    public func pagerHeader(_ pager: SwiftUIPager) -> some View {
        self
            .offset(y: pager.headerTy)
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { value in pager.headerDragChanged(translation: Double(value.translation.height)) }
                    .onEnded { value in
                        pager.headerDragEnded(translation: Double(value.translation.height), velocity: Double(value.velocity.height))
                    }
            )
    }

    @MainActor private static func position(_ role: ScrollRole, _ pager: SwiftUIPager) -> ScrollPosition {
        switch role {
        case .content(let page): return pager.listPositions.indices.contains(page) ? pager.listPositions[page] : ScrollPosition()
        case .pages: return pager.pagesPosition
        case .pager: return pager.stripPosition
        }
    }

    @MainActor private static func setPosition(_ position: ScrollPosition, _ role: ScrollRole, _ pager: SwiftUIPager) {
        switch role {
        case .content(let page): if pager.listPositions.indices.contains(page) { pager.listPositions[page] = position }
        case .pages: pager.pagesPosition = position
        case .pager: pager.stripPosition = position
        }
    }
}
#endif
