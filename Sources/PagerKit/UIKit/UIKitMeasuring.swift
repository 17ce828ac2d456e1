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
    public var pagerViewport: PagerViewport {
        let frame = safeAreaLayoutGuide.layoutFrame
        return PagerViewport(width: Double(frame.width), height: Double(frame.height))
    }
}

extension UITableView {
    /// The sections as this table view laid them out (`rectForHeader(inSection:)`,
    /// `rect(forSection:)`): SPEC §1 measured sections.
    public func measuredSections(titles: [String?] = []) -> [PagerListSection] {
        let count = numberOfSections
        return PagerListSection.measured(
            headerHeights: (0..<count).map { Double(rectForHeader(inSection: $0).height) },
            heights: (0..<count).map { Double(rect(forSection: $0).height) }, titles: titles)
    }
}

extension UICollectionView {
    /// The sections as this collection view's layout placed them: a section's header is its
    /// `elementKindSectionHeader` supplementary view (0 tall without one), its height from
    /// its topmost frame (header, items, footer) to its bottommost
    /// (`PagerListSection.measured(headers:frames:titles:)`) — SPEC §1 measured sections,
    /// consecutive as a list's are.
    public func measuredSections(titles: [String?] = []) -> [PagerListSection] {
        let layout = collectionViewLayout, sections = 0..<numberOfSections
        func supplementary(_ kind: String, _ section: Int) -> PagerScreenRect? {
            layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section)).map { PagerScreenRect($0.frame) }
        }
        func items(_ section: Int) -> [PagerScreenRect] {
            (0..<numberOfItems(inSection: section)).compactMap { item in
                layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)).map { PagerScreenRect($0.frame) }
            }
        }
        return PagerListSection.measured(
            headers: sections.map { supplementary(UICollectionView.elementKindSectionHeader, $0) },
            frames: sections.map { items($0) + [supplementary(UICollectionView.elementKindSectionFooter, $0)].compactMap { $0 } }, titles: titles)
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
