// The drop-in tab strip. Compiled where UIKit has scroll views (iOS, iPadOS, Mac Catalyst,
// visionOS); its geometry is the reducer's (`PagerTabStripLayout`, `PagerTabStripFrames`) and its
// accessibility text `PagerScreenFrames`', both tested on Linux.
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import PagerCore
import PagerKit
import UIKit

/// A strip of title tabs with an underline, laid out where the reducer's geometry puts them.
///
/// - Titles are set in `font` (Dynamic Type: `.subheadline` by default, scaled with the
///   user's text size), measured from it (`measuredItems(padding:)`), and measured again
///   when the text size changes (`onContentSizeChange`).
/// - Selected and normal styles: `selectedFont` and `font`, `selectedColor` and
///   `normalColor`; each tab is as wide as its title in the wider of the two fonts
///   (`PagerTabMeasure`), so a selection never relays the strip out.
/// - An icon before a title (`setImage(_:forTab:)`) and a badge after it
///   (`setBadge(_:forTab:)`) widen their tab through the layout: the underline and the
///   later tabs move as SPEC §1 says.
/// - The underline: `indicatorColor`, `indicatorHeight`, `indicatorCornerRadius` (paint
///   only: its x and width are the reducer's indicator).
/// - VoiceOver reads the strip as a tab bar and each tab as a button, "Title, tab 2 of 4"
///   ("Inbox, 3 new, tab 1 of 4" with a badge), with the selected trait on the selected tab.
@MainActor
public final class PagerTabStripView: UICollectionView, UICollectionViewDataSource {
    /// The strip's layout (the coordinator sets its frames).
    public let stripLayout: PagerTabStripLayout
    /// The underline under the selected tab (the coordinator moves it).
    public let underline = UIView()
    /// The titles, in order.
    public private(set) var titles: [String] = []
    /// The titles' font at the standard text size (the `.large` content size category; by
    /// default the system font at the subheadline style's size there): the strip scales it
    /// to the user's text size once, with that style's `UIFontMetrics`. A font that is
    /// already a text style's (a `preferredFont`, or one `UIFontMetrics` scaled) is used as
    /// given: Apple documents that scaling it again raises an exception.
    public var font = UIFont.systemFont(ofSize: PagerTabStripView.standardSubheadline.pointSize) {
        didSet { restyle() }
    }
    /// The subheadline style's font at the standard text size.
    private static var standardSubheadline: UIFont {
        UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
    }
    /// The selected tab's title font at the standard text size (scaled as `font` is);
    /// `nil`: `font`.
    public var selectedFont: UIFont? {
        didSet { restyle() }
    }
    /// The selected tab's title colour (and the underline's, unless `indicatorColor` is set).
    public var selectedColor: UIColor = .label {
        didSet { restyle() }
    }
    /// The underline's colour; `nil`: `selectedColor`.
    public var indicatorColor: UIColor? {
        didSet { restyle() }
    }
    /// The underline's thickness, in points (2 by default).
    public var indicatorHeight: CGFloat {
        get { CGFloat(underlineStyle.height) }
        set { underlineStyle.height = Double(newValue) }
    }
    /// The radius of the underline's corners (0 by default; `indicatorHeight / 2`: round ends).
    public var indicatorCornerRadius: CGFloat {
        get { CGFloat(underlineStyle.cornerRadius) }
        set { underlineStyle.cornerRadius = Double(newValue) }
    }
    /// The underline's thickness and corners, as the screen layer paints it.
    private(set) var underlineStyle = PagerIndicatorStyle() {
        didSet { onContentSizeChange?() }
    }
    /// The longest a title is shown, in points (`PagerConfiguration.maxTitleWidth`): a longer
    /// one is truncated with an ellipsis and its tab measured so (`PagerTabMeasure`); `nil`: any.
    public var maxTitleWidth: Double? {
        didSet { restyle() }
    }
    /// The badges' colour (red by default); their text is white.
    public var badgeColor: UIColor = .systemRed {
        didSet { restyle() }
    }
    /// The other tabs' title colour.
    public var normalColor: UIColor = .secondaryLabel {
        didSet { restyle() }
    }
    /// Called when the tabs must be measured or the underline painted again (the user's text
    /// size, a font, an icon, a badge, the underline's style changed): lay out.
    public var onContentSizeChange: (() -> Void)?
    /// Each tab's icon and badge, by index.
    private var images: [Int: UIImage] = [:]
    private(set) var badges: [Int: String] = [:]

    private var tabs: [PagerScreenFrames.Tab] = []
    /// The longest each title is shown, as last measured (`measuredItems(padding:stripWidth:)`).
    private var titleLimits: [Double?] = []
    private var custom: (identifier: String, configure: (UICollectionViewCell, PagerScreenFrames.Tab) -> Void)?
    private var customWidth: ((PagerScreenFrames.Tab) -> CGFloat)?
    /// The text-size observer's token (removed at deinit: a block observer is not removed
    /// by itself). Written once, in `init`, on the main thread.
    nonisolated(unsafe) private var sizeObserver: NSObjectProtocol?

    /// An empty strip.
    public init() {
        stripLayout = PagerTabStripLayout()
        super.init(frame: .zero, collectionViewLayout: stripLayout)
        backgroundColor = .systemBackground
        showsHorizontalScrollIndicator = false
        scrollsToTop = false
        dataSource = self
        register(TabStripCell.self, forCellWithReuseIdentifier: TabStripCell.reuseIdentifier)
        underline.backgroundColor = selectedColor
        underline.isUserInteractionEnabled = false
        addSubview(underline)
        // The strip is a tab bar for VoiceOver (its tabs are its elements, below).
        accessibilityTraits = .tabBar
        sizeObserver = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.restyle() }
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("PagerTabStripView is made in code") }

    deinit {
        if let sizeObserver { NotificationCenter.default.removeObserver(sizeObserver) }
    }

    /// Sets the titles (a reload of the titles only keeps the selection and offsets).
    public func setTitles(_ titles: [String]) {
        self.titles = titles
        reloadData()
    }

    /// Tab `index`'s icon, before its title (`nil`: none). A template image takes the
    /// title's colour.
    public func setImage(_ image: UIImage?, forTab index: Int) {
        images[index] = image
        restyle()
    }

    /// Tab `index`'s badge, after its title ("3", "New"; `nil` or empty: none). VoiceOver
    /// reads it with the tab: "Inbox, 3 new, tab 1 of 4".
    public func setBadge(_ badge: String?, forTab index: Int) {
        badges[index] = badge?.isEmpty == false ? badge : nil
        restyle()
    }

    /// The tabs as VoiceOver reads them, and which is selected (from the reducer's state).
    public func update(tabs: [PagerScreenFrames.Tab]) {
        guard tabs != self.tabs else { return }
        self.tabs = tabs
        for cell in visibleCells {
            guard let item = indexPath(for: cell)?.item else { continue }
            configure(cell, item: item)
        }
    }

    /// Your own tab cells instead of the title cells: `configure` sets each one up for its
    /// tab (its title, whether it is selected, its index). With `width`, each tab is as wide
    /// as the wider of its two widths (not selected, selected: `PagerTabMeasure`), so a cell wider
    /// than its title widens the tab through the layout; without it the cells keep the widths
    /// the titles measure. VoiceOver still reads each as a tab button.
    public func registerTabCell(
        _ cellClass: UICollectionViewCell.Type, width: ((PagerScreenFrames.Tab) -> CGFloat)? = nil,
        configure: @escaping (UICollectionViewCell, PagerScreenFrames.Tab) -> Void
    ) {
        let identifier = "ScrollPager.CustomTab.\(cellClass)"
        register(cellClass, forCellWithReuseIdentifier: identifier)
        custom = (identifier, configure)
        customWidth = width
        restyle()
    }

    /// The tabs' items: each title in the wider of its fonts, its icon and its badge
    /// (`PagerTabMeasure`), plus `padding`, for a strip as wide as this one.
    public func measuredItems(padding: Double) -> [PagerItem] {
        measuredItems(padding: padding, stripWidth: Double(bounds.width))
    }

    /// The tabs' items for a strip `stripWidth` wide: no tab wider than it, its title shown at
    /// most as long as the strip leaves it (`PagerTabMeasure.titleLimit`), so that the current tab
    /// rests whole on screen; each tab's cell shows its title so.
    public func measuredItems(padding: Double, stripWidth: Double) -> [PagerItem] {
        let measures = titles.indices.map { i in
            if let customWidth {
                let tab = { [titles, badges] (selected: Bool) in
                    PagerScreenFrames.Tab(title: titles[i], index: i, count: titles.count, isSelected: selected, badge: badges[i])
                }
                return PagerTabMeasure(title: Double(customWidth(tab(false))), selectedTitle: Double(customWidth(tab(true))))
            }
            return PagerTabMeasure(
                title: width(titles[i], scaledFont), selectedTitle: width(titles[i], scaledSelectedFont),
                icon: Double(images[i]?.size.width ?? 0), badge: badges[i].map { Double(badgeSize($0).width) } ?? 0)
        }
        titleLimits = measures.map { $0.titleLimit(maxTitleWidth: maxTitleWidth, stripWidth: stripWidth, padding: padding) }
        return PagerItem.measured(titles: titles, measures: measures, padding: padding, maxTitleWidth: maxTitleWidth, stripWidth: stripWidth)
    }

    /// The tallest tab content at the user's text size — a title in either font, an icon, a
    /// badge — for the strip's height (`PagerConfiguration.fitting(tabContentHeight:)`).
    public var contentHeight: Double {
        let titles = max(scaledFont.lineHeight, scaledSelectedFont.lineHeight)
        let icons = images.values.map(\.size.height).max() ?? 0
        let badge = badges.isEmpty ? 0 : badgeSize("0").height
        return Double(max(titles, icons, badge))
    }

    private var scaledFont: UIFont { scaled(font) }
    private var scaledSelectedFont: UIFont { scaled(selectedFont ?? font) }

    /// `font` at the user's text size: scaled with the subheadline style's metrics, unless it
    /// carries a text style already (scaling it again raises).
    private func scaled(_ font: UIFont) -> UIFont {
        font.fontDescriptor.object(forKey: .textStyle) == nil ? UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: font) : font
    }
    private var badgeFont: UIFont { .preferredFont(forTextStyle: .caption2) }

    private func width(_ text: String, _ font: UIFont) -> Double {
        Double(NSAttributedString(string: text, attributes: [.font: font]).size().width)
    }

    /// A badge's pill: its text's line height and 2 pt, as wide as `PagerTabMeasure.badgeWidth`.
    private func badgeSize(_ text: String) -> CGSize {
        let height = Double(badgeFont.lineHeight) + 2
        return CGSize(width: PagerTabMeasure.badgeWidth(textWidth: width(text, badgeFont), height: height), height: height)
    }

    /// A style changed: the cells and the underline again, and the tabs measured again.
    private func restyle() {
        underline.backgroundColor = indicatorColor ?? selectedColor
        reloadData()
        onContentSizeChange?()
    }

    // MARK: Data source

    /// One tab per title.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }

    /// The tab's cell: its title in the strip's font and style, read by VoiceOver as a button.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = dequeueReusableCell(withReuseIdentifier: custom?.identifier ?? TabStripCell.reuseIdentifier, for: indexPath)
        configure(cell, item: indexPath.item)
        return cell
    }

    private func configure(_ cell: UICollectionViewCell, item: Int) {
        let title = titles.indices.contains(item) ? titles[item] : ""
        var tab =
            tabs.indices.contains(item) ? tabs[item] : PagerScreenFrames.Tab(title: title, index: item, count: titles.count, isSelected: false)
        tab.badge = badges[item]
        if let custom {
            custom.configure(cell, tab)
        } else if let cell = cell as? TabStripCell {
            cell.label.text = title
            cell.label.font = tab.isSelected ? scaledSelectedFont : scaledFont
            cell.maxTitleWidth = (titleLimits.indices.contains(item) ? titleLimits[item] : maxTitleWidth).map { CGFloat($0) }
            cell.label.textColor = tab.isSelected ? selectedColor : normalColor
            cell.icon.image = images[item]
            cell.icon.isHidden = images[item] == nil
            cell.icon.tintColor = cell.label.textColor
            cell.badge.text = tab.badge
            cell.badge.isHidden = tab.badge == nil
            cell.badge.font = badgeFont
            cell.badge.backgroundColor = badgeColor
            let pill = badgeSize(tab.badge ?? "")
            cell.badgeSize = pill
        }
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = tab.accessibilityLabel
        cell.accessibilityTraits = tab.isSelected ? [.button, .selected] : .button
    }
}

/// A tab: its icon, title and badge in a row (`PagerTabMeasure.gap` apart), centred.
@MainActor
final class TabStripCell: UICollectionViewCell {
    static let reuseIdentifier = "ScrollPager.TabStripCell"
    let icon = UIImageView()
    let label = UILabel()
    let badge = UILabel()
    private lazy var badgeWidth = badge.widthAnchor.constraint(equalToConstant: 0)
    private lazy var titleWidth = label.widthAnchor.constraint(lessThanOrEqualToConstant: 0)
    /// The longest the title is shown (beyond, it truncates its tail: `UILabel`'s default line
    /// break mode); `nil`: any.
    var maxTitleWidth: CGFloat? {
        didSet { (titleWidth.constant, titleWidth.isActive) = (maxTitleWidth ?? 0, maxTitleWidth != nil) }
    }
    private lazy var badgeHeight = badge.heightAnchor.constraint(equalToConstant: 0)
    /// The badge's pill (`PagerTabMeasure.badgeWidth`), round-ended.
    var badgeSize = CGSize.zero {
        didSet {
            badgeWidth.constant = badgeSize.width
            badgeHeight.constant = badgeSize.height
            badge.layer.cornerRadius = badgeSize.height / 2
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        badge.textColor = .white
        badge.textAlignment = .center
        badge.clipsToBounds = true
        let row = UIStackView(arrangedSubviews: [icon, label, badge])
        row.spacing = CGFloat(PagerTabMeasure.gap)
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
            row.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            row.centerYAnchor.constraint(equalTo: contentView.centerYAnchor), badgeWidth, badgeHeight,
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("TabStripCell is made in code") }
}
#endif
