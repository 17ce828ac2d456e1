// CHANGELOG.md in the Keep a Changelog 1.1.0 form (issue 71), checked line by line: a form
// that drifts is a failure naming its line, not a review comment.
import Foundation
import PagerTestSupport
import Testing

/// What is wrong with `text` as a Keep a Changelog file, each `CHANGELOG.md:LINE: message`.
func changelogProblems(_ text: String) -> [String] {
    let kinds = ["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"]
    let release = try! NSRegularExpression(pattern: #"^## \[(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\] - (\d{4}-\d{2}-\d{2})$"#)
    var problems: [String] = []
    var releases: [(version: String, date: String)] = []
    var sawUnreleased = false
    var kindsInRelease: Set<String> = []
    var openKind: (name: String, line: Int, items: Int)?
    func closeKind() {
        if let kind = openKind, kind.items == 0 { problems.append("CHANGELOG.md:\(kind.line): '### \(kind.name)' lists nothing") }
        openKind = nil
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.first != "# Changelog" { problems.append("CHANGELOG.md:1: the first line is not '# Changelog'") }
    for (index, line) in lines.enumerated() {
        let number = index + 1
        if line.hasPrefix("## ") {
            closeKind()
            kindsInRelease = []
            if line == "## [Unreleased]" {
                if sawUnreleased || !releases.isEmpty { problems.append("CHANGELOG.md:\(number): '## [Unreleased]' comes first, once") }
                sawUnreleased = true
            } else if let match = release.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                let version = Range(match.range(at: 1), in: line), let date = Range(match.range(at: 2), in: line)
            {
                if !sawUnreleased { problems.append("CHANGELOG.md:\(number): a release before '## [Unreleased]'") }
                if let newer = releases.last, newer.date < String(line[date]) {
                    problems.append("CHANGELOG.md:\(number): \(line[date]) is later than the release above it (\(newer.date))")
                }
                releases.append((String(line[version]), String(line[date])))
            } else {
                problems.append("CHANGELOG.md:\(number): not '## [Unreleased]' or '## [VERSION] - YYYY-MM-DD': \(line)")
            }
        } else if line.hasPrefix("### ") {
            closeKind()
            let kind = String(line.dropFirst(4))
            if !kinds.contains(kind) { problems.append("CHANGELOG.md:\(number): '\(kind)' is not one of \(kinds.joined(separator: ", "))") }
            if !kindsInRelease.insert(kind).inserted { problems.append("CHANGELOG.md:\(number): a second '### \(kind)' in one release") }
            if releases.isEmpty && !sawUnreleased { problems.append("CHANGELOG.md:\(number): a '### \(kind)' outside a release") }
            openKind = (kind, number, 0)
        } else if line.hasPrefix("- "), openKind != nil {
            openKind?.items += 1
        } else if line.hasPrefix("#"), index > 0 {
            problems.append("CHANGELOG.md:\(number): a heading Keep a Changelog has no place for: \(line)")
        }
    }
    closeKind()
    if !sawUnreleased { problems.append("CHANGELOG.md: no '## [Unreleased]'") }
    if releases.isEmpty { problems.append("CHANGELOG.md: no release") }
    return problems
}

@Suite("The changelog")
struct ChangelogTests {
    @Test func theChangelogKeepsTheForm() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        #expect(changelogProblems(text) == [])
    }

    /// Each rule fails on a file that breaks it, at the line that does.
    @Test func eachBreakOfTheFormIsNamedWithItsLine() {
        let good = "# Changelog\n\n## [Unreleased]\n\n## [1.0.0-rc.1] - 2026-12-03\n\n### Added\n\n- A thing.\n"
        #expect(changelogProblems(good) == [])
        // A release above Unreleased, a heading of no form, a kind Keep a Changelog lacks,
        // a kind twice, an empty kind, releases out of date order.
        #expect(changelogProblems("# Changelog\n## [1.0.0] - 2026-12-03\n## [Unreleased]\n").first?.hasPrefix("CHANGELOG.md:2:") == true)
        #expect(changelogProblems("# Changelog\n## [Unreleased]\n## 1.0.0 (unreleased)\n").first?.hasPrefix("CHANGELOG.md:3:") == true)
        #expect(changelogProblems(good + "### Improved\n- x\n").first?.hasPrefix("CHANGELOG.md:10:") == true)
        #expect(changelogProblems(good + "### Added\n- x\n").first?.hasPrefix("CHANGELOG.md:10:") == true)
        #expect(changelogProblems(good + "### Fixed\n").first?.hasPrefix("CHANGELOG.md:10:") == true)
        #expect(changelogProblems(good + "## [0.9.0] - 2027-01-01\n### Added\n- x\n").first?.hasPrefix("CHANGELOG.md:10:") == true)
    }
}
