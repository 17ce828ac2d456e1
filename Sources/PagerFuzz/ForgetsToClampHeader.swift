// The reducer `trace-replay fuzz --self-test` fuzzes to show what a failure looks like: it
// breaks SPEC §8.2. (Faults planted in a screen or the simulated host, for the checks that
// watch them, are test support's: PagerTestSupport's `PlantedFault`, through `Plant`.)
import PagerCore

/// A reducer with a planted bug, for self-tests only: `PagerState`, except that whenever
/// quick-return clamps the header at −S the record shows it 10 pt further up, so SPEC §8.2
/// (`headerTy ∈ [−S, 0]`) breaks. `trace-replay fuzz --self-test` fuzzes it to show what a
/// failure looks like.
public struct PagerForgetsToClampHeader: PagerReducing {
    /// The real reducer underneath.
    public var state = PagerState()

    /// A reducer before any event.
    public init() {}

    /// The real record, with the planted bug.
    public mutating func apply(_ event: PagerEvent) -> PagerRecord {
        var record = state.apply(event)
        if let g = state.geometry, g.mode == .quickReturn, g.headerHeight > 0, record.headerTy == -g.headerHeight {
            record.headerTy -= 10
        }
        return record
    }
}
