// What a realistic session does: random screens (a seed screen, or any mode and content
// kind) and random users — drags, flings, header drags, taps, the status bar, rotations and
// resizes, with the motifs the SPEC's rules turn on.
import Foundation  // log
import PagerCore
import PagerKit
import PagerSimulator

/// One thing a user (or the screen) does: a plain gesture in the simulator's vocabulary
/// (`PagerGesture`, which scenario scripts and the playground speak too), or one of the
/// fuzzer's compound actions — a gesture with something happening half way, or aimed at an
/// edge the player computes — which the player builds from the host's own calls.
enum Action: Sendable, Equatable {
    /// A plain gesture: a drag, a tap, the status bar, time passing, a rotation.
    case gesture(PagerGesture)
    /// A drag during which the screen resizes half way (a cell measured as it
    /// scrolls into view, SPEC §4.0).
    case dragResizing(PagerScrollViewID, page: Int?, by: Double, over: Double, release: PagerGestureRelease, Resize)
    /// A finger on the header (overlay modes; SPEC §4.7), checked against the same drag on
    /// the list (SPEC §8.8); with `rotatingInto`, the device rotates half way into another layout
    /// class whose header has that mode (no header drag can go on there, SPEC §4.7).
    case dragHeader(by: Double, over: Double, release: PagerGestureRelease, rotatingInto: PagerHeaderMode? = nil)
    /// A fling of the current list whose free resting point lies `overshoot` points past
    /// its bottom (or its top, when negative): the edge of SPEC §7's bounce rule.
    case flingToEdge(overshoot: Double)
    /// The screen resizes (SPEC §4.0): self-sizing cells measured, a footer, the
    /// keyboard, the header — the structure kept.
    case resize(Resize)
}

/// One size change of a screen that keeps its structure (SPEC §4.0 resize).
enum Resize: Sendable, Equatable {
    /// The sections around the list's offset get measured heights: each its uniform
    /// height plus `delta` (at least its header row), as self-sizing cells are measured
    /// while they scroll into view; in `pages` content the current page's height.
    case measure(delta: Double)
    case footer(Double)
    /// The viewport's height changes by this (the keyboard).
    case viewportHeight(by: Double)
    case headerHeight(Double)

    /// `layout` with this change, for a list at content offset `y` on page `page`.
    func applied(to original: PagerLayout, offset y: Double, page: Int, geometry: PagerLayoutGeometry?) -> PagerLayout {
        var layout = original
        switch self {
        case .measure(let delta):
            switch layout.content {
            case .sections(var sections, let selection, let window, let footer):
                guard !sections.isEmpty else { return layout }
                let tops = geometry?.sectionTops ?? []
                let first = tops.isEmpty ? 0 : max(0, (tops.lastIndex { $0 <= y } ?? 0))
                for i in first..<min(sections.count, first + 4) {
                    let section = sections[i]
                    sections[i] = PagerListSection(
                        headerHeight: section.headerHeight,
                        height: max(section.headerHeight, section.height + delta), title: section.title)
                }
                layout.content = .sections(sections, selection: selection, window: window, footerHeight: footer)
            case .pages(var pages, let adjust):
                guard pages.indices.contains(page) else { return layout }
                pages[page].contentHeight = max(0, pages[page].contentHeight + delta * 4)
                layout.content = .pages(pages, adjustContentSize: adjust)
            }
            // A measured height is finite and at least its header row (a page's at least
            // 0), and nothing else changes: a valid layout stays valid. (Checking it would
            // derive every section's sums again, as the host is about to.)
            return layout
        case .footer(let height):
            if case .sections(let sections, let selection, let window, _) = layout.content {
                layout.content = .sections(sections, selection: selection, window: window, footerHeight: height)
            }
        case .viewportHeight(let change):
            // The keyboard leaves some screen: no change below 160 pt.
            if layout.viewport.height + change >= 160 { layout.viewport.height += change }
        case .headerHeight(let height):
            layout.header.height = height
        }
        // `fixed` needs room below the header.
        if layout.header.mode == .fixed, layout.header.height + layout.header.barHeight > layout.viewport.height {
            layout.header.height = 0
        }
        // A screen lays itself out validly: a change that would not is not made.
        return PagerLayoutGeometry(layout, reusing: geometry) == nil ? original : layout
    }
}

extension RealisticSession {
    /// A random screen: a seed screen, or any mode and content kind, from no items to
    /// 100,000 sections, pages shorter than the viewport, equal and intrinsic tab cells
    /// (`screen` when it is set).
    mutating func layout() -> PagerLayout {
        if let screen { return screen }
        // One session in four plays a seed screen from the simulator's catalogue.
        if Int.random(in: 0..<4, using: &random) == 0 { return PagerPresets.byName.randomElement(using: &random)!.layout }
        let mode = PagerHeaderMode.allCases.randomElement(using: &random)!
        let pages = Bool.random(using: &random)
        let count: Int
        switch Int.random(in: 0..<20, using: &random) {
        case 0: count = 0
        case 1, 2: count = 1
        case 3 where !pages: count = 100_000
        default: count = Int.random(in: 2...9, using: &random)
        }
        let S = [0.0, 44, 64, 120, 200].randomElement(using: &random)!
        let B = [0.0, 40, 44].randomElement(using: &random)!
        let width = [320.0, 375, 414, 768].randomElement(using: &random)!
        let height = [480.0, 603, 667, 812].randomElement(using: &random)!
        let items = (0..<count).map { _ in PagerItem(width: Double(Int.random(in: 20...120, using: &random))) }
        let pager = PagerBar(
            items: items, spacing: [0.0, 8, 32].randomElement(using: &random)!,
            edgeInset: [0.0, 12].randomElement(using: &random)!, indicatorExtra: [0.0, 5].randomElement(using: &random)!)
        let content: PagerContent
        if pages {
            content = .pages(
                (0..<count).map { _ in PagerLayoutPage(contentHeight: Double(Int.random(in: 0...4000, using: &random))) },
                adjustContentSize: Bool.random(using: &random))
        } else {
            content = .sections(
                (0..<count).map { _ in
                    PagerListSection(
                        headerHeight: Double(Int.random(in: 20...60, using: &random)), rows: Int.random(in: 0...8, using: &random),
                        rowHeight: Double(Int.random(in: 40...90, using: &random)))
                }, selection: Int.random(in: 0..<4, using: &random) == 0 ? .window : .crossing, window: 20)
        }
        var layout = PagerLayout(
            viewport: PagerViewport(width: width, height: height),
            header: PagerHeader(
                mode: mode, height: S, barHeight: B, snap: Bool.random(using: &random),
                revealCheck: PagerRevealCheck.allCases.randomElement(using: &random)!),
            pager: pager, content: content)
        // `fixed` needs room below the header.
        if mode == .fixed, S + B > height { layout.header.height = 0 }
        return layout
    }

    mutating func actions(for layout: PagerLayout, count: Int) -> [Action] {
        let isPages = layout.content.isPages
        let items = layout.content.itemCount
        return (0..<count).flatMap { _ -> [Action] in
            // Now and then the SPEC §4.2 tap hold's own motif: a tap (often near the end, where
            // SPEC §4.1 and the tap disagree in the last screenful), time to land, then a touch
            // that moves the list by nothing, less than, or exactly half a point.
            if items > 0, Int.random(in: 0..<20, using: &random) == 0 {
                let item = Int.random(in: max(0, items - 3)..<items, using: &random)
                return [
                    .gesture(.tap(item)), .gesture(.wait(0.5)),
                    .gesture(
                        .drag(
                            .content, page: isPages ? item : nil, by: [0, 0.3, -0.3, 0.5, -0.5].randomElement(using: &random)!,
                            over: 0.1, release: .hold)),
                ]
            }
            // Motifs: a resize while a tap's animation runs (SPEC §4.0 re-aim, §8.9), and
            // while a fling decelerates.
            switch Int.random(in: 0..<16, using: &random) {
            case 0 where items > 0:
                return [
                    .gesture(.tap(Int.random(in: 0..<items, using: &random))),
                    .gesture(.wait(Double(Int.random(in: 1...12, using: &random)) / 60)),
                    .resize(resize()), .gesture(.wait(Double(Int.random(in: 0...6, using: &random)) / 60)), .resize(resize()),
                ]
            case 1:
                return [
                    self.action(isPages: isPages, items: items), .gesture(.wait(Double(Int.random(in: 1...30, using: &random)) / 60)),
                    .resize(resize()),
                ]
            default:
                return [self.action(isPages: isPages, items: items)]
            }
        }
    }

    /// A random resize (SPEC §4.0).
    private mutating func resize() -> Resize {
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1, 2: return .measure(delta: Double(Int.random(in: -60...200, using: &random)))
        case 3: return .footer([0.0, 44, 300].randomElement(using: &random)!)
        case 4: return .viewportHeight(by: [-291.0, -216, 216, 291].randomElement(using: &random)!)
        default: return .headerHeight([0.0, 44, 64, 120].randomElement(using: &random)!)
        }
    }

    private mutating func action(isPages: Bool, items: Int) -> Action {
        // Header drags (inside and past the bounds, with and without a fling), drags with
        // a resize half way, flings to an edge.
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1:
            let distance =
                Int.random(in: 0..<4, using: &random) == 0
                ? Double(Int.random(in: -3000...3000, using: &random))
                : Double(Int.random(in: -400...400, using: &random))
            // One in four rotates half way into a layout class whose header is not dragged
            // (`fixed` or `stickyReveal`): the header drag ends there (SPEC §4.7).
            let rotation: PagerHeaderMode? =
                Int.random(in: 0..<4, using: &random) == 0
                ? [PagerHeaderMode.fixed, .stickyReveal].randomElement(using: &random)! : nil
            return .dragHeader(
                by: distance, over: Double(Int.random(in: 2...40, using: &random)) / 60,
                release: Bool.random(using: &random) ? .fling : .hold, rotatingInto: rotation)
        case 2:
            let page: Int? = isPages ? (items == 0 ? nil : Int.random(in: 0..<items, using: &random)) : nil
            return .dragResizing(
                .content, page: page, by: Double(Int.random(in: -1500...1500, using: &random)),
                over: Double(Int.random(in: 4...40, using: &random)) / 60,
                release: Bool.random(using: &random) ? .fling : .hold, resize())
        case 3:
            return .flingToEdge(overshoot: [0.1, 0.25, 0.45, -0.25, 3].randomElement(using: &random)!)
        default:
            break
        }
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<7:
            let page: Int? = isPages ? (items == 0 ? nil : Int.random(in: 0..<items, using: &random)) : nil
            // Now and then a touch that barely moves: the edges of the SPEC §4.2 tap hold.
            let distance =
                Int.random(in: 0..<6, using: &random) == 0
                ? [0, 0.3, 0.5, 2].randomElement(using: &random)!
                : Double(Int.random(in: -1500...1500, using: &random))
            return .gesture(
                .drag(
                    .content, page: page, by: distance,
                    over: Double(Int.random(in: 2...40, using: &random)) / 60,
                    release: Bool.random(using: &random) ? .fling : .hold))
        case 7 where isPages, 8 where isPages:
            return .gesture(
                .drag(
                    .pages, page: nil, by: Double(Int.random(in: -450...450, using: &random)),
                    over: Double(Int.random(in: 2...20, using: &random)) / 60, release: .fling))
        case 9:
            return .gesture(
                .drag(
                    .pager, page: nil, by: Double(Int.random(in: -300...300, using: &random)),
                    over: Double(Int.random(in: 2...20, using: &random)) / 60,
                    release: Bool.random(using: &random) ? .fling : .hold))
        case 10..<13:
            return .gesture(items > 0 ? .tap(Int.random(in: 0..<items, using: &random)) : .statusBar)
        case 13:
            return .gesture(.statusBar)
        case 14:
            return .gesture(.rotate(into: nil))
        default:
            return .gesture(.wait(Double(Int.random(in: 0...60, using: &random)) / 60))
        }
    }
}
