// What a `PagerView` does with its model's news — the app's callbacks and its recording —
// held where the model's one closure reads them, and replaced by each new value of the view
// (SwiftUI makes a new `PagerView` whenever its parent's body runs: a callback capturing
// the parent's state must be the latest one, not the one of the first appearance). Tested on
// Linux; `PagerView` only installs it once and hands it each value. Beside it, what the
// pages measured (`PagerContentMeasures`): the other reference the view keeps out of its
// body's state.
import PagerCore
import PagerKit
import PagerRecording

/// The latest actions of a `PagerView`: what to tell the app of the model's news and where
/// to record its events. A reference the model's closures read at each update, so a new view
/// value's closures take effect at once.
final class PagerViewActions {
    /// The app's callbacks and recording, as the latest view value gave them.
    struct Values {
        var recording: PagerScreenRecording?
        var selected: ((Int, PagerSelectionCause) -> Void)?
        var swipe: ((PagerSwipeProgress) -> Void)?
        var settled: ((Int) -> Void)?
        /// Each page that appeared (`PagerModel.onPageAppear`).
        var appeared: ((Int) -> Void)?
    }

    /// What the latest view value asked for.
    var values = Values()

    /// What the model's news says, told to the app's current callbacks.
    func tell(_ news: PagerScreenNews) { news.tell(selected: values.selected, swipe: values.swipe, settled: values.settled) }

    /// An update's events, into the current recording (none: nothing).
    func record(_ events: [PagerEvent]) { values.recording?.record(events) }
}

/// What a `PagerView`'s pages and sections measured as they were drawn, kept out of the
/// body's state: a list's content height changes as its lazy rows are drawn — often, while
/// it scrolls — and each change is a new layout for the model, not a new body for the whole
/// screen (only the page that measured it draws again, for its own bottom pad).
final class PagerContentMeasures {
    /// Each page's content height, kept by its tab (`PagerTabs.PageID`).
    var pageHeights: [PagerTabs.PageID: Double] = [:]
    /// The sections screen's sections as drawn: their heights, by section.
    var sectionHeights: [Int: Double] = [:]
    /// The layout last given to the model.
    private var sent: PagerLayout?

    /// `layout`, if the model has not been given it last (it is marked given); `nil` when it
    /// has — a measure that changes nothing, or the body asking again for what a measure
    /// already sent, lays nothing out twice.
    func toSend(_ layout: PagerLayout) -> PagerLayout? {
        guard layout != sent else { return nil }
        sent = layout
        return layout
    }
}
