// Playing a realistic session on the host simulator — in events mode, or through the
// driver as UIKit callbacks or SwiftUI reports — and remembering what the checks at rest
// need to know (the last tap and where it landed, the pager's last command).
import Foundation  // log
import PagerCore
import PagerKit
import PagerSimulator

extension RealisticSession {
    /// What the checks need to know about the session at rest.
    struct Memory {
        /// How many of the actions were played before the events reached the cap.
        var actionsPlayed = 0
        /// The actions a gate held back, by index: a fling to the edge waits for everything
        /// to rest (SPEC §8.6 compares two runs only up to the first action one of them
        /// held back and the other did not).
        var heldBack: [Int] = []
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
        /// The UIKit path: a copy of the screen torn down mid-motion once (`tearDownAndRebuild`)
        /// and what went wrong, "" when nothing did.
        var teardown: String?
        /// The UIKit and SwiftUI paths: a screen asked for a tab before its first layout
        /// (`opensOnTab`), and what went wrong.
        var openingTab: String?
        /// The UIKit path: a copy of the screen whose app reloaded its pages mid-motion once
        /// (`reloadsMidMotion`), and what went wrong, "" when nothing did.
        var reload: String?
        /// The UIKit path: a copy of the screen rotated mid-motion once (`rotatesMidMotion`),
        /// and what went wrong, "" when nothing did.
        var rotation: String?
        /// The UIKit path: a copy of the screen whose app replaced a list's delegate
        /// mid-motion once (`replacesDelegateMidMotion`), and what went wrong, "" when nothing did.
        var replacedDelegate: String?
        /// The UIKit path: a copy of the screen whose app selected a tab mid-motion once
        /// (`selectsMidMotion`), and what went wrong, "" when nothing did.
        var selection: String?
        /// The UIKit path, `pages` content: a copy of the screen rotated in the middle of a
        /// page swipe, the finger down (`rotatesMidSwipe`), and what went wrong, "" when nothing did.
        var swipeRotation: String?
        /// The UIKit path: a copy of the screen whose current list refreshed mid-motion once
        /// (`refreshesMidMotion`), and what went wrong, "" when nothing did.
        var refresh: String?
        /// The UIKit and SwiftUI paths: the session's screen popped back to the screen below
        /// it once (`popsBackToScreenBelow`), and what went wrong, "" when nothing did.
        var popBack: String?
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
        maxEvents: Int, uikit: Bool = false, swiftUI: Bool = false, rightToLeft: Bool = false, plant: Plant = Plant(),
        snapshots: inout [[Double]]
    ) -> (PagerHost, Memory, settled: Bool) {
        var host = swiftUI ? PagerHost(swiftUIDriver: PagerDriver()) : uikit ? PagerHost(driver: PagerDriver()) : PagerHost()
        host.makesPagesLazily = swiftUI  // as PagerView's LazyHStack
        // A fault planted by test support (the one plant hook): the host asks it at each of
        // its decisions; the simulated physics in events mode.
        host.plant = plant
        if !uikit, !swiftUI { host.physics = plant.physics(host.physics) }
        let isPages = layout.content.isPages
        // The UIKit path loads the pages' lists as the drop-in screens do: after the first
        // layout, as they come into the window, and again after a reload.
        host.loadsListsLazily = uikit
        if uikit, rightToLeft { host.layOutRightToLeft() }
        host.frameInterval = frames
        host.touchInterval = 1.0 / 60  // the same gestures whatever the frame rate
        // The screen below the session's (UIKit and SwiftUI paths), another preset's, shown
        // until the session's is pushed over it: its pages load inside its first layout,
        // between its `viewWillAppear` and its `viewDidAppear` (`containerLife`).
        var below = uikit || swiftUI ? screenBelowLayout(for: layout, actions.count).map { Self.mountScreenBelow(like: host, $0) } : nil
        var belowTab: Int?
        if uikit {
            below?.containerWillDisappear(animated: true)
            host.containerWillAppear(animated: true)
        }
        host.layout(layout)
        var memory = Memory()
        if uikit || swiftUI { memory.openingTab = Self.opensOnTab(actions.count, layout, host) }
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
            case .gesture(.drag(let view, let page, let distance, let duration, let release)),
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
                    var rotated = current.rotated(into: mode)
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
                guard let g = host.state.geometry, g.contentViewCount > 0 else { break }
                guard host.isAtRest else {
                    memory.heldBack.append(memory.actionsPlayed - 1)
                    break
                }
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
            case .gesture(.tap(let index)):
                host.perform(.tap(index))
                memory.lastTap = Tap(item: index, landing: nil)
                memory.selectionFromDrag = false
            case .gesture(.statusBar):
                host.perform(.statusBar)
                memory.selectionFromDrag = false
                // In `sections` content it selects and holds 0 (SPEC §4.2); in `pages` content it
                // leaves the selection alone.
                memory.lastTap = !isPages && (host.state.geometry?.itemCount ?? 0) > 0 ? Tap(item: 0, landing: nil, isStatusBar: true) : nil
            case .gesture(.wait(let seconds)):
                host.perform(.wait(seconds))
                // The app reloads its pages once things rest (UIKit path only: it reports no
                // event, so the paths stay comparable).
                if uikit, host.isAtRest { host.reloadLists() }
            case .gesture(.rotate(let mode)):
                // What `perform(.rotate(into:))` does, through the player's own copy of the
                // layout (resizes after it start from it).
                current = current.rotated(into: mode)
                relayout(current, &host, &memory)
                memory.rotatedSinceDrag = true
                memory.lastTap = nil  // a layout clears `pending` (SPEC §4.0)
            case .gesture(let gesture):
                // (The generator makes none of the others: a finger held across actions, the
                // app's own scrolls.)
                host.perform(gesture)
            }
            Self.followPager(host, from: recordsSeen, &memory)
            Self.followTap(host, from: recordsSeen, sections: !isPages, &memory)
            if case .gesture(.tap) = action, !isPages { Self.landAtOnce(host, &memory) }
            if case .gesture(.statusBar) = action, !isPages { Self.landAtOnce(host, &memory) }
            // The UIKit path: once per session, while something moves, a copy of the screen is
            // torn down there and another built from its saved state (the session goes on).
            if uikit, memory.teardown == nil, !host.isAtRest {
                memory.teardown = Self.tearDownAndRebuild(host, current) ?? ""
                memory.reload = Self.reloadsMidMotion(host) ?? ""
                memory.rotation = Self.rotatesMidMotion(host) ?? ""
                memory.replacedDelegate = Self.replacesDelegateMidMotion(host, current) ?? ""
                memory.selection = Self.selectsMidMotion(host, memory) ?? ""
                memory.swipeRotation = Self.rotatesMidSwipe(host) ?? ""
                memory.refresh = Self.refreshesMidMotion(host, current) ?? ""
            }
            // The SwiftUI path: the copies that apply to `PagerView` (no delegates, no lazy
            // lists, no teardown of its own): a selection and a rotation mid-motion, and a
            // rotation during a page swipe.
            if swiftUI, memory.selection == nil, !host.isAtRest {
                memory.selection = Self.selectsMidMotion(host, memory) ?? ""
                memory.rotation = Self.rotatesMidMotion(host) ?? ""
                memory.swipeRotation = Self.rotatesMidSwipe(host) ?? ""
            }
            if uikit {
                Self.containerLife(after: memory.actionsPlayed - 1, of: actions.count, on: &host, below: &below)
                Self.foreignProxyLife(after: memory.actionsPlayed - 1, on: &host)
            }
            if var screen = below {
                belowTab = Self.liveBelow(after: memory.actionsPlayed - 1, &screen, beside: host) ?? belowTab
                // Once per session, mid-motion where something moves: popped back to it.
                if memory.popBack == nil, !host.isAtRest { memory.popBack = Self.popsBackToScreenBelow(host, screen, tab: belowTab) ?? "" }
                below = screen
            }
            recordsSeen = host.records.count
            let views = host.state.geometry.map { g in (0..<g.contentViewCount).map { host.offset(.content, page: $0) } } ?? []
            snapshots.append(views + [host.offset(.pages), host.time])
        }
        if uikit { Self.bringContainerOnScreen(&host, below: &below) }
        let settled = host.settle(within: 10)
        if memory.popBack == nil, let screen = below { memory.popBack = Self.popsBackToScreenBelow(host, screen, tab: belowTab) ?? "" }
        followPager(host, from: recordsSeen, &memory)
        followTap(host, from: recordsSeen, sections: !isPages, &memory)
        return (host, memory, settled)
    }

    /// A screen like `host` (UIKit or SwiftUI mode) before its first layout, asked for tab
    /// `n` (modulo the tabs) as `PagerViewController(initialIndex:)` and `PagerView`'s
    /// initial `selection` ask: it must open on that tab, at rest — SPEC
    /// §4.2's tap carried out at once (the screen layer's `PagerPendingSelection`). A description
    /// of what went wrong, or nil.
    static func opensOnTab(_ n: Int, _ layout: PagerLayout, _ host: PagerHost) -> String? {
        let count = layout.pager.items.count
        guard count > 0 else { return nil }
        let tab = n % count
        let swiftUI = host.mode == .swiftUI
        var fresh = swiftUI ? PagerHost(swiftUIDriver: PagerDriver(), physics: host.physics) : PagerHost(driver: PagerDriver(), physics: host.physics)
        fresh.makesPagesLazily = swiftUI
        fresh.loadsListsLazily = true  // (UIKit mode: the drop-in's lazy lists; SwiftUI's has every list)
        fresh.frameInterval = host.frameInterval
        fresh.touchInterval = host.touchInterval
        fresh.plant = host.plant
        fresh.select(tab)
        fresh.layout(layout)
        guard fresh.state.geometry != nil else { return nil }
        if fresh.state.selected != tab { return "asked for tab \(tab) before the first layout, the screen opened on \(fresh.state.selected ?? -1)" }
        if !fresh.isAtRest { return "asked for tab \(tab) before the first layout, the screen opened moving" }
        return fresh.listInsetsMismatch ?? fresh.stripMismatch
    }

    /// The app reloads its pages on a copy of `host` now, mid-motion
    /// (`PagerViewController.reloadData()`: every list leaves, ending what it was doing where
    /// the reducer has it, and the pages in the window join as new lists). The copy must come
    /// to rest within 10 s (SPEC §8.7) with every attached list showing the reducer's
    /// insets, the strip the layout's, and the pages' appearance calls paired, the page in
    /// view alone shown. A description of what went wrong, or nil.
    static func reloadsMidMotion(_ host: PagerHost) -> String? {
        var copy = host
        copy.reloadLists()
        guard copy.settle(within: 10) else { return "after a reload mid-motion at t \(host.time) the screen was still moving 10 s later" }
        copy.checkAppearanceAtRest()
        return newProblem(of: copy, since: host)
    }

    /// What `copy` found that `host`, the screen it was copied from, had not: the first
    /// attached list off the reducer's insets, strip off the layout, or appearance unpaired.
    static func newProblem(of copy: PagerHost, since host: PagerHost) -> String? {
        if host.listInsetsMismatch == nil, let found = copy.listInsetsMismatch { return found }
        if host.stripMismatch == nil, let found = copy.stripMismatch { return found }
        if host.appearanceLedger.firstProblem == nil, let found = copy.appearanceLedger.firstProblem { return found }
        return nil
    }

    /// The device rotates on a copy of `host` now, mid-motion (a page swipe, a fling, a
    /// tap's animation): the copy must come to rest within 10 s and keep SPEC §8.4 and §8.5
    /// at rest — its page, selection and indicator agreeing, every view within its bounds, no
    /// gap under the header — with its lists at the reducer's insets, its strip the new
    /// layout's and its pages' appearance paired. A description of what went wrong, or nil.
    static func rotatesMidMotion(_ host: PagerHost) -> String? {
        var copy = host
        copy.rotate()
        return restsWholeAfterRotation(copy, since: host, "after a rotation mid-motion at t \(host.time)")
    }

    /// A copy of `host` rotated (`when` says how) must come to rest within 10 s keeping SPEC
    /// §8.4 and §8.5, with its pages' appearance paired and nothing `newProblem` finds. A
    /// description of what went wrong, or nil.
    static func restsWholeAfterRotation(_ copy: PagerHost, since host: PagerHost, _ when: String) -> String? {
        var copy = copy
        guard copy.settle(within: 10) else { return "\(when) the screen was still moving 10 s later" }
        var memory = Memory()
        memory.rotatedSinceDrag = true
        if let broken = restFailure(copy, memory, true) { return "\(when): \(broken)" }
        copy.checkAppearanceAtRest()
        return newProblem(of: copy, since: host)
    }

    /// The app replaces the current list's delegate on a copy of `host` now, mid-motion: the
    /// list's delegate callbacks reach the app alone while the motion goes on and a finger
    /// drags the list 120 pt in 0.2 s and flings it, until the screen's next layout 0.1 s
    /// later adopts the new delegate and the driver catches up (`PagerDriverInput.resync`). The
    /// reducer must take every event, the copy come to rest within 10 s with the reducer
    /// where its lists are and SPEC §8.4 and §8.5 kept, its lists at the reducer's insets.
    /// A description of what went wrong, or nil.
    static func replacesDelegateMidMotion(_ host: PagerHost, _ layout: PagerLayout) -> String? {
        guard let g = host.state.geometry, g.contentViewCount > 0 else { return nil }
        var copy = host
        let k = g.isPages ? host.state.page : 0
        copy.replaceDelegate(page: k)
        copy.drag(.content, page: k, by: -120, over: 0.2, release: .fling)
        copy.wait(0.1)
        copy.layout(layout)
        let when = "after list \(k)'s delegate was replaced mid-motion at t \(host.time)"
        guard copy.settle(within: 10) else { return "\(when) the screen was still moving 10 s later" }
        if let bad = copy.records[host.records.count...].firstIndex(where: { !$0.diagnostics.isEmpty }) {
            return "\(when), the reducer rejected \(copy.events[bad].jsonLine): \(copy.records[bad].diagnostics)"
        }
        // At rest the reducer has every list where it is (within 1e-6, SPEC §6's tolerance) and idle.
        for page in 0..<(copy.state.geometry?.contentViewCount ?? 0) where !copy.isMoving(.content, page: page) {
            let reducer = copy.state.contentOffset(page: page) ?? .nan
            let shown = copy.offset(.content, page: page)
            if !(abs(shown - reducer) <= 1e-6) {
                return "\(when), list \(page) shows \(shown), its reducer has \(reducer)"
            }
            if let phase = copy.state.phase(of: .content, page: page), phase != .idle {
                return "\(when), list \(page) is at rest, its reducer has it \(phase)"
            }
        }
        var memory = Memory()
        memory.rotatedSinceDrag = true
        if let broken = restFailure(copy, memory, true) { return "\(when): \(broken)" }
        return newProblem(of: copy, since: host)
    }

    /// The current list's refresh control begins refreshing on a copy of `host` now,
    /// mid-motion (UIKit adds its 60 pt to the list's top inset, behind the coordinator);
    /// 0.3 s later its new rows arrive (the list's content grows: 4 × 88 pt on a page, 88 pt
    /// on each of the sections around the offset), and 0.3 s after that it ends (UIKit takes
    /// its 60 pt off). Throughout, the list must show the screen's inset plus the refresh
    /// control's while it refreshes (the coordinator's writes for the new content keep it),
    /// and the screen's alone after; the copy must come to rest within 10 s keeping SPEC §8.4
    /// and §8.5. A description of what went wrong, or nil.
    static func refreshesMidMotion(_ host: PagerHost, _ layout: PagerLayout) -> String? {
        guard let g = host.state.geometry, g.contentViewCount > 0 else { return nil }
        var copy = host
        let k = g.isPages ? host.state.page : 0
        guard copy.beginRefreshing(page: k) else { return nil }
        copy.wait(0.3)
        let y = copy.state.contentOffset(page: k) ?? 0
        copy.layout(Resize.measure(delta: 88).applied(to: layout, offset: y, page: k, geometry: copy.state.geometry))
        copy.wait(0.3)
        copy.endRefreshing(page: k)
        let when = "after list \(k) refreshed mid-motion at t \(host.time)"
        guard copy.settle(within: 10) else { return "\(when) the screen was still moving 10 s later" }
        var memory = Memory()
        memory.rotatedSinceDrag = true
        if let broken = restFailure(copy, memory, true) { return "\(when): \(broken)" }
        return newProblem(of: copy, since: host)
    }

    /// `pages` content: on a copy of `host`, a finger swipes the pages 40 % of a page towards
    /// the next one over 0.2 s and flings; the device rotates halfway through, the finger
    /// down. As `rotatesMidMotion`, the copy must come to rest within 10 s keeping SPEC §8.4
    /// and §8.5, its lists at the reducer's insets, its strip the new layout's and its pages'
    /// appearance paired. A description of what went wrong, or nil.
    static func rotatesMidSwipe(_ host: PagerHost) -> String? {
        guard let g = host.state.geometry, g.isPages, g.contentViewCount > 1 else { return nil }
        var copy = host
        let towardsNext = host.state.page + 1 < g.contentViewCount ? -1.0 : 1.0  // a finger moving left shows the next page
        copy.drag(.pages, by: towardsNext * 0.4 * g.width, over: 0.2, release: .fling, midway: { $0.rotate() })
        return restsWholeAfterRotation(copy, since: host, "after a rotation during a page swipe at t \(host.time)")
    }

    /// The app selects the next tab on a copy of `host` now, mid-motion
    /// (`PagerViewController.select(index:animated:)`, `PagerView`'s `selection`): a tap on it
    /// (SPEC §4.2), whatever moves. The copy must come to rest within 10 s on that tab — in
    /// `sections` content holding it where its scroll landed — keeping SPEC §8.4 and §8.5.
    /// A description of what went wrong, or nil.
    static func selectsMidMotion(_ host: PagerHost, _ memory: Memory) -> String? {
        guard let g = host.state.geometry, g.itemCount > 1, let selected = host.state.selected else { return nil }
        let tab = (selected + 1) % g.itemCount
        var copy = host
        var memory = memory
        copy.select(tab)
        memory.lastTap = Tap(item: tab, landing: nil)
        memory.selectionFromDrag = false
        let when = "after the app selected tab \(tab) mid-motion at t \(host.time)"
        guard copy.settle(within: 10) else { return "\(when) the screen was still moving 10 s later" }
        followPager(copy, from: host.records.count, &memory)
        followTap(copy, from: host.records.count, sections: !g.isPages, &memory)
        if copy.state.selected != tab { return "\(when), the screen rests on tab \(copy.state.selected ?? -1)" }
        if let broken = restFailure(copy, memory, true) { return "\(when): \(broken)" }
        return newProblem(of: copy, since: host)
    }

    /// The drop-in's `invalidate()` on a copy of `host` now, mid-motion, then another screen
    /// restored from its state (`PagerDriver(restoring:)`) and laid out with `layout`, as an
    /// app that rebuilds a screen does. After the teardown nothing of ours may be left (no
    /// list attached, no fling wanting frames); the new screen's lists must show the reducer's
    /// insets (a restored reducer sends no `setInset`: c304232's coordinator left them at 0),
    /// its strip the layout's frames, and its lists where its reducer has them. (Where a
    /// state saved mid-motion opens is the reducer's and the views' rest rules, not checked
    /// here.) A description of what went wrong, or nil.
    static func tearDownAndRebuild(_ host: PagerHost, _ layout: PagerLayout) -> String? {
        var old = host
        old.tearDownScreen()
        if let left = old.screen?.leftover { return "after a teardown at t \(old.time): \(left)" }
        let saved = old.state
        var next = PagerHost(driver: PagerDriver(restoring: saved), physics: host.physics)
        next.loadsListsLazily = true
        next.frameInterval = host.frameInterval
        next.touchInterval = host.touchInterval
        next.startClock(at: old.time)
        next.plant = host.plant
        // Restored, it appears without animation; its page loads inside its first layout
        // (at 7512035 the restored page was marked appearing before it existed, and never
        // heard will or did appear).
        next.containerWillAppear(animated: false)
        next.layout(layout)
        next.containerDidAppear()
        if let problem = next.appearanceLedger.firstProblem { return "the rebuilt screen's appearance: \(problem)" }
        guard let g = next.state.geometry else { return "the rebuilt screen has no layout" }
        for k in 0..<g.contentViewCount where !next.isMoving(.content, page: k) {
            let reducer = next.state.contentOffset(page: k) ?? .nan
            let shown = next.offset(.content, page: k)
            if shown != reducer { return "the rebuilt screen shows list \(k) at \(shown), its reducer at \(reducer)" }
        }
        return next.listInsetsMismatch ?? next.stripMismatch
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

    /// A tap whose list is at rest and already within 0.5 pt of its target lands at once
    /// (SPEC §4.0): its record has nothing pending, and the tap has landed where the list is
    /// (§4.2) — even when the host still runs an animation, as it does when a relayout came
    /// during one: the reducer forgets an animation in flight at a relayout (SPEC §4.0), a
    /// scroll view keeps running it.
    static func landAtOnce(_ host: PagerHost, _ memory: inout Memory) {
        guard var tap = memory.lastTap, tap.landing == nil,
            let record = host.records.last(where: { $0.event == .tapPagerItem || $0.event == .tapStatusBar }), record.pending == nil
        else { return }
        tap.landing = record.offsetY
        memory.lastTap = tap
    }

    /// In event order, the SPEC §4.2 tap hold as the host's events show it (`sections` content):
    /// the tap lands at the list's `scroll ended`; a touch before that takes over; once
    /// landed, the first list offset 0.5 pt or more from the landing ends it, and from then
    /// on the selection is the offsets' (SPEC §8.4).
    static func followTap(_ host: PagerHost, from start: Int, sections: Bool, _ memory: inout Memory) {
        guard sections else { return }
        for i in start..<host.events.count {
            guard var tap = memory.lastTap else { return }
            let motion: String, report: PagerScrollReport
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
}
