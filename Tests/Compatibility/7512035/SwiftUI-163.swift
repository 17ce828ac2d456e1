// swift-format-ignore-file
// Frozen: the sample at Sources/PagerKit/PagerKit.docc/SwiftUI.md:163 of 7512035 (issue 71), as an app copied it. It must
// compile against today's API with deprecation warnings at most; never edit it.
import ScrollPager
import SwiftUI

/// The app's own menu (outside the count).
struct Course: Hashable, Sendable {
    let name: String
    let dishes: [String]
}
let menu = [Course(name: "Starters", dishes: ["Soup", "Salad"]), Course(name: "Mains", dishes: ["Fish", "Pie", "Risotto"])]

@available(iOS 18, macOS 15, *)
struct MenuScreen: View {
    // pager:begin swiftui-td
    @State private var course = "Starters"

    var body: some View {
        PagerView(selection: $course, configuration: .td, style: .sections) {
            ForEach(menu, id: \.name) { course in
                PagerTab(course.name, value: course.name) {
                    ForEach(course.dishes, id: \.self) { Text($0).frame(height: 44) }
                }
            }
        }
    }
    // pager:end
}
