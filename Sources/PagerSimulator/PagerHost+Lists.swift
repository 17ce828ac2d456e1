// The host in UIKit mode with `loadsListsLazily`: the pages' lists join and leave as the
// drop-in screens load them, through the UIKit adapter's own `PagerAttachedLists`, so the
// simulator (and the fuzzer's UIKit path) runs the decision of which insets a list gets.
import PagerCore
import PagerKit

extension PagerHost {
    /// The app reloads its pages (`PagerViewController.reloadData()`): every list leaves and
    /// the pages in the window join again, as new lists. UIKit mode with `loadsListsLazily`.
    public mutating func reloadLists() {
        guard loadsListsLazily else { return }
        for page in attachedLists.pages { detachList(page) }
        attachLoadedLists()
    }

    /// The screen goes away at this instant, whatever moves (the drop-in's `invalidate()`):
    /// every list leaves as the coordinator gives it back, and none joins after. What of ours
    /// is left shows in `screen?.leftover`. UIKit mode with `loadsListsLazily`.
    public mutating func tearDownScreen() {
        guard loadsListsLazily else { return }
        isTornDown = true
        PagerScreenEngine.tearDown(on: &self) { host, page in host.detachList(page) }
    }

    /// The app selects tab `index` (`PagerViewController.select(index:animated:)`,
    /// `PagerView`'s `selection`), through the screen layer: before the first layout it is
    /// kept and applied there, at once; after, it is delivered now as a tap, animated unless
    /// `animated` is false. UIKit and SwiftUI modes.
    public mutating func select(_ index: Int, animated: Bool = true) {
        switch mode {
        case .events: return
        case .uikit: PagerScreenEngine.select(index, animated: animated, on: &self)
        case .swiftUI: if let selection = container?.select(index, animated: animated) { deliver(selection) }
        }
    }

    /// Starts the clock at `t` before anything happened: a screen built after another went
    /// away, restored from its state, whose events come after the saved ones.
    public mutating func startClock(at t: Double) {
        guard events.isEmpty else { return }
        time = max(time, t)
    }

    /// After an update is carried out: the pages the drop-in keeps loaded join, those it
    /// unloads leave (a moving list once it rests: its callbacks stay the driver's until
    /// then), and every attached list must show the reducer's insets.
    /// (Where the simulator parts from the drop-in, so that this path stays comparable with
    /// the event path, one for one: a list leaves only at rest, a touched list joins, and a
    /// list not attached still reports what a command does to it.)
    mutating func attachLoadedLists() {
        guard loadsListsLazily, !isTornDown else { return }
        guard let g = state.geometry else { return }
        let window = PagerScreenFrames.loadedPages(geometry: g, page: state.page, pagesX: state.pagesX)
        var changed = false
        for page in attachedLists.pages where !window.contains(page) {
            // A list that no longer exists leaves at once; one that moves, when it rests.
            if page < contentViews.count, isMoving(.content, page: page) { continue }
            detachList(page)
            changed = true
        }
        for page in window where attachedLists[page] == nil {
            attachList(page)
            changed = true
        }
        if changed { updateBounds() }
        guard !forwardsAppearanceOnLoadPlanted else { return }
        if !appearance.screenIsVisible, !drivesContainerPhases {
            // The simulated screen is on screen from its first layout.
            appearanceLedger.containerWillAppear()
            appearanceLedger.record(appearance.screenWillAppear(inView: [], animated: false))
            appearanceLedger.containerDidAppear()
            appearanceLedger.record(appearance.screenDidAppear(inView: []))
        }
        appearanceLedger.record(appearance.follow(inView: PagerPageAppearance.pagesInView(geometry: g, pagesX: state.pagesX), plant: plant))
        if listInsetsMismatch == nil, let mismatch = attachedLists.mismatch(with: state) {
            listInsetsMismatch = "after event \(max(0, events.count - 1)): \(mismatch)"
        }
        checkShownInsets()
    }

    /// A finger lands on a list the window does not hold (the fuzzer's users touch any
    /// page's list; on a device only the lists on screen, which are loaded): it is on screen,
    /// so it joins first, before the driver hears of the touch.
    mutating func attachTouchedList(before input: PagerDriverInput) {
        guard loadsListsLazily, !isTornDown else { return }
        let page: Int
        switch input {
        case .touchDown(.list(let k)), .willBeginDragging(.content(let k), _): page = k
        default: return
        }
        guard attachedLists[page] == nil, let g = state.geometry, page >= 0, page < g.contentViewCount else { return }
        attachList(page)
        updateBounds()
    }

    private mutating func attachList(_ page: Int) {
        if forwardsAppearanceOnLoadPlanted, state.geometry?.isPages == true {
            appearanceLedger.record([.willAppear(page: page, animated: false), .didAppear(page: page)])
        }
        appearance.load(page)  // (the drop-in loads the page's view controller, then finds its list)
        shownInsets[page] = PagerListInsets(top: 0, bottom: 0)  // the app's own: none
        PagerScreenEngine.register(.content(page: page), page: page, on: &self)
        deliver(.attach(page: page))
    }

    /// After an update: the strip's frames are the current layout's (checked when it laid
    /// out) and the underline is the state's indicator on them.
    mutating func checkStrip(laidOut: Bool) {
        guard loadsListsLazily, stripMismatch == nil, let g = state.geometry else { return }
        let at = "after event \(max(0, events.count - 1))"
        if laidOut, stripFrames != PagerTabStripFrames(geometry: g, height: Self.stripHeight, rightToLeft: readDriver({ $0.isRightToLeft }) ?? false) {
            stripMismatch = "\(at): the strip's cells are not the layout's (SPEC §1)"
        } else if let frames = stripFrames, underlineFrame != frames.underline(state.indicator, style: Self.indicatorStyle) {
            let shown = underlineFrame.map { "x \($0.x), width \($0.width), height \($0.height)" } ?? "none"
            let wanted = frames.underline(state.indicator, style: Self.indicatorStyle).map { "x \($0.x), width \($0.width), height \($0.height)" } ?? "none"
            stripMismatch = "\(at): the underline is at \(shown), the indicator on the strip's cells at \(wanted)"
        }
    }

    // MARK: The container's own appearance

    /// The container's `viewWillAppear` (a push, a present, a pop back to it), as
    /// `PagerViewController` forwards it to its pages: from now on the session drives the
    /// container's phases (the screen no longer appears by itself at its first layout).
    /// UIKit mode with `loadsListsLazily`.
    public mutating func containerWillAppear(animated: Bool) {
        guard loadsListsLazily else { return }
        drivesContainerPhases = true
        appearanceLedger.containerWillAppear(animated: animated)
        appearanceLedger.record(appearance.screenWillAppear(inView: pagesInView, animated: animated))
    }

    /// The container's `viewDidAppear`: the pages in view end their appearance if settled.
    public mutating func containerDidAppear() {
        guard loadsListsLazily else { return }
        appearanceLedger.containerDidAppear()
        appearanceLedger.record(appearance.screenDidAppear(inView: pagesInView))
    }

    /// The container's `viewWillDisappear` (another screen pushed over it, a pop begun).
    public mutating func containerWillDisappear(animated: Bool) {
        guard loadsListsLazily else { return }
        drivesContainerPhases = true
        appearanceLedger.containerWillDisappear(animated: animated)
        appearanceLedger.record(appearance.screenWillDisappear(animated: animated))
    }

    /// The container's `viewDidDisappear`: its pages' calls inside it, then the ledger checks
    /// that none is left shown.
    public mutating func containerDidDisappear() {
        guard loadsListsLazily else { return }
        appearanceLedger.record(appearance.screenDidDisappear())
        appearanceLedger.containerDidDisappear()
    }

    /// The pages in view now (`PagerPageAppearance.pagesInView`; none before the first layout).
    private var pagesInView: [Int] {
        state.geometry.map { PagerPageAppearance.pagesInView(geometry: $0, pagesX: state.pagesX) } ?? []
    }

    /// At rest: the pages shown are exactly those in view (`PagerAppearanceLedger.checkAtRest`),
    /// when the container is on screen.
    public mutating func checkAppearanceAtRest() {
        guard loadsListsLazily, appearance.screenPhase == .shown, let g = state.geometry else { return }
        appearanceLedger.checkAtRest(inView: PagerPageAppearance.pagesInView(geometry: g, pagesX: state.pagesX))
    }

    mutating func detachList(_ page: Int) {
        if forwardsAppearanceOnLoadPlanted {
            if appearanceLedger.phases[page] == .shown {
                appearanceLedger.record([.willDisappear(page: page, animated: false), .didDisappear(page: page)])
            }
        } else {
            appearanceLedger.record(appearance.unload(page))
        }
        refreshingLists.remove(page)
        foreignProxies.remove(page)  // (the list goes with its page: a page loaded again has a new one)
        PagerScreenEngine.detach(page: page, on: &self)
        shownInsets[page] = nil
    }

    // MARK: Insets and pull to refresh

    /// A layout changed some lists' content heights (UIKit's `contentSize` observer): the
    /// coordinator writes their insets again, for the bottom pad. UIKit mode with
    /// `loadsListsLazily`.
    mutating func followContentSizes(from before: PagerLayoutGeometry?) {
        guard loadsListsLazily, let before, let after = state.geometry else { return }
        for page in attachedLists.pages where contentHeight(page: page, of: before) != contentHeight(page: page, of: after) {
            PagerScreenEngine.rewriteInsets(page: page, on: &self)
        }
        checkShownInsets()
    }

    /// Page `page`'s list's refresh control begins refreshing (the user pulled it, or the app
    /// called `beginRefreshing()`): UIKit adds its height to the list's `contentInset.top`,
    /// behind the coordinator (rdar 35866834). Returns whether it did (the list attached and
    /// not refreshing already). UIKit mode with `loadsListsLazily`.
    @discardableResult
    public mutating func beginRefreshing(page: Int) -> Bool {
        guard loadsListsLazily, shownInsets[page] != nil, !refreshingLists.contains(page) else { return false }
        refreshingLists.insert(page)
        shownInsets[page]?.top += Self.refreshControlHeight
        checkShownInsets()
        return true
    }

    /// Page `page`'s refresh control ends refreshing (`endRefreshing()`): UIKit takes its
    /// height off the list's `contentInset.top` again.
    public mutating func endRefreshing(page: Int) {
        guard refreshingLists.remove(page) != nil else { return }
        shownInsets[page]?.top -= Self.refreshControlHeight
        checkShownInsets()
    }

    /// The simulated refresh control's height (UIKit's spinner row).
    static let refreshControlHeight = 60.0

    /// Every attached list shows the screen's share of its top inset, plus the refresh
    /// control's height while it refreshes; the first time one does not is kept in
    /// `listInsetsMismatch`.
    mutating func checkShownInsets() {
        guard listInsetsMismatch == nil else { return }
        for page in attachedLists.pages {
            guard let share = attachedLists[page], let shown = shownInsets[page] else { continue }
            let refresh = refreshingLists.contains(page) ? Self.refreshControlHeight : 0
            guard shown.top != share.top + refresh else { continue }
            let parts = refresh > 0 ? "the screen's \(share.top) and the refreshing control's \(refresh)" : "the screen's share"
            listInsetsMismatch =
                "after event \(max(0, events.count - 1)): page \(page)'s list shows a top inset of \(shown.top), \(parts) make \(share.top + refresh)"
            return
        }
    }

    /// What UIKit's `contentSize.height` of page `page`'s list is (without the reducer's pad).
    func contentHeight(page: Int, of g: PagerLayoutGeometry) -> Double {
        guard case .pages(let pages, _) = g.layout.content else { return g.sectionsContentHeight }
        return pages.indices.contains(page) ? pages[page].contentHeight : 0
    }
}
