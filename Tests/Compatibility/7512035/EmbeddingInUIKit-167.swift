// swift-format-ignore-file
// Frozen: the sample at Sources/PagerKit/PagerKit.docc/EmbeddingInUIKit.md:167 of 7512035 (issue 71), as an app copied it. It must
// compile against today's API with deprecation warnings at most; never edit it.
import ScrollPager
import UIKit

/// The app's own list (outside the count).
final class FolderViewController: UITableViewController {
    convenience init(_ name: String) {
        self.init(style: .plain)
        title = name
    }
}

final class StyledMailViewController: UIViewController {
    // pager:begin parchment-options
    let pager = PagerViewController(viewControllers: [
        FolderViewController("Inbox"),
        FolderViewController("Archive"),
        FolderViewController("Sent"),
    ])

    override func viewDidLoad() {
        super.viewDidLoad()
        pager.tabStrip.selectedFont = .boldSystemFont(ofSize: 15)
        pager.tabStrip.indicatorColor = .systemPink
        pager.tabStrip.indicatorHeight = 3
        pager.tabStrip.indicatorCornerRadius = 1.5
        pager.tabStrip.setImage(UIImage(systemName: "tray"), forTab: 0)
        pager.tabStrip.setBadge("3", forTab: 1)
        pager.onSwipeProgress = { print("\($0.from) → \($0.to): \($0.fraction)") }
        pager.add(to: self)
    }
    // pager:end
}
