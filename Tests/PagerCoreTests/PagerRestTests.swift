// SPEC §4.8: where the tab strip comes to rest after a drag (`setTarget`). Every expected
// number is derived in the comment beside it.
import PagerCore
import Testing

@Suite("§4.8 Where the strip rests")
struct PagerRestTests {
    /// Eight 56 pt tabs, spacing 32, edge 12, W 375: intrinsic (32 + 8·88 = 736 > 375);
    /// xᵢ = 12 + 88i, content (12 + 616 + 56) + 12 = 696, maxX = 321.
    static func strip(_ behavior: PagerBehavior) -> PagerLayout {
        var layout = Seeds.fj(pages: Array(repeating: 1000, count: 8), titleWidths: Array(repeating: 56, count: 8))
        layout.pager.behavior = behavior
        return layout
    }

    static func target(_ behavior: PagerBehavior, from x0: Double = 0, releasedAt x: Double, velocity: Double) -> [PagerCommand] {
        var screen = Screen(strip(behavior))
        screen.send(.dragBegan(.pager, offset: x0, t: 1))
        return screen.send(.dragEnded(.pager, offset: x, velocity: velocity, t: 1.2)).commands
    }

    @Test func groupPagingMovesOneLeadingEdgeAtATime() {
        // Lead positions clamp(12 + 88i, 0, 321): 12, 100, 188, 276, 321 (i ≥ 4 all 321).
        // X₀ 0 is nearest 12; p = 50 + 0.4995·1000 = 549.5 is nearest 321, kept within one
        // position of 12: 100.
        #expect(Self.target(.groupPaging, releasedAt: 50, velocity: 1000) == [.setTarget(view: .pager, page: nil, value: 100)])
    }

    @Test func groupPagingCenteredTreatsShortFirstTabsAsOnePosition() {
        // centre(i) = clamp((12 + 88i + 28) − 187.5, 0, 321): 0, 0, 28.5, 116.5, 204.5,
        // 292.5, 321, 321 → positions 0, 28.5, 116.5, 204.5, 292.5, 321 (tabs 0 and 1 are
        // one). p = 20 + 0.4995·300 = 169.85: nearest 204.5, kept within one of 0: 28.5.
        #expect(Self.target(.groupPagingCentered, releasedAt: 20, velocity: 300) == [.setTarget(view: .pager, page: nil, value: 28.5)])
    }

    @Test func pagingTurnsViewportPages() {
        // m = ⌈321/375⌉ + 1 = 2 pages. p = 100 + 249.75 = 349.75 → round(0.93) = 1, within
        // one of page 0: X* = min(375, 321) = 321.
        #expect(Self.target(.paging, releasedAt: 100, velocity: 500) == [.setTarget(view: .pager, page: nil, value: 321)])
    }

    @Test func continuousGroupLeadingBoundaryTakesTheNearestEdge() {
        // p = 130 − 49.95 = 80.05: 100 is 19.95 away, 12 is 68.05: 100 (no one-step limit).
        #expect(
            Self.target(.continuousGroupLeadingBoundary, releasedAt: 130, velocity: -100)
                == [.setTarget(view: .pager, page: nil, value: 100)])
        // Ties go to the lower position: p = 56 is 44 from both 12 and 100 → 12.
        #expect(
            Self.target(.continuousGroupLeadingBoundary, releasedAt: 56, velocity: 0)
                == [.setTarget(view: .pager, page: nil, value: 12)])
    }

    @Test func continuousSendsNoTarget() {
        #expect(Self.target(.continuous, releasedAt: 100, velocity: 500).isEmpty)
    }

    @Test func theRestPositionsAreFoundByBinarySearch() throws {
        // 100,000 equal-width tabs: positions are distinct lead edges; near(p) is a binary
        // search. Tabs 90 wide, no spacing or edge: xᵢ = 90i, maxX = 9,000,000 − 375.
        var layout = Seeds.td(rows: Array(repeating: 0, count: 100_000))
        layout.pager = PagerBar(items: Array(repeating: PagerItem(width: 90), count: 100_000), behavior: .continuousGroupLeadingBoundary)
        let g = try #require(PagerLayoutGeometry(layout))
        // p = 4,500,050 + 0.4995·100 = 4,500,099.95: nearest lead edge 90·50,001 = 4,500,090.
        #expect(g.pagerRestTarget(offset: 4_500_050, velocity: 100, dragStart: 0) == 4_500_090)
    }
}
