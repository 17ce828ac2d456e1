// The screen as the viewer's page draws it, as JSON: a layout's fixed parts and each
// record's moving parts, from the screen model. Foundation-free, so the WebAssembly build
// (Scripts/wasm.sh) compiles this same file and the playground draws with the same code.
import PagerCore
import PagerKit
import TraceCodec

/// The viewer's JSON encoding of `PagerScreenModel`s.
public enum ViewerScreen {

    /// `[headerY, barY, indicatorX, indicatorY, indicatorWidth, layout]` (nulls where absent),
    /// or `null` before the first layout; mid-swipe, a seventh element lists the pages the
    /// container shows, `[[page, x, offset], …]` (see `visiblePages`).
    package static func screenJSON(_ screen: PagerScreenModel?, layout: Int, pages: [(page: Int, x: Double, offset: Double)]? = nil) -> String {
        guard let screen, screen.viewport.width > 0 else { return "null" }
        func n(_ value: Double?) -> String { value.map(number) ?? "null" }
        var out = "[\(n(screen.header?.y)),\(n(screen.bar?.y)),\(n(screen.indicator?.x)),\(n(screen.indicator?.y)),\(n(screen.indicator?.width)),\(layout)"
        if let pages {
            out += ",[" + pages.map { "[\($0.page),\(number($0.x)),\(number($0.offset))]" }.joined(separator: ",") + "]"
        }
        return out + "]"
    }

    /// The pages a pages container shows mid-swipe: at `pagesX` between `k·W` and
    /// `(k+1)·W`, page `k` at screen x `k·W − pagesX` and page `k + 1` a width to its right,
    /// each list at its own offset (the state keeps every page's). `nil` when the container
    /// rests on one page — the record's own `page` and `offsetY` say all — or the content
    /// is sections. Past either end (a rubber band) the one page there is shown where it is.
    public static func visiblePages(_ state: PagerState, _ g: PagerLayoutGeometry) -> [(page: Int, x: Double, offset: Double)]? {
        guard g.layout.content.isPages, g.width > 0 else { return nil }
        let W = g.width, x = state.pagesX, count = g.layout.content.itemCount
        let k = (x / W).rounded(.down)
        guard x != k * W, count > 0 else { return nil }
        var shown: [(page: Int, x: Double, offset: Double)] = []
        for page in [k, k + 1] where page >= 0 && page < Double(count) {
            let index = Int(page)
            shown.append((index, page * W - x, state.contentOffset(page: index) ?? 0))
        }
        return shown
    }

    /// A layout's fixed parts, from the screen model at that layout and its geometry.
    package static func layoutJSON(_ screen: PagerScreenModel, _ g: PagerLayoutGeometry) -> String {
        let cells = screen.cells.map { "[\(number($0.frame.x)),\(number($0.frame.width)),\(number($0.titleWidth)),\(quoted($0.title))]" }
        var out = "{\"width\":\(number(g.width)),\"height\":\(number(g.layout.viewport.height)),\"mode\":\(quoted(g.mode.rawValue))"
        out += ",\"S\":\(number(g.headerHeight)),\"B\":\(number(g.barHeight)),\"listY\":\(number(screen.list.y)),\"listHeight\":\(number(screen.list.height))"
        out += ",\"pageItemHeight\":88,\"cells\":[\(cells.joined(separator: ","))]"
        switch g.layout.content {
        case .sections(let sections, _, _, _):
            let rows = sections.enumerated().map { i, section in
                // A measured section's body is drawn as one row, as the screen model does.
                let (rows, rowHeight) = section.measuredHeight.map { (1, $0 - section.headerHeight) } ?? (section.rows, section.rowHeight)
                return
                    "[\(number(g.sectionTops[i])),\(number(section.headerHeight)),\(rows),\(number(rowHeight)),\(quoted(section.title ?? "Section \(i + 1)"))]"
            }
            out += ",\"sections\":[\(rows.joined(separator: ","))]"
        case .pages(let own, _):
            // `[height, title, own height]`: what `adjustContentSize` added below a page's own
            // content is drawn as padding, as the screen model does.
            let pages = g.pageContentHeights.enumerated().map { k, height in
                "[\(number(height)),\(quoted(g.layout.pager.items[k].title ?? "Page \(k + 1)")),\(number(min(own[k].contentHeight, height)))]"
            }
            out += ",\"pages\":[\(pages.joined(separator: ","))]"
        }
        return out + "}"
    }

    public static func number(_ value: Double) -> String {
        var bytes: [UInt8] = []
        PagerTraceWriter.appendNumber(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A JSON string literal.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
