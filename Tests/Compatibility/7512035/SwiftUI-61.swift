// swift-format-ignore-file
// Frozen: the sample at Sources/PagerKit/PagerKit.docc/SwiftUI.md:61 of 7512035 (issue 71), as an app copied it. It must
// compile against today's API with deprecation warnings at most; never edit it.
import ScrollPager
import SwiftUI

/// The app's own feed, refreshable (outside the count).
struct Feed: View {
    let topic: String
    var body: some View {
        List(0..<60, id: \.self) { Text("\(topic) \($0)") }
            .refreshable { await Task.yield() }
    }
}

@available(iOS 18, macOS 15, *)
struct NewsScreen: View {
    // pager:begin swiftui-fj
    @State private var topic = "Top"
    @State private var query = ""

    var body: some View {
        NavigationStack {
            PagerView(selection: $topic, configuration: .fj) {
                ForEach(["Top", "World", "Sport", "Tech"], id: \.self) { topic in
                    PagerTab(topic, value: topic) { Feed(topic: topic) }
                }
            } header: {
                Text("Today").font(.headline)
            }
            .navigationTitle("News")
            .searchable(text: $query)
        }
    }
    // pager:end
}
