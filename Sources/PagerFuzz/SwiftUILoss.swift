// What SwiftUI cannot tell a driver that UIKit can, in one place:
//
// 1. SwiftUI reports a scroll view's geometry only when it changed
//    (`onScrollGeometryChange`), so a move that leaves the offset where it was — a finger
//    holding still, the rubber band's last points, an animation's frames over a distance
//    too short to move — reaches nobody. Those moves are taken out of both sequences.
// 2. A release that decelerates is one report (interacting → decelerating) where UIKit
//    gives two callbacks with the record of `drag ended` carried out between them. The
//    driver gives the reducer the same two events in the same order, but a command of
//    `drag ended` that moves a view's bounds (an inset) meets the released list still under
//    the finger in one path and already decelerating in the other: the bounce is planned
//    at another instant and offsets after it can differ in their last bits. Numbers are
//    compared as trace files are (SPEC §6: 1e-6).
//
// 3. The release velocity comes from the last two offsets that changed (SPEC §7's rule on
//    what SwiftUI reports). When the finger held still between moves of the same drag,
//    UIKit's last two moves are not those, and the velocity — hence everything after the
//    release — differs. The sequences are compared up to such a release; the whole
//    SwiftUI sequence is still checked against SPEC §8.1–§8.3.
//
// 4. `PagerView` draws a `stickyReveal` header over the app's lists, which cannot hold it
//    (`PagerContainer.contentAbove`): the header's `S` points lead a list's content in the
//    reducer's coordinates, not in SwiftUI's. A relayout that changes them (a rotation into
//    or out of `stickyReveal`) shifts one coordinate system against the other, and the
//    driver moves every list back to the reducer's offset, as for a safe-area change: a
//    list decelerating or animating stops there, where UIKit's keeps going under its new
//    table header. The sequences are compared up to such a relayout.
//
// 5. `decelerate began` has no report of its own either: the driver gives it to itself from
//    the same X → D report, once what `drag ended` caused is handled — before the view's
//    deceleration is planned, where UIKit's `willBeginDecelerating` comes after. An inset it
//    commands (`stickyReveal`'s reveal at `revealCheck: decelerate`) moves the bounds of a
//    list whose bounce is planned after it in one path and before it in the other: the
//    offsets that follow differ by points, not bits. The sequences are compared up to and
//    including such a `decelerate began`. (Whether SwiftUI's phase action runs inside
//    `didEndDragging` or at its next update is a device question, SWIFTUI-SCROLL §8.)
//
// Everything else the event path reports, the SwiftUI path reports too.
import PagerCore
import PagerTrace

enum SwiftUILoss {
    /// The events (and their records, `seq` aside) SwiftUI can report: every event but a
    /// `moved` whose offset is the one its view last reported while it was in motion (the
    /// first move after an end starts a motion: a phase change, reported moved or not).
    ///
    /// `cut`: losses 3, 4 and 5 — the events from this kept index on are not comparable.
    static func kept(_ events: [PagerEvent], _ records: [PagerRecord]) -> (events: [PagerEvent], records: [PagerRecord], cut: Int?) {
        var last: [ViewKey: (offset: Double, motion: PagerScrollMotion)] = [:]
        var heldStill: Set<ViewKey> = []
        var keptEvents: [PagerEvent] = [], keptRecords: [PagerRecord] = []
        var drawnAbove: Double?  // the header points drawn over the lists, by the last layout
        for (event, record) in zip(events, records) {
            if case .layout(let layout) = event.kind {
                // Loss 4: a relayout that changes what is drawn over the lists.
                let above = layout.header.mode == .stickyReveal ? layout.header.height : 0
                if let drawnAbove, drawnAbove != above { return (keptEvents, keptRecords, keptEvents.count) }
                drawnAbove = above
            }
            if case .offset(let motion, let report) = event.kind, report.view != .header {
                let key = ViewKey(view: report.view, page: report.page)
                let previous = last[key]
                last[key] = (report.offset, motion)
                if case .dragBegan = motion { heldStill.remove(key) }
                if motion.isMove, let previous, previous.offset == report.offset, !previous.motion.isEnd {
                    if case .dragMoved = motion { heldStill.insert(key) }
                    continue
                }
                // Loss 3: the release of a drag that held still is where comparing stops.
                if case .dragEnded = motion, heldStill.contains(key) {
                    return (keptEvents, keptRecords, keptEvents.count)
                }
            }
            keptEvents.append(event)
            var kept = record
            kept.seq = 0  // the sequence numbers count the events taken out
            keptRecords.append(kept)
            // Loss 5: an inset commanded at `decelerate began`, after it.
            if case .offset(.decelerateBegan, _) = event.kind, record.commands.contains(where: \.isInsetWrite) {
                return (keptEvents, keptRecords, keptEvents.count)
            }
        }
        return (keptEvents, keptRecords, nil)
    }

    /// Whether two events agree, numbers within `tolerance` (SPEC §6's comparison).
    static func agree(_ a: PagerEvent, _ b: PagerEvent, tolerance: Double = 1e-6) -> Bool {
        if a == b { return true }
        guard abs(a.t - b.t) <= tolerance, case .offset(let m, let r) = a.kind, case .offset(let n, let s) = b.kind,
            r.view == s.view, r.page == s.page, abs(r.offset - s.offset) <= tolerance
        else { return false }
        switch (m, n) {
        case let (.dragEnded(v, d), .dragEnded(w, e)): return d == e && abs(v - w) <= tolerance
        default: return m == n
        }
    }

    /// Whether two records agree field by field (`PagerRecordDiffer`, 1e-6).
    static func agree(_ a: PagerRecord, _ b: PagerRecord) -> Bool {
        PagerRecordDiffer().differences(expected: a, actual: b).isEmpty
    }

    private struct ViewKey: Hashable {
        var view: PagerScrollViewID
        var page: Int?
    }
}

private extension PagerCommand {
    var isInsetWrite: Bool {
        if case .setInset = self { return true }
        return false
    }
}

private extension PagerScrollMotion {
    var isMove: Bool {
        switch self {
        case .dragMoved, .decelerateMoved, .scrollMoved: return true
        default: return false
        }
    }

    /// An end: the view is idle after it, so its next move starts a motion, which SwiftUI
    /// reports as a phase change whether the offset moved or not.
    var isEnd: Bool {
        switch self {
        case .dragEnded, .decelerateEnded, .scrollEnded: return true
        default: return false
        }
    }
}
