// A trace as a picture: a timeline of what the reducer emitted, written as plain SVG.
//
// Records stream in and are binned by time as they come (`Timeline`), each bin keeping
// the first, last, lowest and highest value of every field, which events happened and
// which fields differed. The picture is drawn from the bins at one bin per pixel column,
// so its size is bounded whatever the trace's length (a 3 M-event trace draws as small as
// a 30-event one) while every spike, step and difference stays visible.
// (Over 450 lines: the picture's one renderer — binning, lanes, axes, labels — writing one
// document; each part is a small function of it.)
import PagerCore
import PagerTrace

/// Draws a replayed trace: one panel per field (offsetY, headerTy, insetTop, selected,
/// pagesX, pagerX) against `t`, a labelled lane of events (drags, flings, taps with the
/// tapped item, status-bar taps, layouts), and — with expected records — the expected
/// values dashed and, in each field's own panel, the stretches where that field differs
/// shaded. Fields without a panel (`commands`, `pending`, …) are shaded in a lane of
/// their own, named.
///
/// ```swift
/// var plot = SVGPlot(title: "menu")
/// for (event, record) in zip(events, records) { plot.add(event, record) }
/// let svg = plot.render()
/// ```
///
/// Memory and output size are O(1) in the number of records: O(`Timeline.binCount`).
public struct SVGPlot {
    /// The picture's title.
    public var title: String
    /// How expected and actual records are compared for shading.
    public var differ = PagerRecordDiffer()

    private var timeline = Timeline()
    private var hasExpected = false
    /// Records without an expected one, or fields without a panel that differed, by name.
    private var otherFields: Set<String> = []
    /// The current layout's pager titles, for tap labels.
    private var titles: [String?] = []
    private var sequence = 0

    /// An empty plot titled `title` (records are added with `add(_:_:expected:)`).
    public init(title: String) {
        self.title = title
    }

    /// Plots whole lists (for small traces and tests); `expected` may be shorter or longer.
    public init(events: [PagerEvent], records: [PagerRecord], expected: [PagerRecord]? = nil, title: String) {
        self.init(title: title)
        for (i, (event, record)) in zip(events, records).enumerated() {
            add(event, record, expected: expected.map { i < $0.count ? .record($0[i], line: i + 1) : .missing } ?? .none)
        }
    }

    /// The fields with a panel, in drawing order; `isStep` for fields that jump between
    /// levels (drawn as steps, never as ramps).
    static let series: [(name: String, color: String, isStep: Bool, value: @Sendable (PagerRecord) -> Double?)] = [
        ("offsetY", "#1f77b4", false, { $0.offsetY }),
        ("headerTy", "#d62728", false, { $0.headerTy }),
        ("insetTop", "#9467bd", true, { $0.insetTop }),
        ("selected", "#2ca02c", true, { $0.selected.map(Double.init) }),
        ("pagesX", "#ff7f0e", false, { $0.pagesX }),
        ("pagerX", "#8c564b", false, { $0.pagerX }),
    ]

    /// The rows of the event lane: label and colour.
    static let lanes: [(name: String, color: String)] = [
        ("drag", "#1f77b4"), ("fling", "#ff7f0e"), ("tap", "#d62728"), ("status bar", "#9467bd"), ("layout", "#444"),
        // Drags on the header (SPEC §4.7), and the commands a front end animates: a
        // `fling` (a triangle), a `setTarget` (a diamond), an `animateHeader` (a circle).
        ("header drag", "#17becf"), ("fling cmd", "#ff7f0e"), ("setTarget", "#2ca02c"), ("animateHeader", "#8c564b"),
    ]

    /// The marker of a lane row past the five event lanes, or nil for a plain tick.
    func marker(lane row: Int, x: Double, top: Double, height: Double) -> String? {
        let middle = top + height / 2, r = height / 2 - 1
        switch row {
        case 6: return "M\(n(x - r)) \(n(middle - r))L\(n(x + r)) \(n(middle))L\(n(x - r)) \(n(middle + r))Z"
        case 7: return "M\(n(x)) \(n(middle - r))L\(n(x + r)) \(n(middle))L\(n(x)) \(n(middle + r))L\(n(x - r)) \(n(middle))Z"
        case 8: return "M\(n(x - r)) \(n(middle))a\(n(r)) \(n(r)) 0 1 0 \(n(2 * r)) 0a\(n(r)) \(n(r)) 0 1 0 \(n(-2 * r)) 0"
        default: return nil
        }
    }

    /// The lane row of `tapPagerItem`, whose markers are labelled with the tapped item.
    static let tapLane = 2

    /// Adds one event, its record and what it is compared with.
    ///
    /// - Complexity: O(1), plus the comparison when `expected` is given.
    public mutating func add(_ event: PagerEvent, _ record: PagerRecord, expected: PagerReplaySteps.Expected = .none) {
        sequence += 1
        var differs: UInt8 = 0, events: UInt16 = 0, tap: String?
        switch expected {
        case .none: break
        case .record(let wanted, _):
            hasExpected = true
            for difference in differ.differences(expected: wanted, actual: record) {
                let field = difference.field.split(separator: ".").first.map(String.init) ?? difference.field
                if let s = Self.series.firstIndex(where: { $0.name == field }) {
                    differs |= 1 << s
                } else {
                    differs |= 1 << Self.series.count
                    otherFields.insert(field)
                }
            }
        case .missing:
            hasExpected = true
            differs |= 1 << Self.series.count
            otherFields.insert("(no expected record)")
        }
        switch event.kind {
        case .offset(.dragBegan, let report) where report.view == .header, .offset(.dragEnded, let report) where report.view == .header:
            events = 1 << 5
        case .offset(.dragBegan, _), .offset(.dragEnded, _): events = 1 << 0
        case .offset(.decelerateBegan, _): events = 1 << 1
        case .tapPagerItem(let index):
            events = 1 << Self.tapLane
            let title = titles.indices.contains(index) ? titles[index] : nil
            tap = title.map { "\(index) \($0)" } ?? "\(index)"
        case .tapStatusBar: events = 1 << 3
        case .layout(let layout):
            events = 1 << 4
            if record.diagnostics.isEmpty { titles = layout.pager.items.map(\.title) }
        default: break
        }
        if record.hasCommandsOrDiagnostics {
            for command in record.commands {
                switch command {
                case .fling: events |= 1 << 6
                case .setTarget: events |= 1 << 7
                case .animateHeader: events |= 1 << 8
                default: break
                }
            }
        }

        // In place: the column's arrays are never copied.
        let i = timeline.column(for: record.t)
        for (s, series) in Self.series.enumerated() {
            timeline.columns[i].values[s].add(series.value(record), at: sequence)
            if case .record(let wanted, _) = expected {
                timeline.columns[i].values[Self.series.count + s].add(series.value(wanted), at: sequence)
            }
        }
        timeline.columns[i].differs |= differs
        timeline.columns[i].events |= events
        if timeline.columns[i].tap == nil { timeline.columns[i].tap = tap }
    }

    // Geometry of the picture.
    let width = 960.0, left = 90.0, right = 150.0, top = 40.0, panelHeight = 80.0, gap = 18.0, laneRow = 12.0

    /// The SVG document.
    ///
    /// - Complexity: O(`Timeline.binCount`), whatever the number of records.
    public func render() -> String {
        let plotWidth = width - left - right
        let pixels = Int(plotWidth)
        let laneRows = Self.lanes.count + (hasExpected ? 1 : 0)
        let panelsBottom = top + Double(Self.series.count) * (panelHeight + gap)
        let laneTop = panelsBottom
        let axisY = laneTop + Double(laneRows) * laneRow + 8
        let height = axisY + 70
        let (t0, t1) = timeline.range.map { ($0.lowerBound, max($0.upperBound, $0.lowerBound + 1e-9)) } ?? (0, 1)
        func x(_ t: Double) -> Double { left + (t - t0) / (t1 - t0) * plotWidth }
        let columns = timeline.pixelColumns(pixels, from: t0, to: t1)
        func px(_ p: Int) -> Double { left + Double(p) + 0.5 }

        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif" font-size="11">
            <rect width="100%" height="100%" fill="white"/>
            \(label(title, x: left, y: 22, fontSize: 14, attributes: " font-weight=\"bold\""))

            """

        for (s, series) in Self.series.enumerated() {
            let y0 = top + Double(s) * (panelHeight + gap)
            var low = Double.infinity, high = -Double.infinity
            for column in columns {
                for bin in [column.values[s], column.values[Self.series.count + s]] where bin.count > 0 {
                    low = min(low, bin.low)
                    high = max(high, bin.high)
                }
            }
            if low > high { (low, high) = (0, 1) }
            // A field that never moves gets a band around its value, not a zero-height axis.
            if high - low < 1e-9 { (low, high) = (low - 1, high + 1) }
            let ticks = Ticks(low: low, high: high, count: 4, integers: series.name == "selected")
            let (bottom, topValue) = (min(low, ticks.values.first ?? low), max(high, ticks.values.last ?? high))
            let span = max(topValue - bottom, 1e-9)
            func y(_ v: Double) -> Double { y0 + panelHeight - (v - bottom) / span * panelHeight }

            svg += "<g class=\"panel\" data-series=\"\(series.name)\">\n"
            // Where this field differs from the expected one.
            for run in runs(columns, where: { $0.differs & (1 << s) != 0 }) {
                svg +=
                    "<rect class=\"difference\" data-field=\"\(series.name)\" x=\"\(n(px(run.lowerBound) - 2))\" y=\"\(n(y0 - 2))\" width=\"\(n(Double(run.count) + 3))\" height=\"\(n(panelHeight + 4))\" fill=\"#ff0000\" fill-opacity=\"0.15\"/>\n"
            }
            // Grid and labelled ticks.
            for tick in ticks.values {
                svg += "<line class=\"tick\" x1=\"\(n(left - 4))\" y1=\"\(n(y(tick)))\" x2=\"\(n(left + plotWidth))\" y2=\"\(n(y(tick)))\" stroke=\"#eee\"/>\n"
                svg += "<text x=\"\(n(left - 6))\" y=\"\(n(y(tick) + 4))\" text-anchor=\"end\">\(ticks.label(tick))</text>\n"
            }
            svg += "<line x1=\"\(n(left))\" y1=\"\(n(y0))\" x2=\"\(n(left))\" y2=\"\(n(y0 + panelHeight))\" stroke=\"#444\"/>\n"
            svg +=
                "<text x=\"\(n(left + plotWidth + 8))\" y=\"\(n(y0 + panelHeight / 2 + 4))\" fill=\"\(series.color)\" font-weight=\"bold\">\(series.name)</text>\n"
            if hasExpected {
                svg +=
                    "<path class=\"expected\" d=\"\(path(columns, Self.series.count + s, step: series.isStep, px, y))\" fill=\"none\" stroke=\"#999\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>\n"
            }
            svg +=
                "<path class=\"series\" data-series=\"\(series.name)\" d=\"\(path(columns, s, step: series.isStep, px, y))\" fill=\"none\" stroke=\"\(series.color)\" stroke-width=\"1.5\"/>\n"
            svg += "</g>\n"
        }

        // The event lane: one labelled row per kind of event; taps name their item.
        svg += "<g class=\"events\">\n"
        for (row, lane) in Self.lanes.enumerated() {
            let rowTop = laneTop + Double(row) * laneRow
            svg += "<text x=\"\(n(left - 6))\" y=\"\(n(rowTop + 9))\" text-anchor=\"end\" font-size=\"10\">\(lane.name)</text>\n"
            var labelEnd = -Double.infinity
            for (p, column) in columns.enumerated() where column.events & (1 << row) != 0 {
                if let marker = marker(lane: row, x: px(p), top: rowTop, height: laneRow) {
                    svg += "<path class=\"event\" data-lane=\"\(lane.name)\" d=\"\(marker)\" fill=\"\(lane.color)\"/>\n"
                    continue
                }
                svg +=
                    "<line class=\"event\" data-lane=\"\(lane.name)\" x1=\"\(n(px(p)))\" y1=\"\(n(rowTop + 1))\" x2=\"\(n(px(p)))\" y2=\"\(n(rowTop + laneRow - 1))\" stroke=\"\(lane.color)\" stroke-width=\"1.5\"/>\n"
                // A tap is labelled with its item when the label has room.
                if row == Self.tapLane, let tap = column.tap, px(p) + 3 > labelEnd,
                    px(p) + 3 + Double(min(tap.count, 16)) * 5.5 <= left + plotWidth
                {
                    let text = escape(String(tap.prefix(16)))
                    svg += "<text class=\"tap-label\" x=\"\(n(px(p) + 3))\" y=\"\(n(rowTop + 9))\" font-size=\"9\" fill=\"\(lane.color)\">\(text)</text>\n"
                    labelEnd = px(p) + 3 + Double(text.count) * 5.5 + 4
                }
            }
        }
        if hasExpected {
            let rowTop = laneTop + Double(Self.lanes.count) * laneRow
            let names = otherFields.sorted().joined(separator: ", ")
            svg += "<text x=\"\(n(left - 6))\" y=\"\(n(rowTop + 9))\" text-anchor=\"end\" font-size=\"10\">other fields</text>\n"
            for run in runs(columns, where: { $0.differs & (1 << Self.series.count) != 0 }) {
                svg +=
                    "<rect class=\"difference\" data-field=\"other\" x=\"\(n(px(run.lowerBound) - 2))\" y=\"\(n(rowTop))\" width=\"\(n(Double(run.count) + 3))\" height=\"\(n(laneRow))\" fill=\"#ff0000\" fill-opacity=\"0.25\"/>\n"
            }
            if !names.isEmpty {
                svg += label("differ: " + names, x: left + plotWidth + 8, y: rowTop + 9, fontSize: 10, attributes: " fill=\"#c00\"") + "\n"
            }
        }
        svg += "</g>\n"

        // Time axis with round ticks.
        svg += "<line x1=\"\(n(left))\" y1=\"\(n(axisY))\" x2=\"\(n(left + plotWidth))\" y2=\"\(n(axisY))\" stroke=\"#444\"/>\n"
        let times = Ticks(low: t0, high: t1, count: 6, integers: false)
        for t in times.values where t >= t0 && t <= t1 {
            svg += "<line class=\"tick\" x1=\"\(n(x(t)))\" y1=\"\(n(axisY))\" x2=\"\(n(x(t)))\" y2=\"\(n(axisY + 4))\" stroke=\"#444\"/>\n"
            svg += "<text x=\"\(n(x(t)))\" y=\"\(n(axisY + 16))\" text-anchor=\"middle\">\(times.label(t))</text>\n"
        }
        svg += "<text x=\"\(n(left + plotWidth + 8))\" y=\"\(n(axisY + 16))\">t (s)</text>\n"

        // Legend for the line styles.
        var legendX = left
        let legendY = axisY + 40
        var legend: [(String, String, String)] = [("value", "#333", ""), ("steps: insetTop, selected", "#333", "")]
        if hasExpected { legend += [("expected", "#999", " stroke-dasharray=\"4 3\""), ("differs (per field)", "#f4a3a3", "")] }
        svg += "<g class=\"legend\">\n"
        for (name, color, dash) in legend {
            svg +=
                "<line x1=\"\(n(legendX))\" y1=\"\(n(legendY))\" x2=\"\(n(legendX + 18))\" y2=\"\(n(legendY))\" stroke=\"\(color)\" stroke-width=\"3\"\(dash)/>"
            svg += "<text x=\"\(n(legendX + 22))\" y=\"\(n(legendY + 4))\">\(name)</text>\n"
            legendX += 36 + Double(name.count) * 6
        }
        svg += "</g>\n</svg>\n"
        return svg
    }

    /// The pixel columns where `predicate` holds, as runs. Columns without records (time
    /// between two events) do not break a run: a run ends at the next column whose records
    /// do not match.
    private func runs(_ columns: [Column], where predicate: (Column) -> Bool) -> [Range<Int>] {
        var result: [Range<Int>] = [], start: Int?, end = 0
        for p in 0...columns.count {
            if p < columns.count, !columns[p].hasRecords { continue }
            let inside = p < columns.count && predicate(columns[p])
            if inside {
                if start == nil { start = p }
                end = p + 1
            } else if let first = start {
                result.append(first..<end)
                start = nil
            }
        }
        return result
    }

    /// The path of one value slot through the pixel columns: per column, its first, lowest
    /// and highest (in the order they came) and last value. Lines join columns directly;
    /// steps hold the level until the next column. A column with a `nil` value lifts the pen.
    private func path(_ columns: [Column], _ slot: Int, step: Bool, _ px: (Int) -> Double, _ y: (Double) -> Double) -> String {
        var d = "", pen = false, lastY = Double.nan
        for (p, column) in columns.enumerated() {
            let bin = column.values[slot]
            guard bin.count > 0 else {
                if bin.nils > 0 { pen = false }
                continue
            }
            let x = n(px(p))
            for (k, value) in bin.orderedPoints.enumerated() {
                let yv = y(value)
                if !pen {
                    d += "M" + x + " " + n(yv)
                    pen = true
                } else if step {
                    if k == 0 { d += "H" + x }
                    if yv != lastY { d += "V" + n(yv) }
                } else if yv != lastY || k == 0 {
                    d += "L" + x + " " + n(yv)
                }
                lastY = yv
            }
            if bin.nils > 0 { pen = false }
        }
        return d.isEmpty ? "M0 0" : d
    }

    /// A width a character of this font size takes at most, near enough for the digits,
    /// letters and punctuation the plot writes (Helvetica's widest lower-case letters are
    /// about 0.6 em; capitals and `m`/`w` a little more, which the margin absorbs).
    static func textWidth(_ text: String, fontSize: Double) -> Double { Double(text.count) * fontSize * 0.6 }

    /// A left-aligned `<text>` that ends inside the canvas: a text too long for the room
    /// left of `width` is shortened with "…", and the whole text kept as its tooltip.
    private func label(_ text: String, x: Double, y: Double, fontSize: Double, attributes: String) -> String {
        let room = width - 4 - x
        var shown = text
        if Self.textWidth(text, fontSize: fontSize) > room {
            let fits = max(Int(room / (fontSize * 0.6)) - 1, 0)
            shown = String(text.prefix(fits)) + "…"
        }
        let tooltip = shown == text ? "" : "<title>\(escape(text))</title>"
        return "<text class=\"label\" x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(fontSize))\"\(attributes)>\(tooltip)\(escape(shown))</text>"
    }

    /// A coordinate to 0.1.
    private func n(_ value: Double) -> String {
        var bytes: [UInt8] = []
        PagerTraceWriter.appendNumber((value * 10).rounded() / 10, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}

/// The first, last, lowest and highest value of one field in a stretch of time.
struct Bin {
    var count = 0
    /// Records in the stretch whose value was `nil` (`selected` with no items).
    var nils = 0
    var first = 0.0, last = 0.0, low = Double.infinity, high = -Double.infinity
    /// The arrival order of `first`, `last`, `low`, `high`, to draw them in time order.
    var firstAt = 0, lastAt = 0, lowAt = 0, highAt = 0

    mutating func add(_ value: Double?, at order: Int) {
        guard let value else {
            nils += 1
            return
        }
        if count == 0 || order < firstAt { first = value; firstAt = order }
        if count == 0 || order >= lastAt { last = value; lastAt = order }
        if value < low { low = value; lowAt = order }
        if value > high { high = value; highAt = order }
        count += 1
    }

    static func merged(_ a: Bin, _ b: Bin) -> Bin {
        guard a.count > 0 else { var b = b; b.nils += a.nils; return b }
        guard b.count > 0 else { var a = a; a.nils += b.nils; return a }
        var m = a
        m.count += b.count
        m.nils += b.nils
        if b.firstAt < m.firstAt { m.first = b.first; m.firstAt = b.firstAt }
        if b.lastAt >= m.lastAt { m.last = b.last; m.lastAt = b.lastAt }
        if b.low < m.low { m.low = b.low; m.lowAt = b.lowAt }
        if b.high > m.high { m.high = b.high; m.highAt = b.highAt }
        return m
    }

    /// First, extremes and last in arrival order, without repeats of the same point.
    var orderedPoints: [Double] {
        var points = [(firstAt, first), (lowAt, low), (highAt, high), (lastAt, last)]
        points.sort { $0.0 < $1.0 }
        var result: [Double] = []
        var seen: Set<Int> = []
        for (at, value) in points where seen.insert(at).inserted { result.append(value) }
        return result
    }
}

/// One stretch of time: every field's bin (actual, then expected), the events in it and
/// the fields that differed.
struct Column {
    var values = [Bin](repeating: Bin(), count: 2 * SVGPlot.series.count)
    /// One bit per event lane row.
    var events: UInt16 = 0
    /// One bit per series; the bit after them for fields without a panel.
    var differs: UInt8 = 0
    /// The first tap's label: its index and title.
    var tap: String?

    /// Whether any record fell into this column.
    var hasRecords: Bool { values[0].count + values[0].nils > 0 }

    static func merged(_ a: Column, _ b: Column) -> Column {
        var m = a
        for k in m.values.indices { m.values[k] = Bin.merged(a.values[k], b.values[k]) }
        m.events |= b.events
        m.differs |= b.differs
        m.tap = a.tap ?? b.tap
        return m
    }
}

/// Columns over a time span that doubles (merging neighbours) whenever a record falls
/// outside it, so any range of `t` fits in `binCount` columns and at least a quarter of
/// them cover the range actually used.
struct Timeline {
    static let binCount = 4096
    var columns = [Column](repeating: Column(), count: binCount)
    /// `t` of the first column's start, and the span of all columns.
    private var origin = 0.0, span = 0.0
    private var started = false
    /// The smallest and largest `t` added.
    private(set) var range: ClosedRange<Double>?

    /// The column `t` falls into, widening the span until it fits.
    mutating func column(for t: Double) -> Int {
        guard t.isFinite else { return 0 }
        range = range.map { min($0.lowerBound, t)...max($0.upperBound, t) } ?? t...t
        if !started {
            started = true
            origin = t
            span = 1.0 / 1024  // a millisecond per column to start with; it doubles as needed
        }
        while t >= origin + span { widen(right: true) }
        while t < origin { widen(right: false) }
        return min(Self.binCount - 1, Int((t - origin) / span * Double(Self.binCount)))
    }

    /// Doubles the span, to the right (new time after) or to the left (new time before).
    private mutating func widen(right: Bool) {
        let half = Self.binCount / 2
        var merged = [Column](repeating: Column(), count: Self.binCount)
        for k in 0..<half {
            merged[right ? k : half + k] = Column.merged(columns[2 * k], columns[2 * k + 1])
        }
        columns = merged
        if !right { origin -= span }
        span *= 2
    }

    /// The columns merged into `pixels` columns over `t0...t1`.
    func pixelColumns(_ pixels: Int, from t0: Double, to t1: Double) -> [Column] {
        var result = [Column](repeating: Column(), count: pixels)
        guard started else { return result }
        let width = span / Double(Self.binCount)
        for (k, column) in columns.enumerated() where column.hasRecords {
            let middle = min(max(origin + (Double(k) + 0.5) * width, t0), t1)
            let p = min(pixels - 1, max(0, Int((middle - t0) / (t1 - t0) * Double(pixels))))
            result[p] = Column.merged(result[p], column)
        }
        return result
    }
}

/// Round tick values — 1, 2 or 5 times a power of ten apart — covering `low...high`.
struct Ticks {
    let values: [Double]
    /// Decimal places the step needs.
    let decimals: Int

    init(low: Double, high: Double, count: Int, integers: Bool) {
        let raw = max((high - low) / Double(max(count, 1)), integers ? 1 : 1e-9)
        var power = 1.0, decimals = 0
        while power * 10 <= raw { power *= 10 }
        while power > raw { power /= 10; decimals += 1 }
        let step: Double
        if raw <= power {
            step = power
        } else if raw <= 2 * power {
            step = 2 * power
        } else if raw <= 5 * power {
            step = 5 * power
        } else {
            step = 10 * power; decimals = max(0, decimals - 1)
        }
        let finalStep = integers ? max(1, step.rounded()) : step
        self.decimals = integers ? 0 : decimals
        var values: [Double] = []
        var k = (low / finalStep).rounded(.down)
        while k * finalStep <= high + finalStep * 1e-9, values.count < 50 {
            values.append(k * finalStep)
            k += 1
        }
        if values.count < 2 { values.append((k) * finalStep) }
        self.values = values
    }

    /// A tick as text, with no more decimals than the step needs.
    func label(_ value: Double) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        var bytes: [UInt8] = []
        let rounded = (value * scale).rounded() / scale
        PagerTraceWriter.appendNumber(rounded == 0 ? 0 : rounded, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
