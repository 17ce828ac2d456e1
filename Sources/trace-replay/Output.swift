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
    /// Every option it takes, each declared once: its names, value, help and reading.
    static var declaredOptions: [OptionDeclaration<Options>] { get }
    /// The options, once every argument is read (positionals in order).
    static func options(_ partial: Options, positional: [String], _ scanner: ArgumentScanner) throws(UsageError) -> Options
    /// The options before any argument.
    static var defaults: Options { get }
    /// Does the work; returns how the tool ends.
    static func execute(_ options: Options) -> ExitCode
}

/// One option of a subcommand, declared once: its name and short form, the value it takes,
/// its help and how it goes into the subcommand's options. The help's OPTIONS block, the
/// names "Did you mean …?" chooses from, the short forms and the reading all come from it; a
/// default is the `Options` value's own, which the help quotes from `defaults`.
struct OptionDeclaration<Options>: Sendable {
    /// `--name`.
    let name: String
    /// A short form, `-o`.
    let short: String?
    /// The value's placeholder in the help, `STATES`; nil for a flag.
    let value: String?
    /// What it does, as lines (the first beside the name, the others under it).
    let help: [String]
    /// Reads its value (if any) from the scanner into the options.
    let read: @Sendable (inout ArgumentScanner, inout Options) throws(UsageError) -> Void

    /// An option that takes a value, read by `read`.
    init(
        _ name: String, short: String? = nil, value: String, help: [String],
        read: @escaping @Sendable (inout ArgumentScanner, inout Options) throws(UsageError) -> Void
    ) {
        self.name = name
        self.short = short
        self.value = value
        self.help = help
        self.read = read
    }

    /// A flag: no value; `set` records it.
    init(flag name: String, help: [String], set: @escaping @Sendable (inout Options) -> Void) {
        self.name = name
        short = nil
        value = nil
        self.help = help
        read = { _, options in set(&options) }
    }

    /// Its lines in the help: the name column 25 wide.
    var helpLines: [String] {
        var label = "  " + (short.map { "\($0), " } ?? "") + name + (value.map { " \($0)" } ?? "")
        label += String(repeating: " ", count: max(1, 25 - label.count))
        let indent = String(repeating: " ", count: 25)
        return [label + (help.first ?? "")] + help.dropFirst().map { indent + $0 }
    }
}

extension Subcommand {
    /// The options' names (for "Did you mean …?").
    static var optionNames: [String] { declaredOptions.map { $0.name } }

    /// Short forms of options, e.g. `-o` for `--out`.
    static var aliases: [String: String] {
        var aliases: [String: String] = [:]
        for option in declaredOptions { if let short = option.short { aliases[short] = option.name } }
        return aliases
    }

    /// The help's OPTIONS block: every declared option, then `-h, --help`.
    static var optionsHelp: String {
        (declaredOptions.flatMap { $0.helpLines } + ["  -h, --help             Show this help."]).joined(separator: "\n")
    }

    /// Reads option `option`'s value(s) into `options`.
    static func read(_ option: String, _ scanner: inout ArgumentScanner, into options: inout Options) throws(UsageError) {
        guard let declared = declaredOptions.first(where: { $0.name == option }) else { throw scanner.unknown(option, among: optionNames) }
        try declared.read(&scanner, &options)
    }

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
