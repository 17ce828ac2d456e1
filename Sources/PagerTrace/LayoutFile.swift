// A screen's layout from a file, for tools that take the user's own screen
// (`pager-demo --layout`, `trace-replay fuzz --layout`).
import Foundation
import PagerCore

/// The layout in the file at `path`: a JSON object with `viewport`, `header`, `pager` and
/// `content` (SPEC §2's layout fields, defaults applied), or a trace whose first event is a
/// layout.
///
/// - Throws: `FileError` when the file cannot be read or holds no layout, `TraceError`
///   when its first event line is malformed.
public func readLayout(atPath path: String) throws -> Layout {
    let text = try readTextFile(atPath: path)
    let firstLine = text.split(separator: "\n").first { !$0.hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }
    if let firstLine, firstLine.contains("\"type\"") {
        let event = try PagerEvent(jsonLine: String(firstLine), file: path)
        guard case .layout(let layout) = event.kind else {
            throw FileError(path, "the trace's first event is a \(event.name.rawValue), not a layout")
        }
        return layout
    }
    do {
        return try JSONDecoder().decode(Layout.self, from: Data(text.utf8))
    } catch {
        throw FileError(path, "holds no layout: expected a JSON object with viewport, header, pager and content, or a trace whose first event is a layout")
    }
}
