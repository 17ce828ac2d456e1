// The golden corpus: one scenario per trace. `comments` become the file's `#` header.
import PagerCore
import PagerSimulator

struct Scenario: Sendable {
    var name: String
    var comments: [String]
    var script: @Sendable (inout Host) -> Void = { _ in }
    /// Hand-written events, for traces no host would produce (bad input).
    var rawEvents: [PagerEvent]? = nil
}

// MARK: - The seeds' screens: the simulator's catalogue (Presets)

func td(rows: [Int], selection: SelectionRule = .crossing) -> Layout { Presets.td(rows: rows, selection: selection) }
func fj(snap: Bool = false, width: Double = 375, height: Double = 603) -> Layout {
    Presets.fj(snap: snap, viewport: Viewport(width: width, height: height))
}
func menu() -> Layout { Presets.menu }
func swipe() -> Layout { Presets.swipe }
func kulman(_ check: RevealCheck) -> Layout { check == .release ? Presets.kulman : Presets.kulmanDecelerate }

// MARK: - Scenarios

let scenarios: [Scenario] = [
    Scenario(name: "td-fixed-crossing", comments: tdFixedCrossing) { host in
        host.layout(td(rows: Array(repeating: 4, count: 10)))
        host.wait(0.2)
        host.drag(.content, by: 330, over: 0.5)                      // slowly past section 1
        host.wait(0.3)
        host.drag(.content, by: 240, over: 0.2, velocity: 1200)      // a fling down the menu
        host.wait(0.3)
        host.drag(.content, by: -100, over: 0.3)                     // a little back up
        host.wait(0.2)
    },
    Scenario(name: "td-window-fast-fling", comments: tdWindowFastFling) { host in
        host.layout(td(rows: Array(repeating: 30, count: 5), selection: .window))
        host.wait(0.2)
        host.drag(.content, by: 120, over: 0.1, velocity: 7000)     // a fast fling
        host.wait(0.2)
    },
    Scenario(name: "td-tap-last-section", comments: tdTapLastSection) { host in
        host.layout(td(rows: Array(repeating: 4, count: 8) + [0, 0]))
        host.wait(0.2)
        host.tap(9)
        host.wait(0.5)
        host.drag(.content, by: -20, over: 0.2)
        host.wait(0.2)
    },
    Scenario(name: "fj-quick-return-pages", comments: fjQuickReturnPages) { host in
        host.layout(fj(snap: true))
        host.wait(0.2)
        host.drag(.content, page: 0, by: 400, over: 0.5)             // header hides
        host.wait(0.2)
        host.tap(2)                                                   // page switch: align branch
        host.wait(0.5)
        host.drag(.content, page: 2, by: -40, over: 0.3)              // header half back, snaps
        host.wait(0.2)
        host.drag(.content, page: 2, by: 300, over: 0.4)              // hides again
        host.wait(0.2)
        host.drag(.pages, by: -200, over: 0.25, velocity: -600)       // swipe to the short page
        host.wait(0.3)
        host.drag(.pages, by: 200, over: 0.25, velocity: 600)         // and back
        host.wait(0.3)
        host.tapStatusBar()
        host.wait(0.5)
    },
    Scenario(name: "menu-quick-return-sections", comments: menuQuickReturnSections) { host in
        host.layout(menu())
        host.wait(0.2)
        host.drag(.content, by: 400, over: 0.5)                       // header collapses
        host.wait(0.2)
        host.tap(3)                                                   // Salads
        host.wait(0.5)
        host.drag(.content, by: -150, over: 0.4)                      // header returns
        host.wait(0.2)
        host.tap(5)                                                   // Desserts: last screenful
        host.wait(0.5)
        host.drag(.content, by: -10, over: 0.2)                       // the next touch
        host.wait(0.2)
    },
    Scenario(name: "swipe-collapse-pages", comments: swipeCollapsePages) { host in
        host.layout(swipe())
        host.wait(0.2)
        host.drag(.content, page: 0, by: 144, over: 0.3)              // half collapsed
        host.wait(0.2)
        host.drag(.pages, by: 220, over: 0.25, velocity: 700)         // to page 1 (adjusted)
        host.wait(0.3)
        host.drag(.content, page: 1, by: 56, over: 0.2)               // bar sticks on page 1
        host.wait(0.2)
        host.tap(2)                                                   // collapsed → page 2 at −B
        host.wait(0.5)
        host.drag(.content, page: 2, by: -300, over: 0.4)             // pulled down past the top
        host.wait(0.5)
    },
    Scenario(name: "kulman-sticky-release", comments: kulmanStickyRelease) { host in
        host.layout(kulman(.release))
        host.wait(0.2)
        host.drag(.content, by: 300, over: 0.4)                       // scroll the list
        host.wait(0.2)
        host.drag(.content, by: -380, over: 0.6, decelerates: false)  // pull past the top, slow release
        host.wait(0.5)
        host.drag(.content, by: 200, over: 0.3)                       // scroll again: hides
        host.wait(0.2)
    },
    Scenario(name: "kulman-sticky-decelerate", comments: kulmanStickyDecelerate) { host in
        host.layout(kulman(.decelerate))
        host.wait(0.2)
        host.drag(.content, by: -80, over: 0.6, decelerates: false)   // slow pull, slow release
        host.wait(0.5)
        host.drag(.content, by: -80, over: 0.15, velocity: -500)      // pulled and flung
        host.wait(0.5)
    },
    Scenario(name: "fj-rotation-relayout", comments: fjRotationRelayout) { host in
        host.layout(fj())
        host.wait(0.2)
        host.tap(2)
        host.wait(0.5)
        host.drag(.content, page: 2, by: 500, over: 0.4)              // header hidden on page 2
        host.wait(0.2)
        host.layout(fj(width: 667, height: 375))                      // rotate to landscape
        host.wait(0.5)
        host.drag(.content, page: 2, by: -60, over: 0.3)              // header follows again
        host.wait(0.2)
        host.layout(fj())                                             // and back
        host.wait(0.5)
    },
    Scenario(name: "bad-events", comments: badEventsComments, rawEvents: badEvents),
    Scenario(name: "spec-example", comments: specExampleComments, rawEvents: specExample),
]
