// The header modes (SPEC §4.3–§4.6) and how a page switch keeps the header and the
// incoming page consistent.

extension PagerState {
    /// Step (3) of SPEC §4.0 for an offset `y` of the current page's content view `k`.
    ///
    /// - Complexity: O(1).
    /// `comesToRest`: the view comes to rest now (SPEC §4.3's snap moments: a `drag ended`
    /// without deceleration, `decelerate ended`, a header drag released without a fling,
    /// the `scroll ended` that ends a fling).
    mutating func applyHeaderRules(
        _ motion: PagerScrollMotion, comesToRest: Bool, view k: Int, y: Double, previousY: Double,
        in geometry: PagerLayoutGeometry, _ effects: inout Effects
    ) {
        let S = geometry.headerHeight, B = geometry.barHeight
        switch geometry.mode {
        case .fixed:
            break  // SPEC §4.6: nothing moves.

        case .quickReturn:
            // SPEC §4.3 (1) follow the scroll delta while the list can scroll both ways and the
            // reducer is not animating it.
            let bottomRoom = geometry.contentHeight(ofView: k) - y - geometry.contentViewHeight
            if y > -(S + B), bottomRoom > 0, !contentViews[k].isAnimating {
                headerTy = clamp(headerTy - (y - previousY), negated(S), 0)
            }
            // (2) No gap, always: the header never leaves blank space above the content.
            headerTy = max(headerTy, min(0, -y - (S + B)))
            // Snap a half-shown header when the view comes to rest, animated.
            if geometry.snap, comesToRest, -S < headerTy, headerTy < 0 {
                headerTy = headerTy < -S / 2 && y >= -(S + B) + S ? negated(S) : 0
                effects.headerAnimation = Self.snapAnimationDuration
            }

        case .collapse:
            // SPEC §4.4: locked to the offset; positive when pulled down (follows the content).
            headerTy = max(negated(S), negated(y + S + B))

        case .stickyReveal:
            // SPEC §4.5: reveal when pulled past the top, hide once scrolled past the header.
            let checks: Bool
            switch geometry.revealCheck {
            case .release: if case .dragEnded = motion { checks = true } else { checks = false }
            case .decelerate: checks = motion.isDecelerateBegan
            }
            guard checks else { return }
            var inset = insetTop
            if y < 0 { inset = 0 } else if y > S { inset = negated(S) }
            if inset != insetTop {
                insetTop = inset
                emit(.setInset(page: nil, top: inset, duration: 0.25), &effects)
            }
        }
    }

    /// A page switch to `j` (SPEC §4.1): the page changes and the incoming page is aligned
    /// with the header (SPEC §4.3, SPEC §4.4), header part included.
    ///
    /// - Complexity: O(1).
    mutating func switchPage(to j: Int, in geometry: PagerLayoutGeometry, _ effects: inout Effects) {
        let k = page
        page = j
        let S = geometry.headerHeight, B = geometry.barHeight
        switch geometry.mode {
        case .quickReturn:
            // SPEC §4.3: the new page must not show a gap under the header. If it cannot scroll
            // far enough to sit under the header, the header comes down instead.
            let headerBottom = negated(S + B + headerTy)
            if contentViews[j].offset < headerBottom {
                if geometry.maxY(ofView: j, insetTop: insetTop) >= headerBottom {
                    commandInstantContentOffset(j, headerBottom, in: geometry, &effects)
                } else if headerTy != 0 {
                    headerTy = 0
                    effects.headerAnimation = Self.pageSwitchAnimationDuration
                }
            }
        case .collapse:
            alignCollapsing(j, toOffset: contentViews[k].offset, in: geometry, &effects)
            let aligned = max(negated(S), negated(contentViews[j].offset + S + B))
            if aligned != headerTy {
                headerTy = aligned
                effects.headerAnimation = Self.pageSwitchAnimationDuration
            }
        case .fixed, .stickyReveal:
            break
        }
        // A header drag follows the screen onto the page now shown (SPEC §4.7).
        rebaseHeaderDrag(in: geometry)
    }

    /// `animateHeader` durations (SPEC §3): a snap and a page switch 0.25 s, the status
    /// bar's return with the list's 0.3 s animation.
    static let snapAnimationDuration = 0.25
    static let pageSwitchAnimationDuration = 0.25
    static let statusBarAnimationDuration = 0.3

    /// Step (5) of SPEC §4.0: a `drag began` on `pages` aligns the current page's
    /// neighbours, offset part only, so the incoming page slides in already aligned.
    ///
    /// - Complexity: O(1).
    mutating func preAlignNeighbours(in geometry: PagerLayoutGeometry, _ effects: inout Effects) {
        let S = geometry.headerHeight, B = geometry.barHeight
        for j in stride(from: page - 1, through: page + 1, by: 2) where contentViews.indices.contains(j) {
            switch geometry.mode {
            case .quickReturn:
                let headerBottom = negated(S + B + headerTy)
                if contentViews[j].offset < headerBottom,
                    geometry.maxY(ofView: j, insetTop: insetTop) >= headerBottom
                {
                    commandInstantContentOffset(j, headerBottom, in: geometry, &effects)
                }
            case .collapse:
                alignCollapsing(j, toOffset: contentViews[page].offset, in: geometry, &effects)
            case .fixed, .stickyReveal:
                break
            }
        }
    }

    /// SPEC §4.4's offset part: while the header is not fully collapsed the incoming page takes
    /// the outgoing page's offset (so the header stays put); once it is collapsed the
    /// incoming page is scrolled at least to where the bar sticks.
    private mutating func alignCollapsing(
        _ j: Int, toOffset outgoingY: Double, in geometry: PagerLayoutGeometry, _ effects: inout Effects
    ) {
        let S = geometry.headerHeight, B = geometry.barHeight
        let maxY = geometry.maxY(ofView: j, insetTop: insetTop)
        var y = contentViews[j].offset
        if headerTy > -S {
            y = clamp(outgoingY, negated(insetTop), maxY)
        } else if y < -B {
            y = min(-B, maxY)
        }
        if y != contentViews[j].offset {
            commandInstantContentOffset(j, y, in: geometry, &effects)
        }
    }
}
