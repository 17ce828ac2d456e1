// Writing a list's insets without wiping what someone else put there: the one routine the
// UIKit coordinator (`PagerScreenCoordinator`) and the simulator's UIKit mode both write through,
// tested on Linux.
import PagerCore

/// A list's `contentInset.top` and `.bottom`.
public struct PagerListInsets: Equatable, Sendable {
    /// `contentInset.top`.
    public var top: Double
    /// `contentInset.bottom`.
    public var bottom: Double

    /// The two sides.
    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }

    /// A `PagerScrollSurface`'s `pagerInsets`.
    public init(_ insets: (top: Double, bottom: Double)) {
        self.init(top: insets.top, bottom: insets.bottom)
    }
}

/// What a screen last wrote to each list's insets, so that a write keeps what someone else
/// added since.
///
/// The screen owns a list's insets only in part (`PagerSharedInsets`). UIKit's refresh control
/// adds its height to `contentInset.top` when it begins refreshing and takes it off when it
/// ends: "when UIRefreshControl starts and stops animating, it mutates the current values for
/// the table view's `contentInset`" (rdar 35866834, openradar-mirror #19022; whether iOS 17
/// and later still do is not documented, so both are handled). An app may also set
/// `contentInset` itself rather than through `setAppInsets`. A write of the screen's share
/// alone would wipe that: a refresh whose new rows arrive (a content-size change, which
/// rewrites the insets for the bottom pad) would hide its spinner, and when it ends UIKit
/// would take its height off again, leaving the content that far under the header. So each
/// write is the share plus what others added: whatever the list shows beyond the share last
/// written to it; a list that leaves keeps that too.
///
/// ```swift
/// var writes = InsetWrites()
/// writes.insets(for: share, page: 0, showing: ListInsets(top: 0, bottom: 0), contentHeight: 900)
/// // → top 104 (share.top), written
/// // UIKit began refreshing: the list shows top 164. The share's top becomes 120 (a reveal):
/// writes.insets(for: share, page: 0, showing: ListInsets(top: 164, bottom: 0), contentHeight: 900)
/// // → top 180: the share's 120 and the refresh control's 60
/// ```
public struct PagerInsetWrites: Equatable, Sendable {
    /// The screen's share each list was last written, by page: whatever a list shows beyond
    /// it was added by others (summed since it joined).
    public var written: [Int: PagerListInsets] { writtenByPage.dictionary }
    /// (`written`, as the code here keeps it.)
    private var writtenByPage = PageTable<PagerListInsets>()
    /// Nothing written yet.
    public init() {}

    /// What page `page`'s list must show for `share`, given what it shows now (`shown`) and
    /// its content's height (for the bottom pad): the share, plus what someone else added
    /// since the list joined. `nil` when that is what it shows (nothing to write). The share
    /// is remembered as written either way.
    public mutating func insets(for share: PagerSharedInsets, page: Int, showing shown: PagerListInsets, contentHeight: Double) -> PagerListInsets? {
        insets(for: share, page: page, showing: shown, contentHeight: contentHeight, plant: Plant())
    }

    /// `insets(for:page:showing:contentHeight:)`, what others added and the result asked of
    /// `plant` (`PlantSite.othersAdded`, `.insetWrite`).
    package mutating func insets(
        for share: PagerSharedInsets, page: Int, showing shown: PagerListInsets, contentHeight: Double, plant: Plant
    ) -> PagerListInsets? {
        let own = PagerListInsets(top: share.top, bottom: share.bottom(contentHeight: contentHeight))
        let added = plant.othersAdded(page: page, othersAdded(page: page, showing: shown))
        writtenByPage[page] = own
        let insets = plant.insetWrite(page: page, PagerListInsets(top: own.top + added.top, bottom: own.bottom + added.bottom))
        return insets == shown ? nil : insets
    }

    /// Page `page`'s list leaves: what it keeps — the app's own insets in `share`, plus what
    /// someone else added since it joined. Its record is dropped.
    public mutating func givenBack(_ share: PagerSharedInsets, page: Int, showing shown: PagerListInsets) -> PagerListInsets {
        givenBack(share, page: page, showing: shown, plant: Plant())
    }

    /// `givenBack(_:page:showing:)`, what others added asked of `plant`.
    package mutating func givenBack(_ share: PagerSharedInsets, page: Int, showing shown: PagerListInsets, plant: Plant) -> PagerListInsets {
        let added = plant.othersAdded(page: page, othersAdded(page: page, showing: shown))
        writtenByPage[page] = nil
        return PagerListInsets(top: share.appTop + added.top, bottom: share.appBottom + added.bottom)
    }

    /// What others have added to page `page`'s list since it joined, if it shows `shown`: all
    /// beyond the share last written to it (nothing before the first write).
    private func othersAdded(page: Int, showing shown: PagerListInsets) -> PagerListInsets {
        guard let own = writtenByPage[page] else { return PagerListInsets(top: 0, bottom: 0) }
        return PagerListInsets(top: shown.top - own.top, bottom: shown.bottom - own.bottom)
    }
}
