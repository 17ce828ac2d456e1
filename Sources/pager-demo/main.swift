// pager-demo: a terminal screen driven only by the reducer's records and commands, through
// the host simulator. Raw terminal mode, ANSI drawing at 60 Hz; keys become gestures.
import CommandLineSupport
import Foundation
import PagerCore
import PagerDemo
import PagerSimulator
import PagerTrace

let usage = """
    USAGE: pager-demo [--preset NAME | --layout FILE] [--record FILE] [--replay FILE]

    Keys: ↑/↓ drag the list, PgUp/PgDn fling it, ←/→ swipe pages (or step tabs), 1–9 tap a
    tab, h/H flick the header up/down (quickReturn and collapse screens), t tap the status
    bar, r rotate, s show the current record's numbers, q quit; the mouse wheel scrolls,
    and dragging the header rows with the mouse drags the header (its release flings). The
    screen fits the terminal and follows it when resized; a screen of your own (--layout)
    draws its header as a plain band. It needs a terminal: without one it says so and
    exits 2.

      --preset NAME     A seed screen: \(Presets.byName.map(\.name).joined(separator: ", ")) (default: fj).
      --layout FILE     Any layout: a JSON object with viewport, header, pager and content
                        (SPEC §2), or a trace whose first line is a layout event.
      --record FILE     Write the session as an events trace on exit (trace-replay run
                        replays it to the same records). A path that cannot be written
                        is an error before the session starts; if writing fails at the
                        end, the session is kept in a fallback file in the temporary
                        directory, whose name is printed.
      --replay FILE     Play a trace back in real time instead of taking keys (s shows
                    the numbers, q quits).
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Error: \(message)\n\(usage)\n".utf8))
    exit(2)
}

// MARK: Arguments

var presetName = "fj", layoutPath: String?, recordPath: String?, replayPath: String?
var scanner = ArgumentScanner(
    CommandLine.arguments.dropFirst(), usage: usage.split(separator: "\n")[0].replacingOccurrences(of: "USAGE: ", with: ""),
    helpCommand: "pager-demo --help")
do {
    while let argument = try scanner.next() {
        switch argument {
        case .help:
            print(usage)
            exit(0)
        case .option("--preset"): presetName = try scanner.value(for: "--preset")
        case .option("--layout"): layoutPath = try scanner.value(for: "--layout")
        case .option("--record"): recordPath = try scanner.value(for: "--record")
        case .option("--replay"): replayPath = try scanner.value(for: "--replay")
        case .option(let other): throw scanner.unknown(other, among: ["--preset", "--layout", "--record", "--replay"])
        case .positional(let value): throw scanner.error("Unexpected argument '\(value)'")
        }
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}

let presets = Presets.byName
var layout: PagerLayout
if let layoutPath {
    do {
        layout = try readLayout(atPath: layoutPath)
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(2)
    }
} else {
    guard let preset = presets.first(where: { $0.name == presetName }) else {
        fail("unknown preset '\(presetName)' (\(presets.map(\.name).joined(separator: ", ")))")
    }
    layout = preset.layout
}
var replayEvents: [PagerEvent] = []
if let replayPath {
    do {
        let reader = try EventReader(path: replayPath)
        while let (event, _) = try reader.next() { replayEvents.append(event) }
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(2)
    }
}

/// The screen's name in the title: the preset, or the file the screen comes from (a
/// replay shows the trace's own screen, whatever `--preset` says).
func fileName(_ path: String) -> String { String(path.split(separator: "/").last ?? Substring(path)) }
let screenName = replayPath.map { "replay · \(fileName($0))" } ?? layoutPath.map(fileName) ?? presetName

// The --record file is opened now: a path that cannot be written fails before the session.
var recording: SessionRecording?
if let recordPath {
    let source = layoutPath.map { "--layout \($0)" } ?? "--preset \(presetName)"
    do {
        recording = try SessionRecording(path: recordPath, header: "Recorded by pager-demo \(source) (replay with trace-replay run).")
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(2)
    }
}

guard isatty(0) != 0, isatty(1) != 0 else {
    recording?.discard()
    FileHandle.standardError.write(
        Data(
            """
            pager-demo needs a terminal: standard input and output must be a TTY (they are a pipe \
            or a file here). To drive a screen without one, use trace-replay simulate.

            """.utf8))
    exit(2)
}
OutputFile.removeTemporariesOnInterrupt()

// MARK: The terminal

/// The terminal as it was, restored on every way out (quit, Ctrl-C, an error).
nonisolated(unsafe) var savedTerminal = termios()
nonisolated(unsafe) var terminalIsRaw = false

func restoreTerminal() {
    guard terminalIsRaw else { return }
    var original = savedTerminal
    tcsetattr(0, TCSAFLUSH, &original)
    let reset = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?25h\u{1B}[0m\r\n"
    _ = reset.withCString { write(1, $0, strlen($0)) }
    terminalIsRaw = false
}

func enterRawMode() {
    guard isatty(0) != 0 else { return }
    tcgetattr(0, &savedTerminal)
    var raw = savedTerminal
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    raw.c_cc.6 = 0  // VMIN: reads return at once
    raw.c_cc.5 = 0  // VTIME
    tcsetattr(0, TCSAFLUSH, &raw)
    terminalIsRaw = true
    atexit { restoreTerminal() }
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
        signal(signalNumber) { _ in
            restoreTerminal()
            _exit(130)
        }
    }
    // Hide the cursor, clear, and ask for mouse reports (SGR mode): the wheel, and presses,
    // drags and releases of the first button (1002: button-event tracking), for the header.
    print("\u{1B}[?25l\u{1B}[2J\u{1B}[?1002h\u{1B}[?1006h", terminator: "")
}

/// The terminal's size in cells, or 80 × 24 when it does not say.
func terminalSize() -> (columns: Int, rows: Int) {
    var size = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
    return (Int(size.ws_col), Int(size.ws_row))
}

/// A renderer that fits the terminal now; the screen is cleared when the size changed.
nonisolated(unsafe) var lastSize = (columns: 0, rows: 0)
@MainActor func fittedRenderer() -> Renderer {
    let size = terminalSize()
    if size != lastSize {
        lastSize = size
        print("\u{1B}[2J", terminator: "")
    }
    // Below 20 × 8 the frame would be nothing but chrome; draw that much and let it clip.
    var renderer = Renderer(columns: max(20, size.columns), rows: max(8, size.rows), title: "ScrollPager · \(screenName)")
    // Only a preset's own header has a search field; a layout file or a replayed trace
    // is whatever screen it says, drawn as a plain header band.
    renderer.headerLabel = layoutPath == nil && replayPath == nil ? Renderer.headerLabel(preset: presetName) : nil
    return renderer
}

func draw(_ lines: [String]) {
    var screen = "\u{1B}[H"
    for (i, line) in lines.enumerated() {
        screen += line
        if i < lines.count - 1 { screen += "\r\n" }
    }
    FileHandle.standardOutput.write(Data(screen.utf8))
}

func readKeys() -> [Key] {
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(0, &buffer, buffer.count)
    return count > 0 ? Key.parse(Array(buffer[..<count])) : []
}

// MARK: The loop

enterRawMode()
let start = Date()
var now: Double { Date().timeIntervalSince(start) }

if !replayEvents.isEmpty {
    // Replay: apply each event when its time comes, draw what the reducer says.
    var state = PagerState()
    var next = 0, showsNumbers = false
    var last: PagerRecord?
    let origin = replayEvents.first?.t ?? 0
    loop: while true {
        for key in readKeys() {
            if key == .quit { break loop }
            if key == .numbers { showsNumbers.toggle() }
        }
        while next < replayEvents.count, replayEvents[next].t - origin <= now {
            last = state.apply(replayEvents[next])
            next += 1
        }
        var renderer = fittedRenderer()
        renderer.help = Renderer.replayHelp(event: next, of: replayEvents.count)  // no gestures while replaying
        draw(renderer.frame(state, statusLine: showsNumbers ? last.map(Renderer.numbers(of:)) : nil))
        if next == replayEvents.count, now > replayEvents.last!.t - origin + 1 { break }
        usleep(16_667)
    }
} else {
    var session = DemoSession(layout: layout)
    loop: while true {
        session.advance(to: now)  // a touch lands when it happens, not at the last frame
        let renderer = fittedRenderer()
        for key in readKeys() {
            if !session.handle(key, renderer: renderer) { break loop }
        }
        session.advance(to: now)
        draw(fittedRenderer().frame(session.screen, statusLine: session.statusLine))
        usleep(16_667)
    }
    restoreTerminal()
    if let recording {
        switch recording.save(session.host.events, fallbackDirectory: NSTemporaryDirectory()) {
        case .saved(let path, let count):
            print("wrote \(count) events to \(path)")
        case .savedToFallback(let fallback, let count, let error):
            FileHandle.standardError.write(Data("Error: \(error)\nThe session is kept: wrote \(count) events to \(fallback)\n".utf8))
            exit(1)
        case .lost(let error):
            FileHandle.standardError.write(Data("Error: \(error)\nThe session could not be written.\n".utf8))
            exit(1)
        }
    }
}
restoreTerminal()
