// Building a `PagerLayout` (SPEC §1) from what UIKit measured: the pure arithmetic here, tested
// on Linux; the UIKit calls that measure (`rect(forSection:)`, a font's title widths) are in
// UIKitAdapter.swift and hand their numbers to these.
import PagerCore

extension ListSection {
    /// Sections as a table or collection view measured them: for each, the height of its
    /// header and its whole height (header, rows, footer: `rect(forSection:).height`). The
    /// list's own arithmetic of rows is then not needed (SPEC §1 measured `hᵢ`).
    public static func measured(headerHeights: [Double], heights: [Double], titles: [String?] = []) -> [ListSection] {
        zip(headerHeights, heights).enumerated().map { i, measured in
            ListSection(headerHeight: measured.0, height: measured.1, title: titles.indices.contains(i) ? titles[i] : nil)
        }
    }
}

extension PagerItem {
    /// Tabs from their titles as the strip's font measures them: `wᵢ` = the title's width
    /// plus `padding` (both sides together), rounded up to whole points as UIKit sizes a
    /// cell (a fractional width would put the underline off the pixel grid).
    public static func measured(titles: [String], widths: [Double], padding: Double = 0) -> [PagerItem] {
        zip(titles, widths).map { title, width in
            PagerItem(width: (width + padding).rounded(.up), title: title)
        }
    }
}

/// The insets a list shows: the app's own, plus what the reducer adds (SPEC §3 `setInset`
/// at the top, `setContentHeight`'s pad at the bottom). The app's inset is captured when a
/// list is attached and can be changed at any time; the pad follows the content size.
public struct SharedInsets: Equatable, Sendable {
    /// The app's own `contentInset.top` and `.bottom` (a toolbar, a keyboard).
    public var appTop: Double
    /// See `appTop`.
    public var appBottom: Double
    /// The reducer's inset top (SPEC §3 `insetTop`).
    public var reducerTop = 0.0
    /// The reducer's minimum content height for the list (`setContentHeight`), if any.
    public var minimumContentHeight: Double?

    /// The app's own insets, as captured when a list is attached.
    public init(appTop: Double = 0, appBottom: Double = 0) {
        self.appTop = appTop
        self.appBottom = appBottom
    }

    /// `contentInset.top`: the app's plus the reducer's.
    public var top: Double { appTop + reducerTop }

    /// `contentInset.bottom` for a list whose content is `contentHeight` tall: the app's,
    /// plus what makes the content as tall as the reducer needs (a short list must still
    /// scroll far enough to collapse the header, SPEC §3).
    public func bottom(contentHeight: Double) -> Double {
        appBottom + max(0, (minimumContentHeight ?? 0) - contentHeight)
    }
}
