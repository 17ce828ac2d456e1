// `trace-replay plot`: a trace drawn as an SVG timeline.
import CommandLineSupport
import PagerCore
import PagerTrace

enum PlotCommand: Subcommand {
    static let name = "plot"
    static let abstract = """
        plot EVENTS      Draw a trace (and its expected states) as an SVG timeline.
        """
    static let usage = "trace-replay plot EVENTS [--expect STATES] -o OUT.svg"
    static let help = """
        OVERVIEW: Draw a trace as an SVG timeline: offsetY, headerTy, insetTop, selected,
        pagesX and pagerX against t, one panel each, with the events marked (drags, flings,
        taps, status-bar taps, layouts). With --expect, the expected values are drawn dashed
        and the stretches where they differ are shaded.

        USAGE: \(usage)

        OPTIONS:
          --expect STATES        Expected records to draw alongside.
          -o, --out OUT.svg      Where to write the SVG (atomically). Required.
          -h, --help             Show this help.

        EXAMPLE:
          trace-replay plot Traces/fj-quick-return-pages.events.jsonl --expect Traces/fj-quick-return-pages.states.jsonl -o fj.svg
        """

    struct Options {
        var events = ""
        var expect: String?
        var out = ""
    }

    static let defaults = Options()
    static let optionNames = ["--expect", "--out"]
    static let aliases = ["-o": "--out"]

    static func read(_ option: String, _ scanner: inout ArgumentScanner, into options: inout Options) throws(UsageError) {
        switch option {
        case "--expect": options.expect = try scanner.value(for: option)
        default: options.out = try scanner.value(for: option)
        }
    }

    static func options(_ partial: Options, positional: [String], _ scanner: ArgumentScanner) throws(UsageError) -> Options {
        var options = partial
        options.events = try single(positional, "EVENTS", scanner)
        guard !options.out.isEmpty else { throw scanner.error("Missing expected option '-o OUT.svg'") }
        return options
    }

    static func execute(_ options: Options) -> ExitCode {
        let path = options.events, expect = options.expect, outPath = options.out
        do {
            let reader = try EventReader(path: path)
            var events: [PagerEvent] = [], records: [PagerRecord] = []
            var state = PagerState()
            while let (event, _) = try reader.next() {
                events.append(event)
                records.append(state.apply(event))
            }
            var expected: [PagerRecord]?
            if let expect {
                let states = try RecordReader(path: expect)
                var list: [PagerRecord] = []
                while let (record, _) = try states.next() { list.append(record) }
                expected = list
            }
            let name = String(path.split(separator: "/").last ?? Substring(path))
            let svg = SVGPlot(events: events, records: records, expected: expected, title: name).render()
            let file = try OutputFile(replacing: outPath, inputs: [path] + (expect.map { [$0] } ?? []))
            try file.write(text: svg)
            try file.commit()
            printError("wrote \(outPath)")
            return .success
        } catch {
            return failure(error)
        }
    }
}
