// `layout` events (SPEC §4.0 "Layout"): the first one sets the screen up; later ones
// (rotation, reloadData) carry the state over to the new geometry.

extension PagerState {
    /// What a `layout` event did.
    enum LayoutOutcome {
        /// Invalid (or a non-finite `t`): the previous layout stays (SPEC §5).
        case rejected
        /// The first valid layout.
        case setUp
        /// A later layout that changes the screen's structure: carried over, taps and
        /// animations forgotten (SPEC §4.0).
        case relayout
        /// A later layout that keeps the structure and changes only sizes: it keeps
        /// what touches and taps set up (SPEC §4.0). `cellsMoved`: a pager cell or the
        /// pager's content width changed, so the pager is re-centred.
        case resize(cellsMoved: Bool)
        /// A later layout equal to the current one but for titles: only the clock and the
        /// titles change (UIKit lays out often, and a host that forwards every pass
        /// must not cancel a tap in flight).
        case unchanged
    }

    /// Applies a `layout` event. `apply(_:)` re-centres the pager afterwards: always after
    /// a `.relayout`, after a `.resize` when its cells moved or the selection changed, never
    /// after the first layout, and an unchanged layout emits nothing (SPEC §4.0).
    ///
    /// - Complexity: O(n) for n items.
    mutating func applyLayout(_ layout: PagerLayout, t: Double, _ effects: inout Effects) -> LayoutOutcome {
        let new: PagerLayoutGeometry
        var reuse = PagerLayoutGeometry.Reuse()
        if let same = geometry?.reused(for: layout) {
            new = same  // valid, as the current layout is: nothing to derive again
            reuse = PagerLayoutGeometry.Reuse(strip: true, sections: true)
        } else {
            do {
                new = try PagerLayoutGeometry(validating: layout, reusing: geometry, reuse: &reuse)
            } catch {
                _ = reject(.invalidLayout(error), &effects)
                return .rejected
            }
        }
        guard t.isFinite else {
            _ = reject(.invalidNumber(field: .t, value: t), &effects)
            return .rejected
        }
        advanceClock(to: t, &effects)
        guard let old = geometry else {
            setUp(new, &effects)
            return .setUp
        }
        // The lists the derivation kept are equal as numbers: not compared again.
        if old.layout.equalsIgnoringTitles(layout, itemsKnownEqual: reuse.strip, sectionsKnownEqual: reuse.sections) {
            // The same geometry, with the new titles. A header drag is not re-based: the
            // layout changes nothing (SPEC §4.0 wins over §4.7's "any layout").
            geometry = new
            return .unchanged
        }
        if old.layout.hasSameStructure(as: layout) {
            return .resize(cellsMoved: resize(from: old, to: new, &effects))
        }
        relayout(from: old, to: new, &effects)
        return .relayout
    }

    /// The first valid layout: everything at rest at the top.
    private mutating func setUp(_ geometry: PagerLayoutGeometry, _ effects: inout Effects) {
        self.geometry = geometry
        insetTop = geometry.initialInsetTop
        contentViews = Array(repeating: ViewState(offset: negated(insetTop)), count: geometry.contentViewCount)
        pagesView = ViewState(offset: 0)
        pagerView = ViewState(offset: 0)
        selected = geometry.itemCount > 0 ? 0 : nil
        page = 0
        headerTy = 0
        pending = nil
        hold = nil
        windowCurrent = 0
        headerDrag = nil
        headerPhase = .idle
        pagerDragStart = 0
        aims = []
        emit(.setInset(page: nil, top: insetTop, duration: 0), &effects)
        appendContentHeightCommands(geometry, &effects)
    }

    /// A later valid layout (SPEC §4.0): selection and page clamped, offsets kept, taps
    /// and animations forgotten, the header clamped into its new range, a header drag
    /// re-based or ended (SPEC §4.7).
    private mutating func relayout(from old: PagerLayoutGeometry, to new: PagerLayoutGeometry, _ effects: inout Effects) {
        geometry = new
        let n = new.itemCount
        selected = n == 0 ? nil : min(selected ?? 0, n - 1)
        page = new.isPages ? min(page, max(n - 1, 0)) : 0
        windowCurrent = min(windowCurrent, max(n - 1, 0))
        pending = nil
        hold = nil

        let insetChanged = takeInset(from: old, to: new)

        // Offsets are kept as they are; views that did not exist in the previous layout
        // start fresh at `minY`, idle — a page that comes back after it was removed is
        // new too, since the removed view was dropped — and when the content changes kind
        // (sections ↔ pages) no content view carries over (SPEC §4.0).
        let kept = old.isPages == new.isPages ? min(contentViews.count, new.contentViewCount) : 0
        contentViews.removeSubrange(kept...)
        contentViews.append(contentsOf: repeatElement(ViewState(offset: negated(insetTop)), count: new.contentViewCount - kept))
        // A fling carries on (SPEC §4.7); animations in flight are forgotten.
        for k in contentViews.indices { contentViews[k].isAnimating = false }
        aims = []
        pagesView.isAnimating = false
        pagerView.isAnimating = false

        clampHeader(in: new)
        if insetChanged {
            emit(.setInset(page: nil, top: insetTop, duration: 0), &effects)
        }
        appendContentHeightCommands(new, &effects)
        if new.isPages, new.width != old.width {
            pagesView.offset = Double(page) * new.width
            emit(.setOffset(view: .pages, page: nil, value: pagesView.offset, animated: false), &effects)
        }
        carryHeaderDrag(into: new)
        // The geometry under the list changed, so `sections` content selects again
        // from the stored offset (nothing holds the selection after a relayout).
        if !new.isPages { selectSection(atOffset: contentViews[0].offset, in: new) }
    }

    /// A resize (SPEC §4.0): the structure is kept and only sizes changed. Everything
    /// a touch or a tap set up is kept — the selection, `pending`, in-flight flags, the
    /// phase machine, `window`'s `current`, a header drag and a fling — and offsets are
    /// kept as they are (the host reports any change it makes). Then, in the SPEC's order:
    /// the header and the inset, `setContentHeight` for changed adjusted pages, the hold
    /// moved with what it holds, the re-aim of a tap's or the status bar's animation, the
    /// header drag re-based, and the selection computed again when nothing holds it.
    /// Returns whether a pager cell or the content width moved (`apply(_:)` re-centres).
    ///
    /// - Complexity: O(n) for n items.
    private mutating func resize(from old: PagerLayoutGeometry, to new: PagerLayoutGeometry, _ effects: inout Effects) -> Bool {
        geometry = new
        let oldMinY = negated(insetTop)
        if takeInset(from: old, to: new) {
            emit(.setInset(page: nil, top: insetTop, duration: 0), &effects)
        }
        clampHeader(in: new)

        // setContentHeight for adjusted pages whose height in effect changed.
        for k in new.adjustedPages where new.pageContentHeights[k] != old.pageContentHeights[k] {
            emit(.setContentHeight(page: k, height: new.pageContentHeights[k]), &effects)
        }

        // The hold moves with what it holds, then stays within the view's new bounds.
        if var held = hold, !new.isPages {
            let moved =
                held.isAtTop
                ? negated(insetTop) - oldMinY
                : new.sectionTops[held.item] - old.sectionTops[held.item]
            held.landing = clamp(held.landing + moved, negated(insetTop), new.maxY(ofView: 0, insetTop: insetTop))
            hold = held
        }

        // Re-aim: an animation in flight for a tap or the status bar heads for its target
        // in the new geometry; a new command only when it moved by 0.5 pt or more.
        for a in aims.indices where contentViews.indices.contains(aims[a].view) && contentViews[aims[a].view].isAnimating {
            let k = aims[a].view
            let target: Double
            switch aims[a].aim {
            case .section(let i): target = tapTarget(i, in: new)
            case .top: target = negated(insetTop)
            }
            if !(abs(target - aims[a].commanded) < 0.5) {
                aims[a].commanded = target
                contentViews[k].isFlinging = false
                emit(ViewRef.content(k).setOffset(target, animated: true, in: new), &effects)
            }
        }

        carryHeaderDrag(into: new)

        // The geometry under a resting list changed (an image loaded above it): select
        // again, as an offset event would, unless a tap or a hold holds the selection.
        if !new.isPages, pending == nil, hold == nil {
            selectSection(atOffset: contentViews[0].offset, in: new)
        }
        return new.cellX != old.cellX || new.cellWidth != old.cellWidth || new.pagerContentWidth != old.pagerContentWidth
    }

    /// The inset of a later layout (SPEC §4.0): `stickyReveal` keeps a revealed header
    /// revealed (inset 0) and otherwise uses the new `−S`; every other mode takes its inset
    /// from the mode table. Returns whether it changed.
    private mutating func takeInset(from old: PagerLayoutGeometry, to new: PagerLayoutGeometry) -> Bool {
        let inset: Double
        if new.mode == .stickyReveal {
            let wasRevealed = old.mode == .stickyReveal && insetTop == 0
            inset = wasRevealed ? 0 : negated(new.headerHeight)
        } else {
            inset = new.initialInsetTop
        }
        defer { insetTop = inset }
        return inset != insetTop
    }

    /// `headerTy` clamped into the range of a later layout (SPEC §4.0): `collapse`
    /// recomputed from the current page's offset (0 with no pages); `quickReturn` clamped
    /// into `[−S, 0]`, then SPEC §4.3's no-gap rule 2 at the current page's offset.
    private mutating func clampHeader(in geometry: PagerLayoutGeometry) {
        let S = geometry.headerHeight, B = geometry.barHeight
        let k = currentContentView(in: geometry)
        let hasView = contentViews.indices.contains(k)
        switch geometry.mode {
        case .quickReturn:
            headerTy = clamp(headerTy, negated(S), 0)
            if hasView { headerTy = max(headerTy, min(0, -contentViews[k].offset - (S + B))) }
        case .collapse:
            headerTy = hasView ? max(negated(S), negated(contentViews[k].offset + S + B)) : 0
        case .fixed, .stickyReveal:
            headerTy = 0
        }
    }

    private mutating func appendContentHeightCommands(_ geometry: PagerLayoutGeometry, _ effects: inout Effects) {
        for k in geometry.adjustedPages {
            emit(.setContentHeight(page: k, height: geometry.pageContentHeights[k]), &effects)
        }
    }
}
