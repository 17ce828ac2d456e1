// pager-demo's one command: its options (declared once, as trace-replay's are), the checks
// made before the terminal is touched, and the session — keys or a replayed trace in, the
// reducer's records drawn.
import CommandLineSupport
import Foundation
import PagerCore
import PagerDemo
import PagerSimulator
import PagerTrace

enum DemoCommand: Subcommand {
    static let name = "pager-demo"
    static let abstract = "A terminal screen driven only by the reducer's records and commands."
    static let usage = "pager-demo [--preset NAME | --layout FILE] [--record FILE] [--replay FILE]"
    static let helpCommand = "pager-demo --help"
    static let help = """
        USAGE: \(usage)

        Keys: ↑/↓ drag the list, PgUp/PgDn fling it, ←/→ swipe pages (or step tabs), 1–9 tap a
        tab, h/H flick the header up/down (quickReturn and collapse screens), t tap the status
        bar, r rotate, s show the current record's numbers, q quit; the mouse wheel scrolls,
        and dragging the header rows with the mouse drags the header (its release flings). The
        screen fits the terminal and follows it when resized; a screen of your own (--layout)
        draws its header as a plain band. It needs a terminal: without one it says so and
        exits 2.

        OPTIONS:
        \(optionsHelp)
        """

    struct Options {
        var preset = "fj"
        var layout: String?
        var record: String?
        var replay: String?
    }

    static let defaults = Options()

    static let declaredOptions: [OptionDeclaration<Options>] = [
        OptionDeclaration(
            "--preset", value: "NAME",
            help: ["A seed screen (default: \(defaults.preset)): \(PagerPresets.byName.map { $0.name }.joined(separator: ", "))."]
        ) { scanner, options throws(UsageError) in
            options.preset = try scanner.choice(for: "--preset", among: PagerPresets.byName.map { $0.name })
        },
        OptionDeclaration(
            "--layout", value: "FILE",
            help: [
                "Any layout: a JSON object with viewport, header, pager and content",
                "(SPEC §2), or a trace whose first line is a layout event.",
            ]
        ) { scanner, options throws(UsageError) in options.layout = try scanner.value(for: "--layout") },
        OptionDeclaration(
            "--record", value: "FILE",
            help: [
                "Write the session as an events trace on exit (trace-replay run",
                "replays it to the same records). A path that cannot be written",
                "is an error before the session starts; if writing fails at the",
                "end, the session is kept in a fallback file in the temporary",
                "directory, whose name is printed.",
            ]
        ) { scanner, options throws(UsageError) in options.record = try scanner.value(for: "--record") },
        OptionDeclaration(
            "--replay", value: "FILE",
            help: ["Play a trace back in real time instead of taking keys (s shows", "the numbers, q quits)."]
        ) { scanner, options throws(UsageError) in options.replay = try scanner.value(for: "--replay") },
    ]

    static func options(_ partial: Options, positional: [String], _ scanner: ArgumentScanner) throws(UsageError) -> Options {
        if let extra = positional.first { throw scanner.error("Unexpected argument '\(extra)'") }
        return partial
    }

    /// Reads the screen, the replay and the record path — any mistake before the terminal
    /// is touched — then runs the session.
    static func execute(_ options: Options) -> ExitCode {
        let layout: PagerLayout
        var replayEvents: [PagerEvent] = []
        var recording: SessionRecording?
        do {
            if let path = options.layout {
                layout = try readLayout(atPath: path)
            } else {
                // (The option's reading checked the name.)
                layout = PagerPresets.byName.first { $0.name == options.preset }!.layout
            }
            if let path = options.replay {
                let reader = try PagerEventReader(path: path)
                while let (event, _) = try reader.next() { replayEvents.append(event) }
            }
            // The --record file is opened now: a path that cannot be written fails before the session.
            if let path = options.record {
                let source = options.layout.map { "--layout \($0)" } ?? "--preset \(options.preset)"
                recording = try SessionRecording(path: path, header: "Recorded by pager-demo \(source) (replay with trace-replay run).")
            }
        } catch {
            printError("\(error)")
            return .usageOrTraceError
        }
        guard Terminal.isInteractive else {
            recording?.discard()
            printError(
                """
                pager-demo needs a terminal: standard input and output must be a TTY (they are a pipe \
                or a file here). To drive a screen without one, use trace-replay simulate.
                """)
            return .usageOrTraceError
        }
        PagerOutputFile.removeTemporariesOnInterrupt()
        var screen = FittedScreen(options)
        Terminal.enterRawMode()
        let clock = Stopwatch()
        if !replayEvents.isEmpty {
            replay(replayEvents, on: &screen, clock)
            return .success
        }
        let session = play(layout, on: &screen, clock)
        Terminal.restore()
        guard let recording else { return .success }
        switch recording.save(session.host.events, fallbackDirectory: NSTemporaryDirectory()) {
        case .saved(let path, let count):
            print("wrote \(count) events to \(path)")
            return .success
        case .savedToFallback(let fallback, let count, let error):
            printError("Error: \(error)\nThe session is kept: wrote \(count) events to \(fallback)")
            return .difference
        case .lost(let error):
            printError("Error: \(error)\nThe session could not be written.")
            return .difference
        }
    }

    /// Replay: each event applied when its time comes, what the reducer says drawn.
    private static func replay(_ events: [PagerEvent], on screen: inout FittedScreen, _ clock: Stopwatch) {
        var state = PagerState()
        var next = 0, showsNumbers = false
        var last: PagerRecord?
        let origin = events.first?.t ?? 0
        loop: while true {
            for key in Terminal.readKeys() {
                if key == .quit { break loop }
                if key == .numbers { showsNumbers.toggle() }
            }
            while next < events.count, events[next].t - origin <= clock.now {
                last = state.apply(events[next])
                next += 1
            }
            var renderer = screen.renderer()
            renderer.help = Renderer.replayHelp(event: next, of: events.count)  // no gestures while replaying
            Terminal.draw(renderer.frame(state, statusLine: showsNumbers ? last.map(Renderer.numbers(of:)) : nil))
            if next == events.count, clock.now > events.last!.t - origin + 1 { break }
            Terminal.sleep(microseconds: 16_667)
        }
    }

    /// The keys' session on `layout`, until `q`.
    private static func play(_ layout: PagerLayout, on screen: inout FittedScreen, _ clock: Stopwatch) -> DemoSession {
        var session = DemoSession(layout: layout)
        loop: while true {
            session.advance(to: clock.now)  // a touch lands when it happens, not at the last frame
            let renderer = screen.renderer()
            for key in Terminal.readKeys() {
                if !session.handle(key, renderer: renderer) { break loop }
            }
            session.advance(to: clock.now)
            Terminal.draw(screen.renderer().frame(session.screen, statusLine: session.statusLine))
            Terminal.sleep(microseconds: 16_667)
        }
        return session
    }
}

/// A renderer that fits the terminal now; the screen is cleared when the size changed.
struct FittedScreen {
    let title: String
    let headerLabel: String?
    private var lastSize = (columns: 0, rows: 0)

    init(_ options: DemoCommand.Options) {
        // The title names the preset, or the file the screen comes from (a replay shows the
        // trace's own screen, whatever --preset says).
        func fileName(_ path: String) -> String { String(path.split(separator: "/").last ?? Substring(path)) }
        let name = options.replay.map { "replay · \(fileName($0))" } ?? options.layout.map(fileName) ?? options.preset
        title = "ScrollPager · \(name)"
        // Only a preset's own header has a search field; a layout file or a replayed trace is
        // whatever screen it says, drawn as a plain header band.
        headerLabel = options.layout == nil && options.replay == nil ? Renderer.headerLabel(preset: options.preset) : nil
    }

    mutating func renderer() -> Renderer {
        let size = Terminal.size()
        if size != lastSize {
            lastSize = size
            Terminal.output("\u{1B}[2J")
        }
        // Below 20 × 8 the frame would be nothing but chrome; draw that much and let it clip.
        var renderer = Renderer(columns: max(20, size.columns), rows: max(8, size.rows), title: title)
        renderer.headerLabel = headerLabel
        return renderer
    }
}

/// Seconds since the session started (the host's clock: a touch lands when it happens).
struct Stopwatch {
    private let start = Date()
    var now: Double { Date().timeIntervalSince(start) }
}
