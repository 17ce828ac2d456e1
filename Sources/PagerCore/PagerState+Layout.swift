// `layout` events (SPEC §4.0 "Layout"): the first one sets the screen up; later ones
// (rotation, reloadData) carry the state over to the new geometry.

extension PagerState {
    /// Applies a `layout` event. `apply(_:)` re-centres the pager afterwards when the
    /// layout replaces another one (SPEC §4.0: "always … on a later layout"), never after
    /// the first one.
    ///
    /// - Complexity: O(n) for n items.
    mutating func applyLayout(_ layout: Layout, t: Double, _ effects: inout Effects) -> Bool {
        guard let new = LayoutGeometry(layout) else { return reject(.invalidLayout, &effects) }
        guard t.isFinite else { return reject(.invalidNumber, &effects) }
        advanceClock(to: t, &effects)
        if let old = geometry {
            relayout(from: old, to: new, &effects)
            return true
        }
        setUp(new, &effects)
        return true
    }

    /// The first valid layout: everything at rest at the top.
    private mutating func setUp(_ geometry: LayoutGeometry, _ effects: inout Effects) {
        self.geometry = geometry
        insetTop = geometry.initialInsetTop
        contentViews = Array(repeating: ViewState(offset: -insetTop), count: geometry.contentViewCount)
        pagesView = ViewState(offset: 0)
        pagerView = ViewState(offset: 0)
        selected = geometry.itemCount > 0 ? 0 : nil
        page = 0
        headerTy = 0
        pending = nil
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

        // `stickyReveal` keeps a revealed header revealed; every other mode takes its
        // inset from the mode table.
        let inset: Double
        if new.mode == .stickyReveal {
            let wasRevealed = old.mode == .stickyReveal && insetTop == 0
            inset = wasRevealed ? 0 : -new.headerHeight
        } else {
            inset = new.initialInsetTop
        }
        let insetChanged = inset != insetTop
        insetTop = inset

        // Offsets are kept as they are; views that did not exist start at `minY`. When the
        // content changes kind (sections ↔ pages) no content view carries over: the
        // SPEC is silent, and a list and a page are not the same scroll view.
        let kept = old.isPages == new.isPages ? min(contentViews.count, new.contentViewCount) : 0
        contentViews.removeSubrange(kept...)
        contentViews.append(contentsOf: repeatElement(ViewState(offset: -insetTop), count: new.contentViewCount - kept))
        for k in contentViews.indices { contentViews[k].isAnimating = false }
        pagesView.isAnimating = false
        pagerView.isAnimating = false

        let S = new.headerHeight, B = new.barHeight
        switch new.mode {
        case .quickReturn: headerTy = clamp(headerTy, -S, 0)
        case .collapse: headerTy = contentViews.isEmpty ? 0 : max(-S, -(offsetY + S + B))
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
