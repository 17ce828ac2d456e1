// A counterexample as a ready-to-paste Swift Testing test: the events as Swift values and
// the failing property as an expectation.
import PagerCore

extension PagerCounterexample {
    /// A Swift Testing test that fails while the bug is there and passes once it is fixed.
    /// For SPEC §8.1–§8.3 (properties of the events alone) the expectation is the checker's;
    /// SPEC §8.4–SPEC §8.7 need the host, so the test replays the events and says what to check.
    public var swiftTest: String {
        let name = "fuzzSeed\(seed)Sequence\(sequence)"
        var lines = [
            "@Test func \(name)() {",
            "    // trace-replay fuzz --seed \(seed), sequence \(sequence) (\(mode.rawValue)), shrunk from \(originalLength) events:",
            "    // \(failure)",
            "    let events: [PagerEvent] = [",
        ]
        lines += events.map { "        \($0.swiftLiteral)," }
        lines.append("    ]")
        if failure.violation.holdsOnEventsAlone {
            lines.append("    #expect(PagerSequenceChecker<PagerState>.firstFailure(in: events) == nil)")
        } else {
            lines.append("    var state = PagerState()")
            lines.append("    let records = events.map { state.apply($0) }")
            lines.append("    // \(failure.violation.description.prefix { $0 != ":" }) needs the host: check records.last against it here.")
            lines.append("    #expect(records.count == events.count)")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}

extension PagerEvent {
    /// The event as Swift source, with PagerCore's builders.
    public var swiftLiteral: String {
        let time = "t: \(Self.literal(t))"
        switch kind {
        case .layout(let layout): return ".layout(\(Self.literal(layout)), \(time))"
        case .tapPagerItem(let index): return ".tapPagerItem(\(index), \(time))"
        case .tapStatusBar: return ".tapStatusBar(\(time))"
        case .offset(let motion, let report):
            let motionText: String
            switch motion {
            case .dragEnded(let velocity, let willDecelerate):
                motionText = ".dragEnded(velocity: \(Self.literal(velocity)), willDecelerate: \(willDecelerate))"
            default:
                motionText = "." + String(describing: motion)
            }
            return
                ".offset(\(motionText), .\(report.view.rawValue), page: \(report.page.map(String.init) ?? "nil"), offset: \(Self.literal(report.offset)), \(time))"
        }
    }

    static func literal(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
        return "\(value)"
    }

    static func literal(_ text: String?) -> String {
        guard let text else { return "nil" }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    static func literal(_ layout: PagerLayout) -> String {
        let v = layout.viewport, h = layout.header, p = layout.pager
        let items = p.items.map { "PagerItem(width: \(literal($0.width)), title: \(literal($0.title)))" }.joined(separator: ", ")
        let content: String
        switch layout.content {
        case .sections(let sections, let selection, let window, let footerHeight):
            let list = sections.map { section in
                section.measuredHeight.map {
                    "PagerListSection(headerHeight: \(literal(section.headerHeight)), height: \(literal($0)), title: \(literal(section.title)))"
                }
                    ?? "PagerListSection(headerHeight: \(literal(section.headerHeight)), rows: \(section.rows), rowHeight: \(literal(section.rowHeight)), title: \(literal(section.title)))"
            }
            content =
                ".sections([\(list.joined(separator: ", "))], selection: .\(selection.rawValue), window: \(literal(window)), footerHeight: \(literal(footerHeight)))"
        case .pages(let pages, let adjust):
            content = ".pages([\(pages.map { "Page(contentHeight: \(literal($0.contentHeight)))" }.joined(separator: ", "))], adjustContentSize: \(adjust))"
        }
        return "PagerLayout(viewport: PagerViewport(width: \(literal(v.width)), height: \(literal(v.height))), "
            + "header: PagerHeader(mode: .\(h.mode.rawValue), height: \(literal(h.height)), barHeight: \(literal(h.barHeight)), snap: \(h.snap), revealCheck: .\(h.revealCheck.rawValue)), "
            + "pager: PagerBar(items: [\(items)], spacing: \(literal(p.spacing)), edgeInset: \(literal(p.edgeInset)), indicatorExtra: \(literal(p.indicatorExtra)), cells: .\(p.cells.rawValue), behavior: .\(p.behavior.rawValue)), "
            + "content: \(content))"
    }
}
