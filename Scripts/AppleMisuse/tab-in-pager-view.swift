// expect-error: 'buildExpression' is unavailable: Tab is TabView's: a PagerView's pages are PagerTab("Title", value: v) { … }; write PagerTab for Tab
// A mistake a SwiftUI developer makes first (issue 65): TabView's `Tab` inside a PagerView.
// It must not compile, and the error must name PagerTab (without the unavailable overload,
// SwiftUI's answer is "does not conform to View", naming neither).
import ScrollPager
import SwiftUI

@available(iOS 18, *)
struct Inbox: View {
    @State private var tab = 0

    var body: some View {
        PagerView(selection: $tab) {
            Tab("Inbox", systemImage: "tray", value: 0) { Text("Inbox") }
            Tab("Sent", systemImage: "paperplane", value: 1) { Text("Sent") }
        }
    }
}
