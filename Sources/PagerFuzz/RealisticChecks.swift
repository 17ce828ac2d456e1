// The checks of a realistic session: one function per SPEC §8 item that needs the host
// (§8.1–§8.3 hold on events alone: `PagerSequenceChecker`), and the fuzzer's own path checks —
// the same session through the driver gives the same trace — which the SPEC's list does
// not have, named for what they compare.
import PagerCore
import PagerKit
import PagerSimulator

extension RealisticSession {
    /// SPEC §8.7: everything comes to rest within 10 s after the last touch.
    static func comesToRest(_ settled: Bool) -> String? {
        settled ? nil : "still moving 10 s after the last touch"
    }

    /// SPEC §8.4, once everything is at rest: the tapped item selected (its hold), pages and
    /// indicator on the selected item, the crossing rule's selection after a drag, the pager
    /// at its last command, every view within its bounds.
    static func atRest(_ host: PagerHost, _ memory: Memory) -> String? {
        guard let g = host.state.geometry, let record = host.records.last else { return nil }
        if let tapped = memory.lastTap?.item, g.itemCount > tapped, record.selected != tapped {
            return "tapped \(tapped), selected \(record.selected.map(String.init) ?? "null") at rest"
        }
        if g.isPages, let selected = record.selected {
            let nearest = Int((host.offset(.pages) / g.width).rounded().clamped(0, Double(g.itemCount - 1)))
            if record.page != selected || nearest != selected {
                return "page \(record.page), selected \(selected), pagesX \(host.offset(.pages)) at rest"
            }
            // Exactly the selected item's on the page boundary. SPEC §4.0 lets a view rest up to
            // 0.5 pt off it (a command within 0.5 pt runs no animation); there SPEC §4.1
            // interpolates, and that interpolation is what must show.
            let x = host.offset(.pages), boundary = Double(selected) * g.width
            var expected = g.clampedIndicator(g.unclampedIndicator(selected))
            if x != boundary, abs(x - boundary) < 0.5 {
                let p = (x / g.width).clamped(0, Double(g.itemCount - 1))
                let i = Int(p.rounded(.down)), f = p - Double(i)
                let from = g.unclampedIndicator(i), to = g.unclampedIndicator(min(i + 1, g.itemCount - 1))
                expected = g.clampedIndicator(PagerIndicator(x: from.x + (to.x - from.x) * f, width: from.width + (to.width - from.width) * f))
            }
            if record.indicator.map({ abs($0.x - expected.x) > 1e-6 || abs($0.width - expected.width) > 1e-6 }) ?? true {
                return "indicator \(String(describing: record.indicator)) is not item \(selected)'s at rest"
            }
        }
        if !g.isPages, g.selectionRule == .crossing, memory.selectionFromDrag, memory.lastTap == nil, !memory.rotatedSinceDrag,
            let selected = record.selected
        {
            let expected = PagerOracle.crossingSelection(g, y: host.offset(.content), headerTy: record.headerTy, insetTop: record.insetTop)
            if selected != expected {
                return "selected \(selected) at rest, §4.1 gives \(expected) for y \(host.offset(.content))"
            }
        }
        // The pager rests at the value of the last command aimed at it (or its
        // `setTarget`), or where its own deceleration ended after a `continuous` drag.
        if let aimed = memory.pagerCommand, abs(host.offset(.pager) - aimed) > 0.5 {
            return "pager at \(host.offset(.pager)), its last command aimed at \(aimed)"
        }
        // Every view's offset lies within its bounds.
        for (view, page) in [(PagerScrollViewID.pages, 0), (.pager, 0)] + (0..<g.contentViewCount).map({ (PagerScrollViewID.content, $0) }) {
            if let bounds = host.bounds(view, page: page), !bounds.contains(host.offset(view, page: page)) {
                return
                    "\(view.rawValue)\(view == .content ? " \(page)" : "") rests at \(host.offset(view, page: page)), outside [\(bounds.lowerBound), \(bounds.upperBound)]"
            }
        }
        return nil
    }

    /// SPEC §8.5 at rest: in the overlay modes with pages content, the current page's
    /// content top is not below the header's bottom, unless that page cannot scroll that far.
    static func noGap(_ host: PagerHost) -> String? {
        guard let g = host.state.geometry, let record = host.records.last else { return nil }
        if g.isPages, g.headerOverlaysContent, g.contentViewCount > 0 {
            let y = host.offset(.content, page: record.page)
            let headerBottom = g.headerHeight + g.barHeight + record.headerTy
            if g.maxY(ofView: record.page, insetTop: record.insetTop) >= -headerBottom, -y > headerBottom + 0.5 {
                return "content top \(-y) below the header bottom \(headerBottom) at rest"
            }
        }
        return nil
    }

    /// SPEC §8.7, §8.4 and §8.5 on a host at the end of a session: the first broken one.
    static func restFailure(_ host: PagerHost, _ memory: Memory, _ settled: Bool) -> PagerInvariantViolation? {
        if let detail = comesToRest(settled) { return PagerInvariantViolation(invariant: 7, detail: detail) }
        if let detail = atRest(host, memory) { return PagerInvariantViolation(invariant: 4, detail: detail) }
        if let detail = noGap(host) { return PagerInvariantViolation(invariant: 5, detail: detail) }
        return nil
    }

    /// SPEC §8.9, read off the host's events and records: at the `scroll ended` of a
    /// tap's animation to section `i` that no touch, header drag or relayout interrupted,
    /// the list is at the value of the last `setOffset` for that tap (the tap's, or a
    /// resize's re-aim), and that value is `y*` of SPEC §4.2 from the geometry of that moment
    /// and the `headerTy` of the tap or of the last re-aim (within 0.5 pt).
    static func tapsLand(_ events: [PagerEvent], _ records: [PagerRecord]) -> (index: Int, detail: String)? {
        // The layout in effect, and its geometry once a landing needed it (derived only then:
        // most layouts see no tap land).
        var screen: PagerLayout?
        var geometry: PagerLayoutGeometry?
        // The tapped section, the value last commanded for it and the headerTy then.
        var tap: (item: Int, value: Double, headerTy: Double)?
        for (i, (event, record)) in zip(events, records).enumerated() {
            switch event.kind {
            case .layout(let layout):
                guard record.diagnostics.isEmpty else { continue }
                if let old = screen, !layout.hasSameStructure(as: old) { tap = nil }  // a relayout
                screen = layout
                // Every resize re-aims (SPEC §4.0) with the header as it is after it (clamped
                // into the new range); it commands only a target that moved by 0.5 pt or more.
                // (ScrollPager's reading of SPEC §8.9's "the headerTy of the last re-aim".)
                if tap != nil {
                    tap!.headerTy = record.headerTy
                    if let value = record.commands.lazy.compactMap({ command -> Double? in
                        if case .setOffset(.content, _, let y, true) = command { return y } else { return nil }
                    }).last {
                        tap!.value = value
                    }
                }
            case .tapPagerItem(let index):
                tap = nil
                guard let screen, !screen.content.isPages, record.diagnostics.isEmpty,
                    let value = record.commands.lazy.compactMap({ command -> Double? in
                        if case .setOffset(.content, _, let y, true) = command { return y } else { return nil }
                    }).first, record.pending == index
                else { continue }
                tap = (index, value, record.headerTy)
            case .tapStatusBar:
                tap = nil
            case .offset(.dragBegan, let report) where report.view == .content || report.view == .header:
                tap = nil
            case .offset(.scrollEnded, let report) where report.view == .content:
                guard let landed = tap, let screen else { continue }
                tap = nil
                if geometry?.layout != screen { geometry = PagerLayoutGeometry(screen, reusing: geometry) }
                guard let g = geometry else { continue }
                let covered =
                    g.mode == .collapse
                    ? g.barHeight
                    : g.headerOverlaysContent ? max(0, g.headerHeight + g.barHeight + landed.headerTy) : 0
                let minY = 0 - record.insetTop, maxY = g.maxY(ofView: 0, insetTop: record.insetTop)
                let target = (g.sectionTops[landed.item] - covered).clamped(minY, maxY)
                if !(abs(report.offset - landed.value) < 0.5) || !(abs(landed.value - target) < 0.5) {
                    return (i, "tap on \(landed.item) landed at \(report.offset); last commanded \(landed.value); y* now \(target)")
                }
            default:
                continue
            }
        }
        return nil
    }
}

extension RealisticSession {
    /// The fuzzer's own check (not a SPEC §8 item): after every record, the frames a screen
    /// sets — `PagerScreenModel`'s header, bar, strip cells and underline, `PagerScreenFrames`'
    /// chrome, pages and loaded pages — are the record's SPEC §1 geometry: the bar at `S`
    /// (`fixed`), `S + headerTy` (overlay modes) or 0 (`stickyReveal`); cell `i` at
    /// `cellXᵢ − pagerX`; the underline at the record's indicator less `pagerX`; page `k` at
    /// `k × W`, and the pages in view at `pagesX` loaded. Strips of more than 200 tabs are
    /// skipped: the frames are the same code at any count, and building them is O(tabs)
    /// per record.
    static func screenFramesAgree(_ events: [PagerEvent], _ records: [PagerRecord]) -> (index: Int, detail: String)? {
        var geometry: PagerLayoutGeometry?
        var checked: FramesKey?
        for (i, (event, record)) in zip(events, records).enumerated() {
            if case .layout(let layout) = event.kind, !record.diagnostics.contains(.invalidLayout),
                !record.diagnostics.contains(.invalidNumber)
            {
                // (A strip too long to check is not derived either.)
                geometry = layout.pager.items.count <= 200 ? PagerLayoutGeometry(layout, reusing: geometry) : nil
                checked = nil  // (a new geometry may reuse the old one's address)
            }
            guard let g = geometry else { continue }
            // What the frames checked below are made of: a record that repeats it (a list
            // scrolled with the header and the strip still) gives the same frames and the
            // same expectations, and is not checked again.
            let key = FramesKey(
                geometry: ObjectIdentifier(g), selected: record.selected, page: record.page, pagerX: record.pagerX,
                headerTy: record.headerTy, indicator: record.indicator, pagesX: record.pagesX)
            if key == checked { continue }
            checked = key
            if let detail = framesDisagree(record, g) { return (i, detail) }
        }
        return nil
    }

    /// The inputs of `framesDisagree`: the geometry and the record fields the frames and
    /// the expectations read (not `offsetY`, which moves only rows, and in `stickyReveal`
    /// the header, neither checked).
    private struct FramesKey: Equatable {
        var geometry: ObjectIdentifier
        var selected: Int?
        var page: Int
        var pagerX: Double
        var headerTy: Double
        var indicator: PagerIndicator?
        var pagesX: Double
    }

    private static func framesDisagree(_ record: PagerRecord, _ g: PagerLayoutGeometry) -> String? {
        let screen = PagerScreenModel(record: record, geometry: g, includesRows: false)
        let frames = PagerScreenFrames(record: record, geometry: g)
        let S = g.headerHeight, B = g.barHeight, W = g.width
        let barY: Double
        switch g.mode {
        case .fixed: barY = S
        case .quickReturn, .collapse: barY = S + record.headerTy
        case .stickyReveal: barY = 0
        }
        if B > 0, screen.bar?.y != barY { return "bar at \(String(describing: screen.bar?.y)), the geometry's \(barY)" }
        if g.headerOverlaysContent {
            if S > 0, screen.header?.y != record.headerTy {
                return "header at \(String(describing: screen.header?.y)), headerTy \(record.headerTy)"
            }
            if frames.chromeTranslation != record.headerTy {
                return "chrome translated by \(frames.chromeTranslation), headerTy \(record.headerTy)"
            }
        }
        guard screen.cells.count == g.itemCount, frames.tabs.count == g.itemCount else {
            return "\(screen.cells.count) cells and \(frames.tabs.count) tabs for \(g.itemCount) items"
        }
        for i in 0..<g.itemCount {
            let cell = screen.cells[i].frame
            if cell.x != g.cellX[i] - record.pagerX || cell.width != g.cellWidth[i] || cell.y != barY {
                return "cell \(i) at x \(cell.x) w \(cell.width), the geometry's \(g.cellX[i] - record.pagerX) w \(g.cellWidth[i])"
            }
            if frames.tabs[i].isSelected != (i == record.selected) { return "tab \(i) selected \(frames.tabs[i].isSelected)" }
        }
        switch (record.indicator, screen.indicator) {
        case (nil, nil): break
        case (let indicator?, let drawn?):
            if drawn.x != indicator.x - record.pagerX || drawn.width != indicator.width {
                return "underline at x \(drawn.x) w \(drawn.width), the record's \(indicator.x - record.pagerX) w \(indicator.width)"
            }
        default:
            return "underline \(String(describing: screen.indicator)) for indicator \(String(describing: record.indicator))"
        }
        if g.isPages, g.contentViewCount > 0 {
            let n = g.contentViewCount
            if frames.pages.count != n || frames.pages.indices.contains(where: { frames.pages[$0].x != Double($0) * W }) {
                return "pages at \(frames.pages.map(\.x)), not k × \(W)"
            }
            let first = min(n - 1, max(0, Int((record.pagesX / W).rounded(.down))))
            let last = min(n - 1, max(0, Int(((record.pagesX + W) / W).rounded(.up)) - 1))
            let needed = Set(first...last).union([min(max(record.page, 0), n - 1)])
            if !needed.isSubset(of: frames.loadedPages) {
                return "pages \(needed.sorted()) in view at pagesX \(record.pagesX), loaded \(frames.loadedPages)"
            }
        }
        return nil
    }
}
