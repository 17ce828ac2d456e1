// The simulator's test hooks before the one plant hook (`Plant`): deprecated, each now
// installs a plant. Setting one still works; reading one gives nil or false.
import PagerCore
import PagerKit

extension PagerHost {
    /// Changes each record before the host carries it out (events mode).
    @available(*, deprecated, message: "A test hook, now planted through the package's one plant hook; setting it still works, reading it gives nil.")
    public var recordHook: (@Sendable (PagerEvent, inout PagerRecord) -> Void)? {
        get { nil }
        set {
            guard let hook = newValue else { return plant = Plant() }
            plant = Plant { site in
                guard case .record(let event, var record) = site else { return }
                hook(event, &record)
                site = .record(event, record)
            }
        }
    }

    /// The screen layer places the underline before laying the strip out, as c304232's
    /// coordinator did.
    @available(*, deprecated, message: "A test hook, now planted through the package's one plant hook; setting it still works, reading it gives false.")
    public var placesUnderlineBeforeStrip: Bool {
        get { false }
        set {
            plant =
                newValue ? Plant { site in if case .underline(_, let previous) = site { site = .underline(placed: previous, previous: previous) } } : Plant()
        }
    }

    /// Changes the insets a list gets when it joins after the first layout.
    @available(*, deprecated, message: "A test hook, now planted through the package's one plant hook; setting it still works, reading it gives nil.")
    public var attachHook: (@Sendable (Int, inout PagerSharedInsets) -> Void)? {
        get { nil }
        set {
            guard let hook = newValue else { return plant = Plant() }
            plant = Plant { site in
                guard case .attachShare(let page, var share) = site else { return }
                hook(page, &share)
                site = .attachShare(page: page, share)
            }
        }
    }

    /// The pages screen of `c304232`, which let UIKit forward appearance as for any child.
    @available(*, deprecated, message: "A test hook, now planted through the package's one plant hook; setting it still works, reading it gives false.")
    public var forwardsAppearanceOnLoad: Bool {
        get { false }
        set { plant = newValue ? Plant { site in if case .forwardsAppearanceOnLoad = site { site = .forwardsAppearanceOnLoad(true) } } : Plant() }
    }
}
