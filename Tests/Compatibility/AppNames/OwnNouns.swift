// swift-format-ignore-file
// An app file (issue 71) that imports ScrollPager, SwiftUI and UIKit and declares its own
// `Page`, `Header`, `Content`, `Viewport`, `Indicator` and `Diagnostic`: the words apps use.
// Each must mean the app's type here, with no ambiguity, beside our screens.
import ScrollPager
import SwiftUI
import UIKit

struct Page: Identifiable { var id: Int; var title: String }
struct Header { var height: CGFloat }
enum Content { case empty, pages([Page]) }
struct Viewport { var size: CGSize }
struct Indicator { var color: UIColor }
struct Diagnostic { var message: String }

@available(iOS 18.0, *)
struct Screen: View {
    let pages: [Page] = [Page(id: 0, title: "All"), Page(id: 1, title: "New")]
    let header = Header(height: 64)
    let content: Content = .empty
    let viewport = Viewport(size: .zero)
    let indicator = Indicator(color: .label)
    let diagnostics: [Diagnostic] = []
    @State private var selection = 0

    var body: some View {
        PagerView(selection: $selection) {
            ForEach(pages) { page in
                List { Text(page.title) }.pagerTab(page.title, value: page.id)
            }
        }
    }
}

@MainActor func makeController() -> UIViewController {
    let pages: [Page] = [Page(id: 0, title: "All")]
    _ = pages
    return PagerViewController(viewControllers: [UITableViewController(style: .plain)], configuration: .parchment)
}
