// A SwiftUI model for the tests, on a clock the test owns.
#if canImport(Observation)
import PagerKit

extension PagerModel {
    /// A model whose clock advances one display frame (1/60 s) per input, and whose writes go
    /// to `carryOut` (nowhere by default), not to SwiftUI.
    @MainActor
    package static func ticking(carryOut: @escaping @MainActor (PagerScrollWrite) -> Void = { _ in }) -> PagerModel {
        let model = PagerModel()
        var now = 0.0
        model.clock = {
            now += 1.0 / 60
            return now
        }
        model.carryOutWrite = carryOut
        return model
    }
}
#endif
