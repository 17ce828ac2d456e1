// Callback-level recording (issue 22): what a screen told its driver, written and read as a
// callbacks file, replays through a fresh driver to the events the driver made — on every
// scenario of the golden corpus, and so to the events the simulator writes for it.
import Foundation
import PagerCore
import PagerKit
import PagerSimulator
import PagerTestSupport
import Testing

@Suite("Callback-level recording")
struct CallbackRecordingTests {
    static let scenarios: [String] = {
        let folder = repositoryRoot.appendingPathComponent("Traces/scenarios")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".scenario") }.sorted().map { folder.appendingPathComponent($0).path }
    }()

    @Test func thereAreScenarios() {
        #expect(Self.scenarios.count >= 20)
    }

    @Test(arguments: scenarios)
    func driveGivesTheEventsSimulateWrites(scenario path: String) throws {
        let scenario = try PagerScenario(script: String(contentsOfFile: path, encoding: .utf8), file: path)
        // What `simulate` writes: the host sending SPEC §2 events itself — less a layout
        // equal to the one before it, which the driver does not pass on (UIKit lays out on
        // nearly every frame; an unchanged layout is a no-op, SPEC §4.0).
        let events = Self.withoutRepeatedLayouts(scenario.run().events)
        // The same screen as UIKit would report it, through a driver, its callbacks logged.
        let uikit = scenario.run(uikit: true)
        #expect(uikit.events == events, "\(path)")
        // Through a file and back, then through a fresh driver.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let lines = try uikit.callbacks.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        let read = try lines.map { try JSONDecoder().decode(PagerRecordedCallback.self, from: Data($0.utf8)) }
        #expect(read == uikit.callbacks, "\(path)")
        let driven = PagerDriver.drive(read)
        #expect(driven.events == events, "\(path)")
        #expect(driven.records == uikit.records, "\(path)")
    }

    static func withoutRepeatedLayouts(_ events: [PagerEvent]) -> [PagerEvent] {
        var last: PagerLayout?
        return events.filter { event in
            guard case .layout(let layout) = event.kind else { return true }
            defer { last = layout }
            return layout != last
        }
    }

    @Test func nestedCallbacksAreTheDriversOwnEchoes() throws {
        // An instant setOffset's didScroll arrives inside the setter: the host logs it as
        // nested. Replayed as a top-level callback instead, it is a new report, not an echo.
        let scenario = try PagerScenario(script: "layout fj\ndrag content page 0 by 300 over 0.2\ntap 2\nsettle")
        let uikit = scenario.run(uikit: true)
        let nested = uikit.callbacks.filter(\.nested)
        #expect(!nested.isEmpty)
        #expect(nested.allSatisfy { if case .didScroll = $0.input { return true } else { return false } })
        let flattened = uikit.callbacks.map { PagerRecordedCallback(t: $0.t, input: $0.input) }
        #expect(PagerDriver.drive(flattened).events != uikit.events)
        #expect(PagerDriver.drive(uikit.callbacks).events == uikit.events)
    }
}
