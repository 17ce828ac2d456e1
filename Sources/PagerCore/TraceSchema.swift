// The trace format's vocabulary (SPEC §2, §3), stated once: every key, in the order the
// writer writes it, and every default. The `Codable` conformances, the streaming parsers,
// the writer and the differ all read these; enum spellings are the raw values of the
// types they name (`PagerEventName`, `PagerScrollViewID`, `PagerHeaderMode`, `PagerRevealCheck`,
// `PagerSelectionRule`, `PagerDiagnostic`, `PagerCommand.Kind`).

/// Which contract this package implements.
public enum PagerTraceFormat {
    /// The version of the JSONL trace format (events and records) this package reads and writes.
    public static let version = 3
    /// The SPEC the reducer follows (docs/SPEC.md).
    public static let specVersion = "v3.1"
}

/// The defaults SPEC §2 gives for optional fields.
public enum PagerTraceDefaults {
    /// `header.snap`.
    public static let snap = false
    /// `header.revealCheck`.
    public static let revealCheck = PagerRevealCheck.release
    /// `content.selection`.
    public static let selection = PagerSelectionRule.crossing
    /// `content.window`.
    public static let window = 20.0
    /// `content.adjustContentSize`.
    public static let adjustContentSize = false
    /// `pager.spacing`, `pager.edgeInset`, `pager.indicatorExtra`.
    public static let spacing = 0.0, edgeInset = 0.0, indicatorExtra = 0.0
    /// `content.footerHeight`.
    public static let footerHeight = 0.0
    /// `pager.cells`.
    public static let cells = PagerCells.auto
    /// `pager.behavior`.
    public static let behavior = PagerBehavior.continuous
    /// `velocity` of `drag ended`.
    public static let velocity = 0.0

    /// `willDecelerate` of `drag ended`: whether the finger lifted while moving.
    public static func willDecelerate(velocity: Double) -> Bool { velocity != 0 }
}

/// The keys of each JSON object of the trace format, in the order they are written.
package enum TraceKeys {
    /// An event line (SPEC §2).
    package enum Event: String, CaseIterable, Sendable {
        case t, type, phase, view, page, offset, velocity, willDecelerate, index
        case viewport, header, pager, content
    }

    /// A record line (SPEC §3).
    package enum Record: String, CaseIterable, Sendable {
        case seq, t, event, selected, page, offsetY, pagesX, pagerX, headerTy, insetTop
        case indicator, pending, commands, diagnostics
    }

    /// A record's `indicator`.
    package enum Indicator: String, CaseIterable, Sendable {
        case x, width
    }

    /// A command in a record's `commands` (every key any command has).
    package enum Command: String, CaseIterable, Sendable {
        case type, view, page, value, animated, top, duration, height, velocity, ty
    }

    /// A layout's `viewport`.
    package enum Viewport: String, CaseIterable, Sendable {
        case width, height
    }

    /// A layout's `header`.
    package enum Header: String, CaseIterable, Sendable {
        case mode, height, barHeight, snap, revealCheck
    }

    /// A layout's `pager`.
    package enum Pager: String, CaseIterable, Sendable {
        case items, spacing, edgeInset, indicatorExtra, cells, behavior
    }

    /// An item of `pager.items`.
    package enum Item: String, CaseIterable, Sendable {
        case width, title
    }

    /// A layout's `content`.
    package enum Content: String, CaseIterable, Sendable {
        case kind, sections, selection, window, footerHeight, pages, adjustContentSize
    }

    /// A section of `content.sections`.
    package enum Section: String, CaseIterable, Sendable {
        case headerHeight, rows, rowHeight, height, title
    }

    /// A page of `content.pages`.
    package enum Page: String, CaseIterable, Sendable {
        case contentHeight
    }
}

// The codecs' keys (Codable); Embedded Swift has no CodingKey.
#if !hasFeature(Embedded)
extension TraceKeys.Event: CodingKey {}
extension TraceKeys.Record: CodingKey {}
extension TraceKeys.Indicator: CodingKey {}
extension TraceKeys.Command: CodingKey {}
extension TraceKeys.Viewport: CodingKey {}
extension TraceKeys.Header: CodingKey {}
extension TraceKeys.Pager: CodingKey {}
extension TraceKeys.Item: CodingKey {}
extension TraceKeys.Content: CodingKey {}
extension TraceKeys.Section: CodingKey {}
extension TraceKeys.Page: CodingKey {}
#endif
