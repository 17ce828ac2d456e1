// The SwiftUI drop-in screen (iOS 18+): pages declared as content, as `TabView`'s are, a
// selection bound to the app's own tab value, the strip built in at the reducer's geometry
// and an optional header. It only draws and measures: what happens is `PagerModel`'s
// (PagerKit), whose decisions are the driver's and whose command handling is
// `PagerContainer`'s — the part `trace-replay fuzz --via-swiftui` drives.
#if canImport(SwiftUI)
import PagerCore
import PagerKit
import PagerRecording
import SwiftUI

/// A pager screen in SwiftUI: a tab strip over pages, under an optional header, moving
/// together as the configuration's seed screen does (iOS 18+).
///
/// ```swift
/// @State private var tab = "All"
///
/// PagerView(selection: $tab) {
///     ForEach(["All", "Unread", "Flagged"], id: \.self) { name in
///         PagerTab(name, value: name) { MessageList(filter: name) }  // a List
///     }
/// }
/// ```
///
/// Each page is a `PagerTab`: one page whatever its content resolves to. Its content is the
/// page's own scroll view — a `List`, a `ScrollView` of lazy stacks, or a view holding one —
/// which the pager attaches to (its first scroll view: the reducer's inset as its top content
/// margin, the height the reducer asks for as its bottom one, its position, geometry and
/// phases), so the list's own features keep working. A page with no scroll view is shown as
/// it is, under the chrome, and does not scroll. The strip lays out its tabs at the
/// reducer's own cell frames (SPEC §1), the underline under its tab; titles are measured in
/// the strip's font, so Dynamic Type relays the strip out. Tabs are buttons that VoiceOver
/// reads as "Title, tab 2 of 4", selected or not. Right to left and Reduce Motion follow
/// the environment. A header (`header:`) collapses, returns or sticks as
/// `configuration.header.mode` says, and a vertical drag on it drags the list; the status
/// bar scrolls the current list to its top (iOS: a UIKit sentinel under it).
///
/// With `style: .sections`, the tabs are the sections of one list, written as SwiftUI
/// sections are — each `Section` a tab, its rows drawn lazily:
///
/// ```swift
/// PagerView(selection: $course, configuration: .td, style: .sections) {
///     ForEach(menu) { course in
///         Section(course.name) { ForEach(course.dishes) { Text($0.name) } }
///             .pagerTab(course.name, value: course.id)
///     }
/// }
/// ```
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
public struct PagerView<Selection: Hashable, Content: View, Header: View>: View {
    @Binding private var selection: Selection
    private let configuration: PagerConfiguration
    private let style: PagerViewStyle
    private let content: Content
    private let header: Header
    private var recording: PagerScreenRecording?
    private var headerProgress: ((Double) -> Void)?
    private var save: ((PagerState) -> Void)?
    private var selectionAction: ((Int, PagerSelectionCause) -> Void)?
    private var swipeAction: ((PagerSwipeProgress) -> Void)?
    private var scrollFinishedAction: ((Int) -> Void)?
    private var pageAppearAction: ((Int) -> Void)?
    private var swipeDisabled = false
    private var animatesSelection = true
    @State private var model: PagerModel
    /// The callbacks and recording the model's news goes to: this value's, as each body sets.
    @State private var actions = PagerViewActions()
    @Environment(\.scenePhase) private var scenePhase

    /// A pager of the tabs `content` declares (each a `PagerTab`) as pages, or as the sections
    /// of one list (`style`), showing the one whose value is `selection`, under `header`;
    /// `saved`: the state `onSave(_:)` gave to restore (the app restores `selection` too).
    public init(
        selection: Binding<Selection>, configuration: PagerConfiguration = .parchment, style: PagerViewStyle = .pages,
        restoring saved: PagerState? = nil, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header
    ) {
        _model = State(initialValue: PagerModel(restoring: saved, drawsStickyHeaderOverLists: true))
        _selection = selection
        self.configuration = configuration
        self.style = style
        self.content = content()
        self.header = header()
    }

    /// The screen: the pages, the strip and the header, laid out in the pager's size.
    public var body: some View {
        // A new value of this view (its parent's body ran) brings the app's latest closures.
        actions.values = PagerViewActions.Values(
            recording: recording, selected: selectionAction, swipe: swipeAction, settled: scrollFinishedAction, appeared: pageAppearAction)
        return
            screens
            .onAppear {
                model.onUpdate = { [actions] in actions.record($0.events) }
                model.onNews = { [actions] in actions.tell($0) }
                model.onPageAppear = { [actions] in actions.values.appeared?($0) }
                model.screenAppeared()
            }
            .onChange(of: scenePhase) { _, phase in if phase != .active { save?(model.state) } }
            .onDisappear {
                save?(model.state)
                model.screenDisappeared()
            }
    }

    /// The screen of the tabs `content` declares: as pages, or as the sections of one list —
    /// SwiftUI's own sections (`ForEach` of `Section`s, each a tab), or `PagerTab`s, which
    /// SwiftUI gathers into one implicit section (`PagerTabs.tabsAreSections`).
    @ViewBuilder private var screens: some View {
        if style == .sections {
            Group(sections: content) { sections in
                if PagerTabs.tabsAreSections(PagerViewBody<Selection, Header>.tags(of: sections)) {
                    screen(pages: nil, sections: sections)
                } else {
                    screen(pages: sections.first?.content, sections: nil)
                }
            }
        } else {
            Group(subviews: content) { screen(pages: $0, sections: nil) }
        }
    }

    /// The screen of these pages (`PagerTab`s), or of these sections, in the pager's size.
    private func screen(pages: SubviewsCollection?, sections: SectionCollection?) -> some View {
        GeometryReader { proxy in
            PagerViewBody(
                selection: $selection, configuration: configuration, style: style, pages: pages, sections: sections, header: header,
                screen: PagerHandle(model), size: proxy.size, swipeDisabled: swipeDisabled, animatesSelection: animatesSelection
            )
            .onPagerHeaderProgress(PagerHandle(model)) { headerProgress?($0) }
        }
    }

    /// This screen, giving its state to `save` when it leaves the screen or its scene the
    /// foreground, for `init(…restoring:…)` later (`PagerState` is `Codable`: keep it in
    /// `SceneStorage` as data, as the UIKit screens' `state`).
    public func onSave(_ save: @escaping (PagerState) -> Void) -> Self {
        with { $0.save = save }
    }

    /// This screen, recording its events into `recording` (which the app starts and finishes:
    /// `PagerScreenRecording`), the trace `trace-replay run` and `check` read.
    public func recording(_ recording: PagerScreenRecording?) -> Self {
        with { $0.recording = recording }
    }

    /// This screen, calling `action` with how far its header has collapsed, 0 (shown) … 1
    /// (gone), at first and whenever it changes (a navigation bar fading in, a title
    /// appearing).
    public func onHeaderProgress(_ action: @escaping (Double) -> Void) -> Self {
        with { $0.headerProgress = action }
    }

    /// This screen, calling `action` with the tab selected and why (a tap, a swipe, a scroll,
    /// or the app's own selection) whenever the selection changes; the `selection` binding
    /// follows too.
    public func onSelect(_ action: @escaping (_ index: Int, _ cause: PagerSelectionCause) -> Void) -> Self {
        with { $0.selectionAction = action }
    }

    /// This screen, calling `action` while the pages move with how far they are from one page
    /// towards another (a swipe, or the scroll a tap starts).
    public func onSwipeProgress(_ action: @escaping (PagerSwipeProgress) -> Void) -> Self {
        with { $0.swipeAction = action }
    }

    /// This screen with its pages' swipe locked (`disabled`) or not: a tap on a tab still
    /// moves between pages.
    public func swipeDisabled(_ disabled: Bool = true) -> Self {
        with { $0.swipeDisabled = disabled }
    }

    /// This screen, calling `action` with the page the pages come to rest on.
    public func onScrollFinished(_ action: @escaping (_ page: Int) -> Void) -> Self {
        with { $0.scrollFinishedAction = action }
    }

    /// This screen, calling `action` with each page that appears: the page in view when the
    /// screen appears (restored or not), and each page the pages settle on while it is on
    /// screen — not a page passed through, a neighbour drawn ahead (SwiftUI's `onAppear`
    /// inside a page fires for those), or a swipe given up. `pages` style only.
    public func onPageAppear(_ action: @escaping (_ page: Int) -> Void) -> Self {
        with { $0.pageAppearAction = action }
    }

    /// This screen, moving to the tab of each new `selection` value the app sets in an
    /// animation, as a tap on the tab does (`true`, the default), or at once (`false`: a deep
    /// link, a restored screen). The value the screen opens on never animates; taps and
    /// swipes are the user's and move as they always do.
    public func animatesSelection(_ animates: Bool = true) -> Self {
        with { $0.animatesSelection = animates }
    }

    /// This screen with `change` made to a copy (each modifier's one line).
    private func with(_ change: (inout Self) -> Void) -> Self {
        var screen = self
        change(&screen)
        return screen
    }
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension PagerView where Header == EmptyView {
    /// A pager of the tabs `content` declares, with no header (Parchment's default look).
    public init(
        selection: Binding<Selection>, configuration: PagerConfiguration = .parchment, style: PagerViewStyle = .pages,
        restoring saved: PagerState? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, configuration: configuration, style: style, restoring: saved, content: content, header: { EmptyView() })
    }
}

/// The screen, laid out in the pager's size.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct PagerViewBody<Selection: Hashable, Header: View>: View {
    @Binding var selection: Selection
    let configuration: PagerConfiguration
    let style: PagerViewStyle
    /// The subviews whose `PagerTab`s are the tabs, or `nil` when the tabs are `sections`.
    let pages: SubviewsCollection?
    /// The sections that are the tabs, each one (a sections screen written with `Section`s).
    let sections: SectionCollection?
    let header: Header
    /// The model, as a handle: the body reads what changes with a layout or a selection; what
    /// a scroll frame changes only PagerKit's child views can read (`PagerHandle`).
    let screen: PagerHandle
    let size: CGSize
    let swipeDisabled: Bool
    /// Whether the app's changes of `selection` animate (`PagerView.animatesSelection(_:)`).
    let animatesSelection: Bool
    /// Each tab's parts as measured (`PagerTabMeasure`) and the badges' height.
    @State private var tabMeasures: [Int: PagerTabMeasure] = [:]
    @State private var badgeHeight = 16.0
    /// Each tab part's height as drawn ("2 title", "2 icon" …): the tallest sets the strip's
    /// height (`PagerConfiguration.fitting(tabContentHeight:)`).
    @State private var partHeights: [String: Double] = [:]
    @Environment(\.pagerStripStyle) private var stripStyle
    /// The pages' and sections' heights as drawn, out of the body's state
    /// (`PagerContentMeasures`): a measure lays the screen out without a new body.
    @State private var measures = PagerContentMeasures()
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// The app's scrolling and indicators around the pager, given back to the pages: the
    /// pages container's own lock (`swipeDisabled`) and hidden indicators would otherwise
    /// reach every list through the environment (Apple: `scrollDisabled(_:)` applies to all
    /// scroll views in the hierarchy).
    @Environment(\.isScrollEnabled) private var scrollEnabled
    @Environment(\.horizontalScrollIndicatorVisibility) private var horizontalIndicators
    @Environment(\.verticalScrollIndicatorVisibility) private var verticalIndicators

    /// The pages' tabs, from the subviews' tags (`PagerTabs`, tested on Linux): which
    /// subviews make each page (`pages`), each page's tab (`tabs`).
    private var pagerTabs: PagerTabs {
        if let sections { return PagerTabs(sections: Self.tags(of: sections)) }
        return PagerTabs(tags: pages?.map { $0.containerValues.pagerTab } ?? [])
    }

    /// What each section carries for `PagerTabs`: its tag, whether it has a header, its first
    /// row's tag.
    static func tags(of sections: SectionCollection) -> [PagerTabs.SectionTags] {
        sections.map {
            PagerTabs.SectionTags(tag: $0.containerValues.pagerTab, hasHeader: !$0.header.isEmpty, firstRowTag: $0.content.first?.containerValues.pagerTab)
        }
    }

    /// The SPEC §1 layout of what was measured (`PagerTabs`).
    private var layout: PagerLayout {
        pagerTabs.layout(
            configuration.fitting(tabContentHeight: partHeights.values.max() ?? 0), style: style, width: Double(size.width), height: Double(size.height),
            titleWidths: tabMeasures.mapValues {
                $0.contentWidth(maxTitleWidth: configuration.maxTitleWidth, stripWidth: Double(size.width), padding: configuration.titlePadding)
            },
            pageHeights: pagerTabs.byIndex(measures.pageHeights), sectionHeights: measures.sectionHeights)
    }

    /// Gives the model `layout`, unless it was the last one given (`PagerContentMeasures`).
    private func send(_ layout: PagerLayout) {
        if let layout = measures.toSend(layout) { screen.layout(layout, rightToLeft: layoutDirection == .rightToLeft, reducesMotion: reduceMotion) }
    }

    var body: some View {
        let frames = screen.geometry.map {
            PagerScreenFrames(geometry: $0, selected: screen.selected, page: 0, pagesX: 0, headerTy: 0, rightToLeft: layoutDirection == .rightToLeft)
        }
        ZStack(alignment: .topLeading) {
            if let frames {
                if style == .sections { sectionsList(frames) } else { pagesContainer(frames) }
                chrome(frames)
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .background(alignment: .topLeading) { titleMeasurer }
        .background { StatusBarSentinel { screen.statusBarTapped() } }
        .pagerFrames(screen)
        .onChange(of: layout, initial: true) { _, new in send(new) }
        .onChange(of: [layoutDirection == .rightToLeft, reduceMotion]) { readEnvironment() }
        .onChange(of: screen.selected) {
            // The reducer selected a tab (a scroll, a swipe, a tap): the app's value follows.
            if let value = screen.value(among: values, current: selection) { selection = value }
        }
        // The app's value at first (the screen opens on it, without animation), then each
        // change of it (animated as a tap on its tab, unless the app asked for jumps).
        .onChange(of: selection, initial: true) { old, value in
            screen.select(value, among: values, animated: PagerTabSelection.animates(from: old, to: value, appSelectionsAnimate: animatesSelection))
        }
        .onAppear {
            #if DEBUG
            if let warning = pagerTabs.warning { print(warning) }
            #endif
        }
        .onChange(of: pagerTabs.tabs.map(\.value)) {
            // Tabs came or went: the reducer's selection is an index, the app's a value — the
            // value stays selected wherever it now is.
            screen.select(selection, among: values, animated: true)
        }
    }

    /// What the environment says the model must know: the layout direction, Reduce Motion.
    private func readEnvironment() { screen.environment(rightToLeft: layoutDirection == .rightToLeft, reducesMotion: reduceMotion) }

    /// The tabs' values as the app's type.
    private var values: [Selection?] { pagerTabs.values(as: Selection.self) }

    /// The pages container: a paging scroll view of the lists.
    private func pagesContainer(_ frames: PagerScreenFrames) -> some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                // Keyed by tab value: a page's state stays with its tab when tabs change.
                ForEach(Array(pagerTabs.pageIDs.enumerated()), id: \.element) { k, id in
                    page(k, id: id).frame(width: CGFloat(frames.content.width), height: CGFloat(frames.content.height))
                        .environment(\.isScrollEnabled, scrollEnabled)
                        .environment(\.horizontalScrollIndicatorVisibility, horizontalIndicators)
                        .environment(\.verticalScrollIndicatorVisibility, verticalIndicators)
                        .scrollTargetBehavior(NaturalScrollTarget())
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollDisabled(swipeDisabled)
        .scrollIndicators(.hidden)
        .pagerScroll(.pages, of: screen)
        .frame(width: CGFloat(frames.content.width), height: CGFloat(frames.content.height))
        .offset(x: CGFloat(frames.content.x), y: CGFloat(frames.content.y))
    }

    /// Page `k`: the app's view, its first scroll view attached to the model
    /// (`PagerPageView`), its content's height measured into `measures` and laid out.
    private func page(_ k: Int, id: PagerTabs.PageID) -> some View {
        PagerPageView(screen: screen, page: k, header: header, above: configuration.headerHeightInContent) {
            VStack(spacing: 0) { if let pages { ForEach(pagerTabs.pages[k], id: \.self) { pages[$0] } } }
        } measured: { height in
            measures.pageHeights[id] = height
            send(layout)
        }
    }

    /// The sections screen's one list: each tab's title as its section's header row, its
    /// content as the rows, lazily; each section measured as it is drawn.
    private func sectionsList(_ frames: PagerScreenFrames) -> some View {
        ScrollView(.vertical) {
            if let sections {
                PagerSectionsList(sections: sections, titles: pagerTabs.tabs.map(\.title)) { measuredSection($0, height: $1) }
            } else {
                rowsAsSections
            }
        }
        .pagerList(screen, page: 0, natural: 0, header: header, above: configuration.headerHeightInContent)
        .frame(width: CGFloat(frames.content.width), height: CGFloat(frames.content.height))
        .offset(x: CGFloat(frames.content.x), y: CGFloat(frames.content.y))
    }

    /// The sections of a screen whose tabs are `PagerTab`s: each tab's content under its
    /// title, a section drawn whole and measured as it is.
    private var rowsAsSections: some View {
        LazyVStack(spacing: 0) {
            ForEach(pagerTabs.pages.indices, id: \.self) { k in
                VStack(spacing: 0) {
                    Text(pagerTabs.tabs[k].title).font(.headline).padding(.horizontal)
                        .frame(maxWidth: .infinity, minHeight: CGFloat(PagerTabs.sectionHeaderHeight), alignment: .leading)
                    if let pages { ForEach(pagerTabs.pages[k], id: \.self) { pages[$0] } }
                }
                .onGeometryChange(for: Double.self, of: { Double($0.size.height) }, action: { measuredSection(k, height: $0) })
            }
        }
    }

    /// Section `k` drawn `height` tall: laid out.
    private func measuredSection(_ k: Int, height: Double) {
        measures.sectionHeights[k] = height
        send(layout)
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
            stack.pagerHeader(screen)
        } else {
            stack
        }
    }

    /// The tab strip: a scroll view of the tabs at the reducer's cell frames, the underline
    /// at its indicator (SPEC §1), the rest where the reducer says (SPEC §4.8).
    private func strip(_ frames: PagerScreenFrames) -> some View {
        ScrollView(.horizontal) {
            TabStripCells(geometry: screen.geometry) {
                ForEach(frames.badged(badges).tabs, id: \.index) { tab in
                    Button {
                        screen.tap(tab.index)
                    } label: {
                        tabLabel(tab).foregroundStyle(tabPaint(selected: tab.isSelected))
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel(Text(tab.accessibilityLabel))
                    .accessibilityAddTraits(tab.isSelected ? [.isButton, .isSelected] : .isButton)
                }
            }
            .pagerUnderline(screen, style: stripStyle.indicator, color: stripStyle.indicatorColor)
        }
        .scrollIndicators(.hidden)
        .scrollTargetBehavior(StripRest(screen: screen))
        .pagerScroll(.tabStrip, of: screen)
        .background { ScrollsToTopOff() }
        .background { stripStyle.background ?? Color.clear }
    }

    /// A title's paint: the app's colour for it (`pagerTabColor(_:selected:)`), else the tint
    /// selected and secondary not.
    private func tabPaint(selected: Bool) -> AnyShapeStyle {
        if selected { return stripStyle.selectedTabColor.map { AnyShapeStyle($0) } ?? AnyShapeStyle(.tint) }
        return stripStyle.tabColor.map { AnyShapeStyle($0) } ?? AnyShapeStyle(.secondary)
    }

    /// The tabs' badges by index.
    private var badges: [Int: String] {
        var badges: [Int: String] = [:]
        for (i, tab) in pagerTabs.tabs.enumerated() { badges[i] = tab.badge }
        return badges
    }

    /// A title in the strip's fonts: the normal one, or the selected one.
    /// At most `limit` wide (`nil`: any, as it is measured): a longer title truncates its tail
    /// (a `Text`'s default truncation).
    private func title(_ text: String, selected: Bool, limit: Double? = nil) -> some View {
        Text(text).font(selected ? stripStyle.selectedFont ?? stripStyle.font : stripStyle.font)
            .fontWeight(selected && stripStyle.selectedFont == nil ? .semibold : nil).lineLimit(1)
            .frame(maxWidth: limit.map { CGFloat($0) })
    }

    /// The longest tab `index`'s title is shown: the configuration's limit, and never so long
    /// that the tab is wider than the strip (`PagerTabMeasure.titleLimit`), so that the current tab
    /// rests whole on screen.
    private func titleLimit(_ index: Int) -> Double? {
        guard let measure = tabMeasures[index] else { return configuration.maxTitleWidth }
        return measure.titleLimit(maxTitleWidth: configuration.maxTitleWidth, stripWidth: Double(size.width), padding: configuration.titlePadding)
    }

    /// What the app's tab style draws tab `index` from.
    private func styleConfiguration(_ index: Int, selected: Bool) -> PagerTabStyleConfiguration {
        let tab = pagerTabs.tabs[index]
        return PagerTabStyleConfiguration(title: tab.title, systemImage: tab.systemImage, badge: tab.badge, isSelected: selected)
    }

    /// A tab as the app's style draws it, or its icon, title and badge in a row,
    /// `PagerTabMeasure.gap` apart.
    @ViewBuilder private func tabLabel(_ tab: PagerScreenFrames.Tab) -> some View {
        if let style = stripStyle.tabStyle {
            style.body(styleConfiguration(tab.index, selected: tab.isSelected))
        } else {
            builtInLabel(tab)
        }
    }

    private func builtInLabel(_ tab: PagerScreenFrames.Tab) -> some View {
        HStack(spacing: CGFloat(PagerTabMeasure.gap)) {
            if let symbol = pagerTabs.tabs[tab.index].systemImage { Image(systemName: symbol).font(stripStyle.font) }
            title(tab.title, selected: tab.isSelected, limit: titleLimit(tab.index))
            if let badge = tab.badge {
                Text(badge).font(.caption2).foregroundStyle(Color.white)
                    .frame(width: CGFloat(tabMeasures[tab.index]?.badge ?? badgeHeight), height: CGFloat(badgeHeight))
                    .background { Capsule().fill(Color.red) }
            }
        }
    }

    /// The tabs' parts, measured in the strip's fonts (hidden): they make the tabs' widths
    /// (`PagerTabMeasure`).
    private var titleMeasurer: some View {
        ZStack {
            Text("0").font(.caption2).fixedSize().onGeometryChange(for: Double.self, of: { Double($0.size.height) + 2 }) { badgeHeight = $0 }
            ForEach(Array(pagerTabs.tabs.enumerated()), id: \.offset) { i, tab in
                if let style = stripStyle.tabStyle {
                    // The app's tab views, each whole: their widths are the tab's two titles.
                    measured(style.body(styleConfiguration(i, selected: false)), "\(i) title") {
                        tabMeasures[i] = PagerTabMeasure(title: $0, selectedTitle: tabMeasures[i]?.selectedTitle)
                    }
                    measured(style.body(styleConfiguration(i, selected: true)), "\(i) selected") {
                        tabMeasures[i] = PagerTabMeasure(title: tabMeasures[i]?.title ?? 0, selectedTitle: $0)
                    }
                } else {
                    builtInMeasures(i, tab)
                }
            }
        }
        .hidden()
        .accessibilityHidden(true)
    }

    /// The built-in label's parts, measured.
    @ViewBuilder private func builtInMeasures(_ i: Int, _ tab: PagerTabTag) -> some View {
        measured(title(tab.title, selected: false), "\(i) title") { tabMeasures[i, default: PagerTabMeasure(title: 0)].title = $0 }
        measured(title(tab.title, selected: true), "\(i) selected") { tabMeasures[i, default: PagerTabMeasure(title: 0)].selectedTitle = $0 }
        measured(tab.systemImage.map { Image(systemName: $0).font(stripStyle.font) }, "\(i) icon") {
            tabMeasures[i, default: PagerTabMeasure(title: 0)].icon = $0
        }
        measured(tab.badge.map { Text($0).font(.caption2) }, "\(i) badge") { width in
            tabMeasures[i, default: PagerTabMeasure(title: 0)].badge = tab.badge == nil ? 0 : PagerTabMeasure.badgeWidth(textWidth: width, height: badgeHeight)
        }
    }

    /// `view` at its own size: its width given to `action` (0 for none), its height kept as
    /// part `part`'s.
    private func measured(_ view: (some View)?, _ part: String, action: @escaping (Double) -> Void) -> some View {
        view.fixedSize().onGeometryChange(for: CGSize.self, of: { $0.size }) { size in
            action(Double(size.width))
            partHeights[part] = Double(size.height)
        }
    }
}

/// The strip's cells at the reducer's frames (SPEC §1): cell `i` at `cellXᵢ`, `cellWidthᵢ`
/// wide, the whole strip `pagerContentWidth` wide, so the underline (the reducer's
/// indicator) sits under its tab.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct TabStripCells: Layout {
    let geometry: PagerLayoutGeometry?

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

/// A page's own scrolling, where the pages container's paging would otherwise reach it: the
/// target SwiftUI's physics chose, unchanged (the app's own behaviour, set inside the page,
/// still wins).
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct NaturalScrollTarget: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// The strip's rest after a fling: where the reducer says (`setTarget`, SPEC §4.8), if it
/// has said by the time SwiftUI asks; otherwise where SwiftUI's own physics would stop.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct StripRest: ScrollTargetBehavior {
    let screen: PagerHandle

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        // SwiftUI asks on the main thread, where the model lives.
        if let rest = MainActor.assumeIsolated({ screen.takeStripRest() }) { target.rect.origin.x = CGFloat(rest) }
    }
}
#endif
