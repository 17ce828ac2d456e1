// One package version, read by the tool, the web package and the docs (issue 71): a test
// that fails when any of them says another, and the formats' own versions beside it.
import Foundation
import PagerTestSupport
import Testing

@Suite("One release version")
struct ReleaseVersionTests {
    /// The text of a file of the repository.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The first capture of `pattern` in `text`, or nil.
    static func first(_ pattern: String, in text: String) -> String? {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]),
            let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range(at: 1), in: text)
        else { return nil }
        return String(text[range])
    }

    /// Every place that states the package's version, each read the way its reader reads it.
    static func statedVersions() throws -> [(place: String, version: String?)] {
        let tool = try runExecutable("trace-replay", ["--version"])
        let packageJSON = try JSONSerialization.jsonObject(with: Data(try text("Sources/PagerWeb/package.json").utf8)) as? [String: Any]
        let readme = try text("README.md")
        return [
            ("trace-replay --version", first(#"^trace-replay (\S+)$"#, in: tool.stdout)),
            ("Sources/PagerWeb/package.json", packageJSON?["version"] as? String),
            ("README.md (Versions)", first(#"^This is ScrollPager \*\*([^*]+)\*\*"#, in: readme)),
            ("README.md (the dependency line)", first(#"exact: "([^"]+)"\)"#, in: readme)),
            // Keep a Changelog: `## [Unreleased]` first, then the newest release.
            ("CHANGELOG.md", first(#"^## \[(\d[^\]]*)\] - \d{4}-\d{2}-\d{2}$"#, in: try text("CHANGELOG.md"))),
        ]
    }

    @Test func theToolThePackageAndTheDocsStateOneVersion() throws {
        let stated = try Self.statedVersions()
        for (place, version) in stated { #expect(version != nil, "\(place) states no version") }
        let versions = Set(stated.compactMap(\.version))
        #expect(versions.count == 1, "the version differs: \(stated.map { "\($0.place) \($0.version ?? "none")" })")
        // SemVer 2.0.0 §2 and §9: MAJOR.MINOR.PATCH, then an optional `-` pre-release of
        // dot-separated identifiers. This release is 1.0.0's first candidate (issue 71).
        #expect(versions == ["1.0.0-rc.1"])
    }

    /// The formats keep their own versions, printed beside the package's: the trace format is
    /// 3 (`PagerTraceFormat.version`: the events and records SPEC v3.1 describes), the callbacks file 5 (`PagerRecordedCallback.swift`: version 5 put a
    /// scroll view's offsets in the reducer's coordinates; readers take 1 to 5).
    @Test func versionListsTheFormatsBesideThePackage() throws {
        let result = try runExecutable("trace-replay", ["--version"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                trace-replay 1.0.0-rc.1
                  trace format 3 (events and records, SPEC v3.1)
                  callbacks format 5 (reads 1 to 5)

                """)
    }
}
