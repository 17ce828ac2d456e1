// Realistic sessions: random screens and random users through the host simulator, with
// SPEC §8 invariants 1–7.
import PagerCore
import PagerKit
import PagerSimulator
import Foundation  // log

/// One thing a user (or the screen) does.
enum Action: Sendable, Equatable {
    case drag(ScrollViewID, page: Int?, by: Double, over: Double, release: Release)
    /// A drag during which the screen resizes half way (a cell measured as it
    /// scrolls into view, SPEC §4.0).
    case dragResizing(ScrollViewID, page: Int?, by: Double, over: Double, release: Release, Resize)
    /// A finger on the header (overlay modes; SPEC §4.7), checked against the same drag on
    /// the list (SPEC §8.8); with `rotatingInto`, the device rotates half way into another layout
    /// class whose header has that mode (no header drag can go on there, SPEC §4.7).
    case dragHeader(by: Double, over: Double, release: Release, rotatingInto: HeaderMode? = nil)
    /// A fling of the current list whose free resting point lies `overshoot` points past
    /// its bottom (or its top, when negative): the edge of SPEC §7's bounce rule.
    case flingToEdge(overshoot: Double)
    case tap(Int)
    case statusBar
    case wait(Double)
    case rotate
    /// The screen resizes (SPEC §4.0): self-sizing cells measured, a footer, the
    /// keyboard, the header — the structure kept.
    case resize(Resize)
}

/// One size change of a screen that keeps its structure (SPEC §4.0 resize).
enum Resize: Sendable, Equatable {
    /// The sections around the list's offset get measured heights: each its uniform
    /// height plus `delta` (at least its header row), as self-sizing cells are measured
    /// while they scroll into view; in `pages` content the current page's height.
    case measure(delta: Double)
    case footer(Double)
    /// The viewport's height changes by this (the keyboard).
    case viewportHeight(by: Double)
    case headerHeight(Double)

    /// `layout` with this change, for a list at content offset `y` on page `page`.
    func applied(to original: PagerLayout, offset y: Double, page: Int, geometry: LayoutGeometry?) -> PagerLayout {
        var layout = original
        switch self {
        case .measure(let delta):
            switch layout.content {
            case .sections(var sections, let selection, let window, let footer):
                guard !sections.isEmpty else { return layout }
                let tops = geometry?.sectionTops ?? []
                let first = tops.isEmpty ? 0 : max(0, (tops.lastIndex { $0 <= y } ?? 0))
                for i in first..<min(sections.count, first + 4) {
                    let section = sections[i]
                    sections[i] = ListSection(
                        headerHeight: section.headerHeight,
                        height: max(section.headerHeight, section.height + delta), title: section.title)
                }
                layout.content = .sections(sections, selection: selection, window: window, footerHeight: footer)
            case .pages(var pages, let adjust):
                guard pages.indices.contains(page) else { return layout }
                pages[page].contentHeight = max(0, pages[page].contentHeight + delta * 4)
                layout.content = .pages(pages, adjustContentSize: adjust)
            }
        case .footer(let height):
            if case .sections(let sections, let selection, let window, _) = layout.content {
                layout.content = .sections(sections, selection: selection, window: window, footerHeight: height)
            }
        case .viewportHeight(let change):
            // The keyboard leaves some screen: no change below 160 pt.
            if layout.viewport.height + change >= 160 { layout.viewport.height += change }
        case .headerHeight(let height):
            layout.header.height = height
        }
        // `fixed` needs room below the header.
        if layout.header.mode == .fixed, layout.header.height + layout.header.barHeight > layout.viewport.height {
            layout.header.height = 0
        }
        // A screen lays itself out validly: a change that would not is not made.
        return LayoutGeometry(layout) == nil ? original : layout
    }
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
    var screen: PagerLayout?
    /// Play each session a second time with the host in UIKit mode, through `PagerDriver`:
    /// its events and records must be the event path's, one for one.
    var checksDriver = false
    /// The same with the host in SwiftUI mode (phases and geometry only).
    var checksSwiftUI = false
    /// A bug planted in the host, for the tests that show a check finds it.
    var plantedBug: PlantedBug?

    mutating func layout() -> PagerLayout {
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
        let pager = PagerBar(
            items: items, spacing: [0.0, 8, 32].randomElement(using: &random)!,
            edgeInset: [0.0, 12].randomElement(using: &random)!, indicatorExtra: [0.0, 5].randomElement(using: &random)!)
        let content: Content
        if pages {
            content = .pages(
                (0..<count).map { _ in Page(contentHeight: Double(Int.random(in: 0...4000, using: &random))) },
                adjustContentSize: Bool.random(using: &random))
        } else {
            content = .sections(
                (0..<count).map { _ in
                    ListSection(
                        headerHeight: Double(Int.random(in: 20...60, using: &random)), rows: Int.random(in: 0...8, using: &random),
                        rowHeight: Double(Int.random(in: 40...90, using: &random)))
                }, selection: Int.random(in: 0..<4, using: &random) == 0 ? .window : .crossing, window: 20)
        }
        var layout = PagerLayout(
            viewport: Viewport(width: width, height: height),
            header: Header(
                mode: mode, height: S, barHeight: B, snap: Bool.random(using: &random),
                revealCheck: RevealCheck.allCases.randomElement(using: &random)!),
            pager: pager, content: content)
        // `fixed` needs room below the header.
        if mode == .fixed, S + B > height { layout.header.height = 0 }
        return layout
    }

    mutating func actions(for layout: PagerLayout, count: Int) -> [Action] {
        let isPages = layout.content.isPages
        let items = layout.content.itemCount
        return (0..<count).flatMap { _ -> [Action] in
            // Now and then the SPEC §4.2 tap hold's own motif: a tap (often near the end, where
            // SPEC §4.1 and the tap disagree in the last screenful), time to land, then a touch
            // that moves the list by nothing, less than, or exactly half a point.
            if items > 0, Int.random(in: 0..<20, using: &random) == 0 {
                let item = Int.random(in: max(0, items - 3)..<items, using: &random)
                return [
                    .tap(item), .wait(0.5),
                    .drag(
                        .content, page: isPages ? item : nil, by: [0, 0.3, -0.3, 0.5, -0.5].randomElement(using: &random)!,
                        over: 0.1, release: .hold),
                ]
            }
            // Motifs: a resize while a tap's animation runs (SPEC §4.0 re-aim, §8.9), and
            // while a fling decelerates.
            switch Int.random(in: 0..<16, using: &random) {
            case 0 where items > 0:
                return [
                    .tap(Int.random(in: 0..<items, using: &random)), .wait(Double(Int.random(in: 1...12, using: &random)) / 60),
                    .resize(resize()), .wait(Double(Int.random(in: 0...6, using: &random)) / 60), .resize(resize()),
                ]
            case 1:
                return [self.action(isPages: isPages, items: items), .wait(Double(Int.random(in: 1...30, using: &random)) / 60), .resize(resize())]
            default:
                return [self.action(isPages: isPages, items: items)]
            }
        }
    }

    /// A random resize (SPEC §4.0).
    private mutating func resize() -> Resize {
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1, 2: return .measure(delta: Double(Int.random(in: -60...200, using: &random)))
        case 3: return .footer([0.0, 44, 300].randomElement(using: &random)!)
        case 4: return .viewportHeight(by: [-291.0, -216, 216, 291].randomElement(using: &random)!)
        default: return .headerHeight([0.0, 44, 64, 120].randomElement(using: &random)!)
        }
    }

    private mutating func action(isPages: Bool, items: Int) -> Action {
        // Header drags (inside and past the bounds, with and without a fling), drags with
        // a resize half way, flings to an edge.
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1:
            let distance =
                Int.random(in: 0..<4, using: &random) == 0
                ? Double(Int.random(in: -3000...3000, using: &random))
                : Double(Int.random(in: -400...400, using: &random))
            // One in four rotates half way into a layout class whose header is not dragged
            // (`fixed` or `stickyReveal`): the header drag ends there (SPEC §4.7).
            let rotation: HeaderMode? =
                Int.random(in: 0..<4, using: &random) == 0
                ? [HeaderMode.fixed, .stickyReveal].randomElement(using: &random)! : nil
            return .dragHeader(
                by: distance, over: Double(Int.random(in: 2...40, using: &random)) / 60,
                release: Bool.random(using: &random) ? .fling : .hold, rotatingInto: rotation)
        case 2:
            let page: Int? = isPages ? (items == 0 ? nil : Int.random(in: 0..<items, using: &random)) : nil
            return .dragResizing(
                .content, page: page, by: Double(Int.random(in: -1500...1500, using: &random)),
                over: Double(Int.random(in: 4...40, using: &random)) / 60,
                release: Bool.random(using: &random) ? .fling : .hold, resize())
        case 3:
            return .flingToEdge(overshoot: [0.1, 0.25, 0.45, -0.25, 3].randomElement(using: &random)!)
        default:
            break
        }
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<7:
            let page: Int? = isPages ? (items == 0 ? nil : Int.random(in: 0..<items, using: &random)) : nil
            // Now and then a touch that barely moves: the edges of the SPEC §4.2 tap hold.
            let distance =
                Int.random(in: 0..<6, using: &random) == 0
                ? [0, 0.3, 0.5, 2].randomElement(using: &random)!
                : Double(Int.random(in: -1500...1500, using: &random))
            return .drag(
                .content, page: page, by: distance,
                over: Double(Int.random(in: 2...40, using: &random)) / 60,
                release: Bool.random(using: &random) ? .fling : .hold)
        case 7 where isPages, 8 where isPages:
            return .drag(
                .pages, page: nil, by: Double(Int.random(in: -450...450, using: &random)),
                over: Double(Int.random(in: 2...20, using: &random)) / 60, release: .fling)
        case 9:
            return .drag(
                .pager, page: nil, by: Double(Int.random(in: -300...300, using: &random)),
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
        /// How many of the actions were played before the events reached the cap.
        var actionsPlayed = 0
        /// The last tap whose item must be selected at rest: a pager item, or item 0 after
        /// a status bar tap in `sections` content (SPEC §8.4, §4.2 tap hold).
        var lastTap: Tap?
        var selectionFromDrag = false
        var pagerDragged = false
        var rotatedSinceDrag = false
        /// SPEC §8.4: the value of the last command aimed at the pager (`setOffset pager` or
        /// `setTarget`); nil after a drag of it with no command since (it rests where its
        /// own deceleration ends).
        var pagerCommand: Double?
        /// SPEC §8.8: what differed between a header drag and the same drag on the list.
        var headerDragMismatch: String?
    }

    /// A tap and, in `sections` content, where its scroll landed (nil until it lands).
    struct Tap {
        var item: Int
        var landing: Double?
        /// The status bar's scroll to the top (a resize moves its landing with `minY`).
        var isStatusBar = false
    }

    static func play(
        _ layout: PagerLayout, _ actions: [Action], frames: Double,
        maxEvents: Int, uikit: Bool = false, swiftUI: Bool = false, plantedBug: PlantedBug? = nil,
        snapshots: inout [[Double]]
    ) -> (PagerHost, Memory, settled: Bool) {
        var host = swiftUI ? PagerHost(swiftUIDriver: PagerDriver()) : uikit ? PagerHost(driver: PagerDriver()) : PagerHost()
        switch plantedBug {
        case .reAimDisabled?:
            host.recordHook = { event, record in
                if case .layout = event.kind {
                    record.commands.removeAll { if case .setOffset(.content, _, _, true) = $0 { return true } else { return false } }
                }
            }
        case .flingDropped?:
            host.recordHook = { _, record in
                if record.commands.contains(where: { $0.kind == .fling }) { record.commands.removeAll { $0.kind == .fling } }
            }
        case .bounceFixReverted?:
            host.physics.placesShortOvershootAtBound = false
        case nil:
            break
        }
        let isPages = layout.content.isPages
        host.frameInterval = frames
        host.touchInterval = 1.0 / 60  // the same gestures whatever the frame rate
        host.layout(layout)
        var memory = Memory()
        var current = layout
        var recordsSeen = host.records.count
        var lastSent: PagerLayout? = layout
        /// Sends `layout` (a resize or a rotation) and moves a landed tap's hold with it.
        func relayout(_ layout: PagerLayout, _ host: inout PagerHost, _ memory: inout Memory) {
            // A resize that changes nothing is no news (the driver drops it, SPEC §4.0
            // makes it a no-op): not sent, so both paths see the same events.
            if let last = lastSent, last == layout { return }
            lastSent = layout
            let old = host.state.geometry, oldInset = host.state.insetTop
            host.layout(layout)
            guard let old, let new = host.state.geometry, var tap = memory.lastTap, let landing = tap.landing,
                layout.hasSameStructure(as: old.layout), !new.isPages
            else { return }
            // SPEC §4.0 resize: the hold moves with its section (or with minY for the status
            // bar's), then stays within the list's new bounds.
            let moved = tap.isStatusBar ? (0 - host.state.insetTop) - (0 - oldInset) : new.sectionTops[tap.item] - old.sectionTops[tap.item]
            tap.landing = (landing + moved).clamped(0 - host.state.insetTop, new.maxY(ofView: 0, insetTop: host.state.insetTop))
            memory.lastTap = tap
        }
        func resized(_ change: Resize, _ host: PagerHost) -> PagerLayout {
            let page = host.state.page
            return change.applied(to: current, offset: host.offset(.content, page: page), page: page, geometry: host.state.geometry)
        }
        for action in actions where host.events.count < maxEvents {
            memory.actionsPlayed += 1
            switch action {
            case .drag(let view, let page, let distance, let duration, let release),
                .dragResizing(let view, let page, let distance, let duration, let release, _):
                let pageCount = host.state.geometry?.contentViewCount ?? 0
                if view != .content || pageCount > 0 {  // no list to drag in empty pages content
                    var midway: ((inout PagerHost) -> Void)?
                    if case .dragResizing(_, _, _, _, _, let change) = action {
                        let next = resized(change, host)
                        current = next
                        midway = { host in relayout(next, &host, &memory) }
                    }
                    host.drag(
                        view, page: view == .content ? page.map { min($0, pageCount - 1) } : nil,
                        by: distance, over: duration, release: release, midway: midway)
                    // In `sections` content only a list offset 0.5 pt from where the tap
                    // landed ends it (`followTap`); a pager drag does not (SPEC §4.2).
                    if isPages { memory.lastTap = nil }
                    if view == .pager { memory.pagerDragged = true }
                    if view == .content { memory.selectionFromDrag = true; memory.rotatedSinceDrag = false }
                }
            case .dragHeader(let distance, let duration, let release, let rotation):
                guard let g = host.state.geometry, g.headerOverlaysContent, g.contentViewCount > 0 else { break }
                let k = host.state.page
                var twin = host
                var midway: ((inout PagerHost) -> Void)?
                if let mode = rotation {
                    // Rotated into another layout class (the header's mode changes): as `rotate`,
                    // with room below a `fixed` header.
                    var rotated = current
                    rotated.viewport = Viewport(width: current.viewport.height, height: current.viewport.width)
                    rotated.header.mode = mode
                    if mode == .fixed, rotated.header.height + rotated.header.barHeight > rotated.viewport.height {
                        rotated.header.height = 0
                    }
                    current = rotated
                    midway = { host in relayout(rotated, &host, &memory) }
                }
                host.dragHeader(by: distance, over: duration, release: release, midway: midway)
                if isPages { memory.lastTap = nil }
                memory.selectionFromDrag = true
                memory.rotatedSinceDrag = rotation != nil
                if rotation != nil { memory.lastTap = nil }  // a layout clears `pending` (SPEC §4.0)
                // SPEC §8.8: within the bounds, the same drag on the list moves the list the same.
                // (The other views at rest: a page switch under the finger re-bases the header
                // drag onto another list, which a drag on one list cannot do.)
                if memory.headerDragMismatch == nil, rotation == nil, !uikit, !swiftUI, !twin.isMoving(.pages), !twin.isMoving(.pager),
                    case let bounds? = twin.bounds(.content, page: k),
                    // The finger's unbanded offset goes from y₀ to y₀ + distance: both within.
                    bounds.contains(twin.offset(.content, page: k)), bounds.contains(twin.offset(.content, page: k) + distance)
                {
                    twin.drag(.content, page: isPages ? k : nil, by: distance, over: duration, release: release)
                    memory.headerDragMismatch = Self.compareMotion(host, twin, page: k)
                }
            case .flingToEdge(let overshoot):
                guard let g = host.state.geometry, g.contentViewCount > 0, host.isAtRest else { break }
                let k = host.state.page
                guard let bounds = host.bounds(.content, page: k) else { break }
                // A drag of D over n frames releases at y₀ + D with v = 60·D/n, and rests at
                // y₀ + D·(1 + 60c/n), c = −1/(1000 ln 0.998): solve for the edge ± overshoot.
                let y0 = host.offset(.content, page: k), n = 10.0
                let c = -1 / (1000 * log(0.998))
                let edge = overshoot >= 0 ? bounds.upperBound + overshoot : bounds.lowerBound + overshoot
                let distance = (edge - y0) / (1 + 60 * c / n)
                guard abs(distance) > 1 else { break }
                host.drag(.content, page: isPages ? k : nil, by: distance, over: n / 60, release: .fling)
                if isPages { memory.lastTap = nil }
                memory.selectionFromDrag = true
                memory.rotatedSinceDrag = false
            case .resize(let change):
                let next = resized(change, host)
                current = next
                relayout(next, &host, &memory)
            case .tap(let index):
                host.tapPagerItem(index)
                memory.lastTap = Tap(item: index, landing: nil)
                memory.selectionFromDrag = false
            case .statusBar:
                host.tapStatusBar()
                memory.selectionFromDrag = false
                // In `sections` content it selects and holds 0 (SPEC §4.2); in `pages` content it
                // leaves the selection alone.
                memory.lastTap = !isPages && (host.state.geometry?.itemCount ?? 0) > 0 ? Tap(item: 0, landing: nil, isStatusBar: true) : nil
            case .wait(let seconds):
                host.wait(seconds)
            case .rotate:
                // (Not `swap`: `current` is captured, and two accesses to it may not overlap.)
                let width = current.viewport.width
                current.viewport.width = current.viewport.height
                current.viewport.height = width
                relayout(current, &host, &memory)
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

    /// SPEC §8.8: the list's offset in `a` and `b` at the same instants, every 1/60 s until both
    /// rest (at most 10 s); a description of the first difference over 1e-6, or nil.
    static func compareMotion(_ a: PagerHost, _ b: PagerHost, page k: Int) -> String? {
        var a = a, b = b
        let start = max(a.time, b.time)
        for step in 0...600 {
            let t = start + Double(step) / 60
            a.advance(to: t)
            b.advance(to: t)
            let x = a.offset(.content, page: k), y = b.offset(.content, page: k)
            if !(abs(x - y) <= 1e-6) {
                return "at t \(t) the list is at \(x) after the header drag, \(y) after the same drag on the list"
            }
            if a.isAtRest, b.isAtRest { return nil }
        }
        return nil
    }

    /// A tap on a list at rest that is already within 0.5 pt of its target runs no
    /// animation (SPEC §7): it has landed where the list is (§4.2).
    static func landAtOnce(_ host: PagerHost, _ memory: inout Memory) {
        if var tap = memory.lastTap, tap.landing == nil, !host.isMoving(.content) {
            tap.landing = host.offset(.content)
            memory.lastTap = tap
        }
    }

    /// In event order, the SPEC §4.2 tap hold as the host's events show it (`sections` content):
    /// the tap lands at the list's `scroll ended`; a touch before that takes over; once
    /// landed, the first list offset 0.5 pt or more from the landing ends it, and from then
    /// on the selection is the offsets' (SPEC §8.4).
    static func followTap(_ host: PagerHost, from start: Int, sections: Bool, _ memory: inout Memory) {
        guard sections else { return }
        for i in start..<host.events.count {
            guard var tap = memory.lastTap else { return }
            let motion: String, report: ScrollReport
            switch host.events[i].kind {
            case .offset(.dragBegan, let r) where r.view == .header:
                // A header drag takes the list over (SPEC §4.7): before landing it cancels the
                // tap; after, it keeps the hold until it moves the list (its moves are the
                // list's own `scroll` events).
                if tap.landing == nil { memory.lastTap = nil }
                continue
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
            if case .offset(let motion, let report) = host.events[i].kind, motion.isDrag, report.view == .pager {
                memory.pagerDragged = true
                memory.pagerCommand = nil
            }
            for command in host.records[i].commands {
                switch command {
                case .setOffset(.pager, _, let value, let animated):
                    if animated { memory.pagerDragged = false }
                    memory.pagerCommand = value
                case .setTarget(.pager, _, let value):
                    memory.pagerCommand = value
                default:
                    break
                }
            }
        }
    }

    /// SPEC §8.9, read off the host's events and records: at the `scroll ended` of a
    /// tap's animation to section `i` that no touch, header drag or relayout interrupted,
    /// the list is at the value of the last `setOffset` for that tap (the tap's, or a
    /// resize's re-aim), and that value is `y*` of SPEC §4.2 from the geometry of that moment
    /// and the `headerTy` of the tap or of the last re-aim (within 0.5 pt).
    static func firstTapThatMissed(_ events: [PagerEvent], _ records: [PagerRecord]) -> (index: Int, detail: String)? {
        var geometry: LayoutGeometry?
        // The tapped section, the value last commanded for it and the headerTy then.
        var tap: (item: Int, value: Double, headerTy: Double)?
        for (i, (event, record)) in zip(events, records).enumerated() {
            switch event.kind {
            case .layout(let layout):
                guard record.diagnostics.isEmpty, let new = LayoutGeometry(layout) else { continue }
                if let old = geometry, !layout.hasSameStructure(as: old.layout) { tap = nil }  // a relayout
                geometry = new
                // Every resize re-aims (SPEC §4.0) with the header as it is after it (clamped
                // into the new range); it commands only a target that moved by 0.5 pt or more.
                // (ScrollPager's reading of SPEC §8.9's "the headerTy of the last re-aim".)
                if tap != nil {
                    tap!.headerTy = record.headerTy
                    if let value = record.commands.lazy.compactMap({ command -> Double? in
                        if case .setOffset(.content, _, let y, true) = command { return y } else { return nil }
                    }).last {
                        tap!.value = value
                    }
                }
            case .tapPagerItem(let index):
                tap = nil
                guard let g = geometry, !g.isPages, record.diagnostics.isEmpty,
                    let value = record.commands.lazy.compactMap({ command -> Double? in
                        if case .setOffset(.content, _, let y, true) = command { return y } else { return nil }
                    }).first, record.pending == index
                else { continue }
                tap = (index, value, record.headerTy)
            case .tapStatusBar:
                tap = nil
            case .offset(.dragBegan, let report) where report.view == .content || report.view == .header:
                tap = nil
            case .offset(.scrollEnded, let report) where report.view == .content:
                guard let landed = tap, let g = geometry else { continue }
                tap = nil
                let covered =
                    g.mode == .collapse
                    ? g.barHeight
                    : g.headerOverlaysContent ? max(0, g.headerHeight + g.barHeight + landed.headerTy) : 0
                let minY = 0 - record.insetTop, maxY = g.maxY(ofView: 0, insetTop: record.insetTop)
                let target = (g.sectionTops[landed.item] - covered).clamped(minY, maxY)
                if !(abs(report.offset - landed.value) < 0.5) || !(abs(landed.value - target) < 0.5) {
                    return (i, "tap on \(landed.item) landed at \(report.offset); last commanded \(landed.value); y* now \(target)")
                }
            default:
                continue
            }
        }
        return nil
    }

    /// SPEC §8.7, §8.4 and §8.5 on a host at the end of a session: the first broken one, as
    /// (invariant, detail), or nil.
    static func restFailure(_ host: PagerHost, _ memory: Memory, _ settled: Bool) -> (Int, String)? {
        // SPEC §8.7: everything comes to rest within 10 s after the last touch.
        guard settled else { return (7, "still moving 10 s after the last touch") }

        // SPEC §8.4 and SPEC §8.5, at rest.
        guard let g = host.state.geometry, let record = host.records.last else { return nil }
        if let tapped = memory.lastTap?.item, g.itemCount > tapped, record.selected != tapped {
            return (4, "tapped \(tapped), selected \(record.selected.map(String.init) ?? "null") at rest")
        }
        if g.isPages, let selected = record.selected {
            let nearest = Int((host.offset(.pages) / g.width).rounded().clamped(0, Double(g.itemCount - 1)))
            if record.page != selected || nearest != selected {
                return (4, "page \(record.page), selected \(selected), pagesX \(host.offset(.pages)) at rest")
            }
            // Exactly the selected item's on the page boundary. SPEC §4.0 lets a view rest up to
            // 0.5 pt off it (a command within 0.5 pt runs no animation); there SPEC §4.1
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
                return (4, "indicator \(String(describing: record.indicator)) is not item \(selected)'s at rest")
            }
        }
        if !g.isPages, g.selectionRule == .crossing, memory.selectionFromDrag, memory.lastTap == nil, !memory.rotatedSinceDrag,
            let selected = record.selected
        {
            let expected = Oracle.crossingSelection(g, y: host.offset(.content), headerTy: record.headerTy, insetTop: record.insetTop)
            if selected != expected {
                return (4, "selected \(selected) at rest, §4.1 gives \(expected) for y \(host.offset(.content))")
            }
        }
        // The pager rests at the value of the last command aimed at it (or its
        // `setTarget`), or where its own deceleration ended after a `continuous` drag.
        if let aimed = memory.pagerCommand, abs(host.offset(.pager) - aimed) > 0.5 {
            return (4, "pager at \(host.offset(.pager)), its last command aimed at \(aimed)")
        }
        // Every view's offset lies within its bounds.
        for (view, page) in [(ScrollViewID.pages, 0), (.pager, 0)] + (0..<g.contentViewCount).map({ (ScrollViewID.content, $0) }) {
            if let bounds = host.bounds(view, page: page), !bounds.contains(host.offset(view, page: page)) {
                return (
                    4,
                    "\(view.rawValue)\(view == .content ? " \(page)" : "") rests at \(host.offset(view, page: page)), outside [\(bounds.lowerBound), \(bounds.upperBound)]"
                )
            }
        }
        if g.isPages, g.headerOverlaysContent, g.contentViewCount > 0 {
            let y = host.offset(.content, page: record.page)
            let headerBottom = g.headerHeight + g.barHeight + record.headerTy
            if g.maxY(ofView: record.page, insetTop: record.insetTop) >= -headerBottom, -y > headerBottom + 0.5 {
                return (5, "content top \(-y) below the header bottom \(headerBottom) at rest")
            }
        }

        return nil
    }

    mutating func run() -> (events: [PagerEvent], failure: Failure?) {
        var layout = layout()
        // Every tab strip behaviour (SPEC §4.8), whatever the screen.
        layout.pager.behavior = PagerBehavior.allCases.randomElement(using: &random)!
        let actions = actions(for: layout, count: Int.random(in: 1...20, using: &random))
        var snapshots: [[Double]] = []
        let (host, memory, settled) = Self.play(layout, actions, frames: 1.0 / 60, maxEvents: maxEvents, plantedBug: plantedBug, snapshots: &snapshots)
        let playedActions = Array(actions.prefix(memory.actionsPlayed))
        let events = host.events
        func failure(_ number: Int, _ detail: String) -> Failure {
            Failure(
                index: max(0, events.count - 1), event: events.last?.name ?? .layout,
                violation: InvariantViolation(invariant: number, detail: detail))
        }

        // The same session as UIKit callbacks (check 10), or as SwiftUI's reports (check
        // 11), through the driver gives the same trace.
        for (check, front, enabled) in [(10, "UIKit callbacks", checksDriver), (11, "SwiftUI reports", checksSwiftUI)] where enabled {
            var ignored: [[Double]] = []
            // The same actions as the event path played (SwiftUI reports fewer events, so a
            // cap on events would let it play on).
            let (other, otherMemory, otherSettled) = Self.play(
                layout, playedActions, frames: 1.0 / 60, maxEvents: .max,
                uikit: check == 10, swiftUI: check == 11, snapshots: &ignored)
            // SwiftUI's one loss (SwiftUILoss): what it cannot report is taken out of both.
            let (expected, expectedRecords, cut) = check == 11 ? SwiftUILoss.kept(host.events, host.records) : (host.events, host.records, nil)
            var (got, gotRecords, _) = check == 11 ? SwiftUILoss.kept(other.events, other.records) : (other.events, other.records, nil)
            if let cut, got.count > cut {  // loss 3: compared up to the release that differs
                got.removeSubrange(cut...)
                gotRecords.removeSubrange(cut...)
            }
            let common = min(expected.count, got.count)
            let firstDifference = (0..<common).first { check == 11 ? !SwiftUILoss.agree(expected[$0], got[$0]) : expected[$0] != got[$0] }
            if let k = firstDifference ?? (expected.count != got.count ? common : nil) {
                return (
                    events,
                    Failure(
                        index: k, event: expected.indices.contains(k) ? expected[k].name : .layout,
                        violation: InvariantViolation(
                            invariant: check,
                            detail:
                                "through \(front) and PagerDriver event \(k) is \(got.indices.contains(k) ? got[k].jsonLine : "missing"), the event path's \(expected.indices.contains(k) ? expected[k].jsonLine : "missing")"
                        ))
                )
            }
            if let k = (0..<min(expectedRecords.count, gotRecords.count)).first(where: {
                check == 11 ? !SwiftUILoss.agree(expectedRecords[$0], gotRecords[$0]) : expectedRecords[$0] != gotRecords[$0]
            }) ?? (expectedRecords.count != gotRecords.count ? 0 : nil) {
                return (events, failure(check, "through \(front) and PagerDriver the records differ (kept record \(k))"))
            }
            if check == 11, let violation = SequenceChecker<R>.firstFailure(in: other.events) {
                return (
                    events,
                    Failure(
                        index: violation.index, event: violation.event,
                        violation: InvariantViolation(
                            invariant: check, detail: "through SwiftUI reports: \(violation.violation)"))
                )
            }
            // What SwiftUI loses may change where things rest, never that they rest well:
            // SPEC §8.7, §8.4 and §8.5 on the SwiftUI path's own screen.
            if check == 11, let (number, detail) = Self.restFailure(other, otherMemory, otherSettled) {
                return (events, failure(check, "through SwiftUI reports, at rest: §8.\(number): \(detail)"))
            }
        }

        // SPEC §8.1–SPEC §8.3 on every event, through the reducer under test.
        if let found = SequenceChecker<R>.firstFailure(in: events) { return (events, found) }

        // SPEC §8.8: a header drag within the bounds moves the list as the same drag on it.
        if let mismatch = memory.headerDragMismatch { return (events, failure(8, mismatch)) }
        // SPEC §8.9: taps land at y* of the geometry at their end, whatever resizes came.
        if let (index, detail) = Self.firstTapThatMissed(events, host.records) {
            return (events, Failure(index: index, event: events[index].name, violation: InvariantViolation(invariant: 9, detail: detail)))
        }

        // SPEC §8.7, SPEC §8.4 and SPEC §8.5 at rest.
        if let (number, detail) = Self.restFailure(host, memory, settled) { return (events, failure(number, detail)) }
        guard let g = host.state.geometry, let record = host.records.last else { return (events, nil) }

        // SPEC §8.6, where the reducer's commands do not depend on frame timing (no header
        // following deltas or aligning pages): the same actions at 120 Hz.
        // (The screen's first mode: a rotation into another layout class may end in `fixed`
        // after a header that followed deltas.)
        if layout.header.mode == .fixed || layout.header.mode == .stickyReveal {
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
    /// SPEC §4.1 crossing selection by a linear scan: the largest i with topᵢ ≤ line + 1, or 0.
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
