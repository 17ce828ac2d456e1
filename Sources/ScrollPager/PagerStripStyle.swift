// How a `PagerView`'s strip draws its tabs: the fonts, the underline and the app's own tab
// views, from the environment (SwiftUI, iOS 18+).
#if canImport(SwiftUI)
import PagerKit
import SwiftUI

/// How a `PagerView`'s strip draws its tabs and underline (`pagerTabFont(_:selected:)`,
/// `pagerIndicator(color:height:cornerRadius:)`), from the environment.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct PagerStripStyle {
    /// The titles' font (`nil`: the environment's) and the selected title's (`nil`: the
    /// same, semibold).
    var font: Font?
    var selectedFont: Font?
    /// The titles' colour (`nil`: secondary), the selected title's (`nil`: the tint) and the
    /// strip's background (`nil`: none, the screen's shows through).
    var tabColor: Color?
    var selectedTabColor: Color?
    var background: Color?
    /// The underline's colour (`nil`: the tint) and paint.
    var indicatorColor: Color?
    var indicator = PagerIndicatorStyle()
    /// The app's tab views (`pagerTabStyle(_:)`), or the built-in label.
    var tabStyle: AnyPagerTabStyle?
}

/// How a `PagerView` draws each tab, as a `ButtonStyle` draws a button: your own view for a
/// tab, selected or not. The strip measures it both ways and makes the tab as wide as the
/// wider (SPEC §1's `wᵢ`: the underline and the later tabs move with it); VoiceOver still
/// reads "Title, tab 2 of 4" and the tab is still a button.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
public protocol PagerTabStyle {
    /// The view of a tab.
    associatedtype Body: View
    /// The tab `configuration` describes.
    @ViewBuilder @MainActor func makeBody(configuration: PagerTabStyleConfiguration) -> Body
}

/// A `PagerTabStyle` in the environment.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct AnyPagerTabStyle {
    let body: @MainActor (PagerTabStyleConfiguration) -> AnyView
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct PagerStripStyleKey: EnvironmentKey {
    static let defaultValue = PagerStripStyle()
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension EnvironmentValues {
    var pagerStripStyle: PagerStripStyle {
        get { self[PagerStripStyleKey.self] }
        set { self[PagerStripStyleKey.self] = newValue }
    }
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension View {
    /// The tab titles' font in the `PagerView`s inside, and the selected tab's (`nil`: the
    /// same font). Each tab is as wide as its title in the wider of the two, so a selection
    /// never relays the strip out.
    public func pagerTabFont(_ font: Font, selected: Font? = nil) -> some View {
        transformEnvironment(\.pagerStripStyle) { style in
            style.font = font
            style.selectedFont = selected
        }
    }

    /// The tab titles' colour in the `PagerView`s inside (default: secondary) and the selected
    /// tab's (`nil`: the tint). Paint only: a tab's width never depends on its colour.
    public func pagerTabColor(_ color: Color, selected: Color? = nil) -> some View {
        transformEnvironment(\.pagerStripStyle) { style in
            style.tabColor = color
            style.selectedTabColor = selected
        }
    }

    /// The tab strip's background in the `PagerView`s inside (default: none, the screen's
    /// shows through).
    public func pagerStripBackground(_ color: Color) -> some View {
        transformEnvironment(\.pagerStripStyle) { $0.background = color }
    }

    /// The tabs of the `PagerView`s inside drawn by `style` (your own tab views).
    public func pagerTabStyle(_ style: some PagerTabStyle) -> some View {
        transformEnvironment(\.pagerStripStyle) { $0.tabStyle = AnyPagerTabStyle { AnyView(style.makeBody(configuration: $0)) } }
    }

    /// The underline of the `PagerView`s inside: its colour (`nil`: the tint), thickness and
    /// corner radius (paint only: its x and width are the reducer's indicator).
    public func pagerIndicator(color: Color? = nil, height: CGFloat = 2, cornerRadius: CGFloat = 0) -> some View {
        transformEnvironment(\.pagerStripStyle) { style in
            style.indicatorColor = color
            style.indicator = PagerIndicatorStyle(height: Double(height), cornerRadius: Double(cornerRadius))
        }
    }
}

#endif
