// `layout` events (SPEC §4.0 "Layout"): the first one sets the screen up; later ones
// (rotation, reloadData) carry the state over to the new geometry.

extension PagerState {
    /// What a `layout` event did.
    enum LayoutOutcome {
        /// Invalid (or a non-finite `t`): the previous layout stays (SPEC §5).
        case rejected
        /// The first valid layout.
        case setUp
        /// A later layout that differs from the current one: carried over (SPEC §4.0).
        case relayout
        /// A later layout equal to the current one but for titles: only the clock and the
        /// titles change (v2: UIKit lays out often, and a host that forwards every pass
        /// must not cancel a tap in flight).
        case unchanged
    }

    /// Applies a `layout` event. `apply(_:)` re-centres the pager afterwards only after a
    /// `.relayout` (SPEC §4.0: "always … on a later layout"; never after the first one, and
    /// an unchanged layout emits nothing).
    ///
    /// - Complexity: O(n) for n items.
    mutating func applyLayout(_ layout: Layout, t: Double, _ effects: inout Effects) -> LayoutOutcome {
        let new: LayoutGeometry
        if let same = geometry?.reused(for: layout) {
            new = same  // valid, as the current layout is: nothing to derive again
        } else {
            do {
                new = try LayoutGeometry(validating: layout)
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
        if old.layout.equalsIgnoringTitles(layout) {
            geometry = new  // the same geometry, with the new titles
            return .unchanged
        }
        relayout(from: old, to: new, &effects)
        return .relayout
    }

    /// The first valid layout: everything at rest at the top.
    private mutating func setUp(_ geometry: LayoutGeometry, _ effects: inout Effects) {
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
        effects.commands.append(.setInset(page: nil, top: insetTop, duration: 0))
        appendContentHeightCommands(geometry, &effects)
    }

    /// A later valid layout (SPEC §4.0): selection and page clamped, offsets kept, taps
    /// and animations forgotten, the header clamped into its new range.
    private mutating func relayout(from old: LayoutGeometry, to new: LayoutGeometry, _ effects: inout Effects) {
        geometry = new
        let n = new.itemCount
        selected = n == 0 ? nil : min(selected ?? 0, n - 1)
        page = new.isPages ? min(page, max(n - 1, 0)) : 0
        windowCurrent = min(windowCurrent, max(n - 1, 0))
        pending = nil
        hold = nil

        // `stickyReveal` keeps a revealed header revealed; every other mode takes its
        // inset from the mode table.
        let inset: Double
        if new.mode == .stickyReveal {
            let wasRevealed = old.mode == .stickyReveal && insetTop == 0
            inset = wasRevealed ? 0 : negated(new.headerHeight)
        } else {
            inset = new.initialInsetTop
        }
        let insetChanged = inset != insetTop
        insetTop = inset

        // Offsets are kept as they are; views that did not exist in the previous layout
        // start fresh at `minY`, idle — a page that comes back after it was removed is
        // new too, since the removed view was dropped — and when the content changes kind
        // (sections ↔ pages) no content view carries over (SPEC §4.0, v2).
        let kept = old.isPages == new.isPages ? min(contentViews.count, new.contentViewCount) : 0
        contentViews.removeSubrange(kept...)
        contentViews.append(contentsOf: repeatElement(ViewState(offset: negated(insetTop)), count: new.contentViewCount - kept))
        for k in contentViews.indices { contentViews[k].isAnimating = false }
        pagesView.isAnimating = false
        pagerView.isAnimating = false

        let S = new.headerHeight, B = new.barHeight
        switch new.mode {
        case .quickReturn: headerTy = clamp(headerTy, negated(S), 0)
        case .collapse: headerTy = contentViews.isEmpty ? 0 : max(negated(S), negated(offsetY + S + B))
        case .fixed, .stickyReveal: headerTy = 0
        }

        if insetChanged {
            effects.commands.append(.setInset(page: nil, top: insetTop, duration: 0))
        }
        appendContentHeightCommands(new, &effects)
        if new.isPages, new.width != old.width {
            pagesView.offset = Double(page) * new.width
            effects.commands.append(.setOffset(view: .pages, page: nil, value: pagesView.offset, animated: false))
        }
    }

    private func appendContentHeightCommands(_ geometry: LayoutGeometry, _ effects: inout Effects) {
        for k in geometry.adjustedPages {
            effects.commands.append(.setContentHeight(page: k, height: geometry.pageContentHeights[k]))
        }
    }
}
