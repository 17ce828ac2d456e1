// swift-format-ignore-file
// Frozen: the sample at README.md:98 of 7512035 (issue 71), as an app copied it. It must
// compile against today's API with deprecation warnings at most; never edit it.
import ScrollPager
import UIKit

final class MailViewController: UIViewController {
    let pager = PagerViewController(viewControllers: [
        UITableViewController(style: .plain), UITableViewController(style: .plain),
    ])

    override func viewDidLoad() {
        super.viewDidLoad()
        pager.add(to: self)      // the strip, the pages, their lists: on screen
    }
}
