// The terminal: raw mode, its size, keys in and frames out — the demo's platform calls, in
// one place (the C library's termios, ioctl, read and write).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PagerDemo

/// The terminal as it was, restored on every way out (quit, Ctrl-C, an error).
nonisolated(unsafe) private var savedTerminal = termios()
nonisolated(unsafe) private var terminalIsRaw = false

enum Terminal {
    /// Whether standard input and output are a terminal.
    static var isInteractive: Bool { isatty(0) != 0 && isatty(1) != 0 }

    /// Puts the terminal back as it was (cooked mode, the cursor shown, no mouse reports).
    static func restore() {
        guard terminalIsRaw else { return }
        var original = savedTerminal
        tcsetattr(0, TCSAFLUSH, &original)
        let reset = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?25h\u{1B}[0m\r\n"
        _ = reset.withCString { write(1, $0, strlen($0)) }
        terminalIsRaw = false
    }

    /// Raw mode (keys as they are typed, no echo), the cursor hidden, the screen cleared and
    /// mouse reports asked for; restored at exit and on SIGINT, SIGTERM and SIGHUP.
    static func enterRawMode() {
        guard isatty(0) != 0 else { return }
        tcgetattr(0, &savedTerminal)
        var raw = savedTerminal
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        raw.c_cc.6 = 0  // VMIN: reads return at once
        raw.c_cc.5 = 0  // VTIME
        tcsetattr(0, TCSAFLUSH, &raw)
        terminalIsRaw = true
        atexit { Terminal.restore() }
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { _ in
                Terminal.restore()
                _exit(130)
            }
        }
        // Hide the cursor, clear, and ask for mouse reports (SGR mode): the wheel, and presses,
        // drags and releases of the first button (1002: button-event tracking), for the header.
        output("\u{1B}[?25l\u{1B}[2J\u{1B}[?1002h\u{1B}[?1006h")
    }

    /// The terminal's size in cells, or 80 × 24 when it does not say.
    static func size() -> (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Draws `lines` from the top left.
    static func draw(_ lines: [String]) {
        var screen = "\u{1B}[H"
        for (i, line) in lines.enumerated() {
            screen += line
            if i < lines.count - 1 { screen += "\r\n" }
        }
        output(screen)
    }

    /// Writes `text` to standard output, unbuffered.
    static func output(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var done = 0
            while done < bytes.count {
                let written = writeBytes(1, bytes.baseAddress! + done, bytes.count - done)
                guard written > 0 else { return }
                done += written
            }
        }
    }

    /// The keys typed since the last call (none when nothing was).
    static func readKeys() -> [Key] {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(0, &buffer, buffer.count)
        return count > 0 ? Key.parse(Array(buffer[..<count])) : []
    }

    /// Sleeps for `microseconds`.
    static func sleep(microseconds: UInt32) { usleep(microseconds) }
}

/// The C library's `write`, by a name of its own.
@inline(__always)
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
