// Adversarial event sequences (SPEC §8 fuzzing): raw §2 events no screen would send —
// phases out of order, wrong pages, out-of-range taps, time going backwards, relayouts
// with fewer items, invalid layouts, extreme but finite numbers.
import PagerCore

/// Raw adversarial events. Deliberately not realistic: the reducer must only survive them
/// (SPEC §8 invariants 1–3).
public struct PagerAdversarialEvents {
    var random: PagerSplitMix64
    var t = 0.0
    /// The last layout sent, for resizes of it.
    var lastLayout: PagerLayout?

    /// A stream drawn from `seed`.
    public init(seed: UInt64) {
        random = PagerSplitMix64(seed: seed)
    }

    /// A stream drawn from `random` (a sequence's own generator).
    public init(random: PagerSplitMix64) {
        self.random = random
    }

    mutating func number() -> Double {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return [0, -0.0, 0.5, -0.5, 1e308, -1e308, 1e-300, 375, 750][Int.random(in: 0..<9, using: &random)]
        case 1: return Double.random(in: -1e6...1e6, using: &random)
        default: return Double.random(in: -800...3000, using: &random).rounded()
        }
    }

    mutating func layout() -> PagerLayout {
        let n = Int.random(in: 0...6, using: &random)
        let mode = PagerHeaderMode.allCases.randomElement(using: &random)!
        let header = PagerHeader(
            mode: mode, height: Double(Int.random(in: 0...120, using: &random)),
            barHeight: Double(Int.random(in: 0...50, using: &random)),
            snap: Bool.random(using: &random), revealCheck: PagerRevealCheck.allCases.randomElement(using: &random)!)
        let items = (0..<n).map { _ in PagerItem(width: Double(Int.random(in: 0...200, using: &random))) }
        let pager = PagerBar(
            items: items, spacing: Double(Int.random(in: 0...40, using: &random)),
            edgeInset: Double(Int.random(in: 0...20, using: &random)),
            indicatorExtra: Double(Int.random(in: 0...12, using: &random)),
            cells: PagerCells.allCases.randomElement(using: &random)!,
            behavior: PagerBehavior.allCases.randomElement(using: &random)!)
        let content: PagerContent
        if Bool.random(using: &random) {
            content = .sections(
                (0..<n).map { _ in
                    let headerHeight = Double(Int.random(in: 0...80, using: &random))
                    // Now and then a measured section.
                    if Int.random(in: 0..<3, using: &random) == 0 {
                        return PagerListSection(headerHeight: headerHeight, height: headerHeight + Double(Int.random(in: 0...900, using: &random)))
                    }
                    return PagerListSection(
                        headerHeight: headerHeight,
                        rows: Int.random(in: 0...30, using: &random), rowHeight: Double(Int.random(in: 0...120, using: &random)))
                },
                selection: PagerSelectionRule.allCases.randomElement(using: &random)!,
                window: Double(Int.random(in: 0...40, using: &random)),
                footerHeight: [0.0, 0, 44, 300].randomElement(using: &random)!)
        } else {
            content = .pages(
                (0..<n).map { _ in PagerLayoutPage(contentHeight: Double(Int.random(in: 0...4000, using: &random))) },
                adjustContentSize: Bool.random(using: &random))
        }
        var layout = PagerLayout(
            viewport: PagerViewport(
                width: Double(Int.random(in: 200...800, using: &random)),
                height: Double(Int.random(in: 300...900, using: &random))),
            header: header, pager: pager, content: content)
        if Int.random(in: 0..<10, using: &random) == 0 {  // now and then an invalid one
            switch Int.random(in: 0..<5, using: &random) {
            case 0: layout.viewport.width = 0
            case 1: layout.pager.items.append(PagerItem(width: 10))
            case 2:
                // A measured section below its header row, or a negative footer.
                if case .sections(var sections, let selection, let window, _) = layout.content, !sections.isEmpty {
                    sections[0] = PagerListSection(headerHeight: 40, height: 39)
                    layout.content = .sections(sections, selection: selection, window: window)
                } else {
                    layout.header.height = -1
                }
            case 3:
                if case .sections(let sections, let selection, let window, _) = layout.content {
                    layout.content = .sections(sections, selection: selection, window: window, footerHeight: -1)
                } else {
                    layout.header.height = -1
                }
            default: layout.header.height = -1
            }
        }
        return layout
    }

    /// The last layout with one size changed (a resize, SPEC §4.0), or a new one.
    mutating func resized() -> PagerLayout {
        guard var layout = lastLayout else { return layout() }
        switch Int.random(in: 0..<4, using: &random) {
        case 0: layout.viewport.height += number().clamped(-400, 400)
        case 1: layout.header.height = Double(Int.random(in: 0...120, using: &random))
        case 2:
            if case .sections(var sections, let selection, let window, let footer) = layout.content, !sections.isEmpty {
                let i = Int.random(in: 0..<sections.count, using: &random)
                sections[i] = PagerListSection(
                    headerHeight: sections[i].headerHeight,
                    height: sections[i].headerHeight + Double(Int.random(in: 0...900, using: &random)))
                layout.content = .sections(sections, selection: selection, window: window, footerHeight: footer)
            }
        default:
            if case .pages(var pages, let adjust) = layout.content, !pages.isEmpty {
                pages[Int.random(in: 0..<pages.count, using: &random)].contentHeight = Double(Int.random(in: 0...4000, using: &random))
                layout.content = .pages(pages, adjustContentSize: adjust)
            }
        }
        return layout
    }

    /// The next event: any type, any phase, odd pages and numbers, time that may go back.
    public mutating func next() -> PagerEvent {
        // Time mostly moves on, sometimes stalls or goes back.
        t = max(0, t + [1.0 / 60, 1.0 / 60, 1.0 / 120, 0, -0.5][Int.random(in: 0..<5, using: &random)])
        let view = PagerScrollViewID.allCases.randomElement(using: &random)!
        let page: Int? = Int.random(in: 0..<4, using: &random) == 0 ? nil : Int.random(in: -1...7, using: &random)
        let report = PagerScrollReport(view: view, page: page, offset: number())
        switch Int.random(in: 0..<20, using: &random) {
        case 0:
            let next = Bool.random(using: &random) ? resized() : layout()
            lastLayout = next
            return PagerEvent(t: t, .layout(next))
        case 1, 2: return PagerEvent(t: t, .tapPagerItem(index: Int.random(in: -2...8, using: &random)))
        case 3: return PagerEvent(t: t, .tapStatusBar)
        case 4...8: return PagerEvent(t: t, .offset(.dragMoved, report))
        case 9, 10: return PagerEvent(t: t, .offset(.dragBegan, report))
        case 11, 12:
            return PagerEvent(t: t, .offset(.dragEnded(velocity: number(), willDecelerate: Bool.random(using: &random)), report))
        case 13...16:
            let motion: [PagerScrollMotion] = [.decelerateBegan, .decelerateMoved, .decelerateEnded]
            return PagerEvent(t: t, .offset(motion.randomElement(using: &random)!, report))
        default:
            let motion: [PagerScrollMotion] = [.scrollMoved, .scrollEnded]
            return PagerEvent(t: t, .offset(motion.randomElement(using: &random)!, report))
        }
    }
}
