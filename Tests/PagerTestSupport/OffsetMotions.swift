// A session's offset events as the web edge's tests read them: "motion offset" per event.
import PagerCore

extension Array where Element == PagerEvent {
    /// The offset events of `view` from index `from` on, each as "motion offset"
    /// (`drag.moved 116.0`).
    package func offsetMotions(of view: PagerScrollViewID, from: Int = 0) -> [String] {
        self[from...].compactMap { event -> String? in
            guard case .offset(let motion, let report) = event.kind, report.view == view else { return nil }
            return "\(motion.name.rawValue) \(report.offset)"
        }
    }
}
