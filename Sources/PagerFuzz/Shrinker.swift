// Shrinking a failing sequence to the few events that matter (SPEC §8 fuzzing).
import PagerCore

/// Shrinks a failing event sequence while it keeps failing the same invariant.
///
/// Iterative, never recursive, and deterministic: every candidate is re-run from a fresh
/// reducer, and the passes repeat until none of them changes anything:
/// 1. trim everything after the first failing event;
/// 2. delete chunks from the back, halving the chunk size down to single events (an
///    event's kind never changes — events are only removed);
/// 3. simplify numbers: `t`, offsets and velocities towards 0, to whole numbers and to page
///    boundaries; tap indices towards 0.
/// Before all that, layouts with many items are halved while the failure persists, so that
/// a failure found on a 100,000-section screen does not make every later candidate slow.
public struct PagerShrinker<R: PagerReducing> {
    /// Candidate runs allowed (each is a full replay of the candidate).
    public var budget: Int

    /// A shrinker that may replay `budget` candidates.
    public init(budget: Int = 20_000) {
        self.budget = budget
    }

    /// The shrunk sequence and its failure (the same invariant as `failure`).
    public func shrink(_ events: [PagerEvent], failing failure: PagerFailure) -> (events: [PagerEvent], failure: PagerFailure) {
        var runs = 0
        let invariant = failure.violation.invariant
        func check(_ candidate: [PagerEvent]) -> PagerFailure? {
            runs += 1
            guard let found = PagerSequenceChecker<R>.firstFailure(in: candidate), found.violation.invariant == invariant else { return nil }
            return found
        }
        var best = Array(events.prefix(failure.index + 1))
        var bestFailure = failure
        var changed = true
        // Big layouts first: halve their items while it still fails.
        for i in best.indices where runs < budget {
            while i < best.count, case .layout(let layout) = best[i].kind, layout.content.itemCount > 8,
                let smaller = Self.halved(layout), runs < budget
            {
                var candidate = best
                candidate[i] = PagerEvent(t: best[i].t, .layout(smaller))
                guard let found = check(candidate) else { break }
                best = Array(candidate.prefix(found.index + 1))
                bestFailure = found
            }
        }
        while changed, runs < budget {
            changed = false
            // Chunks from the back, halving sizes.
            var size = max(1, best.count / 2)
            while size >= 1, runs < budget {
                var end = best.count
                while end > 0, runs < budget {
                    let start = max(0, end - size)
                    var candidate = best
                    candidate.removeSubrange(start..<end)
                    if !candidate.isEmpty, let found = check(candidate) {
                        best = Array(candidate.prefix(found.index + 1))
                        bestFailure = found
                        changed = true
                        end = min(start, best.count)
                    } else {
                        end = start
                    }
                }
                if size == 1 { break }
                size /= 2
            }
            // Simpler numbers, one field at a time.
            for i in best.indices where runs < budget {
                for simpler in simplifications(of: best[i], in: best) where runs < budget {
                    var candidate = best
                    candidate[i] = simpler
                    if let found = check(candidate) {
                        best = Array(candidate.prefix(found.index + 1))
                        bestFailure = found
                        changed = true
                        break
                    }
                }
                if i >= best.count - 1 { break }
            }
        }
        return (best, bestFailure)
    }

    /// The layout with the first half of its items (pager items and sections or pages alike).
    static func halved(_ layout: PagerLayout) -> PagerLayout? {
        let count = layout.content.itemCount / 2
        guard count > 0, layout.pager.items.count == layout.content.itemCount else { return nil }
        var smaller = layout
        smaller.pager.items = Array(layout.pager.items.prefix(count))
        switch layout.content {
        case .sections(let sections, let selection, let window, let footerHeight):
            smaller.content = .sections(Array(sections.prefix(count)), selection: selection, window: window, footerHeight: footerHeight)
        case .pages(let pages, let adjust):
            smaller.content = .pages(Array(pages.prefix(count)), adjustContentSize: adjust)
        }
        return smaller
    }

    /// Simpler variants of an event, simplest first; never a different kind.
    func simplifications(of event: PagerEvent, in events: [PagerEvent]) -> [PagerEvent] {
        var variants: [PagerEvent] = []
        // 0, the whole part, the nearest page boundary of the last layout's width. Each is
        // its own fixed point, so repeated passes end.
        func simpler(_ x: Double) -> [Double] {
            var values: [Double] = [0, x.rounded(.towardZero)]
            if let width = lastWidth(before: events.firstIndex(of: event) ?? 0, in: events), width > 0 {
                values.append((x / width).rounded() * width)
            }
            var unique: [Double] = []
            for value in values where value != x && !unique.contains(value) { unique.append(value) }
            return unique
        }
        if event.t != 0 { variants.append(PagerEvent(t: 0, event.kind)) }
        if event.t != event.t.rounded(.towardZero) { variants.append(PagerEvent(t: event.t.rounded(.towardZero), event.kind)) }
        switch event.kind {
        case .offset(let motion, var report):
            let offset = report.offset
            for value in simpler(offset) {
                report.offset = value
                variants.append(PagerEvent(t: event.t, .offset(motion, report)))
            }
            if case .dragEnded(let velocity, let willDecelerate) = motion, velocity != 0 {
                report.offset = offset
                variants.append(PagerEvent(t: event.t, .offset(.dragEnded(velocity: 0, willDecelerate: willDecelerate), report)))
            }
        case .tapPagerItem(let index):
            if index > 0 { variants.append(PagerEvent(t: event.t, .tapPagerItem(index: 0))) }
            if index > 1 { variants.append(PagerEvent(t: event.t, .tapPagerItem(index: index - 1))) }
        case .layout, .tapStatusBar:
            break
        }
        return variants
    }

    private func lastWidth(before index: Int, in events: [PagerEvent]) -> Double? {
        for event in events[..<min(index, events.count)].reversed() {
            if case .layout(let layout) = event.kind { return layout.viewport.width }
        }
        return nil
    }
}
