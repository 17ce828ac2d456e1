// The options Parchment's and Tabman's users reach for, once for every front end: what a
// tab's parts measure (so a selected font, an icon or a badge widens the tab through the
// SPEC §1 layout, and every record stays the truth), how the underline is painted (its
// thickness and corners: paint only, the record's indicator unchanged), and what the app is
// told after each update (the selection and why, a page swipe's progress, the pages at
// rest). UIKit's strip, SwiftUI's `PagerView` and the web's element only measure and draw.
import PagerCore

/// What a front end measured of one tab, in points (CSS px on the web): its title in the
/// normal and the selected font, its icon and its badge (0: none).
///
/// The tab is as wide as its widest title, so selecting it never relays the strip out
/// (SPEC §1 would move every later tab and the underline). Icon, title and badge sit in a
/// row, `gap` apart.
public struct PagerTabMeasure: Equatable, Sendable {
    /// The title's width in the normal font.
    public var title: Double
    /// The title's width in the selected font (a bolder or larger font is wider).
    public var selectedTitle: Double
    /// The icon's width, before the title (0: no icon).
    public var icon: Double
    /// The badge's width, after the title (0: no badge).
    public var badge: Double

    /// The space between an icon, the title and a badge.
    public static let gap = 4.0

    /// A tab's measures; `selectedTitle` defaults to `title` (one font).
    public init(title: Double, selectedTitle: Double? = nil, icon: Double = 0, badge: Double = 0) {
        self.title = title
        self.selectedTitle = selectedTitle ?? title
        self.icon = icon
        self.badge = badge
    }

    /// A badge's width: a pill `height` tall round its text (`textWidth`), a quarter of its
    /// height from each end, never narrower than tall (one digit is a round dot).
    public static func badgeWidth(textWidth: Double, height: Double) -> Double { max(height, textWidth + height / 2) }

    /// The space a strip keeps above and below its tabs' content when the content sets its
    /// height (`barHeight(configured:fittingContent:)`).
    public static let stripMargin = 8.0

    /// The strip's height `B` (SPEC §1) for tabs whose tallest content (a title at the user's
    /// text size, an icon, a badge) is `contentHeight`: the configured `B`, or the content
    /// and `stripMargin` above and below it, rounded up, when that is taller — so that large
    /// and accessibility text sizes never clip the titles. A screen without a strip (`B` = 0)
    /// keeps none.
    public static func barHeight(configured: Double, fittingContent contentHeight: Double) -> Double {
        guard configured > 0 else { return configured }
        return max(configured, (contentHeight + 2 * stripMargin).rounded(.up))
    }

    /// What the tab's content spans: the parts present (icon, the wider title, badge), each
    /// `gap` from the next — SPEC §1's `wᵢ` before the padding.
    public var contentWidth: Double { contentWidth(maxTitleWidth: nil) }

    /// What the tab's content spans with its title shown at most `maxTitleWidth` wide
    /// (`shownTitleWidth`): a longer title is drawn truncated, with an ellipsis, so that one
    /// long title cannot fill the strip. `nil`: the title's whole width.
    public func contentWidth(maxTitleWidth: Double?) -> Double {
        var width = 0.0
        var parts = 0
        for part in [icon, Self.shownTitleWidth(max(title, selectedTitle), atMost: maxTitleWidth), badge] where part > 0 {
            width = parts == 0 ? part : (width + Self.gap) + part
            parts += 1
        }
        return width
    }

    /// The longest this tab's title is shown in a strip `stripWidth` wide whose tabs add
    /// `padding` round their content: the app's `maxTitleWidth` (`nil`, or not above 0:
    /// none), and never so long that the tab is wider than the strip. The current tab rests
    /// centred (SPEC §1 `pagerTarget`), so then it is whole on screen, left to right or right
    /// to left, whatever its title. The room is whole points, so that the tab, rounded up to
    /// whole points (`PagerItem.measured`), stays within the strip. `nil`: no limit (no strip
    /// width, none asked).
    public func titleLimit(maxTitleWidth: Double?, stripWidth: Double, padding: Double) -> Double? {
        let asked = maxTitleWidth.flatMap { $0 > 0 ? $0 : nil }
        guard stripWidth > 0 else { return asked }
        // The icon and the badge, each `gap` from the title.
        let others = Self(title: 0, icon: icon, badge: badge).contentWidth
        let room = max(1, (stripWidth.rounded(.down) - padding - (others > 0 ? others + Self.gap : 0)).rounded(.down))
        return min(asked ?? room, room)
    }

    /// What the tab's content spans in a strip `stripWidth` wide whose tabs add `padding`:
    /// its title at most `titleLimit(maxTitleWidth:stripWidth:padding:)` wide.
    public func contentWidth(maxTitleWidth: Double?, stripWidth: Double, padding: Double) -> Double {
        contentWidth(maxTitleWidth: titleLimit(maxTitleWidth: maxTitleWidth, stripWidth: stripWidth, padding: padding))
    }

    /// A title `width` wide as its tab shows it: at most `limit` (`nil`, or a limit not above
    /// 0, is none: the whole width).
    public static func shownTitleWidth(_ width: Double, atMost limit: Double?) -> Double {
        guard let limit, limit > 0 else { return width }
        return min(width, limit)
    }
}

extension PagerItem {
    /// Tabs from what their parts measure (`PagerTabMeasure.contentWidth(maxTitleWidth:)`, each
    /// title at most `maxTitleWidth` wide) plus `padding`, rounded up to whole points as
    /// `measured(titles:widths:padding:)` rounds.
    public static func measured(
        titles: [String], measures: [PagerTabMeasure], padding: Double = 0, maxTitleWidth: Double? = nil
    ) -> [PagerItem] {
        measured(titles: titles, measures: measures, padding: padding, maxTitleWidth: maxTitleWidth, stripWidth: 0)
    }

    /// Tabs for a strip `stripWidth` wide: as `measured(titles:measures:padding:maxTitleWidth:)`,
    /// each title at most `PagerTabMeasure.titleLimit(maxTitleWidth:stripWidth:padding:)` wide, so
    /// that no tab is wider than the strip (0: no strip width, no such limit).
    public static func measured(
        titles: [String], measures: [PagerTabMeasure], padding: Double = 0, maxTitleWidth: Double? = nil, stripWidth: Double
    ) -> [PagerItem] {
        let widths = measures.map { $0.contentWidth(maxTitleWidth: maxTitleWidth, stripWidth: stripWidth, padding: padding) }
        return measured(titles: titles, widths: widths, padding: padding)
    }
}

/// How the strip's underline is painted: its thickness and its corners. Paint only: its x
/// and width stay the record's indicator (SPEC §1), so the trace, the viewer and the
/// playground draw the same underline; only how thick it is and how round its ends are is
/// the front end's.
public struct PagerIndicatorStyle: Equatable, Sendable {
    /// The underline's thickness (Parchment's and the strips' default: 2).
    public var height: Double
    /// The radius of its corners (0: square; `height / 2`: round ends).
    public var cornerRadius: Double

    /// A 2 pt square underline by default.
    public init(height: Double = 2, cornerRadius: Double = 0) {
        self.height = height
        self.cornerRadius = cornerRadius
    }

    /// The underline in the strip's content, for the record's `indicator`: its x and width,
    /// on the strip's bottom edge, `height` thick (never thicker than the strip, never
    /// negative); its corners at most half its thickness.
    public func frame(of indicator: PagerIndicator, stripHeight: Double) -> PagerScreenRect {
        let thickness = min(max(0, height), max(0, stripHeight))
        return PagerScreenRect(x: indicator.x, y: max(0, stripHeight) - thickness, width: indicator.width, height: thickness)
    }

    /// The corner radius to draw for `frame`: at most half its thickness or width.
    public func radius(for frame: PagerScreenRect) -> Double { min(max(0, cornerRadius), frame.height / 2, frame.width / 2) }
}

/// Why the selected tab changed. Its raw value is its name as the web's `pagerselect` event
/// and the documentation spell it ("tap", "swipe", "scroll", "programmatic").
public enum PagerSelectionCause: String, Equatable, Sendable {
    /// A tap on its tab.
    case tap
    /// A swipe of the pages (`pages` content).
    case swipe
    /// A scroll of the list into its section (`sections` content), or the status bar's tap.
    case scroll
    /// The app: a selection it asked for (`select`), a reload, the tab a screen opens on.
    case programmatic
}

/// How far the pages have moved from one page towards another: Parchment's
/// `isScrollingFromItem … toItem … progress`, Tabman's position.
public struct PagerSwipeProgress: Equatable, Sendable {
    /// The page the motion started from (the page at rest before it).
    public var from: Int
    /// The page it heads for: the tapped tab's, or the neighbour on the side the pages move to.
    public var to: Int
    /// How much of the way it has gone, 0 … 1 (0 when `from` is `to`).
    public var fraction: Double

    /// A progress from `from` to `to`.
    public init(from: Int, to: Int, fraction: Double) {
        self.from = from
        self.to = to
        self.fraction = fraction
    }
}

/// What an app is told after an update (`PagerScreenNotices.follow`): each part `nil` when it has
/// nothing new.
public struct PagerScreenNews: Equatable, Sendable {
    /// The tab selected now, if it changed.
    public var selected: Int?
    /// Why it changed (with `selected`).
    public var cause: PagerSelectionCause?
    /// How far the header has collapsed, 0 … 1, if it changed.
    public var headerProgress: Double?
    /// The pages' progress, if they moved (`pages` content).
    public var swipe: PagerSwipeProgress?
    /// The page the pages came to rest on, when they did (Parchment's `didScrollToItem`,
    /// Tabman's `didScrollToPageAt`).
    public var settledPage: Int?

    /// Nothing new.
    public init(
        selected: Int? = nil, cause: PagerSelectionCause? = nil, headerProgress: Double? = nil, swipe: PagerSwipeProgress? = nil, settledPage: Int? = nil
    ) {
        self.selected = selected
        self.cause = cause
        self.headerProgress = headerProgress
        self.swipe = swipe
        self.settledPage = settledPage
    }

    /// Whether there is nothing to tell.
    public var isEmpty: Bool { self == PagerScreenNews() }

    /// Tells each part that is new to the app's closure for it (`nil`: nobody listens): a
    /// selection with its cause, the pages' progress, the page at rest, the header's progress.
    /// The one dispatch of the UIKit and SwiftUI screens.
    public func tell(
        selected: ((Int, PagerSelectionCause) -> Void)?, swipe: ((PagerSwipeProgress) -> Void)?, settled: ((Int) -> Void)?,
        headerProgress: ((Double) -> Void)? = nil
    ) {
        if let index = self.selected, let cause { selected?(index, cause) }
        if let progress = self.swipe { swipe?(progress) }
        if let page = settledPage { settled?(page) }
        if let progress = self.headerProgress { headerProgress?(progress) }
    }
}
