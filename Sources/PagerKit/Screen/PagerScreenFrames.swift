// Every frame a drop-in screen sets, from the reducer's state: computed here, where Linux
// tests and the fuzzer reach it, and only assigned by the UIKit code.
import PagerCore

/// Where a drop-in pager screen puts its views, in points from the top left of the screen's
/// viewport (its safe-area rectangle, SPEC §1).
///
/// - The **chrome** is the header with the tab strip under it, one view: the coordinator
///   translates it by `headerTy` (SPEC §3) in the overlay modes, so the strip travels with
///   the header. In `stickyReveal` the header is the list's own content (its first `S`
///   points, SPEC §1) and the chrome is the strip alone.
/// - The **content** frame holds the one list (`sections`) or the pages container
///   (`pages`), whose page `k` sits at `pages[k]` in its content — mirrored right to left.
public struct PagerScreenFrames: Equatable, Sendable {
    /// One tab as VoiceOver reads it: a button, selected or not, "Title, tab 2 of 4" (the
    /// strip is a tab-bar container, as UIKit's own tab bars read).
    public struct Tab: Equatable, Sendable {
        /// The tab's title.
        public var title: String
        /// The tab's index, and how many tabs there are.
        public var index: Int
        /// See `index`.
        public var count: Int
        /// Whether it is the selected tab (the button's selected trait).
        public var isSelected: Bool
        /// The tab's badge ("3", "New"), `nil` for none (an empty one counts as none).
        public var badge: String?

        /// A tab titled `title`, `index` of `count`, with `badge` if any.
        public init(title: String, index: Int, count: Int, isSelected: Bool, badge: String? = nil) {
            self.title = title
            self.index = index
            self.count = count
            self.isSelected = isSelected
            self.badge = badge
        }

        /// "Title, tab 2 of 4"; with a badge "Inbox, 3 new, tab 1 of 4" (`spokenTitle`).
        public var accessibilityLabel: String { "\(spokenTitle), tab \(index + 1) of \(count)" }

        /// The title as read with its badge: "Inbox, 3 new" (a number is read as so many
        /// new, other text as it is: "Inbox, New"); the title alone without one. The web's
        /// tabs are named so: the browser adds "tab 1 of 4" itself.
        public var spokenTitle: String { Self.spokenTitle(title, badge: badge) }

        /// `title` as read with `badge` (`spokenTitle`).
        public static func spokenTitle(_ title: String, badge: String?) -> String {
            guard let badge, !badge.isEmpty else { return title }
            var spoken = ComposedText()
            spoken.append(string: title)
            spoken.append(", ")
            spoken.append(string: badge)
            if ComposedText.isDigits(badge) { spoken.append(" new") }
            return spoken.string
        }

        /// An untitled tab's title: "Tab 2" for the second.
        static func untitled(index: Int) -> String {
            var title = ComposedText()
            title.append("Tab ")
            title.append(number: index + 1)
            return title.string
        }
    }

    /// These frames with `badges` (by tab index) on their tabs, as the strip shows them.
    public func badged(_ badges: [Int: String]) -> PagerScreenFrames {
        var frames = self
        for i in frames.tabs.indices { frames.tabs[i].badge = badges[i] }
        return frames
    }

    /// The header and strip's frame at rest (before the `headerTy` translation); `nil`
    /// with neither.
    public var chrome: PagerScreenRect?
    /// The app's header inside the chrome (or, in `stickyReveal`, inside the list's content).
    public var header: PagerScreenRect?
    /// The tab strip inside the chrome; `nil` with no bar (`B` = 0).
    public var strip: PagerScreenRect?
    /// The header in the chrome's own coordinates (`header` less the chrome's origin), as
    /// a subview of the chrome is placed; `nil` without a chrome or a header.
    public var headerInChrome: PagerScreenRect? { inChrome(header) }
    /// The strip in the chrome's own coordinates; `nil` without a chrome or a strip.
    public var stripInChrome: PagerScreenRect? { inChrome(strip) }
    /// The chrome's translation now (`headerTy`; 0 in `fixed` and `stickyReveal`).
    public var chromeTranslation: Double
    /// The one list, or the pages container.
    public var content: PagerScreenRect
    /// `pages` content: each page's frame in the pages container's content (page 0 at the
    /// right end, right to left: `PagerPageFrames.originX`). Empty for `sections`.
    public var pages: [PagerScreenRect]
    /// `pages` content: the pages container's content width, `n × W`.
    public var pagesContentWidth: Double
    /// The pages to keep loaded: those in view and the neighbours of the current one.
    public var loadedPages: [Int]
    /// The tabs, in order.
    public var tabs: [Tab]
    /// How far the header has collapsed, 0 (shown) … 1 (gone): `−headerTy / S` in the
    /// overlay modes; 0 elsewhere.
    public var headerProgress: Double
    /// How much of a page's top the chrome covers now: `S + B + headerTy` in the overlay
    /// modes (the pages reach under the chrome, SPEC §1), 0 where they start below it. A
    /// page with no scroll view has no inset for the reducer to set: its view controller
    /// keeps its content below the chrome with this much more safe area at the top.
    public var pageObscuredTop = 0.0

    /// The frames of `state`'s screen (empty before its first layout).
    public init(state: PagerState, rightToLeft: Bool = false) {
        guard let g = state.geometry else {
            let zero = PagerScreenRect(x: 0, y: 0, width: 0, height: 0)
            self.init(
                chrome: nil, header: nil, strip: nil, chromeTranslation: 0, content: zero, pages: [], pagesContentWidth: 0,
                loadedPages: [], tabs: [], headerProgress: 0)
            return
        }
        self.init(geometry: g, selected: state.selected, page: state.page, pagesX: state.pagesX, headerTy: state.headerTy, rightToLeft: rightToLeft)
    }

    /// The frames a record shows on `geometry` (its layout).
    public init(record: PagerRecord, geometry g: PagerLayoutGeometry, rightToLeft: Bool = false) {
        self.init(
            geometry: g, selected: record.selected, page: record.page, pagesX: record.pagesX, headerTy: record.headerTy,
            rightToLeft: rightToLeft)
    }

    /// The frames of a screen on `geometry` with this selection, page, pages offset and
    /// header translation.
    public init(geometry g: PagerLayoutGeometry, selected: Int?, page: Int, pagesX: Double, headerTy: Double, rightToLeft: Bool = false) {
        let parts = Chrome(geometry: g, headerTy: headerTy)
        (chrome, header, strip, content, chromeTranslation) = (parts.chrome, parts.header, parts.strip, parts.content, parts.translation)
        switch g.mode {
        case .fixed, .quickReturn, .collapse:
            headerProgress = Self.headerProgress(geometry: g, headerTy: headerTy)
            pageObscuredTop = Self.chromeBottom(geometry: g, headerTy: headerTy)
        case .stickyReveal:
            headerProgress = 0
        }
        let W = g.width, n = g.contentViewCount, pageHeight = content.height
        if g.isPages {
            pages = (0..<n).map { k in
                PagerScreenRect(x: PagerPageFrames.originX(page: k, count: n, width: W, rightToLeft: rightToLeft), y: 0, width: W, height: pageHeight)
            }
            pagesContentWidth = Double(n) * W
        } else {
            pages = []
            pagesContentWidth = 0
        }
        loadedPages = Self.loadedPages(geometry: g, page: page, pagesX: pagesX)
        let items = g.layout.pager.items
        tabs = items.indices.map { i in
            Tab(title: items[i].title ?? Tab.untitled(index: i), index: i, count: items.count, isSelected: i == selected)
        }
    }

    /// The chrome's frames alone (what `init(geometry:…)` starts from, without the pages'
    /// and the tabs' per-item values): a per-frame reader of the header and the strip.
    public struct Chrome: Equatable, Sendable {
        /// The header and the strip together (`nil`: neither).
        public var chrome: PagerScreenRect?
        /// The header (`nil`: S = 0); `stickyReveal`'s is in the list's content.
        public var header: PagerScreenRect?
        /// The tab strip (`nil`: B = 0).
        public var strip: PagerScreenRect?
        /// The lists' frame (SPEC §1's content frame).
        public var content: PagerScreenRect
        /// The chrome's `transform.ty`.
        public var translation: Double

        /// The chrome of a screen on `g` whose header is translated `headerTy`: SPEC §1's
        /// mode table at rest (no translation, the list at its top), as `PagerScreenModel` has it.
        public init(geometry g: PagerLayoutGeometry, headerTy: Double) {
            let W = g.width, S = g.headerHeight, B = g.barHeight
            let rest = PagerScreenModel.chrome(of: g, headerTy: 0, offsetY: 0)
            strip = B > 0 ? rest.bar : nil
            content = rest.list
            switch g.mode {
            case .fixed, .quickReturn, .collapse:
                chrome = S + B > 0 ? PagerScreenRect(x: 0, y: 0, width: W, height: S + B) : nil
                header = S > 0 ? rest.header : nil
                translation = g.mode == .fixed ? 0 : headerTy
            case .stickyReveal:
                chrome = strip
                header = S > 0 ? PagerScreenRect(x: 0, y: 0, width: W, height: S) : nil  // in the list's content
                translation = 0
            }
        }
    }

    /// Where a section header the list pins (a plain table's floating header, a collection
    /// view's pinned one) belongs, against where UIKit pins it: the distance to move it
    /// down (negative: up) so that it sits just under the chrome, in points. UIKit pins
    /// such headers at the list's content-inset line, `insetTop` below the list's top (the
    /// safe area's share moves the chrome as much), while the chrome's bottom is there only
    /// in `fixed`:
    /// - `quickReturn`, `collapse`: the chrome's bottom is `S + B + headerTy` over the list
    ///   and the inset `S + B` (SPEC §1), so the shift is `headerTy`: a header pinned `S`
    ///   low once the header has gone;
    /// - `stickyReveal`: the list starts under the bar and the inset is `−S` or 0 (§4.5), so
    ///   the shift is `S` while the header is hidden (UIKit pins above the list's top, out
    ///   of sight) and 0 once revealed;
    /// - `fixed`: 0.
    ///
    /// The drop-ins recommend headers that do not float (a grouped table, or section headers
    /// as rows); a host that pins its own section header view places it with this.
    public static func pinnedHeaderShift(geometry g: PagerLayoutGeometry, headerTy: Double, insetTop: Double) -> Double {
        chromeBottom(geometry: g, headerTy: headerTy) - insetTop
    }

    /// What to tell the app's developer (a debug build prints it once) when a sections
    /// screen's list floats its section headers (a plain table with headers) in `mode`: where
    /// they pin, and the fix. `nil` in `fixed`, where they pin at the chrome's bottom.
    public static func floatingHeadersWarning(mode: PagerHeaderMode) -> String? {
        let pin: String
        switch mode {
        case .fixed: return nil
        case .quickReturn, .collapse: pin = "below the chrome's bottom by as much as the header has gone"
        case .stickyReveal: pin = "above the list's top, out of sight, while the header is hidden"
        }
        return "ScrollPager: this sections screen's table floats its section headers (a plain table), and in \(mode.rawValue) they pin \(pin). "
            + "Use UITableView(frame:style: .grouped) or .insetGrouped, or headers drawn as rows; a header view of your own is placed "
            + "with PagerScreenFrames.pinnedHeaderShift(state:)."
    }

    /// How far the header has collapsed at `headerTy` (`headerProgress`): `−headerTy / S`,
    /// in 0 … 1, in the overlay modes; 0 elsewhere and with no header (`S` = 0).
    public static func headerProgress(geometry g: PagerLayoutGeometry, headerTy: Double) -> Double {
        guard g.headerOverlaysContent, g.headerHeight > 0 else { return 0 }
        return min(1, max(0, (0 - headerTy) / g.headerHeight))
    }

    /// How far down a list the chrome reaches (`pageObscuredTop`): `S + B + headerTy` in the
    /// overlay modes (never below 0), 0 where the lists start below it.
    static func chromeBottom(geometry g: PagerLayoutGeometry, headerTy: Double) -> Double {
        g.headerOverlaysContent ? max(0, g.headerHeight + g.barHeight + headerTy) : 0
    }

    /// `pinnedHeaderShift(geometry:headerTy:insetTop:)` of the reducer's state now; 0 before
    /// its first layout.
    public static func pinnedHeaderShift(state: PagerState) -> Double {
        guard let g = state.geometry else { return 0 }
        return pinnedHeaderShift(geometry: g, headerTy: state.headerTy, insetTop: state.insetTop)
    }

    /// The pages a drop-in screen keeps loaded (`loadedPages`), alone: in `pages` content the
    /// pages `[pagesX, pagesX + W)` meets (reducer coordinates, SPEC §1) and the current page's
    /// neighbours, so a swipe finds its page loaded; in `sections` content the one list.
    public static func loadedPages(geometry g: PagerLayoutGeometry, page: Int, pagesX: Double) -> [Int] {
        let n = g.contentViewCount, W = g.width
        guard g.isPages else { return n > 0 ? [0] : [] }
        guard n > 0, W > 0 else { return [] }
        let first = max(0, min(n - 1, Int((pagesX / W).rounded(.down))))
        let last = max(0, min(n - 1, Int(((pagesX + W) / W).rounded(.up)) - 1))
        let current = min(max(page, 0), n - 1)
        return Array(max(0, min(first, current) - 1)...min(n - 1, max(last, current) + 1))
    }

    /// Frames of these parts (`init(state:rightToLeft:)` gives them from the reducer's state).
    public init(
        chrome: PagerScreenRect?, header: PagerScreenRect?, strip: PagerScreenRect?, chromeTranslation: Double, content: PagerScreenRect,
        pages: [PagerScreenRect], pagesContentWidth: Double, loadedPages: [Int], tabs: [Tab], headerProgress: Double
    ) {
        self.chrome = chrome
        self.header = header
        self.strip = strip
        self.chromeTranslation = chromeTranslation
        self.content = content
        self.pages = pages
        self.pagesContentWidth = pagesContentWidth
        self.loadedPages = loadedPages
        self.tabs = tabs
        self.headerProgress = headerProgress
    }

    private func inChrome(_ rect: PagerScreenRect?) -> PagerScreenRect? {
        guard let rect, let chrome else { return nil }
        return PagerScreenRect(x: rect.x - chrome.x, y: rect.y - chrome.y, width: rect.width, height: rect.height)
    }
}
