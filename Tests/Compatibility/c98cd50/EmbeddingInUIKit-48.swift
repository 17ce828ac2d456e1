// swift-format-ignore-file
// Frozen: the sample at Sources/PagerKit/PagerKit.docc/EmbeddingInUIKit.md:48 of c98cd50 (the last
// revision with PagerViewControllerDelegate; issue 71), as an app copied it. It must compile
// against today's API with deprecation warnings at most; never edit it.
import ScrollPager
import UIKit

/// The app's own list (outside the count).
final class ShotsViewController: UITableViewController {
    convenience init(_ name: String) {
        self.init(style: .plain)
        title = name
    }
}

final class ProfileViewController: UIViewController, PagerViewControllerDelegate {
    // pager:begin swipe
    let pager = PagerViewController(
        viewControllers: [ShotsViewController("Shots"), ShotsViewController("Likes")],
        configuration: .swipe,
        header: UIImageView(image: UIImage(named: "hero")))

    override func viewDidLoad() {
        super.viewDidLoad()
        pager.delegate = self
        pager.add(to: self)
    }

    func pager(_ pager: PagerViewController, headerProgress progress: Double) {
        navigationItem.title = progress > 0.9 ? "Profile" : nil
    }
    // pager:end
}
