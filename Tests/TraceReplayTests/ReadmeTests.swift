// The documentation's terminal sessions, run as written: every `$ command` in a fenced
// block of README.md or of a DocC article (Sources/*/*.docc/*.md), with the shipped files,
// must print what the page shows under it.
import Foundation
import PagerTestSupport
import Testing

/// One `$ command` of a documentation page and the output shown under it.
struct ReadmeSession: CustomStringConvertible, Sendable {
    /// The page, relative to the repository (`README.md`, `Sources/PagerFuzz/…/X.md`).
    var page: String
    var command: String
    var output: [String]
    var description: String { "\(page): \(command)" }

    /// The pages whose sessions are run: the README and every DocC article.
    static func pages() throws -> [String] {
        var pages = ["README.md"]
        let sources = repositoryRoot.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalog = "Sources/\(module)/\(module).docc"
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent(catalog).path) else { continue }
            pages += files.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        return pages
    }

    /// Every session in a page's fenced blocks that start with `$ `.
    static func all(in page: String) throws -> [ReadmeSession] {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(page), encoding: .utf8)
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
                sessions.append(ReadmeSession(page: page, command: String(line.dropFirst(2)), output: []))
            } else if blockIsSession {
                sessions[sessions.count - 1].output.append(line)
            }
        }
        return sessions
    }

    /// Every page's sessions, in page order.
    static func all() throws -> [ReadmeSession] {
        try pages().flatMap { try all(in: $0) }
    }
}

@Suite("Documentation sessions", .serialized)
struct ReadmeTests {
    @Test func theDocumentationHasSessionsToCheck() throws {
        // The README: the golden check and a failing replay. The articles: the run examples,
        // the diagnostics summary, cat + simulate + run, the fuzz campaign.
        #expect(try ReadmeSession.all(in: "README.md").count >= 2)
        #expect(try ReadmeSession.all().count >= 8)
        // Every page the README's table names exists.
        #expect(try ReadmeSession.pages().count >= 12)
    }

    /// The README is the front door, not the manual (issue 24): under 15,000 characters;
    /// the rest is in the DocC articles.
    @Test func theReadmeIsShort() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(text.count < 15_000, "README.md has \(text.count) characters")
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
            try FileManager.default.createSymbolicLink(
                at: directory.url.appendingPathComponent(name), withDestinationURL: repositoryRoot.appendingPathComponent(name))
        }
        // Sessions on one page build on each other (simulate, then run what it wrote).
        for earlier in try ReadmeSession.all(in: session.page).prefix(while: { $0.command != session.command }) where earlier.command.contains("simulate") {
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
            Issue.record("\(session.page) shows a command this test cannot run: \(session.command)")
            return
        }
        #expect(printed == session.output.joined(separator: "\n") + "\n", "\(session)")
    }
}
