// reducer-bench: how long one scroll event takes, and whether it grows with the number of
// sections. A benchmark, not a test; run it through Scripts/bench-reducer.sh.
//
// For each layout (10, 1,000 and 100,000 sections of a quick-return menu, the mode that
// does the most work per event: header follow, no-gap, crossing selection) it applies
// 1,000,000 `drag` events whose offsets move like real gestures (a random start anywhere
// in the list, then 60 Hz frames at a random speed) and prints
//
//     reducer.sections.N <ns per event> ns/event
//
// — the best of several repetitions, as the machine is shared — then the ratio of the
// largest layout's figure to the smallest's. Offsets come from a seeded generator, so
// every run applies the same events.
//
// With Scripts/AllocCount preloaded (bench-reducer.sh does it) it also counts heap
// allocations, in a separate pass that is not timed: per event overall, and per event in
// the common case (events whose record has no commands and no diagnostics):
//
//     reducer.sections.N.allocations <per event> per event, <per event> in the common case
//
// With `--traces FILE…` it also measures a mixed workload, so that a fast path for drags
// cannot pass for a faster reducer: every event of the given events traces (the golden
// traces and realistic fuzz sessions: layouts, taps, page swipes, flings, header drags,
// rejected events), each trace from a fresh state:
//
//     reducer.mixed <ns per event> ns/event (<events> events in <traces> traces)
//
// Only public API is used, so Scripts/bench-reducer.sh can build this same file against
// the previous release to measure it with the same harness.
import PagerCore
import PagerFuzz
import PagerSimulator
import PagerTrace
#if canImport(Glibc)
import Glibc  // exit, dlsym
#elseif canImport(Darwin)
import Darwin
#endif

/// The allocation counter of Scripts/AllocCount when it is preloaded, else `nil`.
let allocationCount: (@convention(c) () -> UInt64)? = {
    #if canImport(Glibc)
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "scrollpager_allocation_count") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) () -> UInt64).self)
    #else
    return nil
    #endif
}()

/// The catalogue's menu, `count` sections long, as its `layout` event and its geometry. (The
/// layout's type is never named: the harness also builds against baseline trees, from
/// before and after that type was renamed.)
func menu(sections count: Int) -> (event: PagerEvent, geometry: PagerLayoutGeometry) {
    let layout = PagerPresets.menu(sections: count)
    guard let geometry = PagerLayoutGeometry(layout) else { fatalError("invalid benchmark layout") }
    return (.layout(layout, t: 0), geometry)
}

/// Gestures of 100 events: `drag began` at a random offset, 98 `moved` frames at a random
/// speed (bouncing off the ends), `drag ended`.
func scrollEvents(count: Int, over geometry: PagerLayoutGeometry, seed: UInt64) -> [PagerEvent] {
    let minY = -geometry.initialInsetTop, maxY = geometry.maxY(ofView: 0, insetTop: geometry.initialInsetTop)
    var random = PagerSplitMix64(seed: seed)
    var events: [PagerEvent] = []
    events.reserveCapacity(count)
    var t = 0.0, y = minY, step = 0.0
    while events.count < count {
        let frame = events.count % 100
        t += 1.0 / 60
        if frame == 0 {
            y = Double.random(in: minY...maxY, using: &random)
            step = Double.random(in: -60...60, using: &random)  // up to 3,600 pt/s
            events.append(.dragBegan(.content, offset: y, t: t))
        } else {
            y += step
            if y < minY || y > maxY { step = -step; y = min(max(y, minY), maxY) }
            events.append(frame == 99 ? .dragEnded(.content, offset: y, t: t) : .dragMoved(.content, offset: y, t: t))
        }
    }
    return events
}

// MARK: - Arguments

var eventCount = 1_000_000
var repetitions = 5
var tracePaths: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--events": eventCount = arguments.popFirst().flatMap(Int.init) ?? eventCount
    case "--repetitions": repetitions = arguments.popFirst().flatMap(Int.init) ?? repetitions
    case "--traces":
        while let path = arguments.first, !path.hasPrefix("--") { tracePaths.append(path); arguments.removeFirst() }
    case "-h", "--help":
        print(
            """
            USAGE: reducer-bench [--events N] [--repetitions R] [--traces FILE...]

            Applies N scroll events (default 1,000,000) to quick-return menus of 10, 1,000
            and 100,000 sections and prints the best of R runs (default 5) per case in
            ns/event, then the ratio of the largest case to the smallest. With --traces,
            also the events of those events traces, each from a fresh state (mixed).
            """)
        exit(0)
    default:
        print("Error: unknown argument '\(argument)'\nUsage: reducer-bench [--events N] [--repetitions R]")
        exit(2)
    }
}

// MARK: - Run

let clock = ContinuousClock()
var results: [(sections: Int, nanoseconds: Double)] = []
var checksum = 0
for sections in [10, 1_000, 100_000] {
    let (layoutEvent, geometry) = menu(sections: sections)
    let events = scrollEvents(count: eventCount, over: geometry, seed: 42)
    var best = Double.infinity
    for _ in 0..<repetitions {
        var state = PagerState()
        _ = state.apply(layoutEvent)
        // A fresh copy of the events for each run, made before the clock starts; the run
        // moves each event out and hands it to the reducer, as a host hands over the
        // event it just built, so the clock measures the reducer, not copying events.
        let batch = UnsafeMutablePointer<PagerEvent>.allocate(capacity: events.count)
        batch.initialize(from: events, count: events.count)
        let elapsed = clock.measure {
            for i in 0..<events.count {
                checksum &+= state.apply((batch + i).move()).selected ?? 0
            }
        }
        batch.deallocate()
        let (seconds, attoseconds) = elapsed.components
        let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
        best = min(best, nanoseconds / Double(events.count))
    }
    results.append((sections, best))
    print("reducer.sections.\(sections) \(String(format2: best)) ns/event")
    if let allocationCount {
        // Untimed: the counter is read around every event.
        var state = PagerState()
        _ = state.apply(layoutEvent)
        var all: UInt64 = 0, common: UInt64 = 0, commonEvents = 0
        for event in events {
            let before = allocationCount()
            let record = state.apply(event)
            let used = allocationCount() - before
            all += used
            if record.commands.isEmpty && record.diagnostics.isEmpty {
                common += used
                commonEvents += 1
            }
        }
        print(
            "reducer.sections.\(sections).allocations \(String(format2: Double(all) / Double(events.count))) per event, "
                + "\(String(format2: Double(common) / Double(max(commonEvents, 1)))) in the common case "
                + "(\(commonEvents) of \(events.count) events: no commands, no diagnostics)")
    }
}
let ratio = results.last!.nanoseconds / results.first!.nanoseconds
print("reducer.ratio.largest/smallest \(String(format2: ratio))")

// MARK: - Mixed

if !tracePaths.isEmpty {
    var traces: [[PagerEvent]] = []
    for path in tracePaths {
        let reader = try PagerEventReader(path: path)
        var events: [PagerEvent] = []
        while let (event, _) = try reader.next() { events.append(event) }
        traces.append(events)
    }
    let total = traces.reduce(0) { $0 + $1.count }
    var best = Double.infinity
    for _ in 0..<max(repetitions, 1) {
        // As above: each run's events are fresh copies, moved into the reducer one by one.
        let batches = traces.map { events -> UnsafeMutablePointer<PagerEvent> in
            let batch = UnsafeMutablePointer<PagerEvent>.allocate(capacity: events.count)
            batch.initialize(from: events, count: events.count)
            return batch
        }
        let elapsed = clock.measure {
            for (batch, events) in zip(batches, traces) {
                var state = PagerState()
                for i in 0..<events.count {
                    checksum &+= state.apply((batch + i).move()).selected ?? 0
                }
            }
        }
        for batch in batches { batch.deallocate() }
        let (seconds, attoseconds) = elapsed.components
        best = min(best, (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(total))
    }
    print("reducer.mixed \(String(format2: best)) ns/event (\(total) events in \(traces.count) traces)")
}
// Keeps the optimiser from dropping the work; never true in practice.
if checksum == Int.min { print(checksum) }

extension String {
    /// A number with two decimals, without Foundation.
    init(format2 value: Double) {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        self = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
