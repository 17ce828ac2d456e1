// What every subcommand prints besides its results: errors and progress, on standard
// error; results go to standard output.
import CommandLineSupport
import Foundation

/// Writes a line to standard error, unbuffered.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

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

/// A subcommand: its help and usage, and `run`, which returns how the tool ends.
protocol Subcommand {
    static var name: String { get }
    /// One line for the overview.
    static var abstract: String { get }
    static var usage: String { get }
    static var help: String { get }
    /// Runs with the arguments after the subcommand's name.
    static func run(_ arguments: ArraySlice<String>) -> ExitCode
}

extension Subcommand {
    /// A scanner for this subcommand's arguments, its errors pointing to its own help.
    static func scanner(_ arguments: ArraySlice<String>, aliases: [String: String] = [:]) -> ArgumentScanner {
        ArgumentScanner(arguments, usage: usage, helpCommand: "trace-replay help \(name)", aliases: aliases)
    }

    /// The one positional argument of a subcommand that takes one.
    static func single(_ positional: [String], _ name: String, _ scanner: ArgumentScanner) throws(UsageError) -> String {
        guard let first = positional.first else { throw scanner.error("Missing expected argument '\(name)'") }
        guard positional.count == 1 else { throw scanner.error("Unexpected argument '\(positional[1])'") }
        return first
    }
}
