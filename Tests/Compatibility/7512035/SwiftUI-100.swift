// swift-format-ignore-file
// Frozen: the sample at Sources/PagerKit/PagerKit.docc/SwiftUI.md:100 of 7512035 (issue 71), as an app copied it. It must
// compile against today's API with deprecation warnings at most; never edit it.
import ScrollPager
import SwiftUI

/// The app's own tabs and grid (outside the count).
enum ProfileTab: String, CaseIterable, Hashable, Sendable { case shots = "Shots", likes = "Likes", buckets = "Buckets" }
struct ShotGrid: View {
    let tab: ProfileTab
    var body: some View {
        ScrollView { LazyVStack { ForEach(0..<30, id: \.self) { Text("\(tab.rawValue) \($0)").frame(height: 120) } } }
    }
}

@available(iOS 18, macOS 15, *)
struct ProfileScreen: View {
    // pager:begin swiftui-swipe
    @State private var tab = ProfileTab.shots

    var body: some View {
        PagerView(selection: $tab, configuration: .swipe) {
            ForEach(ProfileTab.allCases, id: \.self) { tab in
                PagerTab(tab.rawValue, value: tab) { ShotGrid(tab: tab) }
            }
        } header: {
            Text("Profile").font(.largeTitle).frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
    // pager:end
}
