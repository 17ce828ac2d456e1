// SPEC §8.1's round trip applies to events a trace can carry: an event with a number no trace
// can hold (NaN, ∞, a negative time) is not a failure of the round trip; the record of an
// event that survives is checked in turn.
import PagerCore
@testable import PagerFuzz
import Testing

@Suite("The round trip's events")
struct RoundTripGateTests {
    private static let layout = PagerLayout(
        viewport: PagerViewport(width: 375, height: 603), header: PagerHeader(mode: .fixed, height: 0, barHeight: 40),
        pager: PagerBar(items: (0..<3).map { PagerItem(width: Double(40 + $0)) }),
        content: .sections((0..<3).map { _ in PagerListSection(headerHeight: 30, rows: 20, rowHeight: 44) }))

    /// Events a Swift caller can make but no trace can hold: the checks pass them (the
    /// reducer flags them, SPEC §5), and go on checking the next ones.
    @Test func anEventNoTraceCanHoldIsNotARoundTripFailure() {
        var broken = Self.layout
        broken.viewport.width = .infinity
        var section = Self.layout
        section.content = .sections([PagerListSection(headerHeight: 30, rows: 20, rowHeight: .nan)])
        let events: [PagerEvent] = [
            .layout(Self.layout, t: 0), .dragBegan(.content, offset: .nan, t: 0.1),
            .offset(.dragEnded(velocity: .infinity, willDecelerate: true), .content, page: nil, offset: 0, t: 0.2),
            .layout(broken, t: 0.3), .layout(section, t: 0.4), .tapStatusBar(t: -1), .tapStatusBar(t: 1),
        ]
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: events) == nil)
    }

    /// After an event that survives, its record is checked: a reducer whose record holds a
    /// number no trace can hold (∞: both runs agree on it, so only the round trip can tell)
    /// fails SPEC §8.1 there, on the record.
    @Test func aRecordThatCannotBeWrittenFails() {
        let events: [PagerEvent] = [.layout(Self.layout, t: 0), .dragBegan(.content, offset: 10, t: 0.1)]
        let failure = PagerSequenceChecker<WritesInfinity>.firstFailure(in: events)
        #expect(failure?.index == 1 && failure?.violation.invariant == 1, "\(String(describing: failure))")
        #expect(failure?.violation.detail.hasPrefix("the record does not survive") == true, "\(String(describing: failure))")
    }
}

/// `PagerState`, except that a list's drag reports an infinite offset in its record.
private struct WritesInfinity: PagerReducing {
    var state = PagerState()
    mutating func apply(_ event: PagerEvent) -> PagerRecord {
        var record = state.apply(event)
        if event.name == .dragBegan { record.offsetY = .infinity }
        return record
    }
}
