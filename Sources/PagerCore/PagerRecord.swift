// What the reducer emits for each event (SPEC §3): the state a front end shows, what the
// host must do now, and what was wrong with the event.

/// The underline under the selected pager item, in pager-content coordinates (SPEC §4.1).
public struct PagerIndicator: Sendable, Equatable {
    /// Its left edge, in the pager's content (subtract `pagerX` for the screen).
    public var x: Double
    /// Its width: the selected title's width plus `indicatorExtra`.
    public var width: Double

    private typealias CodingKeys = TraceKeys.Indicator

    /// An underline from `x`, `width` wide.
    public init(x: Double, width: Double) {
        self.x = x
        self.width = width
    }
}

/// What the host must do to its views now (SPEC §3). Commands are imperatives.
public enum PagerCommand: Sendable, Equatable {
    /// Set a view's offset. `page` names the content view in `pages` content; it is
    /// `nil` for the content view of `sections` content and for `pages` and `pager`.
    case setOffset(view: PagerScrollViewID, page: Int?, value: Double, animated: Bool)
    /// Set the content inset top of content view `page` (`nil`: every content view),
    /// animated over `duration` seconds (0: at once).
    case setInset(page: Int?, top: Double, duration: Double)
    /// Set the content height of page `page` (`adjustContentSize`, SPEC §1).
    case setContentHeight(page: Int, height: Double)
    /// The deceleration that follows this `drag ended` must come to rest at `value`
    /// (UIKit: write `targetContentOffset` in `willEndDragging`). Only the pager has one
    /// (SPEC §4.8); `page` is `nil`.
    case setTarget(view: PagerScrollViewID, page: Int?, value: Double)
    /// Start a deceleration of a content view from where it is, at `velocity` points
    /// per second in offset space, exactly as if a drag on it had been released with that
    /// velocity (SPEC §4.7: a header drag's release carries on in the list).
    case fling(view: PagerScrollViewID, page: Int?, velocity: Double)
    /// The header's translation changed by a rule (a snap, the status bar, a page
    /// switch): animate it to `ty` — the record's `headerTy` — over `duration` seconds
    /// instead of jumping.
    case animateHeader(ty: Double, duration: Double)

    /// A command's `type`; the raw value is its JSON spelling.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// `"setOffset"`: move a view.
        case setOffset
        /// `"setInset"`: set the content views' top inset.
        case setInset
        /// `"setContentHeight"`: set a page's content height (`adjustContentSize`).
        case setContentHeight
        /// `"setTarget"`: where the released tab strip will rest (SPEC §4.8).
        case setTarget
        /// `"fling"`: release a list with a velocity (a header drag's release, SPEC §4.7).
        case fling
        /// `"animateHeader"`: animate the header to a translation.
        case animateHeader
    }

    /// This command's `type`.
    public var kind: Kind {
        switch self {
        case .setOffset: return .setOffset
        case .setInset: return .setInset
        case .setContentHeight: return .setContentHeight
        case .setTarget: return .setTarget
        case .fling: return .fling
        case .animateHeader: return .animateHeader
        }
    }
}

/// Why an event was rejected or flagged (SPEC §5). Raw values are the JSON codes.
public enum PagerDiagnostic: String, Sendable, Equatable, Hashable, CaseIterable {
    // Rejected: the state is left unchanged and the clock does not move.
    /// Any event before the first valid layout.
    case noLayout
    /// Negative or non-finite sizes, zero width, item count ≠ section/page count,
    /// negative content view height; the previous layout stays.
    case invalidLayout
    /// A view the content does not have, e.g. `pages` in `sections` content.
    case unknownView
    /// A `page` that names no content view.
    case pageOutOfRange
    /// A tap on an item that does not exist.
    case indexOutOfRange
    /// A `content` event without `page` in `pages` content.
    case missingPage
    /// A non-finite `t`, offset or velocity. The trace reader never lets one through
    /// (SPEC §5), but Swift callers can; the SPEC names no code for it, so this one is
    /// ScrollPager's own, and such an event is rejected like the others above.
    case invalidNumber

    // Applied, but flagged, in this order.
    /// `t` is less than the last applied event's `t`.
    case timeWentBackwards
    /// A drag or deceleration phase out of the order idle → dragging → decelerating.
    case unexpectedPhase
}

/// One emitted record: the reducer's answer to one event (SPEC §3).
public struct PagerRecord: Sendable, Equatable {
    /// 0-based index of the event among the events applied (non-comment trace lines).
    public var seq: Int
    /// The event's `t`.
    public var t: Double
    /// The event's `type` or `type.phase`, e.g. `.dragEnded` (`"drag.ended"` in JSON).
    public var event: PagerEventName
    /// The selected pager item; `nil` when there are no items (or no layout yet).
    public var selected: Int?
    /// The current page (0 in `sections` content).
    public var page: Int
    /// The current page's content offset, as last reported or set by the reducer.
    public var offsetY: Double
    /// Last reported offset of the pages container.
    public var pagesX: Double
    /// Last reported offset of the pager bar.
    public var pagerX: Double
    /// The header's translation (`transform.ty`); 0 in `fixed` and `stickyReveal`.
    public var headerTy: Double
    /// The content inset top of the content views.
    public var insetTop: Double
    /// The underline indicator, clamped into the pager content; `nil` with no items.
    public var indicator: PagerIndicator?
    /// The item a tap is moving to, or `nil`.
    public var pending: Int?
    /// What the host must do now, in SPEC §3 order.
    public var commands: [PagerCommand] {
        get { lists?.commands ?? [] }
        set { lists = .of(newValue, diagnostics) }
    }
    /// SPEC §5 codes for this event.
    public var diagnostics: [PagerDiagnostic] {
        get { lists?.diagnostics ?? [] }
        set { lists = .of(commands, newValue) }
    }

    /// Whether the record has a command or a diagnostic. Reads no list: cheaper than
    /// `!commands.isEmpty || !diagnostics.isEmpty` on a hot path (false for nearly every
    /// scroll event).
    @inlinable public var hasCommandsOrDiagnostics: Bool { lists != nil }

    /// `commands` and `diagnostics`, or `nil` when both are empty — the record of nearly
    /// every scroll event — so that such a record holds no heap storage and creating,
    /// copying or dropping it costs no reference counting.
    @usableFromInline var lists: Lists?

    /// A record's two lists, present only when one of them is not empty.
    @usableFromInline struct Lists: Sendable, Equatable {
        let commands: [PagerCommand]
        let diagnostics: [PagerDiagnostic]

        /// Both lists, or `nil` when both are empty.
        static func of(_ commands: [PagerCommand], _ diagnostics: [PagerDiagnostic]) -> Lists? {
            commands.isEmpty && diagnostics.isEmpty ? nil : Lists(commands: commands, diagnostics: diagnostics)
        }

        /// What the reducer gathered while reducing one event, commands in SPEC §3 order;
        /// `nil` when it gathered nothing.
        /// A rule's header animation ends the commands: `animateHeader` to the
        /// record's `headerTy` (SPEC §3: at most one, last). The commands are moved out of
        /// `effects`, and their list becomes the state's `reusable` one.
        @inline(__always)
        static func gathered(
            _ effects: inout PagerState.Effects, headerTy: Double, reusable: inout PagerState.ReusableCommands
        ) -> Lists? {
            effects.lists == nil && effects.headerAnimation == nil
                ? nil : gatheredSome(&effects, headerTy: headerTy, reusable: &reusable)
        }

        @inline(never)
        private static func gatheredSome(
            _ effects: inout PagerState.Effects, headerTy: Double, reusable: inout PagerState.ReusableCommands
        ) -> Lists {
            var commands = effects.takeCommands()
            if commands.count > 1 { commands = PagerState.inSpecOrder(commands) }
            if let duration = effects.headerAnimation { commands.append(.animateHeader(ty: headerTy, duration: duration)) }
            reusable.keep(commands)
            return Lists(commands: commands, diagnostics: effects.reasons.map { $0.code })  // no key path: Embedded Swift
        }
    }
}

// The initialisers are declared here, in an extension, so that the struct keeps its
// memberwise initialiser: the reducer builds each record with it, in one step (an
// initialiser that assigns `self.x` one by one made the compiler copy the record).
extension PagerRecord {
    /// A record with every field given (SPEC §3); the reducer makes them, tests and
    /// front ends may too.
    public init(
        seq: Int, t: Double, event: PagerEventName, selected: Int?, page: Int,
        offsetY: Double, pagesX: Double, pagerX: Double, headerTy: Double, insetTop: Double,
        indicator: PagerIndicator?, pending: Int?, commands: [PagerCommand], diagnostics: [PagerDiagnostic]
    ) {
        self.seq = seq
        self.t = t
        self.event = event
        self.selected = selected
        self.page = page
        self.offsetY = offsetY
        self.pagesX = pagesX
        self.pagerX = pagerX
        self.headerTy = headerTy
        self.insetTop = insetTop
        self.indicator = indicator
        self.pending = pending
        self.lists = .of(commands, diagnostics)
    }
}

// MARK: - JSON shapes (SPEC §3)

#if !hasFeature(Embedded)
extension PagerCommand: Codable {
    private typealias CodingKeys = TraceKeys.Command

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(Kind.self, forKey: .type) {
        case .setOffset:
            self = .setOffset(
                view: try c.decode(PagerScrollViewID.self, forKey: .view),
                page: try c.decodeIfPresent(Int.self, forKey: .page),
                value: try c.decode(Double.self, forKey: .value),
                animated: try c.decode(Bool.self, forKey: .animated))
        case .setInset:
            self = .setInset(
                page: try c.decodeIfPresent(Int.self, forKey: .page),
                top: try c.decode(Double.self, forKey: .top),
                duration: try c.decode(Double.self, forKey: .duration))
        case .setContentHeight:
            self = .setContentHeight(
                page: try c.decode(Int.self, forKey: .page),
                height: try c.decode(Double.self, forKey: .height))
        case .setTarget:
            self = .setTarget(
                view: try c.decode(PagerScrollViewID.self, forKey: .view),
                page: try c.decodeIfPresent(Int.self, forKey: .page),
                value: try c.decode(Double.self, forKey: .value))
        case .fling:
            self = .fling(
                view: try c.decode(PagerScrollViewID.self, forKey: .view),
                page: try c.decodeIfPresent(Int.self, forKey: .page),
                velocity: try c.decode(Double.self, forKey: .velocity))
        case .animateHeader:
            self = .animateHeader(
                ty: try c.decode(Double.self, forKey: .ty),
                duration: try c.decode(Double.self, forKey: .duration))
        }
    }

    /// Keys in SPEC §3 order; `page` is always present (`null` where it names no page).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .setOffset(let view, let page, let value, let animated):
            try c.encode(Kind.setOffset, forKey: .type)
            try c.encode(view, forKey: .view)
            try c.encode(page, forKey: .page)
            try c.encode(value, forKey: .value)
            try c.encode(animated, forKey: .animated)
        case .setInset(let page, let top, let duration):
            try c.encode(Kind.setInset, forKey: .type)
            try c.encode(page, forKey: .page)
            try c.encode(top, forKey: .top)
            try c.encode(duration, forKey: .duration)
        case .setContentHeight(let page, let height):
            try c.encode(Kind.setContentHeight, forKey: .type)
            try c.encode(page, forKey: .page)
            try c.encode(height, forKey: .height)
        case .setTarget(let view, let page, let value):
            try c.encode(Kind.setTarget, forKey: .type)
            try c.encode(view, forKey: .view)
            try c.encode(page, forKey: .page)
            try c.encode(value, forKey: .value)
        case .fling(let view, let page, let velocity):
            try c.encode(Kind.fling, forKey: .type)
            try c.encode(view, forKey: .view)
            try c.encode(page, forKey: .page)
            try c.encode(velocity, forKey: .velocity)
        case .animateHeader(let ty, let duration):
            try c.encode(Kind.animateHeader, forKey: .type)
            try c.encode(ty, forKey: .ty)
            try c.encode(duration, forKey: .duration)
        }
    }
}
#endif

#if !hasFeature(Embedded)
extension PagerRecord: Codable {
    private typealias CodingKeys = TraceKeys.Record

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            seq: try c.decode(Int.self, forKey: .seq),
            t: try c.decode(Double.self, forKey: .t),
            event: try c.decode(PagerEventName.self, forKey: .event),
            selected: try c.decodeIfPresent(Int.self, forKey: .selected),
            page: try c.decode(Int.self, forKey: .page),
            offsetY: try c.decode(Double.self, forKey: .offsetY),
            pagesX: try c.decode(Double.self, forKey: .pagesX),
            pagerX: try c.decode(Double.self, forKey: .pagerX),
            headerTy: try c.decode(Double.self, forKey: .headerTy),
            insetTop: try c.decode(Double.self, forKey: .insetTop),
            indicator: try c.decodeIfPresent(PagerIndicator.self, forKey: .indicator),
            pending: try c.decodeIfPresent(Int.self, forKey: .pending),
            commands: try c.decode([PagerCommand].self, forKey: .commands),
            diagnostics: try c.decode([PagerDiagnostic].self, forKey: .diagnostics))
    }

    /// Keys in SPEC §3 order; `selected`, `indicator` and `pending` are written as `null`
    /// when absent, never left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(seq, forKey: .seq)
        try c.encode(t, forKey: .t)
        try c.encode(event, forKey: .event)
        try c.encode(selected, forKey: .selected)
        try c.encode(page, forKey: .page)
        try c.encode(offsetY, forKey: .offsetY)
        try c.encode(pagesX, forKey: .pagesX)
        try c.encode(pagerX, forKey: .pagerX)
        try c.encode(headerTy, forKey: .headerTy)
        try c.encode(insetTop, forKey: .insetTop)
        try c.encode(indicator, forKey: .indicator)
        try c.encode(pending, forKey: .pending)
        try c.encode(commands, forKey: .commands)
        try c.encode(diagnostics, forKey: .diagnostics)
    }
}
#endif

// Embedded Swift (the WebAssembly build) has no Codable; the trace codec of PagerTrace
// reads and writes these values there.
#if !hasFeature(Embedded)
extension PagerIndicator: Codable {}
extension PagerCommand.Kind: Codable {}
extension PagerDiagnostic: Codable {}
#endif
