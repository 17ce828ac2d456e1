// The web element's part of pager.wasm's C ABI: `PagerWebScreen` (PagerKit) behind plain functions
// of numbers for web/scrollpager.js. (The ABI's reducer part and its conventions:
// PagerWasm.swift.)

import PagerCore
import PagerKit
import TraceCodec

// A pager on the browser's own scrollers: `PagerWebScreen` (PagerKit, Linux-tested) takes the
// page's raw events and answers with DOM writes. A page holds many: each element's screen is
// a handle (`pager_web_create`), which every other `pager_web_*` function of a screen takes
// first. Roles cross as (kind, page): kind 0 a list
// (page `page`), 1 the pages container, 2 the tab strip. Writes cross as 8 numbers each
// (`pager_web_writes`): [kind, role kind, page, a, b, c, d, e].

/// One `<scroll-pager>` of the page: its screen and what the module recorded of it.
struct WebSession {
    /// The element's screen.
    let screen: PagerWebScreen
    /// Whether its events, records and inputs are kept (`pager_web_record`): off by default,
    /// so that a page's long session holds nothing more than its screen.
    var isRecording = false
    /// The latest record, kept or not (the model the page reads back: `pager_web_model`).
    var latest: PagerRecord?
    /// Its events, in order (the session's events trace), and their records.
    var events: [PagerEvent] = []
    var records: [PagerRecord] = []
    /// The driver's inputs, in order (the session's callbacks file: `trace-replay drive`).
    var inputs: [PagerRecordedCallback] = []
}

/// The page's screens by handle (`pager_web_create`); `nil`: destroyed. Each session's
/// recording is appended through the handle from the screen's callbacks, which run while
/// the screen is called: the screen is a class, read out of its slot, so no access to the
/// table overlaps another.
nonisolated(unsafe) var webSessions: [WebSession?] = []
/// The writes taken by the last `pager_web_take_writes`, 8 numbers each (read at once).
nonisolated(unsafe) var webWrites: [Double] = []
/// The screen model of the latest record (`pager_web_model`), 13 numbers.
nonisolated(unsafe) var webModel = [Double](repeating: 0, count: WebABI.ModelField.allCases.count)

/// The screen of handle `handle`, if it is alive (a handle is the page's own: anything else
/// is ignored, never a trap that would stop every other screen of the module).
func webScreen(_ handle: Int32) -> PagerWebScreen? {
    let k = Int(handle)
    return k >= 0 && k < webSessions.count ? webSessions[k]?.screen : nil
}

func webRole(_ kind: Int32, _ page: Int32) -> PagerScrollRole {
    switch Int(kind) {
    case WebABI.number(WebABI.Role.pages): return .pages
    case WebABI.number(WebABI.Role.strip): return .tabStrip
    default: return .content(page: Int(page))
    }
}

/// A role as it crosses: its kind's number (`WebABI.Role`) and its page.
func webRoleNumbers(_ role: PagerScrollRole) -> (Double, Double) {
    switch role {
    case .content(let page): return (Double(WebABI.number(WebABI.Role.list)), Double(page))
    case .pages: return (Double(WebABI.number(WebABI.Role.pages)), 0)
    case .tabStrip: return (Double(WebABI.number(WebABI.Role.strip)), 0)
    }
}

/// A new screen for one element (restored from nothing): its handle, which every other
/// `pager_web_*` function takes first. A destroyed screen's slot is used again.
@_cdecl("pager_web_create")
public func pagerWebCreate() -> Int32 {
    let slot = webSessions.firstIndex { $0 == nil } ?? webSessions.count
    if slot == webSessions.count { webSessions.append(nil) }
    let screen = PagerWebScreen()
    screen.onInput = { input in
        if webSessions[slot]?.isRecording == true { webSessions[slot]?.inputs.append(input) }
    }
    screen.onUpdate = { update, _ in
        if let last = update.records.last { webSessions[slot]?.latest = last }
        guard webSessions[slot]?.isRecording == true else { return }
        webSessions[slot]?.events += update.events
        webSessions[slot]?.records += update.records
    }
    webSessions[slot] = WebSession(screen: screen)
    return Int32(slot)
}

/// Keeps (`on` ≠ 0) or stops keeping the screen's events, records and inputs from now on
/// (the element's `recording` attribute: on before the first layout, the whole session).
@_cdecl("pager_web_record")
public func pagerWebRecord(_ handle: Int32, _ on: Int32) {
    guard webScreen(handle) != nil else { return }
    webSessions[Int(handle)]!.isRecording = on != 0
}

/// The element is gone for good (the page's finalizer): its screen and recording go.
@_cdecl("pager_web_destroy")
public func pagerWebDestroy(_ handle: Int32) {
    guard webScreen(handle) != nil else { return }
    webSessions[Int(handle)] = nil
}

/// The element joined the document (`PagerWebScreen.connect(at:)`): 1 build the screen, 2 resume
/// it (listen and lay out again: the writes put it back), 0 nothing.
@_cdecl("pager_web_connect")
public func pagerWebConnect(_ handle: Int32, _ t: Double) -> Int32 { webScreen(handle)?.connect(at: t).rawValue ?? 0 }

/// The element left the document (`PagerWebScreen.disconnect(at:)`).
@_cdecl("pager_web_disconnect")
public func pagerWebDisconnect(_ handle: Int32, _ t: Double) { webScreen(handle)?.disconnect(at: t) }

/// Page `page`'s list joins: `viewport` its clientHeight, `content` the app's content
/// height, `position` its scrollTop; `document` ≠ 0 for the document's scroller.
@_cdecl("pager_web_attach_list")
public func pagerWebAttachList(_ handle: Int32, _ page: Int32, _ viewport: Double, _ content: Double, _ position: Double, _ document: Int32, _ t: Double) {
    webScreen(handle)?.attachList(page: Int(page), viewportLength: viewport, contentLength: content, position: position, isDocument: document != 0, at: t)
}

/// Page `page`'s list leaves (its page was removed from the document).
@_cdecl("pager_web_detach_list")
public func pagerWebDetachList(_ handle: Int32, _ page: Int32, _ t: Double) { webScreen(handle)?.detachList(page: Int(page), at: t) }

@_cdecl("pager_web_attach_strip")
public func pagerWebAttachStrip(_ handle: Int32, _ viewport: Double, _ t: Double) { webScreen(handle)?.attachStrip(viewportLength: viewport, at: t) }

/// The pages container joins (`pages` content), at scrollLeft `position`.
@_cdecl("pager_web_attach_pages")
public func pagerWebAttachPages(_ handle: Int32, _ position: Double, _ t: Double) { webScreen(handle)?.attachPages(position: position, at: t) }

@_cdecl("pager_web_pixel_scale")
public func pagerWebPixelScale(_ handle: Int32, _ scale: Double) { webScreen(handle)?.setPixelScale(scale) }

/// Whether the browser fires `scrollend` (`'onscrollend' in window`): 0 where it does not
/// (WebKit), whose motions the edge ends when they stay still (`PagerWebScreen.firesScrollEnd`).
@_cdecl("pager_web_fires_scroll_end")
public func pagerWebFiresScrollEnd(_ handle: Int32, _ fires: Int32) { webScreen(handle)?.firesScrollEnd = fires != 0 }

/// A scroller's clientHeight (a list) or clientWidth (the strip, the pages) is `length` now.
@_cdecl("pager_web_resized")
public func pagerWebResized(_ handle: Int32, _ kind: Int32, _ page: Int32, _ length: Double) {
    webScreen(handle)?.resized(webRole(kind, page), viewportLength: length)
}

/// The layout built with `pager_layout_*` is the screen's now; `listOrigin`: where a sections
/// screen's list starts in the document (its top spacer's top: the body's margin), else 0.
@_cdecl("pager_web_layout")
public func pagerWebLayout(
    _ handle: Int32, _ stripHeight: Double, _ rightToLeft: Int32, _ reducesMotion: Int32, _ listOrigin: Double, _ t: Double
) {
    let b = building
    let content: PagerContent =
        b.isPages
        ? .pages(b.pages, adjustContentSize: b.adjustContentSize)
        : .sections(b.sections, selection: b.selection, window: b.window, footerHeight: b.footerHeight)
    let layout = PagerLayout(viewport: b.viewport, header: b.header, pager: b.pager, content: content)
    webScreen(handle)?.layout(
        layout, stripHeight: stripHeight, rightToLeft: rightToLeft != 0, reducesMotion: reducesMotion != 0,
        listOrigin: listOrigin.isFinite ? listOrigin : 0, at: t)
}

/// A finger lands: `place` 0 a list (page `page`), 1 the header, 2 the strip.
@_cdecl("pager_web_touch_start")
public func pagerWebTouchStart(_ handle: Int32, _ place: Int32, _ page: Int32, _ t: Double) {
    let where_: PagerWebTouchPlace =
        switch Int(place) {
        case WebABI.number(WebABI.Place.header): .header
        case WebABI.number(WebABI.Place.strip): .strip
        default: .list(page: Int(page))
        }
    webScreen(handle)?.touchStart(where_, at: t)
}

/// The finger moved by (dx, dy) from where it landed (a drag of a pages screen's header).
@_cdecl("pager_web_touch_moved")
public func pagerWebTouchMoved(_ handle: Int32, _ dx: Double, _ dy: Double, _ t: Double) { webScreen(handle)?.touchMoved(dx: dx, dy: dy, at: t) }

@_cdecl("pager_web_scrolled")
public func pagerWebScrolled(_ handle: Int32, _ kind: Int32, _ page: Int32, _ position: Double, _ t: Double) {
    webScreen(handle)?.scrolled(webRole(kind, page), to: position, at: t)
}

@_cdecl("pager_web_touch_end")
public func pagerWebTouchEnd(_ handle: Int32, _ t: Double) { webScreen(handle)?.touchEnd(at: t) }

@_cdecl("pager_web_scroll_ended")
public func pagerWebScrollEnded(_ handle: Int32, _ kind: Int32, _ page: Int32, _ t: Double) { webScreen(handle)?.scrollEnded(webRole(kind, page), at: t) }

@_cdecl("pager_web_fling_stopped")
public func pagerWebFlingStopped(_ handle: Int32, _ kind: Int32, _ page: Int32, _ t: Double) { webScreen(handle)?.flingStopped(webRole(kind, page), at: t) }

@_cdecl("pager_web_frame")
public func pagerWebFrame(_ handle: Int32, _ t: Double) { webScreen(handle)?.frame(at: t) }

@_cdecl("pager_web_wants_frames")
public func pagerWebWantsFrames(_ handle: Int32) -> Int32 { webScreen(handle)?.wantsFrames == true ? 1 : 0 }

@_cdecl("pager_web_tap")
public func pagerWebTap(_ handle: Int32, _ index: Int32, _ t: Double) { webScreen(handle)?.tapTab(Int(index), at: t) }

@_cdecl("pager_web_select")
public func pagerWebSelect(_ handle: Int32, _ index: Int32, _ animated: Int32, _ t: Double) {
    webScreen(handle)?.select(Int(index), animated: animated != 0, at: t)
}

@_cdecl("pager_web_scroll_to_top")
public func pagerWebScrollToTop(_ handle: Int32, _ t: Double) { webScreen(handle)?.scrollToTop(at: t) }

@_cdecl("pager_web_content_resized")
public func pagerWebContentResized(_ handle: Int32, _ page: Int32, _ length: Double, _ t: Double) {
    webScreen(handle)?.contentResized(page: Int(page), length: length, at: t)
}

@_cdecl("pager_web_rows_changed")
public func pagerWebRowsChanged(_ handle: Int32, _ page: Int32, _ gap: Double, _ length: Double, _ t: Double) {
    webScreen(handle)?.rowsChanged(page: Int(page), gap: gap, length: length, at: t)
}

/// The selected tab (−1: none).
@_cdecl("pager_web_selected")
public func pagerWebSelected(_ handle: Int32) -> Int32 { webScreen(handle)?.state.selected.map(Int32.init) ?? -1 }

/// Takes the DOM writes made since the last call into `pager_web_writes`; returns their count.
/// Kinds: 0 scrollTo (a: position), 1 spacers (page; a: top, b: bottom), 2 stopFling,
/// 3 header (a: ty), 4 strip (a: content width, b: height, c: cells; then one
/// write of kind 5 per cell: page = its index, a–d its frame), 6 underline (a–d its frame),
/// 7 the pages container's frame (a–d), 8 its snapping (a: 1 on, 0 off),
/// 9 page `page`'s frame in the container (a–d), 10 page `page`'s list drawn a px below its
/// scroll position (a pull past its top).
@_cdecl("pager_web_take_writes")
public func pagerWebTakeWrites(_ handle: Int32) -> Int32 {
    webWrites.removeAll(keepingCapacity: true)
    func put(_ kind: WebABI.Write, _ role: (Double, Double), _ a: Double = 0, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0, _ e: Double = 0) {
        webWrites += [Double(WebABI.number(kind)), role.0, role.1, a, b, c, d, e]
    }
    let strip = webRoleNumbers(.tabStrip), pages = webRoleNumbers(.pages)
    func list(_ page: Int) -> (Double, Double) { webRoleNumbers(.content(page: page)) }
    for write in webScreen(handle)?.takeWrites() ?? [] {
        switch write {
        case .scrollTo(let role, let value): put(.scrollTo, webRoleNumbers(role), value)
        case .spacers(let page, let top, let bottom): put(.spacers, list(page), top, bottom)
        case .stopFling(let role): put(.stopFling, webRoleNumbers(role))
        case .header(let ty): put(.header, list(0), ty)
        case .strip(let frames):
            put(.strip, strip, frames.contentWidth, frames.height, Double(frames.cells.count))
            for (i, cell) in frames.cells.enumerated() { put(.cell, (strip.0, Double(i)), cell.x, cell.y, cell.width, cell.height) }
        case .underline(let frame): put(.underline, strip, frame.x, frame.y, frame.width, frame.height)
        case .pagesFrame(let frame): put(.pagesFrame, pages, frame.x, frame.y, frame.width, frame.height)
        case .snapping(let on): put(.snapping, pages, on ? 1 : 0)
        case .pageFrame(let page, let frame): put(.pageFrame, (pages.0, Double(page)), frame.x, frame.y, frame.width, frame.height)
        case .pull(let page, let distance): put(.pull, list(page), distance)
        }
    }
    return Int32(webWrites.count / WebABI.writeStride)
}

@_cdecl("pager_web_writes")
public func pagerWebWrites() -> UnsafeMutablePointer<Double> {
    if webWrites.isEmpty { webWrites = [0] }
    return webWrites.withUnsafeMutableBufferPointer { $0.baseAddress! }
}

/// The screen as the latest record has it (SPEC §1 through `PagerScreenFrames`, the chrome
/// translated by the record's `headerTy`), for a check that reads the DOM back: [header y,
/// header height, strip y, strip height, the
/// document list's scrollTop (offsetY + insetTop), the strip's scrollLeft (pagerX),
/// underline x, underline width, selected, has underline, the current page, the pages
/// container's scrollLeft, what slides (1: the header, 2: the underline, 3: both: drawn
/// part-way to where the record puts them)]. Right to left (`rightToLeft` ≠ 0) the horizontal ones are
/// mirrored as SPEC §1 mirrors the screen (the DOM's containers are laid out left to right):
/// scrollLeft = max − x, the underline at contentWidth − x − width. The record alone decides it,
/// not the writes. Returns 0 before a layout.
@_cdecl("pager_web_model")
public func pagerWebModel(_ handle: Int32, _ rightToLeft: Int32) -> Int32 {
    guard let web = webScreen(handle), let g = web.state.geometry else { return 0 }
    let latest = webSessions[Int(handle)]!.latest ?? record
    let m = PagerWebScreenModel(record: latest, geometry: g, rightToLeft: rightToLeft != 0)
    let sliding = web.isSliding
    func put(_ field: WebABI.ModelField, _ value: Double) { webModel[WebABI.number(field)] = value }
    put(.headerY, m.headerY)
    put(.headerHeight, m.headerHeight)
    put(.stripY, m.stripY)
    put(.stripHeight, m.stripHeight)
    put(.scrollTop, m.scrollTop)
    put(.stripScrollLeft, m.stripScrollLeft)
    put(.underlineX, m.underlineX)
    put(.underlineWidth, m.underlineWidth)
    put(.selected, Double(m.selected))
    put(.hasUnderline, m.hasUnderline ? 1 : 0)
    put(.page, Double(m.page))
    put(.pagesScrollLeft, m.pagesScrollLeft)
    put(.sliding, (sliding.header ? 1 : 0) + (sliding.underline ? 2 : 0))
    return 1
}

/// The tabs' options (issue 43), decided by `PagerTabMeasure`, `PagerIndicatorStyle` and
/// `PagerScreenNotices` (PagerKit, Linux-tested); the page only measures and draws.
nonisolated(unsafe) var webNews: [Double] = []

/// A tab's content width (`PagerTabMeasure.contentWidth(maxTitleWidth:)`): its title in the
/// normal and the selected font, its icon and its badge's pill (0: none), its title at most
/// `maxTitle` wide (NaN or not above 0: no limit), CSS px; the strip's padding is the page's
/// to add.
@_cdecl("pager_tab_width")
public func pagerTabWidth(_ title: Double, _ selectedTitle: Double, _ icon: Double, _ badge: Double, _ maxTitle: Double) -> Double {
    PagerTabMeasure(title: title, selectedTitle: selectedTitle, icon: icon, badge: badge)
        .contentWidth(maxTitleWidth: maxTitle.isFinite ? maxTitle : nil)
}

/// The longest a tab's title is shown (`PagerTabMeasure.titleLimit(maxTitleWidth:stripWidth:padding:)`):
/// the page's `maxTitle` (NaN or not above 0: none) and never so long that the tab, `padding`
/// added, is wider than its strip, `stripWidth` CSS px; NaN: no limit.
@_cdecl("pager_tab_title_limit")
public func pagerTabTitleLimit(
    _ title: Double, _ selectedTitle: Double, _ icon: Double, _ badge: Double, _ maxTitle: Double, _ stripWidth: Double, _ padding: Double
) -> Double {
    PagerTabMeasure(title: title, selectedTitle: selectedTitle, icon: icon, badge: badge)
        .titleLimit(maxTitleWidth: maxTitle.isFinite ? maxTitle : nil, stripWidth: stripWidth, padding: padding) ?? .nan
}

/// A badge's pill width for its text's width and its height (`PagerTabMeasure.badgeWidth`).
@_cdecl("pager_badge_width")
public func pagerBadgeWidth(_ textWidth: Double, _ height: Double) -> Double { PagerTabMeasure.badgeWidth(textWidth: textWidth, height: height) }

/// The strip's height for its configured `B` and its tallest tab content, CSS px
/// (`PagerTabMeasure.barHeight(configured:fittingContent:)`: the reader's text size never clips it).
@_cdecl("pager_bar_height")
public func pagerBarHeight(_ configured: Double, _ contentHeight: Double) -> Double {
    PagerTabMeasure.barHeight(configured: configured, fittingContent: contentHeight)
}

/// The space between a tab's icon, title and badge (`PagerTabMeasure.gap`), CSS px.
@_cdecl("pager_tab_gap")
public func pagerTabGap() -> Double { PagerTabMeasure.gap }

/// A tab's name as read with its badge ("Inbox, 3 new": `PagerScreenFrames.Tab.spokenTitle`):
/// the title is the input buffer's first `titleLength` bytes, the badge the next
/// `badgeLength`. Written into the text buffer; returns its length.
@_cdecl("pager_tab_spoken")
public func pagerTabSpoken(_ titleLength: Int32, _ badgeLength: Int32) -> Int32 {
    let split = Int(titleLength)
    let title = utf8String(input[0..<split]) ?? ""
    let badge = utf8String(input[split..<(split + Int(badgeLength))]) ?? ""
    return withUTF8Bytes(of: PagerScreenFrames.Tab.spokenTitle(title, badge: badge)) { written(Array($0)) }
}

/// The underline's thickness, CSS px (its corners are the page's CSS): at the next layout.
@_cdecl("pager_web_indicator")
public func pagerWebIndicator(_ handle: Int32, _ height: Double) { webScreen(handle)?.indicatorStyle = PagerIndicatorStyle(height: height) }

/// Takes what the page must tell since the last call into `pager_web_news`; returns how many.
/// Six numbers each: the tab selected (−1: unchanged), its cause (0 tap, 1 swipe, 2 scroll,
/// 3 programmatic), a swipe's from (−1: none), to and fraction, the page at rest (−1: none).
@_cdecl("pager_web_take_news")
public func pagerWebTakeNews(_ handle: Int32) -> Int32 {
    webNews.removeAll(keepingCapacity: true)
    let taken = webScreen(handle)?.takeNews() ?? []
    let stride = WebABI.NewsField.allCases.count
    for news in taken {
        let cause: WebABI.Cause?
        switch news.cause {
        case .tap: cause = .tap
        case .swipe: cause = .swipe
        case .scroll: cause = .scroll
        case .programmatic: cause = .programmatic
        case nil: cause = nil
        }
        let at = webNews.count
        webNews += [Double](repeating: 0, count: stride)
        func put(_ field: WebABI.NewsField, _ value: Double) { webNews[at + WebABI.number(field)] = value }
        put(.selected, news.selected.map(Double.init) ?? -1)
        put(.cause, cause.map { Double(WebABI.number($0)) } ?? -1)
        put(.swipeFrom, news.swipe.map { Double($0.from) } ?? -1)
        put(.swipeTo, news.swipe.map { Double($0.to) } ?? -1)
        put(.swipeFraction, news.swipe?.fraction ?? 0)
        put(.settledPage, news.settledPage.map(Double.init) ?? -1)
    }
    return Int32(taken.count)
}

@_cdecl("pager_web_news")
public func pagerWebNews() -> UnsafeMutablePointer<Double> {
    if webNews.isEmpty { webNews = [0] }
    return webNews.withUnsafeMutableBufferPointer { $0.baseAddress! }
}

@_cdecl("pager_web_model_buffer")
public func pagerWebModelBuffer() -> UnsafeMutablePointer<Double> {
    webModel.withUnsafeMutableBufferPointer { $0.baseAddress! }
}

@_cdecl("pager_web_event_count") public func pagerWebEventCount(_ handle: Int32) -> Int32 {
    webScreen(handle) == nil ? 0 : Int32(webSessions[Int(handle)]!.events.count)
}

/// Writes event `index` of the web screen's session as its trace line into the text buffer.
@_cdecl("pager_web_event_line")
public func pagerWebEventLine(_ handle: Int32, _ index: Int32) -> Int32 {
    var bytes: [UInt8] = []
    guard webScreen(handle) != nil else { return 0 }
    PagerTraceWriter.append(webSessions[Int(handle)]!.events[Int(index)], to: &bytes)
    return written(bytes)
}

/// Writes record `index` of the web screen's session as its states line into the text buffer.
@_cdecl("pager_web_record_line")
public func pagerWebRecordLine(_ handle: Int32, _ index: Int32) -> Int32 {
    var bytes: [UInt8] = []
    guard webScreen(handle) != nil else { return 0 }
    PagerTraceWriter.append(webSessions[Int(handle)]!.records[Int(index)], to: &bytes)
    return written(bytes)
}

@_cdecl("pager_web_input_count") public func pagerWebInputCount(_ handle: Int32) -> Int32 {
    webScreen(handle) == nil ? 0 : Int32(webSessions[Int(handle)]!.inputs.count)
}

/// Writes the driver's input `index` as its callbacks-file line (the shape `PagerRecordedCallback`'s
/// Codable writes, which Embedded Swift does not have; `trace-replay drive` reads it) into the
/// text buffer. The web edge sends the inputs below; any other is written as a comment.
@_cdecl("pager_web_input_line")
public func pagerWebInputLine(_ handle: Int32, _ index: Int32) -> Int32 {
    guard webScreen(handle) != nil else { return 0 }
    let callback = webSessions[Int(handle)]!.inputs[Int(index)]
    var out: [UInt8] = []
    func key(_ name: String) {
        out += Array(",\"".utf8) + Array(name.utf8) + Array("\":".utf8)
    }
    func string(_ name: String, _ value: String) {
        key(name)
        PagerTraceWriter.appendString(value, to: &out)
    }
    func number(_ name: String, _ value: Double) {
        key(name)
        PagerTraceWriter.appendNumber(value, to: &out)
    }
    func integer(_ name: String, _ value: Int) {
        key(name)
        PagerTraceWriter.appendInteger(value, to: &out)
    }
    func flag(_ name: String, _ value: Bool) {
        key(name)
        out += Array((value ? "true" : "false").utf8)
    }
    func role(_ role: PagerScrollRole) {
        switch role {
        case .content(let page):
            string("role", "content")
            integer("page", page)
        case .pages: string("role", "pages")
        case .tabStrip: string("role", "pager")
        }
    }
    func target(_ target: PagerTouchTarget) {
        switch target {
        case .list(let page):
            string("target", "list")
            integer("page", page)
        case .header: string("target", "header")
        }
    }
    out += Array("{\"t\":".utf8)
    PagerTraceWriter.appendNumber(callback.t, to: &out)
    if callback.nested { flag("nested", true) }
    switch callback.input {
    case .scroll(let r, let motion):
        string("callback", "scroll")
        role(r)
        switch motion {
        case .dragBegan(let y):
            string("motion", "dragBegan")
            number("offset", y)
        case .moved(let y):
            string("motion", "moved")
            number("offset", y)
        case .dragEnded(let y, let velocity, let decelerates):
            string("motion", "dragEnded")
            number("offset", y)
            number("velocity", velocity)
            flag("decelerates", decelerates)
        case .decelerationEnded(let y):
            string("motion", "decelerationEnded")
            number("offset", y)
        case .motionEnded(let y):
            string("motion", "motionEnded")
            number("offset", y)
        }
    case .layout(let layout):
        string("callback", "layout")
        // The layout object as the events line writes it, its `t` and `type` left out.
        var line: [UInt8] = []
        PagerTraceWriter.append(PagerEvent.layout(layout, t: 0), to: &line)
        while line.last == UInt8(ascii: "\n") { line.removeLast() }
        let prefix = Array("{\"t\":0,\"type\":\"layout\",".utf8)
        key("layout")
        out += [UInt8(ascii: "{")] + line[prefix.count...]
    case .touchDown(let t):
        string("callback", "touchDown")
        target(t)
    case .touchUp(let t):
        string("callback", "touchUp")
        target(t)
    case .didSelectItem(let index):
        string("callback", "didSelectItem")
        integer("index", index)
    case .select(let index, let animated):
        string("callback", "select")
        integer("index", index)
        flag("animated", animated)
    case .shouldScrollToTop(let r):
        string("callback", "shouldScrollToTop")
        role(r)
    case .frame: string("callback", "frame")
    case .tick: string("callback", "tick")
    case .attach(let page):
        string("callback", "attach")
        integer("page", page)
    case .detach(let page):
        string("callback", "detach")
        integer("page", page)
    case .contentHeight(let page, let height):
        string("callback", "contentHeight")
        integer("page", page)
        number("height", height)
    case .safeArea(let top):
        string("callback", "safeArea")
        number("top", top)
    case .headerPan(let state, let translation, let velocity):
        string("callback", "headerPan")
        string("state", state.rawValue)
        number("translation", translation)
        number("velocity", velocity)
    default:
        return written(Array("# an input the web edge does not send".utf8))
    }
    out.append(UInt8(ascii: "}"))
    return written(out)
}
