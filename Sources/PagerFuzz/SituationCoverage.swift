// Which reducer situations a fuzz campaign reached: event kind × the phase of the event's
// view × header mode × content kind × tap state (none, pending, hold), and the situations
// of single rules that table cannot tell apart (`PagerRuleSituation`). Printed at the end of
// `trace-replay fuzz`, with the cells no sequence reached.
import PagerCore

/// A set of reached situations; merge campaigns' sets with `formUnion`.
public struct PagerSituationCoverage: Sendable, Equatable {
    static let kinds = PagerEventName.allCases
    static let phases: [PagerDiagnosticReason.ViewPhase] = [.idle, .dragging, .decelerationPending, .decelerating]
    static let modes = PagerHeaderMode.allCases
    static let contents = PagerContent.Kind.allCases
    static let taps = ["none", "pending", "hold"]

    private var reached = [Bool](repeating: false, count: kinds.count * phases.count * modes.count * contents.count * taps.count)
    private var rulesReached = [Bool](repeating: false, count: PagerRuleSituation.allCases.count)
    /// A campaign on one screen (`fuzz --layout`, `--preset`) reaches only its header mode
    /// and content kind: the other cells are not counted as reachable.
    private var onlyMode: PagerHeaderMode?
    private var onlyContent: PagerContent.Kind?

    /// No situation reached yet; every screen's situations count.
    public init() {}

    /// Counts only the situations `layout`'s screen can reach.
    public mutating func restrict(to layout: PagerLayout) {
        onlyMode = layout.header.mode
        onlyContent = layout.content.kind
    }

    private static func index(_ kind: Int, _ phase: Int, _ mode: Int, _ content: Int, _ tap: Int) -> Int {
        (((kind * phases.count + phase) * modes.count + mode) * contents.count + content) * taps.count + tap
    }

    /// Records the situation `event` meets in `state` (before it is applied). Events before
    /// the first layout, and offset events on views the screen does not have, meet none.
    public mutating func note(_ event: PagerEvent, in state: PagerState) {
        guard let g = state.geometry, let kind = Self.kinds.firstIndex(of: event.name) else { return }
        var phase = 0
        if case .offset(_, let report) = event.kind {
            let page = g.isPages ? report.page ?? -1 : report.page ?? 0
            guard let p = state.phase(of: report.view, page: max(page, -1)), page >= 0 || report.view != .content,
                let i = Self.phases.firstIndex(of: p)
            else { return }
            phase = i
        }
        let tap = state.hold != nil ? 2 : state.pending != nil ? 1 : 0
        reached[Self.index(kind, phase, Self.modes.firstIndex(of: g.mode)!, g.isPages ? 1 : 0, tap)] = true
        if let rule = PagerRuleSituation(event, in: state, g) { rulesReached[rule.rawValue] = true }
    }

    /// Records every situation of a sequence, replaying it from a fresh state.
    public mutating func note(sequence events: [PagerEvent]) {
        var state = PagerState()
        for event in events {
            note(event, in: state)
            _ = state.apply(event)
        }
    }

    /// Adds what `other` reached (a worker's share).
    public mutating func formUnion(_ other: PagerSituationCoverage) {
        for i in reached.indices where other.reached[i] { reached[i] = true }
        for i in rulesReached.indices where other.rulesReached[i] { rulesReached[i] = true }
    }

    /// Whether the campaign reached `rule`'s situation.
    public func reached(_ rule: PagerRuleSituation) -> Bool { rulesReached[rule.rawValue] }

    /// Whether a rule's situation can be reached at all: a campaign on one screen whose header
    /// is not dragged (`fixed`, `stickyReveal`) reaches none of them.
    func isReachable(_ rule: PagerRuleSituation) -> Bool {
        onlyMode.map { $0 == .quickReturn || $0 == .collapse } ?? true
    }

    /// Whether a cell can be reached at all: the tap hold exists only in `sections` content
    /// (SPEC §4.2), only offset events have a view phase, and a campaign on one screen
    /// reaches only its mode and content kind.
    func isReachable(kind: Int, phase: Int, mode: Int, content: Int, tap: Int) -> Bool {
        if let onlyMode, Self.modes[mode] != onlyMode { return false }
        if let onlyContent, Self.contents[content] != onlyContent { return false }
        if tap == 2, content == 1 { return false }
        if phase > 0, !Self.hasViewPhase(kind) { return false }
        return true
    }

    /// Whether events of this kind meet a view in a phase (offset events do; layouts and taps not).
    static func hasViewPhase(_ kind: Int) -> Bool {
        let type = kinds[kind].type
        return type != .layout && type != .tapPagerItem && type != .tapStatusBar
    }

    /// Reachable cells, and those reached.
    public var counts: (reached: Int, reachable: Int) {
        var reachedCount = 0, reachable = 0
        forEachCell { kind, phase, mode, content, tap in
            guard isReachable(kind: kind, phase: phase, mode: mode, content: content, tap: tap) else { return }
            reachable += 1
            if reached[Self.index(kind, phase, mode, content, tap)] { reachedCount += 1 }
        }
        for rule in PagerRuleSituation.allCases where isReachable(rule) {
            reachable += 1
            if reached(rule) { reachedCount += 1 }
        }
        return (reachedCount, reachable)
    }

    private func forEachCell(_ body: (Int, Int, Int, Int, Int) -> Void) {
        for kind in Self.kinds.indices {
            for phase in Self.phases.indices {
                for mode in Self.modes.indices {
                    for content in Self.contents.indices {
                        for tap in Self.taps.indices { body(kind, phase, mode, content, tap) }
                    }
                }
            }
        }
    }

    /// The table: one row per event kind and phase, one column per mode and content kind;
    /// each cell shows the tap states reached (n none, p pending, h hold, · not reached,
    /// blank unreachable). Then the reachable cells nobody reached.
    public var table: String {
        var lines: [String] = []
        let columns = Self.modes.flatMap { mode in Self.contents.map { "\(mode.rawValue.prefix(6))/\($0.rawValue.prefix(4))" } }
        lines.append("situation".padding(38) + columns.map { $0.padding(12) }.joined())
        var empty: [String] = []
        for kind in Self.kinds.indices {
            // A row per phase for offset events; one row (idle) for the others.
            for phase in Self.phases.indices where phase == 0 || Self.hasViewPhase(kind) {
                let label = Self.kinds[kind].rawValue + (Self.hasViewPhase(kind) ? " @" + Self.phases[phase].rawValue : "")
                var row = label.padding(38)
                for mode in Self.modes.indices {
                    for content in Self.contents.indices {
                        var cell = ""
                        for tap in Self.taps.indices {
                            guard isReachable(kind: kind, phase: phase, mode: mode, content: content, tap: tap) else { cell += " "; continue }
                            if reached[Self.index(kind, phase, mode, content, tap)] {
                                cell += ["n", "p", "h"][tap]
                            } else {
                                cell += "·"
                                empty.append("\(label), \(Self.modes[mode].rawValue), \(Self.contents[content].rawValue), \(Self.taps[tap])")
                            }
                        }
                        row += cell.padding(12)
                    }
                }
                lines.append(row)
            }
        }
        for rule in PagerRuleSituation.allCases {
            let mark = !isReachable(rule) ? " " : reached(rule) ? "n" : "·"
            lines.append("rule: \(rule.name)".padding(38) + mark)
            if isReachable(rule), !reached(rule) { empty.append("rule: \(rule.name)") }
        }
        let (reachedCount, reachable) = counts
        lines.append("\(reachedCount) of \(reachable) reachable situations reached" + (empty.isEmpty ? "" : "; not reached:"))
        lines += empty.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }
}

/// A situation of one SPEC rule that the event × phase table cannot tell apart from its
/// neighbours: three readings of SPEC §4.7 that two implementations once disagreed on, and
/// the two touches that stop a `fling` (SPEC §7), which a UIKit screen only sees through
/// its touch-down recognizer (UIKit stops only its own decelerations).
public enum PagerRuleSituation: Int, CaseIterable, Sendable {
    /// A valid layout after which no header drag can go on (a mode other than `quickReturn`
    /// and `collapse`, or no content view) while the header's gesture is dragging (SPEC §4.7: it
    /// ends the drag).
    case layoutEndsHeaderDrag
    /// A header `drag began` on a list that is being dragged and moving (a tap's animation in
    /// flight, or a fling): the header's stop, which leaves it dragging (SPEC §4.7).
    case headerTouchOnDraggedMovingList
    /// A header `drag began` while the header's gesture is still dragging after a second
    /// finger on the list ended its drag (SPEC §4.7: unexpectedPhase, a new drag).
    case headerBeganAfterSecondFinger
    /// A content `drag began` on a list the reducer flings (SPEC §7: a touch on the list
    /// stops the fling).
    case touchStopsFling
    /// A header `drag began` while the current list flings and no finger is on it (SPEC §7:
    /// a touch on the header stops the fling).
    case headerTouchStopsFling

    /// Its row in the table.
    public var name: String {
        switch self {
        case .layoutEndsHeaderDrag: return "§4.7 layout ends header drag"
        case .headerTouchOnDraggedMovingList: return "§4.7 stop on a dragged list"
        case .headerBeganAfterSecondFinger: return "§4.7 began after 2nd finger"
        case .touchStopsFling: return "§7 touch on list stops fling"
        case .headerTouchStopsFling: return "§7 touch on header stops fling"
        }
    }

    /// The situation `event` meets in `state` (before it is applied) on screen `g`, if any.
    init?(_ event: PagerEvent, in state: PagerState, _ g: PagerLayoutGeometry) {
        guard g.headerOverlaysContent, g.contentViewCount > 0, state.phase(of: .header) != nil else { return nil }
        switch event.kind {
        case .layout(let layout):
            guard state.phase(of: .header) == .dragging, let new = PagerLayoutGeometry(layout, reusing: g),
                !new.headerOverlaysContent || new.contentViewCount == 0
            else { return nil }
            self = .layoutEndsHeaderDrag
        case .offset(.dragBegan, let report) where report.view == .header:
            if state.phase(of: .header) == .dragging {
                guard state.headerDragView == nil else { return nil }
                self = .headerBeganAfterSecondFinger
            } else {
                let k = g.isPages ? state.page : 0
                if state.phase(of: .content, page: k) != .dragging, state.isFlinging(page: k) {
                    self = .headerTouchStopsFling
                    return
                }
                guard state.phase(of: .content, page: k) == .dragging,
                    state.isAnimating(.content, page: k) || state.isFlinging(page: k)
                else { return nil }
                self = .headerTouchOnDraggedMovingList
            }
        case .offset(.dragBegan, let report) where report.view == .content:
            let k = g.isPages ? report.page ?? -1 : 0
            guard k >= 0, state.isFlinging(page: k) else { return nil }
            self = .touchStopsFling
        default:
            return nil
        }
    }
}

private extension String {
    func padding(_ width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
}
