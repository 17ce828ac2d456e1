// What happened on the screen (SPEC §2). Events are facts the host reports; the reducer
// decides what they mean.

/// The views an offset event can name (SPEC §1): three kinds of scroll view, and the header.
public enum PagerScrollViewID: String, Sendable, Equatable, Hashable, CaseIterable {
    /// The list (y axis). One in `sections` content, one per page in `pages` content.
    case content
    /// The horizontal paging container of `pages` content (x axis).
    case pages
    /// The pager bar, i.e. the tab strip (x axis).
    case pager
    /// Not a scroll view: the header of the overlay modes. A `drag` on it scrolls the
    /// current list (SwipeTableView's header pan, SPEC §4.7); its offset is the finger's
    /// translation in content-offset space (`−translation.y`).
    case header
}

/// Where a scroll view is now, as a scroll callback reports it.
public struct PagerScrollReport: Sendable, Equatable {
    /// Which view scrolled.
    public var view: PagerScrollViewID
    /// The page of a `content` view in `pages` content; absent (or 0) otherwise.
    /// Ignored on `pages` and `pager` reports (SPEC §5).
    public var page: Int?
    /// `contentOffset.y` for content views, `contentOffset.x` for the others.
    public var offset: Double

    /// A report that `view` (of `page`, for a list of pages content) is at `offset`.
    public init(view: PagerScrollViewID, page: Int? = nil, offset: Double) {
        self.view = view
        self.page = page
        self.offset = offset
    }
}

/// What one offset event says a scroll view is doing: the event's `type` and `phase`
/// (SPEC §2). The one spelling of an offset event from the trace reader through the
/// reducer to the record's `event` name (`name`).
public enum PagerScrollMotion: Sendable, Equatable {
    /// willBeginDragging.
    case dragBegan
    /// didScroll while dragging.
    case dragMoved
    /// willEndDragging + didEndDragging. `velocity` is in points per second, positive when
    /// the offset grows; `willDecelerate` says whether a `decelerate` phase follows.
    case dragEnded(velocity: Double, willDecelerate: Bool)
    /// willBeginDecelerating.
    case decelerateBegan
    /// didScroll while decelerating.
    case decelerateMoved
    /// didEndDecelerating.
    case decelerateEnded
    /// didScroll from a programmatic or host change (e.g. the reducer's animated `setOffset`).
    case scrollMoved
    /// didEndScrollingAnimation.
    case scrollEnded

    /// The record's `event` name of this motion (`"drag.ended"`, …).
    public var name: PagerEventName {
        switch self {
        case .dragBegan: return .dragBegan
        case .dragMoved: return .dragMoved
        case .dragEnded: return .dragEnded
        case .decelerateBegan: return .decelerateBegan
        case .decelerateMoved: return .decelerateMoved
        case .decelerateEnded: return .decelerateEnded
        case .scrollMoved: return .scrollMoved
        case .scrollEnded: return .scrollEnded
        }
    }

    /// The motion an offset event's name stands for; `velocity` and `willDecelerate`
    /// matter only for `drag.ended` (SPEC §2 defaults: velocity 0, willDecelerate
    /// velocity ≠ 0). Nil for the names of other events.
    public init?(_ name: PagerEventName, velocity: Double? = nil, willDecelerate: Bool? = nil) {
        switch name {
        case .dragBegan: self = .dragBegan
        case .dragMoved: self = .dragMoved
        case .dragEnded:
            let velocity = velocity ?? PagerTraceDefaults.velocity
            self = .dragEnded(velocity: velocity, willDecelerate: willDecelerate ?? PagerTraceDefaults.willDecelerate(velocity: velocity))
        case .decelerateBegan: self = .decelerateBegan
        case .decelerateMoved: self = .decelerateMoved
        case .decelerateEnded: self = .decelerateEnded
        case .scrollMoved: self = .scrollMoved
        case .scrollEnded: self = .scrollEnded
        case .layout, .tapPagerItem, .tapStatusBar: return nil
        }
    }

    /// A user drag (`drag` events).
    public var isDrag: Bool { name.type == .drag }

    // Case tests by pattern, cheaper on the reducer's path than `==` on a payload enum.
    var isDragBegan: Bool { if case .dragBegan = self { return true } else { return false } }
    var isDecelerateBegan: Bool { if case .decelerateBegan = self { return true } else { return false } }
    var isScrollEnded: Bool { if case .scrollEnded = self { return true } else { return false } }

    /// The view comes to rest: a `drag ended` that will not decelerate, or the end of a
    /// deceleration (SPEC §4.3 snap).
    public var comesToRest: Bool {
        switch self {
        case .dragEnded(_, let willDecelerate): return !willDecelerate
        case .decelerateEnded: return true
        default: return false
        }
    }
}

/// One interaction, timestamped (SPEC §2).
public struct PagerEvent: Sendable, Equatable {
    /// Seconds; finite, ≥ 0 and should not decrease (SPEC §2, `timeWentBackwards`).
    public var t: Double
    /// What happened, with its payload.
    public var kind: Kind

    /// An event of `kind` at time `t`.
    public init(t: Double, _ kind: Kind) {
        self.t = t
        self.kind = kind
    }

    /// The event's type, with the payload of that type (SPEC §2 table).
    public enum Kind: Sendable, Equatable {
        /// viewDidLoad, rotation, reloadData. Boxed (`indirect`), so that an event is a
        /// few words and copying a scroll event touches no reference count.
        indirect case layout(PagerLayout)
        /// A `drag`, `decelerate` or `scroll` event: a view's offset, and what it is doing.
        case offset(PagerScrollMotion, PagerScrollReport)
        /// collectionView didSelectItemAt.
        case tapPagerItem(index: Int)
        /// scrollsToTop.
        case tapStatusBar
    }

    /// `type` or `type.phase`, as the record's `event` field shows it (SPEC §3).
    public var name: PagerEventName {
        switch kind {
        case .layout: return .layout
        case .offset(let motion, _): return motion.name
        case .tapPagerItem: return .tapPagerItem
        case .tapStatusBar: return .tapStatusBar
        }
    }
}

/// An event's `type` or `type.phase`: the record's `event` field (SPEC §3). The raw value
/// is the JSON string, e.g. `"drag.ended"`; it is the one place the trace format spells
/// event types and phases (`type`, `phase`).
public enum PagerEventName: String, Sendable, Equatable, Hashable, CaseIterable {
    /// `layout`: the screen's sizes, at load, rotation, reload or a resize.
    case layout
    /// `drag.began`: a finger starts moving a view (scrollViewWillBeginDragging).
    case dragBegan = "drag.began"
    /// `drag.moved`: the finger moves the view (scrollViewDidScroll while dragging).
    case dragMoved = "drag.moved"
    /// `drag.ended`: the finger lifts, with its velocity (scrollViewDidEndDragging).
    case dragEnded = "drag.ended"
    /// `decelerate.began`: the view slides on after a release.
    case decelerateBegan = "decelerate.began"
    /// `decelerate.moved`: the sliding view moves.
    case decelerateMoved = "decelerate.moved"
    /// `decelerate.ended`: the sliding view rests (scrollViewDidEndDecelerating).
    case decelerateEnded = "decelerate.ended"
    /// `scroll.moved`: a programmatic move (an animation or an instant `setOffset`).
    case scrollMoved = "scroll.moved"
    /// `scroll.ended`: a programmatic move is over (scrollViewDidEndScrollingAnimation).
    case scrollEnded = "scroll.ended"
    /// `tapPagerItem`: a tab was tapped.
    case tapPagerItem
    /// `tapStatusBar`: the status bar was tapped (scroll to top).
    case tapStatusBar

    /// An event line's `type`: the part of the name before the dot.
    public enum EventType: String, Sendable, Equatable, CaseIterable {
        /// `"layout"`.
        case layout
        /// `"drag"`: a finger on a view.
        case drag
        /// `"decelerate"`: a view sliding after a release.
        case decelerate
        /// `"scroll"`: a programmatic move.
        case scroll
        /// `"tapPagerItem"`.
        case tapPagerItem
        /// `"tapStatusBar"`.
        case tapStatusBar
    }

    /// An event line's `phase`: the part of the name after the dot.
    public enum Phase: String, Sendable, Equatable, CaseIterable {
        /// `"began"`.
        case began
        /// `"moved"`.
        case moved
        /// `"ended"`.
        case ended
    }

    /// The event line's `type`.
    public var type: EventType {
        switch self {
        case .layout: return .layout
        case .dragBegan, .dragMoved, .dragEnded: return .drag
        case .decelerateBegan, .decelerateMoved, .decelerateEnded: return .decelerate
        case .scrollMoved, .scrollEnded: return .scroll
        case .tapPagerItem: return .tapPagerItem
        case .tapStatusBar: return .tapStatusBar
        }
    }

    /// The event line's `phase`; nil for events without one.
    public var phase: Phase? {
        switch self {
        case .dragBegan, .decelerateBegan: return .began
        case .dragMoved, .decelerateMoved, .scrollMoved: return .moved
        case .dragEnded, .decelerateEnded, .scrollEnded: return .ended
        case .layout, .tapPagerItem, .tapStatusBar: return nil
        }
    }

    /// The name of an event line with this `type` and `phase`; nil when that type has no
    /// such phase (a `scroll` never `began`) or needs one and has none.
    public init?(type: EventType, phase: Phase?) {
        switch (type, phase) {
        case (.layout, nil): self = .layout
        case (.drag, .began?): self = .dragBegan
        case (.drag, .moved?): self = .dragMoved
        case (.drag, .ended?): self = .dragEnded
        case (.decelerate, .began?): self = .decelerateBegan
        case (.decelerate, .moved?): self = .decelerateMoved
        case (.decelerate, .ended?): self = .decelerateEnded
        case (.scroll, .moved?): self = .scrollMoved
        case (.scroll, .ended?): self = .scrollEnded
        case (.tapPagerItem, nil): self = .tapPagerItem
        case (.tapStatusBar, nil): self = .tapStatusBar
        default: return nil
        }
    }
}

// MARK: - Building events in Swift

extension PagerEvent {
    /// A `layout` event.
    public static func layout(_ layout: PagerLayout, t: Double) -> PagerEvent {
        PagerEvent(t: t, .layout(layout))
    }

    /// A `drag began` event.
    public static func dragBegan(_ view: PagerScrollViewID, page: Int? = nil, offset: Double, t: Double) -> PagerEvent {
        PagerEvent(t: t, .offset(.dragBegan, PagerScrollReport(view: view, page: page, offset: offset)))
    }

    /// A `drag moved` event.
    public static func dragMoved(_ view: PagerScrollViewID, page: Int? = nil, offset: Double, t: Double) -> PagerEvent {
        PagerEvent(t: t, .offset(.dragMoved, PagerScrollReport(view: view, page: page, offset: offset)))
    }

    /// A `drag ended` event. `willDecelerate` defaults to `velocity ≠ 0` (SPEC §2).
    public static func dragEnded(
        _ view: PagerScrollViewID, page: Int? = nil, offset: Double,
        velocity: Double = 0, willDecelerate: Bool? = nil, t: Double
    ) -> PagerEvent {
        let motion = PagerScrollMotion.dragEnded(velocity: velocity, willDecelerate: willDecelerate ?? PagerTraceDefaults.willDecelerate(velocity: velocity))
        return PagerEvent(t: t, .offset(motion, PagerScrollReport(view: view, page: page, offset: offset)))
    }

    /// Any offset event: `drag`, `decelerate` or `scroll`, as `motion` says.
    public static func offset(
        _ motion: PagerScrollMotion, _ view: PagerScrollViewID, page: Int? = nil, offset: Double, t: Double
    ) -> PagerEvent {
        PagerEvent(t: t, .offset(motion, PagerScrollReport(view: view, page: page, offset: offset)))
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

// Embedded Swift (the WebAssembly build) has no Codable; the trace codec of PagerTrace
// reads and writes these values there.
#if !hasFeature(Embedded)
extension PagerScrollViewID: Codable {}
extension PagerEventName: Codable {}
#endif
