// What happened on the screen (SPEC §2). Events are facts the host reports; the reducer
// decides what they mean.

/// The three kinds of scroll view on the screen (SPEC §1).
public enum ScrollViewID: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    /// The list (y axis). One in `sections` content, one per page in `pages` content.
    case content
    /// The horizontal paging container of `pages` content (x axis).
    case pages
    /// The pager bar, i.e. the tab strip (x axis).
    case pager
}

/// Where a scroll view is now, as a scroll callback reports it.
public struct ScrollReport: Sendable, Equatable {
    /// Which view scrolled.
    public var view: ScrollViewID
    /// The page of a `content` view in `pages` content; absent (or 0) otherwise.
    /// Ignored on `pages` and `pager` reports (SPEC §5).
    public var page: Int?
    /// `contentOffset.y` for content views, `contentOffset.x` for the others.
    public var offset: Double

    public init(view: ScrollViewID, page: Int? = nil, offset: Double) {
        self.view = view
        self.page = page
        self.offset = offset
    }
}

/// The phase of a user drag (UIKit: willBeginDragging, didScroll, willEndDragging).
public enum DragPhase: Sendable, Equatable {
    case began
    case moved
    /// The finger lifted. `velocity` is in points per second, positive when the offset
    /// grows; `willDecelerate` says whether a `decelerate` phase follows.
    case ended(velocity: Double, willDecelerate: Bool)
}

/// The phase of the deceleration after a fling (willBeginDecelerating … didEndDecelerating).
public enum DecelerationPhase: String, Sendable, Equatable, Codable, CaseIterable {
    case began, moved, ended
}

/// The phase of a programmatic or host-driven scroll (didScroll, didEndScrollingAnimation).
public enum ScrollPhase: String, Sendable, Equatable, Codable, CaseIterable {
    case moved, ended
}

/// One interaction, timestamped (SPEC §2).
public struct PagerEvent: Sendable, Equatable {
    /// Seconds; finite, ≥ 0 and should not decrease (SPEC §2, `timeWentBackwards`).
    public var t: Double
    public var kind: Kind

    public init(t: Double, _ kind: Kind) {
        self.t = t
        self.kind = kind
    }

    /// The event's type, with the payload of that type (SPEC §2 table).
    public enum Kind: Sendable, Equatable {
        /// viewDidLoad, rotation, reloadData.
        case layout(Layout)
        /// The user drags a view.
        case drag(DragPhase, ScrollReport)
        /// A view decelerates after a fling.
        case decelerate(DecelerationPhase, ScrollReport)
        /// A programmatic or host change of offset (e.g. the reducer's animated `setOffset`).
        case scroll(ScrollPhase, ScrollReport)
        /// collectionView didSelectItemAt.
        case tapPagerItem(index: Int)
        /// scrollsToTop.
        case tapStatusBar
    }

    /// `type` or `type.phase`, as the record's `event` field shows it (SPEC §3).
    public var name: PagerEventName {
        switch kind {
        case .layout: return .layout
        case .drag(.began, _): return .dragBegan
        case .drag(.moved, _): return .dragMoved
        case .drag(.ended, _): return .dragEnded
        case .decelerate(.began, _): return .decelerateBegan
        case .decelerate(.moved, _): return .decelerateMoved
        case .decelerate(.ended, _): return .decelerateEnded
        case .scroll(.moved, _): return .scrollMoved
        case .scroll(.ended, _): return .scrollEnded
        case .tapPagerItem: return .tapPagerItem
        case .tapStatusBar: return .tapStatusBar
        }
    }
}

/// An event's `type` or `type.phase`: the record's `event` field (SPEC §3). The raw value
/// is the JSON string, e.g. `"drag.ended"`.
public enum PagerEventName: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    case layout
    case dragBegan = "drag.began"
    case dragMoved = "drag.moved"
    case dragEnded = "drag.ended"
    case decelerateBegan = "decelerate.began"
    case decelerateMoved = "decelerate.moved"
    case decelerateEnded = "decelerate.ended"
    case scrollMoved = "scroll.moved"
    case scrollEnded = "scroll.ended"
    case tapPagerItem
    case tapStatusBar
}

// MARK: - Building events in Swift

extension PagerEvent {
    /// A `layout` event.
    public static func layout(_ layout: Layout, t: Double) -> PagerEvent {
        PagerEvent(t: t, .layout(layout))
    }

    /// A `drag began` event.
    public static func dragBegan(_ view: ScrollViewID, page: Int? = nil, offset: Double, t: Double) -> PagerEvent {
        PagerEvent(t: t, .drag(.began, ScrollReport(view: view, page: page, offset: offset)))
    }

    /// A `drag moved` event.
    public static func dragMoved(_ view: ScrollViewID, page: Int? = nil, offset: Double, t: Double) -> PagerEvent {
        PagerEvent(t: t, .drag(.moved, ScrollReport(view: view, page: page, offset: offset)))
    }

    /// A `drag ended` event. `willDecelerate` defaults to `velocity ≠ 0` (SPEC §2).
    public static func dragEnded(
        _ view: ScrollViewID, page: Int? = nil, offset: Double,
        velocity: Double = 0, willDecelerate: Bool? = nil, t: Double
    ) -> PagerEvent {
        let phase = DragPhase.ended(velocity: velocity, willDecelerate: willDecelerate ?? (velocity != 0))
        return PagerEvent(t: t, .drag(phase, ScrollReport(view: view, page: page, offset: offset)))
    }

    /// A `decelerate` event.
    public static func decelerate(
        _ phase: DecelerationPhase, _ view: ScrollViewID, page: Int? = nil, offset: Double, t: Double
    ) -> PagerEvent {
        PagerEvent(t: t, .decelerate(phase, ScrollReport(view: view, page: page, offset: offset)))
    }

    /// A `scroll` event: a programmatic offset change reported by the host.
    public static func scroll(
        _ phase: ScrollPhase, _ view: ScrollViewID, page: Int? = nil, offset: Double, t: Double
    ) -> PagerEvent {
        PagerEvent(t: t, .scroll(phase, ScrollReport(view: view, page: page, offset: offset)))
    }

    /// A tap on pager item `index`.
    public static func tapPagerItem(_ index: Int, t: Double) -> PagerEvent {
        PagerEvent(t: t, .tapPagerItem(index: index))
    }

    /// A tap on the status bar (scrolls to top).
    public static func tapStatusBar(t: Double) -> PagerEvent {
        PagerEvent(t: t, .tapStatusBar)
    }
}
