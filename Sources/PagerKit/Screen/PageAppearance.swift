// Which page hears that it appears or disappears, and when — the decision a pages screen
// makes for its child view controllers (UIKit's `viewWillAppear` and its siblings), from the
// reducer's state alone, tested on Linux and checked by the fuzzer after every update.
import PagerCore

/// The appearance of a pages screen's pages, as `UIPageViewController` forwards it.
///
/// - A page **will appear** when it comes into view — the screen is visible and a swipe, a
///   tab's scroll or a relayout starts to show it — and **did appear** when the pages view
///   settles on it: when it is the one page in view (`pagesX` a whole page's offset).
/// - The page shown **will disappear** when the pages view starts to move away from it, and
///   **did disappear** when the view settles on another.
/// - A swipe given up **reverses** them: the page that was coming in hears will disappear,
///   then did disappear; the page that stayed hears will appear again, then did appear.
/// - **Loaded neighbours hear nothing** until they come into view: loading is not appearing.
/// - The **screen's own** appearance goes to the pages in view; while the screen is not
///   visible, pages move in and out silently and the one in view when it appears hears it.
///
/// Each call maps onto one UIKit call on the child view controller:
/// `willAppear`/`willDisappear` are `beginAppearanceTransition(_:animated:)`,
/// `didAppear`/`didDisappear` are `endAppearanceTransition()` — so begins and ends always
/// pair (a container must return `false` from `shouldAutomaticallyForwardAppearanceMethods`).
public struct PagerPageAppearance: Equatable, Sendable {
    /// One appearance call on page `page`'s view controller.
    public enum Call: Equatable, Sendable {
        /// `viewWillAppear(animated)`.
        case willAppear(page: Int, animated: Bool)
        /// `viewDidAppear`.
        case didAppear(page: Int)
        /// `viewWillDisappear(animated)`.
        case willDisappear(page: Int, animated: Bool)
        /// `viewDidDisappear`.
        case didDisappear(page: Int)

        /// The page it is for.
        public var page: Int {
            switch self {
            case .willAppear(let page, _), .didAppear(let page), .willDisappear(let page, _), .didDisappear(let page): return page
            }
        }

        /// The page this call says has appeared (`didAppear`), else `nil`: what a screen's
        /// `onPageAppear` hears.
        public var appearedPage: Int? {
            guard case .didAppear(let page) = self else { return nil }
            return page
        }
    }

    /// Where one page is in its appearance.
    public enum Phase: Equatable, Sendable {
        /// Not shown (the state of every page before anything appears).
        case hidden
        /// `viewWillAppear` was called; `viewDidAppear` not yet.
        case appearing
        /// Shown.
        case shown
        /// `viewWillDisappear` was called; `viewDidDisappear` not yet.
        case disappearing
    }

    /// Where the screen itself (the container view controller) is in its appearance.
    public enum ScreenPhase: Equatable, Sendable {
        /// Not on screen (before its `viewWillAppear`, after its `viewDidDisappear`).
        case hidden
        /// Between its `viewWillAppear(animated)` and its `viewDidAppear`: a push, a present.
        case appearing(animated: Bool)
        /// On screen.
        case shown
        /// Between its `viewWillDisappear(animated)` and its `viewDidDisappear`.
        case disappearing(animated: Bool)

        /// Whether the screen is visible in this phase (between its own will appear and will
        /// disappear).
        public var isVisible: Bool {
            switch self {
            case .appearing, .shown: return true
            case .hidden, .disappearing: return false
            }
        }
    }

    /// Each page's phase (pages not listed are hidden).
    public var phases: [Int: Phase] { phaseByPage.dictionary }
    /// (`phases`, as the code here keeps them.)
    private var phaseByPage = PageTable<Phase>()
    /// The screen's own phase.
    public private(set) var screenPhase = ScreenPhase.hidden
    /// The pages whose view controllers exist (`load`, `unload`), for a host that loads pages
    /// lazily; `nil`: every page exists (the simulator's pages).
    public private(set) var loaded: Set<Int>?
    /// Whether the screen is visible (between its own will appear and will disappear).
    public var screenIsVisible: Bool { screenPhase.isVisible }

    /// No page shown, the screen not visible. `lazyPages`: the host creates page view
    /// controllers as they come near (`load`); a page that does not exist hears nothing,
    /// and hears its appearance begin when it loads in view.
    public init(lazyPages: Bool = false) {
        loaded = lazyPages ? [] : nil
    }

    /// Page `page`'s phase.
    public func phase(of page: Int) -> Phase { phaseByPage[page] ?? .hidden }

    /// The pages of `geometry` that a pages view at `pagesX` shows, in part or whole (reducer
    /// coordinates, SPEC §1: page `k` spans `[k·W, (k + 1)·W)`). `sections` content: none.
    public static func pagesInView(geometry g: PagerLayoutGeometry, pagesX: Double) -> [Int] {
        let n = g.contentViewCount, W = g.width
        guard g.isPages, n > 0, W > 0, pagesX.isFinite else { return [] }
        let first = max(0, min(n - 1, Int((pagesX / W).rounded(.down))))
        let last = max(0, min(n - 1, Int(((pagesX + W) / W).rounded(.up)) - 1))
        return first <= last ? Array(first...last) : []
    }

    /// Page `page`'s view controller exists now (a lazy host loaded it). It hears nothing
    /// yet: the next `follow` begins its appearance if it is in view and the screen visible.
    public mutating func load(_ page: Int) {
        loaded?.insert(page)
    }

    /// Whether page `page` exists to hear calls.
    private func exists(_ page: Int) -> Bool { loaded?.contains(page) ?? true }

    /// The `animated` of a transition the screen's own appearance carries: the screen's while
    /// it appears or disappears, `otherwise` when it is on screen (a swipe, a tab's scroll).
    private func animatedFlag(otherwise: Bool) -> Bool {
        switch screenPhase {
        case .appearing(let animated), .disappearing(let animated): return animated
        case .hidden, .shown: return otherwise
        }
    }

    /// The pages view now shows `inView` (`pagesInView`). Returns the calls to make, in
    /// order (each page's ascending): while it moves, the page shown until now will
    /// disappear and the pages coming into view will appear; once it settles — one page in
    /// view — and the screen is on screen, that page has appeared (again, if the swipe was
    /// given up) and every other page has disappeared. While the screen itself appears, pages
    /// only begin (with the screen's `animated`): they end after its `viewDidAppear`.
    /// `animated`: whether the pages view moves in an animation or under a finger (`false`
    /// for a jump: a selection not animated, a relayout).
    public mutating func follow(inView allInView: [Int], animated: Bool = true) -> [Call] {
        follow(inView: allInView, animated: animated, plant: Plant())
    }

    /// `follow(inView:animated:)`, asking `plant` whether the pages settled in view end
    /// their appearance now (a host that plants faults: the simulator).
    package mutating func follow(inView allInView: [Int], animated: Bool = true, plant: Plant) -> [Call] {
        guard screenIsVisible else {
            // Out of sight: nothing is said; what is in view is what will appear.
            return []
        }
        let inView = allInView.filter(exists)
        let flag = animatedFlag(otherwise: animated)
        var calls: [Call] = []
        if allInView.count <= 1 {
            let settled = inView.first
            for page in phaseByPage.pages where page != settled {
                if phase(of: page) == .appearing || phase(of: page) == .shown {
                    phaseByPage[page] = .disappearing
                    calls.append(.willDisappear(page: page, animated: flag))
                }
            }
            if let page = settled, phase(of: page) == .hidden || phase(of: page) == .disappearing {
                phaseByPage[page] = .appearing
                calls.append(.willAppear(page: page, animated: flag))
            }
            return plant.decides(PlantSite.endsPageAppearance, screenPhase == .shown) ? calls + ends() : calls
        }
        for page in phaseByPage.pages {
            switch phase(of: page) {
            case .shown:
                // The page shown alone until now is on its way out, in view or not.
                phaseByPage[page] = .disappearing
                calls.append(.willDisappear(page: page, animated: flag))
            case .appearing where !inView.contains(page):
                // Passed through, or a swipe given up before it settled.
                phaseByPage[page] = .disappearing
                calls.append(.willDisappear(page: page, animated: flag))
            case .appearing, .disappearing, .hidden:
                break
            }
        }
        for page in inView where phase(of: page) == .hidden {
            phaseByPage[page] = .appearing
            calls.append(.willAppear(page: page, animated: flag))
        }
        return calls
    }

    /// The screen will appear with `inView` in view: those pages that exist will appear,
    /// with the screen's `animated`.
    public mutating func screenWillAppear(inView: [Int], animated: Bool) -> [Call] {
        screenPhase = .appearing(animated: animated)
        var calls: [Call] = []
        for page in inView where exists(page) && phase(of: page) != .shown && phase(of: page) != .appearing {
            phaseByPage[page] = .appearing
            calls.append(.willAppear(page: page, animated: animated))
        }
        return calls
    }

    /// The screen did appear with `inView` in view: the pages coming in have appeared, if
    /// the pages view is settled (else when it settles).
    public mutating func screenDidAppear(inView: [Int]) -> [Call] {
        screenPhase = .shown
        return inView.count <= 1 ? ends() : []
    }

    /// The screen will disappear: every page shown or coming in will disappear.
    public mutating func screenWillDisappear(animated: Bool) -> [Call] {
        screenPhase = .disappearing(animated: animated)
        var calls: [Call] = []
        for page in phaseByPage.pages where phase(of: page) == .shown || phase(of: page) == .appearing {
            phaseByPage[page] = .disappearing
            calls.append(.willDisappear(page: page, animated: animated))
        }
        return calls
    }

    /// The screen did disappear: every page going has disappeared.
    public mutating func screenDidDisappear() -> [Call] {
        screenPhase = .hidden
        return ends()
    }

    /// Page `page` is unloaded (its view controller leaves): a transition in progress on it
    /// ends first, so its begins and ends stay paired; it is hidden after.
    public mutating func unload(_ page: Int) -> [Call] {
        var calls: [Call] = []
        switch phase(of: page) {
        case .hidden: break
        case .appearing, .shown:
            calls = [.willDisappear(page: page, animated: false), .didDisappear(page: page)]
        case .disappearing:
            calls = [.didDisappear(page: page)]
        }
        phaseByPage[page] = nil
        loaded?.remove(page)
        return calls
    }

    /// Every transition in progress ends: the pages going first, then the pages coming (the
    /// order of UIKit's own container transitions: did disappear, then did appear).
    private mutating func ends() -> [Call] {
        var calls: [Call] = []
        let pages = phaseByPage.pages
        for page in pages where phase(of: page) == .disappearing {
            phaseByPage[page] = nil
            calls.append(.didDisappear(page: page))
        }
        for page in pages where phase(of: page) == .appearing {
            phaseByPage[page] = .shown
            calls.append(.didAppear(page: page))
        }
        return calls
    }
}

/// Checks a sequence of appearance calls as UIKit requires them of a container that forwards
/// appearance itself: per page, a will (appear or disappear) before each did, a did of the
/// kind last begun, and no did without a will — and, at rest, exactly the pages in view shown.
/// The container's own calls are checked in UIKit's order too: will appear from hidden (a
/// push) or while it disappears (an interactive pop given up), did appear after it, will
/// disappear while it is on screen or appearing (a push given up), did disappear after it —
/// and once it has disappeared, no page of it is still shown or on its way.
public struct PagerAppearanceLedger: Equatable, Sendable {
    /// What each page last heard: the phase the calls put it in.
    public private(set) var phases: [Int: PagerPageAppearance.Phase] = [:]
    /// The first call out of order, described; `nil` while every call was in order.
    public private(set) var firstProblem: String?
    /// The container's own phase, as its calls put it.
    public private(set) var container: PagerPageAppearance.ScreenPhase
    /// Whether the container has appeared (its `viewDidAppear` ran, its `viewWillDisappear`
    /// not yet): UIKit's own containers end a child's appearance only then.
    public var containerHasAppeared: Bool { container == .shown }

    /// An empty ledger. `containerHasAppeared`: whether the container is on screen already
    /// (the checks of a screen's own phases start with `containerWillAppear`).
    public init(containerHasAppeared: Bool = true) {
        container = containerHasAppeared ? .shown : .hidden
    }

    /// The container's `viewWillAppear`: its pages may begin, not end.
    public mutating func containerWillAppear(animated: Bool = false) {
        switch container {
        case .hidden, .disappearing: break
        case .appearing, .shown: problem("the container heard will appear while \(container)")
        }
        container = .appearing(animated: animated)
    }

    /// The container's `viewDidAppear`: its pages may end their appearance from now on.
    public mutating func containerDidAppear() {
        if case .appearing = container {} else { problem("the container heard did appear while \(container)") }
        container = .shown
    }

    /// The container's `viewWillDisappear`.
    public mutating func containerWillDisappear(animated: Bool = false) {
        switch container {
        case .appearing, .shown: break
        case .hidden, .disappearing: problem("the container heard will disappear while \(container)")
        }
        container = .disappearing(animated: animated)
    }

    /// The container's `viewDidDisappear`: every page of it has disappeared with it.
    public mutating func containerDidDisappear() {
        if case .disappearing = container {} else { problem("the container heard did disappear while \(container)") }
        container = .hidden
        if let (page, phase) = phases.sorted(by: { $0.key < $1.key }).first {
            problem("the container did disappear with page \(page) \(phase)")
        }
    }

    /// Records `calls`, in order.
    public mutating func record(_ calls: [PagerPageAppearance.Call]) {
        for call in calls {
            let page = call.page, before = phases[page] ?? .hidden
            switch call {
            case .willAppear:
                // A will appear on a page already appearing or shown is a second begin.
                if before == .appearing || before == .shown { problem("page \(page) heard will appear while \(before)") }
                phases[page] = .appearing
            case .willDisappear:
                if before == .hidden || before == .disappearing { problem("page \(page) heard will disappear while \(before)") }
                phases[page] = .disappearing
            case .didAppear:
                if before != .appearing { problem("page \(page) heard did appear while \(before)") }
                if !containerHasAppeared { problem("page \(page) heard did appear before its container did") }
                phases[page] = .shown
            case .didDisappear:
                if before != .disappearing { problem("page \(page) heard did disappear while \(before)") }
                phases[page] = nil
            }
        }
    }

    /// At rest with the screen visible: the pages shown are exactly `inView`, none midway.
    public mutating func checkAtRest(inView: [Int]) {
        for (page, phase) in phases.sorted(by: { $0.key < $1.key }) where phase != .shown || !inView.contains(page) {
            problem("at rest page \(page) is \(phase), with pages \(inView) in view")
            return
        }
        for page in inView where phases[page] != .shown {
            problem("at rest page \(page) is in view but \(phases[page] ?? .hidden)")
            return
        }
    }

    private mutating func problem(_ text: String) {
        if firstProblem == nil { firstProblem = text }
    }
}
