// Realistic sessions: random screens and random users through the host simulator, with
// SPEC §8 invariants 1–7.
import PagerCore
import PagerDriver
import PagerSimulator

/// One thing a user does.
enum Action: Sendable, Equatable {
    case drag(ScrollViewID, page: Int?, by: Double, over: Double, release: Release)
    case tap(Int)
    case statusBar
    case wait(Double)
    case rotate
}

struct RealisticSession<R: Reducing> {
    var random: SplitMix64
    let maxEvents: Int

    init(random: SplitMix64, maxEvents: Int) {
        self.random = random
        self.maxEvents = maxEvents
    }

    // MARK: Screens

    /// A random screen: a seed screen, or any mode and content kind, from no items to
    /// 100,000 sections, pages shorter than the viewport, equal and intrinsic tab cells.
    /// A fixed screen to play instead of random ones.
    var screen: Layout?
    /// Play each session a second time with the host in UIKit mode, through `PagerDriver`:
    /// its events and records must be the event path's, one for one.
    var checksDriver = false

    mutating func layout() -> Layout {
        if let screen { return screen }
        // One session in four plays a seed screen from the simulator's catalogue.
        if Int.random(in: 0..<4, using: &random) == 0 { return Presets.byName.randomElement(using: &random)!.layout }
        let mode = HeaderMode.allCases.randomElement(using: &random)!
        let pages = Bool.random(using: &random)
        let count: Int
        switch Int.random(in: 0..<20, using: &random) {
        case 0: count = 0
        case 1, 2: count = 1
        case 3 where !pages: count = 100_000
        default: count = Int.random(in: 2...9, using: &random)
        }
        let S = [0.0, 44, 64, 120, 200].randomElement(using: &random)!
        let B = [0.0, 40, 44].randomElement(using: &random)!
        let width = [320.0, 375, 414, 768].randomElement(using: &random)!
        let height = [480.0, 603, 667, 812].randomElement(using: &random)!
        let items = (0..<count).map { _ in PagerItem(width: Double(Int.random(in: 20...120, using: &random))) }
        let pager = PagerBar(items: items, spacing: [0.0, 8, 32].randomElement(using: &random)!,
                             edgeInset: [0.0, 12].randomElement(using: &random)!, indicatorExtra: [0.0, 5].randomElement(using: &random)!)
        let content: Content
        if pages {
            content = .pages((0..<count).map { _ in Page(contentHeight: Double(Int.random(in: 0...4000, using: &random))) },
                             adjustContentSize: Bool.random(using: &random))
        } else {
            content = .sections((0..<count).map { _ in
                Section(headerHeight: Double(Int.random(in: 20...60, using: &random)), rows: Int.random(in: 0...8, using: &random),
                        rowHeight: Double(Int.random(in: 40...90, using: &random)))
            }, selection: Int.random(in: 0..<4, using: &random) == 0 ? .window : .crossing, window: 20)
        }
        var layout = Layout(
            viewport: Viewport(width: width, height: height),
            header: Header(mode: mode, height: S, barHeight: B, snap: Bool.random(using: &random),
                           revealCheck: RevealCheck.allCases.randomElement(using: &random)!),
            pager: pager, content: content)
        // `fixed` needs room below the header.
        if mode == .fixed, S + B > height { layout.header.height = 0 }
        return layout
    }

    mutating func actions(for layout: Layout, count: Int) -> [Action] {
        let isPages = layout.content.isPages
        let items = layout.content.itemCount
        return (0..<count).flatMap { _ -> [Action] in
            // Now and then the §4.2 tap hold's own motif: a tap (often near the end, where
            // §4.1 and the tap disagree in the last screenful), time to land, then a touch
            // that moves the list by nothing, less than, or exactly half a point.
            if items > 0, Int.random(in: 0..<20, using: &random) == 0 {
                let item = Int.random(in: max(0, items - 3)..<items, using: &random)
                return [.tap(item), .wait(0.5),
                        .drag(.content, page: isPages ? item : nil, by: [0, 0.3, -0.3, 0.5, -0.5].randomElement(using: &random)!,
                              over: 0.1, release: .hold)]
            }
            return [self.action(isPages: isPages, items: items)]
        }
    }

    private mutating func action(isPages: Bool, items: Int) -> Action {
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<7:
            let page: Int? = isPages ? (items == 0 ? nil : Int.random(in: 0..<items, using: &random)) : nil
            // Now and then a touch that barely moves: the edges of the §4.2 tap hold.
            let distance = Int.random(in: 0..<6, using: &random) == 0
                ? [0, 0.3, 0.5, 2].randomElement(using: &random)!
                : Double(Int.random(in: -1500...1500, using: &random))
            return .drag(.content, page: page, by: distance,
                         over: Double(Int.random(in: 2...40, using: &random)) / 60,
                         release: Bool.random(using: &random) ? .fling : .hold)
        case 7 where isPages, 8 where isPages:
            return .drag(.pages, page: nil, by: Double(Int.random(in: -450...450, using: &random)),
                         over: Double(Int.random(in: 2...20, using: &random)) / 60, release: .fling)
        case 9:
            return .drag(.pager, page: nil, by: Double(Int.random(in: -300...300, using: &random)),
                         over: Double(Int.random(in: 2...20, using: &random)) / 60,
                         release: Bool.random(using: &random) ? .fling : .hold)
        case 10..<13:
            return items > 0 ? .tap(Int.random(in: 0..<items, using: &random)) : .statusBar
        case 13:
            return .statusBar
        case 14:
            return .rotate
        default:
            return .wait(Double(Int.random(in: 0...60, using: &random)) / 60)
        }
    }

    // MARK: Playing

    /// What the checks need to know about the session at rest.
    struct Memory {
        /// The last tap whose item must be selected at rest: a pager item, or item 0 after
        /// a status bar tap in `sections` content (SPEC §8.4, §4.2 tap hold).
        var lastTap: Tap?
        var selectionFromDrag = false
        var pagerDragged = false
        var rotatedSinceDrag = false
    }

    /// A tap and, in `sections` content, where its scroll landed (nil until it lands).
    struct Tap {
        var item: Int
        var landing: Double?
    }

    static func play(_ layout: Layout, _ actions: [Action], frames: Double,
                     maxEvents: Int, uikit: Bool = false, snapshots: inout [[Double]]) -> (PagerHost, Memory, settled: Bool) {
        var host = uikit ? PagerHost(driver: PagerDriver()) : PagerHost()
        let isPages = layout.content.isPages
        host.frameInterval = frames
        host.touchInterval = 1.0 / 60  // the same gestures whatever the frame rate
        host.layout(layout)
        var memory = Memory()
        var current = layout
        var recordsSeen = host.records.count
        for action in actions where host.events.count < maxEvents {
            switch action {
            case .drag(let view, let page, let distance, let duration, let release):
                let pageCount = host.state.geometry?.contentViewCount ?? 0
                if view != .content || pageCount > 0 {  // no list to drag in empty pages content
                    host.drag(view, page: view == .content ? page.map { min($0, pageCount - 1) } : nil,
                              by: distance, over: duration, release: release)
                    // In `sections` content only a list offset 0.5 pt from where the tap
                    // landed ends it (`followTap`); a pager drag does not (§4.2).
                    if isPages { memory.lastTap = nil }
                    if view == .pager { memory.pagerDragged = true }
                    if view == .content { memory.selectionFromDrag = true; memory.rotatedSinceDrag = false }
                }
            case .tap(let index):
                host.tapPagerItem(index)
                memory.lastTap = Tap(item: index, landing: nil)
                memory.selectionFromDrag = false
            case .statusBar:
                host.tapStatusBar()
                memory.selectionFromDrag = false
                // In `sections` content it selects and holds 0 (§4.2); in `pages` content it
                // leaves the selection alone.
                memory.lastTap = !isPages && (host.state.geometry?.itemCount ?? 0) > 0 ? Tap(item: 0, landing: nil) : nil
            case .wait(let seconds):
                host.wait(seconds)
            case .rotate:
                swap(&current.viewport.width, &current.viewport.height)
                host.layout(current)
                memory.rotatedSinceDrag = true
                memory.lastTap = nil  // a layout clears `pending` (SPEC §4.0)
            }
            Self.followPager(host, from: recordsSeen, &memory)
            Self.followTap(host, from: recordsSeen, sections: !isPages, &memory)
            if case .tap = action, !isPages { Self.landAtOnce(host, &memory) }
            if case .statusBar = action, !isPages { Self.landAtOnce(host, &memory) }
            recordsSeen = host.records.count
            let views = host.state.geometry.map { g in (0..<g.contentViewCount).map { host.offset(.content, page: $0) } } ?? []
            snapshots.append(views + [host.offset(.pages), host.time])
        }
        let settled = host.settle(within: 10)
        followPager(host, from: recordsSeen, &memory)
        followTap(host, from: recordsSeen, sections: !isPages, &memory)
        return (host, memory, settled)
    }

    /// A tap on a list at rest that is already within 0.5 pt of its target runs no
    /// animation (SPEC §7): it has landed where the list is (§4.2).
    static func landAtOnce(_ host: PagerHost, _ memory: inout Memory) {
        if var tap = memory.lastTap, tap.landing == nil, !host.isMoving(.content) {
            tap.landing = host.offset(.content)
            memory.lastTap = tap
        }
    }

    /// In event order, the §4.2 tap hold as the host's events show it (`sections` content):
    /// the tap lands at the list's `scroll ended`; a touch before that takes over; once
    /// landed, the first list offset 0.5 pt or more from the landing ends it, and from then
    /// on the selection is the offsets' (§8.4).
    static func followTap(_ host: PagerHost, from start: Int, sections: Bool, _ memory: inout Memory) {
        guard sections else { return }
        for i in start..<host.events.count {
            guard var tap = memory.lastTap else { return }
            let motion: String, report: ScrollReport
            switch host.events[i].kind {
            case .offset(.dragBegan, let r): (motion, report) = ("touch", r)
            case .offset(.scrollEnded, let r): (motion, report) = ("end", r)
            case .offset(_, let r): (motion, report) = ("move", r)
            default: continue
            }
            guard report.view == .content else { continue }
            if let landing = tap.landing {
                if !(abs(report.offset - landing) < 0.5) { memory.lastTap = nil }
            } else if motion == "touch" {
                memory.lastTap = nil
            } else if motion == "end" {
                tap.landing = report.offset
                memory.lastTap = tap
            }
        }
    }

    /// In event order: a re-centring of the pager bar puts it back on track, a drag of the
    /// pager bar after it takes it off (SPEC §8.4: "unless the user dragged it since").
    static func followPager(_ host: PagerHost, from start: Int, _ memory: inout Memory) {
        for i in start..<host.records.count {
            if case .offset(let motion, let report) = host.events[i].kind, motion.isDrag, report.view == .pager { memory.pagerDragged = true }
            if host.records[i].commands.contains(where: {
                if case .setOffset(.pager, _, _, true) = $0 { return true } else { return false }
            }) { memory.pagerDragged = false }
        }
    }

    mutating func run() -> (events: [PagerEvent], failure: Failure?) {
        var layout = layout()
        // Every tab strip behaviour (SPEC §4.8), whatever the screen.
        layout.pager.behavior = PagerBehavior.allCases.randomElement(using: &random)!
        let actions = actions(for: layout, count: Int.random(in: 1...20, using: &random))
        var snapshots: [[Double]] = []
        let (host, memory, settled) = Self.play(layout, actions, frames: 1.0 / 60, maxEvents: maxEvents, snapshots: &snapshots)
        let events = host.events
        func failure(_ number: Int, _ detail: String) -> Failure {
            Failure(index: max(0, events.count - 1), event: events.last?.name ?? .layout,
                    violation: InvariantViolation(invariant: number, detail: detail))
        }

        // The same session as UIKit callbacks through the driver gives the same trace.
        if checksDriver {
            var ignored: [[Double]] = []
            let (viaUIKit, _, _) = Self.play(layout, actions, frames: 1.0 / 60, maxEvents: maxEvents, uikit: true, snapshots: &ignored)
            let common = min(host.events.count, viaUIKit.events.count)
            let firstDifference = (0..<common).first { host.events[$0] != viaUIKit.events[$0] }
            if let k = firstDifference ?? (host.events.count != viaUIKit.events.count ? common : nil) {
                return (events, Failure(index: k, event: events.indices.contains(k) ? events[k].name : .layout, violation: InvariantViolation(
                    invariant: 10, detail: "through UIKit callbacks and PagerDriver event \(k) is \(viaUIKit.events.indices.contains(k) ? viaUIKit.events[k].jsonLine : "missing"), the event path's \(events.indices.contains(k) ? events[k].jsonLine : "missing")")))
            }
            if host.records != viaUIKit.records {
                return (events, failure(10, "through UIKit callbacks and PagerDriver the records differ"))
            }
        }

        // §8.1–§8.3 on every event, through the reducer under test.
        if let found = SequenceChecker<R>.firstFailure(in: events) { return (events, found) }

        // §8.7: everything comes to rest within 10 s after the last touch.
        guard settled else { return (events, failure(7, "still moving 10 s after the last touch")) }

        // §8.4 and §8.5, at rest.
        guard let g = host.state.geometry, let record = host.records.last else { return (events, nil) }
        if let tapped = memory.lastTap?.item, g.itemCount > tapped, record.selected != tapped {
            return (events, failure(4, "tapped \(tapped), selected \(record.selected.map(String.init) ?? "null") at rest"))
        }
        if g.isPages, let selected = record.selected {
            let nearest = Int((host.offset(.pages) / g.width).rounded().clamped(0, Double(g.itemCount - 1)))
            if record.page != selected || nearest != selected {
                return (events, failure(4, "page \(record.page), selected \(selected), pagesX \(host.offset(.pages)) at rest"))
            }
            // Exactly the selected item's on the page boundary. SPEC §4.0 lets a view rest up to
            // 0.5 pt off it (a command within 0.5 pt runs no animation); there §4.1
            // interpolates, and that interpolation is what must show.
            let x = host.offset(.pages), boundary = Double(selected) * g.width
            var expected = g.clampedIndicator(g.unclampedIndicator(selected))
            if x != boundary, abs(x - boundary) < 0.5 {
                let p = (x / g.width).clamped(0, Double(g.itemCount - 1))
                let i = Int(p.rounded(.down)), f = p - Double(i)
                let from = g.unclampedIndicator(i), to = g.unclampedIndicator(min(i + 1, g.itemCount - 1))
                expected = g.clampedIndicator(Indicator(x: from.x + (to.x - from.x) * f, width: from.width + (to.width - from.width) * f))
            }
            if record.indicator.map({ abs($0.x - expected.x) > 1e-6 || abs($0.width - expected.width) > 1e-6 }) ?? true {
                return (events, failure(4, "indicator \(String(describing: record.indicator)) is not item \(selected)'s at rest"))
            }
        }
        if !g.isPages, g.selectionRule == .crossing, memory.selectionFromDrag, memory.lastTap == nil, !memory.rotatedSinceDrag,
           let selected = record.selected {
            let expected = Oracle.crossingSelection(g, y: host.offset(.content), headerTy: record.headerTy, insetTop: record.insetTop)
            if selected != expected {
                return (events, failure(4, "selected \(selected) at rest, §4.1 gives \(expected) for y \(host.offset(.content))"))
            }
        }
        if !memory.pagerDragged, let selected = record.selected, abs(host.offset(.pager) - g.pagerTarget(selected)) > 0.5 {
            return (events, failure(4, "pager at \(host.offset(.pager)), pagerTarget(\(selected)) = \(g.pagerTarget(selected))"))
        }
        if g.isPages, g.headerOverlaysContent, g.contentViewCount > 0 {
            let y = host.offset(.content, page: record.page)
            let headerBottom = g.headerHeight + g.barHeight + record.headerTy
            if g.maxY(ofView: record.page, insetTop: record.insetTop) >= -headerBottom, -y > headerBottom + 0.5 {
                return (events, failure(5, "content top \(-y) below the header bottom \(headerBottom) at rest"))
            }
        }

        // §8.6, where the reducer's commands do not depend on frame timing (no header
        // following deltas or aligning pages): the same actions at 120 Hz.
        if g.mode == .fixed || g.mode == .stickyReveal {
            var fine: [[Double]] = []
            // Exactly the actions the first run played (it may have stopped at the event cap).
            let played = Array(actions.prefix(snapshots.count))
            let (again, _, _) = Self.play(layout, played, frames: 1.0 / 120, maxEvents: .max, snapshots: &fine)
            for (a, b) in zip(snapshots, fine) where a.count == b.count {
                if zip(a, b).contains(where: { abs($0 - $1) > 1e-6 }) {
                    return (events, failure(6, "offsets at 60 Hz \(a) vs 120 Hz \(b)"))
                }
            }
            if again.state.selected != record.selected, g.selectionRule == .crossing {
                return (events, failure(6, "selected \(String(describing: record.selected)) at 60 Hz, \(String(describing: again.state.selected)) at 120 Hz"))
            }
        }
        return (events, nil)
    }
}

/// SPEC rules read straight off the SPEC, independently of the reducer's optimised code:
/// what the fuzzer and the tests compare the reducer with.
public enum Oracle {
    /// §4.1 crossing selection by a linear scan: the largest i with topᵢ ≤ line + 1, or 0.
    public static func crossingSelection(_ g: LayoutGeometry, y: Double, headerTy: Double, insetTop: Double) -> Int {
        let occluded = g.headerOverlaysContent ? max(0, g.headerHeight + g.barHeight + headerTy) : 0
        let visible = g.contentViewHeight - occluded
        let minY = -insetTop, maxY = max(minY, g.sectionsContentHeight - g.contentViewHeight)
        let r = min(visible, maxY - minY)
        let f = r > 0 ? min(max((y - (maxY - r)) / r, 0), 1) : 0
        let line = y + occluded + f * visible
        var selected = 0
        for (i, top) in g.sectionTops.enumerated() where top <= line + 1 { selected = i }
        return selected
    }
}

extension Double {
    func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
