// Offset events — `drag`, `decelerate`, `scroll` — in the order SPEC §4.0 fixes, and the
// per-view phase machine of SPEC §5.

extension PagerState {
    /// An offset event's type and phase.
    enum Motion: Equatable {
        case dragBegan, dragMoved
        case dragEnded(velocity: Double, willDecelerate: Bool)
        case decelerateBegan, decelerateMoved, decelerateEnded
        case scrollMoved, scrollEnded

        /// The view comes to rest: a `drag ended` that will not decelerate, or the end of a
        /// deceleration (SPEC §4.3 snap).
        var comesToRest: Bool {
            switch self {
            case .dragEnded(_, let willDecelerate): return !willDecelerate
            case .decelerateEnded: return true
            default: return false
            }
        }
    }

    /// Advances a view's phase machine (SPEC §5) and tells whether the phase was expected.
    /// The phase advances either way, so one break in the sequence is flagged once.
    /// `scroll` events are never flagged; a `scroll ended` returns a view that is not being
    /// dragged to idle (v2: an animation that interrupts a deceleration ends it without a
    /// `decelerate ended`, as in UIKit), and `scroll moved` leaves the phase alone.
    static func advance(_ phase: inout MotionPhase, by motion: Motion) -> Bool {
        let expected: Bool
        switch motion {
        case .dragBegan:
            // A touch may catch a decelerating view; only a second `began` is wrong.
            expected = phase != .dragging
            phase = .dragging
        case .dragMoved:
            expected = phase == .dragging
            phase = .dragging
        case .dragEnded(_, let willDecelerate):
            expected = phase == .dragging
            phase = willDecelerate ? .decelerationPending : .idle
        case .decelerateBegan:
            expected = phase == .decelerationPending
            phase = .decelerating
        case .decelerateMoved:
            expected = phase == .decelerating
            phase = .decelerating
        case .decelerateEnded:
            expected = phase == .decelerating
            phase = .idle
        case .scrollMoved:
            expected = true
        case .scrollEnded:
            expected = true
            if phase != .dragging { phase = .idle }
        }
        return expected
    }

    /// Which view a report names, or `nil` with the reason in `rejection` (SPEC §5).
    func resolve(_ report: ScrollReport, in geometry: LayoutGeometry, rejection: inout Diagnostic) -> ViewRef? {
        switch report.view {
        case .content:
            if geometry.isPages {
                guard let page = report.page else {
                    rejection = .missingPage
                    return nil
                }
                guard page >= 0, page < geometry.pageContentHeights.count else {
                    rejection = .pageOutOfRange
                    return nil
                }
                return .content(page)
            }
            if let page = report.page, page != 0 {
                rejection = .pageOutOfRange
                return nil
            }
            return .content(0)
        case .pages:
            guard geometry.isPages else {
                rejection = .unknownView
                return nil
            }
            return .pages
        case .pager:
            return .pager
        }
    }

    /// Reduces one offset event (SPEC §4.0 order of operations). Returns whether it was applied.
    mutating func applyOffset(_ motion: Motion, _ report: ScrollReport, t: Double, _ effects: inout Effects) -> Bool {
        guard let geometry else { return reject(.noLayout, &effects) }
        var rejection = Diagnostic.unknownView
        guard let view = resolve(report, in: geometry, rejection: &rejection) else {
            return reject(rejection, &effects)
        }
        if case .dragEnded(let velocity, _) = motion, !velocity.isFinite {
            return reject(.invalidNumber, &effects)
        }
        guard t.isFinite, report.offset.isFinite else { return reject(.invalidNumber, &effects) }

        advanceClock(to: t, &effects)
        if !Self.advance(&self[view].phase, by: motion) {
            effects.diagnostics.append(.unexpectedPhase)
        }

        // (1) The user took over: a `drag began` ends the view's animation and its tap.
        if motion == .dragBegan {
            self[view].isAnimating = false
            if view == pendingCarrier(in: geometry) { pending = nil }
        }

        // (2) Store the offset.
        let previous = self[view].offset
        self[view].offset = report.offset

        // (3) Header rules of the mode, for the current page's content view only.
        if case .content(let k) = view, k == currentContentView {
            applyHeaderRules(motion, view: k, y: report.offset, previousY: previous, in: geometry, &effects)
        }

        // (4) Selection, with the new `occluded`; frozen while a tap is pending, and while
        // the list stays within 0.5 pt of where a tap landed (§4.2 tap hold).
        if pending == nil {
            switch view {
            case .content where !geometry.isPages:
                if let hold, !hold.isLeft(by: report.offset) { break }
                hold = nil
                selectSection(atOffset: report.offset, in: geometry)
            case .pages:
                selectPage(atOffset: report.offset, in: geometry, &effects)
            default:
                break
            }
        }

        // (5) A drag on the pages container slides the neighbours in already aligned.
        if motion == .dragBegan, view == .pages {
            preAlignNeighbours(in: geometry, &effects)
        }

        // (6) The event that ends an animation was evaluated as part of it; now clear.
        if motion == .scrollEnded {
            self[view].isAnimating = false
            if view == pendingCarrier(in: geometry) { landPendingTap(in: geometry) }
        }
        return true
    }
}
