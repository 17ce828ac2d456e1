// SPEC §8.2 ("in range"), read off one record by `PagerLayoutGeometry.invariantViolations(of:)`:
// what the fuzzer and `trace-replay` check after every event. A record with no command is
// first read by comparisons alone (the common case); these tests break one range at a time
// and expect it reported, so that the quick reading can pass nothing the full one reports.
import PagerCore
import Testing

@Suite("§8.2 in range, one record at a time")
struct InvariantCheckTests {
    /// A layout's geometry and the record of its first layout event without its commands —
    /// a record like nearly every scroll event's: in range (§4.0: at rest at the top, item
    /// 0 selected).
    private func start(_ layout: PagerLayout) throws -> (PagerLayoutGeometry, PagerRecord) {
        var state = PagerState()
        var record = state.apply(.layout(layout, t: 0))
        record.commands = []
        #expect(!record.hasCommandsOrDiagnostics)
        return (try #require(state.geometry), record)
    }

    /// Whether `record` breaks §8.2, and only §8.2.
    private func breaksRange(_ record: PagerRecord, _ geometry: PagerLayoutGeometry) -> Bool {
        let found = geometry.invariantViolations(of: record)
        return !found.isEmpty && found.allSatisfy { $0.invariant == 2 }
    }

    @Test func eachBrokenRangeIsReported() throws {
        // The menu: quick return, S = 64, 4 items; its first record is in range.
        let (menu, fine) = try start(Seeds.menu(rows: [3, 5, 2, 4]))
        #expect(menu.invariantViolations(of: fine).isEmpty)
        let broken: [(String, (inout PagerRecord) -> Void)] = [
            ("no selection with 4 items", { $0.selected = nil }),
            ("selected 4 of 4", { $0.selected = 4 }),
            ("selected −1", { $0.selected = -1 }),
            ("page 4 of 4", { $0.page = 4 }),
            ("page −1", { $0.page = -1 }),
            ("t NaN", { $0.t = .nan }),
            ("offsetY +∞", { $0.offsetY = .infinity }),
            ("pagesX −∞", { $0.pagesX = -.infinity }),
            ("pagerX NaN", { $0.pagerX = .nan }),
            ("insetTop NaN", { $0.insetTop = .nan }),
            ("headerTy NaN", { $0.headerTy = .nan }),
            // quickReturn: headerTy ∈ [−S, 0] = [−64, 0].
            ("headerTy 1 > 0", { $0.headerTy = 1 }),
            ("headerTy −65 < −64", { $0.headerTy = -65 }),
            // The indicator lies in the pager content, [0, contentWidth].
            ("indicator x −1", { $0.indicator?.x = -1 }),
            ("indicator width −1", { $0.indicator?.width = -1 }),
            ("indicator width NaN", { $0.indicator?.width = .nan }),
            ("indicator x +∞", { $0.indicator?.x = .infinity }),
            ("indicator past the content", { $0.indicator?.x = menu.pagerContentWidth }),
        ]
        for (what, breakIt) in broken {
            var record = fine
            breakIt(&record)
            #expect(breaksRange(record, menu), "\(what)")
        }
    }

    @Test func eachModeHasItsHeaderRange() throws {
        // collapse (the hero, S = 200): headerTy ≥ −200, positive when pulled down.
        let (hero, heroFine) = try start(Seeds.hero())
        var record = heroFine
        record.headerTy = 50
        #expect(hero.invariantViolations(of: record).isEmpty)
        record.headerTy = -201
        #expect(breaksRange(record, hero))
        // fixed (TD): headerTy is 0.
        let (td, tdFine) = try start(Seeds.td(rows: [2, 3]))
        record = tdFine
        record.headerTy = -1
        #expect(breaksRange(record, td))
        // stickyReveal (Kulman, S = 44): headerTy 0, insetTop −44 or 0.
        let (kulman, kulmanFine) = try start(Seeds.kulman())
        #expect(kulman.invariantViolations(of: kulmanFine).isEmpty)
        record = kulmanFine
        record.insetTop = 0
        #expect(kulman.invariantViolations(of: record).isEmpty)
        record.insetTop = -10
        #expect(breaksRange(record, kulman))
        record = kulmanFine
        record.headerTy = 1
        #expect(breaksRange(record, kulman))
    }

    @Test func noItemsMeansNoSelection() throws {
        // §8.2: `selected` is null exactly when there are no items.
        let (empty, fine) = try start(Seeds.td(rows: []))
        #expect(fine.selected == nil && empty.invariantViolations(of: fine).isEmpty)
        var record = fine
        record.selected = 0
        #expect(breaksRange(record, empty))
    }
}
