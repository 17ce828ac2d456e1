// The one argument scanner of the package's tools (`trace-replay`, `pager-demo`), in
// swift-argument-parser's manner: `--name value` and `--name=value`, `-h`/`--help`,
// values that look like negative numbers taken as values (and judged by the option's own
// rule), "Did you mean …?" for a mistyped option, and errors that point to the right help.

/// How a tool ends (SPEC §6 for `trace-replay`).
public enum ExitCode: Int32, Sendable {
    /// Everything matched.
    case success = 0
    /// A state differs, or an invariant failed.
    case difference = 1
    /// Bad usage, a trace error or a file that cannot be read or written.
    case usageOrTraceError = 2
}

/// A mistake in the command line: printed as `Error: …`, then `Usage: …` and where the
/// help is; exit 2.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var usage: String
    /// The command that prints the help for this usage, e.g. `trace-replay help run`.
    public var helpCommand: String

    public init(message: String, usage: String, helpCommand: String) {
        self.message = message
        self.usage = usage
        self.helpCommand = helpCommand
    }

    /// The three lines a tool prints on standard error.
    public var description: String {
        "Error: \(message)\nUsage: \(usage)\n  See '\(helpCommand)' for more information."
    }
}

/// One thing on the command line.
public enum Argument: Equatable, Sendable {
    /// `--name` (or a short alias the scanner was given, already mapped to its long name).
    case option(String)
    /// Anything else, including `-` (standard input or output).
    case positional(String)
    /// `-h` or `--help`.
    case help
}

/// Reads a subcommand's arguments one at a time.
///
/// ```swift
/// var scanner = ArgumentScanner(arguments, usage: usage, helpCommand: "trace-replay help run")
/// while let argument = try scanner.next() {
///     switch argument {
///     case .option("--expect"): expect = try scanner.value(for: "--expect")
///     case .option(let name): throw scanner.unknown(name, among: ["--expect"])
///     case .positional(let path): paths.append(path)
///     case .help: …
///     }
/// }
/// ```
public struct ArgumentScanner: Sendable {
    private var rest: ArraySlice<String>
    public let usage: String
    public let helpCommand: String
    /// Short forms: `["-o": "--out"]`.
    public let aliases: [String: String]

    public init(_ arguments: ArraySlice<String>, usage: String, helpCommand: String, aliases: [String: String] = [:]) {
        self.rest = arguments
        self.usage = usage
        self.helpCommand = helpCommand
        self.aliases = aliases
    }

    /// The next argument; `--name=value` gives `.option("--name")` and leaves `value` to be
    /// read by `value(for:)`.
    public mutating func next() throws(UsageError) -> Argument? {
        guard let argument = rest.popFirst() else { return nil }
        if argument == "-h" || argument == "--help" { return .help }
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            rest.insert(String(argument[argument.index(after: equals)...]), at: rest.startIndex)
            return .option(String(argument[..<equals]))
        }
        if let long = aliases[argument] { return .option(long) }
        if argument.count > 1, argument.hasPrefix("-"), !Self.isNumber(argument) { return .option(argument) }
        return .positional(argument)
    }

    /// The value of `option`: the next argument, which may be `-` or a negative number,
    /// but not another option.
    public mutating func value(for option: String) throws(UsageError) -> String {
        guard let value = rest.first, value == "-" || !value.hasPrefix("-") || Self.isNumber(value) else {
            throw error("Missing value for '\(option)'")
        }
        rest.removeFirst()
        return value
    }

    /// A number for `option` that satisfies `rule`, described by `expected` in the error
    /// ("a number ≥ 0").
    public mutating func number(for option: String, expected: String, _ rule: (Double) -> Bool) throws(UsageError) -> Double {
        let text = try value(for: option)
        guard let number = Double(text), number.isFinite, rule(number) else {
            throw error("The value '\(text)' is invalid for '\(option)': expected \(expected)")
        }
        return number
    }

    /// A whole number for `option` that satisfies `rule`.
    public mutating func integer(for option: String, expected: String, _ rule: (Int) -> Bool) throws(UsageError) -> Int {
        let text = try value(for: option)
        guard let number = Int(text), rule(number) else {
            throw error("The value '\(text)' is invalid for '\(option)': expected \(expected)")
        }
        return number
    }

    /// One of `choices` for `option`.
    public mutating func choice(for option: String, among choices: [String]) throws(UsageError) -> String {
        let text = try value(for: option)
        guard choices.contains(text) else {
            throw error("The value '\(text)' is invalid for '\(option)': expected \(Self.list(choices))")
        }
        return text
    }

    /// "Unknown option", with the nearest of the allowed ones when it is a likely typo.
    public func unknown(_ option: String, among allowed: [String]) -> UsageError {
        var message = "Unknown option '\(option)'"
        if let suggestion = Self.closest(to: option, in: allowed) { message += "\nDid you mean '\(suggestion)'?" }
        return error(message)
    }

    /// A usage error for this command line.
    public func error(_ message: String) -> UsageError {
        UsageError(message: message, usage: usage, helpCommand: helpCommand)
    }

    /// "a, b or c".
    public static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }

    static func isNumber(_ text: String) -> Bool { Double(text) != nil }

    /// The candidate nearest to a mistyped name (edit distance ≤ 3), if any.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        candidates.map { ($0, editDistance(name, $0)) }.filter { $0.1 <= 3 }.min { $0.1 < $1.1 }?.0
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
