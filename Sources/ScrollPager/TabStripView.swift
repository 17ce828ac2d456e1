// The drop-in tab strip. Compiled where UIKit has scroll views (iOS, iPadOS, Mac Catalyst,
// visionOS); its geometry is the reducer's (`TabStripLayout`, `TabStripFrames`) and its
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
/// - Selected and normal styles: `selectedColor` and `normalColor`.
/// - VoiceOver reads the strip as a tab bar and each tab as a button, "Title, tab 2 of 4",
///   with the selected trait on the selected tab.
@MainActor
public final class TabStripView: UICollectionView, UICollectionViewDataSource {
    /// The strip's layout (the coordinator sets its frames).
    public let stripLayout: TabStripLayout
    /// The underline under the selected tab (the coordinator moves it).
    public let underline = UIView()
    /// The titles, in order.
    public private(set) var titles: [String] = []
    /// The titles' font at the standard text size (the `.large` content size category; by
    /// default the system font at the subheadline style's size there): the strip scales it
    /// to the user's text size once, with that style's `UIFontMetrics`. Give an unscaled
    /// font — Apple: passing a font already scaled (a `preferredFont` at the user's size) to
    /// `scaledFont(for:)` raises an exception.
    public var font = UIFont.systemFont(ofSize: TabStripView.standardSubheadline.pointSize) {
        didSet { reloadData() }
    }
    /// The subheadline style's font at the standard text size.
    private static var standardSubheadline: UIFont {
        UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
    }
    /// The selected tab's title colour (and the underline's).
    public var selectedColor: UIColor = .label {
        didSet { underline.backgroundColor = selectedColor; reloadData() }
    }
    /// The other tabs' title colour.
    public var normalColor: UIColor = .secondaryLabel {
        didSet { reloadData() }
    }
    /// Called when the user's text size changed: measure the titles again and lay out.
    public var onContentSizeChange: (() -> Void)?

    private var tabs: [PagerScreenFrames.Tab] = []
    private var custom: (identifier: String, configure: (UICollectionViewCell, PagerScreenFrames.Tab) -> Void)?
    /// The text-size observer's token (removed at deinit: a block observer is not removed
    /// by itself). Written once, in `init`, on the main thread.
    nonisolated(unsafe) private var sizeObserver: NSObjectProtocol?

    /// An empty strip.
    public init() {
        stripLayout = TabStripLayout()
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
            MainActor.assumeIsolated { self?.contentSizeCategoryChanged() }
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("TabStripView is made in code") }

    deinit {
        if let sizeObserver { NotificationCenter.default.removeObserver(sizeObserver) }
    }

    /// Sets the titles (a reload of the titles only keeps the selection and offsets).
    public func setTitles(_ titles: [String]) {
        self.titles = titles
        reloadData()
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
    /// tab (its title, whether it is selected, its index). The cells keep the widths the
    /// titles measure; VoiceOver still reads each as a tab button.
    public func registerTabCell(_ cellClass: UICollectionViewCell.Type, configure: @escaping (UICollectionViewCell, PagerScreenFrames.Tab) -> Void) {
        let identifier = "ScrollPager.CustomTab.\(cellClass)"
        register(cellClass, forCellWithReuseIdentifier: identifier)
        custom = (identifier, configure)
        reloadData()
    }

    /// The tabs' items, each its title's width in the scaled font plus `padding`.
    public func measuredItems(padding: Double) -> [PagerItem] { PagerItem.measured(titles: titles, font: scaledFont, padding: padding) }

    private var scaledFont: UIFont { UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: font) }

    private func contentSizeCategoryChanged() {
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
        let tab =
            tabs.indices.contains(item) ? tabs[item] : PagerScreenFrames.Tab(title: title, index: item, count: titles.count, isSelected: false)
        if let custom {
            custom.configure(cell, tab)
        } else if let cell = cell as? TabStripCell {
            cell.label.text = title
            cell.label.font = scaledFont
            cell.label.textColor = tab.isSelected ? selectedColor : normalColor
        }
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = tab.accessibilityLabel
        cell.accessibilityTraits = tab.isSelected ? [.button, .selected] : .button
    }
}

/// A tab: its title, centred.
@MainActor
final class TabStripCell: UICollectionViewCell {
    static let reuseIdentifier = "ScrollPager.TabStripCell"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("TabStripCell is made in code") }
}
#endif
