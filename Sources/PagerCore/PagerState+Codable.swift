// Saving and restoring a reducer mid-trace. The derived geometry is not stored: it is
// rebuilt from the layout, so a saved state stays small and can never disagree with it.

#if !hasFeature(Embedded)
extension PagerState: Codable {
    private enum CodingKeys: String, CodingKey {
        case layout, selected, page, headerTy, insetTop, pending, hold, eventCount
        case contentViews, pagesView, pagerView, windowCurrent, clock
        case headerDrag, headerPhase, pagerDragStart, aims
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let layout = try c.decodeIfPresent(PagerLayout.self, forKey: .layout) {
            guard let geometry = PagerLayoutGeometry(layout) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .layout, in: c, debugDescription: "the saved layout is not a valid layout (SPEC §5)")
            }
            self.geometry = geometry
        }
        selected = try c.decodeIfPresent(Int.self, forKey: .selected)
        page = try c.decode(Int.self, forKey: .page)
        headerTy = try c.decode(Double.self, forKey: .headerTy)
        insetTop = try c.decode(Double.self, forKey: .insetTop)
        pending = try c.decodeIfPresent(Int.self, forKey: .pending)
        hold = try c.decodeIfPresent(TapHold.self, forKey: .hold)
        eventCount = try c.decode(Int.self, forKey: .eventCount)
        contentViews = try c.decode([ViewState].self, forKey: .contentViews)
        pagesView = try c.decode(ViewState.self, forKey: .pagesView)
        pagerView = try c.decode(ViewState.self, forKey: .pagerView)
        windowCurrent = try c.decode(Int.self, forKey: .windowCurrent)
        clock = try c.decodeIfPresent(Double.self, forKey: .clock)
        // Fields; a state saved before they existed has none of them.
        headerDrag = try c.decodeIfPresent(HeaderDrag.self, forKey: .headerDrag)
        headerPhase = try c.decodeIfPresent(MotionPhase.self, forKey: .headerPhase) ?? .idle
        pagerDragStart = try c.decodeIfPresent(Double.self, forKey: .pagerDragStart) ?? 0
        aims = try c.decodeIfPresent([AimedAnimation].self, forKey: .aims) ?? []
        // A saved state must never make a later `apply(_:)` trap: check every index.
        let views = geometry?.contentViewCount ?? 0
        let items = geometry?.itemCount ?? 0
        func inItems(_ i: Int?) -> Bool { i.map { $0 >= 0 && $0 < items } ?? true }
        guard contentViews.count == views,
            page == 0 || (page > 0 && page < views),
            inItems(selected), inItems(pending), inItems(hold?.item), hold?.landing.isFinite ?? true,
            hold == nil || geometry?.isPages == false, windowCurrent >= 0, windowCurrent <= max(items - 1, 0),
            headerDrag.map({ $0.view >= 0 && $0.view < views }) ?? true,
            aims.allSatisfy({ aimed in
                guard aimed.view >= 0, aimed.view < views, aimed.commanded.isFinite else { return false }
                if case .section(let i) = aimed.aim { return i >= 0 && i < items } else { return true }
            })
        else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "the saved state does not fit its layout (view count, page, selected, pending or hold)"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(layout, forKey: .layout)
        try c.encode(selected, forKey: .selected)
        try c.encode(page, forKey: .page)
        try c.encode(headerTy, forKey: .headerTy)
        try c.encode(insetTop, forKey: .insetTop)
        try c.encode(pending, forKey: .pending)
        try c.encode(hold, forKey: .hold)
        try c.encode(eventCount, forKey: .eventCount)
        try c.encode(contentViews, forKey: .contentViews)
        try c.encode(pagesView, forKey: .pagesView)
        try c.encode(pagerView, forKey: .pagerView)
        try c.encode(windowCurrent, forKey: .windowCurrent)
        try c.encode(clock, forKey: .clock)
        try c.encodeIfPresent(headerDrag, forKey: .headerDrag)
        try c.encode(headerPhase, forKey: .headerPhase)
        try c.encode(pagerDragStart, forKey: .pagerDragStart)
        try c.encode(aims, forKey: .aims)
    }
}

extension PagerState.ViewState: Codable {
    private enum CodingKeys: String, CodingKey {
        case offset, phase, isAnimating, isFlinging
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(offset: try c.decode(Double.self, forKey: .offset))
        phase = try c.decode(PagerState.MotionPhase.self, forKey: .phase)
        isAnimating = try c.decode(Bool.self, forKey: .isAnimating)
        // Fields; a state saved before they existed has none of them.
        isFlinging = try c.decodeIfPresent(Bool.self, forKey: .isFlinging) ?? false
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(offset, forKey: .offset)
        try c.encode(phase, forKey: .phase)
        try c.encode(isAnimating, forKey: .isAnimating)
        try c.encode(isFlinging, forKey: .isFlinging)
    }
}
#endif
