// Offset events — `drag`, `decelerate`, `scroll` — in the order SPEC §4.0 fixes. The
// per-view phase machine they advance is SPEC §5's (`PagerState+BadInput.swift`).

extension PagerState {
    /// Which view a report names, or `nil` with the rejection added to `effects` (SPEC §5).
    @inline(__always)
    func resolve(_ report: ScrollReport, in geometry: LayoutGeometry, _ effects: inout Effects) -> ViewRef? {
        switch report.view {
        case .content:
            if geometry.isPages {
                guard let page = report.page else { return reject(.missingPage, &effects) }
                guard page >= 0, page < geometry.pageContentHeights.count else {
                    return reject(.pageOutOfRange(page: page, pageCount: geometry.pageContentHeights.count), &effects)
                }
                return .content(page)
            }
            if let page = report.page, page != 0 {
                return reject(.pageOutOfRange(page: page, pageCount: 1), &effects)
            }
            return .content(0)
        case .pages:
            guard geometry.isPages else { return reject(.unknownView(.pages, content: .sections), &effects) }
            return .pages
        case .pager:
            return .pager
        }
    }

    /// `reject(_:_:)` for `resolve`: records the rejection and names no view.
    private func reject(_ reason: DiagnosticReason, _ effects: inout Effects) -> ViewRef? {
        effects.reasons.append(reason)
        return nil
    }

    /// Reduces one offset event (SPEC §4.0 order of operations). Returns whether it was applied.
    mutating func applyOffset(_ motion: ScrollMotion, _ report: ScrollReport, t: Double, in geometry: LayoutGeometry, _ effects: inout Effects) -> Bool {
        guard let view = resolve(report, in: geometry, &effects) else { return false }
        if case .dragEnded(let velocity, _) = motion, !velocity.isFinite {
            return reject(.invalidNumber(field: .velocity, value: velocity), &effects)
        }
        guard t.isFinite else { return reject(.invalidNumber(field: .t, value: t), &effects) }
        guard report.offset.isFinite else {
            return reject(.invalidNumber(field: .offset, value: report.offset), &effects)
        }

        advanceClock(to: t, &effects)
        // The view's state is read once and written back once.
        var moved = self[view]
        let phaseBefore = moved.phase
        let phaseExpected = Self.advance(&moved.phase, by: motion)
        // (1) The user took over: a `drag began` ends the view's animation and its tap.
        if motion.isDragBegan { moved.isAnimating = false }
        // (2) Store the offset.
        let previous = moved.offset
        moved.offset = report.offset
        self[view] = moved

        if !phaseExpected {
            effects.reasons.append(.unexpectedPhase(
                event: motion.name, view: report.view,
                page: geometry.isPages ? view.contentPage : nil, phase: phaseBefore))
        }
        if motion.isDragBegan, view == pendingCarrier(in: geometry) { pending = nil }

        // (3) Header rules of the mode, for the current page's content view only.
        if case .content(let k) = view, k == currentContentView(in: geometry) {
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
        if motion.isDragBegan, view == .pages {
            preAlignNeighbours(in: geometry, &effects)
        }

        // (6) The event that ends an animation was evaluated as part of it; now clear.
        if motion.isScrollEnded {
            self[view].isAnimating = false
            if view == pendingCarrier(in: geometry) { landPendingTap(in: geometry) }
        }
        return true
    }
}
