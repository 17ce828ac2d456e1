// swift-format-ignore-file
// Frozen: the sample at Sources/PagerKit/PagerKit.docc/EmbeddingInUIKit.md:18 of 7512035 (issue 71), as an app copied it. It must
// compile against today's API with deprecation warnings at most; never edit it.
import ScrollPager
import UIKit

/// The app's own list (outside the count).
final class MailboxViewController: UITableViewController {
    convenience init(_ name: String) {
        self.init(style: .plain)
        title = name
    }
}

final class MailViewController: UIViewController {
    // pager:begin parchment
    let pager = PagerViewController(viewControllers: [
        MailboxViewController("Inbox"),
        MailboxViewController("Archive"),
        MailboxViewController("Sent"),
    ])

    override func viewDidLoad() {
        super.viewDidLoad()
        pager.add(to: self)
    }
    // pager:end
}
