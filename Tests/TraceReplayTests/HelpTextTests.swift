// Every subcommand's help text.
import Foundation
import PagerTestSupport
import Testing

@Suite("Every subcommand's help")
struct HelpTextTests {
    /// `help SUBCOMMAND` and `SUBCOMMAND --help` print the real text: an overview, the usage
    /// line naming the subcommand, and no Swift interpolation left unexpanded (`\(…)`).
    static let subcommands = ["run", "check", "simulate", "drive", "fuzz", "plot", "view", "playground"]

    /// The tool's own help lists exactly these subcommands (a new one must be added here,
    /// and so gets its help checked below).
    @Test func theToolsHelpListsEverySubcommand() throws {
        let help = try runTool(["--help"]).stdout
        let section = help.components(separatedBy: "SUBCOMMANDS:\n")[1].components(separatedBy: "\n\n")[0]
        let listed = section.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(listed == Self.subcommands)
    }

    @Test(arguments: HelpTextTests.subcommands)
    func helpIsExpanded(subcommand: String) throws {
        for arguments in [["help", subcommand], [subcommand, "--help"]] {
            let result = try runTool(arguments)
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("OVERVIEW: "), "\(arguments)")
            #expect(result.stdout.contains("USAGE: trace-replay \(subcommand)"), "\(arguments): \(result.stdout.prefix(400))")
            #expect(!result.stdout.contains("\\("), "\(arguments) prints an unexpanded interpolation")
        }
    }
}
