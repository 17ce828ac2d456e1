// Records (SPEC §3) and events (SPEC §2) as JSON lines, keys in the SPEC's order,
// numbers in shortest round-trip form: whole numbers as integers (`-104`), others as
// Swift's shortest representation that reads back as the same `Double` (`0.7`, `1e-05`).
import PagerCore

/// Appends JSON text for records and events to a byte buffer.
///
/// - Complexity: O(size of the line written); no allocation beyond the buffer's growth
///   (numbers are written straight into it, long fractions included).
public enum PagerTraceWriter {
    /// Appends one record as a JSON line (with its `\n`).
    public static func append(_ record: PagerRecord, to out: inout [UInt8]) {
        withUnsafePointer(to: record) { record in withReserved(recordBound(record), in: &out) { write(record, to: &$0) } }
    }

    /// An upper bound of a record line's length: 14 keys and punctuation (< 260 bytes),
    /// 9 numbers of at most 32 bytes, 4 integers of at most 20; each command < 140 and
    /// each diagnostic < 24.
    @inline(__always)
    static func recordBound(_ record: UnsafePointer<PagerRecord>) -> Int {
        let bound = 260 + 9 * 32 + 4 * 20
        guard record.pointee.hasCommandsOrDiagnostics else { return bound }
        return bound + 140 * record.pointee.commands.count + 24 * record.pointee.diagnostics.count
    }

    /// At most `recordBound(record)` bytes. Keys and names come from the schema (`Spellings`).
    ///
    /// With `memo`, a number whose bits are those the same field had in the previous record
    /// written through that memo is copied from it instead of being formatted again: most
    /// fields of a record repeat from one record to the next.
    ///
    /// The record is read where it is, field by field (a record is 144 bytes: a copy of it
    /// is a call to `memcpy`).
    static func write(_ record: UnsafePointer<PagerRecord>, to c: inout ByteCursor, memo: NumberMemo? = nil) {
        unowned(unsafe) let K = RecordKeyBytes.shared
        @inline(__always) func number(_ field: Int, _ value: Double) {
            if let memo { memo.write(field, value, to: &c) } else { c.number(value) }
        }
        c.fragment(K.seq)
        if let memo { memo.writeSequence(record.pointee.seq, to: &c) } else { c.integer(record.pointee.seq) }
        c.fragment(K.t)
        number(0, record.pointee.t)
        c.fragment(K.event)
        c.fragment(Spellings.of(record.pointee.event, in: K.quotedEventNames))
        c.fragment(K.selected)
        c.optional(record.pointee.selected)
        c.fragment(K.page)
        c.integer(record.pointee.page)
        c.fragment(K.offsetY)
        number(1, record.pointee.offsetY)
        c.fragment(K.pagesX)
        number(2, record.pointee.pagesX)
        c.fragment(K.pagerX)
        number(3, record.pointee.pagerX)
        c.fragment(K.headerTy)
        number(4, record.pointee.headerTy)
        c.fragment(K.insetTop)
        number(5, record.pointee.insetTop)
        c.fragment(K.indicator)
        if let indicator = record.pointee.indicator {
            c.fragment(K.x)
            number(6, indicator.x)
            c.fragment(K.width)
            number(7, indicator.width)
            c.byte(UInt8(ascii: "}"))
        } else {
            c.literal("null")
        }
        c.fragment(K.pending)
        c.optional(record.pointee.pending)
        guard record.pointee.hasCommandsOrDiagnostics else {
            c.fragment(K.emptyListsAndEnd)
            return
        }
        c.fragment(K.commands)
        c.byte(UInt8(ascii: "["))
        for (i, command) in record.pointee.commands.enumerated() {
            if i > 0 { c.byte(UInt8(ascii: ",")) }
            write(command, to: &c)
        }
        c.byte(UInt8(ascii: "]"))
        c.fragment(K.diagnostics)
        c.byte(UInt8(ascii: "["))
        for (i, diagnostic) in record.pointee.diagnostics.enumerated() {
            if i > 0 { c.byte(UInt8(ascii: ",")) }
            c.string(Spellings.of(diagnostic, in: Spellings.diagnostics))
        }
        c.literal("]}\n")
    }

    /// Appends one command object (SPEC §3 shapes; `page` always present).
    public static func append(_ command: PagerCommand, to out: inout [UInt8]) {
        withReserved(140, in: &out) { write(command, to: &$0) }
    }

    /// At most 140 bytes.
    static func write(_ command: PagerCommand, to c: inout ByteCursor) {
        typealias K = CommandKeyBytes
        c.byte(UInt8(ascii: "{"))
        c.key(K.type, first: true)
        c.string(Spellings.of(command.kind, in: Spellings.commandKinds))
        switch command {
        case .setOffset(let view, let page, let value, let animated):
            writeView(view, page: page, K.value, value, to: &c)
            c.key(K.animated)
            c.literal(animated ? "true" : "false")
        case .setInset(let page, let top, let duration):
            c.key(K.page)
            c.optional(page)
            c.key(K.top)
            c.number(top)
            c.key(K.duration)
            c.number(duration)
        case .setContentHeight(let page, let height):
            c.key(K.page)
            c.integer(page)
            c.key(K.height)
            c.number(height)
        case .setTarget(let view, let page, let value):
            writeView(view, page: page, K.value, value, to: &c)
        case .fling(let view, let page, let velocity):
            writeView(view, page: page, K.velocity, velocity, to: &c)
        case .animateHeader(let ty, let duration):
            c.key(K.ty)
            c.number(ty)
            c.key(K.duration)
            c.number(duration)
        }
        c.byte(UInt8(ascii: "}"))
    }

    /// `,"view":V,"page":P,"KEY":N` of a command aimed at a view.
    @inline(__always)
    private static func writeView(
        _ view: PagerScrollViewID, page: Int?, _ key: UnsafeBufferPointer<UInt8>, _ number: Double, to c: inout ByteCursor
    ) {
        typealias K = CommandKeyBytes
        c.key(K.view)
        c.string(Spellings.of(view, in: Spellings.views))
        c.key(K.page)
        c.optional(page)
        c.key(key)
        c.number(number)
    }

    /// Appends one event as a JSON line (with its `\n`), every field written, defaults
    /// included — but `cells`, `behavior` and `footerHeight`, written only when they are not
    /// their defaults, so that a screen without them is written as trace format 2 wrote it — so the line
    /// reads back as the same event. Layouts are written key by key
    /// from the schema (`ObjectWriter`); the other events, which a recorder or a fuzzer
    /// writes every frame, through a cursor like records.
    public static func append(_ event: PagerEvent, to out: inout [UInt8]) {
        guard case .layout = event.kind else {
            // Offset and tap events, the bulk of a trace: written like records, through a
            // cursor (at most 8 keys of < 20 bytes, 3 numbers and 1 integer, 3 names).
            withReserved(400, in: &out) { write(scalarEvent: event, to: &$0) }
            return
        }
        let json = ObjectWriter(appendingTo: &out)
        json.number(TraceKeys.Event.t, event.t)
        json.name(TraceKeys.Event.type, Spellings.of(event.name.type, in: Spellings.eventTypes))
        switch event.kind {
        case .layout(let layout):
            json.object(TraceKeys.Event.viewport) { o in
                o.number(TraceKeys.Viewport.width, layout.viewport.width)
                o.number(TraceKeys.Viewport.height, layout.viewport.height)
            }
            json.object(TraceKeys.Event.header) { o in
                let header = layout.header
                o.name(TraceKeys.Header.mode, Spellings.of(header.mode, in: Spellings.modes))
                o.number(TraceKeys.Header.height, header.height)
                o.number(TraceKeys.Header.barHeight, header.barHeight)
                o.bool(TraceKeys.Header.snap, header.snap)
                o.name(TraceKeys.Header.revealCheck, Spellings.of(header.revealCheck, in: Spellings.revealChecks))
            }
            json.object(TraceKeys.Event.pager) { o in
                o.raw(TraceKeys.Pager.items) { appendList(layout.pager.items, to: &$0) }
                o.number(TraceKeys.Pager.spacing, layout.pager.spacing)
                o.number(TraceKeys.Pager.edgeInset, layout.pager.edgeInset)
                o.number(TraceKeys.Pager.indicatorExtra, layout.pager.indicatorExtra)
                // The fields only where they differ from their defaults: a screen without them
                // is written as trace format 2 wrote it (and as its readers read it).
                if layout.pager.cells != PagerTraceDefaults.cells {
                    o.name(TraceKeys.Pager.cells, Spellings.of(layout.pager.cells, in: Spellings.cells))
                }
                if layout.pager.behavior != PagerTraceDefaults.behavior {
                    o.name(TraceKeys.Pager.behavior, Spellings.of(layout.pager.behavior, in: Spellings.behaviors))
                }
            }
            json.object(TraceKeys.Event.content) { o in
                o.name(TraceKeys.Content.kind, Spellings.of(layout.content.kind, in: Spellings.contentKinds))
                switch layout.content {
                case .sections(let sections, let selection, let window, let footerHeight):
                    o.raw(TraceKeys.Content.sections) { appendList(sections, to: &$0) }
                    o.name(TraceKeys.Content.selection, Spellings.of(selection, in: Spellings.selections))
                    o.number(TraceKeys.Content.window, window)
                    if footerHeight.bitPattern != PagerTraceDefaults.footerHeight.bitPattern {
                        o.number(TraceKeys.Content.footerHeight, footerHeight)
                    }
                case .pages(let pages, let adjustContentSize):
                    o.raw(TraceKeys.Content.pages) { appendList(pages, to: &$0) }
                    o.bool(TraceKeys.Content.adjustContentSize, adjustContentSize)
                }
            }
        case .offset, .tapPagerItem, .tapStatusBar:
            break  // written above
        }
        json.finish(into: &out)
        out.append(UInt8(ascii: "\n"))
    }

    /// An offset or tap event's line (with its `\n`): the keys in the schema's order, the
    /// text `ObjectWriter` would write.
    private static func write(scalarEvent event: PagerEvent, to c: inout ByteCursor) {
        unowned(unsafe) let K = EventKeyBytes.shared
        c.fragment(K.t)
        c.number(event.t)
        c.fragment(K.type)
        c.string(Spellings.of(event.name.type, in: Spellings.eventTypes))
        switch event.kind {
        case .offset(let motion, let report):
            if let phase = event.name.phase {
                c.fragment(K.phase)
                c.string(Spellings.of(phase, in: Spellings.phases))
            }
            c.fragment(K.view)
            c.string(Spellings.of(report.view, in: Spellings.views))
            if let page = report.page {
                c.fragment(K.page)
                c.integer(page)
            }
            c.fragment(K.offset)
            c.number(report.offset)
            if case .dragEnded(let velocity, let willDecelerate) = motion {
                c.fragment(K.velocity)
                c.number(velocity)
                c.fragment(K.willDecelerate)
                c.literal(willDecelerate ? "true" : "false")
            }
        case .tapPagerItem(let index):
            c.fragment(K.index)
            c.integer(index)
        case .tapStatusBar, .layout:
            break
        }
        c.literal("}\n")
    }

    // MARK: A layout's lists

    /// Writes `[element,element,…]`, reserving room for 256 elements at a time (`bound`
    /// bytes each at most) rather than for the whole list: a layout can hold 100,000
    /// sections, and a reservation is filled before it is written.
    private static func appendList<Element>(
        _ elements: [Element], to out: inout [UInt8], bound: (Element) -> Int,
        _ write: (Element, inout ByteCursor) -> Void
    ) {
        out.append(UInt8(ascii: "["))
        var start = 0
        while start < elements.count {
            let end = min(start + 256, elements.count)
            let chunk = elements[start..<end]
            withReserved(chunk.reduce(0) { $0 + 1 + bound($1) }, in: &out) { c in
                for (i, element) in zip(start..<end, chunk) {
                    if i > 0 { c.byte(UInt8(ascii: ",")) }
                    write(element, &c)
                }
            }
            start = end
        }
        out.append(UInt8(ascii: "]"))
    }

    /// `[{"width":…,"title":…},…]`.
    static func appendList(_ items: [PagerItem], to out: inout [UInt8]) {
        unowned(unsafe) let K = LayoutListKeyBytes.shared
        appendList(items, to: &out, bound: { 64 + ($0.title.map(ByteCursor.escapedBound) ?? 0) }) { item, c in
            c.fragment(K.itemWidth)
            c.number(item.width)
            if let title = item.title {
                c.fragment(K.itemTitle)
                c.escaped(title)
            }
            c.byte(UInt8(ascii: "}"))
        }
    }

    /// `[{"headerHeight":…,"rows":…,"rowHeight":…,"title":…},…]`, or for a measured
    /// section `{"headerHeight":…,"height":…,"title":…}`.
    static func appendList(_ sections: [PagerListSection], to out: inout [UInt8]) {
        unowned(unsafe) let K = LayoutListKeyBytes.shared
        appendList(sections, to: &out, bound: { 160 + ($0.title.map(ByteCursor.escapedBound) ?? 0) }) { section, c in
            c.fragment(K.sectionHeaderHeight)
            c.number(section.headerHeight)
            if let height = section.measuredHeight {
                c.fragment(K.sectionHeight)
                c.number(height)
            } else {
                c.fragment(K.sectionRows)
                c.integer(section.rows)
                c.fragment(K.sectionRowHeight)
                c.number(section.rowHeight)
            }
            if let title = section.title {
                c.fragment(K.sectionTitle)
                c.escaped(title)
            }
            c.byte(UInt8(ascii: "}"))
        }
    }

    /// `[{"contentHeight":…},…]`.
    static func appendList(_ pages: [PagerLayoutPage], to out: inout [UInt8]) {
        unowned(unsafe) let K = LayoutListKeyBytes.shared
        appendList(pages, to: &out, bound: { _ in 64 }) { page, c in
            c.fragment(K.pageContentHeight)
            c.number(page.contentHeight)
            c.byte(UInt8(ascii: "}"))
        }
    }

    // MARK: Scalars

    /// A number in shortest round-trip form: whole numbers below 2⁵³ as integers; other
    /// numbers as Swift's shortest representation (`description`: the fewest digits that
    /// read back as the same `Double`, the nearest to it when several do; `1e-09` below
    /// 10⁻⁴), found without it where that is cheap: up to 8 decimals below 11,258,999 by
    /// one exact division (m·10⁻ᵏ reads back as the value exactly when m / 10ᵏ equals it,
    /// both being exact, so the division is the one correctly rounded result a reader
    /// computes). Non-finite values cannot be JSON and never occur in records (SPEC §8.2);
    /// they are written as `null` so that a reader rejects the line instead of misreading it.
    public static func appendNumber(_ value: Double, to out: inout [UInt8]) {
        withReserved(32, in: &out) { $0.number(value) }
    }

    /// Appends `value` as the writer spells integers (`-12`).
    public static func appendInteger(_ value: Int, to out: inout [UInt8]) {
        withReserved(21, in: &out) { $0.integer(value) }
    }

    package static func appendOptional(_ value: Int?, to out: inout [UInt8]) {
        if let value { appendInteger(value, to: &out) } else { out.appendLiteral("null") }
    }

    /// A JSON string with the escapes JSON requires.
    public static func appendString(_ string: String, to out: inout [UInt8]) {
        withReserved(ByteCursor.escapedBound(string), in: &out) { $0.escaped(string) }
    }
}

extension Array where Element == UInt8 {
    /// Appends a literal's UTF-8 bytes in one copy.
    @inline(__always)
    mutating func appendLiteral(_ literal: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}
