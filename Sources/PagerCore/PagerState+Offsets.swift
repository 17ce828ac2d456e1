// Offset events — `drag`, `decelerate`, `scroll` — in the order SPEC §4.0 fixes. The
// per-view phase machine they advance is SPEC §5's (`PagerState+BadInput.swift`).

extension PagerState {
    /// Which view a report of `event` names, or `nil` with the rejection added to `effects`
    /// (SPEC §5).
    @inline(__always)
    func resolve(_ report: PagerScrollReport, of event: PagerEventName, in geometry: PagerLayoutGeometry, _ effects: inout Effects) -> ViewRef? {
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
        case .header:
            // Header drags are reduced by `applyHeaderDrag` before views are resolved; any
            // other event on the header names no scroll view (SPEC §4.7).
            return reject(.unknownHeaderEvent(event: event, mode: geometry.mode), &effects)
        }
    }

    /// `reject(_:_:)` for `resolve`: records the rejection and names no view.
    private func reject(_ reason: PagerDiagnosticReason, _ effects: inout Effects) -> ViewRef? {
        effects.add(reason)
        return nil
    }

    /// Reduces one offset event (SPEC §4.0 order of operations). Returns whether it was applied.
    @inline(__always)
    mutating func applyOffset(_ motion: PagerScrollMotion, _ report: PagerScrollReport, t: Double, in geometry: PagerLayoutGeometry, _ effects: inout Effects)
        -> Bool
    {
        applyListMove(motion, report, t: t, in: geometry, &effects) || applyAnyOffset(motion, report, t: t, in: geometry, &effects)
    }

    /// `applyOffset` for every event but a list's move (`applyListMove`): every step of SPEC
    /// §4.0. Not inlined, so that a list's move does not pay for this one's registers and
    /// frame.
    @inline(never)
    private mutating func applyAnyOffset(
        _ motion: PagerScrollMotion, _ report: PagerScrollReport, t: Double, in geometry: PagerLayoutGeometry, _ effects: inout Effects
    ) -> Bool {
        if report.view == .header, motion.isDrag {
            return applyHeaderDrag(motion, translation: report.offset, t: t, in: geometry, &effects)
        }
        guard let view = resolve(report, of: motion.name, in: geometry, &effects) else { return false }
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
        // A fling that comes to rest at the view's `scroll ended` is a snap moment (SPEC §4.3);
        // a finger on the view ends it too (cleared below).
        let flingRests = moved.isFlinging && motion.isScrollEnded
        // (1) The user took over: a `drag began` ends the view's animation and its tap.
        if motion.isDragBegan {
            moved.isAnimating = false
            moved.isFlinging = false
            if case .content(let k) = view { clearAim(of: k) }
        }
        // (2) Store the offset.
        let previous = moved.offset
        moved.offset = report.offset
        self[view] = moved

        if !phaseExpected {
            effects.add(
                .unexpectedPhase(
                    event: motion.name, view: report.view,
                    page: geometry.isPages ? view.contentPage : nil, phase: phaseBefore))
        }
        if motion.isDragBegan {
            if view == pendingCarrier(in: geometry) { pending = nil }
            // A second finger on the list itself ends a header drag on it (SPEC §4.7).
            if let drag = headerDrag, view == .content(drag.view) { headerDrag = nil }
            if view == .pager { pagerDragStart = report.offset }
        }

        switch view {
        case .content(let k):
            // (3) header rules, (4) selection.
            let comesToRest = motion.comesToRest || flingRests
            applyContentOffsetRules(k, y: report.offset, previousY: previous, motion, comesToRest: comesToRest, in: geometry, &effects)
        case .pages:
            // (4) Selection, frozen while a tap is pending.
            if pending == nil { selectPage(atOffset: report.offset, in: geometry, &effects) }
            // (5) A drag on the pages container slides the neighbours in already aligned.
            if motion.isDragBegan { preAlignNeighbours(in: geometry, &effects) }
        case .pager:
            // SPEC §4.8: where the strip comes to rest after this drag.
            if case .dragEnded(let velocity, _) = motion, geometry.behavior != .continuous {
                let target = geometry.pagerRestTarget(offset: report.offset, velocity: velocity, dragStart: pagerDragStart)
                emit(.setTarget(view: .pager, page: nil, value: target), &effects)
            }
        }

        // (6) The event that ends an animation was evaluated as part of it; now clear.
        if motion.isScrollEnded {
            var ended = self[view]
            ended.isAnimating = false
            ended.isFlinging = false
            self[view] = ended
            var aim: AnimationAim?
            if case .content(let k) = view, !aims.isEmpty {
                aim = aims.first { $0.view == k }?.aim
                clearAim(of: k)
            }
            if view == pendingCarrier(in: geometry) { landPendingTap(isAtTop: aim == .top, in: geometry) }
        }
        return true
    }

    /// `applyOffset` for the commonest event by far, taken when it is one: a list (the one
    /// of `sections` content, or a page's) reporting a move its phase expects (`drag
    /// moved` while dragging, `decelerate moved` while decelerating, any `scroll moved`), in
    /// time order, with finite numbers. Of SPEC §4.0's steps only these apply to it: the
    /// clock moves, the offset is stored (the phase stays; nothing starts, ends or comes to
    /// rest), then the header rules and the selection. Returns false, having changed
    /// nothing, for any other event; `applyAnyOffset` then takes every step. Not inlined
    /// either: each of the two keeps a frame of its own size (measured: inlining this one
    /// into `apply` spent 13 % more instructions per event, on saving registers and spills).
    @inline(never)
    private mutating func applyListMove(
        _ motion: PagerScrollMotion, _ report: PagerScrollReport, t: Double, in geometry: PagerLayoutGeometry, _ effects: inout Effects
    ) -> Bool {
        guard report.view == .content, t.isFinite, report.offset.isFinite else { return false }
        // The list `resolve` names: the one list of `sections`, page k of `pages` content.
        if !geometry.isPages {
            guard (report.page ?? 0) == 0 else { return false }
            return applyMove(ofList: 0, motion, report, t: t, in: geometry, &effects)
        }
        guard let page = report.page, page >= 0, page < geometry.pageContentHeights.count else { return false }
        return applyMove(ofList: page, motion, report, t: t, in: geometry, &effects)
    }

    /// `applyListMove` once the list is known: list `k`.
    @inline(__always)
    private mutating func applyMove(
        ofList k: Int, _ motion: PagerScrollMotion, _ report: PagerScrollReport, t: Double, in geometry: PagerLayoutGeometry,
        _ effects: inout Effects
    ) -> Bool {
        if let clock, t < clock { return false }
        let phase = contentViews[k].phase
        switch motion {
        case .dragMoved: guard phase == .dragging else { return false }
        case .decelerateMoved: guard phase == .decelerating else { return false }
        case .scrollMoved: break
        default: return false
        }
        clock = t
        let previous = contentViews[k].offset
        contentViews[k].offset = report.offset
        applyContentOffsetRules(k, y: report.offset, previousY: previous, motion, comesToRest: false, in: geometry, &effects)
        return true
    }

    /// Steps (3) and (4) of SPEC §4.0 for an offset `y` of content view `k`: the header
    /// rules of the mode when `k` is the current page's view, then the `sections`
    /// selection (frozen while a tap is pending, and while the list stays within 0.5 pt of
    /// where a tap landed, SPEC §4.2 hold). Shared by reports of the list and a header drag's
    /// moves of it (SPEC §4.7). `comesToRest`: the snap moment of SPEC §4.3.
    @inline(__always)
    mutating func applyContentOffsetRules(
        _ k: Int, y: Double, previousY: Double, _ motion: PagerScrollMotion, comesToRest: Bool,
        in geometry: PagerLayoutGeometry, _ effects: inout Effects
    ) {
        if k == currentContentView(in: geometry) {
            applyHeaderRules(motion, comesToRest: comesToRest, view: k, y: y, previousY: previousY, in: geometry, &effects)
        }
        if pending == nil, !geometry.isPages {
            if let hold, !hold.isLeft(by: y) { return }
            hold = nil
            selectSection(atOffset: y, in: geometry)
        }
    }
}
