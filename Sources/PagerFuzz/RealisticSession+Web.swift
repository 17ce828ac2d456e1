// The web path of a realistic session (`fuzz --via-web`): the same actions as a user's touches
// in a simulated Chromium (`BrowserHost`, docs/WEB-SCROLL.md's facts), through the web edge
// the element runs (`WebScreen`, hosting `ScreenEngine`). The browser's fling is not UIKit's,
// so the path is not compared with the event path record for record; it is checked as the
// browser harness checks a real page: every frame's DOM is the module's model of its latest
// record, its own events keep SPEC §8.1–§8.3, and the pages come to rest on a page. The
// element is moved (removed and added again) after every fourth action.
import PagerCore
import PagerKit
import PagerSimulator

extension RealisticSession {
    /// The first thing the web path gets wrong for `actions` on `layout` (`nil`: nothing).
    static func webPath(_ layout: PagerLayout, _ actions: [Action], plant: Plant = Plant()) -> Failure? {
        let browser = playInBrowser(layout, actions, plant: plant)
        let events = browser.events
        func failure(_ detail: String, at index: Int? = nil) -> Failure {
            let k = index ?? max(0, events.count - 1)
            return Failure(
                index: k, event: events.indices.contains(k) ? events[k].name : .layout,
                violation: InvariantViolation(.webPath, detail: detail))
        }
        if let mismatch = browser.mismatch { return failure("through the web edge, \(mismatch)") }
        if let violation = SequenceChecker<R>.firstFailure(in: events) {
            return failure("through the web edge: \(violation.violation)", at: violation.index)
        }
        if let problem = browser.restProblem { return failure("through the web edge, at rest: \(problem)") }
        return nil
    }

    /// `actions` played in a simulated browser on a screen of `layout`, then 10 s to rest.
    /// What a browser cannot do is left out: a rotation into another layout class (the
    /// element's preset keeps its mode) rotates the viewport alone.
    static func playInBrowser(_ layout: PagerLayout, _ actions: [Action], plant: Plant) -> BrowserHost {
        let browser = BrowserHost(layout, plant: plant)
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
            return min(max(Int(((browser.position(.pages) ?? 0) / width).rounded()), 0), count - 1)
        }
        func drag(_ view: ScrollViewID, by distance: Double, over duration: Double, release: Release, midway: (() -> Void)? = nil) {
            // No list to drag in empty pages content.
            if view == .content, isPages, (browser.state.geometry?.contentViewCount ?? 0) == 0 { return }
            let page = pageInView()
            let (place, role, vertical): (WebTouchPlace, ScrollRole?, Bool)
            switch view {
            case .content: (place, role, vertical) = (.list(page: page), .content(page: page), true)
            case .pages: (place, role, vertical) = (.list(page: page), .pages, false)
            case .pager: (place, role, vertical) = (.strip, .pager, false)
            case .header: return  // (`dragHeader`: the generator's header drags)
            }
            browser.drag(place, scrolling: role, vertical: vertical, by: distance, over: duration, hold: release == .hold, midway: midway)
        }
        for (index, action) in actions.enumerated() {
            // Every fourth action, the element is moved right after it (mid-fling, mid-settle,
            // mid-animation as the action leaves it): a framework re-adding the node.
            defer { if index % 4 == 3 { browser.remount() } }
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
                let (place, role): (WebTouchPlace, ScrollRole?) =
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
        return browser
    }
}
