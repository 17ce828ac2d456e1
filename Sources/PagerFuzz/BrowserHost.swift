// A browser for the web edge to run on, simulated: Chromium's scrollers under touch as
// docs/WEB-SCROLL.md measured them (cited by section), or Gecko's or WebKit's differences
// (`BrowserEngine`); the element's calls to the module as web/scrollpager.js makes them.
// `fuzz --via-web` plays its sessions here, through the same `PagerWebScreen` the element runs;
// the DOM this browser holds is read back against the module's model after every frame.
import PagerCore
import PagerKit
import PagerSimulator

/// One screen of `<scroll-pager>` in a simulated Chromium: 60 frames a second, touch input,
/// scroll events, `scrollend`, the browser's fling and snap settle, and the element's writes.
final class BrowserHost {
    /// The web edge the element runs.
    let screen = PagerWebScreen()
    /// The page's clock (s).
    private(set) var now = 0.0
    /// The screen's events and records, in order.
    private(set) var events: [PagerEvent] = []
    private(set) var records: [PagerRecord] = []
    /// The first frame whose DOM differs from the module's model (`nil`: none so far).
    private(set) var mismatch: String?
    /// Frames read back against the model.
    private(set) var framesChecked = 0

    /// WEB-SCROLL's setup: a 60 Hz frame clock (§8), device pixel ratio 3.
    static let frameInterval = 1.0 / 60
    static let pixelScale = 3.0
    /// §1: the first 15 px of a touch choose the scroller and scroll nothing.
    static let slop = 15.0
    /// How fast the browser's fling dies (s): a 1,875 px/s lift coasts about 650 px (§1).
    static let flingTimeConstant = 0.35
    /// §2: the snap settle's length (s).
    static let settleDuration = 0.2

    private var scrollers: [PagerScrollRole: DOMScroller] = [:]
    /// The roles in the order they joined (a frame's scroll events go in this order).
    private var roles: [PagerScrollRole] = []
    /// Scroll events and `scrollend`s the next rendering update dispatches.
    private var scrollsDue: [PagerScrollRole] = []
    private var endsDue: [(role: PagerScrollRole, frame: Int)] = []
    /// `stopFling`'s two frames of `overflow: hidden`, then `webFlingStopped`.
    private var flingStops: [(role: PagerScrollRole, frame: Int)] = []
    private var frameCount = 0
    private var finger: Finger?
    private var pageFrames: [Int: PagerScreenRect] = [:]
    private var underline: PagerScreenRect?
    private var pulls: [Int: Double] = [:]
    private(set) var layout: PagerLayout
    private let isPages: Bool
    /// A page written right to left (`dir="rtl"`): the element lays the strip and the pages
    /// out left to right with mirrored frames, so their `scrollLeft` is the reducer's offset
    /// measured from the other end (docs/Web.md); the edge mirrors it.
    let rightToLeft: Bool

    /// A scroller as the DOM holds it.
    struct DOMScroller {
        var position = 0.0
        var clientLength = 0.0
        var contentLength = 0.0
        var spacerTop = 0.0
        var spacerBottom = 0.0
        /// The pages container: a CSS snap container, snapping unless the edge turned it off.
        var snaps = false
        var snapping = true
        var motion: Motion?
        var maxPosition: Double { max(0, spacerTop + contentLength + spacerBottom - clientLength) }
    }

    /// What the browser moves a scroller by itself.
    enum Motion {
        /// A fling at `velocity` px/s (§1, §3).
        case fling(velocity: Double)
        /// A snap settle (§2), eased out.
        case settle(from: Double, to: Double, start: Double)
    }

    /// The finger down: where it landed, the scroller the browser latched (§2), how far it
    /// travelled along that scroller's axis (in its offset's direction) and what it scrolled.
    struct Finger {
        var place: PagerWebTouchPlace
        var role: PagerScrollRole?
        var vertical: Bool
        var travel = 0.0
        var scrolled = 0.0
        var lastMove = 0.0
        var startPosition = 0.0
    }

    /// The engine whose scrollers this browser has where they differ (WEB-ENGINES §E): its
    /// page tells the module whether `scrollend` comes (`PagerWebScreen.firesScrollEnd`), no more.
    let engine: BrowserEngine
    /// Each `scrollend` due in this frame comes again in the next (`BrowserEngine.doublesScrollEnd`).
    private var repeatedEnds: [PagerScrollRole] = []

    /// A screen of `layout` opened as the element opens it (`#layout`'s first pass), with the
    /// plant hook `plant`, on a page written right to left if `rightToLeft`, in a browser
    /// whose scrollers differ from Chromium's as `engine`'s do.
    init(_ layout: PagerLayout, plant: Plant = Plant(), rightToLeft: Bool = false, engine: BrowserEngine = .chromium) {
        self.layout = layout
        self.rightToLeft = rightToLeft
        self.engine = engine
        isPages = layout.content.isPages
        screen.plant = plant
        screen.firesScrollEnd = engine.firesScrollEnd
        screen.onUpdate = { [unowned self] update, _ in
            events += update.events
            records += update.records
        }
        screen.setPixelScale(Self.pixelScale)
        if screen.connect(at: now) != .build { mismatch = "the element's first connect built nothing" }
        join(.tabStrip, DOMScroller(clientLength: layout.viewport.width))
        screen.attachStrip(viewportLength: layout.viewport.width, at: now)
        let geometry = PagerLayoutGeometry(layout)
        if isPages {
            join(.pages, DOMScroller(snaps: true))
            screen.attachPages(position: 0, at: now)
            for k in 0..<(geometry?.contentViewCount ?? 0) {
                let length = Self.appContentLength(layout, page: k, geometry)
                join(.content(page: k), DOMScroller(contentLength: length))
                screen.attachList(page: k, viewportLength: 0, contentLength: length, at: now)
            }
        } else {
            let length = geometry?.contentHeight(ofView: 0) ?? 0
            join(.content(page: 0), DOMScroller(clientLength: layout.viewport.height, contentLength: length))
            screen.attachList(page: 0, viewportLength: layout.viewport.height, contentLength: length, isDocument: true, at: now)
        }
        laidOut()
    }

    /// What the page measures of list `page`'s content: a page's own height (the edge pads a
    /// short one: SPEC §1 `adjustContentSize`), the sections' C.
    private static func appContentLength(_ layout: PagerLayout, page: Int, _ geometry: PagerLayoutGeometry?) -> Double {
        if case .pages(let pages, _) = layout.content, pages.indices.contains(page) { return pages[page].contentHeight }
        return geometry?.contentHeight(ofView: page) ?? 0
    }

    private func join(_ role: PagerScrollRole, _ scroller: DOMScroller) {
        scrollers[role] = scroller
        roles.append(role)
    }

    /// The reducer's state.
    var state: PagerState { screen.state }

    /// The DOM position of `role`'s scroller.
    func position(_ role: PagerScrollRole) -> Double? { scrollers[role]?.position }

    /// Whether nothing moves: no finger, no motion of the browser's, nothing due, no frames wanted.
    var isAtRest: Bool {
        finger == nil && !scrollers.values.contains { $0.motion != nil } && scrollsDue.isEmpty && endsDue.isEmpty && repeatedEnds.isEmpty
            && flingStops.isEmpty && !screen.wantsFrames
    }

    // MARK: The element's calls

    /// The element's `#layout` after a resize or a change of content size: the strip's and
    /// the lists' lengths, then the layout.
    func relayout(_ layout: PagerLayout) {
        self.layout = layout
        screen.resized(.tabStrip, viewportLength: layout.viewport.width)
        scrollers[.tabStrip]?.clientLength = layout.viewport.width
        let geometry = PagerLayoutGeometry(layout)
        if isPages {
            for k in 0..<(geometry?.contentViewCount ?? 0) where scrollers[.content(page: k)] != nil {
                let length = Self.appContentLength(layout, page: k, geometry)
                scrollers[.content(page: k)]?.contentLength = length
                screen.contentResized(page: k, length: length, at: now)
            }
        } else {
            let length = geometry?.contentHeight(ofView: 0) ?? 0
            scrollers[.content(page: 0)]?.clientLength = layout.viewport.height
            scrollers[.content(page: 0)]?.contentLength = length
            screen.resized(.content(page: 0), viewportLength: layout.viewport.height)
            screen.contentResized(page: 0, length: length, at: now)
        }
        carryOut()
        laidOut()
        // §7: an idle snap container is re-snapped at once.
        if var pages = scrollers[.pages], finger == nil, pages.motion == nil, pages.snapping, pages.clientLength > 0 {
            let snapped = Self.nearestPage(pages.position, pages)
            if snapped != pages.position {
                pages.position = snapped
                scrollers[.pages] = pages
                scrollsDue.append(.pages)
                endsDue.append((.pages, frameCount + 1))
            }
        }
    }

    private func laidOut() {
        screen.layout(layout, stripHeight: layout.header.barHeight, rightToLeft: rightToLeft, reducesMotion: false, at: now)
        carryOut()
    }

    // MARK: Gestures

    /// A drag of `role`'s scroller (or of the header: `role` nil, `place` `.header`) by
    /// `distance` of offset over `duration`, one touch move a frame, then a lift (`hold`: the
    /// finger rests 0.1 s first). `midway` runs after the middle move (a layout under the finger).
    func drag(
        _ place: PagerWebTouchPlace, scrolling role: PagerScrollRole?, vertical: Bool, by distance: Double, over duration: Double, hold: Bool,
        midway: (() -> Void)? = nil
    ) {
        let moves = max(1, Int((duration / Self.frameInterval).rounded()))
        frame {
            self.touchStart(place, scrolling: role, vertical: vertical)
        }
        for i in 1...moves {
            frame { self.moveFinger(to: distance * Double(i) / Double(moves)) }
            if i == moves / 2 { midway?() }
        }
        if hold {
            for _ in 0..<6 { frame { self.finger?.lastMove = 0 } }
        }
        frame { self.lift() }
    }

    /// A tap on tab `index`: touch down and up on the strip, then the click the element
    /// handles (a tap on the selected tab of a scrolled list is the scroll-to-top convention).
    func tapTab(_ index: Int) {
        frame {
            self.touchStart(.strip, scrolling: nil, vertical: false)
            self.lift()
            let list = self.isPages ? PagerScrollRole.content(page: index) : .content(page: 0)
            if index == self.state.selected, (self.scrollers[list]?.position ?? 0) > 0 {
                self.screen.scrollToTop(at: self.now)
            } else {
                self.screen.tapTab(index, at: self.now)
            }
            self.carryOut()
        }
    }

    /// A framework moves the element (removed, then put back where it was): its scrollers'
    /// boxes go, so whatever moved them stops and each comes back at position 0, and the
    /// events due to the element's listeners are never heard. The element asks the edge what
    /// to do as it leaves and returns (a second build would stack a second chrome), then lays
    /// the screen out and carries out what comes back; the frames after are read against the
    /// model as any.
    func remount() {
        frame {
            self.screen.disconnect(at: self.now)
            for role in self.roles {
                self.scrollers[role]?.motion = nil
                self.scrollers[role]?.position = 0
            }
            self.scrollsDue.removeAll()
            self.endsDue.removeAll()
            self.repeatedEnds.removeAll()
            self.finger = nil
            switch self.screen.connect(at: self.now) {
            case .resume: break
            case .build: self.mismatch = self.mismatch ?? "a second chrome: the element was built again when it came back"
            case .none: self.mismatch = self.mismatch ?? "the element came back to a screen that never left"
            }
            self.relayout(self.layout)
        }
    }

    /// The element leaves the page for good (an SPA's route away, a panel closed), whatever
    /// moves: it tells the edge as it leaves (`disconnect`) and never returns. Its page's frames
    /// go on (`leftFor(_:)`) with nothing of it heard.
    func removeForGood() {
        frame {
            self.screen.disconnect(at: self.now)
            for role in self.roles { self.scrollers[role]?.motion = nil }
            self.scrollsDue.removeAll()
            self.endsDue.removeAll()
            self.repeatedEnds.removeAll()
            self.flingStops.removeAll()
            self.finger = nil
        }
    }

    /// `seconds` of the page's frames after `removeForGood()`: the element's animation frame
    /// may still come (it asks the edge whether it wants frames, as the element does), and
    /// whatever the edge gives it is a problem — a write to a removed element, an event or a
    /// record of its screen. A description of the first, or nil.
    func leftFor(_ seconds: Double) -> String? {
        let events = self.events.count
        for _ in 0..<max(1, Int((seconds / Self.frameInterval).rounded())) {
            now += Self.frameInterval
            if screen.wantsFrames { screen.frame(at: now) }
            let writes = screen.takeWrites(), news = screen.takeNews()
            if !writes.isEmpty { return "the removed element was written to at t \(now): \(writes[0])" }
            if !news.isEmpty { return "the removed element fired \(news.count) events at t \(now)" }
            if self.events.count != events { return "the removed element's screen took \(self.events.count - events) events at t \(now)" }
        }
        return nil
    }

    /// The page's clock reaches `t`: frames while anything moves or is wanted, else time
    /// passes with nothing to do (a second element beside the session's, at rest most of it).
    func catchUp(to t: Double) {
        while now + Self.frameInterval <= t {
            if isAtRest {
                now = t
                return
            }
            frame {}
        }
    }

    /// The app selects tab `index` (`select(index)`), animated.
    func select(_ index: Int) {
        frame {
            self.screen.select(index, animated: true, at: self.now)
            self.carryOut()
        }
    }

    /// The Home key: the scroll-to-top convention.
    func pressHome() {
        frame {
            self.screen.scrollToTop(at: self.now)
            self.carryOut()
        }
    }

    /// Time passes, `seconds` of frames.
    func wait(_ seconds: Double) {
        for _ in 0..<max(0, Int((seconds / Self.frameInterval).rounded())) { frame {} }
    }

    /// Frames until everything rests (at most `seconds`); whether it did.
    @discardableResult
    func settle(within seconds: Double) -> Bool {
        var left = Int(seconds / Self.frameInterval)
        while !isAtRest, left > 0 {
            frame {}
            left -= 1
        }
        return isAtRest
    }

    private func touchStart(_ place: PagerWebTouchPlace, scrolling role: PagerScrollRole?, vertical: Bool) {
        let start = role.flatMap { scrollers[$0]?.position } ?? 0
        finger = Finger(place: place, role: role, vertical: vertical, startPosition: start)
        screen.touchStart(place, at: now)
        carryOut()
        // §2, §3: a touch stops a fling of the scroller under it (its `scrollend` follows),
        // not a snap settle.
        var under = role.map { [$0] } ?? []
        if case .list(let page) = place { under.append(.content(page: page)) }
        for role in under {
            guard case .fling? = scrollers[role]?.motion else { continue }
            scrollers[role]?.motion = nil
            endsDue.append((role, frameCount + 1))
        }
    }

    /// The finger moves to `travel` of offset from where it landed: `touchmove`, and the
    /// latched scroller follows it less the slop (§1: the content trails, never jumps).
    private func moveFinger(to travel: Double) {
        guard var touch = finger else { return }
        touch.lastMove = travel - touch.travel
        touch.travel = travel
        // The finger moves against the offset.
        screen.touchMoved(dx: touch.vertical ? 0 : -travel, dy: touch.vertical ? -travel : 0, at: now)
        carryOut()
        if let role = touch.role, var scroller = scrollers[role] {
            let scrolled = abs(travel) > Self.slop ? travel - (travel > 0 ? Self.slop : -Self.slop) : 0
            let target = held(scroller.position + scrolled - touch.scrolled, scroller)
            touch.scrolled = scrolled
            if target != scroller.position {
                scroller.position = target
                scrollers[role] = scroller
                scrollsDue.append(role)
            }
        }
        finger = touch
    }

    /// The finger lifts: `touchend`, then the browser's fling, snap settle or `scrollend`.
    private func lift() {
        guard let touch = finger else { return }
        finger = nil
        screen.touchEnd(at: now)
        carryOut()
        guard let role = touch.role, var scroller = scrollers[role], touch.scrolled != 0 else { return }
        let velocity = touch.lastMove / Self.frameInterval
        if scroller.snaps {
            // §2 under `scroll-snap-stop: always`: a flick goes one page on from where the drag
            // began; a slow drag to the page past the half-page point.
            let width = max(scroller.clientLength, 1)
            let startPage = (touch.startPosition / width).rounded()
            let target =
                abs(velocity) >= 100
                ? min(max(startPage + (velocity > 0 ? 1 : -1), 0), (scroller.maxPosition / width).rounded()) * width
                : Self.nearestPage(scroller.position, scroller)
            if target != scroller.position {
                scroller.motion = .settle(from: scroller.position, to: target, start: now)
                scrollers[role] = scroller
                return
            }
        } else if abs(velocity) >= PagerWebScreen.flingThreshold {
            scroller.motion = .fling(velocity: velocity)
            scrollers[role] = scroller
            return
        }
        // §1: no momentum, `scrollend` in the frame of the `touchend`.
        endsDue.append((role, frameCount))
    }

    // MARK: Frames

    /// One frame: its input (`input`: touch events, a click), the browser's motions, the
    /// scroll events, the `scrollend`s due, then the animation frame (§8's order), and the
    /// DOM read back against the model.
    private func frame(_ input: () -> Void) {
        now += Self.frameInterval
        frameCount += 1
        input()
        for role in roles { advance(role) }
        let scrolls = scrollsDue
        scrollsDue.removeAll()
        for role in roles where scrolls.contains(role) {
            guard let position = scrollers[role]?.position else { continue }
            screen.scrolled(role, to: position, at: now)
            carryOut()
        }
        let due = repeatedEnds + endsDue.filter { $0.frame <= frameCount }.map(\.role)
        repeatedEnds = engine.doublesScrollEnd ? endsDue.filter { $0.frame <= frameCount }.map(\.role) : []
        endsDue.removeAll { $0.frame <= frameCount }
        for role in due where engine.firesScrollEnd {
            screen.scrollEnded(role, at: now)
            carryOut()
        }
        let stops = flingStops.filter { $0.frame <= frameCount }
        flingStops.removeAll { $0.frame <= frameCount }
        if screen.wantsFrames {
            screen.frame(at: now)
            carryOut()
        }
        for stop in stops {
            screen.flingStopped(stop.role, at: now)
            carryOut()
        }
        check()
    }

    /// The browser moves `role` on by a frame.
    private func advance(_ role: PagerScrollRole) {
        guard var scroller = scrollers[role], let motion = scroller.motion else { return }
        let before = scroller.position
        switch motion {
        case .fling(let velocity):
            let next = velocity * Self.fadeFactor
            scroller.position = held(scroller.position + next * Self.frameInterval, scroller)
            let atBound = scroller.position <= 0 || scroller.position >= scroller.maxPosition
            if abs(next) < 10 || atBound {
                scroller.motion = nil
                endsDue.append((role, frameCount + 1))  // §8: in a later frame of its own
            } else {
                scroller.motion = .fling(velocity: next)
            }
        case .settle(let from, let to, let start):
            let linear = min(1, (now - start) / Self.settleDuration)
            let left = 1 - linear
            scroller.position = held(linear >= 1 ? to : from + (to - from) * (1 - left * left * left), scroller)
            if linear >= 1 {
                scroller.motion = nil
                endsDue.append((role, frameCount))  // §2: with the last move, in the same task
            }
        }
        scrollers[role] = scroller
        if scroller.position != before { scrollsDue.append(role) }
    }

    private static let fadeFactor = 1 / (1 + frameInterval / flingTimeConstant)

    // MARK: The element's writes

    private func carryOut() {
        for write in screen.takeWrites() {
            switch write {
            case .scrollTo(let role, let value): scrollTo(role, value)
            case .spacers(let page, let top, let bottom):
                scrollers[.content(page: page)]?.spacerTop = top
                scrollers[.content(page: page)]?.spacerBottom = bottom
            case .stopFling(let role):
                // §3: `overflow: hidden` for two frames; the fling moves one more frame.
                if case .fling(let velocity)? = scrollers[role]?.motion {
                    scrollers[role]?.motion = nil
                    if var scroller = scrollers[role] {
                        scroller.position = held(scroller.position + velocity * Self.frameInterval, scroller)
                        scrollers[role] = scroller
                        scrollsDue.append(role)
                    }
                    endsDue.append((role, frameCount + 3))
                }
                flingStops.append((role, frameCount + 2))
            case .pull(let page, let distance): pulls[page] = distance
            case .underline(let frame): underline = frame
            case .strip(let frames): scrollers[.tabStrip]?.contentLength = frames.contentWidth
            case .pagesFrame(let frame): scrollers[.pages]?.clientLength = frame.width
            case .pageFrame(let page, let frame):
                pageFrames[page] = frame
                scrollers[.content(page: page)]?.clientLength = frame.height
                scrollers[.pages]?.contentLength = pageFrames.values.map { $0.x + $0.width }.max() ?? 0
            case .snapping(let on): scrollers[.pages]?.snapping = on
            case .header: break
            }
        }
        clampAll()
    }

    /// An instant write (§3): read back at once; one `scroll` and one `scrollend` in the next
    /// rendering update; the current value fires nothing. A running fling or snap settle is
    /// shifted, not stopped (§2, §3), or cancelled where the engine's writes cancel motion (it
    /// rests at the written value); an idle snapping container snaps in the same task (§2).
    private func scrollTo(_ role: PagerScrollRole, _ value: Double) {
        guard var scroller = scrollers[role] else { return }
        let old = scroller.position
        var target = held(value, scroller)
        if scroller.snaps, scroller.snapping, scroller.motion == nil, finger == nil { target = Self.nearestPage(target, scroller) }
        guard target != old else { return }
        scroller.position = target
        if engine.writeCancelsMotion, scroller.motion != nil {
            scroller.motion = nil
        } else if case .settle(let from, let to, let start)? = scroller.motion {
            scroller.motion = .settle(from: from + target - old, to: to + target - old, start: start)
        }
        scrollers[role] = scroller
        scrollsDue.append(role)
        endsDue.append((role, frameCount + 1))
    }

    /// Within the scroller's range, on the device pixel grid (as `PagerWebScroller.held`).
    private func held(_ value: Double, _ scroller: DOMScroller) -> Double {
        let clamped = min(max(value, 0), scroller.maxPosition)
        return Double(Float(clamped * Self.pixelScale)).rounded() / Self.pixelScale
    }

    private static func nearestPage(_ position: Double, _ scroller: DOMScroller) -> Double {
        guard scroller.clientLength > 0 else { return position }
        return min((position / scroller.clientLength).rounded() * scroller.clientLength, scroller.maxPosition)
    }

    /// A write (a spacer, a frame) or a resize may leave a scroller past its new end: the
    /// browser clamps it at once, and fires `scroll` at the next frame.
    private func clampAll() {
        for role in roles {
            guard var scroller = scrollers[role], scroller.position > scroller.maxPosition else { continue }
            scroller.position = held(scroller.position, scroller)
            scrollers[role] = scroller
            scrollsDue.append(role)
        }
    }

    // MARK: The check

    /// The DOM against the model of the latest record (the harness's per-frame check): the
    /// list in view's `scrollTop` less its pull, the strip's and the pages container's
    /// `scrollLeft`, and the underline unless it slides; within 0.5 px.
    private func check() {
        guard let record = records.last, let geometry = state.geometry else { return }
        framesChecked += 1
        guard mismatch == nil else { return }
        let model = PagerWebScreenModel(record: record, geometry: geometry, rightToLeft: rightToLeft)
        let page = isPages ? model.page : 0
        var seen: [(String, Double, Double)] = []
        if let list = scrollers[.content(page: page)] { seen.append(("scrollTop", list.position - (pulls[page] ?? 0), model.scrollTop)) }
        if let strip = scrollers[.tabStrip] { seen.append(("stripScrollLeft", strip.position, model.stripScrollLeft)) }
        if let pages = scrollers[.pages] { seen.append(("pagesScrollLeft", pages.position, model.pagesScrollLeft)) }
        if model.hasUnderline, !screen.isSliding.underline, let underline {
            seen.append(("underlineX", underline.x, model.underlineX))
            seen.append(("underlineWidth", underline.width, model.underlineWidth))
        }
        if let (key, dom, expected) = seen.first(where: { abs($0.1 - $0.2) > 0.5 }) {
            mismatch = "frame \(frameCount) (t = \(now)): the DOM's \(key) is \(dom), the model's \(expected)"
        }
    }

    /// At rest: every motion of the browser's ended (its `scrollend`, or where none comes the
    /// edge's own end), and the pages container on a page, the one the model has current.
    var restProblem: String? {
        for role in roles where screen.scroller(role)?.isDecelerating == true {
            return "\(role) still decelerates: its motion never ended"
        }
        guard let pages = scrollers[.pages], pages.clientLength > 0, let record = records.last else { return nil }
        let page = pages.position / pages.clientLength
        if abs(page - page.rounded()) * pages.clientLength > 0.5 {
            return "the pages container rests at scrollLeft \(pages.position), between pages \(pages.clientLength) px wide"
        }
        let shown = modelPage(ofDOMPage: Int(page.rounded()))
        if shown != record.page, pages.maxPosition > 0 {
            return "the pages container rests on page \(shown), the model's page is \(record.page)"
        }
        return nil
    }

    /// The page of the reducer's that the pages container shows at its `domPage`th page from
    /// its left: the same, or right to left the same counted from the other end.
    func modelPage(ofDOMPage domPage: Int) -> Int {
        guard rightToLeft, let pages = scrollers[.pages], pages.clientLength > 0 else { return domPage }
        return Int((pages.maxPosition / pages.clientLength).rounded()) - domPage
    }
}
