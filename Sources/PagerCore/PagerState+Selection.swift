// Selection and pager sync (SPEC §4.1): which item the list's offset selects, which page
// the pages container shows, and where the underline indicator goes.

extension PagerState {
    /// `occluded`: how much of the content view the header covers — `max(0, S + B +
    /// headerTy)` in the overlay modes, else 0 (SPEC §4.1).
    func occludedHeight(in geometry: PagerLayoutGeometry) -> Double {
        geometry.occludedHeight(headerTy: headerTy)
    }

    /// Selects the section for content offset `y` (`sections` content, no tap pending).
    @inline(__always)
    mutating func selectSection(atOffset y: Double, in geometry: PagerLayoutGeometry) {
        guard geometry.itemCount > 0, !geometry.isPages else { return }
        switch geometry.selectionRule {
        case .crossing:
            // A geometry query given the few numbers it needs, not a method on `self`: a
            // non-mutating call on `self` from here would copy the whole state first.
            selected = geometry.crossingSelection(atOffset: y, insetTop: insetTop, headerTy: headerTy, near: selected ?? 0)
        case .window: applyWindowRule(atOffset: y, window: geometry.window, in: geometry)
        }
    }

    /// `selection: "window"`, TD's rule kept for parity: a visible section header row
    /// within ±`window` of the line selects its section; the current one pushed below the
    /// window hands the selection back to the section above (SPEC §4.1). A fast fling can
    /// jump over the window entirely — the seed's flaw, reproduced on purpose.
    ///
    /// - Complexity: O(log n + v) for v visible header rows.
    mutating func applyWindowRule(atOffset y: Double, window: Double, in geometry: PagerLayoutGeometry) {
        let occluded = occludedHeight(in: geometry)
        let visible = geometry.contentViewHeight - occluded
        let line = y + occluded
        let tops = geometry.sectionTops
        // Header bottoms never decrease, so the first header row below the line is found
        // by binary search; the rows after it are visible while their top is on screen.
        var i = geometry.countOfHeaderBottoms(atMost: line)
        while i < tops.count, tops[i] < line + visible {
            let d = tops[i] - line
            if -window <= d, d <= window {
                selected = i
                windowCurrent = i
            } else if d > window, windowCurrent == i {
                selected = max(i - 1, 0)
            }
            i += 1
        }
    }

    /// Selects from a `pages` offset `x` (no tap pending): the nearest page, halves away
    /// from zero, clamped; a change of page is a page switch (SPEC §4.1).
    ///
    /// - Complexity: O(1).
    mutating func selectPage(atOffset x: Double, in geometry: PagerLayoutGeometry, _ effects: inout Effects) {
        let n = geometry.itemCount
        guard n > 0 else { return }
        // Clamp as a Double first: `x / W` may be huge, and `Int(_:)` traps out of range.
        let nearest = Int(clamp((x / geometry.width).rounded(.toNearestOrAwayFromZero), 0, Double(n - 1)))
        if nearest != page {
            switchPage(to: nearest, in: geometry, &effects)
        }
        selected = nearest
    }
}

// The selection and indicator rules as geometry queries: they read the layout and a few
// numbers of the state, so the reducer's hot path calls them without copying the state.
extension PagerLayoutGeometry {
    /// `occluded` for a header at `headerTy` (SPEC §4.1).
    @inline(__always)
    func occludedHeight(headerTy: Double) -> Double {
        headerOverlaysContent ? max(0, headerHeight + barHeight + headerTy) : 0
    }

    /// `selection: "crossing"`: the largest `i` with `topᵢ ≤ line + 1`, where the
    /// activation line is the top of the visible list except in the last screenful of
    /// scrolling, where it slides down to the bottom so short trailing sections still get
    /// their turn (SPEC §4.1).
    ///
    /// - Complexity: O(log d), where d is how many sections the selection moves (at most
    ///   O(log n)): a galloping search of the section tops from the current selection (`hint`), so
    ///   continuous scrolling costs the same whatever the number of sections.
    @inline(__always)
    func crossingSelection(atOffset y: Double, insetTop: Double, headerTy: Double, near hint: Int) -> Int {
        let occluded = occludedHeight(headerTy: headerTy)
        let visible = contentViewHeight - occluded
        let minY = negated(insetTop)
        let maxY = self.maxY(ofView: 0, insetTop: insetTop)
        let range = min(visible, maxY - minY)
        // f = clamp((y − (maxY − range)) / range, 0, 1), without the division above the
        // last screenful, where it is 0.
        let slideStart = maxY - range
        let f = range > 0 && y > slideStart ? min((y - slideStart) / range, 1) : 0
        let line = y + occluded + f * visible
        return max(0, Self.countOfElements(in: sectionTops, atMost: line + 1, near: hint) - 1)
    }

    /// The record's indicator (SPEC §4.1): the selected item's, interpolated between two
    /// items while the pages container rests between pages (no tap pending), then clamped
    /// once into the pager content.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func indicator(selected: Int?, pending: Int?, pagesX: Double) -> PagerIndicator? {
        guard let selected, selected < itemCount else { return nil }
        if isPages, pending == nil {
            let position = pagesX / width
            if position != position.rounded(.down) { return indicatorBetweenPages(at: position) }
        }
        return clampedIndicators[selected]
    }

    /// The indicator while the pages container rests between two pages, at `position`
    /// pages (not a whole number): interpolated between the two pages' items, clamped.
    @inline(never)
    private func indicatorBetweenPages(at position: Double) -> PagerIndicator {
        let n = itemCount
        let p = clamp(position, 0, Double(n - 1))
        let i = Int(p.rounded(.down))
        let f = p - Double(i)
        let from = unclampedIndicator(i)
        guard i + 1 < n else { return clampedIndicator(from) }
        let to = unclampedIndicator(i + 1)
        return clampedIndicator(
            PagerIndicator(
                x: from.x + (to.x - from.x) * f,
                width: from.width + (to.width - from.width) * f))
    }

    /// The number of leading elements `≤ bound` in a non-decreasing array, searched by
    /// galloping outwards from index `hint`, then by bisection.
    ///
    /// - Complexity: O(log d) for an answer d positions away from `hint`.
    @inline(__always)
    static func countOfElements(in sorted: [Double], atMost bound: Double, near hint: Int) -> Int {
        let n = sorted.count
        guard n > 0 else { return 0 }
        let start = min(max(hint, 0), n - 1)
        // The answer lies in [low, high]: everything below `low` is ≤ bound, everything
        // from `high` on is > bound.
        var low: Int, high: Int, step = 1
        if sorted[start] <= bound {
            low = start &+ 1
            high = low
            while high < n, sorted[high] <= bound {
                low = high &+ 1
                high = low &+ step
                step &<<= 1
            }
            high = min(high, n)
        } else {
            high = start
            low = high
            while low > 0, sorted[low &- 1] > bound {
                high = low &- 1
                low = high &- step
                step &<<= 1
            }
            low = max(low, 0)
        }
        return countOfLeading(atMost: bound, between: low, and: high) { sorted[$0] }
    }

    /// The number of sections whose header ends at or above `bound`: of the header bottoms
    /// `topᵢ + headerHeightᵢ`, which never decrease (`topᵢ₊₁ = topᵢ + hᵢ` with `hᵢ ≥
    /// headerHeightᵢ`, and rounding keeps the order), the leading ones `≤ bound`. Each bottom
    /// is summed where the bisection reads it; none is stored.
    ///
    /// - Complexity: O(log n).
    func countOfHeaderBottoms(atMost bound: Double) -> Int {
        sectionTops.withUnsafeBufferPointer { tops in
            sectionList.withUnsafeBufferPointer { sections in
                Self.countOfLeading(atMost: bound, between: 0, and: min(tops.count, sections.count)) {
                    tops[$0] + sections[$0].headerHeight
                }
            }
        }
    }

    /// The bisection itself, over any non-decreasing `element(i)`: the number of leading
    /// elements `≤ bound`, given that it lies in `low...high`.
    @inline(__always)
    private static func countOfLeading(atMost bound: Double, between low: Int, and high: Int, _ element: (Int) -> Double) -> Int {
        var low = low, high = high
        while low < high {
            let middle = (low &+ high) >> 1
            if element(middle) <= bound { low = middle &+ 1 } else { high = middle }
        }
        return low
    }
}
