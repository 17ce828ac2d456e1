// Taps (SPEC §4.2): a pager item tap scrolls to its section or page; a status bar tap
// scrolls the current list to its top.

extension PagerState {
    /// `tapPagerItem i` (SPEC §4.2). The pager is re-centred by `apply(_:)` afterwards.
    ///
    /// - Complexity: O(1).
    mutating func applyPagerItemTap(_ index: Int, t: Double, _ effects: inout Effects) -> Bool {
        guard let geometry else { return reject(.noLayout(event: .tapPagerItem), &effects) }
        guard index >= 0, index < geometry.itemCount else {
            return reject(.indexOutOfRange(index: index, itemCount: geometry.itemCount), &effects)
        }
        guard t.isFinite else { return reject(.invalidNumber(field: .t, value: t), &effects) }
        advanceClock(to: t, &effects)

        selected = index
        pending = index
        hold = nil
        if geometry.isPages {
            // The switch happens at once, so pages passed on the way are neither selected
            // nor aligned (they scroll by while the tap is pending).
            if index != page {
                switchPage(to: index, in: geometry, &effects)
            }
            commandAnimatedOffset(.pages, Double(index) * geometry.width, in: geometry, &effects)
        } else {
            // The section's top goes under the header as the header will be when the list
            // rests there (SPEC §4.2).
            commandAnimatedOffset(.content(0), tapTarget(index, in: geometry), aim: .section(index), in: geometry, &effects)
        }
        return true
    }

    /// `tapStatusBar` (SPEC §4.2): the current content view scrolls to `minY`. Does nothing
    /// (but is applied) when there is no content view, i.e. `pages` content with no pages.
    ///
    /// - Complexity: O(1).
    mutating func applyStatusBarTap(t: Double, _ effects: inout Effects) -> Bool {
        guard let geometry else { return reject(.noLayout(event: .tapStatusBar), &effects) }
        guard t.isFinite else { return reject(.invalidNumber(field: .t, value: t), &effects) }
        advanceClock(to: t, &effects)
        hold = nil
        guard geometry.contentViewCount > 0 else { return true }

        if !geometry.isPages, geometry.itemCount > 0 {
            selected = 0
            pending = 0
        }
        if geometry.mode == .quickReturn, headerTy != 0 {
            // The header comes back with the list's 0.3 s animation instead of jumping.
            headerTy = 0
            effects.headerAnimation = Self.statusBarAnimationDuration
        }
        commandAnimatedOffset(.content(currentContentView(in: geometry)), negated(insetTop), aim: .top, in: geometry, &effects)
        return true
    }

    /// `y*` of SPEC §4.2 for section `i`: its top under the header as the header will be
    /// when the list rests there, with the current `headerTy`. In `collapse` the header is
    /// locked to the offset and fully collapsed at any y ≥ −B, so only the bar covers the
    /// list there; in the other modes the header holds still during the animation, so
    /// `occluded` now is also its value on landing. Also the re-aim of a resize (SPEC §4.0).
    ///
    /// - Complexity: O(1).
    func tapTarget(_ i: Int, in geometry: PagerLayoutGeometry) -> Double {
        let covered = geometry.mode == .collapse ? geometry.barHeight : occludedHeight(in: geometry)
        return clamp(geometry.sectionTops[i] - covered, negated(insetTop), geometry.maxY(ofView: 0, insetTop: insetTop))
    }
}
