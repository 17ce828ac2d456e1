// The JSON shape of one trace line (SPEC §2): a flat object with `t` and `type`, plus
// the fields of that type, with the keys and defaults of `TraceKeys` and `PagerTraceDefaults`.
// The JSON coder itself lives outside PagerCore.

#if !hasFeature(Embedded)
extension PagerEvent: Codable {
    private typealias CodingKeys = TraceKeys.Event

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let t = try c.decode(Double.self, forKey: .t)
        guard let type = PagerEventName.EventType(rawValue: try c.decode(String.self, forKey: .type)) else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "unknown type")
        }
        switch type {
        case .layout:
            self.init(
                t: t,
                .layout(
                    PagerLayout(
                        viewport: try c.decode(PagerViewport.self, forKey: .viewport),
                        header: try c.decode(PagerHeader.self, forKey: .header),
                        pager: try c.decode(PagerBar.self, forKey: .pager),
                        content: try c.decode(PagerContent.self, forKey: .content))))
        case .drag, .decelerate, .scroll:
            guard let phase = PagerEventName.Phase(rawValue: try c.decode(String.self, forKey: .phase)),
                let name = PagerEventName(type: type, phase: phase),
                let motion = PagerScrollMotion(
                    name, velocity: try c.decodeIfPresent(Double.self, forKey: .velocity),
                    willDecelerate: try c.decodeIfPresent(Bool.self, forKey: .willDecelerate))
            else {
                throw DecodingError.dataCorruptedError(forKey: .phase, in: c, debugDescription: "unknown phase for a \(type.rawValue) event")
            }
            self.init(
                t: t,
                .offset(
                    motion,
                    PagerScrollReport(
                        view: try c.decode(PagerScrollViewID.self, forKey: .view),
                        page: try c.decodeIfPresent(Int.self, forKey: .page),
                        offset: try c.decode(Double.self, forKey: .offset))))
        case .tapPagerItem:
            self.init(t: t, .tapPagerItem(index: try c.decode(Int.self, forKey: .index)))
        case .tapStatusBar:
            self.init(t: t, .tapStatusBar)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(t, forKey: .t)
        try c.encode(name.type.rawValue, forKey: .type)
        switch kind {
        case .layout(let layout):
            try c.encode(layout.viewport, forKey: .viewport)
            try c.encode(layout.header, forKey: .header)
            try c.encode(layout.pager, forKey: .pager)
            try c.encode(layout.content, forKey: .content)
        case .offset(let motion, let report):
            try c.encodeIfPresent(motion.name.phase?.rawValue, forKey: .phase)
            try c.encode(report.view, forKey: .view)
            try c.encodeIfPresent(report.page, forKey: .page)
            try c.encode(report.offset, forKey: .offset)
            if case .dragEnded(let velocity, let willDecelerate) = motion {
                try c.encode(velocity, forKey: .velocity)
                try c.encode(willDecelerate, forKey: .willDecelerate)
            }
        case .tapPagerItem(let index):
            try c.encode(index, forKey: .index)
        case .tapStatusBar:
            break
        }
    }
}
#endif
