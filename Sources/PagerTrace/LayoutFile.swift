// A screen's layout from a file, for tools that take the user's own screen
// (`pager-demo --layout`, `trace-replay fuzz --layout`).
import PagerCore

/// The layout in the file at `path`: a JSON object with `viewport`, `header`, `pager` and
/// `content` (SPEC §2's layout fields, defaults applied; it may span several lines), or a
/// trace whose first event is a layout.
///
/// A bare object is read by the trace reader itself, as the layout event it would be, so
/// its mistakes get the reader's messages at their own `FILE:LINE:COLUMN`.
///
/// - Throws: `PagerFileError` when the file cannot be read, its first event is not a layout or
///   the layout breaks a rule of SPEC §5 (`invalidLayout`, with the reason), `PagerTraceError`
///   when the layout is malformed.
public func readLayout(atPath path: String) throws -> PagerLayout {
    let layout = try parseLayout(atPath: path)
    // A layout the reducer would reject is no screen to play or fuzz: say why, now.
    do {
        _ = try PagerLayoutGeometry(validating: layout)
    } catch {
        throw PagerFileError(path, "is not a valid layout (SPEC §5 invalidLayout): \(error.rule)")
    }
    return layout
}

private func parseLayout(atPath path: String) throws -> PagerLayout {
    var text = try readTextFile(atPath: path)
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    let bytes = Array(text.utf8)
    // The first byte that is not whitespace or inside a `#` line.
    var i = 0, atLineStart = true
    while i < bytes.count {
        let byte = bytes[i]
        if atLineStart, byte == UInt8(ascii: "#") {
            while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            continue
        }
        if byte == 0x0A { atLineStart = true } else if byte == 0x20 || byte == 0x09 || byte == 0x0D { atLineStart = false } else { break }
        i += 1
    }
    guard i < bytes.count, bytes[i] == UInt8(ascii: "{") else {
        throw located(
            path, bytes, offset: min(i, bytes.count),
            "expected a layout: a JSON object with viewport, header, pager and content, or a trace whose first event is a layout")
    }
    let lineEnd = bytes[i...].firstIndex(of: 0x0A) ?? bytes.count
    let firstLine = String(decoding: bytes[i..<lineEnd], as: UTF8.self)
    if let event = try? PagerEvent(jsonLine: firstLine, file: path) {
        guard case .layout(let layout) = event.kind else {
            throw PagerFileError(path, "the trace's first event is a \(event.name.rawValue), not a layout")
        }
        return layout
    }
    if firstLine.contains("\"type\"") {
        // A trace line that is wrong: the reader's own message, at the line's place.
        do {
            _ = try PagerEvent(jsonLine: firstLine, file: path)
        } catch {
            throw located(path, bytes, offset: i + error.column - 1, error.message)
        }
    }
    // A bare layout object, possibly over several lines: read as the event it would be.
    // Everything after the object's closing brace must be blank or comments.
    let prefix = Array(#"{"t":0,"type":"layout","#.utf8)
    var rest = Array(bytes[(i + 1)...])
    while let last = rest.last, last == 0x0A || last == 0x20 || last == 0x09 || last == 0x0D { rest.removeLast() }
    let line = String(decoding: prefix + rest, as: UTF8.self)
    do {
        let event = try PagerEvent(jsonLine: line, file: path)
        guard case .layout(let layout) = event.kind else { throw PagerFileError(path, "holds no layout") }
        return layout
    } catch let error as PagerTraceError {
        // Back from the synthetic line to the file: the prefix stands for the `{`.
        let offset = max(i, error.column - 1 - prefix.count + i + 1)
        throw located(path, bytes, offset: offset, error.message)
    }
}

/// A `PagerTraceError` at byte `offset` of the file, as line and byte column.
private func located(_ path: String, _ bytes: [UInt8], offset: Int, _ message: String) -> PagerTraceError {
    var line = 1, lineStart = 0
    for k in 0..<min(offset, bytes.count) where bytes[k] == 0x0A {
        line += 1
        lineStart = k + 1
    }
    return PagerTraceError(file: path, line: line, column: offset - lineStart + 1, message: message)
}
