// swift-format-ignore-file
// Frozen: the sample at Sources/PagerKit/PagerKit.docc/SwiftUI.md:233 of 7512035 (issue 71), as an app copied it. It must
// compile against today's API with deprecation warnings at most; never edit it.
import ScrollPager
import SwiftUI

@available(iOS 18, macOS 15, *)
struct PillTabs: PagerTabStyle {
    func makeBody(configuration: PagerTabStyleConfiguration) -> some View {
        Text(configuration.title).padding(.horizontal, 12).padding(.vertical, 6)
            .background { Capsule().fill(configuration.isSelected ? Color.pink : Color.clear) }
    }
}
// PagerView(selection: $tab) { … }.pagerTabStyle(PillTabs())
