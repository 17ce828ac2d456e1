// What the libFuzzer targets check (Scripts/LibFuzz), kept here so that `swift test` and
// `trace-replay fuzz` replay the regression corpus through exactly the same checks.
import Foundation
import PagerCore
import PagerKit
import PagerTrace

/// The reader target's property: arbitrary bytes through both streaming readers.
///
/// - every accepted event or record is written and read back bit for bit;
/// - every rejection is a `PagerTraceError` whose line and column lie inside the input;
/// - nothing else is thrown, and nothing traps (a trap is libFuzzer's crash).
public enum PagerReaderCheck {
    /// The first broken property, or `nil`.
    public static func failure(_ bytes: [UInt8]) -> String? {
        // 1-based line lengths, as the reader counts lines (LF ends a line).
        var lengths: [Int] = [], current = 0
        for byte in bytes {
            if byte == 0x0A { lengths.append(current); current = 0 } else { current += 1 }
        }
        lengths.append(current)
        func outside(_ error: PagerTraceError) -> String? {
            guard error.line >= 1, error.line <= lengths.count else { return "error line \(error.line) outside the input's \(lengths.count) lines: \(error)" }
            guard error.column >= 1, error.column <= lengths[error.line - 1] + 1 else {
                return "error column \(error.column) outside line \(error.line) of \(lengths[error.line - 1]) bytes: \(error)"
            }
            return nil
        }

        let events = PagerEventReader(bytes: bytes)
        while true {
            do {
                guard let (event, _) = try events.next() else { break }
                let line = event.jsonLine
                guard let again = try? PagerEvent(jsonLine: line), again.jsonLine == line else {
                    return "an accepted event does not survive write → read: \(line)"
                }
            } catch let error as PagerTraceError {
                if let problem = outside(error) { return problem }
                break
            } catch {
                return "the events reader threw \(error), not a TraceError"
            }
        }
        let records = PagerRecordReader(bytes: bytes)
        while true {
            do {
                guard let (record, _) = try records.next() else { break }
                let line = record.jsonLine
                guard let again = try? PagerRecord(jsonLine: line), again.jsonLine == line else {
                    return "an accepted record does not survive write → read: \(line)"
                }
            } catch let error as PagerTraceError {
                if let problem = outside(error) { return problem }
                break
            } catch {
                return "the states reader threw \(error), not a TraceError"
            }
        }
        return nil
    }
}

/// The reducer target's property: bytes decoded as a session (a layout, then events) and
/// applied to `PagerState`, with SPEC §8 invariants 1–3 after every event (two reducers side
/// by side, the codec round trip), and the same records again after the state is saved and
/// restored mid-sequence.
public enum PagerReducerCheck {
    /// The session the bytes stand for.
    public static func session(_ bytes: [UInt8]) -> [PagerEvent] {
        var input = FuzzBytes(bytes)
        var events: [PagerEvent] = []
        let layout = input.layout()
        var t = 0.0
        events.append(.layout(layout, t: t))
        var current = layout
        while !input.isAtEnd, events.count < 400 {
            let kind = input.byte()
            // Time mostly moves forward a frame, sometimes jumps, sometimes goes back.
            let step = input.byte()
            t += step < 200 ? 1.0 / 60 : step < 250 ? Double(step - 199) * 0.05 : -Double(step - 249) * 0.1
            switch kind % 16 {
            case 0...8:
                let motions: [PagerScrollMotion] = [
                    .dragBegan, .dragMoved, .dragEnded(velocity: input.velocity(), willDecelerate: input.byte() & 1 == 1),
                    .decelerateBegan, .decelerateMoved, .decelerateEnded, .scrollMoved, .scrollEnded, .dragMoved,
                ]
                let motion = motions[Int(kind % 16)]
                let views: [PagerScrollViewID] = [.content, .content, .pages, .pager, .header]
                let view = views[Int(input.byte() % 5)]
                let pageByte = input.byte()
                let page: Int? = pageByte % 5 == 4 ? nil : Int(pageByte % 5) - (pageByte > 250 ? 2 : 0)
                events.append(.offset(motion, view, page: page, offset: input.offset(), t: t))
            case 9, 10:
                events.append(.tapPagerItem(Int(input.byte() % 9) - 1, t: t))
            case 11:
                events.append(.tapStatusBar(t: t))
            case 12:
                // A rotation, or the same layout again (UIKit lays out often).
                if input.byte() & 1 == 0 { swap(&current.viewport.width, &current.viewport.height) }
                events.append(.layout(current, t: t))
            case 13:
                current = input.layout()
                events.append(.layout(current, t: t))
            default:
                events.append(.offset(.dragMoved, .content, page: input.byte() % 2 == 0 ? 0 : nil, offset: input.offset(), t: t))
            }
        }
        return events
    }

    /// The first broken property, or `nil`.
    public static func failure(_ bytes: [UInt8]) -> String? {
        failure(events: session(bytes), cutAt: bytes.isEmpty ? 0 : Int(bytes[bytes.count / 2]))
    }

    /// The first broken property of a sequence of events (a kept counterexample), or `nil`;
    /// the state is saved and restored after `cutAt % count` events.
    public static func failure(events: [PagerEvent], cutAt: Int? = nil) -> String? {
        var checker = PagerSequenceChecker<PagerState>()
        var state = PagerState()
        var records: [PagerRecord] = []
        for event in events {
            let (record, failure) = checker.apply(event)
            if let failure { return "\(failure)" }
            records.append(record)
            _ = state.apply(event)
        }
        // Save and restore mid-sequence, then continue: the same records.
        let cut = (cutAt ?? events.count / 2) % max(events.count, 1)
        var restored = PagerState()
        for event in events[..<cut] { _ = restored.apply(event) }
        do {
            let saved = try JSONEncoder().encode(restored)
            restored = try JSONDecoder().decode(PagerState.self, from: saved)
        } catch {
            return "the state does not survive save → restore after \(cut) events: \(error)"
        }
        for (k, event) in events.enumerated().dropFirst(cut) {
            let again = restored.apply(event)
            if again.jsonLine != records[k].jsonLine {
                return "after a save → restore at event \(cut), record \(k) differs: \(again.jsonLine) vs \(records[k].jsonLine)"
            }
        }
        return nil
    }
}

/// The driver target's property: bytes decoded as callbacks in any order —
/// re-entrant echoes, missing ends, unknown pages, layouts mid-drag, header pans, frames,
/// safe-area changes, lists attached and detached, SwiftUI's phases and geometry, the neutral
/// inputs, resyncs — fed to a
/// `PagerDriver` as a screen delivers them (some while an update is carried out); the
/// driver never traps, and every event it makes survives the trace round trip and keeps
/// SPEC §8.1–§8.3 through the reducer.
public enum PagerDriverCheck {
    /// The callbacks the bytes stand for.
    public static func callbacks(_ bytes: [UInt8]) -> [PagerRecordedCallback] {
        var input = FuzzBytes(bytes)
        var t = 0.0
        var callbacks = [PagerRecordedCallback(t: t, input: .layout(input.layout()))]
        let roles: [PagerScrollRole] = [.content(page: 0), .content(page: 0), .content(page: 1), .content(page: 2), .content(page: 7), .pages, .tabStrip]
        while !input.isAtEnd, callbacks.count < 400 {
            let kind = input.byte()
            let step = input.byte()
            t += step < 200 ? 1.0 / 60 : step < 250 ? Double(step - 199) * 0.05 : -Double(step - 249) * 0.1
            let role = input.pick(roles)
            let nested = input.byte() % 4 == 0
            let callback: PagerDriverInput
            switch kind % 24 {
            case 0: callback = .willBeginDragging(role, offset: input.offset())
            case 1, 2:
                let flags = PagerScrollFlags(isTracking: input.byte() & 1 == 0, isDragging: input.byte() & 1 == 0, isDecelerating: input.byte() & 1 == 0)
                callback = .didScroll(role, offset: input.offset(), flags: flags)
            case 3: callback = .willEndDragging(role, offset: input.offset(), velocity: input.velocity() / 1000, targetOffset: input.offset())
            case 4: callback = .didEndDragging(role, offset: input.offset(), willDecelerate: input.byte() & 1 == 0)
            case 5: callback = .willBeginDecelerating(role, offset: input.offset())
            case 6: callback = .didEndDecelerating(role, offset: input.offset())
            case 7: callback = .didEndScrollingAnimation(role, offset: input.offset())
            case 8: callback = .shouldScrollToTop(role)
            case 9: callback = .didSelectItem(index: Int(input.byte() % 9) - 1)
            case 10: callback = .layout(input.layout())
            case 14, 15: callback = .frame  // display-link ticks: the driver's own fling moves
            case 16: callback = .safeArea(top: input.pick([0, 20, 47, 59, input.offset()]))
            case 17: callback = .attach(page: Int(input.byte() % 10) - 1)
            case 18: callback = .detach(page: Int(input.byte() % 10) - 1)
            case 19:  // SwiftUI's phases, in any order, with any context velocity
                callback = .scrollPhase(
                    role, input.pick(PagerSwiftUIScrollPhase.allCases), offset: input.offset(),
                    contextVelocity: input.byte() & 1 == 0 ? nil : input.velocity())
            case 20: callback = .scrollGeometry(role, offset: input.offset())
            case 21: callback = .tick
            case 23:  // what a view shows after its callbacks were lost
                let flags = PagerScrollFlags(isTracking: input.byte() & 1 == 0, isDragging: input.byte() & 1 == 0, isDecelerating: input.byte() & 1 == 0)
                callback = .resync(role, offset: input.offset(), flags: flags)
            case 22:  // the neutral inputs, in any order
                let offset = input.offset()
                let velocity = input.velocity(), decelerates = input.byte() & 1 == 0
                callback = .scroll(
                    role,
                    input.pick([
                        .dragBegan(offset: offset), .moved(offset: offset), .dragEnded(offset: offset, velocity: velocity, decelerates: decelerates),
                        .decelerationEnded(offset: offset), .motionEnded(offset: offset),
                    ]))
            default:
                let state = input.pick([PagerHeaderPanState.began, .changed, .changed, .ended])
                callback = .headerPan(state, translation: input.offset(), velocity: input.velocity())
            }
            callbacks.append(PagerRecordedCallback(t: t, input: callback, nested: nested))
        }
        return callbacks
    }

    /// The first broken property, or `nil`.
    public static func failure(_ bytes: [UInt8]) -> String? {
        failure(callbacks: callbacks(bytes))
    }

    /// The first broken property of a callbacks sequence, or `nil`.
    public static func failure(callbacks: [PagerRecordedCallback]) -> String? {
        let (events, records) = PagerDriver.drive(callbacks)
        guard events.count == records.count else { return "\(events.count) events but \(records.count) records" }
        var checker = PagerSequenceChecker<PagerState>()
        for (k, event) in events.enumerated() {
            let (record, failure) = checker.apply(event)
            if let failure { return "driver event \(k) (\(event.jsonLine)): \(failure)" }
            if record != records[k] { return "driver event \(k): the driver's record differs from the reducer's own" }
        }
        return nil
    }
}

/// Fuzz bytes read as small choices: a byte at a time, 0 once they run out.
struct FuzzBytes {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }

    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }

    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(byte()) % choices.count] }

    /// An offset: interesting values, or any of 65,536 quarter points around 0.
    mutating func offset() -> Double {
        switch byte() % 8 {
        case 0: return pick([0, -0.0, -104, -244, -40, 0.5, -0.5, 0.25, 1e9, -1e9, 1e-300])
        case 1: return pick([Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude])
        default: return Double(Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte()))) / 4
        }
    }

    /// A release velocity in pt/s.
    mutating func velocity() -> Double {
        switch byte() % 4 {
        case 0: return 0
        case 1: return pick([Double.nan, .infinity, 1e12, -1e12])
        default: return Double(Int8(bitPattern: byte())) * 40
        }
    }

    /// A layout: any mode and content kind, mostly valid, sometimes not.
    mutating func layout() -> PagerLayout {
        let mode = pick(PagerHeaderMode.allCases)
        let width = pick([375.0, 667, 320, 0, -1, 1])
        let height = pick([603.0, 667, 375, 100, 0])
        let S = pick([0.0, 64, 200, 700]), B = pick([0.0, 40, 44])
        let count = Int(byte() % 9)
        let items = (0..<count).map { i in PagerItem(width: pick([56.0, 80, 0, 300, -1]), title: "T\(i)") }
        let pager = PagerBar(
            items: items, spacing: pick([0.0, 32]), edgeInset: pick([0.0, 12]), indicatorExtra: pick([0.0, 5]),
            cells: pick(PagerCells.allCases), behavior: pick(PagerBehavior.allCases))
        // Sometimes one section or page more or fewer than items: invalidLayout.
        let contentCount = max(0, count + pick([0, 0, 0, 1, -1]))
        let content: PagerContent
        if byte() & 1 == 0 {
            let sections = (0..<contentCount).map { _ in
                // Measured sections too (a height below the header row is invalidLayout).
                byte() % 3 == 0
                    ? PagerListSection(headerHeight: pick([0.0, 40, 60]), height: pick([0.0, 40, 300, 1e12]))
                    : PagerListSection(headerHeight: pick([0.0, 40, 60]), rows: pick([0, 1, 3, 50, -1]), rowHeight: pick([0.0, 60, 80]))
            }
            content = .sections(
                sections, selection: pick(PagerSelectionRule.allCases), window: pick([20.0, 0, 1e6]),
                footerHeight: pick([0.0, 0, 120, -1]))
        } else {
            let pages = (0..<contentCount).map { _ in PagerLayoutPage(contentHeight: pick([0.0, 300, 1800, 2400, 1e12])) }
            content = .pages(pages, adjustContentSize: byte() & 1 == 0)
        }
        return PagerLayout(
            viewport: PagerViewport(width: width, height: height),
            header: PagerHeader(mode: mode, height: S, barHeight: B, snap: byte() & 1 == 0, revealCheck: pick(PagerRevealCheck.allCases)),
            pager: pager, content: content)
    }
}

/// The libFuzzer targets' program when built without libFuzzer: runs a check on the files
/// it is given and says which fail — a reproducer for a kept crash input.
public enum PagerFuzzReproducer {
    /// Checks each file of `paths` with `check`; returns the exit code (1 if any failed).
    public static func run(_ paths: [String], check: ([UInt8]) -> String?) -> Int32 {
        var failed = false
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): cannot read")
                failed = true
                continue
            }
            if let failure = check(Array(data)) {
                print("FAIL  \(path): \(failure)")
                failed = true
            } else {
                print("ok    \(path)")
            }
        }
        return failed ? 1 : 0
    }
}
