// A trace as a picture: a timeline of what the reducer emitted, written as plain SVG.
import PagerCore

/// Draws a replayed trace: one panel per field (offsetY, headerTy, insetTop, selected,
/// pagesX, pagerX) against `t`, a lane of event markers (drags, flings, taps, status-bar
/// taps, layouts), and — with expected records — the expected values dashed and the
/// stretches where they differ shaded.
public struct SVGPlot {
    public var events: [PagerEvent]
    public var records: [PagerRecord]
    public var expected: [PagerRecord]?
    public var title: String
    public var differ = RecordDiffer()

    public init(events: [PagerEvent], records: [PagerRecord], expected: [PagerRecord]? = nil, title: String) {
        self.events = events
        self.records = records
        self.expected = expected
        self.title = title
    }

    /// The series, in drawing order: name, colour, and how to read it off a record.
    static let series: [(name: String, color: String, value: @Sendable (PagerRecord) -> Double?)] = [
        ("offsetY", "#1f77b4", { $0.offsetY }),
        ("headerTy", "#d62728", { $0.headerTy }),
        ("insetTop", "#9467bd", { $0.insetTop }),
        ("selected", "#2ca02c", { $0.selected.map(Double.init) }),
        ("pagesX", "#ff7f0e", { $0.pagesX }),
        ("pagerX", "#8c564b", { $0.pagerX }),
    ]

    // Geometry of the picture.
    let width = 960.0, left = 90.0, right = 150.0, top = 40.0, panelHeight = 80.0, gap = 18.0, laneHeight = 36.0

    /// The SVG document.
    ///
    /// - Complexity: O(records + events).
    public func render() -> String {
        let plotWidth = width - left - right
        let height = top + Double(Self.series.count) * (panelHeight + gap) + laneHeight + 60
        let times = records.map(\.t)
        let t0 = times.min() ?? 0, t1 = max(times.max() ?? 1, t0 + 1e-9)
        func x(_ t: Double) -> Double { left + (t - t0) / (t1 - t0) * plotWidth }

        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif" font-size="11">
            <rect width="100%" height="100%" fill="white"/>
            <text x="\(n(left))" y="22" font-size="14" font-weight="bold">\(escape(title))</text>

            """

        // Stretches where expected and actual differ, across every panel.
        if let expected {
            var start: Int?
            for i in 0...records.count {
                let differs = i < records.count && (i >= expected.count || !differ.differences(expected: expected[i], actual: records[i]).isEmpty)
                if differs, start == nil { start = i }
                if !differs, let first = start {
                    let from = x(records[first].t) - 2, to = x(records[min(i, records.count - 1)].t) + 2
                    svg += "<rect class=\"difference\" x=\"\(n(from))\" y=\"\(n(top - 6))\" width=\"\(n(max(4, to - from)))\" height=\"\(n(Double(Self.series.count) * (panelHeight + gap)))\" fill=\"#ff0000\" fill-opacity=\"0.12\"/>\n"
                    start = nil
                }
            }
        }

        for (index, series) in Self.series.enumerated() {
            let y0 = top + Double(index) * (panelHeight + gap)
            let values = records.compactMap { series.value($0) } + (expected ?? []).compactMap { series.value($0) }
            let low = values.min() ?? 0, high = max(values.max() ?? 1, low + 1e-9)
            func y(_ v: Double) -> Double { y0 + panelHeight - (v - low) / (high - low) * panelHeight }
            // Axes, the range, the name.
            svg += "<g class=\"panel\">\n"
            svg += "<line x1=\"\(n(left))\" y1=\"\(n(y0))\" x2=\"\(n(left))\" y2=\"\(n(y0 + panelHeight))\" stroke=\"#444\"/>\n"
            svg += "<line x1=\"\(n(left))\" y1=\"\(n(y0 + panelHeight))\" x2=\"\(n(left + plotWidth))\" y2=\"\(n(y0 + panelHeight))\" stroke=\"#bbb\"/>\n"
            svg += "<text x=\"\(n(left - 6))\" y=\"\(n(y0 + 8))\" text-anchor=\"end\">\(label(high))</text>\n"
            svg += "<text x=\"\(n(left - 6))\" y=\"\(n(y0 + panelHeight))\" text-anchor=\"end\">\(label(low))</text>\n"
            svg += "<text x=\"\(n(left + plotWidth + 8))\" y=\"\(n(y0 + panelHeight / 2 + 4))\" fill=\"\(series.color)\" font-weight=\"bold\">\(series.name)</text>\n"
            if let expected {
                svg += "<path class=\"expected\" d=\"\(path(expected, series.value, x, y))\" fill=\"none\" stroke=\"#999\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>\n"
            }
            svg += "<path class=\"series\" data-series=\"\(series.name)\" d=\"\(path(records, series.value, x, y))\" fill=\"none\" stroke=\"\(series.color)\" stroke-width=\"1.5\"/>\n"
            svg += "</g>\n"
        }

        // Event lane: what happened, when.
        let laneTop = top + Double(Self.series.count) * (panelHeight + gap)
        svg += "<g class=\"events\">\n<text x=\"\(n(left - 6))\" y=\"\(n(laneTop + 14))\" text-anchor=\"end\">events</text>\n"
        for (event, record) in zip(events, records) {
            guard let mark = marker(event) else { continue }
            svg += "<line class=\"event\" x1=\"\(n(x(record.t)))\" y1=\"\(n(laneTop + mark.row * 10))\" x2=\"\(n(x(record.t)))\" y2=\"\(n(laneTop + mark.row * 10 + 9))\" stroke=\"\(mark.color)\" stroke-width=\"1.5\"/>\n"
        }
        svg += "</g>\n"
        // Time axis.
        let axisY = laneTop + laneHeight
        svg += "<line x1=\"\(n(left))\" y1=\"\(n(axisY))\" x2=\"\(n(left + plotWidth))\" y2=\"\(n(axisY))\" stroke=\"#444\"/>\n"
        for k in 0...5 {
            let t = t0 + (t1 - t0) * Double(k) / 5
            svg += "<line x1=\"\(n(x(t)))\" y1=\"\(n(axisY))\" x2=\"\(n(x(t)))\" y2=\"\(n(axisY + 4))\" stroke=\"#444\"/>\n"
            svg += "<text x=\"\(n(x(t)))\" y=\"\(n(axisY + 16))\" text-anchor=\"middle\">\(label(t)) s</text>\n"
        }
        // Legend for the markers (and the expected/difference styles), in a row below the axis.
        var legendX = left
        let legendY = axisY + 34
        var legend: [(String, String)] = [("drag", "#1f77b4"), ("fling (decelerate)", "#ff7f0e"), ("tap", "#d62728"),
                                          ("status bar", "#9467bd"), ("layout", "#444")]
        if expected != nil { legend += [("expected (dashed)", "#999"), ("differs (shaded)", "#f4a3a3")] }
        svg += "<g class=\"legend\">\n"
        for (name, color) in legend {
            svg += "<line x1=\"\(n(legendX))\" y1=\"\(n(legendY))\" x2=\"\(n(legendX + 14))\" y2=\"\(n(legendY))\" stroke=\"\(color)\" stroke-width=\"3\"/>"
            svg += "<text x=\"\(n(legendX + 18))\" y=\"\(n(legendY + 4))\">\(name)</text>\n"
            legendX += 30 + Double(name.count) * 6
        }
        svg += "</g>\n</svg>\n"
        return svg
    }

    /// A step-free polyline through the values; `nil` values break the line.
    private func path(_ records: [PagerRecord], _ value: (PagerRecord) -> Double?, _ x: (Double) -> Double, _ y: (Double) -> Double) -> String {
        var d = "", pen = false
        for record in records {
            guard let v = value(record) else {
                pen = false
                continue
            }
            d += (pen ? "L" : "M") + n(x(record.t)) + " " + n(y(v)) + " "
            pen = true
        }
        return d.isEmpty ? "M0 0" : String(d.dropLast())
    }

    private func marker(_ event: PagerEvent) -> (row: Double, color: String)? {
        switch event.kind {
        case .offset(.dragBegan, _), .offset(.dragEnded, _): return (0, "#1f77b4")
        case .offset(.decelerateBegan, _): return (1, "#ff7f0e")
        case .tapPagerItem: return (2, "#d62728")
        case .tapStatusBar: return (2, "#9467bd")
        case .layout: return (1, "#444")
        default: return nil
        }
    }

    /// A coordinate to 0.1.
    private func n(_ value: Double) -> String {
        var bytes: [UInt8] = []
        TraceWriter.appendNumber((value * 10).rounded() / 10, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func label(_ value: Double) -> String {
        var bytes: [UInt8] = []
        TraceWriter.appendNumber((value * 100).rounded() / 100, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
