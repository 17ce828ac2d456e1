// Faults planted on purpose, to show that each check finds what it should: each is a
// closure for the one plant hook (`Plant`) that product code asks at its decisions. The
// product holds no fault; the tests and the harnesses pick one here.
import Foundation  // NSLock: the shared state of `stateSharedBetweenScreens`
import PagerCore
import PagerKit
import PagerPhysics

/// A fault in a screen, its engine or the simulated host, as a value of the plant hook.
package enum PlantedFault: Sendable, Equatable, CaseIterable {
    /// A resize's re-aim is never sent: a tapped section lands where the old heights put it.
    case reAimDisabled
    /// A header drag's release never reaches the list: the fling stops dead.
    case flingDropped
    /// The old bounce: a deceleration rests up to 0.5 pt beyond a bound.
    case bounceFixReverted
    /// The UIKit adapter as it was at `c304232`: a list that joins after the first layout
    /// starts with none of the reducer's share (top inset 0, no pad) and gets it only when
    /// the reducer next changes it — never, in `quickReturn` and `collapse`.
    case lateListsGetNoInsets
    /// The pages screen as it was at `c304232`: appearance forwarded automatically, so a
    /// loaded neighbour appears off screen and a swipe to it says nothing.
    case appearanceForwardedOnLoad
    /// The UIKit coordinator as it was at `c304232`: the strip's frames laid out after the
    /// update that placed the underline, so a first display and a rotation place it from
    /// the previous frames.
    case underlineFromPreviousFrames
    /// The UIKit coordinator as it was at `c304232`: a screen restored from a saved state
    /// gives its lists none of the reducer's share, which the restored reducer does not send
    /// again (its next layout changes nothing).
    case restoredListsGetNoInsets
    /// The UIKit coordinator as it was at `c304232`: a tab asked for before the first layout
    /// is delivered at once, when the reducer has nothing to select, so the screen opens on
    /// the first tab.
    case earlySelectionDelivered
    /// The UIKit coordinator as it was at `c304232`: a list whose delegate the app replaced is
    /// adopted again at the screen's next layout, but the driver never hears what the list
    /// did while its callbacks went to the app alone.
    case replacedDelegateNotResynced
    /// The UIKit coordinator as it was at `8379607`: each write of a list's insets is the
    /// screen's share alone, wiping the height a refresh control added to it.
    case refreshInsetOverwritten
    /// The engine's inset bookkeeping one point off: every inset write puts a list's content
    /// 1 pt lower than the screen's share (the engine every host runs, `PagerScreenEngine`).
    case insetWriteOnePointOff
    /// The engine's inset bookkeeping one point off at its source: the reducer's inset top as
    /// the engine's lists keep it is 1 pt more than the reducer's (every UIKit list's share,
    /// the web's spacers and SwiftUI's content margin follow it).
    case reducerInsetOnePointOff
    /// The web element as it was at `7512035`: its setup runs at every `connectedCallback`, so
    /// an element removed and added again (a framework moving it) builds a second chrome.
    case remountBuildsAgain
    /// The pages screen as it was at `7512035`: the pages settled in view end their
    /// appearance as soon as they begin, so a pushed screen's first page hears did appear
    /// inside the container's first layout, before the container's own `viewDidAppear`.
    case pageAppearsBeforeContainer
    /// A state shared between two screens: the reducer's inset as the engines' lists keep it,
    /// held once for the whole process as a static would be — the first screen to keep one
    /// gives every later screen its value (as the web module's one global screen did at
    /// `7512035`). A screen alone sees it only if its own inset changes.
    case stateSharedBetweenScreens
    /// The UIKit delegate proxy as it was at `7512035`: its calls unguarded (only questions
    /// were), forwarded to the delegate it adopted even once that one moved in front of it — a
    /// foreign proxy (RxCocoa's) forwarding back to it: R → P → R … until the stack overflows.
    case foreignProxyRecursion

    /// The fault as the plant hook's value.
    package var plant: Plant {
        switch self {
        case .reAimDisabled:
            Plant { site in
                guard case .record(let event, var record) = site, case .layout = event.kind else { return }
                record.commands.removeAll { if case .setOffset(.content, _, _, true) = $0 { true } else { false } }
                site = .record(event, record)
            }
        case .flingDropped:
            Plant { site in
                guard case .record(let event, var record) = site, record.commands.contains(where: { $0.kind == .fling }) else { return }
                record.commands.removeAll { $0.kind == .fling }
                site = .record(event, record)
            }
        case .bounceFixReverted:
            Plant { site in
                guard case .physics(var physics) = site else { return }
                physics.placesShortOvershootAtBound = false
                site = .physics(physics)
            }
        case .lateListsGetNoInsets:
            Plant { site in
                guard case .attachShare(let page, var share) = site else { return }
                share.reducerTop = 0
                share.minimumContentHeight = nil
                site = .attachShare(page: page, share)
            }
        case .appearanceForwardedOnLoad:
            Plant { site in if case .forwardsAppearanceOnLoad = site { site = .forwardsAppearanceOnLoad(true) } }
        case .underlineFromPreviousFrames:
            Plant { site in if case .underline(_, let previous) = site { site = .underline(placed: previous, previous: previous) } }
        case .restoredListsGetNoInsets:
            Plant { site in if case .adoptsRestoredInsets = site { site = .adoptsRestoredInsets(false) } }
        case .earlySelectionDelivered:
            Plant { site in if case .deliversSelectionNow = site { site = .deliversSelectionNow(true) } }
        case .replacedDelegateNotResynced:
            Plant { site in if case .resyncsAdoptedList = site { site = .resyncsAdoptedList(false) } }
        case .refreshInsetOverwritten:
            Plant { site in if case .othersAdded(let page, _) = site { site = .othersAdded(page: page, PagerListInsets(top: 0, bottom: 0)) } }
        case .reducerInsetOnePointOff:
            Plant { site in if case .reducerInset(let top) = site { site = .reducerInset(top + 1) } }
        case .stateSharedBetweenScreens:
            Self.firstScreensInset()
        case .foreignProxyRecursion:
            Plant { site in if case .guardsDelegateChain = site { site = .guardsDelegateChain(false) } }
        case .pageAppearsBeforeContainer:
            Plant { site in if case .endsPageAppearance = site { site = .endsPageAppearance(true) } }
        case .remountBuildsAgain:
            Plant { site in if case .webConnection(.resume) = site { site = .webConnection(.build) } }
        case .insetWriteOnePointOff:
            Plant { site in
                guard case .insetWrite(let page, var insets) = site else { return }
                insets.top += 1
                site = .insetWrite(page: page, insets)
            }
        }
    }
}

extension PlantedFault {
    /// `stateSharedBetweenScreens`: one box for every host given this plant (a session gives
    /// its one plant to every screen it makes).
    private static func firstScreensInset() -> Plant {
        let shared = FirstValue()
        return Plant { site in if case .reducerInset(let top) = site { site = .reducerInset(shared.keep(top)) } }
    }
}

/// One value for everyone who asks, set by the first to ask (a planted fault's "static").
private final class FirstValue: @unchecked Sendable {  // (its one field behind `lock`)
    private let lock = NSLock()
    private var value: Double?

    /// The first value ever kept; `candidate` if none was.
    func keep(_ candidate: Double) -> Double {
        lock.lock()
        defer { lock.unlock() }
        if value == nil { value = candidate }
        return value ?? candidate
    }
}
