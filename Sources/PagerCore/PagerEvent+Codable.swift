// The JSON shape of one trace line (SPEC §2): a flat object with `t` and `type`, plus
// the fields of that type. The JSON coder itself lives outside PagerCore.

extension PagerEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case t, type, phase, view, page, offset, velocity, willDecelerate, index
        case viewport, header, pager, content
    }

    private enum EventType: String, Codable {
        case layout, drag, decelerate, scroll, tapPagerItem, tapStatusBar
    }

    private enum DragPhaseName: String, Codable { case began, moved, ended }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let t = try c.decode(Double.self, forKey: .t)
        func report() throws -> ScrollReport {
            ScrollReport(
                view: try c.decode(ScrollViewID.self, forKey: .view),
                page: try c.decodeIfPresent(Int.self, forKey: .page),
                offset: try c.decode(Double.self, forKey: .offset))
        }
        switch try c.decode(EventType.self, forKey: .type) {
        case .layout:
            self.init(t: t, .layout(Layout(
                viewport: try c.decode(Viewport.self, forKey: .viewport),
                header: try c.decode(Header.self, forKey: .header),
                pager: try c.decode(PagerBar.self, forKey: .pager),
                content: try c.decode(Content.self, forKey: .content))))
        case .drag:
            let phase: DragPhase
            switch try c.decode(DragPhaseName.self, forKey: .phase) {
            case .began: phase = .began
            case .moved: phase = .moved
            case .ended:
                let velocity = try c.decodeIfPresent(Double.self, forKey: .velocity) ?? 0
                let willDecelerate = try c.decodeIfPresent(Bool.self, forKey: .willDecelerate) ?? (velocity != 0)
                phase = .ended(velocity: velocity, willDecelerate: willDecelerate)
            }
            self.init(t: t, .drag(phase, try report()))
        case .decelerate:
            self.init(t: t, .decelerate(try c.decode(DecelerationPhase.self, forKey: .phase), try report()))
        case .scroll:
            self.init(t: t, .scroll(try c.decode(ScrollPhase.self, forKey: .phase), try report()))
        case .tapPagerItem:
            self.init(t: t, .tapPagerItem(index: try c.decode(Int.self, forKey: .index)))
        case .tapStatusBar:
            self.init(t: t, .tapStatusBar)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(t, forKey: .t)
        func encode(_ type: EventType, phase: String, _ report: ScrollReport) throws {
            try c.encode(type, forKey: .type)
            try c.encode(phase, forKey: .phase)
            try c.encode(report.view, forKey: .view)
            try c.encodeIfPresent(report.page, forKey: .page)
            try c.encode(report.offset, forKey: .offset)
        }
        switch kind {
        case .layout(let layout):
            try c.encode(EventType.layout, forKey: .type)
            try c.encode(layout.viewport, forKey: .viewport)
            try c.encode(layout.header, forKey: .header)
            try c.encode(layout.pager, forKey: .pager)
            try c.encode(layout.content, forKey: .content)
        case .drag(.began, let report):
            try encode(.drag, phase: "began", report)
        case .drag(.moved, let report):
            try encode(.drag, phase: "moved", report)
        case .drag(.ended(let velocity, let willDecelerate), let report):
            try encode(.drag, phase: "ended", report)
            try c.encode(velocity, forKey: .velocity)
            try c.encode(willDecelerate, forKey: .willDecelerate)
        case .decelerate(let phase, let report):
            try encode(.decelerate, phase: phase.rawValue, report)
        case .scroll(let phase, let report):
            try encode(.scroll, phase: phase.rawValue, report)
        case .tapPagerItem(let index):
            try c.encode(EventType.tapPagerItem, forKey: .type)
            try c.encode(index, forKey: .index)
        case .tapStatusBar:
            try c.encode(EventType.tapStatusBar, forKey: .type)
        }
    }
}
