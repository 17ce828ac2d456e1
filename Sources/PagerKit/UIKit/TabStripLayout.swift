// The tab strip's collection-view layout. Compiled where UIKit has scroll views (see
// PagerScrollCoordinator.swift); its arithmetic is `PagerTabStripFrames`', tested on Linux.
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import PagerCore
import UIKit

/// The tab strip's `UICollectionViewLayout`: every cell where the reducer's geometry puts
/// it (SPEC §1), mirrored right to left, so the underline the reducer moves stays under its
/// cell. The coordinator sets `frames` at every layout that changes them.
///
/// Attributes are built in `prepare()` for the items the data source has now (never more:
/// attributes for an item the collection view does not have raise
/// `NSInternalInconsistencyException`), at the collection view's current height; a change
/// of the strip's size invalidates them.
@MainActor
public final class PagerTabStripLayout: UICollectionViewLayout {
    /// The cells' frames from the reducer's geometry; `nil` before the first layout.
    public var frames: PagerTabStripFrames? {
        didSet { if frames != oldValue { invalidateLayout() } }
    }
    private var attributes: [UICollectionViewLayoutAttributes] = []

    /// Builds the attributes of the items the data source has, at the strip's height.
    public override func prepare() {
        super.prepare()
        guard let frames, let collectionView, collectionView.numberOfSections > 0 else {
            attributes = []
            return
        }
        let items = collectionView.numberOfItems(inSection: 0)
        attributes = frames.cells(count: items, height: Double(collectionView.bounds.height)).enumerated().map { item, frame in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(frame)
            return attributes
        }
    }

    /// The reducer's pager content width (SPEC §1) by the strip's height.
    public override var collectionViewContentSize: CGSize {
        CGSize(width: CGFloat(frames?.contentWidth ?? 0), height: collectionView?.bounds.height ?? 0)
    }

    /// The cells that meet `rect`.
    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    /// Item `indexPath.item`'s cell, if the data source has it.
    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section == 0, attributes.indices.contains(indexPath.item) else { return nil }
        return attributes[indexPath.item]
    }

    /// A new size (rotation, a split view) lays the strip out again; a scroll does not.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }
}
#endif
