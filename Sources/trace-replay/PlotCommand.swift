// `trace-replay plot`: a trace drawn as an SVG timeline.
import CommandLineSupport
import PagerCore
import PagerTrace
import PagerViewer

enum PlotCommand: Subcommand {
    static let name = "plot"
    static let abstract = """
        plot EVENTS      Draw a trace (and its expected states) as an SVG timeline.
        """
    static let usage = "trace-replay plot EVENTS [--expect STATES] -o OUT.svg"
    static let help = """
        OVERVIEW: Draw a trace as an SVG timeline: offsetY, headerTy, insetTop, selected,
        pagesX and pagerX against t, one panel each with round ticks (insetTop and selected
        as steps), and a lane of events labelled by kind (drag, fling, tap with the tapped
        item, status bar, layout). With --expect, the expected values are drawn dashed and
        where a field differs its own panel is shaded; fields without a panel are shaded
        in an 'other fields' lane that names them. Any trace length gives a picture of
        bounded size: each pixel column keeps the first, lowest, highest and last value.

        USAGE: \(usage)

        OPTIONS:
        \(optionsHelp)

        EXAMPLE:
          trace-replay plot Traces/fj-quick-return-pages.events.jsonl --expect Traces/fj-quick-return-pages.states.jsonl -o fj.svg
        """

    struct Options {
        var events = ""
        var expect: String?
        var out = ""
    }

    static let defaults = Options()

    static let declaredOptions: [OptionDeclaration<Options>] = [
        OptionDeclaration("--expect", value: "STATES", help: ["Expected records to draw alongside."]) { scanner, options throws(UsageError) in
            options.expect = try scanner.value(for: "--expect")
        },
        OptionDeclaration("--out", short: "-o", value: "OUT.svg", help: ["Where to write the SVG (atomically). Required."]) {
            scanner, options throws(UsageError) in options.out = try scanner.value(for: "--out")
        },
    ]

    static func options(_ partial: Options, positional: [String], _ scanner: ArgumentScanner) throws(UsageError) -> Options {
        var options = partial
        options.events = try single(positional, "EVENTS", scanner)
        guard !options.out.isEmpty else { throw scanner.error("Missing expected option '-o OUT.svg'") }
        return options
    }

    static func execute(_ options: Options) -> ExitCode {
        let path = options.events, expect = options.expect, outPath = options.out
        do {
            let states = try expect.map { path throws(PagerFileError) in try PagerRecordReader(path: path) }
            var steps = try PagerReplaySteps(events: PagerEventReader(path: path), expected: states)
            let name = String(path.split(separator: "/").last ?? Substring(path))
            var plot = SVGPlot(title: name)
            // Streamed: the plot keeps a bounded number of columns, not the records.
            while let step = try steps.next() { plot.add(step.event, step.record, expected: step.expected) }
            let svg = plot.render()
            let file = try PagerOutputFile(replacing: outPath, inputs: [path] + (expect.map { [$0] } ?? []))
            try file.write(text: svg)
            try file.commit()
            printError("wrote \(outPath)")
            return .success
        } catch {
            return failure(error)
        }
    }
}
