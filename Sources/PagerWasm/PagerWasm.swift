// The C ABI of pager.wasm (Scripts/wasm.sh): PagerCore's reducer behind plain functions of
// numbers, for JavaScript (Node, a browser). It lives outside the library, as the libFuzzer
// targets do, and adds no behaviour: a layout is built field by field, an event applied,
// and the record's fields and commands read back one number at a time.
//
// Enumerations cross as their index in `allCases`; `pager_name(kind, index)` writes a
// case's JSON spelling into the name buffer, so the JavaScript side builds its tables from
// the module itself. Integers cross as doubles (what JavaScript numbers are) and are
// taken only when exact; "absent" is a flag beside the value.
// (Over 450 lines: one `@_cdecl` function per ABI entry, each a few lines; the ABI is read
// as one list.)
import PagerCore
import PagerKit
import PagerSimulator
import TraceCodec

/// The one screen of the module.
nonisolated(unsafe) var state = PagerState()
/// The record of the last event applied (before any: a zero record).
nonisolated(unsafe) var record = PagerRecord(
    seq: 0, t: 0, event: .layout, selected: nil, page: 0, offsetY: 0, pagesX: 0, pagerX: 0, headerTy: 0, insetTop: 0,
    indicator: nil, pending: nil, commands: [], diagnostics: [])
/// The layout being built by `pager_layout_*`.
nonisolated(unsafe) var building = Building()
/// The events applied since `pager_reset` (what `pager_host_continue` takes over from).
nonisolated(unsafe) var applied: [PagerEvent] = []
/// Where `pager_name` writes.
nonisolated(unsafe) var nameBuffer = [UInt8](repeating: 0, count: 64)

struct Building {
    var viewport = Viewport(width: 0, height: 0)
    var header = Header(mode: .fixed, height: 0, barHeight: 0)
    var pager = PagerBar(items: [])
    var sections: [ListSection] = []
    var pages: [Page] = []
    var isPages = false
    var selection = TraceDefaults.selection
    var window = TraceDefaults.window
    var footerHeight = TraceDefaults.footerHeight
    var adjustContentSize = TraceDefaults.adjustContentSize
}

/// Case `index` of `T`, or its first case when out of range (JavaScript passes only indices
/// it read from `pager_name`).
func pick<T: CaseIterable>(_ index: Int32, _ type: T.Type) -> T {
    let all = Array(T.allCases)
    return Int(index) >= 0 && Int(index) < all.count ? all[Int(index)] : all[0]
}

func index<T: CaseIterable & Equatable>(of value: T) -> Int32 {
    Int32(Array(T.allCases).firstIndex(of: value) ?? 0)
}

/// Case `index` of `T`, or `absent` — a field the line leaves out — for −1.
func pick<T: CaseIterable>(_ index: Int32, or absent: T) -> T { index < 0 ? absent : pick(index, T.self) }

/// A number field, or `absent` for NaN (what the JavaScript side passes for a field the
/// line leaves out: JSON has no NaN). The defaults are TraceDefaults', in one place.
func number(_ value: Double, or absent: Double) -> Double { value.isNaN ? absent : value }

/// An integer field, from a double that holds it exactly (else 0 — the caller checks).
func integer(_ value: Double) -> Int { Int(exactly: value) ?? 0 }

@_cdecl("pager_reset")
public func pagerReset() {
    state = PagerState()
    building = Building()
    applied = []
}

/// Applies `event` to the module's reducer (and keeps it for `pager_host_continue`).
func apply(_ event: PagerEvent) {
    applied.append(event)
    record = state.apply(event)
}

// MARK: Names

// Fields a layout line may leave out are passed as −1 (enumerations), NaN (numbers) or
// a negative flag, and take TraceDefaults' values here.

/// Writes the JSON spelling of case `index` of enumeration `kind` into the name buffer and
/// returns its length (0 past the last case). Kinds: 0 header mode, 1 reveal check,
/// 2 selection rule, 3 cells, 4 behavior, 5 view, 6 event name, 7 command kind,
/// 8 diagnostic.
@_cdecl("pager_name")
public func pagerName(_ kind: Int32, _ index: Int32) -> Int32 {
    func name<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> String? where T.RawValue == String {
        let all = Array(T.allCases)
        return Int(index) >= 0 && Int(index) < all.count ? all[Int(index)].rawValue : nil
    }
    let text: String?
    switch kind {
    case 0: text = name(HeaderMode.self)
    case 1: text = name(RevealCheck.self)
    case 2: text = name(SelectionRule.self)
    case 3: text = name(PagerCells.self)
    case 4: text = name(PagerBehavior.self)
    case 5: text = name(ScrollViewID.self)
    case 6: text = name(PagerEventName.self)
    case 7: text = name(PagerCommand.Kind.self)
    case 8: text = name(Diagnostic.self)
    default: text = nil
    }
    guard let text else { return 0 }
    let bytes = Array(text.utf8)
    for (i, byte) in bytes.enumerated() where i < nameBuffer.count { nameBuffer[i] = byte }
    return Int32(min(bytes.count, nameBuffer.count))
}

@_cdecl("pager_name_buffer")
public func pagerNameBuffer() -> UnsafeMutablePointer<UInt8> {
    nameBuffer.withUnsafeMutableBufferPointer { $0.baseAddress! }
}

// MARK: Building a layout (SPEC §2 `layout`)

@_cdecl("pager_layout_begin")
public func pagerLayoutBegin(_ width: Double, _ height: Double, _ mode: Int32, _ S: Double, _ B: Double, _ snap: Int32, _ revealCheck: Int32) {
    building = Building()
    building.viewport = Viewport(width: width, height: height)
    building.header = Header(
        mode: pick(mode, HeaderMode.self), height: S, barHeight: B,
        snap: snap < 0 ? TraceDefaults.snap : snap != 0,
        revealCheck: pick(revealCheck, or: TraceDefaults.revealCheck))
}

@_cdecl("pager_layout_pager")
public func pagerLayoutPager(_ spacing: Double, _ edgeInset: Double, _ indicatorExtra: Double, _ cells: Int32, _ behavior: Int32) {
    building.pager = PagerBar(
        items: building.pager.items, spacing: number(spacing, or: TraceDefaults.spacing),
        edgeInset: number(edgeInset, or: TraceDefaults.edgeInset),
        indicatorExtra: number(indicatorExtra, or: TraceDefaults.indicatorExtra),
        cells: pick(cells, or: TraceDefaults.cells), behavior: pick(behavior, or: TraceDefaults.behavior))
}

/// The title in the input buffer's first `length` bytes (`pager_input_buffer`); none for −1.
func title(_ length: Int32) -> String? {
    length < 0 ? nil : String(decoding: input[0..<Int(length)], as: UTF8.self)
}

/// An item `width` wide, titled by the input buffer's first `titleLength` bytes (−1: no title).
@_cdecl("pager_layout_item")
public func pagerLayoutItem(_ width: Double, _ titleLength: Int32) {
    building.pager.items.append(PagerItem(width: width, title: title(titleLength)))
}

/// A section of uniform rows, or (`measured` ≠ 0) one measured `height` tall; titled as
/// `pager_layout_item` is.
@_cdecl("pager_layout_section")
public func pagerLayoutSection(_ headerHeight: Double, _ rows: Double, _ rowHeight: Double, _ measured: Int32, _ height: Double, _ titleLength: Int32) {
    let name = title(titleLength)
    building.sections.append(
        measured != 0
            ? ListSection(headerHeight: headerHeight, height: height, title: name)
            : ListSection(headerHeight: headerHeight, rows: integer(rows), rowHeight: rowHeight, title: name))
}

@_cdecl("pager_layout_sections")
public func pagerLayoutSections(_ selection: Int32, _ window: Double, _ footerHeight: Double) {
    building.isPages = false
    building.selection = pick(selection, or: TraceDefaults.selection)
    building.window = number(window, or: TraceDefaults.window)
    building.footerHeight = number(footerHeight, or: TraceDefaults.footerHeight)
}

@_cdecl("pager_layout_page")
public func pagerLayoutPage(_ contentHeight: Double) {
    building.pages.append(Page(contentHeight: contentHeight))
}

@_cdecl("pager_layout_pages")
public func pagerLayoutPages(_ adjustContentSize: Int32) {
    building.isPages = true
    building.adjustContentSize = adjustContentSize < 0 ? TraceDefaults.adjustContentSize : adjustContentSize != 0
}

// MARK: Events (SPEC §2)

@_cdecl("pager_apply_layout")
public func pagerApplyLayout(_ t: Double) {
    let b = building
    let content: Content =
        b.isPages
        ? .pages(b.pages, adjustContentSize: b.adjustContentSize)
        : .sections(b.sections, selection: b.selection, window: b.window, footerHeight: b.footerHeight)
    apply(.layout(PagerLayout(viewport: b.viewport, header: b.header, pager: b.pager, content: content), t: t))
}

/// A `drag`, `decelerate` or `scroll` event: `name` is its `PagerEventName` index; the
/// `has…` flags say whether `page`, `velocity` and `willDecelerate` were given (SPEC §2
/// defaults otherwise).
@_cdecl("pager_apply_offset")
public func pagerApplyOffset(
    _ t: Double, _ name: Int32, _ view: Int32, _ hasPage: Int32, _ page: Double, _ offset: Double,
    _ hasVelocity: Int32, _ velocity: Double, _ hasWillDecelerate: Int32, _ willDecelerate: Int32
) {
    let motion: ScrollMotion
    switch pick(name, PagerEventName.self) {
    case .dragBegan: motion = .dragBegan
    case .dragMoved: motion = .dragMoved
    case .dragEnded:
        let v = hasVelocity != 0 ? velocity : TraceDefaults.velocity
        motion = .dragEnded(velocity: v, willDecelerate: hasWillDecelerate != 0 ? willDecelerate != 0 : TraceDefaults.willDecelerate(velocity: v))
    case .decelerateBegan: motion = .decelerateBegan
    case .decelerateMoved: motion = .decelerateMoved
    case .decelerateEnded: motion = .decelerateEnded
    case .scrollMoved: motion = .scrollMoved
    default: motion = .scrollEnded
    }
    let report = ScrollReport(view: pick(view, ScrollViewID.self), page: hasPage != 0 ? integer(page) : nil, offset: offset)
    apply(PagerEvent(t: t, .offset(motion, report)))
}

@_cdecl("pager_apply_tap")
public func pagerApplyTap(_ t: Double, _ index: Double) {
    apply(.tapPagerItem(integer(index), t: t))
}

@_cdecl("pager_apply_status_bar")
public func pagerApplyStatusBar(_ t: Double) {
    apply(.tapStatusBar(t: t))
}

// MARK: The record (SPEC §3)

@_cdecl("pager_record_seq") public func pagerRecordSeq() -> Double { Double(record.seq) }
@_cdecl("pager_record_t") public func pagerRecordT() -> Double { record.t }
@_cdecl("pager_record_event") public func pagerRecordEvent() -> Int32 { index(of: record.event) }
/// −1 for `null`.
@_cdecl("pager_record_selected") public func pagerRecordSelected() -> Double { record.selected.map(Double.init) ?? -1 }
@_cdecl("pager_record_page") public func pagerRecordPage() -> Double { Double(record.page) }
@_cdecl("pager_record_offset_y") public func pagerRecordOffsetY() -> Double { record.offsetY }
@_cdecl("pager_record_pages_x") public func pagerRecordPagesX() -> Double { record.pagesX }
@_cdecl("pager_record_pager_x") public func pagerRecordPagerX() -> Double { record.pagerX }
@_cdecl("pager_record_header_ty") public func pagerRecordHeaderTy() -> Double {
    #if PLANTED_DIFFERENCE
    // Only in the module Scripts/wasm-check.sh plants a difference in, to show its checks
    // catch one: one ulp off wherever the header has moved.
    return record.headerTy == 0 ? 0 : record.headerTy.nextUp
    #else
    return record.headerTy
    #endif
}
@_cdecl("pager_record_inset_top") public func pagerRecordInsetTop() -> Double { record.insetTop }
@_cdecl("pager_record_has_indicator") public func pagerRecordHasIndicator() -> Int32 { record.indicator == nil ? 0 : 1 }
@_cdecl("pager_record_indicator_x") public func pagerRecordIndicatorX() -> Double { record.indicator?.x ?? 0 }
@_cdecl("pager_record_indicator_width") public func pagerRecordIndicatorWidth() -> Double { record.indicator?.width ?? 0 }
/// −1 for `null`.
@_cdecl("pager_record_pending") public func pagerRecordPending() -> Double { record.pending.map(Double.init) ?? -1 }
@_cdecl("pager_record_diagnostic_count") public func pagerRecordDiagnosticCount() -> Int32 { Int32(record.diagnostics.count) }
@_cdecl("pager_record_diagnostic") public func pagerRecordDiagnostic(_ i: Int32) -> Int32 { index(of: record.diagnostics[Int(i)]) }
@_cdecl("pager_record_command_count") public func pagerRecordCommandCount() -> Int32 { Int32(record.commands.count) }

/// Command `i`'s fields: its kind (a `PagerCommand.Kind` index), its view (a
/// `ScrollViewID` index, −1 if it has none), its page (−1: `null`, −2: it has none), its
/// number (`value`, `top`, `height`, `velocity` or `ty`), `animated`, and `duration`.
@_cdecl("pager_command_kind")
public func pagerCommandKind(_ i: Int32) -> Int32 {
    let kind: PagerCommand.Kind
    switch record.commands[Int(i)] {
    case .setOffset: kind = .setOffset
    case .setInset: kind = .setInset
    case .setContentHeight: kind = .setContentHeight
    case .setTarget: kind = .setTarget
    case .fling: kind = .fling
    case .animateHeader: kind = .animateHeader
    }
    return index(of: kind)
}

@_cdecl("pager_command_view")
public func pagerCommandView(_ i: Int32) -> Int32 {
    switch record.commands[Int(i)] {
    case .setOffset(let view, _, _, _), .setTarget(let view, _, _), .fling(let view, _, _): return index(of: view)
    default: return -1
    }
}

@_cdecl("pager_command_page")
public func pagerCommandPage(_ i: Int32) -> Double {
    switch record.commands[Int(i)] {
    case .setOffset(_, let page, _, _), .setInset(let page, _, _), .setTarget(_, let page, _), .fling(_, let page, _):
        return page.map(Double.init) ?? -1
    case .setContentHeight(let page, _): return Double(page)
    case .animateHeader: return -2
    }
}

@_cdecl("pager_command_number")
public func pagerCommandNumber(_ i: Int32) -> Double {
    switch record.commands[Int(i)] {
    case .setOffset(_, _, let value, _), .setTarget(_, _, let value): return value
    case .setInset(_, let top, _): return top
    case .setContentHeight(_, let height): return height
    case .fling(_, _, let velocity): return velocity
    case .animateHeader(let ty, _): return ty
    }
}

@_cdecl("pager_command_animated")
public func pagerCommandAnimated(_ i: Int32) -> Int32 {
    if case .setOffset(_, _, _, let animated) = record.commands[Int(i)] { return animated ? 1 : 0 }
    return 0
}

@_cdecl("pager_command_duration")
public func pagerCommandDuration(_ i: Int32) -> Double {
    switch record.commands[Int(i)] {
    case .setInset(_, _, let duration), .animateHeader(_, let duration): return duration
    default: return 0
    }
}

// MARK: - The simulated screen (the playground)

/// The playground's screen: `PagerSimulator`'s host, its views moved by `PagerPhysics`.
nonisolated(unsafe) var host = PagerHost()
/// Where `pager_host_event_line` and `pager_host_screen` write.
nonisolated(unsafe) var text: [UInt8] = []

func written(_ bytes: [UInt8]) -> Int32 {
    text = bytes
    return Int32(bytes.count)
}

/// How many bytes the text buffer holds.
@_cdecl("pager_text_buffer_length")
public func pagerTextBufferLength() -> Int32 { Int32(text.count) }

/// The text buffer: valid until the next call that writes it.
@_cdecl("pager_text_buffer")
public func pagerTextBuffer() -> UnsafeMutablePointer<UInt8> {
    if text.isEmpty { text = [0] }
    return text.withUnsafeMutableBufferPointer { $0.baseAddress! }
}

/// The host's last record becomes the one `pager_record_*` read.
func hostChanged() {
    if let last = host.records.last { record = last }
}

@_cdecl("pager_host_preset_count")
public func pagerHostPresetCount() -> Int32 { Int32(Presets.byName.count) }

/// Writes preset `index`'s name into the text buffer; returns its length.
@_cdecl("pager_host_preset_name")
public func pagerHostPresetName(_ index: Int32) -> Int32 {
    written(Array(Presets.byName[Int(index)].name.utf8))
}

/// A fresh screen of preset `index` (`preset` ≥ 0) or of the layout built with
/// `pager_layout_*` (−1), laid out at t = 0.
@_cdecl("pager_host_start")
public func pagerHostStart(_ preset: Int32) {
    host = PagerHost()
    if preset >= 0 {
        host.layout(Presets.byName[Int(preset)].layout)
    } else {
        let b = building
        let content: Content =
            b.isPages
            ? .pages(b.pages, adjustContentSize: b.adjustContentSize)
            : .sections(b.sections, selection: b.selection, window: b.window, footerHeight: b.footerHeight)
        host.layout(PagerLayout(viewport: b.viewport, header: b.header, pager: b.pager, content: content))
    }
    hostChanged()
}

/// The simulated screen takes over from the events applied since `pager_reset` (the
/// viewer's "continue from here", `PagerHost(continuing:)`): they stay the session's start.
@_cdecl("pager_host_continue")
public func pagerHostContinue() {
    host = PagerHost(continuing: applied)
    hostChanged()
}

/// Moves simulated time to `t`: every frame on the way moves what moves.
@_cdecl("pager_host_advance")
public func pagerHostAdvance(_ t: Double) {
    if t > host.time { host.advance(to: t) }
    hostChanged()
}

@_cdecl("pager_host_time") public func pagerHostTime() -> Double { host.time }

// The user's gestures cross as the simulator's `PagerGesture`s (the vocabulary scenario scripts
// and the fuzzer speak), carried out by `PagerHost.perform`. A pointer reports where it is;
// a gesture moves the finger by a distance: the last position is kept to turn one into the
// other.

/// Where the finger down was last (along its view's axis; on the header, its translation).
nonisolated(unsafe) var lastFinger = 0.0

/// A finger lands on `view` (a `ScrollViewID` index; `page` ≥ 0 for a list of pages) at
/// `position` points along its axis.
@_cdecl("pager_host_touch_down")
public func pagerHostTouchDown(_ view: Int32, _ page: Int32, _ position: Double) {
    lastFinger = position
    host.perform(.touch(pick(view, ScrollViewID.self), page: page >= 0 ? Int(page) : nil))
    hostChanged()
}

/// The finger has moved to `position`: at once, the list following it.
@_cdecl("pager_host_touch_moved")
public func pagerHostTouchMoved(_ position: Double) {
    // A finger moving toward lower positions scrolls the offset up: the distance is
    // last − position (`PagerGesture.move`'s sign).
    host.perform(.move(by: lastFinger - position, over: 0))
    lastFinger = position
    hostChanged()
}

@_cdecl("pager_host_touch_up")
public func pagerHostTouchUp() {
    host.perform(.lift(.fling))
    hostChanged()
}

/// A finger lands on the header (quickReturn and collapse, SPEC §4.7).
@_cdecl("pager_host_touch_down_header")
public func pagerHostTouchDownHeader() {
    lastFinger = 0
    host.perform(.touch(.header, page: nil))
    hostChanged()
}

/// The finger on the header has moved `translation` points up from where it landed.
@_cdecl("pager_host_header_moved")
public func pagerHostHeaderMoved(_ translation: Double) {
    host.perform(.move(by: translation - lastFinger, over: 0))
    lastFinger = translation
    hostChanged()
}

@_cdecl("pager_host_tap")
public func pagerHostTap(_ index: Int32) {
    host.perform(.tap(Int(index)))
    hostChanged()
}

@_cdecl("pager_host_status_bar")
public func pagerHostStatusBar() {
    host.perform(.statusBar)
    hostChanged()
}

@_cdecl("pager_host_rotate")
public func pagerHostRotate() {
    host.perform(.rotate(into: nil))
    hostChanged()
}

/// Whether a finger is down or anything moves (the page keeps its frames going then).
@_cdecl("pager_host_is_busy")
public func pagerHostIsBusy() -> Int32 { host.isAtRest ? 0 : 1 }

@_cdecl("pager_host_event_count") public func pagerHostEventCount() -> Int32 { Int32(host.events.count) }

/// Writes event `index` as its trace line (TraceCodec's writer) into the text buffer.
@_cdecl("pager_host_event_line")
public func pagerHostEventLine(_ index: Int32) -> Int32 {
    var bytes: [UInt8] = []
    TraceWriter.append(host.events[Int(index)], to: &bytes)
    return written(bytes)
}

/// Makes record `index` of the session the one `pager_record_*` read.
@_cdecl("pager_host_select_record")
public func pagerHostSelectRecord(_ index: Int32) { record = host.records[Int(index)] }

/// Writes `{"layout":…,"screen":…}` — the viewer's JSON of the screen now (ViewerScreen),
/// the header where the state has it — into the text buffer.
@_cdecl("pager_host_screen")
public func pagerHostScreen() -> Int32 {
    guard let g = host.state.geometry else { return written(Array("null".utf8)) }
    let screen = ScreenModel(state: host.state)
    let json =
        "{\"layout\":" + ViewerScreen.layoutJSON(screen, g) + ",\"screen\":"
        + ViewerScreen.screenJSON(screen, layout: 0, pages: ViewerScreen.visiblePages(host.state, g)) + "}"
    return written(Array(json.utf8))
}

/// Room for `count` bytes of input (a scenario script), valid until the next call.
nonisolated(unsafe) var input: [UInt8] = []

@_cdecl("pager_input_buffer")
public func pagerInputBuffer(_ count: Int32) -> UnsafeMutablePointer<UInt8> {
    input = [UInt8](repeating: 0, count: max(1, Int(count)))
    return input.withUnsafeMutableBufferPointer { $0.baseAddress! }
}

/// Plays the scenario script in the input buffer's first `count` bytes (the format of
/// `trace-replay simulate`; no layout files) on a fresh screen. Returns the number of
/// records, or −1 when the script has a mistake (its message in the text buffer).
@_cdecl("pager_host_run_script")
public func pagerHostRunScript(_ count: Int32) -> Int32 {
    let script = String(decoding: input[0..<Int(count)], as: UTF8.self)
    do {
        host = try Scenario(script: script, file: "script").run()
    } catch {
        _ = written(Array(error.description.utf8))
        return -1
    }
    hostChanged()
    return Int32(host.records.count)
}

// MARK: - The web screen (web/scrollpager.js)

// A pager on the browser's own scrollers: `WebScreen` (PagerKit, Linux-tested) takes the
// page's raw events and answers with DOM writes. Roles cross as (kind, page): kind 0 a list
// (page `page`), 1 the pages container, 2 the tab strip. Writes cross as 8 numbers each
// (`pager_web_writes`): [kind, role kind, page, a, b, c, d, e].

/// The page's screen.
nonisolated(unsafe) var web = WebScreen()
/// The writes taken by the last `pager_web_take_writes`, 8 numbers each.
nonisolated(unsafe) var webWrites: [Double] = []
/// The events the web screen emitted, in order (the session's events trace), and their records.
nonisolated(unsafe) var webEvents: [PagerEvent] = []
nonisolated(unsafe) var webRecords: [PagerRecord] = []
/// The driver's inputs, in order (the session's callbacks file: `trace-replay drive`).
nonisolated(unsafe) var webInputs: [RecordedCallback] = []
/// The screen model of the latest record (`pager_web_model`), 13 numbers.
nonisolated(unsafe) var webModel = [Double](repeating: 0, count: 13)

func webRole(_ kind: Int32, _ page: Int32) -> ScrollRole {
    switch kind {
    case 1: return .pages
    case 2: return .pager
    default: return .content(page: Int(page))
    }
}

func webRoleNumbers(_ role: ScrollRole) -> (Double, Double) {
    switch role {
    case .content(let page): return (0, Double(page))
    case .pages: return (1, 0)
    case .pager: return (2, 0)
    }
}

/// A fresh web screen (restored from nothing); its records become the ones `pager_record_*` read.
@_cdecl("pager_web_start")
public func pagerWebStart() {
    web = WebScreen()
    webEvents = []
    webRecords = []
    webInputs = []
    web.onInput = { webInputs.append($0) }
    web.onUpdate = { update, _ in
        webEvents += update.events
        webRecords += update.records
        if let last = update.records.last { record = last }
    }
}

/// Page `page`'s list joins: `viewport` its clientHeight, `content` the app's content
/// height, `position` its scrollTop; `document` ≠ 0 for the document's scroller.
@_cdecl("pager_web_attach_list")
public func pagerWebAttachList(_ page: Int32, _ viewport: Double, _ content: Double, _ position: Double, _ document: Int32, _ t: Double) {
    web.attachList(page: Int(page), viewportLength: viewport, contentLength: content, position: position, isDocument: document != 0, at: t)
}

@_cdecl("pager_web_attach_strip")
public func pagerWebAttachStrip(_ viewport: Double, _ t: Double) { web.attachStrip(viewportLength: viewport, at: t) }

/// The pages container joins (`pages` content), at scrollLeft `position`.
@_cdecl("pager_web_attach_pages")
public func pagerWebAttachPages(_ position: Double, _ t: Double) { web.attachPages(position: position, at: t) }

@_cdecl("pager_web_pixel_scale")
public func pagerWebPixelScale(_ scale: Double) { web.setPixelScale(scale) }

/// A scroller's clientHeight (a list) or clientWidth (the strip, the pages) is `length` now.
@_cdecl("pager_web_resized")
public func pagerWebResized(_ kind: Int32, _ page: Int32, _ length: Double) { web.resized(webRole(kind, page), viewportLength: length) }

/// The layout built with `pager_layout_*` is the screen's now.
@_cdecl("pager_web_layout")
public func pagerWebLayout(_ stripHeight: Double, _ rightToLeft: Int32, _ reducesMotion: Int32, _ t: Double) {
    let b = building
    let content: Content =
        b.isPages
        ? .pages(b.pages, adjustContentSize: b.adjustContentSize)
        : .sections(b.sections, selection: b.selection, window: b.window, footerHeight: b.footerHeight)
    let layout = PagerLayout(viewport: b.viewport, header: b.header, pager: b.pager, content: content)
    web.layout(layout, stripHeight: stripHeight, rightToLeft: rightToLeft != 0, reducesMotion: reducesMotion != 0, at: t)
}

/// A finger lands: `place` 0 a list (page `page`), 1 the header, 2 the strip.
@_cdecl("pager_web_touch_start")
public func pagerWebTouchStart(_ place: Int32, _ page: Int32, _ t: Double) {
    let where_: WebTouchPlace = place == 1 ? .header : place == 2 ? .strip : .list(page: Int(page))
    web.touchStart(where_, at: t)
}

/// The finger moved by (dx, dy) from where it landed (a drag of a pages screen's header).
@_cdecl("pager_web_touch_moved")
public func pagerWebTouchMoved(_ dx: Double, _ dy: Double, _ t: Double) { web.touchMoved(dx: dx, dy: dy, at: t) }

@_cdecl("pager_web_scrolled")
public func pagerWebScrolled(_ kind: Int32, _ page: Int32, _ position: Double, _ t: Double) {
    web.scrolled(webRole(kind, page), to: position, at: t)
}

@_cdecl("pager_web_touch_end")
public func pagerWebTouchEnd(_ t: Double) { web.touchEnd(at: t) }

@_cdecl("pager_web_scroll_ended")
public func pagerWebScrollEnded(_ kind: Int32, _ page: Int32, _ t: Double) { web.scrollEnded(webRole(kind, page), at: t) }

@_cdecl("pager_web_fling_stopped")
public func pagerWebFlingStopped(_ kind: Int32, _ page: Int32, _ t: Double) { web.flingStopped(webRole(kind, page), at: t) }

@_cdecl("pager_web_frame")
public func pagerWebFrame(_ t: Double) { web.frame(at: t) }

@_cdecl("pager_web_wants_frames")
public func pagerWebWantsFrames() -> Int32 { web.wantsFrames ? 1 : 0 }

@_cdecl("pager_web_tap")
public func pagerWebTap(_ index: Int32, _ t: Double) { web.tapTab(Int(index), at: t) }

@_cdecl("pager_web_select")
public func pagerWebSelect(_ index: Int32, _ animated: Int32, _ t: Double) { web.select(Int(index), animated: animated != 0, at: t) }

@_cdecl("pager_web_scroll_to_top")
public func pagerWebScrollToTop(_ t: Double) { web.scrollToTop(at: t) }

@_cdecl("pager_web_content_resized")
public func pagerWebContentResized(_ page: Int32, _ length: Double, _ t: Double) { web.contentResized(page: Int(page), length: length, at: t) }

/// The selected tab (−1: none).
@_cdecl("pager_web_selected")
public func pagerWebSelected() -> Int32 { web.state.selected.map(Int32.init) ?? -1 }

/// Takes the DOM writes made since the last call into `pager_web_writes`; returns their count.
/// Kinds: 0 scrollTo (a: position), 1 spacers (page; a: top, b: bottom), 2 stopFling,
/// 3 header (a: ty), 4 strip (a: content width, b: height, c: cells; then one
/// write of kind 5 per cell: page = its index, a–d its frame), 6 underline (a–d its frame),
/// 7 the pages container's frame (a–d), 8 its snapping (a: 1 on, 0 off),
/// 9 page `page`'s frame in the container (a–d), 10 page `page`'s list drawn a px below its
/// scroll position (a pull past its top).
@_cdecl("pager_web_take_writes")
public func pagerWebTakeWrites() -> Int32 {
    webWrites.removeAll(keepingCapacity: true)
    func put(_ kind: Double, _ role: (Double, Double), _ a: Double = 0, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0, _ e: Double = 0) {
        webWrites += [kind, role.0, role.1, a, b, c, d, e]
    }
    for write in web.takeWrites() {
        switch write {
        case .scrollTo(let role, let value): put(0, webRoleNumbers(role), value)
        case .spacers(let page, let top, let bottom): put(1, (0, Double(page)), top, bottom)
        case .stopFling(let role): put(2, webRoleNumbers(role))
        case .header(let ty): put(3, (0, 0), ty)
        case .strip(let frames):
            put(4, (2, 0), frames.contentWidth, frames.height, Double(frames.cells.count))
            for (i, cell) in frames.cells.enumerated() { put(5, (2, Double(i)), cell.x, cell.y, cell.width, cell.height) }
        case .underline(let frame): put(6, (2, 0), frame.x, frame.y, frame.width, frame.height)
        case .pagesFrame(let frame): put(7, (1, 0), frame.x, frame.y, frame.width, frame.height)
        case .snapping(let on): put(8, (1, 0), on ? 1 : 0)
        case .pageFrame(let page, let frame): put(9, (1, Double(page)), frame.x, frame.y, frame.width, frame.height)
        case .pull(let page, let distance): put(10, (0, Double(page)), distance)
        }
    }
    return Int32(webWrites.count / 8)
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
public func pagerWebModel(_ rightToLeft: Int32) -> Int32 {
    guard let g = web.state.geometry else { return 0 }
    let frames = PagerScreenFrames(record: record, geometry: g)
    let header = frames.header, strip = frames.strip, ty = frames.chromeTranslation
    let mirrored = rightToLeft != 0
    let indicatorX = record.indicator.map { mirrored ? g.pagerContentWidth - $0.x - $0.width : $0.x } ?? 0
    // A `stickyReveal` header is the list's first S points: on screen where the list's
    // content starts, the list's frame less its offset.
    let sliding = web.isSliding
    let headerY = g.mode == .stickyReveal ? frames.content.y + (header?.y ?? 0) - record.offsetY : (header?.y ?? 0) + ty
    webModel = [
        headerY, header?.height ?? 0, (strip?.y ?? 0) + ty, strip?.height ?? 0,
        record.offsetY + record.insetTop, mirrored ? g.maxPagerX - record.pagerX : record.pagerX,
        indicatorX, record.indicator?.width ?? 0,
        // No strip (B = 0), no underline drawn.
        record.selected.map(Double.init) ?? -1, record.indicator == nil || strip == nil ? 0 : 1,
        Double(record.page), mirrored ? g.maxPagesX - record.pagesX : record.pagesX,
        (sliding.header ? 1 : 0) + (sliding.underline ? 2 : 0),
    ]
    return 1
}

/// The tabs' options (issue 43), decided by `TabMeasure`, `PagerIndicatorStyle` and
/// `ScreenNotices` (PagerKit, Linux-tested); the page only measures and draws.
nonisolated(unsafe) var webNews: [Double] = []

/// A tab's content width (`TabMeasure.contentWidth`): its title in the normal and the
/// selected font, its icon and its badge's pill (0: none), CSS px; the strip's padding is
/// the page's to add.
@_cdecl("pager_tab_width")
public func pagerTabWidth(_ title: Double, _ selectedTitle: Double, _ icon: Double, _ badge: Double) -> Double {
    TabMeasure(title: title, selectedTitle: selectedTitle, icon: icon, badge: badge).contentWidth
}

/// A badge's pill width for its text's width and its height (`TabMeasure.badgeWidth`).
@_cdecl("pager_badge_width")
public func pagerBadgeWidth(_ textWidth: Double, _ height: Double) -> Double { TabMeasure.badgeWidth(textWidth: textWidth, height: height) }

/// The strip's height for its configured `B` and its tallest tab content, CSS px
/// (`TabMeasure.barHeight(configured:fittingContent:)`: the reader's text size never clips it).
@_cdecl("pager_bar_height")
public func pagerBarHeight(_ configured: Double, _ contentHeight: Double) -> Double {
    TabMeasure.barHeight(configured: configured, fittingContent: contentHeight)
}

/// The space between a tab's icon, title and badge (`TabMeasure.gap`), CSS px.
@_cdecl("pager_tab_gap")
public func pagerTabGap() -> Double { TabMeasure.gap }

/// A tab's name as read with its badge ("Inbox, 3 new": `PagerScreenFrames.Tab.spokenTitle`):
/// the title is the input buffer's first `titleLength` bytes, the badge the next
/// `badgeLength`. Written into the text buffer; returns its length.
@_cdecl("pager_tab_spoken")
public func pagerTabSpoken(_ titleLength: Int32, _ badgeLength: Int32) -> Int32 {
    let split = Int(titleLength)
    let title = String(decoding: input[0..<split], as: UTF8.self)
    let badge = String(decoding: input[split..<(split + Int(badgeLength))], as: UTF8.self)
    return written(Array(PagerScreenFrames.Tab.spokenTitle(title, badge: badge).utf8))
}

/// The underline's thickness, CSS px (its corners are the page's CSS): at the next layout.
@_cdecl("pager_web_indicator")
public func pagerWebIndicator(_ height: Double) { web.indicatorStyle = PagerIndicatorStyle(height: height) }

/// Takes what the page must tell since the last call into `pager_web_news`; returns how many.
/// Six numbers each: the tab selected (−1: unchanged), its cause (0 tap, 1 swipe, 2 scroll,
/// 3 programmatic), a swipe's from (−1: none), to and fraction, the page at rest (−1: none).
@_cdecl("pager_web_take_news")
public func pagerWebTakeNews() -> Int32 {
    webNews.removeAll(keepingCapacity: true)
    let taken = web.takeNews()
    for news in taken {
        let cause: Double
        switch news.cause {
        case .tap: cause = 0
        case .swipe: cause = 1
        case .scroll: cause = 2
        case .programmatic: cause = 3
        case nil: cause = -1
        }
        webNews += [
            news.selected.map(Double.init) ?? -1, cause, news.swipe.map { Double($0.from) } ?? -1, news.swipe.map { Double($0.to) } ?? -1,
            news.swipe?.fraction ?? 0, news.settledPage.map(Double.init) ?? -1,
        ]
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

@_cdecl("pager_web_event_count") public func pagerWebEventCount() -> Int32 { Int32(webEvents.count) }

/// Writes event `index` of the web screen's session as its trace line into the text buffer.
@_cdecl("pager_web_event_line")
public func pagerWebEventLine(_ index: Int32) -> Int32 {
    var bytes: [UInt8] = []
    TraceWriter.append(webEvents[Int(index)], to: &bytes)
    return written(bytes)
}

/// Writes record `index` of the web screen's session as its states line into the text buffer.
@_cdecl("pager_web_record_line")
public func pagerWebRecordLine(_ index: Int32) -> Int32 {
    var bytes: [UInt8] = []
    TraceWriter.append(webRecords[Int(index)], to: &bytes)
    return written(bytes)
}

@_cdecl("pager_web_input_count") public func pagerWebInputCount() -> Int32 { Int32(webInputs.count) }

/// Writes the driver's input `index` as its callbacks-file line (the shape `RecordedCallback`'s
/// Codable writes, which Embedded Swift does not have; `trace-replay drive` reads it) into the
/// text buffer. The web edge sends the inputs below; any other is written as a comment.
@_cdecl("pager_web_input_line")
public func pagerWebInputLine(_ index: Int32) -> Int32 {
    let callback = webInputs[Int(index)]
    var out: [UInt8] = []
    func key(_ name: String) {
        out += Array(",\"".utf8) + Array(name.utf8) + Array("\":".utf8)
    }
    func string(_ name: String, _ value: String) {
        key(name)
        TraceWriter.appendString(value, to: &out)
    }
    func number(_ name: String, _ value: Double) {
        key(name)
        TraceWriter.appendNumber(value, to: &out)
    }
    func integer(_ name: String, _ value: Int) {
        key(name)
        TraceWriter.appendInteger(value, to: &out)
    }
    func flag(_ name: String, _ value: Bool) {
        key(name)
        out += Array((value ? "true" : "false").utf8)
    }
    func role(_ role: ScrollRole) {
        switch role {
        case .content(let page):
            string("role", "content")
            integer("page", page)
        case .pages: string("role", "pages")
        case .pager: string("role", "pager")
        }
    }
    func target(_ target: TouchTarget) {
        switch target {
        case .list(let page):
            string("target", "list")
            integer("page", page)
        case .header: string("target", "header")
        }
    }
    out += Array("{\"t\":".utf8)
    TraceWriter.appendNumber(callback.t, to: &out)
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
        TraceWriter.append(PagerEvent.layout(layout, t: 0), to: &line)
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
