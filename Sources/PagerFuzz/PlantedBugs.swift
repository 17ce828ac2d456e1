// Bugs planted on purpose, to show that each check finds what it should: a reducer that
// breaks SPEC §8.2 (`trace-replay fuzz --self-test` and the tests), and bugs planted in the
// simulated host for the checks that watch it (SPEC §8.8, SPEC §8.9, SPEC §7's bounce). One home for all.
import PagerCore

/// A reducer with a planted bug, for self-tests only: `PagerState`, except that whenever
/// quick-return clamps the header at −S the record shows it 10 pt further up, so SPEC §8.2
/// (`headerTy ∈ [−S, 0]`) breaks. `trace-replay fuzz --self-test` fuzzes it to show what a
/// failure looks like.
public struct ForgetsToClampHeader: Reducing {
    /// The real reducer underneath.
    public var state = PagerState()

    /// A reducer before any event.
    public init() {}

    /// The real record, with the planted bug.
    public mutating func apply(_ event: PagerEvent) -> PagerRecord {
        var record = state.apply(event)
        if let g = state.geometry, g.mode == .quickReturn, g.headerHeight > 0, record.headerTy == -g.headerHeight {
            record.headerTy -= 10
        }
        return record
    }
}

/// A bug planted in the host's reducer or physics, to show that a SPEC §8 check finds it
/// (these checks watch the host, not only the records).
enum PlantedBug: Sendable, Equatable {
    /// A resize's re-aim is never sent: a tapped section lands where the old heights put it.
    case reAimDisabled
    /// A header drag's release never reaches the list: the fling stops dead.
    case flingDropped
    /// The old bounce: a deceleration rests up to 0.5 pt beyond a bound.
    case bounceFixReverted
    /// The UIKit adapter as it was at `c304232`: a list that joins after the first layout
    /// starts with none of the reducer's share (top inset 0, no pad) and gets it only when
    /// the reducer next changes it — never, in `quickReturn` and `collapse`.
    case lateListsGetNoInsets
    /// The pages screen as it was at `c304232`: appearance forwarded automatically, so a
    /// loaded neighbour appears off screen and a swipe to it says nothing.
    case appearanceForwardedOnLoad
    /// The UIKit coordinator as it was at `c304232`: the strip's frames laid out after the
    /// update that placed the underline, so a first display and a rotation place it from
    /// the previous frames.
    case underlineFromPreviousFrames
    /// The UIKit coordinator as it was at `c304232`: a screen restored from a saved state
    /// gives its lists none of the reducer's share, which the restored reducer does not send
    /// again (its next layout changes nothing).
    case restoredListsGetNoInsets
    /// The UIKit coordinator as it was at `c304232`: a tab asked for before the first layout
    /// is delivered at once, when the reducer has nothing to select, so the screen opens on
    /// the first tab.
    case earlySelectionDelivered
    /// The UIKit coordinator as it was at `c304232`: a list whose delegate the app replaced is
    /// adopted again at the screen's next layout, but the driver never hears what the list
    /// did while its callbacks went to the app alone.
    case replacedDelegateNotResynced
    /// The UIKit coordinator as it was at `8379607`: each write of a list's insets is the
    /// screen's share alone, wiping the height a refresh control added to it.
    case refreshInsetOverwritten
}
