// Building a `PagerLayout` (SPEC §1) from what UIKit measured: the pure arithmetic here, tested
// on Linux; the UIKit calls that measure (`rect(forSection:)`, a font's title widths) are in
// UIKitMeasuring.swift and hand their numbers to these.
import PagerCore

extension PagerListSection {
    /// Sections as a table or collection view measured them: for each, the height of its
    /// header and its whole height (header, rows, footer: `rect(forSection:).height`). The
    /// list's own arithmetic of rows is then not needed (SPEC §1 measured `hᵢ`).
    public static func measured(headerHeights: [Double], heights: [Double], titles: [String?] = []) -> [PagerListSection] {
        zip(headerHeights, heights).enumerated().map { i, measured in
            PagerListSection(headerHeight: measured.0, height: measured.1, title: titles.indices.contains(i) ? titles[i] : nil)
        }
    }

    /// Sections as a collection view's layout placed them: for each, its header's frame (if it
    /// has one) and the frames of its items and footer. A section spans from its topmost frame
    /// to its bottommost, and is at least as tall as its header (an empty section is its
    /// header alone; one with nothing at all is 0).
    public static func measured(headers: [PagerScreenRect?], frames: [[PagerScreenRect]], titles: [String?] = []) -> [PagerListSection] {
        let heights = zip(headers, frames).map { header, others in
            let all = others + [header].compactMap { $0 }
            let top = all.map { $0.y }.min() ?? 0, bottom = all.map { $0.y + $0.height }.max() ?? 0
            return max(bottom - top, header?.height ?? 0)
        }
        return measured(headerHeights: headers.map { $0?.height ?? 0 }, heights: heights, titles: titles)
    }

    /// The `count` sections of a lazy list (a SwiftUI sections screen), measured where they
    /// were drawn (`measured`, by index: each one's header row and whole height) and
    /// estimated where not — a section not drawn yet has no geometry. The estimate is the
    /// mean of the drawn sections (headers and heights apart), or `fallback` before any was
    /// drawn. As sections appear their measures replace the estimates, and the relayout
    /// re-aims a tap in flight at its section's new top (SPEC §4.0).
    public static func estimated(count: Int, measured: [Int: PagerListSection], fallback: PagerListSection, titles: [String?] = []) -> [PagerListSection] {
        let drawn = measured.filter { $0.key >= 0 && $0.key < count }.values
        func mean(_ value: (PagerListSection) -> Double, or other: Double) -> Double {
            drawn.isEmpty ? other : drawn.map(value).reduce(0, +) / Double(drawn.count)
        }
        let estimate = PagerListSection(headerHeight: mean({ $0.headerHeight }, or: fallback.headerHeight), height: mean({ $0.height }, or: fallback.height))
        return (0..<max(0, count)).map { i in
            var section = measured[i] ?? estimate
            section.title = titles.indices.contains(i) ? titles[i] : nil
            return section
        }
    }

    /// The tabs' titles of a list of `count` sections, one per section (SPEC §1: a tab per
    /// section): the app's own where it gave one (`given`, in order; extra ones are
    /// dropped), else the section's header title (`header`), else "Section n".
    public static func titles(count: Int, given: [String]?, header: (Int) -> String?) -> [String] {
        (0..<max(0, count)).map { section in
            if let given, given.indices.contains(section) { return given[section] }
            return header(section) ?? "Section \(section + 1)"
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

/// The insets a list shows: the app's own, the part of the list's frame that lies outside
/// the screen's viewport (under the status bar and the home indicator: the safe area),
/// plus what the reducer adds (SPEC §3 `setInset` at the top, `setContentHeight`'s pad at
/// the bottom). The app's inset is captured when a list is attached and can be changed at
/// any time; the safe area is measured at each layout; the pad follows the content size.
///
/// The adapter sets `contentInsetAdjustmentBehavior = .never` on every list it manages
/// and adds the safe area itself, here: under `.automatic` UIKit adds it only to lists
/// whose content is taller than the view (`.scrollableAxes` outside navigation
/// containers), so a short page would sit ~59 pt from where the reducer has it.
public struct PagerSharedInsets: Equatable, Sendable {
    /// The app's own `contentInset.top` and `.bottom` (a toolbar, a keyboard).
    public var appTop: Double
    /// See `appTop`.
    public var appBottom: Double
    /// How far the list's frame reaches above the viewport (under the status bar).
    public var safeTop = 0.0
    /// How far the list's frame reaches below the viewport (over the home indicator).
    public var safeBottom = 0.0
    /// The reducer's inset top (SPEC §3 `insetTop`).
    public var reducerTop = 0.0
    /// The reducer's minimum content height for the list (`setContentHeight`), if any.
    public var minimumContentHeight: Double?

    /// The app's own insets, as captured when a list is attached.
    public init(appTop: Double = 0, appBottom: Double = 0) {
        self.appTop = appTop
        self.appBottom = appBottom
    }

    /// `contentInset.top`: the app's, the safe area's and the reducer's.
    public var top: Double { appTop + safeTop + reducerTop }

    /// `contentInset.bottom` for a list whose content is `contentHeight` tall: the app's and
    /// the safe area's, plus what makes the content as tall as the reducer needs (a short
    /// list must still scroll far enough to collapse the header, SPEC §3).
    public func bottom(contentHeight: Double) -> Double {
        appBottom + safeBottom + max(0, (minimumContentHeight ?? 0) - contentHeight)
    }

    /// What UIKit's `contentOffset.y` lacks of the reducer's offset: everything above the
    /// reducer's inset (`PagerDriver.safeAreaTop`). At rest at the top UIKit shows
    /// `−top`, the reducer `−reducerTop` (SPEC §1 `minY`).
    public var offsetShift: Double { appTop + safeTop }

    /// Measures the safe area of a list whose frame is `list` on a screen whose viewport
    /// (the container's safe-area rectangle, SPEC §1 `viewport`) is `viewport`, both in the
    /// container's coordinates: the parts of the frame above and below it.
    public mutating func measureSafeArea(list: PagerScreenRect, viewport: PagerScreenRect) {
        safeTop = min(max(0, viewport.y - list.y), list.height)
        safeBottom = min(max(0, (list.y + list.height) - (viewport.y + viewport.height)), list.height)
    }
}

/// The time stamps of a screen's inputs: one clock for all of them, never going back.
///
/// UIKit's callbacks come at `CACurrentMediaTime()`, display-link frames are best stamped
/// with their `targetTimestamp` — the coming vsync, slightly in the future — so a touch
/// right after a frame would reach the reducer earlier than that frame (SPEC §5
/// `timeWentBackwards`). Each stamp is the later of the input's own time and the last stamp.
public struct PagerInputClock: Equatable, Sendable {
    /// The last stamp given.
    public private(set) var last = -Double.infinity

    /// A clock that has stamped nothing.
    public init() {}

    /// The stamp of an input that happened at `time`.
    public mutating func stamp(_ time: Double) -> Double {
        last = max(last, time)
        return last
    }
}
