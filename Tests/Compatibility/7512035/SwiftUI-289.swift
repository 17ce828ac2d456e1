// swift-format-ignore-file
// Frozen: the sample at Sources/PagerKit/PagerKit.docc/SwiftUI.md:289 of 7512035 (issue 71), as an app copied it. It must
// compile against today's API with deprecation warnings at most; never edit it.
import ScrollPager
import SwiftUI
import UIKit

/// The app's own pages (outside the count).
final class FolderViewController: UITableViewController {}

@available(iOS 16, *)
struct LegacyInbox: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> PagerViewController {
        let folders = ["Inbox", "Archive"].map { name in
            let folder = FolderViewController(style: .plain)
            folder.title = name
            return folder
        }
        return PagerViewController(viewControllers: folders)
    }

    func updateUIViewController(_ pager: PagerViewController, context: Context) {}
}
