// swift-format-ignore-file
// Frozen: the sample at Sources/PagerKit/PagerKit.docc/SwiftUI.md:32 of 7512035 (issue 71), as an app copied it. It must
// compile against today's API with deprecation warnings at most; never edit it.
import ScrollPager
import SwiftUI

/// The app's own list (outside the count).
struct MessageList: View {
    let filter: String
    var body: some View { List(0..<40, id: \.self) { Text("\(filter) \($0)") } }
}

@available(iOS 18, macOS 15, *)
struct InboxScreen: View {
    // pager:begin swiftui-parchment
    @State private var tab = "Unread"

    var body: some View {
        PagerView(selection: $tab) {
            ForEach(["All", "Unread", "Flagged"], id: \.self) { name in
                PagerTab(name, value: name) { MessageList(filter: name) }
            }
        }
    }
    // pager:end
}
