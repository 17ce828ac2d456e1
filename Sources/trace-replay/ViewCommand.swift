// `trace-replay view`: a trace as one self-contained HTML page — the phone at every record,
// a timeline, time travel.
import CommandLineSupport
import PagerCore
import PagerTrace
import PagerViewer

enum ViewCommand: Subcommand {
    static let name = "view"
    static let abstract = """
        view EVENTS      Write a time-travel viewer of a trace as one HTML file.
        """
    static let usage = "trace-replay view EVENTS [--expect STATES] [-o OUT.html] [--live [--module PAGER.wasm]]"
    static let help = """
        OVERVIEW: Write a viewer of a trace as one self-contained HTML file (no network, no
        external assets): the phone drawn from the screen model at every record (mid-swipe,
        both pages the container shows; `fling`, `setTarget` and `animateHeader` where they act), a timeline of
        offsetY, headerTy, selected and pagesX with value and time axes, the events and a
        scrubber, and the current event (at its line in the events file, as `run` names
        it) and record as JSON with the fields that changed highlighted.
        The records are the reducer's, computed now and embedded; the page only draws.

        Keys: ←/→ one event, Shift+←/→ previous/next tap or layout, Space play/pause at the
        recorded speed (0.25×, 1×, 4×), Home/End, n next difference. Open FILE.html#seq=N
        to start at record N.

        USAGE: \(usage)

        OPTIONS:
        \(optionsHelp)

        EXAMPLE:
          trace-replay view Traces/v2-menu-tap-hold.events.jsonl -o menu.html
        """

    struct Options {
        var events = ""
        var expect: String?
        var out: String?
        var live = false
        var module = ".build/wasm/pager.wasm"
    }

    static let defaults = Options()

    static let declaredOptions: [OptionDeclaration<Options>] = [
        OptionDeclaration(
            "--expect", value: "STATES",
            help: [
                "Expected records: differences are marked on the timeline,",
                "the expected phone is drawn ghosted behind the actual one,",
                "the expected record shown beside it; the page opens at the",
                "first difference.",
            ]
        ) { scanner, options throws(UsageError) in options.expect = try scanner.value(for: "--expect") },
        OptionDeclaration(
            "--out", short: "-o", value: "OUT.html",
            help: ["Where to write it (atomically; default: EVENTS' name with", ".html in the current directory)."]
        ) { scanner, options throws(UsageError) in options.out = try scanner.value(for: "--out") },
        OptionDeclaration(
            flag: "--live",
            help: [
                "Inline the WebAssembly module (Scripts/wasm.sh): a \"continue",
                "from here\" button takes over live at the current record — the",
                "module's simulator carries on from that state (a motion in",
                "progress there is ended), driven by the mouse, as in",
                "`trace-replay playground`. #seq=N&continue does it on opening.",
            ]
        ) { $0.live = true },
        OptionDeclaration("--module", value: "PAGER.wasm", help: ["The module for --live (default: \(defaults.module))."]) {
            scanner, options throws(UsageError) in options.module = try scanner.value(for: "--module")
        },
    ]

    static func options(_ partial: Options, positional: [String], _ scanner: ArgumentScanner) throws(UsageError) -> Options {
        var options = partial
        options.events = try single(positional, "EVENTS", scanner)
        return options
    }

    /// `NAME.events.jsonl` → `NAME.html`, in the current directory.
    static func defaultOutput(for events: String) -> String {
        var name = String(events.split(separator: "/").last ?? Substring(events))
        for suffix in [".events.jsonl", ".jsonl"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return (name == "-" ? "stdin" : name) + ".html"
    }

    static func execute(_ options: Options) -> ExitCode {
        let outPath = options.out ?? defaultOutput(for: options.events)
        do {
            let states = try options.expect.map { path throws(PagerFileError) in try PagerRecordReader(path: path) }
            var steps = try PagerReplaySteps(events: PagerEventReader(path: options.events), expected: states)
            var document = ViewerDocument(title: String(options.events.split(separator: "/").last ?? Substring(options.events)))
            while let step = try steps.next() {
                var wanted: PagerRecord?, wantedLine: Int?
                if case .record(let record, let line) = step.expected { (wanted, wantedLine) = (record, line) }
                document.add(
                    step.event, line: step.line, state: steps.state, record: step.record, expected: wanted, expectedLine: wantedLine,
                    hasExpectedStates: states != nil)
            }
            let live = try options.live ? PlaygroundCommand.module(at: options.module) : nil
            let file = try PagerOutputFile(replacing: outPath, inputs: [options.events] + (options.expect.map { [$0] } ?? []))
            try file.write(text: live.map { document.html(live: ($0.module, $0.glue)) } ?? document.html)
            try file.commit()
            let opening = document.firstDifference.map { " (it opens at seq \($0), the first difference)" } ?? ""
            printError("wrote \(outPath): \(plural(document.count, "record"))\(opening)")
            return .success
        } catch {
            return failure(error)
        }
    }
}
