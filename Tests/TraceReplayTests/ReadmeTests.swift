// The README's terminal sessions, run as written: every `$ ` command in a fenced block
// (with the shipped files) must print what the README shows under it.
import Foundation
import PagerTestSupport
import Testing

/// One `$ command` of the README and the output shown under it.
struct ReadmeSession: CustomStringConvertible, Sendable {
    var command: String
    var output: [String]
    var description: String { command }

    /// Every session in README.md's fenced blocks that start with `$ `.
    static func all() throws -> [ReadmeSession] {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var sessions: [ReadmeSession] = [], inBlock = false, blockIsSession = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                inBlock.toggle()
                blockIsSession = false
                continue
            }
            guard inBlock else { continue }
            if line.hasPrefix("$ ") {
                blockIsSession = true
                sessions.append(ReadmeSession(command: String(line.dropFirst(2)), output: []))
            } else if blockIsSession {
                sessions[sessions.count - 1].output.append(line)
            }
        }
        return sessions
    }
}

@Suite("README sessions", .serialized)
struct ReadmeTests {
    @Test func theReadmeHasSessionsToCheck() throws {
        // check, the two run examples, the diagnostics summary, cat + simulate + run, fuzz.
        #expect(try ReadmeSession.all().count >= 7)
    }

    @Test(arguments: try ReadmeSession.all())
    func aReadmeSessionPrintsWhatTheReadmeShows(session: ReadmeSession) throws {
        var words = session.command.split(separator: " ").map(String.init)
        if words.starts(with: ["swift", "run", "-c", "release", "trace-replay"]) { words.removeFirst(4) }
        if words.first == "trace-replay", words.dropFirst().first == "fuzz" {
            // Fuzz campaigns run for minutes in a debug build; .ci/run runs this one in
            // release and compares its line with the README's.
            return
        }
        // A scratch directory that sees the shipped Traces/ and docs/, so written files
        // land in it and the README's relative paths work.
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for name in ["Traces", "docs"] {
            try FileManager.default.createSymbolicLink(at: directory.url.appendingPathComponent(name), withDestinationURL: repositoryRoot.appendingPathComponent(name))
        }
        // Sessions in one block build on each other (simulate, then run what it wrote).
        for earlier in try ReadmeSession.all().prefix(while: { $0.command != session.command }) where earlier.command.contains("simulate") {
            _ = try runExecutable("trace-replay", Array(earlier.command.split(separator: " ").map(String.init).dropFirst()), in: directory.url)
        }
        let printed: String
        switch words.first {
        case "trace-replay":
            let result = try runExecutable("trace-replay", Array(words.dropFirst()), in: directory.url)
            printed = result.stdout + result.stderr
        case "cat":
            printed = try String(contentsOf: directory.url.appendingPathComponent(words[1]), encoding: .utf8)
        default:
            Issue.record("the README shows a command this test cannot run: \(session.command)")
            return
        }
        #expect(printed == session.output.joined(separator: "\n") + "\n", "\(session.command)")
    }
}
