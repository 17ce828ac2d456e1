// The current tab whole on screen at rest (issue 68), in the simulator's UIKit mode laid out
// right to left as well as left to right: a title longer than the strip is shown at most as
// long as the strip leaves it (`PagerTabMeasure.titleLimit`), so the selected tab, centred at rest
// (SPEC §1 `pagerTarget`), lies inside the strip's visible span.
import PagerCore
import PagerKit
import PagerSimulator
import Testing

@Suite("The current tab at rest")
struct CurrentTabAtRestTests {
    /// TD's screen (W = 375, ten sections of 60 + 4 × 60 = 300 pt, intrinsic cells, edge inset
    /// 10) whose fifth title measures 543 (selected 560), the long title; the others
    /// 56. Each tab adds 24 of padding, measured for a strip `stripWidth` wide (0: no strip).
    static func layout(stripWidth: Double) -> PagerLayout {
        var layout = PagerPresets.td
        let titles = (1...10).map { $0 == 5 ? "Sides, salads, breads and everything else to share" : "Dishes \($0)" }
        let measures = titles.indices.map { $0 == 4 ? PagerTabMeasure(title: 543, selectedTitle: 560) : PagerTabMeasure(title: 56) }
        layout.pager.items = PagerItem.measured(titles: titles, measures: measures, padding: 24, stripWidth: stripWidth)
        return layout
    }

    /// Nine slow drags of one section each (300 pt over 1 s, held before lifting), resting
    /// after each: per rest, the selected tab and its cell's span and the strip's visible span,
    /// both in the strip view's own coordinates (UIKit's, mirrored right to left).
    static func rests(rightToLeft: Bool, stripWidth: Double) -> [(selected: Int, cell: ClosedRange<Double>, visible: ClosedRange<Double>)] {
        var host = PagerHost(driver: PagerDriver())
        if rightToLeft { host.layOutRightToLeft() }
        host.layout(layout(stripWidth: stripWidth))
        var rests: [(Int, ClosedRange<Double>, ClosedRange<Double>)] = []
        for _ in 0..<9 {
            host.drag(.content, by: 300, over: 1, release: .hold)
            _ = host.settle()
            guard let frames = host.stripFrames, let selected = host.state.selected else { continue }
            let cell = frames.cells[selected]
            // The strip view's visible span: from its offset, W = 375 wide. Right to left, UIKit's
            // flipped strip shows the reducer's 0 at its right end: its own offset is
            // maxOffset − pagerX (the cells are mirrored to match, `PagerTabStripFrames`).
            let pagerX = host.offset(.pager)
            let start = rightToLeft ? frames.maxOffset - pagerX : pagerX
            rests.append((selected, cell.x...(cell.x + cell.width), start...(start + 375)))
        }
        return rests
    }

    @Test(arguments: [false, true])
    func theSelectedTabIsWholeOnScreenAfterEverySlowDrag(rightToLeft: Bool) {
        let rests = Self.rests(rightToLeft: rightToLeft, stripWidth: 375)
        #expect(rests.count == 9)
        // The drags pass every section: the long title's tab (4) is among the rests.
        #expect(rests.contains { $0.selected == 4 })
        for rest in rests {
            #expect(rest.cell.lowerBound >= rest.visible.lowerBound - 0.5, "tab \(rest.selected): \(rest.cell) outside \(rest.visible)")
            #expect(rest.cell.upperBound <= rest.visible.upperBound + 0.5, "tab \(rest.selected): \(rest.cell) outside \(rest.visible)")
        }
    }

    @Test func withoutTheStripsWidthTheLongTabCannotBeWhole() {
        // Measured for no strip: the long tab is 560 + 24 = 584 wide, more than W = 375: at its
        // rest it spills out of the strip, which is what the limit prevents. With the strip's
        // width, its title is shown at most 375 − 24 = 351: the tab is 375, the strip's width.
        #expect(Self.layout(stripWidth: 0).pager.items[4].width == 584)
        #expect(Self.layout(stripWidth: 375).pager.items[4].width == 375)
        let rest = Self.rests(rightToLeft: false, stripWidth: 0).first { $0.selected == 4 }
        #expect(rest.map { $0.cell.upperBound - $0.cell.lowerBound > $0.visible.upperBound - $0.visible.lowerBound } == true)
    }
}
