// The reducer (SPEC §4): one pure entry point, `apply(_:)`, from (state, event) to
// (state, record). Behaviour rules live in the `PagerState+*.swift` files, one concern
// each; this file holds the stored state, the dispatch and the record.
// (Over 450 lines: the stored state with its documentation, the dispatch and the record;
// the rules themselves are in the other files.)

/// The whole state of a pager + list screen, reduced from events (SPEC §4).
///
/// ```swift
/// var state = PagerState()
/// let record = state.apply(.layout(myLayout, t: 0))
/// // apply record.commands to the views, show record.selected, record.headerTy, …
/// ```
///
/// The same events always give the same records, bit for bit. `apply(_:)` never traps:
/// an event it cannot use leaves the state unchanged and says why in the record's
/// `diagnostics` (SPEC §5).
public struct PagerState: Sendable, Equatable {
    /// The phase machine of one view (SPEC §5): idle → dragging → (if `willDecelerate`)
    /// decelerating → idle. `decelerationPending` is the instant between a decelerating
    /// `drag ended` and its `decelerate began`.
    typealias MotionPhase = PagerDiagnosticReason.ViewPhase

    /// What the reducer keeps per scroll view (SPEC §4.0).
    struct ViewState: Sendable, Equatable {
        /// Last reported offset, or the value of the reducer's own instant `setOffset`.
        var offset: Double
        var phase: MotionPhase = .idle
        /// A programmatic animation the reducer commanded is in flight on this view.
        var isAnimating = false
        /// A `fling` the reducer commanded is running on this content view (SPEC §4.7).
        var isFlinging = false

        init(offset: Double) { self.offset = offset }

        /// Moving in SPEC §4.0's sense: dragging, decelerating (or about to), animating or
        /// flinging — not at rest.
        var isAtRest: Bool { phase == .idle && !isAnimating && !isFlinging }
    }

    /// What a content view's animation in flight aims at (SPEC §4.2): a resize gets
    /// its target again from the new geometry (SPEC §4.0 re-aim).
    public enum AnimationAim: Sendable, Equatable {
        /// A tap on section `i`: `y*` of SPEC §4.2.
        case section(Int)
        /// The status bar: `minY`.
        case top
    }

    /// The aim of the animation in flight on content view `view`, and the value last
    /// commanded for it (SPEC §4.0). Kept beside the views, not in them: a view's state is
    /// copied on every scroll event, an aim only matters while a tap's animation runs.
    struct AimedAnimation: Sendable, Equatable {
        var view: Int
        var aim: AnimationAim
        var commanded: Double
    }

    /// A view of the current layout: content view `k` (0 in `sections`), pages or pager.
    /// `resolve(_:of:in:_:)` makes one from a report; `setOffset(_:animated:in:)`
    /// names it in a command: the two ends of a view's identity.
    enum ViewRef: Equatable {
        case content(Int)
        case pages
        case pager

        /// The page a content view stands for (`nil` for `pages` and `pager`).
        var contentPage: Int? {
            if case .content(let k) = self { return k } else { return nil }
        }

        /// A `setOffset` command for this view (SPEC §3: content views carry their page in
        /// `pages` content and `null` in `sections` content; the others carry `null`).
        func setOffset(_ value: Double, animated: Bool, in geometry: PagerLayoutGeometry) -> PagerCommand {
            switch self {
            case .content(let k): return .setOffset(view: .content, page: geometry.isPages ? k : nil, value: value, animated: animated)
            case .pages: return .setOffset(view: .pages, page: nil, value: value, animated: animated)
            case .pager: return .setOffset(view: .pager, page: nil, value: value, animated: animated)
            }
        }
    }

    /// When an event re-centres the pager bar (SPEC §4.0): always after a tap and after a
    /// layout that replaces another, never after the first layout, otherwise when the
    /// selection changed.
    enum PagerRecentring {
        case never, whenSelectionChanges, always

        func applies(selectionChanged: Bool) -> Bool {
            switch self {
            case .never: return false
            case .whenSelectionChanges: return selectionChanged
            case .always: return true
            }
        }
    }

    /// The tap hold (SPEC §4.2): after a tap's scroll lands in `sections` content, the
    /// tapped item stays selected while the list stays within 0.5 pt of where it landed.
    public struct TapHold: Sendable, Equatable {
        /// The tapped item (0 after a status bar tap).
        public var item: Int
        /// The content view's stored offset when the tap landed; a resize moves it with
        /// what it holds.
        public var landing: Double
        /// Whether the status bar's scroll to the top landed it (a resize then moves it by
        /// `minY(new) − minY(old)`, not with section `item`).
        public var isAtTop: Bool

        /// A hold of `item`, landed at `landing` (at the top, for the status bar's).
        public init(item: Int, landing: Double, isAtTop: Bool = false) {
            self.item = item
            self.landing = landing
            self.isAtTop = isAtTop
        }

        #if !hasFeature(Embedded)
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            item = try c.decode(Int.self, forKey: .item)
            landing = try c.decode(Double.self, forKey: .landing)
            isAtTop = try c.decodeIfPresent(Bool.self, forKey: .isAtTop) ?? false
        }
        #endif

        /// Whether an offset ends the hold: 0.5 pt or more from the landing offset.
        func isLeft(by offset: Double) -> Bool { !(abs(offset - landing) < 0.5) }
    }

    /// Commands and diagnostics gathered while one event is reduced. The record's codes
    /// are the reasons' codes, so the two can never disagree.
    struct Effects {
        /// The two lists, `nil` until a rule adds to one: nearly every scroll event adds
        /// nothing, and then the effects hold no array, so dropping them releases nothing.
        private(set) var lists: Lists?
        /// A rule moved the header this event; the record gets `animateHeader` to its
        /// final `headerTy` over this many seconds (the last rule that moved it decides).
        var headerAnimation: Double?

        /// The commands, in the order the rules added them (the record puts them in SPEC §3
        /// order), and the reasons (SPEC §5).
        struct Lists {
            var commands: [PagerCommand] = []
            var reasons: [PagerDiagnosticReason] = []
        }

        /// The reasons so far (SPEC §5), in the order the rules added them.
        var reasons: [PagerDiagnosticReason] { lists?.reasons ?? [] }

        /// A rule's command; the first command or reason makes the lists. The first command
        /// writes into the state's reusable list (`PagerState.reusableCommands`).
        @inline(__always)
        mutating func add(_ command: PagerCommand, reusing reusable: inout ReusableCommands) {
            if lists == nil { startLists(reusing: &reusable) }
            lists!.commands.append(command)
        }

        @inline(never)
        private mutating func startLists(reusing reusable: inout ReusableCommands) {
            lists = Lists(commands: reusable.take())
        }

        /// The commands, moved out for the record (the reasons stay, for `apply(_:reasons:)`).
        mutating func takeCommands() -> [PagerCommand] {
            guard lists != nil else { return [] }
            var commands: [PagerCommand] = []
            swap(&commands, &lists!.commands)
            return commands
        }

        /// A rule's reason for a code of the record's `diagnostics`.
        mutating func add(_ reason: PagerDiagnosticReason) {
            if lists == nil { lists = Lists() }
            lists!.reasons.append(reason)
        }
    }

    /// Geometry of the last valid layout; `nil` until the first one.
    public internal(set) var geometry: PagerLayoutGeometry?
    /// The selected pager item; `nil` when there are no items.
    public internal(set) var selected: Int?
    /// The current page (0 in `sections` content).
    public internal(set) var page: Int = 0
    /// The header's translation (`transform.ty`).
    public internal(set) var headerTy: Double = 0
    /// The content inset top shared by the content views.
    public internal(set) var insetTop: Double = 0
    /// The item a tap is moving to, if any.
    public internal(set) var pending: Int?
    /// The tap hold after a tap landed in `sections` content, if any (SPEC §4.2).
    public internal(set) var hold: TapHold?
    /// Number of events applied so far, i.e. the next record's `seq`.
    public internal(set) var eventCount: Int = 0

    var contentViews: [ViewState] = []
    var pagesView = ViewState(offset: 0)
    var pagerView = ViewState(offset: 0)
    /// TD's `currentIndexPath` for `selection: "window"` (SPEC §4.1).
    var windowCurrent: Int = 0
    /// The header drag in progress, if any (SPEC §4.7).
    var headerDrag: HeaderDrag?
    /// The header's own phase machine (idle or dragging; no deceleration, SPEC §4.7).
    var headerPhase = MotionPhase.idle
    /// The pager's offset at its last `drag began` (`X₀` of SPEC §4.8); layouts keep it.
    var pagerDragStart: Double = 0
    /// The aims of the content views' animations in flight (at most one per view;
    /// nearly always empty).
    var aims: [AimedAnimation] = []
    /// `t` of the last applied event; rejected events do not move it.
    var clock: Double?
    /// The last record's list of commands, for the next event that commands something to
    /// write its own into: once the host has dropped that record, the list's storage is
    /// reused, so a scroll that changes the selection allocates nothing (a host that keeps
    /// the record keeps its list; the next one gets new storage). Not part of the state.
    var reusableCommands = ReusableCommands()

    /// `reusableCommands`' type: storage, not state, so every two are equal (two states
    /// that would give the same records are equal whatever lists they hold), and it is
    /// neither encoded nor decoded.
    struct ReusableCommands: Sendable, Equatable {
        private var list: [PagerCommand] = []

        /// The kept list, moved out and emptied: once nothing else holds it, emptying it
        /// keeps its storage, so the next commands are written into it in place. (Shared,
        /// it is copied on write: a record never sees another's commands.)
        mutating func take() -> [PagerCommand] {
            var commands: [PagerCommand] = []
            swap(&commands, &list)
            // One `removeLast` per command (nearly always one): cheaper here than
            // `removeAll(keepingCapacity:)`, which goes through `replaceSubrange`.
            while !commands.isEmpty { commands.removeLast() }
            return commands
        }

        /// Keeps a record's commands for the next event to write into; the record shares
        /// them until the host drops it. Empty lists, and lists longer than 16 (a relayout
        /// of many pages), are not kept.
        mutating func keep(_ commands: [PagerCommand]) {
            if !commands.isEmpty, commands.capacity <= 16 { list = commands }
        }

        static func == (_: Self, _: Self) -> Bool { true }
    }

    /// A screen with no layout yet: every event but a valid `layout` gives `noLayout`.
    public init() {}

    // MARK: Reading the state

    /// The last valid layout.
    public var layout: PagerLayout? { geometry?.layout }

    /// The current page's content offset (0 when there is no content view).
    public var offsetY: Double {
        contentViews.indices.contains(currentContentView) ? contentViews[currentContentView].offset : 0
    }

    /// Last reported offset of the pages container.
    public var pagesX: Double { pagesView.offset }

    /// Last reported offset of the pager bar.
    public var pagerX: Double { pagerView.offset }

    /// The content offset of page `page` (use 0 in `sections` content), if it exists.
    public func contentOffset(page: Int) -> Double? {
        contentViews.indices.contains(page) ? contentViews[page].offset : nil
    }

    /// Whether an animation the reducer commanded is in flight on a view.
    public func isAnimating(_ view: PagerScrollViewID, page: Int = 0) -> Bool {
        switch view {
        case .content: return contentViews.indices.contains(page) && contentViews[page].isAnimating
        case .pages: return pagesView.isAnimating
        case .pager: return pagerView.isAnimating
        case .header: return false
        }
    }

    /// Whether a `fling` the reducer commanded is running on content view `page`.
    public func isFlinging(page: Int = 0) -> Bool {
        contentViews.indices.contains(page) && contentViews[page].isFlinging
    }

    /// Whether a header drag is in progress (SPEC §4.7), and the content view it moves.
    public var headerDragView: Int? { headerDrag?.view }

    /// Where a view is in SPEC §5's phase machine (content views by page; page 0 in
    /// `sections` content); `nil` for a view the screen does not have.
    public func phase(of view: PagerScrollViewID, page: Int = 0) -> PagerDiagnosticReason.ViewPhase? {
        switch view {
        case .content: return contentViews.indices.contains(page) ? contentViews[page].phase : nil
        case .pages: return geometry?.isPages == true ? pagesView.phase : nil
        case .pager: return geometry == nil ? nil : pagerView.phase
        case .header: return geometry?.headerOverlaysContent == true ? headerPhase : nil
        }
    }

    /// The indicator the record would show now (SPEC §4.1).
    public var indicator: PagerIndicator? {
        geometry?.indicator(selected: selected, pending: pending, pagesX: pagesView.offset)
    }

    // MARK: The reducer

    /// Reduces one event and returns its record (SPEC §4).
    ///
    /// - Complexity: O(log n) for offset events in n sections (the `window` rule visits
    ///   the visible headers), O(1) for other non-layout events, O(n) for `layout`.
    ///   An event whose record has no commands and no diagnostics — nearly every scroll
    ///   event — allocates nothing, and its record holds no heap storage.
    ///
    /// The event is consumed, as a host hands over the event it just built: the reducer
    /// drops it, knowing its kind, so dropping a scroll event costs nothing (a caller that
    /// keeps its event passes a copy).
    public mutating func apply(_ event: consuming PagerEvent) -> PagerRecord {
        var effects = Effects()
        return reduce(event, &effects)
    }

    /// Reduces one event like `apply(_:)` and also says why it was rejected or flagged:
    /// `reasons` is set to one `PagerDiagnosticReason` per code in the record's `diagnostics`,
    /// in the same order (which field, which rule, which values; SPEC §5).
    public mutating func apply(_ event: PagerEvent, reasons: inout [PagerDiagnosticReason]) -> PagerRecord {
        var effects = Effects()
        let record = reduce(event, &effects)
        // Nearly always both empty: then nothing to hand over (an assignment would still
        // release one empty array and retain the other).
        if !(effects.reasons.isEmpty && reasons.isEmpty) { reasons = effects.reasons }
        return record
    }

    /// The reducer proper, shared by both `apply` entry points.
    @inline(__always)
    private mutating func reduce(_ event: PagerEvent, _ effects: inout Effects) -> PagerRecord {
        let seq = eventCount
        eventCount += 1

        // Offset events first, matched without copying the event: they are nearly all of
        // a trace.
        if case .offset(let motion, let report) = event.kind, let geometry = self.geometry.take() {
            return reduceOffset(motion, report, t: event.t, seq: seq, in: geometry, &effects)
        }

        let selectedBefore = selected
        let applied: Bool
        var recentring = PagerRecentring.whenSelectionChanges
        switch event.kind {
        case .layout(let layout):
            switch applyLayout(layout, t: event.t, &effects) {
            case .rejected: applied = false
            case .setUp, .unchanged: applied = true; recentring = .never
            case .relayout: applied = true; recentring = .always
            // A resize re-centres when the selection or the pager's cells moved.
            case .resize(let cellsMoved): applied = true; recentring = cellsMoved ? .always : .whenSelectionChanges
            }
        case .offset:
            // Only before the first layout: with one, offset events are reduced above.
            _ = reject(.noLayout(event: event.name), &effects)
            return record(seq: seq, t: event.t, event: event.name, geometry: nil, &effects)
        case .tapPagerItem(let index):
            applied = applyPagerItemTap(index, t: event.t, &effects)
            recentring = .always
        case .tapStatusBar:
            applied = applyStatusBarTap(t: event.t, &effects)
        }

        // SPEC §4.0: at most one animated pager `setOffset` per event.
        if applied, let geometry, recentring.applies(selectionChanged: selected != selectedBefore) {
            commandAnimatedOffset(.pager, geometry.pagerTarget(selected), in: geometry, &effects)
        }
        return record(seq: seq, t: event.t, event: event.name, geometry: geometry, &effects)
    }

    /// `reduce` for an offset event once there is a layout. `reduce` moves the geometry out
    /// of the state (`take()`) and this moves it back at the end: the rules get it as a
    /// parameter (they never read `self.geometry`), and a moved reference costs no
    /// reference counting, where a copy would cost an atomic retain and release per event.
    private mutating func reduceOffset(
        _ motion: PagerScrollMotion, _ report: PagerScrollReport, t: Double, seq: Int,
        in geometry: consuming PagerLayoutGeometry, _ effects: inout Effects
    ) -> PagerRecord {
        let selectedBefore = selected
        if applyOffset(motion, report, t: t, in: geometry, &effects), selected != selectedBefore {
            commandAnimatedOffset(.pager, geometry.pagerTarget(selected), in: geometry, &effects)
        }
        let indicator = geometry.indicator(selected: selected, pending: pending, pagesX: pagesView.offset)
        let contentView = currentContentView(in: geometry)
        self.geometry = consume geometry
        return record(seq: seq, t: t, event: motion.name, contentView: contentView, indicator: indicator, &effects)
    }

    /// Reduces a sequence of events from this state, returning one record per event.
    ///
    /// - Complexity: the sum of `apply(_:)` over the events.
    public mutating func apply<Events: Sequence>(_ events: Events) -> [PagerRecord]
    where Events.Element == PagerEvent {
        events.map { apply($0) }
    }

    // MARK: Helpers shared by the rule files

    /// The content view whose offset is the record's `offsetY`: the current page's.
    var currentContentView: Int {
        (geometry?.isPages ?? false) ? page : 0
    }

    /// `currentContentView`, for the rules, which get the geometry as a parameter.
    @inline(__always)
    func currentContentView(in geometry: PagerLayoutGeometry) -> Int {
        geometry.isPages ? page : 0
    }

    /// The view a pending tap moves: the content view in `sections`, `pages` in `pages`.
    func pendingCarrier(in geometry: PagerLayoutGeometry) -> ViewRef {
        geometry.isPages ? .pages : .content(0)
    }

    subscript(view: ViewRef) -> ViewState {
        get {
            switch view {
            case .content(let k): return contentViews[k]
            case .pages: return pagesView
            case .pager: return pagerView
            }
        }
        set {
            switch view {
            case .content(let k): contentViews[k] = newValue
            case .pages: pagesView = newValue
            case .pager: pagerView = newValue
            }
        }
    }

    /// Adds a rule's command to `effects`, written into the reusable list (`reusableCommands`).
    @inline(__always)
    mutating func emit(_ command: PagerCommand, _ effects: inout Effects) {
        effects.add(command, reusing: &reusableCommands)
    }

    /// Stores an instant `setOffset` of content view `k` and commands it (SPEC §4.0: the
    /// host's echo of it is then a zero delta). Any `setOffset` on a view ends its fling
    /// (SPEC §4.7).
    mutating func commandInstantContentOffset(_ k: Int, _ value: Double, in geometry: PagerLayoutGeometry, _ effects: inout Effects) {
        contentViews[k].offset = value
        contentViews[k].isFlinging = false
        emit(ViewRef.content(k).setOffset(value, animated: false, in: geometry), &effects)
    }

    /// Commands an animated `setOffset` and tracks it as in flight (SPEC §4.0), unless the
    /// view is at rest and already there (`|Δ| < 0.5`): UIKit then runs no animation and
    /// sends no end callback, so nothing is in flight and the tap it carries has landed.
    /// A view that is still moving — dragging, decelerating, animating, flinging or under
    /// a header drag — is never exempt: the command stops its motion and animates it,
    /// however short the distance. `aim` says what a content view's animation aims at (a
    /// tapped section, the top), for a resize's re-aim; the command ends a fling (SPEC §4.7).
    mutating func commandAnimatedOffset(
        _ view: ViewRef, _ value: Double, aim: AnimationAim? = nil, in geometry: PagerLayoutGeometry, _ effects: inout Effects
    ) {
        emit(view.setOffset(value, animated: true, in: geometry), &effects)
        var target = self[view]
        let underHeaderDrag = headerDrag.map { view == .content($0.view) } ?? false
        if abs(value - target.offset) < 0.5, target.isAtRest, !underHeaderDrag {
            if view == pendingCarrier(in: geometry) { landPendingTap(isAtTop: aim == .top, in: geometry) }
        } else {
            target.isAnimating = true
            if case .content(let k) = view {
                clearAim(of: k)
                if let aim { aims.append(AimedAnimation(view: k, aim: aim, commanded: value)) }
            }
        }
        target.isFlinging = false
        self[view] = target
    }

    /// Forgets what the animation on content view `k` aimed at (its end, a touch, a relayout).
    @inline(__always)
    mutating func clearAim(of k: Int) {
        if !aims.isEmpty { aims.removeAll { $0.view == k } }
    }

    /// A tap's scroll has landed (its `scroll ended`, or no animation was needed): `pending`
    /// clears and, in `sections` content, the tap hold starts at the stored offset (SPEC §4.2).
    /// `isAtTop`: the status bar's scroll landed it.
    mutating func landPendingTap(isAtTop: Bool, in geometry: PagerLayoutGeometry) {
        if let item = pending, !geometry.isPages {
            hold = TapHold(item: item, landing: contentViews[0].offset, isAtTop: isAtTop)
        }
        pending = nil
    }

    // MARK: The record

    /// The record of the event just reduced; its commands are moved out of `effects`, and
    /// kept as the reusable list. (`mutating` also so that the state is read in place: a
    /// non-mutating call from `apply` copies the whole state first, measured with
    /// `Scripts/bench-reducer.sh`.)
    @inline(__always)
    mutating func record(seq: Int, t: Double, event: PagerEventName, geometry: PagerLayoutGeometry?, _ effects: inout Effects) -> PagerRecord {
        guard let geometry else {
            // SPEC §4.0: before the first valid layout, `selected` and `indicator` are null and
            // every other number is 0.
            return PagerRecord(
                seq: seq, t: t, event: event, selected: nil, page: 0, offsetY: 0, pagesX: 0, pagerX: 0,
                headerTy: 0, insetTop: 0, indicator: nil, pending: nil, lists: .gathered(&effects, headerTy: 0, reusable: &reusableCommands))
        }
        return record(
            seq: seq, t: t, event: event, contentView: currentContentView(in: geometry),
            indicator: geometry.indicator(selected: selected, pending: pending, pagesX: pagesView.offset), &effects)
    }

    /// The record, given what it needs of the geometry: the content view that shows
    /// `offsetY` and the indicator.
    @inline(__always)
    mutating func record(
        seq: Int, t: Double, event: PagerEventName, contentView k: Int, indicator: PagerIndicator?, _ effects: inout Effects
    ) -> PagerRecord {
        PagerRecord(
            seq: seq, t: t, event: event, selected: selected, page: page,
            offsetY: contentViews.indices.contains(k) ? contentViews[k].offset : 0,
            pagesX: pagesView.offset, pagerX: pagerView.offset, headerTy: headerTy, insetTop: insetTop,
            indicator: indicator, pending: pending, lists: .gathered(&effects, headerTy: headerTy, reusable: &reusableCommands))
    }

    /// SPEC §3 command order: `setInset`, `setContentHeight`, `setOffset` (content in
    /// ascending page order, then pages, then pager), `setTarget`, `fling`,
    /// `animateHeader`; emission order among equals.
    static func inSpecOrder(_ commands: [PagerCommand]) -> [PagerCommand] {
        guard commands.count > 1 else { return commands }
        func rank(_ command: PagerCommand, _ emitted: Int) -> (Int, Int, Int, Int) {
            switch command {
            case .setInset: return (0, 0, 0, emitted)
            case .setContentHeight(let page, _): return (1, 0, page, emitted)
            case .setOffset(.content, let page, _, _): return (2, 0, page ?? -1, emitted)
            case .setOffset(.pages, _, _, _): return (2, 1, 0, emitted)
            case .setOffset(.pager, _, _, _), .setOffset(.header, _, _, _): return (2, 2, 0, emitted)
            case .setTarget: return (3, 0, 0, emitted)
            case .fling(_, let page, _): return (4, 0, page ?? -1, emitted)
            case .animateHeader: return (5, 0, 0, emitted)
            }
        }
        return commands.enumerated()
            .sorted { rank($0.element, $0.offset) < rank($1.element, $1.offset) }
            .map { $0.element }  // a closure: Embedded Swift has no key paths
    }
}

// Embedded Swift (the WebAssembly build) has no Codable; the trace codec of PagerTrace
// reads and writes these values there.
#if !hasFeature(Embedded)
extension PagerState.AnimationAim: Codable {}
extension PagerState.AimedAnimation: Codable {}
extension PagerState.TapHold: Codable {}
#endif
