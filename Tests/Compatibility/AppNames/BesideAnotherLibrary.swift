// swift-format-ignore-file
// An app file (issue 71) that imports ScrollPager beside another paging library exporting
// `Page`, `Header`, `Content`, `Viewport`, `Indicator` and `Diagnostic`
// (Libraries/OtherPagingLibrary.swift): each bare name must be the other library's, with no
// ambiguity. Before 1.0.0-rc.1 PagerCore exported all six, and every line below was
// "'Page' is ambiguous for type lookup in this context".
import OtherPagingLibrary
import ScrollPager
import UIKit

let page: Page = Page(index: 0)
let header: Header = Header(title: "Inbox")
let content: Content = .none
let viewport: Viewport = Viewport()
let indicator: Indicator = Indicator()
let diagnostic: Diagnostic = .fine

@MainActor func pager() -> UIViewController {
    // Ours, by their prefixed names, in the same file.
    let layout = PagerConfiguration.parchment.layout(
        viewport: PagerViewport(width: 375, height: 667), titles: ["All", "New"], titleWidths: [40, 40], pageContentHeights: [800, 400])
    _ = layout
    return PagerViewController(viewControllers: [UITableViewController(style: .plain)], configuration: .parchment)
}
