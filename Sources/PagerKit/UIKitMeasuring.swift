// Building a `PagerLayout` (SPEC §1) from what UIKit measured. Compiled where UIKit has
// scroll views (see PagerScrollCoordinator.swift); the arithmetic is LayoutMeasuring.swift's,
// tested on Linux.
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import PagerCore
import UIKit

extension UIView {
    /// The SPEC's viewport for a screen in this view: its safe-area rectangle (under the
    /// status bar and any navigation bar, above the home indicator and any tab bar, inside
    /// the sensor housing's insets in landscape). Not `bounds`: on a notched iPhone that
    /// would be 59–93 pt too tall, and every offset the reducer computes off by as much.
    public var pagerViewport: Viewport {
        let frame = safeAreaLayoutGuide.layoutFrame
        return Viewport(width: Double(frame.width), height: Double(frame.height))
    }
}

extension UITableView {
    /// The sections as this table view laid them out (`rectForHeader(inSection:)`,
    /// `rect(forSection:)`): SPEC §1 measured sections.
    public func measuredSections(titles: [String?] = []) -> [ListSection] {
        let count = numberOfSections
        return ListSection.measured(
            headerHeights: (0..<count).map { Double(rectForHeader(inSection: $0).height) },
            heights: (0..<count).map { Double(rect(forSection: $0).height) }, titles: titles)
    }
}

extension UICollectionView {
    /// The sections as this collection view's layout placed them: a section's header is its
    /// `elementKindSectionHeader` supplementary view (0 tall without one), its height from
    /// its header's top (or its first item's) to the bottom of its last item or footer —
    /// SPEC §1 measured sections, consecutive as a list's are.
    public func measuredSections(titles: [String?] = []) -> [ListSection] {
        let layout = collectionViewLayout
        var headerHeights: [Double] = [], heights: [Double] = []
        for section in 0..<numberOfSections {
            let path = IndexPath(item: 0, section: section)
            let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: path)?.frame
            let footer = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: path)?.frame
            var frames = [header, footer].compactMap { $0 }
            for item in 0..<numberOfItems(inSection: section) {
                if let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame { frames.append(frame) }
            }
            let top = frames.map(\.minY).min() ?? 0, bottom = frames.map(\.maxY).max() ?? 0
            headerHeights.append(Double(header?.height ?? 0))
            heights.append(max(Double(bottom - top), Double(header?.height ?? 0)))
        }
        return ListSection.measured(headerHeights: headerHeights, heights: heights, titles: titles)
    }
}

extension PagerItem {
    /// Tabs sized by their titles in `font`, plus `padding` (both sides together).
    @MainActor
    public static func measured(titles: [String], font: UIFont, padding: Double = 0) -> [PagerItem] {
        measured(
            titles: titles, widths: titles.map { Double(NSAttributedString(string: $0, attributes: [.font: font]).size().width) },
            padding: padding)
    }
}
#endif
