// Which insets and pad each list of a screen shows, whenever it joins: the decision the UIKit
// adapter and the simulator's UIKit mode both carry out, tested on Linux.
import PagerCore

/// The lists a screen has attached, page by page, and the insets each must show.
///
/// The reducer says its share of the insets once for the whole screen — `setInset` at the
/// first layout and afterwards only when it changes (never again in `quickReturn` and
/// `collapse`), `setContentHeight` when a padded page's height changes (SPEC §3, §4.0). So the
/// screen's share is kept here, not only in the lists attached at that moment: a list that
/// joins later (a page loaded lazily, reloaded, or loaded two pages away) shows the current
/// top inset and its page's bottom pad at once, and the safe area measured on the others
/// until it is measured itself.
///
/// ```swift
/// var lists = AttachedLists()
/// // the reducer's actions, as they come:
/// for action in update.actions { for page in lists.carryOut(action) { apply(lists[page]!, to: views[page]) } }
/// // a page's list loaded after the first layout:
/// let insets = lists.attach(page: 2, appTop: 0, appBottom: 0)   // reducerTop 104 on FJ's screen
/// ```
public struct PagerAttachedLists: Equatable, Sendable {
    /// The insets of each attached list, by page.
    public var insets: [Int: PagerSharedInsets] { shares.dictionary }
    /// (`insets`, as the code here keeps them.)
    private var shares = PageTable<PagerSharedInsets>()
    /// The reducer's top inset for the screen (SPEC §3 `insetTop`): every list shows it.
    public private(set) var reducerTop = 0.0
    /// The reducer's minimum content height of each padded page (`setContentHeight`).
    public var minimumContentHeights: [Int: Double] { pads.dictionary }
    /// (`minimumContentHeights`, as the code here keeps them.)
    private var pads = PageTable<Double>()
    /// The safe area last measured on the screen's lists (every page's list has the same
    /// frame): a list that joins shows it until it is measured itself.
    public private(set) var safeTop = 0.0
    /// See `safeTop`.
    public private(set) var safeBottom = 0.0

    /// No list attached, nothing said by the reducer yet.
    public init() {}

    /// The insets of page `page`'s list, if one is attached.
    public subscript(page: Int) -> PagerSharedInsets? { shares[page] }

    /// The pages with a list attached, ascending.
    public var pages: [Int] { shares.pages }

    /// Page `page`'s list joins, with the app's own insets `appTop` and `appBottom`: it shows
    /// the screen's current share at once — the reducer's top inset, the page's pad, the
    /// safe area. A list already attached to the page is replaced.
    @discardableResult
    public mutating func attach(page: Int, appTop: Double, appBottom: Double) -> PagerSharedInsets {
        var share = PagerSharedInsets(appTop: appTop, appBottom: appBottom)
        share.reducerTop = reducerTop
        share.minimumContentHeight = pads[page]
        share.safeTop = safeTop
        share.safeBottom = safeBottom
        shares[page] = share
        return share
    }

    /// Replaces what page `page`'s attached list shows (a joining list's share, as the plant
    /// hook left it: `Plant.attachShare`).
    package mutating func replace(page: Int, with share: PagerSharedInsets) {
        guard shares[page] != nil else { return }
        shares[page] = share
    }

    /// Page `page`'s list leaves; returns its insets (the app's own go back to the view).
    @discardableResult
    public mutating func detach(page: Int) -> PagerSharedInsets? {
        shares.removeValue(forPage: page)
    }

    /// Carries out one of the driver's actions: returns the attached pages whose insets
    /// changed (the adapter applies them to those lists). Actions other than `setInsetTop`
    /// and `setContentHeight` change no inset.
    public mutating func carryOut(_ action: PagerScrollAction) -> [Int] {
        switch action {
        case .setInsetTop(let top, _):
            reducerTop = top
            return pages.filter { page in
                guard shares[page]?.reducerTop != top else { return false }
                shares[page]?.reducerTop = top
                return true
            }
        case .setContentHeight(let page, let height):
            pads[page] = height
            guard shares[page] != nil, shares[page]?.minimumContentHeight != height else { return [] }
            shares[page]?.minimumContentHeight = height
            return [page]
        case .setOffset, .setTarget, .animateHeader:
            return []
        }
    }

    /// The reducer's share as `state` has it — its top inset, and the pad of each page its
    /// geometry pads (SPEC §3) — for a state the driver was given rather than told: a
    /// restored one, whose next layout changes nothing and so sends neither `setInset` nor
    /// `setContentHeight`. Returns the attached pages whose insets changed.
    public mutating func adopt(_ state: PagerState) -> [Int] { adopt(state, insetTop: state.insetTop) }

    /// `adopt(_:)`, with the reducer's inset as the screen keeps it (`Plant.reducerInset`).
    package mutating func adopt(_ state: PagerState, insetTop: Double) -> [Int] {
        reducerTop = insetTop
        var changed: [Int] = []
        for page in pages where shares[page]?.reducerTop != reducerTop {
            shares[page]?.reducerTop = reducerTop
            changed.append(page)
        }
        let padded = show(pads: state.geometry.map(Self.pads(of:)) ?? PageTable())
        // Both ascending: merged, each page once.
        return pages.filter { changed.contains($0) || padded.contains($0) }
    }

    /// After a layout, every page shows the geometry's pad, whatever the commands said:
    /// - a page the geometry no longer pads (grown, or padding turned off, or gone) is its
    ///   own height again — SPEC §4.0 sends `setContentHeight` only for pages it pads, so
    ///   nothing else says so;
    /// - a page it pads now gets its pad even with no `setContentHeight`: SPEC §4.0 sends one
    ///   only where the adjusted height differs from the page's height before, so a page
    ///   whose own content shrinks from exactly the padded height (948 to 736 under a 948
    ///   pad) hears nothing, yet its list now needs the pad to let the bar stick.
    ///
    /// Returns the attached pages whose insets changed.
    public mutating func follow(_ geometry: PagerLayoutGeometry) -> [Int] {
        show(pads: Self.pads(of: geometry))
    }

    /// The pad of each page `geometry` pads (SPEC §1 `adjustContentSize`): its adjusted height.
    private static func pads(of geometry: PagerLayoutGeometry) -> PageTable<Double> {
        var pads = PageTable<Double>()
        if geometry.isPages {
            for page in geometry.adjustedPages where page < geometry.pageContentHeights.count {
                pads[page] = geometry.pageContentHeights[page]
            }
        }
        return pads
    }

    /// Makes `pads` the screen's pads, every other page its own height; returns the
    /// attached pages whose insets changed, ascending.
    private mutating func show(pads: PageTable<Double>) -> [Int] {
        self.pads = pads
        return pages.filter { page in
            guard shares[page]?.minimumContentHeight != pads[page] else { return false }
            shares[page]?.minimumContentHeight = pads[page]
            return true
        }
    }

    /// The app changed page `page`'s own insets (a keyboard, a toolbar); the reducer's share
    /// and the safe area stay. Returns whether the list is attached.
    @discardableResult
    public mutating func setAppInsets(top: Double, bottom: Double, page: Int) -> Bool {
        guard shares[page] != nil else { return false }
        shares[page]?.appTop = top
        shares[page]?.appBottom = bottom
        return true
    }

    /// Measures page `page`'s list, whose frame is `list` on a screen whose viewport is
    /// `viewport` (`PagerSharedInsets.measureSafeArea`); the current page's measure (`isCurrent`)
    /// becomes the screen's, for lists that join before they are measured.
    public mutating func measureSafeArea(page: Int, list: PagerScreenRect, viewport: PagerScreenRect, isCurrent: Bool = true) {
        guard var share = shares[page] else { return }
        share.measureSafeArea(list: list, viewport: viewport)
        shares[page] = share
        guard isCurrent else { return }
        safeTop = share.safeTop
        safeBottom = share.safeBottom
    }

    /// Where an attached list does not show what `state` says of the screen — its top inset
    /// `insetTop`, and the pad of each page its geometry pads (SPEC §3) — a description of the
    /// first such list; `nil` when every one does.
    public func mismatch(with state: PagerState) -> String? {
        guard let g = state.geometry else { return nil }
        for page in pages {
            guard let share = shares[page] else { continue }
            if share.reducerTop != state.insetTop {
                return "page \(page)'s list shows the reducer's top inset as \(share.reducerTop), the reducer's insetTop is \(state.insetTop)"
            }
            let padded = g.isPages && g.adjustedPages.contains(page) ? g.pageContentHeights[page] : nil
            if share.minimumContentHeight != padded {
                let shown = share.minimumContentHeight.map { "\($0)" } ?? "none"
                let wanted = padded.map { "\($0)" } ?? "none"
                return "page \(page)'s list is padded to a content height of \(shown), the reducer's is \(wanted)"
            }
        }
        return nil
    }
}
