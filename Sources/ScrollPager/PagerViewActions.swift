// What a `PagerView` does with its model's news — the app's callbacks and its recording —
// held where the model's one closure reads them, and replaced by each new value of the view
// (SwiftUI makes a new `PagerView` whenever its parent's body runs: a callback capturing
// the parent's state must be the latest one, not the one of the first appearance). Tested on
// Linux; `PagerView` only installs it once and hands it each value.
import PagerCore
import PagerKit
import PagerRecording

/// The latest actions of a `PagerView`: what to tell the app of the model's news and where
/// to record its events. A reference the model's closures read at each update, so a new view
/// value's closures take effect at once.
final class PagerViewActions {
    /// The app's callbacks and recording, as the latest view value gave them.
    struct Values {
        var recording: ScreenRecording?
        var selected: ((Int, SelectionCause) -> Void)?
        var swipe: ((SwipeProgress) -> Void)?
        var settled: ((Int) -> Void)?
    }

    /// What the latest view value asked for.
    var values = Values()

    /// What the model's news says, told to the app's current callbacks.
    func tell(_ news: ScreenNews) {
        if let index = news.selected, let cause = news.cause { values.selected?(index, cause) }
        if let swipe = news.swipe { values.swipe?(swipe) }
        if let page = news.settledPage { values.settled?(page) }
    }

    /// An update's events, into the current recording (none: nothing).
    func record(_ events: [PagerEvent]) { values.recording?.record(events) }
}
