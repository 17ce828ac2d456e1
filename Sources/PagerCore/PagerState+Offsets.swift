// Offset events — `drag`, `decelerate`, `scroll` — in the order SPEC §4.0 fixes. The
// per-view phase machine they advance is SPEC §5's (`PagerState+BadInput.swift`).

extension PagerState {
    /// Which view a report names, or `nil` with the reason in `rejection` (SPEC §5).
    func resolve(_ report: ScrollReport, in geometry: LayoutGeometry, rejection: inout DiagnosticReason) -> ViewRef? {
        switch report.view {
        case .content:
            if geometry.isPages {
                guard let page = report.page else {
                    rejection = .missingPage
                    return nil
                }
                guard page >= 0, page < geometry.pageContentHeights.count else {
                    rejection = .pageOutOfRange(page: page, pageCount: geometry.pageContentHeights.count)
                    return nil
                }
                return .content(page)
            }
            if let page = report.page, page != 0 {
                rejection = .pageOutOfRange(page: page, pageCount: 1)
                return nil
            }
            return .content(0)
        case .pages:
            guard geometry.isPages else {
                rejection = .unknownView(.pages, content: .sections)
                return nil
            }
            return .pages
        case .pager:
            return .pager
        }
    }

    /// Reduces one offset event (SPEC §4.0 order of operations). Returns whether it was applied.
    mutating func applyOffset(_ motion: ScrollMotion, _ report: ScrollReport, t: Double, _ effects: inout Effects) -> Bool {
        guard let geometry else { return reject(.noLayout(event: motion.name), &effects) }
        var rejection = DiagnosticReason.missingPage
        guard let view = resolve(report, in: geometry, rejection: &rejection) else {
            return reject(rejection, &effects)
        }
        if case .dragEnded(let velocity, _) = motion, !velocity.isFinite {
            return reject(.invalidNumber(field: .velocity, value: velocity), &effects)
        }
        guard t.isFinite else { return reject(.invalidNumber(field: .t, value: t), &effects) }
        guard report.offset.isFinite else {
            return reject(.invalidNumber(field: .offset, value: report.offset), &effects)
        }

        advanceClock(to: t, &effects)
        let phaseBefore = self[view].phase
        if !Self.advance(&self[view].phase, by: motion) {
            effects.reasons.append(.unexpectedPhase(
                event: motion.name, view: report.view,
                page: geometry.isPages ? view.contentPage : nil, phase: phaseBefore))
        }

        // (1) The user took over: a `drag began` ends the view's animation and its tap.
        if motion.isDragBegan {
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
