// swift-format-ignore-file
// Frozen: the sample at Sources/PagerKit/PagerKit.docc/EmbeddingInUIKit.md:103 of 7512035 (issue 71), as an app copied it. It must
// compile against today's API with deprecation warnings at most; never edit it.
import ScrollPager
import UIKit

final class FeedViewController: UIViewController, PagerViewControllerDataSource {
    let pager = PagerViewController(configuration: .fj, header: UILabel())

    override func viewDidLoad() {
        super.viewDidLoad()
        pager.dataSource = self
        pager.add(to: self)
    }

    func numberOfPages(in pager: PagerViewController) -> Int { 3 }
    func pager(_ pager: PagerViewController, titleForPage page: Int) -> String { ["All", "New", "Popular"][page] }
    func pager(_ pager: PagerViewController, viewControllerForPage page: Int) -> UIViewController {
        UITableViewController(style: .plain)  // created when the page comes near the screen
    }
}
