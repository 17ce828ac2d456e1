// The C ABI of pager.wasm (Scripts/wasm.sh): PagerCore's reducer behind plain functions of
// numbers, for JavaScript (Node, a browser). It lives outside the library, as the libFuzzer
// targets do, and adds no behaviour: a layout is built field by field, an event applied,
// and the record's fields and commands read back one number at a time.
//
// Enumerations cross as their index in `allCases`; `pager_name(kind, index)` writes a
// case's JSON spelling into the name buffer, so the JavaScript side builds its tables from
// the module itself. Integers cross as doubles (what JavaScript numbers are) and are
// taken only when exact; "absent" is a flag beside the value.
// The playground's entries are in PagerWasm+Playground.swift, the web element's in PagerWasm+Web.swift.
import PagerCore
import PagerKit
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
    var viewport = PagerViewport(width: 0, height: 0)
    var header = PagerHeader(mode: .fixed, height: 0, barHeight: 0)
    var pager = PagerBar(items: [])
    var sections: [PagerListSection] = []
    var pages: [PagerLayoutPage] = []
    var isPages = false
    var selection = PagerTraceDefaults.selection
    var window = PagerTraceDefaults.window
    var footerHeight = PagerTraceDefaults.footerHeight
    var adjustContentSize = PagerTraceDefaults.adjustContentSize
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
    case 0: text = name(PagerHeaderMode.self)
    case 1: text = name(PagerRevealCheck.self)
    case 2: text = name(PagerSelectionRule.self)
    case 3: text = name(PagerCells.self)
    case 4: text = name(PagerBehavior.self)
    case 5: text = name(PagerScrollViewID.self)
    case 6: text = name(PagerEventName.self)
    case 7: text = name(PagerCommand.Kind.self)
    case 8: text = name(PagerDiagnostic.self)
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
    building.viewport = PagerViewport(width: width, height: height)
    building.header = PagerHeader(
        mode: pick(mode, PagerHeaderMode.self), height: S, barHeight: B,
        snap: snap < 0 ? PagerTraceDefaults.snap : snap != 0,
        revealCheck: pick(revealCheck, or: PagerTraceDefaults.revealCheck))
}

@_cdecl("pager_layout_pager")
public func pagerLayoutPager(_ spacing: Double, _ edgeInset: Double, _ indicatorExtra: Double, _ cells: Int32, _ behavior: Int32) {
    building.pager = PagerBar(
        items: building.pager.items, spacing: number(spacing, or: PagerTraceDefaults.spacing),
        edgeInset: number(edgeInset, or: PagerTraceDefaults.edgeInset),
        indicatorExtra: number(indicatorExtra, or: PagerTraceDefaults.indicatorExtra),
        cells: pick(cells, or: PagerTraceDefaults.cells), behavior: pick(behavior, or: PagerTraceDefaults.behavior))
}

/// The title in the input buffer's first `length` bytes (`pager_input_buffer`); none for −1, or for
/// bytes that are not UTF-8 (`utf8String`: the element's `TextEncoder` writes UTF-8 only).
func title(_ length: Int32) -> String? {
    length < 0 ? nil : utf8String(input[0..<Int(length)])
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
            ? PagerListSection(headerHeight: headerHeight, height: height, title: name)
            : PagerListSection(headerHeight: headerHeight, rows: integer(rows), rowHeight: rowHeight, title: name))
}

@_cdecl("pager_layout_sections")
public func pagerLayoutSections(_ selection: Int32, _ window: Double, _ footerHeight: Double) {
    building.isPages = false
    building.selection = pick(selection, or: PagerTraceDefaults.selection)
    building.window = number(window, or: PagerTraceDefaults.window)
    building.footerHeight = number(footerHeight, or: PagerTraceDefaults.footerHeight)
}

@_cdecl("pager_layout_page")
public func pagerLayoutPage(_ contentHeight: Double) {
    building.pages.append(PagerLayoutPage(contentHeight: contentHeight))
}

@_cdecl("pager_layout_pages")
public func pagerLayoutPages(_ adjustContentSize: Int32) {
    building.isPages = true
    building.adjustContentSize = adjustContentSize < 0 ? PagerTraceDefaults.adjustContentSize : adjustContentSize != 0
}

// MARK: Events (SPEC §2)

@_cdecl("pager_apply_layout")
public func pagerApplyLayout(_ t: Double) {
    let b = building
    let content: PagerContent =
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
    let motion: PagerScrollMotion
    switch pick(name, PagerEventName.self) {
    case .dragBegan: motion = .dragBegan
    case .dragMoved: motion = .dragMoved
    case .dragEnded:
        let v = hasVelocity != 0 ? velocity : PagerTraceDefaults.velocity
        motion = .dragEnded(velocity: v, willDecelerate: hasWillDecelerate != 0 ? willDecelerate != 0 : PagerTraceDefaults.willDecelerate(velocity: v))
    case .decelerateBegan: motion = .decelerateBegan
    case .decelerateMoved: motion = .decelerateMoved
    case .decelerateEnded: motion = .decelerateEnded
    case .scrollMoved: motion = .scrollMoved
    default: motion = .scrollEnded
    }
    let report = PagerScrollReport(view: pick(view, PagerScrollViewID.self), page: hasPage != 0 ? integer(page) : nil, offset: offset)
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
@_cdecl("pager_record_header_ty") public func pagerRecordHeaderTy() -> Double { record.headerTy }
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
/// `PagerScrollViewID` index, −1 if it has none), its page (−1: `null`, −2: it has none), its
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

// MARK: The text buffers (the playground's and the web element's)

/// Where `pager_host_event_line`, `pager_host_screen` and the web's lines write.
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

/// Room for `count` bytes of input (a scenario script, a title), valid until the next call.
nonisolated(unsafe) var input: [UInt8] = []

@_cdecl("pager_input_buffer")
public func pagerInputBuffer(_ count: Int32) -> UnsafeMutablePointer<UInt8> {
    input = [UInt8](repeating: 0, count: max(1, Int(count)))
    return input.withUnsafeMutableBufferPointer { $0.baseAddress! }
}
