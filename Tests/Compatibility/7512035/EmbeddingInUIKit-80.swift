// swift-format-ignore-file
// Frozen: the sample at Sources/PagerKit/PagerKit.docc/EmbeddingInUIKit.md:80 of 7512035 (issue 71), as an app copied it. It must
// compile against today's API with deprecation warnings at most; never edit it.
import ScrollPager
import UIKit

/// The app's own table and data (outside the count).
final class DishesTableView: UITableView {}

final class MenuViewController: UIViewController {
    let dishes = DishesTableView()

    // pager:begin td
    lazy var menu = SectionsPagerViewController(tableView: dishes, configuration: .td)

    override func viewDidLoad() {
        super.viewDidLoad()
        menu.add(to: self)
    }
    // pager:end
}
