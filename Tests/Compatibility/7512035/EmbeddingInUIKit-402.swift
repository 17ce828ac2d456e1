// swift-format-ignore-file
// Frozen: the sample at Sources/PagerKit/PagerKit.docc/EmbeddingInUIKit.md:402 of 7512035 (issue 71), as an app copied it. It must
// compile against today's API with deprecation warnings at most; never edit it.
import PagerKit
import ScrollPager
import UIKit

final class FeedListDelegate: NSObject, UITableViewDelegate {
    weak var coordinator: PagerScrollCoordinator?
    func scrollViewWillBeginDragging(_ s: UIScrollView) { coordinator?.scrollViewWillBeginDragging(s) }
    func scrollViewDidScroll(_ s: UIScrollView) { coordinator?.scrollViewDidScroll(s) }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
        coordinator?.scrollViewWillEndDragging(s, withVelocity: v, targetContentOffset: t)
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) { coordinator?.scrollViewDidEndDragging(s, willDecelerate: d) }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { coordinator?.scrollViewWillBeginDecelerating(s) }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { coordinator?.scrollViewDidEndDecelerating(s) }
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { coordinator?.scrollViewDidEndScrollingAnimation(s) }
    func scrollViewShouldScrollToTop(_ s: UIScrollView) -> Bool { coordinator?.scrollViewShouldScrollToTop(s) ?? true }
}

@MainActor func makeFeed(table: UITableView, listDelegate: FeedListDelegate) -> SectionsPagerViewController {
    let feed = SectionsPagerViewController(tableView: table, configuration: .menu, installsDelegateProxy: false)
    listDelegate.coordinator = feed.coordinator
    table.delegate = listDelegate  // with RxCocoa: table.rx.setDelegate(listDelegate), before any rx binding
    return feed
}
