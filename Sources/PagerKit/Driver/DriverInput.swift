// What a screen's scroll views report, as UIKit reports it: the `UIScrollViewDelegate`
// vocabulary as values, in UIKit's coordinates and units (docs/UIKIT-CALLBACKS.md).
// No UIKit here: the UIKit adapter (`PagerScrollCoordinator.swift`) makes these from the real
// callbacks, the simulator (`PagerHost`, UIKit mode) from its models, tests by hand.
import PagerCore

/// Which scroll view of the screen a callback comes from.
public enum PagerScrollRole: Hashable, Sendable {
    /// The list of page `page` (`pages` content), or the one list (`sections`: page 0).
    case content(page: Int)
    /// The horizontal pages container (`pages` content).
    case pages
    /// The tab strip (the SPEC's `pager` view). Not `pager`, which was one letter from
    /// `pages`: the strip and the pages share no word.
    case tabStrip

    /// The role of a command's view (`page` names a content view; `nil` is page 0); `nil`
    /// for the header, which is no scroll view.
    public init?(_ view: PagerScrollViewID, page: Int?) {
        switch view {
        case .content: self = .content(page: page ?? 0)
        case .pages: self = .pages
        case .pager: self = .tabStrip
        case .header: return nil
        }
    }

    /// The SPEC §2 view this role reports as.
    public var view: PagerScrollViewID {
        switch self {
        case .content: return .content
        case .pages: return .pages
        case .tabStrip: return .pager
        }
    }
}

extension PagerScrollRole {
    /// The tab strip, as 1.0.0-rc.1 renamed it.
    @available(*, deprecated, renamed: "tabStrip")
    public static var pager: PagerScrollRole { .tabStrip }
}

/// `isTracking`, `isDragging`, `isDecelerating` at a `scrollViewDidScroll`. The driver reads
/// the phase from the callbacks around it (UIKit keeps `isDragging` true while a fling
/// decelerates and false in its last bounce frames, UIKIT-CALLBACKS §1(b)(c)); the flags are
/// kept for recording and for callers that want them.
public struct PagerScrollFlags: Equatable, Hashable, Sendable {
    /// `isTracking`: a finger is on the view (it may not have moved it yet).
    public var isTracking: Bool
    /// `isDragging`: a finger moved it; UIKit keeps it true while a fling slides.
    public var isDragging: Bool
    /// `isDecelerating`: the view slides after a release.
    public var isDecelerating: Bool

    /// The three flags as the view reports them.
    public init(isTracking: Bool, isDragging: Bool, isDecelerating: Bool) {
        self.isTracking = isTracking
        self.isDragging = isDragging
        self.isDecelerating = isDecelerating
    }

    /// Under a finger (UIKIT-CALLBACKS §1(a) row 2).
    public static let dragging = PagerScrollFlags(isTracking: true, isDragging: true, isDecelerating: false)
    /// Sliding after a fling (UIKIT-CALLBACKS §1(b) row 6).
    public static let decelerating = PagerScrollFlags(isTracking: false, isDragging: true, isDecelerating: true)
    /// Moved by code: `setContentOffset`, an inset or size change (UIKIT-CALLBACKS §1(e)(f)(k)).
    public static let programmatic = PagerScrollFlags(isTracking: false, isDragging: false, isDecelerating: false)
}

/// One callback a screen receives, with its scroll view's role where it has one.
///
/// A scroll view's callbacks carry its offset along its axis (`y` for content views, `x` for
/// the pages container and the tab strip) in the reducer's coordinates (SPEC §1): each
/// platform's surface converts its view's once (UIKit's `contentOffset`:
/// `PagerScrollSurface.reducerOffset(as:basis:)`). Velocities are UIKit's points per
/// *millisecond*, in the reducer's direction (positive: the offset grows). SwiftUI's
/// `scrollPhase` and `scrollGeometry` too are the reducer's: `PagerContainer.receive`
/// converts SwiftUI's raw `contentOffset`.
public enum PagerDriverInput: Equatable, Sendable {
    /// `scrollViewWillBeginDragging`.
    case willBeginDragging(PagerScrollRole, offset: Double)
    /// `scrollViewDidScroll`.
    case didScroll(PagerScrollRole, offset: Double, flags: PagerScrollFlags)
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: velocity in pt/ms.
    case willEndDragging(PagerScrollRole, offset: Double, velocity: Double, targetOffset: Double)
    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    case didEndDragging(PagerScrollRole, offset: Double, willDecelerate: Bool)
    /// `scrollViewWillBeginDecelerating`.
    case willBeginDecelerating(PagerScrollRole, offset: Double)
    /// `scrollViewDidEndDecelerating`.
    case didEndDecelerating(PagerScrollRole, offset: Double)
    /// `scrollViewDidEndScrollingAnimation`.
    case didEndScrollingAnimation(PagerScrollRole, offset: Double)
    /// `scrollViewShouldScrollToTop`: the status bar was tapped over this view. The adapter
    /// answers `false`; the reducer commands the scroll (SPEC §4.2).
    case shouldScrollToTop(PagerScrollRole)
    /// `collectionView(_:didSelectItemAt:)` on the tab strip: the user tapped tab `index`.
    case didSelectItem(index: Int)
    /// The app selects tab `index` (a screen's `select(_:animated:)`): a tap on it (SPEC
    /// §4.2), whose scroll is carried out at once, as under Reduce Motion, when `animated`
    /// is false. The flag travels with the input, so a selection queued behind an update is
    /// carried out as it was asked.
    case select(index: Int, animated: Bool)
    /// `viewDidLayoutSubviews`, a rotation, a `reloadData`: the screen as laid out now.
    // (`indirect`, as `restore`: a layout and a state are large, and every input is copied
    // through the driver's queue; boxed, a callback is a few words.)
    indirect case layout(PagerLayout)
    /// The header's pan gesture recognizer (SPEC §4.7): its state, `translation(in:).y`
    /// and `velocity(in:).y` (points and points per *second*, y down, as UIKit gives them).
    case headerPan(PagerHeaderPanState, translation: Double, velocity: Double)
    /// A display-link frame, at the time `receive(_:at:)` is given (its
    /// `targetTimestamp`): the driver moves the lists it flings (SPEC §4.7, §7). Send frames
    /// while an update's `wantsFrames` is true.
    case frame
    /// Time passes with no frame (a timer, any moment the screen wants the driver to catch
    /// up): a fling that ended by now reports its end; nothing moves. The simulator sends
    /// it at the instant a fling ends, so that what the end commands starts then.
    case tick
    /// The safe area UIKit adds to the content views' inset changed (rotation, split view,
    /// a status bar that appears): `top` replaces `PagerDriver.safeAreaTop`, and every list
    /// is put back at the offset the reducer has for it.
    case safeArea(top: Double)
    /// A page's list joined the screen (created lazily, reused, handed over by a
    /// `UIPageViewController`): it is put at the offset the reducer has for it.
    case attach(page: Int)
    /// A page's list left the screen. What it was doing ends where the reducer has it — a
    /// drag as released with no velocity, a deceleration or an animation as ended — since
    /// the view will not report that end any more.
    case detach(page: Int)
    /// Restoration: the reducer's state saved earlier (`PagerState` is `Codable`) replaces
    /// the driver's. The next layout keeps its offsets and puts every view there.
    indirect case restore(PagerState)
    /// A finger lands on a list or on the header, before any pan recognises it (the
    /// adapter's touch-down recognizer). UIKit stops its own deceleration at touch-down,
    /// never a motion the driver runs: this input stops the driver's fling of that list
    /// (on the header: of the current list) where it is now, and reports the touch's
    /// `drag began` there (SPEC §7 `fling`: "a touch on the list or the header stops it").
    /// A touch that stops nothing reports nothing: a tap stays a tap.
    case touchDown(PagerTouchTarget)
    /// The finger of a `touchDown` lifts. If it stopped a fling and never became a pan
    /// (UIKit reports no drag for it), its drag ends there, released with no velocity;
    /// otherwise UIKit's own end callbacks end it and this reports nothing.
    case touchUp(PagerTouchTarget)
    /// A list's `contentSize.height` changed without a layout call (`reloadData`, an
    /// asynchronous load, self-sizing cells): page `page`'s content height in the last
    /// layout becomes `height`, as a relayout (SPEC §4.0). `pages` content only; a table of
    /// sections is measured again by its adapter and sent as a layout.
    case contentHeight(page: Int, Double)
    /// SwiftUI (iOS 18): `onScrollPhaseChange` of a role's scroll view — the new phase, the
    /// raw offset on the view's axis of `context.geometry.contentOffset`, and
    /// `context.velocity` on the axis as SwiftUI gave it (units and sign undocumented,
    /// SWIFTUI-SCROLL §3: recorded for calibration, never used; the driver measures the
    /// release velocity from its own samples, SPEC §7's rule).
    case scrollPhase(PagerScrollRole, PagerSwiftUIScrollPhase, offset: Double, contextVelocity: Double?)
    /// SwiftUI (iOS 18): `onScrollGeometryChange` of a role's scroll view — the raw
    /// `contentOffset` on its axis.
    case scrollGeometry(PagerScrollRole, offset: Double)
    /// A view's delegate callbacks were lost for a while — an app replaced its delegate
    /// after the screen attached it, until the coordinator adopted the new one — and this
    /// is what the view shows now: its raw offset on its axis and its flags. The driver
    /// reports what it missed from what it had last, in the SPEC's order: a drag that began
    /// or ended, a deceleration that began or ended, a move and its end; nothing when the
    /// view is where and as the driver has it. A velocity it missed is 0.
    case resync(PagerScrollRole, offset: Double, flags: PagerScrollFlags)
    /// What a role's scroll view did, in the reducer's coordinates and units: the neutral
    /// input, for a front end whose scroll engine is neither UIKit's nor SwiftUI's (a
    /// browser's). UIKit's callbacks and SwiftUI's reports are translated into the same.
    case scroll(PagerScrollRole, PagerScrollInput)

    /// The scroll view the callback comes from, if any.
    public var role: PagerScrollRole? {
        switch self {
        case .willBeginDragging(let role, _), .didScroll(let role, _, _), .willEndDragging(let role, _, _, _),
            .didEndDragging(let role, _, _), .willBeginDecelerating(let role, _), .didEndDecelerating(let role, _),
            .didEndScrollingAnimation(let role, _), .shouldScrollToTop(let role),
            .scrollPhase(let role, _, _, _), .scrollGeometry(let role, _), .scroll(let role, _), .resync(let role, _, _):
            return role
        case .didSelectItem, .select, .layout, .headerPan, .frame, .tick, .safeArea, .restore:
            return nil
        case .attach(let page), .detach(let page), .contentHeight(let page, _), .touchDown(.list(let page)),
            .touchUp(.list(let page)):
            return .content(page: page)
        case .touchDown(.header), .touchUp(.header):
            return nil
        }
    }
}

/// What a scroll view did, in the reducer's coordinates and units (`PagerDriverInput.scroll`).
///
/// Offsets are the reducer's (SPEC §2): a list's from the top of its content, the inset
/// included (UIKit's `contentOffset.y` plus the safe area it adds); the pages container's
/// and the tab strip's from their left end whatever the writing direction. Velocities are
/// points per second, positive as the offset grows. A front end reports what its engine
/// did; the driver tells a finger's move from a deceleration's or an animation's by what it
/// knows of the view, and the echo of its own write from a move, as it does for UIKit.
public enum PagerScrollInput: Equatable, Hashable, Sendable {
    /// A finger began moving the view, which is at `offset`.
    case dragBegan(offset: Double)
    /// The view is at `offset`, moved by whatever moves it now: the finger, its
    /// deceleration, an animation, the app or the engine (an inset or size change).
    case moved(offset: Double)
    /// The finger lifted at `offset` with `velocity`; `decelerates`: the view slides on,
    /// and its end is `decelerationEnded`. The tab strip's rest comes back as a `setTarget`
    /// action, for the front end to give its engine.
    case dragEnded(offset: Double, velocity: Double, decelerates: Bool)
    /// The view's deceleration ended at `offset`. Idempotent: an end with no deceleration
    /// left (a touch stopped it, an animation took the view over) reports nothing.
    case decelerationEnded(offset: Double)
    /// A motion that was neither the finger's nor a deceleration — an animation, a scroll
    /// of the app's or the engine's own — ended at `offset`.
    case motionEnded(offset: Double)
}

/// SwiftUI's `ScrollPhase` (iOS 18), as a value the driver and recordings can hold.
public enum PagerSwiftUIScrollPhase: String, Equatable, Sendable, CaseIterable {
    /// `.idle`: nothing moves the view.
    case idle
    /// `.tracking`: a finger is down; it has not moved the view yet.
    case tracking
    /// `.interacting`: a finger moves the view.
    case interacting
    /// `.decelerating`: the view slides after a release.
    case decelerating
    /// `.animating`: the view moves by code (`ScrollPosition`, `scrollTo`).
    case animating
}

/// Where a finger lands (`PagerDriverInput.touchDown`).
public enum PagerTouchTarget: Hashable, Sendable {
    /// Page `page`'s list (`sections` content: page 0).
    case list(page: Int)
    /// The header (overlay modes, SPEC §4.7).
    case header
}

/// The states of the header's `UIPanGestureRecognizer` the driver reads.
public enum PagerHeaderPanState: String, Equatable, Sendable {
    /// `.began`.
    case began
    /// `.changed`.
    case changed
    /// `.ended`, or `.cancelled` (reported with velocity 0).
    case ended
}

/// What a scroll view must do, in the reducer's coordinates (SPEC §1), as the reducer's
/// commands are: each front end's surface converts to its own — UIKit's `contentOffset`
/// (`PagerScrollSurface.setReducerOffset(_:as:basis:animated:)`: less the safe area on a list,
/// mirrored in a right-to-left pages container or strip), SwiftUI's `ScrollPosition` in
/// `PagerContainer`, the browser's scroll position in `PagerWebScroller`.
public enum PagerScrollAction: Equatable, Sendable {
    /// `setContentOffset(_:animated:)` along the view's axis.
    case setOffset(PagerScrollRole, Double, animated: Bool)
    /// `contentInset.top` of every content view, animated over `duration` seconds.
    case setInsetTop(Double, duration: Double)
    /// The minimum content height of page `page`'s list (SPEC §3 `setContentHeight`).
    case setContentHeight(page: Int, Double)
    /// `setTarget`: the deceleration after the drag ending now rests at this offset
    /// (UIKit: `targetContentOffset` in `willEndDragging`).
    case setTarget(PagerScrollRole, Double)
    /// `animateHeader`: animate the header's translation to `ty` over `duration` seconds.
    case animateHeader(ty: Double, duration: Double)
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension PagerSwiftUIScrollPhase: Codable {}
extension PagerHeaderPanState: Codable {}
#endif
