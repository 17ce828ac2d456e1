// What SwiftUI cannot tell a driver that UIKit can, in one place (issue 23). SwiftUI
// reports a scroll view's geometry only when it changed (`onScrollGeometryChange`), so a
// move that leaves the offset where it was — a finger holding still, the rubber band's
// last points, an animation's frames over a distance too short to move — reaches nobody.
// Everything else the event path reports, the SwiftUI path reports too, bit for bit: the
// fuzzer compares the two sequences with those moves taken out of both, and checks SPEC
// §8.1–§8.3 on the SwiftUI path's own events.
import PagerCore

enum SwiftUILoss {
    /// The events (and their records, `seq` aside) SwiftUI can report: every event but a
    /// `moved` whose offset is the one its view last reported, while the view stays in the
    /// same phase (a phase change is reported, moved or not).
    static func kept(_ events: [PagerEvent], _ records: [PagerRecord]) -> ([PagerEvent], [PagerRecord]) {
        var last: [ViewKey: (offset: Double, motion: ScrollMotion)] = [:]
        var keptEvents: [PagerEvent] = [], keptRecords: [PagerRecord] = []
        for (event, record) in zip(events, records) {
            if case .offset(let motion, let report) = event.kind, report.view != .header {
                let key = ViewKey(view: report.view, page: report.page)
                let previous = last[key]
                last[key] = (report.offset, motion)
                if motion.isMove, let previous, previous.offset == report.offset, motion.samePhase(as: previous.motion) { continue }
            }
            keptEvents.append(event)
            var kept = record
            kept.seq = 0  // the sequence numbers count the events taken out
            keptRecords.append(kept)
        }
        return (keptEvents, keptRecords)
    }

    private struct ViewKey: Hashable {
        var view: ScrollViewID
        var page: Int?
    }
}

private extension ScrollMotion {
    var isMove: Bool {
        switch self {
        case .dragMoved, .decelerateMoved, .scrollMoved: return true
        default: return false
        }
    }

    /// Whether `self` (a move) continues the phase `other` was in.
    func samePhase(as other: ScrollMotion) -> Bool {
        switch (other, self) {
        case (.dragBegan, .dragMoved), (.dragMoved, .dragMoved): return true
        case (.decelerateBegan, .decelerateMoved), (.decelerateMoved, .decelerateMoved): return true
        case (.scrollMoved, .scrollMoved): return true
        default: return false
        }
    }
}
