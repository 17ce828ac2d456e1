// The header drag (SPEC §4.7; SwipeTableView's header pan): in the overlay modes a
// finger on the header scrolls the current list as if it were on the list — 1:1, with
// UIScrollView's rubber band past a bound — and its release flings the list (`fling`),
// so the hand-off from header to list is part of the reducer, not glue.

extension PagerState {
    /// A header drag in progress: the content view it moves and where it started.
    struct HeaderDrag: Sendable, Equatable {
        /// `k`: the content view the finger moves (the current page's when it began or was
        /// last re-based).
        var view: Int
        /// `T₀`: the translation at the `began`, or at the last re-base.
        var startTranslation: Double
        /// `u₀`: the unbanded offset that shows `startOffset`.
        var startUnbanded: Double
        /// `yₖ` when the drag began or was last re-based: the finger back at `T₀` shows
        /// exactly this offset.
        var startOffset: Double
        /// The last translation applied (the next re-base's `T₀`).
        var lastTranslation: Double
    }

    /// Reduces a `drag` on `header` (SPEC §4.7). Returns whether it was applied.
    ///
    /// - Complexity: O(log n) in n sections (the selection), like any offset event.
    mutating func applyHeaderDrag(
        _ motion: PagerScrollMotion, translation: Double, t: Double, in geometry: PagerLayoutGeometry, _ effects: inout Effects
    ) -> Bool {
        guard geometry.headerOverlaysContent else {
            return reject(.unknownHeaderEvent(event: motion.name, mode: geometry.mode), &effects)
        }
        if case .dragEnded(let velocity, _) = motion, !velocity.isFinite {
            return reject(.invalidNumber(field: .velocity, value: velocity), &effects)
        }
        guard t.isFinite else { return reject(.invalidNumber(field: .t, value: t), &effects) }
        guard translation.isFinite else { return reject(.invalidNumber(field: .offset, value: translation), &effects) }
        advanceClock(to: t, &effects)
        // With no content view a header drag does nothing, and says nothing (SPEC §4.7).
        guard geometry.contentViewCount > 0 else {
            headerDrag = nil
            return true
        }

        // The header's own phase machine, without deceleration: idle ↔ dragging. A second
        // finger on the list ends the drag (`headerDrag` nil), not the gesture: the phase
        // stays `dragging` until the gesture's `drag ended`, so a `began` before that is
        // `unexpectedPhase` and starts a new header drag (SPEC §4.7, the second finger).
        let wasDragging = headerPhase == .dragging
        let expected = motion.isDragBegan ? !wasDragging : wasDragging
        headerPhase = motion.name == .dragEnded ? .idle : .dragging
        if !expected {
            effects.add(
                .unexpectedPhase(
                    event: motion.name, view: .header, page: nil, phase: wasDragging ? .dragging : .idle))
        }

        switch motion {
        case .dragBegan:
            // A `began` during a drag starts it again.
            beginHeaderDrag(at: translation, in: geometry, &effects)
        case .dragEnded(let velocity, _):
            // An `ended` without `began` does nothing else; after a second finger ended the
            // drag (`headerDrag` nil), neither does the gesture's own `ended`.
            if wasDragging, headerDrag != nil {
                moveHeaderDrag(to: translation, releasedWith: velocity, in: geometry, &effects)
            }
            headerDrag = nil
        default:
            if !wasDragging {
                // A `moved` without `began` acts as a `began` here: its stop and clears,
                // nothing moves.
                beginHeaderDrag(at: translation, in: geometry, &effects)
            } else if headerDrag != nil {
                moveHeaderDrag(to: translation, releasedWith: nil, in: geometry, &effects)
            }
        }
        return true
    }

    /// `drag began header` at translation `T`: the current content view becomes the drag's
    /// view; as a `drag began` on it would, its animation, fling and (in `sections`
    /// content) a tap moving it are cleared, the hold kept, and `yₖ` applied as an offset
    /// event. A moving view is stopped where it is with an instant `setOffset`, which also
    /// returns a decelerating one to idle (a dragged one stays dragging).
    private mutating func beginHeaderDrag(at translation: Double, in geometry: PagerLayoutGeometry, _ effects: inout Effects) {
        let k = currentContentView(in: geometry)
        var view = contentViews[k]
        let y = view.offset
        // Moving: decelerating in the SPEC §5 phase machine (or about to), in flight, or flinging.
        let isMoving =
            view.phase == .decelerating || view.phase == .decelerationPending
            || view.isAnimating || view.isFlinging
        view.isAnimating = false
        view.isFlinging = false
        contentViews[k] = view
        clearAim(of: k)
        if pendingCarrier(in: geometry) == .content(k) { pending = nil }
        headerDrag = HeaderDrag(
            view: k, startTranslation: translation, startUnbanded: unbandedOffset(showing: y, view: k, in: geometry),
            startOffset: y, lastTranslation: translation)
        if isMoving {
            commandInstantContentOffset(k, y, in: geometry, &effects)
            // SPEC §4.7 (the stop): a decelerating view — from a decelerating `drag ended`
            // until `decelerate ended` — returns to idle (the deceleration it stops reports
            // no `decelerate ended`); a view being dragged stays `dragging`: its finger is
            // still down, as a `scroll ended` leaves a dragged view dragging (SPEC §5).
            if view.phase == .decelerating || view.phase == .decelerationPending { contentViews[k].phase = .idle }
        }
        applyContentOffsetRules(k, y: y, previousY: y, .dragBegan, comesToRest: false, in: geometry, &effects)
    }

    /// `drag moved header` (`velocity` nil) or `drag ended header` at translation `T`: the
    /// finger's offset `u = u₀ + (T − T₀)`, rubber-banded past a bound, moves view `k`;
    /// the release flings it when it has a velocity or lies beyond a bound, and otherwise
    /// is a snap moment (SPEC §4.3).
    private mutating func moveHeaderDrag(
        to translation: Double, releasedWith velocity: Double?, in geometry: PagerLayoutGeometry, _ effects: inout Effects
    ) {
        guard var drag = headerDrag else { return }
        let k = drag.view
        let minY = negated(insetTop), maxY = geometry.maxY(ofView: k, insetTop: insetTop)
        let y =
            translation == drag.startTranslation
            ? drag.startOffset
            : Self.rubberBanded(
                drag.startUnbanded + (translation - drag.startTranslation),
                minY: minY, maxY: maxY, dimension: geometry.contentViewHeight)
        drag.lastTranslation = translation
        headerDrag = drag

        var flings = false
        if let velocity { flings = velocity != 0 || y < minY || y > maxY }
        let motion = velocity.map { PagerScrollMotion.dragEnded(velocity: $0, willDecelerate: flings) } ?? .dragMoved
        let previous = contentViews[k].offset
        if y != previous {
            // The finger wins: a tap made during the drag is cancelled by the next move.
            if pendingCarrier(in: geometry) == .content(k) { pending = nil }
            contentViews[k].isAnimating = false
            clearAim(of: k)
            commandInstantContentOffset(k, y, in: geometry, &effects)
            applyContentOffsetRules(k, y: y, previousY: previous, motion, comesToRest: velocity != nil && !flings, in: geometry, &effects)
        } else if velocity != nil {
            applyContentOffsetRules(k, y: y, previousY: y, motion, comesToRest: !flings, in: geometry, &effects)
        }
        if flings, let velocity {
            emit(.fling(view: .content, page: geometry.isPages ? k : nil, velocity: velocity), &effects)
            contentViews[k].isFlinging = true
        }
    }

    /// A header drag at a later layout (SPEC §4.7): re-based onto the content view current
    /// now when a header drag can go on; ended otherwise. No header drag can go on in a
    /// mode other than `quickReturn` and `collapse` — the host reports no header events
    /// there (SPEC §7), so the gesture's `ended` may never come — nor with no content view:
    /// then the drag ends with no `fling`, and the header's phase machine returns to idle,
    /// also for a gesture a second finger had already ended. The list is then no longer
    /// under a header drag (SPEC §4.0), and a later `moved` or `ended` of that gesture is
    /// `unexpectedPhase` (SPEC §5).
    mutating func carryHeaderDrag(into geometry: PagerLayoutGeometry) {
        guard geometry.headerOverlaysContent, geometry.contentViewCount > 0 else {
            headerDrag = nil
            headerPhase = .idle
            return
        }
        rebaseHeaderDrag(in: geometry)
    }

    /// Re-bases a header drag in progress onto the content view current now (SPEC §4.7: at
    /// a page switch and at a layout), so the finger keeps moving the list the user sees
    /// without a jump: `T₀` becomes the last translation applied and `u₀` is computed again
    /// from that view's offset under the bounds now in force. Ends it when there is no
    /// content view.
    mutating func rebaseHeaderDrag(in geometry: PagerLayoutGeometry) {
        guard let drag = headerDrag else { return }
        let k = currentContentView(in: geometry)
        guard contentViews.indices.contains(k) else {
            headerDrag = nil
            return
        }
        let y = contentViews[k].offset
        headerDrag = HeaderDrag(
            view: k, startTranslation: drag.lastTranslation, startUnbanded: unbandedOffset(showing: y, view: k, in: geometry),
            startOffset: y, lastTranslation: drag.lastTranslation)
    }

    /// `u₀` of SPEC §4.7: the unbanded offset that shows offset `y` of content view `k` —
    /// `y` itself within the bounds, `minY − r⁻¹(minY − y)` below, `maxY + r⁻¹(y − maxY)`
    /// above, and `y` where no rubber band shows that far (`b ≥ Vh`).
    func unbandedOffset(showing y: Double, view k: Int, in geometry: PagerLayoutGeometry) -> Double {
        let minY = negated(insetTop), maxY = geometry.maxY(ofView: k, insetTop: insetTop)
        let dimension = geometry.contentViewHeight
        if y < minY {
            let b = minY - y
            return b >= dimension ? y : minY - Self.inverseRubberBand(b, dimension: dimension)
        }
        if y > maxY {
            let b = y - maxY
            return b >= dimension ? y : maxY + Self.inverseRubberBand(b, dimension: dimension)
        }
        return y
    }

    /// The offset a finger at unbanded offset `u` shows (SPEC §4.7, §7's drag): `u` within
    /// `[minY, maxY]`, and past a bound the overshoot `x` as `r(x)`. With `dimension` 0 no
    /// overshoot shows: `u` is clamped.
    static func rubberBanded(_ u: Double, minY: Double, maxY: Double, dimension: Double) -> Double {
        if u < minY { return dimension > 0 ? minY - rubberBand(minY - u, dimension: dimension) : minY }
        if u > maxY { return dimension > 0 ? maxY + rubberBand(u - maxY, dimension: dimension) : maxY }
        return u
    }

    /// `r(x) = (1 − 1/(x·0.55/dim + 1))·dim`, evaluated as written (SPEC §1, §7).
    @inline(__always)
    static func rubberBand(_ x: Double, dimension: Double) -> Double {
        (1 - 1 / (x * 0.55 / dimension + 1)) * dimension
    }

    /// `r⁻¹(b) = b·Vh / (0.55·(Vh − b))`, for `0 ≤ b < Vh` (SPEC §4.7).
    @inline(__always)
    static func inverseRubberBand(_ b: Double, dimension: Double) -> Double {
        b * dimension / (0.55 * (dimension - b))
    }
}

// Embedded Swift (the WebAssembly build) has no Codable; the trace codec of PagerTrace
// reads and writes these values there.
#if !hasFeature(Embedded)
extension PagerState.HeaderDrag: Codable {}
#endif
