// A page of a `PagerView` and the list attached to the model: the reducer's bottom pad, the
// scroll view's role, a `stickyReveal` header drawn over it. A page keeps its own measured
// height, so a content size that changes while it scrolls (lazy rows drawn) draws this page
// again, not the whole screen (SwiftUI, iOS 18+).
#if canImport(SwiftUI)
import PagerKit
import SwiftUI

/// Page `page`: the app's view, its first scroll view attached to the model — the reducer's
/// inset as its top margin, the height the reducer asks for below a short content as its
/// bottom one (`setContentHeight`), its content's height measured (plus a `stickyReveal`
/// header's, drawn over it: `PagerContainer.contentAbove`) and told to `measured`.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct PagerPageView<Content: View, Header: View>: View {
    let screen: PagerHandle
    let page: Int
    let header: Header
    /// The height of a header drawn in the content over the list (`stickyReveal`), or 0.
    let above: Double
    @ViewBuilder let content: Content
    let measured: (Double) -> Void
    /// The content's height as last measured.
    @State private var natural = 0.0

    var body: some View {
        content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .onScrollGeometryChange(for: Double.self, of: { Double($0.contentSize.height) }) { _, height in
                natural = height + above
                measured(natural)
            }
            .pagerList(screen, page: page, natural: natural, header: header, above: above)
    }
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension View {
    /// This list attached to the model as page `page`'s: the pad below its `natural` content
    /// height as its bottom margin (SwiftUI's `contentSize` leaves margins out, so a measure
    /// does not see it), `header` drawn over it when a `stickyReveal` header is `above`.
    func pagerList(_ screen: PagerHandle, page: Int, natural: Double, header: some View, above: Double) -> some View {
        contentMargins(.bottom, CGFloat(screen.padBelow(page: page, natural: natural)), for: .scrollContent)
            .pagerScroll(.content(page: page), of: screen)
            .overlay(alignment: .top) {
                if above > 0 { header.pagerStickyHeader(screen, page: page, height: above) }
            }
            .clipped()
            .background { ScrollsToTopOff() }
    }
}
#endif
