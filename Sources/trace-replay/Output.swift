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

/// A subcommand: its help and usage, how it reads its arguments and what it does.
protocol Subcommand {
    /// What the arguments say.
    associatedtype Options
    static var name: String { get }
    /// One line for the overview.
    static var abstract: String { get }
    static var usage: String { get }
    static var help: String { get }
    /// The options it takes (for "Did you mean …?").
    static var optionNames: [String] { get }
    /// Short forms of options, e.g. `-o` for `--out`.
    static var aliases: [String: String] { get }
    /// Reads one option's value(s) into `options`.
    static func read(_ option: String, _ scanner: inout ArgumentScanner, into options: inout Options) throws(UsageError)
    /// The options, once every argument is read (positionals in order).
    static func options(_ partial: Options, positional: [String], _ scanner: ArgumentScanner) throws(UsageError) -> Options
    /// The options before any argument.
    static var defaults: Options { get }
    /// Does the work; returns how the tool ends.
    static func execute(_ options: Options) -> ExitCode
}

extension Subcommand {
    static var aliases: [String: String] { [:] }

    /// Reads the arguments (after the subcommand's name) and executes: help on `-h`, a usage
    /// error pointing to this subcommand's help on a mistake.
    static func run(_ arguments: ArraySlice<String>) -> ExitCode {
        var scanner = ArgumentScanner(arguments, usage: usage, helpCommand: "trace-replay help \(name)", aliases: aliases)
        var options = defaults, positional: [String] = []
        do {
            while let argument = try scanner.next() {
                switch argument {
                case .help:
                    print(help)
                    return .success
                case .positional(let value): positional.append(value)
                case .option(let option) where optionNames.contains(option): try read(option, &scanner, into: &options)
                case .option(let other): throw scanner.unknown(other, among: optionNames)
                }
            }
            options = try self.options(options, positional: positional, scanner)
        } catch {
            return failure(error)
        }
        return execute(options)
    }

    /// The one positional argument of a subcommand that takes one.
    static func single(_ positional: [String], _ name: String, _ scanner: ArgumentScanner) throws(UsageError) -> String {
        guard let first = positional.first else { throw scanner.error("Missing expected argument '\(name)'") }
        guard positional.count == 1 else { throw scanner.error("Unexpected argument '\(positional[1])'") }
        return first
    }
}
