// The playground's part of pager.wasm's C ABI: the simulator's screen (`PagerHost`) driven
// by the user's gestures, its frames and its export read back as text. (The ABI's reducer part
// and its conventions: PagerWasm.swift.)

import PagerCore
import PagerKit
import PagerSimulator
import TraceCodec

/// The playground's screen: `PagerSimulator`'s host, its views moved by `PagerPhysics`.
nonisolated(unsafe) var host = PagerHost()

/// The host's last record becomes the one `pager_record_*` read.
func hostChanged() {
    if let last = host.records.last { record = last }
}

@_cdecl("pager_host_preset_count")
public func pagerHostPresetCount() -> Int32 { Int32(PagerPresets.byName.count) }

/// Writes preset `index`'s name into the text buffer; returns its length.
@_cdecl("pager_host_preset_name")
public func pagerHostPresetName(_ index: Int32) -> Int32 {
    written(Array(PagerPresets.byName[Int(index)].name.utf8))
}

/// A fresh screen of preset `index` (`preset` ≥ 0) or of the layout built with
/// `pager_layout_*` (−1), laid out at t = 0.
@_cdecl("pager_host_start")
public func pagerHostStart(_ preset: Int32) {
    host = PagerHost()
    if preset >= 0 {
        host.layout(PagerPresets.byName[Int(preset)].layout)
    } else {
        let b = building
        let content: PagerContent =
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

/// A finger lands on `view` (a `PagerScrollViewID` index; `page` ≥ 0 for a list of pages) at
/// `position` points along its axis.
@_cdecl("pager_host_touch_down")
public func pagerHostTouchDown(_ view: Int32, _ page: Int32, _ position: Double) {
    lastFinger = position
    host.perform(.touch(pick(view, PagerScrollViewID.self), page: page >= 0 ? Int(page) : nil))
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
    PagerTraceWriter.append(host.events[Int(index)], to: &bytes)
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
    let screen = PagerScreenModel(state: host.state)
    let json =
        "{\"layout\":" + ViewerScreen.layoutJSON(screen, g) + ",\"screen\":"
        + ViewerScreen.screenJSON(screen, layout: 0, pages: ViewerScreen.visiblePages(host.state, g)) + "}"
    return written(Array(json.utf8))
}

/// Plays the scenario script in the input buffer's first `count` bytes (the format of
/// `trace-replay simulate`; no layout files) on a fresh screen. Returns the number of
/// records, or −1 when the script has a mistake (its message in the text buffer).
@_cdecl("pager_host_run_script")
public func pagerHostRunScript(_ count: Int32) -> Int32 {
    let script = String(decoding: input[0..<Int(count)], as: UTF8.self)
    do {
        host = try PagerScenario(script: script, file: "script").run()
    } catch {
        _ = written(Array(error.description.utf8))
        return -1
    }
    hostChanged()
    return Int32(host.records.count)
}
