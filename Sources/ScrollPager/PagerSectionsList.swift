// The rows of a sections screen written as SwiftUI sections (TD's menu: `ForEach` of
// `Section`s, each a tab): one lazy stack, each section its header row over its rows, the
// rows laid out as a list's (16 pt insets, 44 pt at least, a separator between them) and
// drawn only as they come near the screen. Each section's height is what `PagerTabs`
// reckons from the rows drawn so far (`sectionHeight`, tested on Linux).
#if canImport(SwiftUI)
import SwiftUI

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct PagerSectionsList: View {
    let sections: SectionCollection
    /// Each section's tab title: its header row when the section has no header of its own.
    let titles: [String]
    /// Told section `k`'s height whenever a row or header of it is drawn or resized.
    let measured: (_ section: Int, _ height: Double) -> Void
    @State private var headerHeights: [Int: Double] = [:]
    @State private var rowHeights: [Int: [SubviewsCollection.Element.ID: Double]] = [:]

    var body: some View {
        LazyVStack(spacing: 0) {
            ForEach(sections.indices, id: \.self) { k in
                Section {
                    ForEach(sections[k].content) { row in
                        listRow(row, separated: row.id != sections[k].content.last?.id)
                            .onGeometryChange(for: Double.self, of: { Double($0.size.height) }) { height in
                                rowHeights[k, default: [:]][row.id] = height
                                tell(k)
                            }
                    }
                } header: {
                    header(k).onGeometryChange(for: Double.self, of: { Double($0.size.height) }) { height in
                        headerHeights[k] = height
                        tell(k)
                    }
                }
            }
        }
    }

    /// Section `k`'s height as drawn so far, told.
    private func tell(_ k: Int) {
        let rows = rowHeights[k].map { Array($0.values) } ?? []
        measured(k, PagerTabs.sectionHeight(header: headerHeights[k], rows: rows, rowCount: sections[k].content.count))
    }

    /// Section `k`'s header row: its own header (`Section("Starters") { … }`), or its tab's
    /// title, as a list's section header, at least `sectionHeaderHeight` tall.
    private func header(_ k: Int) -> some View {
        HStack(spacing: 0) {
            if sections[k].header.isEmpty { Text(titles.indices.contains(k) ? titles[k] : "") } else { sections[k].header }
        }
        .font(.headline).padding(.horizontal)
        .frame(maxWidth: .infinity, minHeight: CGFloat(PagerTabs.sectionHeaderHeight), alignment: .leading)
        .accessibilityAddTraits(.isHeader)
    }

    /// A row with a list row's insets and height, a separator under it unless it is its
    /// section's last.
    private func listRow(_ row: some View, separated: Bool) -> some View {
        row.padding(.horizontal).frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            .overlay(alignment: .bottom) { if separated { Divider().padding(.leading) } }
    }
}
#endif
