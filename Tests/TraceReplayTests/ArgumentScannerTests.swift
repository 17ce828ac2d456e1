// The argument scanner both tools share.
import CommandLineSupport
import Testing

@Suite("Argument scanner")
struct ArgumentScannerTests {
    func scan(_ arguments: [String], aliases: [String: String] = [:]) throws -> [Argument] {
        var scanner = ArgumentScanner(arguments[...], usage: "tool X", helpCommand: "tool help", aliases: aliases)
        var seen: [Argument] = []
        while let argument = try scanner.next() {
            seen.append(argument)
            if case .option = argument { seen.append(.positional(try scanner.value(for: "x"))) }
        }
        return seen
    }

    @Test func optionsValuesAndPositionals() throws {
        #expect(
            try scan(["a", "--expect", "b", "-", "--out=c"]) == [
                .positional("a"), .option("--expect"), .positional("b"), .positional("-"), .option("--out"), .positional("c"),
            ])
        #expect(try scan(["-o", "x.svg"], aliases: ["-o": "--out"]) == [.option("--out"), .positional("x.svg")])
        #expect(try scan(["-h"]) == [.help])
    }

    @Test func negativeNumbersAreValuesJudgedByTheirRule() throws {
        var scanner = ArgumentScanner(["--tolerance", "-1"], usage: "tool X", helpCommand: "tool help")
        #expect(try scanner.next() == .option("--tolerance"))
        #expect(
            throws: UsageError(
                message: "The value '-1' is invalid for '--tolerance': expected a number ≥ 0",
                usage: "tool X", helpCommand: "tool help")
        ) {
            try scanner.number(for: "--tolerance", expected: "a number ≥ 0") { $0 >= 0 }
        }
        // A negative number is also a positional, not an option.
        #expect(try scan(["-3"]) == [.positional("-3")])
    }

    @Test func aMissingValueIsNotTakenFromTheNextOption() {
        var scanner = ArgumentScanner(["--expect", "--record", "x"], usage: "tool X", helpCommand: "tool help")
        #expect(throws: UsageError(message: "Missing value for '--expect'", usage: "tool X", helpCommand: "tool help")) {
            _ = try scanner.next()
            _ = try scanner.value(for: "--expect")
        }
    }

    @Test func typosGetASuggestion() {
        let scanner = ArgumentScanner([], usage: "tool X", helpCommand: "tool help")
        #expect(scanner.unknown("--expcet", among: ["--expect", "--record"]).message == "Unknown option '--expcet'\nDid you mean '--expect'?")
        #expect(scanner.unknown("--zzzzzzzz", among: ["--expect"]).message == "Unknown option '--zzzzzzzz'")
        #expect(scanner.error("x").description == "Error: x\nUsage: tool X\n  See 'tool help' for more information.")
        #expect(ArgumentScanner.list(["a", "b", "c"]) == "a, b or c")
    }
}
