// swift-format-ignore-file
// Frozen: the sample at Sources/PagerKit/PagerKit.docc/SwiftUI.md:134 of 7512035 (issue 71), as an app copied it. It must
// compile against today's API with deprecation warnings at most; never edit it.
import ScrollPager
import SwiftUI

/// The app's own list (outside the count).
struct ContactList: View {
    var body: some View { List(0..<80, id: \.self) { Text("Contact \($0)") } }
}

@available(iOS 18, macOS 15, *)
struct ContactsScreen: View {
    // pager:begin swiftui-kulman
    @State private var page = 0

    var body: some View {
        PagerView(selection: $page, configuration: .kulman) {
            PagerTab("Contacts", value: 0) { ContactList() }
        } header: {
            Text("Pulled down: the sticky header").foregroundStyle(.secondary)
        }
    }
    // pager:end
}
