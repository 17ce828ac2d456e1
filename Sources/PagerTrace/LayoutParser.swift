// The nested objects of a `layout` event (SPEC §2), with the SPEC's defaults. Layouts
// are rare in a trace, so these favour clarity over speed (titles may hold escapes).
import PagerCore

enum LayoutParser {
    static func viewport(_ s: inout JSONScanner) throws(LineError) -> Viewport {
        var width: Double?, height: Double?
        let start = objectStart(&s)
        try s.forEachMember { (s: inout JSONScanner, key: JSONScanner.Key) throws(LineError) in
            if key.is("width") { try once(width == nil, "width", key); width = try s.number("width") }
            else if key.is("height") { try once(height == nil, "height", key); height = try s.number("height") }
            else { try s.skipValue() }
        }
        guard let width else { throw missing("width", in: "viewport", at: start) }
        guard let height else { throw missing("height", in: "viewport", at: start) }
        return Viewport(width: width, height: height)
    }

    static func header(_ s: inout JSONScanner) throws(LineError) -> Header {
        var mode: HeaderMode?, height: Double?, barHeight: Double?, snap: Bool?, revealCheck: RevealCheck?
        let start = objectStart(&s)
        try s.forEachMember { (s: inout JSONScanner, key: JSONScanner.Key) throws(LineError) in
            if key.is("mode") {
                try once(mode == nil, "mode", key)
                mode = try enumValue(HeaderMode.self, &s, "mode", [
                    "fixed": .fixed, "quickReturn": .quickReturn, "collapse": .collapse, "stickyReveal": .stickyReveal,
                ])
            } else if key.is("height") { try once(height == nil, "height", key); height = try s.number("height") }
            else if key.is("barHeight") { try once(barHeight == nil, "barHeight", key); barHeight = try s.number("barHeight") }
            else if key.is("snap") { try once(snap == nil, "snap", key); snap = try s.bool("snap") }
            else if key.is("revealCheck") {
                try once(revealCheck == nil, "revealCheck", key)
                revealCheck = try enumValue(RevealCheck.self, &s, "revealCheck", ["release": .release, "decelerate": .decelerate])
            } else { try s.skipValue() }
        }
        guard let mode else { throw missing("mode", in: "header", at: start) }
        guard let height else { throw missing("height", in: "header", at: start) }
        guard let barHeight else { throw missing("barHeight", in: "header", at: start) }
        return Header(mode: mode, height: height, barHeight: barHeight, snap: snap ?? false, revealCheck: revealCheck ?? .release)
    }

    static func pagerBar(_ s: inout JSONScanner) throws(LineError) -> PagerBar {
        var items: [PagerItem]?, spacing: Double?, edgeInset: Double?, indicatorExtra: Double?
        let start = objectStart(&s)
        try s.forEachMember { (s: inout JSONScanner, key: JSONScanner.Key) throws(LineError) in
            if key.is("items") {
                try once(items == nil, "items", key)
                var list: [PagerItem] = []
                try s.forEachElement { (s: inout JSONScanner) throws(LineError) in list.append(try pagerItem(&s)) }
                items = list
            } else if key.is("spacing") { try once(spacing == nil, "spacing", key); spacing = try s.number("spacing") }
            else if key.is("edgeInset") { try once(edgeInset == nil, "edgeInset", key); edgeInset = try s.number("edgeInset") }
            else if key.is("indicatorExtra") {
                try once(indicatorExtra == nil, "indicatorExtra", key)
                indicatorExtra = try s.number("indicatorExtra")
            } else { try s.skipValue() }
        }
        guard let items else { throw missing("items", in: "pager", at: start) }
        return PagerBar(items: items, spacing: spacing ?? 0, edgeInset: edgeInset ?? 0, indicatorExtra: indicatorExtra ?? 0)
    }

    static func pagerItem(_ s: inout JSONScanner) throws(LineError) -> PagerItem {
        var width: Double?, title: String?
        let start = objectStart(&s)
        try s.forEachMember { (s: inout JSONScanner, key: JSONScanner.Key) throws(LineError) in
            if key.is("width") { try once(width == nil, "width", key); width = try s.number("width") }
            else if key.is("title") { try once(title == nil, "title", key); title = try s.decodedString(what: "a string for 'title'") }
            else { try s.skipValue() }
        }
        guard let width else { throw missing("width", in: "pager item", at: start) }
        return PagerItem(width: width, title: title)
    }

    static func content(_ s: inout JSONScanner) throws(LineError) -> Content {
        enum Kind { case sections, pages }
        var kind: Kind?, sections: [Section]?, pages: [Page]?
        var selection: SelectionRule?, window: Double?, adjustContentSize: Bool?
        let start = objectStart(&s)
        try s.forEachMember { (s: inout JSONScanner, key: JSONScanner.Key) throws(LineError) in
            if key.is("kind") {
                try once(kind == nil, "kind", key)
                kind = try enumValue(Kind.self, &s, "kind", ["sections": .sections, "pages": .pages])
            } else if key.is("sections") {
                try once(sections == nil, "sections", key)
                var list: [Section] = []
                try s.forEachElement { (s: inout JSONScanner) throws(LineError) in list.append(try section(&s)) }
                sections = list
            } else if key.is("pages") {
                try once(pages == nil, "pages", key)
                var list: [Page] = []
                try s.forEachElement { (s: inout JSONScanner) throws(LineError) in list.append(try page(&s)) }
                pages = list
            } else if key.is("selection") {
                try once(selection == nil, "selection", key)
                selection = try enumValue(SelectionRule.self, &s, "selection", ["crossing": .crossing, "window": .window])
            } else if key.is("window") { try once(window == nil, "window", key); window = try s.number("window") }
            else if key.is("adjustContentSize") {
                try once(adjustContentSize == nil, "adjustContentSize", key)
                adjustContentSize = try s.bool("adjustContentSize")
            } else { try s.skipValue() }
        }
        switch kind {
        case nil:
            throw missing("kind", in: "content", at: start)
        case .sections:
            guard let sections else { throw missing("sections", in: "sections content", at: start) }
            return .sections(sections, selection: selection ?? .crossing, window: window ?? 20)
        case .pages:
            guard let pages else { throw missing("pages", in: "pages content", at: start) }
            return .pages(pages, adjustContentSize: adjustContentSize ?? false)
        }
    }

    static func section(_ s: inout JSONScanner) throws(LineError) -> Section {
        var headerHeight: Double?, rows: Int?, rowHeight: Double?, title: String?
        let start = objectStart(&s)
        try s.forEachMember { (s: inout JSONScanner, key: JSONScanner.Key) throws(LineError) in
            if key.is("headerHeight") { try once(headerHeight == nil, "headerHeight", key); headerHeight = try s.number("headerHeight") }
            else if key.is("rows") { try once(rows == nil, "rows", key); rows = try s.integer("rows") }
            else if key.is("rowHeight") { try once(rowHeight == nil, "rowHeight", key); rowHeight = try s.number("rowHeight") }
            else if key.is("title") { try once(title == nil, "title", key); title = try s.decodedString(what: "a string for 'title'") }
            else { try s.skipValue() }
        }
        guard let headerHeight else { throw missing("headerHeight", in: "section", at: start) }
        guard let rows else { throw missing("rows", in: "section", at: start) }
        guard let rowHeight else { throw missing("rowHeight", in: "section", at: start) }
        return Section(headerHeight: headerHeight, rows: rows, rowHeight: rowHeight, title: title)
    }

    static func page(_ s: inout JSONScanner) throws(LineError) -> Page {
        var contentHeight: Double?
        let start = objectStart(&s)
        try s.forEachMember { (s: inout JSONScanner, key: JSONScanner.Key) throws(LineError) in
            if key.is("contentHeight") { try once(contentHeight == nil, "contentHeight", key); contentHeight = try s.number("contentHeight") }
            else { try s.skipValue() }
        }
        guard let contentHeight else { throw missing("contentHeight", in: "page", at: start) }
        return Page(contentHeight: contentHeight)
    }

    // MARK: Helpers

    /// The offset where the next value (an object) starts, for "missing field" errors.
    private static func objectStart(_ s: inout JSONScanner) -> Int {
        s.skipWhitespace()
        return s.position
    }

    private static func missing(_ field: String, in object: String, at offset: Int) -> LineError {
        LineError(offset: offset, message: "missing field '\(field)' in \(object)")
    }

    private static func enumValue<T>(
        _: T.Type, _ s: inout JSONScanner, _ field: StaticString, _ cases: KeyValuePairs<StaticString, T>
    ) throws(LineError) -> T {
        s.skipWhitespace()
        if s.peek() != UInt8(ascii: "\"") { throw s.typeError(field, "a string") }
        let range = try s.string(what: "a string for '\(field)'")
        let key = JSONScanner.Key(range: range, offset: range.lowerBound - 1, scanner: s)
        for (name, value) in cases where key.is(name) { return value }
        throw s.fail("unknown \(field) '\(key.string)'", at: range.lowerBound - 1)
    }
}
