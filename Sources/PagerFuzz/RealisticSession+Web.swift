// The web path of a realistic session (`fuzz --via-web`): the same actions as a user's touches
// in a simulated Chromium (`BrowserHost`, docs/WEB-SCROLL.md's facts), through the web edge
// the element runs (`PagerWebScreen`, hosting `PagerScreenEngine`). The browser's fling is not UIKit's,
// so the path is not compared with the event path record for record; it is checked as the
// browser harness checks a real page: every frame's DOM is the module's model of its latest
// record, its own events keep SPEC §8.1–§8.3, and the pages come to rest on a page. The
// element is moved (removed and added again) after every fourth action, and a second element
// lives on the page beside it until the page routes away from it (`SecondElement`).
import PagerCore
import PagerKit
import PagerSimulator

extension RealisticSession {
    /// The first thing the web path gets wrong for `actions` on `layout` (`nil`: nothing).
    static func webPath(_ layout: PagerLayout, _ actions: [Action], plant: Plant = Plant()) -> PagerFailure? {
        let (browser, secondElement) = playInBrowser(layout, actions, plant: plant)
        let events = browser.events
        func failure(_ detail: String, at index: Int? = nil) -> PagerFailure {
            let k = index ?? max(0, events.count - 1)
            return PagerFailure(
                index: k, event: events.indices.contains(k) ? events[k].name : .layout,
                violation: PagerInvariantViolation(.webPath, detail: detail))
        }
        if let mismatch = browser.mismatch { return failure("through the web edge, \(mismatch)") }
        if let problem = secondElement { return failure("through the web edge, \(problem)") }
        if let violation = PagerSequenceChecker<R>.firstFailure(in: events) {
            return failure("through the web edge: \(violation.violation)", at: violation.index)
        }
        if let problem = browser.restProblem { return failure("through the web edge, at rest: \(problem)") }
        return nil
    }

    /// `actions` played in a simulated browser on a screen of `layout`, then 10 s to rest,
    /// with a second element on the page (`SecondElement`); what went wrong with that one, if
    /// anything. What a browser cannot do is left out: a rotation into another layout class
    /// (the element's preset keeps its mode) rotates the viewport alone.
    static func playInBrowser(_ layout: PagerLayout, _ actions: [Action], plant: Plant) -> (BrowserHost, secondElement: String?) {
        // The second element is on the page first (its screen made first in the module).
        var second = screenBelowLayout(for: layout, actions.count).map { SecondElement(BrowserHost($0, plant: plant)) }
        // Right to left in every other session (by the number of actions, as the UIKit path);
        // each third in Chromium's, Gecko's and WebKit's differences (WEB-ENGINES §E).
        let engines: [BrowserEngine] = [.chromium, .gecko, .webKit]
        let browser = BrowserHost(layout, plant: plant, rightToLeft: actions.count % 2 == 1, engine: engines[actions.count % 3])
        let isPages = layout.content.isPages
        var current = layout
        func resized(_ change: Resize) -> PagerLayout {
            let state = browser.state
            return change.applied(to: current, offset: state.offsetY, page: state.page, geometry: state.geometry)
        }
        func relayout(_ layout: PagerLayout) {
            guard layout != current else { return }
            current = layout
            browser.relayout(layout)
        }
        /// The page in view (the pages container's position): the one list a finger can land on.
        func pageInView() -> Int {
            guard isPages, let count = browser.state.geometry?.contentViewCount, count > 0 else { return 0 }
            let width = max(current.viewport.width, 1)
            return min(max(browser.modelPage(ofDOMPage: Int(((browser.position(.pages) ?? 0) / width).rounded())), 0), count - 1)
        }
        func drag(_ view: PagerScrollViewID, by distance: Double, over duration: Double, release: PagerGestureRelease, midway: (() -> Void)? = nil) {
            // No list to drag in empty pages content.
            if view == .content, isPages, (browser.state.geometry?.contentViewCount ?? 0) == 0 { return }
            let page = pageInView()
            let (place, role, vertical): (PagerWebTouchPlace, PagerScrollRole?, Bool)
            switch view {
            case .content: (place, role, vertical) = (.list(page: page), .content(page: page), true)
            case .pages: (place, role, vertical) = (.list(page: page), .pages, false)
            case .pager: (place, role, vertical) = (.strip, .tabStrip, false)
            case .header: return  // (`dragHeader`: the generator's header drags)
            }
            browser.drag(place, scrolling: role, vertical: vertical, by: distance, over: duration, hold: release == .hold, midway: midway)
        }
        for (index, action) in actions.enumerated() {
            // Every fourth action, the element is moved right after it (mid-fling, mid-settle,
            // mid-animation as the action leaves it): a framework re-adding the node. The
            // second element lives beside it.
            defer {
                if index % 4 == 3 { browser.remount() }
                second?.live(after: index, beside: browser, plant: plant)
            }
            switch action {
            case .gesture(.drag(let view, _, let distance, let duration, let release)):
                drag(view, by: distance, over: duration, release: release)
            case .dragResizing(let view, _, let distance, let duration, let release, let change):
                let next = resized(change)
                drag(view, by: distance, over: duration, release: release) { relayout(next) }
            case .dragHeader(let distance, let duration, let release, let rotation):
                guard let g = browser.state.geometry, g.headerOverlaysContent, g.contentViewCount > 0 else { break }
                let midway: (() -> Void)? = rotation == nil ? nil : { relayout(current.rotated()) }
                // A `stickyReveal` header is the list's own content; a sections screen's
                // document scrolls under its header; a pages screen's header is over no
                // scroller of the browser's (the edge drags it from touch moves).
                let page = pageInView()
                let (place, role): (PagerWebTouchPlace, PagerScrollRole?) =
                    g.mode == .stickyReveal ? (.list(page: page), .content(page: page)) : isPages ? (.header, nil) : (.header, .content(page: 0))
                browser.drag(place, scrolling: role, vertical: true, by: distance, over: duration, hold: release == .hold, midway: midway)
            case .flingToEdge(let overshoot):
                guard let g = browser.state.geometry, g.contentViewCount > 0, browser.isAtRest else { break }
                // Toward the list's end or its top, far enough for the browser's fling to reach it.
                let y0 = browser.state.offsetY
                let edge = overshoot >= 0 ? g.maxY(ofView: browser.state.page, insetTop: browser.state.insetTop) : -browser.state.insetTop
                let distance = (edge + overshoot - y0) / 3
                if abs(distance) > 1 { drag(.content, by: distance, over: 10.0 / 60, release: .fling) }
            case .resize(let change): relayout(resized(change))
            case .gesture(.tap(let index)): browser.tapTab(index)
            case .gesture(.statusBar): browser.pressHome()
            case .gesture(.wait(let seconds)): browser.wait(seconds)
            case .gesture(.rotate): relayout(current.rotated())
            case .gesture:
                // (The generator makes none of the others: a finger held across actions, the
                // app's own scrolls.)
                break
            }
        }
        browser.settle(within: 10)
        second?.routeAway(beside: browser, plant: plant)
        return (browser, second?.problem)
    }
}

/// A second `<scroll-pager>` on the page of a `fuzz --via-web` session, another preset's (an
/// app's other panel): its screen is made before the session's, in the same module; the app
/// selects its next tab every third action, and time passes for it as for the page. Once, at
/// the session's sixth action (or its end), the page routes away from it, mid-motion where it
/// moves: it is removed for good — nothing may be written to it, nor fired or recorded by it,
/// for a second after — and a new element of its preset is made in its place, flung and
/// tapped, every frame of it read against its model, resting on the tab tapped.
struct SecondElement {
    var element: BrowserHost
    /// Whether the route away was taken.
    var routed = false
    /// The first thing that went wrong, if any.
    var problem: String?

    init(_ element: BrowserHost) { self.element = element }

    mutating func live(after index: Int, beside page: BrowserHost, plant: Plant) {
        guard !routed else { return }
        element.catchUp(to: page.now)
        if index % 3 == 1, let count = element.state.geometry?.itemCount, count > 1 {
            element.select(((element.state.selected ?? 0) + 1) % count)
        }
        if index == 5 { routeAway(beside: page, plant: plant) }
    }

    mutating func routeAway(beside page: BrowserHost, plant: Plant) {
        guard !routed else { return }
        routed = true
        element.catchUp(to: page.now)
        if let mismatch = element.mismatch {
            problem = "the second element: \(mismatch)"
            return
        }
        element.removeForGood()
        if let left = element.leftFor(1) {
            problem = left
            return
        }
        // The route's new element, of the same preset: a screen of its own.
        let routed = BrowserHost(element.layout, plant: plant)
        let isPages = element.layout.content.isPages
        routed.drag(.list(page: 0), scrolling: .content(page: 0), vertical: true, by: 300, over: 0.1, hold: false)
        let count = routed.state.geometry?.itemCount ?? 0
        if count > 1 { routed.tapTab(count - 1) }
        routed.settle(within: 10)
        if let mismatch = routed.mismatch {
            problem = "the element routed to: \(mismatch)"
        } else if let rest = routed.restProblem {
            problem = "the element routed to, at rest: \(rest)"
        } else if count > 1, routed.state.selected != count - 1 {
            problem = "the element routed to rests on tab \(routed.state.selected ?? -1) after a tap on tab \(count - 1)\(isPages ? "" : " (sections)")"
        }
    }
}
