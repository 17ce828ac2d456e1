// The nested objects of a `layout` event (SPEC §2), with the schema's keys and defaults
// (`TraceKeys`, `PagerTraceDefaults`). Layouts are rare in a trace, so these favour clarity
// over speed (titles may hold escapes).
import PagerCore

enum LayoutParser {
    static func viewport(_ s: inout JSONScanner) throws(LineError) -> PagerViewport {
        var width: Double?, height: Double?
        let start = objectStart(&s)
        try s.forEachMember { (s: inout JSONScanner, key: JSONScanner.Key) throws(LineError) in
            switch key.lookup(Spellings.viewportKeys)?.value {
            case .width?: try once(width == nil, key); width = try s.number(key.string)
            case .height?: try once(height == nil, key); height = try s.number(key.string)
            case nil: try s.skipValue()
            }
        }
        guard let width else { throw missing(TraceKeys.Viewport.width, in: "viewport", at: start) }
        guard let height else { throw missing(TraceKeys.Viewport.height, in: "viewport", at: start) }
        return PagerViewport(width: width, height: height)
    }

    static func header(_ s: inout JSONScanner) throws(LineError) -> PagerHeader {
        var mode: PagerHeaderMode?, height: Double?, barHeight: Double?, snap: Bool?, revealCheck: PagerRevealCheck?
        let start = objectStart(&s)
        try s.forEachMember { (s: inout JSONScanner, key: JSONScanner.Key) throws(LineError) in
            switch key.lookup(Spellings.headerKeys)?.value {
            case .mode?: try once(mode == nil, key); mode = try EventParser.enumValue(&s, key.string, Spellings.modes)
            case .height?: try once(height == nil, key); height = try s.number(key.string)
            case .barHeight?: try once(barHeight == nil, key); barHeight = try s.number(key.string)
            case .snap?: try once(snap == nil, key); snap = try s.bool(key.string)
            case .revealCheck?:
                try once(revealCheck == nil, key)
                revealCheck = try EventParser.enumValue(&s, key.string, Spellings.revealChecks)
            case nil: try s.skipValue()
            }
        }
        guard let mode else { throw missing(TraceKeys.Header.mode, in: "header", at: start) }
        guard let height else { throw missing(TraceKeys.Header.height, in: "header", at: start) }
        guard let barHeight else { throw missing(TraceKeys.Header.barHeight, in: "header", at: start) }
        return PagerHeader(
            mode: mode, height: height, barHeight: barHeight,
            snap: snap ?? PagerTraceDefaults.snap, revealCheck: revealCheck ?? PagerTraceDefaults.revealCheck)
    }

    static func pagerBar(_ s: inout JSONScanner) throws(LineError) -> PagerBar {
        var items: [PagerItem]?, spacing: Double?, edgeInset: Double?, indicatorExtra: Double?
        var cells: PagerCells?, behavior: PagerBehavior?
        let start = objectStart(&s)
        try s.forEachMember { (s: inout JSONScanner, key: JSONScanner.Key) throws(LineError) in
            switch key.lookup(Spellings.pagerKeys)?.value {
            case .items?:
                try once(items == nil, key)
                var list: [PagerItem] = []
                try s.forEachElement { (s: inout JSONScanner) throws(LineError) in list.append(try pagerItem(&s)) }
                items = list
            case .spacing?: try once(spacing == nil, key); spacing = try s.number(key.string)
            case .edgeInset?: try once(edgeInset == nil, key); edgeInset = try s.number(key.string)
            case .indicatorExtra?: try once(indicatorExtra == nil, key); indicatorExtra = try s.number(key.string)
            case .cells?: try once(cells == nil, key); cells = try EventParser.enumValue(&s, key.string, Spellings.cells)
            case .behavior?: try once(behavior == nil, key); behavior = try EventParser.enumValue(&s, key.string, Spellings.behaviors)
            case nil: try s.skipValue()
            }
        }
        guard let items else { throw missing(TraceKeys.Pager.items, in: "pager", at: start) }
        return PagerBar(
            items: items, spacing: spacing ?? PagerTraceDefaults.spacing, edgeInset: edgeInset ?? PagerTraceDefaults.edgeInset,
            indicatorExtra: indicatorExtra ?? PagerTraceDefaults.indicatorExtra,
            cells: cells ?? PagerTraceDefaults.cells, behavior: behavior ?? PagerTraceDefaults.behavior)
    }

    static func pagerItem(_ s: inout JSONScanner) throws(LineError) -> PagerItem {
        var width: Double?, title: String?
        let start = objectStart(&s)
        try s.forEachMember { (s: inout JSONScanner, key: JSONScanner.Key) throws(LineError) in
            switch key.lookup(Spellings.itemKeys)?.value {
            case .width?: try once(width == nil, key); width = try s.number(key.string)
            case .title?: try once(title == nil, key); title = try s.decodedString(what: "a string for 'title'")
            case nil: try s.skipValue()
            }
        }
        guard let width else { throw missing(TraceKeys.Item.width, in: "pager item", at: start) }
        return PagerItem(width: width, title: title)
    }

    static func content(_ s: inout JSONScanner) throws(LineError) -> PagerContent {
        var kind: PagerContent.Kind?, sections: [PagerListSection]?, pages: [PagerLayoutPage]?
        var selection: PagerSelectionRule?, window: Double?, adjustContentSize: Bool?, footerHeight: Double?
        let start = objectStart(&s)
        try s.forEachMember { (s: inout JSONScanner, key: JSONScanner.Key) throws(LineError) in
            switch key.lookup(Spellings.contentKeys)?.value {
            case .kind?: try once(kind == nil, key); kind = try EventParser.enumValue(&s, key.string, Spellings.contentKinds)
            case .sections?:
                try once(sections == nil, key)
                var list: [PagerListSection] = []
                try s.forEachElement { (s: inout JSONScanner) throws(LineError) in list.append(try section(&s)) }
                sections = list
            case .pages?:
                try once(pages == nil, key)
                var list: [PagerLayoutPage] = []
                try s.forEachElement { (s: inout JSONScanner) throws(LineError) in list.append(try page(&s)) }
                pages = list
            case .selection?:
                try once(selection == nil, key)
                selection = try EventParser.enumValue(&s, key.string, Spellings.selections)
            case .window?: try once(window == nil, key); window = try s.number(key.string)
            case .footerHeight?: try once(footerHeight == nil, key); footerHeight = try s.number(key.string)
            case .adjustContentSize?: try once(adjustContentSize == nil, key); adjustContentSize = try s.bool(key.string)
            case nil: try s.skipValue()
            }
        }
        switch kind {
        case nil:
            throw missing(TraceKeys.Content.kind, in: "content", at: start)
        case .sections?:
            guard let sections else { throw missing(TraceKeys.Content.sections, in: "sections content", at: start) }
            return .sections(
                sections, selection: selection ?? PagerTraceDefaults.selection, window: window ?? PagerTraceDefaults.window,
                footerHeight: footerHeight ?? PagerTraceDefaults.footerHeight)
        case .pages?:
            guard let pages else { throw missing(TraceKeys.Content.pages, in: "pages content", at: start) }
            return .pages(pages, adjustContentSize: adjustContentSize ?? PagerTraceDefaults.adjustContentSize)
        }
    }

    static func section(_ s: inout JSONScanner) throws(LineError) -> PagerListSection {
        if let section = canonicalSection(&s) { return section }
        var headerHeight: Double?, rows: Int?, rowHeight: Double?, height: Double?, title: String?
        var heightOffset = 0
        let start = objectStart(&s)
        try s.forEachMember { (s: inout JSONScanner, key: JSONScanner.Key) throws(LineError) in
            switch key.lookup(Spellings.sectionKeys)?.value {
            case .headerHeight?: try once(headerHeight == nil, key); headerHeight = try s.number(key.string)
            case .rows?: try once(rows == nil, key); rows = try s.integer(key.string)
            case .rowHeight?: try once(rowHeight == nil, key); rowHeight = try s.number(key.string)
            case .height?:
                try once(height == nil, key)
                s.skipWhitespace()
                heightOffset = s.position
                height = try s.number(key.string)
            case .title?: try once(title == nil, key); title = try s.decodedString(what: "a string for 'title'")
            case nil: try s.skipValue()
            }
        }
        guard let headerHeight else { throw missing(TraceKeys.Section.headerHeight, in: "section", at: start) }
        if let height {
            // A measured section; `rows`/`rowHeight` beside it is a trace error,
            // reported at the `height` value (SPEC §5).
            guard rows == nil, rowHeight == nil else {
                throw LineError(
                    offset: heightOffset,
                    message: "a section gives either 'rows' and 'rowHeight' or a measured 'height', not both")
            }
            return PagerListSection(headerHeight: headerHeight, height: height, title: title)
        }
        guard let rows else { throw missing(TraceKeys.Section.rows, in: "section", at: start) }
        guard let rowHeight else { throw missing(TraceKeys.Section.rowHeight, in: "section", at: start) }
        return PagerListSection(headerHeight: headerHeight, rows: rows, rowHeight: rowHeight, title: title)
    }

    /// A section written exactly as `PagerTraceWriter` writes one without a title —
    /// `{"headerHeight":N,"rows":I,"rowHeight":N}`, no spaces — read without looking keys
    /// up; anything else (other orders, spaces, a title, a bad value) leaves the scanner
    /// where it was, for `section` to read it, or report it, the general way. A layout
    /// can hold 100,000 sections.
    private static func canonicalSection(_ s: inout JSONScanner) -> PagerListSection? {
        unowned(unsafe) let K = LayoutListKeyBytes.shared
        let start = s.position
        guard s.skip(exactly: K.sectionHeaderHeight), let headerHeight = s.scanNumber(), headerHeight.isFinite,
            s.skip(exactly: K.sectionRows), let rows = try? s.integer(""),
            s.skip(exactly: K.sectionRowHeight), let rowHeight = s.scanNumber(), rowHeight.isFinite,
            s.peek() == UInt8(ascii: "}")
        else {
            s.position = start
            return nil
        }
        s.position += 1
        return PagerListSection(headerHeight: headerHeight, rows: rows, rowHeight: rowHeight)
    }

    static func page(_ s: inout JSONScanner) throws(LineError) -> PagerLayoutPage {
        var contentHeight: Double?
        let start = objectStart(&s)
        try s.forEachMember { (s: inout JSONScanner, key: JSONScanner.Key) throws(LineError) in
            switch key.lookup(Spellings.pageKeys)?.value {
            case .contentHeight?: try once(contentHeight == nil, key); contentHeight = try s.number(key.string)
            case nil: try s.skipValue()
            }
        }
        guard let contentHeight else { throw missing(TraceKeys.Page.contentHeight, in: "page", at: start) }
        return PagerLayoutPage(contentHeight: contentHeight)
    }

    // MARK: Helpers

    /// The offset where the next value (an object) starts, for "missing field" errors.
    private static func objectStart(_ s: inout JSONScanner) -> Int {
        s.skipWhitespace()
        return s.position
    }

    private static func missing<Key: RawRepresentable>(_ field: Key, in object: String, at offset: Int) -> LineError
    where Key.RawValue == String {
        LineError(offset: offset, message: "missing field '\(field.rawValue)' in \(object)")
    }
}
