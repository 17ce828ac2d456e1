// The SwiftUI drop-in screen (iOS 18+): pages declared as content, as `TabView`'s are, a
// selection bound to the app's own tab value, the strip built in at the reducer's geometry
// and an optional header. It only draws and measures: what happens is `PagerModel`'s
// (PagerKit), whose decisions are the driver's and whose command handling is
// `PagerContainer`'s — the part `trace-replay fuzz --via-swiftui` drives.
#if canImport(SwiftUI)
import PagerCore
import PagerKit
import SwiftUI

/// A pager screen in SwiftUI: a tab strip over pages, under an optional header, moving
/// together as the configuration's seed screen does (iOS 18+).
///
/// ```swift
/// @State private var tab = "All"
///
/// PagerView(selection: $tab) {
///     ForEach(["All", "Unread", "Flagged"], id: \.self) { name in
///         MessageList(filter: name).pagerTab(name, value: name)
///     }
/// }
/// ```
///
/// Each page is a list's content (the view scrolls it, with the reducer's inset as its top
/// margin); mark each with `pagerTab(_:value:)`. The strip lays out its tabs at the
/// reducer's own cell frames (SPEC §1), the underline under its tab; titles are measured in
/// the strip's font, so Dynamic Type relays the strip out. Tabs are buttons that VoiceOver
/// reads as "Title, tab 2 of 4", selected or not. Right to left and Reduce Motion follow
/// the environment. A header (`header:`) collapses, returns or sticks as
/// `configuration.header.mode` says, and a vertical drag on it drags the list; the status
/// bar scrolls the current list to its top (iOS: a UIKit sentinel under it).
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
public struct PagerView<Selection: Hashable, Content: View, Header: View>: View {
    @Binding private var selection: Selection
    private let configuration: PagerConfiguration
    private let content: Content
    private let header: Header
    @State private var model = PagerModel()

    /// A pager of the pages `content` declares (each marked with `pagerTab(_:value:)`),
    /// showing the one whose value is `selection`, under `header`.
    public init(
        selection: Binding<Selection>, configuration: PagerConfiguration = .parchment, @ViewBuilder content: () -> Content,
        @ViewBuilder header: () -> Header
    ) {
        _selection = selection
        self.configuration = configuration
        self.content = content()
        self.header = header()
    }

    /// The screen: the pages, the strip and the header, laid out in the pager's size.
    public var body: some View {
        Group(subviews: content) { pages in
            GeometryReader { proxy in
                PagerViewBody(
                    selection: $selection, configuration: configuration, pages: pages, header: header, model: model,
                    size: proxy.size)
            }
        }
    }
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension PagerView where Header == EmptyView {
    /// A pager of the pages `content` declares, with no header (Parchment's default look).
    public init(selection: Binding<Selection>, configuration: PagerConfiguration = .parchment, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, configuration: configuration, content: content, header: { EmptyView() })
    }
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension View {
    /// Makes this view a page of a `PagerView`, with its tab's `title` and the `value` the
    /// pager's selection takes when it is shown.
    public func pagerTab<Value: Hashable & Sendable>(_ title: String, value: Value) -> some View {
        containerValue(\.pagerTab, PagerTabTag(title: title, value: AnyHashable(value)))
    }
}

/// A page's tab: its title and selection value. (`@unchecked`: `AnyHashable` is not
/// `Sendable`, but the value `pagerTab(_:value:)` wraps is.)
struct PagerTabTag: @unchecked Sendable {
    var title: String
    var value: AnyHashable
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct PagerTabKey: ContainerValueKey {
    static let defaultValue: PagerTabTag? = nil
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension ContainerValues {
    var pagerTab: PagerTabTag? {
        get { self[PagerTabKey.self] }
        set { self[PagerTabKey.self] = newValue }
    }
}

/// The screen, laid out in the pager's size.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct PagerViewBody<Selection: Hashable, Header: View>: View {
    @Binding var selection: Selection
    let configuration: PagerConfiguration
    let pages: SubviewsCollection
    let header: Header
    let model: PagerModel
    let size: CGSize
    @State private var titleWidths: [Int: Double] = [:]
    @State private var pageHeights: [Int: Double] = [:]
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// The subviews of each page: a page whose view resolved into several subviews (a
    /// `ForEach` body: one per row, each with the page's tab) is one page (`PagerTabPages`).
    private var pageViews: [Range<Int>] { PagerTabPages.pages(pages.map { $0.containerValues.pagerTab?.value }) }

    private var tabs: [PagerTabTag] {
        pageViews.enumerated().map { k, views in
            pages[views.lowerBound].containerValues.pagerTab ?? PagerTabTag(title: "Tab \(k + 1)", value: AnyHashable(k))
        }
    }

    /// The SPEC §1 layout of what was measured: the titles' widths (0 until measured) and
    /// each page's natural height.
    private var layout: PagerLayout {
        let titles = tabs.map(\.title)
        return configuration.layout(
            viewport: Viewport(width: Double(size.width), height: Double(size.height)), titles: titles,
            titleWidths: titles.indices.map { titleWidths[$0] ?? 0 }, pageContentHeights: titles.indices.map { pageHeights[$0] ?? 0 })
    }

    var body: some View {
        let observed = model.observed
        let frames = observed.geometry.map {
            PagerScreenFrames(geometry: $0, selected: observed.selected, page: 0, pagesX: 0, headerTy: 0, rightToLeft: layoutDirection == .rightToLeft)
        }
        ZStack(alignment: .topLeading) {
            if let frames {
                pagesContainer(frames)
                chrome(frames)
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .background(alignment: .topLeading) { titleMeasurer }
        .background { StatusBarSentinel { model.statusBarTapped() } }
        .pagerFrames(model)
        .onChange(of: layout, initial: true) { _, new in model.layout(new, rightToLeft: layoutDirection == .rightToLeft, reducesMotion: reduceMotion) }
        .onChange(of: layoutDirection) { readEnvironment() }
        .onChange(of: reduceMotion) { readEnvironment() }
        .onChange(of: observed.selected) { _, selected in
            // The reducer selected a tab (a scroll, a swipe, a tap): the app's value follows.
            if let value = TabSelection.value(forTab: selected, among: values, current: selection) { selection = value }
        }
        // The app's value at first (the screen opens on it, without animation), then each
        // change of it (animated, as a tap on its tab).
        .onChange(of: selection, initial: true) { old, value in select(value, animated: old != value) }
        .onAppear {
            #if DEBUG
            if let warning = PagerTabPages.warning(pages: pageViews, titles: tabs.map(\.title)) { print(warning) }
            #endif
        }
        .onChange(of: tabs.map(\.value)) {
            // Tabs came or went: the reducer's selection is an index, the app's a value — the
            // value stays selected wherever it now is.
            select(selection, animated: true)
        }
    }

    /// What the environment says the model must know: the layout direction, Reduce Motion.
    private func readEnvironment() { model.environment(rightToLeft: layoutDirection == .rightToLeft, reducesMotion: reduceMotion) }

    /// The tabs' values as the app's type.
    private var values: [Selection?] { tabs.map { $0.value.base as? Selection } }

    /// The app selected `value` (or its tab moved).
    private func select(_ value: Selection, animated: Bool) {
        if let index = TabSelection.tab(for: value, among: values, selected: model.observed.selected) { model.select(index, animated: animated) }
    }

    /// The pages container: a paging scroll view of the lists.
    private func pagesContainer(_ frames: PagerScreenFrames) -> some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(pageViews.indices, id: \.self) { k in
                    list(k).frame(width: CGFloat(frames.content.width), height: CGFloat(frames.content.height))
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollIndicators(.hidden)
        .pagerScroll(.pages, of: model)
        .frame(width: CGFloat(frames.content.width), height: CGFloat(frames.content.height))
        .offset(x: CGFloat(frames.content.x), y: CGFloat(frames.content.y))
    }

    /// Page `k`'s list: the page, measured, then what the reducer adds below it
    /// (`setContentHeight`), under the reducer's inset (the modifier's top margin).
    private func list(_ k: Int) -> some View {
        ScrollView(.vertical) {
            VStack(spacing: 0) {
                if configuration.headerIsInContent { header.frame(height: CGFloat(configuration.headerHeightInContent)) }
                VStack(spacing: 0) { ForEach(pageViews[k], id: \.self) { pages[$0] } }.onGeometryChange(for: Double.self) {
                    Double($0.size.height)
                } action: { height in
                    pageHeights[k] = height + configuration.headerHeightInContent
                }
                PageSpacer(list: model.observed.list(k), natural: pageHeights[k] ?? 0)
            }
            .background { ScrollsToTopOff() }
        }
        .pagerScroll(.content(page: k), of: model)
    }

    /// The header and the strip under it, translated by the reducer in the overlay modes.
    @ViewBuilder private func chrome(_ frames: PagerScreenFrames) -> some View {
        let stack = VStack(spacing: 0) {
            if !configuration.headerIsInContent, let header = frames.header {
                self.header.frame(width: CGFloat(header.width), height: CGFloat(header.height)).clipped()
            }
            if let strip = frames.strip { self.strip(frames).frame(width: CGFloat(strip.width), height: CGFloat(strip.height)) }
        }
        if configuration.headerOverlaysContent {
            stack.pagerHeader(model)
        } else {
            stack
        }
    }

    /// The tab strip: a scroll view of the tabs at the reducer's cell frames, the underline
    /// at its indicator (SPEC §1), the rest where the reducer says (SPEC §4.8).
    private func strip(_ frames: PagerScreenFrames) -> some View {
        let observed = model.observed
        return ScrollView(.horizontal) {
            TabStripCells(geometry: observed.geometry) {
                ForEach(frames.tabs, id: \.index) { tab in
                    Button {
                        model.tap(tab.index)
                    } label: {
                        Text(tab.title).fontWeight(tab.isSelected ? .semibold : .regular).lineLimit(1)
                            .foregroundStyle(tab.isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel(Text(tab.accessibilityLabel))
                    .accessibilityAddTraits(tab.isSelected ? [.isButton, .isSelected] : .isButton)
                }
            }
            .overlay(alignment: .bottomLeading) {
                if let line = observed.indicator {
                    Rectangle().fill(.tint).frame(width: CGFloat(line.width), height: 2).offset(x: CGFloat(line.x))
                        .animation(observed.indicatorAnimates ? .easeInOut(duration: 0.2) : nil, value: line)
                }
            }
        }
        .scrollIndicators(.hidden)
        .scrollTargetBehavior(StripRest(model: model))
        .pagerScroll(.pager, of: model)
    }

    /// The titles, measured in the strip's font (hidden): their widths make the tabs'.
    private var titleMeasurer: some View {
        ZStack {
            ForEach(Array(tabs.enumerated()), id: \.offset) { i, tab in
                Text(tab.title).fontWeight(.semibold).lineLimit(1).fixedSize()
                    .onGeometryChange(for: Double.self) {
                        Double($0.size.width)
                    } action: {
                        titleWidths[i] = $0
                    }
            }
        }
        .hidden()
        .accessibilityHidden(true)
    }
}

/// The space the reducer adds below a page shorter than it needs (`setContentHeight`).
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct PageSpacer: View {
    let list: ListObservation?
    let natural: Double

    var body: some View {
        Color.clear.frame(height: CGFloat(list?.padBelow(natural: natural) ?? 0))
    }
}

/// The strip's cells at the reducer's frames (SPEC §1): cell `i` at `cellXᵢ`, `cellWidthᵢ`
/// wide, the whole strip `pagerContentWidth` wide, so the underline (the reducer's
/// indicator) sits under its tab.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct TabStripCells: Layout {
    let geometry: LayoutGeometry?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat(geometry?.pagerContentWidth ?? 0), height: proposal.height ?? CGFloat(geometry?.barHeight ?? 0))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let g = geometry else { return }
        for (i, subview) in subviews.enumerated() where i < g.itemCount {
            let width = CGFloat(g.cellWidth[i])
            subview.place(
                at: CGPoint(x: bounds.minX + CGFloat(g.cellX[i]), y: bounds.minY), anchor: .topLeading,
                proposal: ProposedViewSize(width: width, height: bounds.height))
        }
    }
}

/// The strip's rest after a fling: where the reducer says (`setTarget`, SPEC §4.8), if it
/// has said by the time SwiftUI asks; otherwise where SwiftUI's own physics would stop.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct StripRest: ScrollTargetBehavior {
    let model: PagerModel

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        // SwiftUI asks on the main thread, where the model lives.
        if let rest = MainActor.assumeIsolated({ model.takeStripRest() }) { target.rect.origin.x = CGFloat(rest) }
    }
}
#endif
