// What every subcommand prints besides its results: errors and progress, on standard
// error; results go to standard output.
import CommandLineSupport
import Foundation

/// A usage mistake: `Error:`, `Usage:` and the subcommand's help, on standard error.
func failure(_ error: UsageError) -> ExitCode {
    printError(error.description)
    return .usageOrTraceError
}

/// A trace, script or file error: `FILE:LINE:COLUMN: message` (or `FILE: reason`).
func failure(_ error: any Error) -> ExitCode {
    printError("\(error)")
    return .usageOrTraceError
}

/// "1 event", "2 events".
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// A progress line on standard error, drawn over itself, on a terminal only (never in
/// pipes or CI logs).
struct ProgressLine {
    let isShown = isatty(2) != 0

    func show(_ text: String) {
        if isShown { FileHandle.standardError.write(Data("\r\(text)".utf8)) }
    }

    func clear() {
        if isShown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}

extension Subcommand {
    /// `trace-replay help NAME`: where a usage error points.
    static var helpCommand: String { "trace-replay help \(name)" }
}
