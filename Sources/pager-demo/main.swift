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
    tab, t tap the status bar, r rotate, q quit; the mouse wheel scrolls.

      --preset NAME     A seed screen: \(Presets.byName.map(\.name).joined(separator: ", ")) (default: fj).
      --layout FILE     Any layout: a JSON object with viewport, header, pager and content
                        (SPEC §2), or a trace whose first line is a layout event.
      --record FILE     Write the session as an events trace on exit (trace-replay run
                        replays it to the same records).
      --replay FILE     Play a trace back in real time instead of taking keys (q quits).
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Error: \(message)\n\(usage)\n".utf8))
    exit(2)
}

// MARK: Arguments

var presetName = "fj", layoutPath: String?, recordPath: String?, replayPath: String?
var scanner = ArgumentScanner(CommandLine.arguments.dropFirst(), usage: usage.split(separator: "\n")[0].replacingOccurrences(of: "USAGE: ", with: ""),
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
var layout: Layout
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
        fail("\(error)")
    }
}

// MARK: The terminal

/// The terminal as it was, restored on every way out (quit, Ctrl-C, an error).
nonisolated(unsafe) var savedTerminal = termios()
nonisolated(unsafe) var terminalIsRaw = false

func restoreTerminal() {
    guard terminalIsRaw else { return }
    var original = savedTerminal
    tcsetattr(0, TCSAFLUSH, &original)
    let reset = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[0m\r\n"
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
    // Hide the cursor, clear, and ask for mouse wheel reports (SGR mode).
    print("\u{1B}[?25l\u{1B}[2J\u{1B}[?1000h\u{1B}[?1006h", terminator: "")
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
let renderer = Renderer(columns: 80, rows: 24, title: "ScrollPager · \(layoutPath.map { _ in "layout" } ?? presetName)")

if !replayEvents.isEmpty {
    // Replay: apply each event when its time comes, draw what the reducer says.
    var state = PagerState()
    var next = 0
    let origin = replayEvents.first?.t ?? 0
    loop: while true {
        for key in readKeys() where key == .quit { break loop }
        while next < replayEvents.count, replayEvents[next].t - origin <= now {
            _ = state.apply(replayEvents[next])
            next += 1
        }
        draw(renderer.frame(state))
        if next == replayEvents.count, now > replayEvents.last!.t - origin + 1 { break }
        usleep(16_667)
    }
} else {
    var session = DemoSession(layout: layout)
    loop: while true {
        for key in readKeys() {
            if !session.handle(key) { break loop }
        }
        session.advance(to: now)
        draw(renderer.frame(session.host.state))
        usleep(16_667)
    }
    restoreTerminal()
    if let recordPath {
        do {
            let output = try OutputFile(atomicallyReplacing: recordPath)
            try output.write(text: "# Recorded by pager-demo --preset \(presetName) (replay with trace-replay run).\n")
            for event in session.host.events { try output.write(event) }
            try output.commit()
            print("wrote \(session.host.events.count) events to \(recordPath)")
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            exit(2)
        }
    }
}
restoreTerminal()
