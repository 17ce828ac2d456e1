// swift-format-ignore-file
// Frozen: the sample at Sources/PagerKit/PagerKit.docc/EmbeddingInUIKit.md:126 of 7512035 (issue 71), as an app copied it. It must
// compile against today's API with deprecation warnings at most; never edit it.
import ScrollPager
import UIKit

final class SettingsViewController: UIViewController {
    let settings = UITableView()
    // Kulman's seed has no strip (`barHeight` 0), so no titles: the header is the strip's
    // place. A sticky header over a strip is `.kulman` with a bar height (`header.barHeight`).
    lazy var screen = SectionsPagerViewController(tableView: settings, configuration: .kulman, header: UISearchBar())

    override func viewDidLoad() {
        super.viewDidLoad()
        screen.add(to: self)
    }
}
