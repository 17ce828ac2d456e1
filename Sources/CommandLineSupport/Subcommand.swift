// What a tool's subcommand is — its help, its options each declared once, how it reads its
// arguments and what it does — shared by trace-replay's subcommands and pager-demo.
import Foundation

/// Writes a line to standard error, unbuffered: the tools' errors and progress (their
/// results go to standard output).
public func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// A subcommand: its help and usage, how it reads its arguments and what it does.
public protocol Subcommand {
    /// What the arguments say.
    associatedtype Options
    static var name: String { get }
    /// One line for the overview.
    static var abstract: String { get }
    static var usage: String { get }
    static var help: String { get }
    /// The command that prints this help (usage errors point to it).
    static var helpCommand: String { get }
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
public struct OptionDeclaration<Options>: Sendable {
    /// `--name`.
    public let name: String
    /// A short form, `-o`.
    public let short: String?
    /// The value's placeholder in the help, `STATES`; nil for a flag.
    public let value: String?
    /// What it does, as lines (the first beside the name, the others under it).
    public let help: [String]
    /// Reads its value (if any) from the scanner into the options.
    public let read: @Sendable (inout ArgumentScanner, inout Options) throws(UsageError) -> Void

    /// An option that takes a value, read by `read`.
    public init(
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
    public init(flag name: String, help: [String], set: @escaping @Sendable (inout Options) -> Void) {
        self.name = name
        short = nil
        value = nil
        self.help = help
        read = { _, options in set(&options) }
    }

    /// Its lines in the help: the name column 25 wide.
    public var helpLines: [String] {
        var label = "  " + (short.map { "\($0), " } ?? "") + name + (value.map { " \($0)" } ?? "")
        label += String(repeating: " ", count: max(1, 25 - label.count))
        let indent = String(repeating: " ", count: 25)
        return [label + (help.first ?? "")] + help.dropFirst().map { indent + $0 }
    }
}

extension Subcommand {
    /// The options' names (for "Did you mean …?").
    public static var optionNames: [String] { declaredOptions.map { $0.name } }

    /// Short forms of options, e.g. `-o` for `--out`.
    public static var aliases: [String: String] {
        var aliases: [String: String] = [:]
        for option in declaredOptions { if let short = option.short { aliases[short] = option.name } }
        return aliases
    }

    /// The help's OPTIONS block: every declared option, then `-h, --help`.
    public static var optionsHelp: String {
        (declaredOptions.flatMap { $0.helpLines } + ["  -h, --help             Show this help."]).joined(separator: "\n")
    }

    /// Reads option `option`'s value(s) into `options`.
    public static func read(_ option: String, _ scanner: inout ArgumentScanner, into options: inout Options) throws(UsageError) {
        guard let declared = declaredOptions.first(where: { $0.name == option }) else { throw scanner.unknown(option, among: optionNames) }
        try declared.read(&scanner, &options)
    }

    /// Reads the arguments (after the subcommand's name) and executes: help on `-h`, a usage
    /// error pointing to this subcommand's help on a mistake.
    public static func run(_ arguments: ArraySlice<String>) -> ExitCode {
        var scanner = ArgumentScanner(arguments, usage: usage, helpCommand: helpCommand, aliases: aliases)
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
            printError("\(error)")
            return .usageOrTraceError
        }
        return execute(options)
    }

    /// The one positional argument of a subcommand that takes one.
    public static func single(_ positional: [String], _ name: String, _ scanner: ArgumentScanner) throws(UsageError) -> String {
        guard let first = positional.first else { throw scanner.error("Missing expected argument '\(name)'") }
        guard positional.count == 1 else { throw scanner.error("Unexpected argument '\(positional[1])'") }
        return first
    }
}
