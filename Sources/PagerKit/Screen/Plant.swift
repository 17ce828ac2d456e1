// The one hook through which a test or a harness plants a fault in a screen, to show that a
// check finds it. The product names the decisions it lets a hook see (`PlantSite`) and asks
// at each; what a fault does is written in test support (PagerTestSupport's `PlantedFault`).
// Empty, the hook changes nothing; it is `package`, so apps never see it.
import PagerCore
import PagerPhysics

/// A decision of the screen as a planted fault may change it.
package enum PlantSite: Sendable {
    /// The engine writes `insets` to page `page`'s list (its inset bookkeeping's result).
    case insetWrite(page: Int, PagerListInsets)
    /// The reducer's inset top (`setInsetTop`, a restored state's) as the engine's lists keep
    /// it: every list's share of its top inset, and SwiftUI's content margin.
    case reducerInset(Double)
    /// A list joining page `page` is given `share` (and the layer keeps it).
    case attachShare(page: Int, PagerSharedInsets)
    /// What others added to page `page`'s list since it joined (a write keeps it).
    case othersAdded(page: Int, PagerListInsets)
    /// Whether a restored screen's lists adopt the reducer's insets.
    case adoptsRestoredInsets(Bool)
    /// Whether a tab the app asks for is delivered now (else kept for the first layout).
    case deliversSelectionNow(Bool)
    /// The underline an update places: from the strip's frames laid out now (`placed`), or
    /// from those before the update (`previous`).
    case underline(placed: PagerScreenRect?, previous: PagerScreenRect?)
    /// Whether a list whose replaced delegate is adopted again is resynced (the simulator).
    case resyncsAdoptedList(Bool)
    /// Whether the simulated pages screen lets UIKit forward appearance as for any child.
    case forwardsAppearanceOnLoad(Bool)
    /// Whether the pages settled in view end their appearance now (`PagerPageAppearance.follow`:
    /// only once the screen itself has appeared).
    case endsPageAppearance(Bool)
    /// Whether the UIKit delegate proxy's relay guards a chain of proxies: a call coming
    /// back around it answered once, the delegate in front never forwarded to
    /// (`PagerDelegateRelay`).
    case guardsDelegateChain(Bool)
    /// The reducer's record of `event`, before the simulator carries it out (events mode).
    case record(PagerEvent, PagerRecord)
    /// The physics of the simulated views (the simulator in events mode).
    case physics(PagerScrollPhysics)
    /// What the web edge tells the element to do as it joins the document.
    case webConnection(PagerWebConnection)
}

/// The one plant hook: each decision it is asked about goes through it. Empty by default.
package struct Plant: Sendable {
    /// Changes a decision in place; `nil`: no fault.
    package var hook: (@Sendable (inout PlantSite) -> Void)?

    /// A hook that changes nothing, or `hook`.
    package init(_ hook: (@Sendable (inout PlantSite) -> Void)? = nil) {
        self.hook = hook
    }

    /// `site` as the hook leaves it.
    package func callAsFunction(_ site: PlantSite) -> PlantSite {
        guard let hook else { return site }
        var site = site
        hook(&site)
        return site
    }

    /// The insets written to page `page`'s list.
    package func insetWrite(page: Int, _ insets: PagerListInsets) -> PagerListInsets {
        if case .insetWrite(_, let changed) = self(.insetWrite(page: page, insets)) { changed } else { insets }
    }

    /// The reducer's inset top as the engine's lists keep it.
    package func reducerInset(_ top: Double) -> Double {
        if case .reducerInset(let changed) = self(.reducerInset(top)) { changed } else { top }
    }

    /// The share a list joining page `page` is given.
    package func attachShare(page: Int, _ share: PagerSharedInsets) -> PagerSharedInsets {
        if case .attachShare(_, let changed) = self(.attachShare(page: page, share)) { changed } else { share }
    }

    /// What others added to page `page`'s list.
    package func othersAdded(page: Int, _ added: PagerListInsets) -> PagerListInsets {
        if case .othersAdded(_, let changed) = self(.othersAdded(page: page, added)) { changed } else { added }
    }

    /// A yes-or-no decision: `site` made with `value`, as the hook leaves it.
    package func decides(_ site: (Bool) -> PlantSite, _ value: Bool) -> Bool {
        guard hook != nil else { return value }
        switch self(site(value)) {
        case .adoptsRestoredInsets(let b), .deliversSelectionNow(let b), .resyncsAdoptedList(let b), .forwardsAppearanceOnLoad(let b),
            .endsPageAppearance(let b), .guardsDelegateChain(let b):
            return b
        default: return value
        }
    }

    /// The underline an update places.
    package func underline(placed: PagerScreenRect?, previous: PagerScreenRect?) -> PagerScreenRect? {
        guard hook != nil else { return placed }
        if case .underline(let changed, _) = self(.underline(placed: placed, previous: previous)) { return changed }
        return placed
    }

    /// The physics of the simulated views.
    package func physics(_ physics: PagerScrollPhysics) -> PagerScrollPhysics {
        guard hook != nil else { return physics }
        if case .physics(let changed) = self(.physics(physics)) { return changed }
        return physics
    }

    /// What the web edge tells the element to do as it joins the document.
    package func webConnection(_ answer: PagerWebConnection) -> PagerWebConnection {
        guard hook != nil else { return answer }
        if case .webConnection(let changed) = self(.webConnection(answer)) { return changed }
        return answer
    }

    /// The reducer's record of `event`.
    package func record(_ event: PagerEvent, _ record: PagerRecord) -> PagerRecord {
        guard hook != nil else { return record }
        if case .record(_, let changed) = self(.record(event, record)) { return changed }
        return record
    }
}
