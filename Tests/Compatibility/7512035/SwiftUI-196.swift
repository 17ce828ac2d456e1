// swift-format-ignore-file
// Frozen: the sample at Sources/PagerKit/PagerKit.docc/SwiftUI.md:196 of 7512035 (issue 71), as an app copied it. It must
// compile against today's API with deprecation warnings at most; never edit it.
import ScrollPager
import SwiftUI

/// The app's own list (outside the count).
struct FolderList: View {
    let folder: String
    var body: some View { List(0..<40, id: \.self) { Text("\(folder) \($0)") } }
}

@available(iOS 18, macOS 15, *)
struct StyledInboxScreen: View {
    // pager:begin swiftui-parchment-options
    @State private var tab = "Inbox"

    var body: some View {
        PagerView(selection: $tab) {
            PagerTab("Inbox", systemImage: "tray", value: "Inbox") { FolderList(folder: "Inbox") }
            PagerTab("Archive", value: "Archive", badge: "3") { FolderList(folder: "Archive") }
            PagerTab("Sent", value: "Sent") { FolderList(folder: "Sent") }
        }
        .onSwipeProgress { print("\($0.from) → \($0.to): \($0.fraction)") }
        .pagerTabFont(.subheadline, selected: .subheadline.bold())
        .pagerIndicator(color: .pink, height: 3, cornerRadius: 1.5)
    }
    // pager:end
}
