// driver-bench: what the embedding kit costs an app, per callback and per recorded event.
// A benchmark, not a test; run it through Scripts/bench-driver.sh.
//
// A realistic session (drags, flings, tab taps, status-bar taps on every preset, in UIKit
// mode) is played once to log the delegate callbacks a screen would receive. Then, best of
// several repetitions:
//
//     driver.callback   <ns>  PagerDriver.handle per callback (translation + reducer + actions)
//     host.callback     <ns>  the whole host per callback: PagerScreenEngine.deliver over a
//                             simulated surface (the screen layer, the inset writes, the
//                             update loop and the views' writes), `--host` alone. UIKit's
//                             coordinator is such a host over UIScrollViews; this one keeps
//                             its views as numbers by role, through the engine's public API
//                             (the coordinator is the package's own)
//     reducer.event     <ns>  PagerState.apply per event of the same session (the reducer alone)
//     recorder.record   <ns>  TraceRecorder.record per event: what the caller pays
//     recorder.event    <ns>  per event with encoding, writing and finish included
//     recorder.bytes    <n>   bytes per recorded event
//
// and the driver's share of a 120 Hz frame (8.33 ms) at one callback per scroll view.
import PagerCore
import PagerKit
import PagerSimulator
import PagerRecording
import PagerTrace
#if canImport(Glibc)
import Glibc  // exit, dlsym
#elseif canImport(Darwin)
import Darwin
#endif

/// The allocation counter of Scripts/AllocCount when it is preloaded
/// (`LD_PRELOAD=alloc-count.so`), else `nil`. (ReducerBench has the same lines: each harness
/// is one file, so that Scripts/baseline.sh can build it against an older tree.)
let allocationCount: (@convention(c) () -> UInt64)? = {
    #if canImport(Glibc)
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "scrollpager_allocation_count") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) () -> UInt64).self)
    #else
    return nil
    #endif
}()

var repetitions = 5
var sessions = 200
var driverOnly = false
var hostOnly = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--repetitions": repetitions = arguments.popFirst().flatMap(Int.init) ?? repetitions
    case "--sessions": sessions = arguments.popFirst().flatMap(Int.init) ?? sessions
    case "--driver-only": driverOnly = true
    case "--host": hostOnly = true
    case "-h", "--help":
        print(
            "USAGE: driver-bench [--sessions N] [--repetitions R] [--driver-only]\n\nPlays N scripted sessions (default 200) over every preset and prints the best of R runs (default 5).\n--driver-only times the driver alone (for a profiler: perf record … driver-bench --driver-only).\n--host times the whole host per callback alone: PagerScreenCoordinator.deliver over simulated scroll views."
        )
        exit(0)
    default:
        print("Error: unknown argument '\(argument)'")
        exit(2)
    }
}

/// One session per preset, over and over: the callbacks, and the events they became.
var callbacks: [[PagerRecordedCallback]] = []
var events: [[PagerEvent]] = []
for k in 0..<sessions {
    let preset = PagerPresets.byName[k % PagerPresets.byName.count]
    var host = PagerHost(driver: PagerDriver())
    host.logsCallbacks = true
    let isPages = preset.layout.content.isPages
    host.layout(preset.layout)
    host.drag(.content, page: isPages ? 0 : nil, by: Double(200 + 40 * (k % 7)), over: 0.3)
    host.wait(0.4)
    host.tapPagerItem(k % preset.layout.pager.items.count)
    host.settle()
    host.drag(.content, page: isPages ? host.state.page : nil, by: -150, over: 0.25, release: .hold)
    if isPages { host.drag(.pages, by: -0.6 * preset.layout.viewport.width, over: 0.15) }
    host.settle()
    host.tapStatusBar()
    host.settle()
    callbacks.append(host.callbacks)
    events.append(host.events)
}
let callbackCount = callbacks.reduce(0) { $0 + $1.count }
let eventCount = events.reduce(0) { $0 + $1.count }

/// The screen's views as numbers by role, kept as the engine writes them (the callbacks were
/// recorded with their echoes: the views report nothing themselves): a host of the engine's
/// own (`PagerScreenSurface`), as UIKit's coordinator is over `UIScrollView`s.
struct BenchHost: PagerScreenSurface {
    var engine = PagerScreenEngine<PagerScrollRole>()
    var offsets: [PagerScrollRole: Double] = [:]
    var insets: [Int: PagerListInsets] = [:]
    var clockTime: Double { 0 }
    func scrollOffset(_ role: PagerScrollRole) -> Double { offsets[role] ?? 0 }
    func scrollFlags(_ role: PagerScrollRole) -> PagerScrollFlags { PagerScrollFlags(isTracking: false, isDragging: false, isDecelerating: false) }
    func listInsets(page: Int) -> PagerListInsets { insets[page] ?? PagerListInsets(top: 0, bottom: 0) }
    func listContentHeight(page: Int) -> Double { 2000 }
    mutating func setScrollOffset(_ role: PagerScrollRole, to value: Double, animated: Bool) { offsets[role] = value }
    mutating func setListInsets(_ insets: PagerListInsets, page: Int) { self.insets[page] = insets }
    mutating func moveHeader(to ty: Double, duration: Double) {}
    mutating func layOutStrip(_ frames: PagerTabStripFrames) {}
    mutating func placeUnderline(_ frame: PagerScreenRect, animated: Bool) {}
    mutating func setScrollsToTop(_ role: PagerScrollRole?) {}
    mutating func runFrames(_ wanted: Bool) {}
}

/// Every session's callbacks through a `PagerScreenEngine` hosted by a `BenchHost`: each list
/// of the first layout, the pages container and the strip attached first.
@MainActor func hostEverySession() {
    for session in callbacks {
        var host = BenchHost()
        var lists = 1
        if case .layout(let layout)? = session.first?.input, case .pages(let pages, _) = layout.content { lists = pages.count }
        for page in 0..<lists { PagerScreenEngine.register(.content(page: page), page: page, on: &host) }
        PagerScreenEngine.attachPagesView(.pages, on: &host)
        PagerScreenEngine.attachStrip(.tabStrip, on: &host)
        for callback in session { PagerScreenEngine.deliver(callback.input, at: callback.t, on: &host) }
        checksum &+= host.engine.screen.state.page
    }
}

let clock = ContinuousClock()
func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}
var checksum = 0

var driverBest = Double.infinity, reducerBest = Double.infinity, recorderBest = Double.infinity, recordCallBest = Double.infinity
var bytesPerEvent = 0.0
/// Heap allocations per callback of the driver's loop (the last repetition's).
var driverAllocations: Double?
let path = "/tmp/driver-bench-\(getpid()).events.jsonl"
var hostBest = Double.infinity
if hostOnly {
    for _ in 0..<repetitions { hostBest = min(hostBest, nanoseconds(clock.measure { hostEverySession() }) / Double(callbackCount)) }
    print("sessions: \(sessions), callbacks: \(callbackCount)")
    print("host.callback   \(format(hostBest)) ns  (checksum \(checksum))")
    exit(0)
}
for _ in 0..<repetitions {
    let allocationsBefore = allocationCount?()
    driverBest = min(
        driverBest,
        nanoseconds(
            clock.measure {
                for session in callbacks {
                    var driver = PagerDriver()
                    for callback in session {
                        for update in driver.handle(callback.input, at: callback.t) { checksum &+= update.actions.count }
                    }
                }
            }) / Double(callbackCount))
    if let before = allocationsBefore, let after = allocationCount?() { driverAllocations = Double(after - before) / Double(callbackCount) }
    if driverOnly { continue }
    reducerBest = min(
        reducerBest,
        nanoseconds(
            clock.measure {
                for session in events {
                    var state = PagerState()
                    for event in session { checksum &+= state.apply(event).selected ?? 0 }
                }
            }) / Double(eventCount))
    var written = 0
    var recordCalls = 0.0
    recorderBest = min(
        recorderBest,
        nanoseconds(
            clock.measure {
                guard let recorder = try? PagerTraceRecorder(path: path, maxBytes: 1 << 30) else { return }
                // The caller's part: record() between flushes (one flush per session, as an app
                // flushing when it goes idle might), timed apart from the flushes.
                for session in events {
                    recordCalls += nanoseconds(clock.measure { for event in session { recorder.record(event) } })
                    recorder.flush()
                }
                try? recorder.finish()
                written = recorder.bytesWritten
            }) / Double(eventCount))
    recordCallBest = min(recordCallBest, recordCalls / Double(eventCount))
    bytesPerEvent = Double(written) / Double(eventCount)
}
unlink(path)

func format(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}
print("sessions: \(sessions), callbacks: \(callbackCount), events: \(eventCount)")
print("driver.callback   \(format(driverBest)) ns  (goal < 1000 ns)")
if let driverAllocations { print("driver.allocations \(format(driverAllocations)) per callback") }
if driverOnly { exit(checksum == Int.min ? 1 : 0) }
print("reducer.event     \(format(reducerBest)) ns")
print("recorder.record   \(format(recordCallBest)) ns  (the caller's cost: a copy)")
print("recorder.event    \(format(recorderBest)) ns  (record, encode, write, finish)")
print("recorder.bytes    \(format(bytesPerEvent)) bytes/event")
// A 120 Hz frame (8.33 ms) with a callback from each of three scroll views.
print("driver share of a 120 Hz frame, 3 callbacks: \(format(3 * driverBest / 8_333_333 * 100 * 100) ) hundredths of a percent")
if checksum == Int.min { print(checksum) }
