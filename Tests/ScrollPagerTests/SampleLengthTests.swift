// The app code each seed screen costs, counted in the UIKit article's samples (which the
// type-check scripts compile against the real SDK and the stubs).
import Foundation
import PagerTestSupport
import Testing

/// The lines between `// pager:begin NAME` and `// pager:end` in `text`.
private func sample(_ name: String, in text: String) -> [Substring]? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let begin = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// pager:begin \(name)" }),
        let end = lines[begin...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// pager:end" })
    else { return nil }
    return Array(lines[(begin + 1)..<end])
}

/// Non-blank, non-comment lines.
private func counted(_ lines: [Substring]) -> [Substring] {
    lines.filter {
        let code = $0.trimmingCharacters(in: .whitespaces)
        return !code.isEmpty && !code.hasPrefix("//")
    }
}

/// Checks sample `name` of `article` (a path from the repository's root): at most `budget`
/// counted lines, as many as the article `stated`, one statement per line (no `;`), at most
/// 100 columns. Everything that puts the pager on screen is between the markers; the app's
/// own view controllers, views and data are outside.
private func checkSample(_ name: String, in article: String, budget: Int, stated: Int?) throws {
    let text = try String(contentsOf: repositoryRoot.appendingPathComponent(article), encoding: .utf8)
    let lines = try #require(sample(name, in: text), "no sample '\(name)' between pager:begin and pager:end")
    let code = counted(lines)
    #expect(code.count <= budget, "\(name): \(code.count) lines, budget \(budget)")
    #expect(code.allSatisfy { $0.count <= 100 }, "\(name): a line over 100 columns")
    #expect(code.allSatisfy { !$0.contains(";") }, "\(name): two statements on a line")
    #expect(code.count == stated, "\(name): the article states \(String(describing: stated))")
}

@Suite("The app code of a drop-in screen")
struct SampleLengthTests {
    @Test(arguments: [("parchment", 15), ("swipe", 30), ("td", 20), ("parchment-options", 20)])
    func aSeedScreenCostsAtMostItsBudget(name: String, budget: Int) throws {
        // parchment-options (issue 43): a selected font, a pink 3 pt rounded underline, an
        // icon on one tab, a badge on another and a swipe-progress callback, in at most 20.
        let stated = ["parchment": 9, "swipe": 11, "td": 5, "parchment-options": 16][name]
        try checkSample(name, in: "Sources/PagerKit/PagerKit.docc/EmbeddingInUIKit.md", budget: budget, stated: stated)
    }
}

@Suite("The app code of a SwiftUI pager screen")
struct SwiftUISampleLengthTests {
    /// The budgets, counted as the UIKit screens are: Parchment's default screen in
    /// at most 12 lines; TD's menu (one list whose sections are the tabs) in at most 20; FJ's
    /// (a quick-return header, in a navigation stack with a search field), SwipeTableView's
    /// (a collapsing, draggable header) and Kulman's (a sticky header) in at most 15.
    /// Issue 43's Parchment-like screen with options (a selected font, a coloured 3 pt rounded
    /// underline, an icon, a badge, a swipe-progress callback) in at most 20.
    @Test(arguments: [
        ("swiftui-parchment", 12), ("swiftui-td", 20), ("swiftui-fj", 15), ("swiftui-swipe", 15), ("swiftui-kulman", 15),
        ("swiftui-parchment-options", 20),
    ])
    func aSeedScreenCostsAtMostItsBudget(name: String, budget: Int) throws {
        let stated = [
            "swiftui-parchment": 8, "swiftui-td": 11, "swiftui-fj": 15, "swiftui-swipe": 10, "swiftui-kulman": 8,
            "swiftui-parchment-options": 11,
        ][name]
        try checkSample(name, in: "Sources/PagerKit/PagerKit.docc/SwiftUI.md", budget: budget, stated: stated)
    }
}

/// The lines of the web sample `name` in `text` (between `<!-- pager:begin NAME -->` and
/// `<!-- pager:end -->`) that count: not blank, not an HTML comment, and not the app's own
/// list markup (between `<!-- app:begin -->` and `<!-- app:end -->`).
private func webSample(_ name: String, in text: String) -> [Substring]? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let trimmed = { (line: Substring) in line.trimmingCharacters(in: .whitespaces) }
    guard let begin = lines.firstIndex(where: { trimmed($0) == "<!-- pager:begin \(name) -->" }),
        let end = lines[begin...].firstIndex(where: { trimmed($0) == "<!-- pager:end -->" })
    else { return nil }
    var inApp = false
    return lines[(begin + 1)..<end].filter { line in
        let code = trimmed(line)
        if code == "<!-- app:begin -->" { inApp = true }
        defer { if code == "<!-- app:end -->" { inApp = false } }
        return !inApp && !code.isEmpty && !code.hasPrefix("<!--")
    }
}

@Suite("The page code of a web pager screen")
struct WebSampleLengthTests {
    /// The budget: a seed screen on a web page in at most 15 lines of HTML and
    /// JavaScript, one element or statement per line (an opening tag and its own closing
    /// tag are one element), at most 100 columns; the app's own list markup is not counted.
    @Test(arguments: ["web-td", "web-menu", "web-hero", "web-kulman", "web-parchment", "web-fj", "web-swipe", "web-parchment-options"])
    func aSeedScreenOnAWebPageCostsAtMost15Lines(name: String) throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/Web.md"), encoding: .utf8)
        let lines = try #require(webSample(name, in: text), "no sample '\(name)' in docs/Web.md")
        // TD's menu: the doctype, the viewport, the element's stylesheet (linked in the head:
        // the room the screen takes held from the first paint), the module, the element, the
        // strip with five links and their closing tags: 13; the quick-return menu and the hero
        // add their header: 14; Kulman's, the same eight, a header and three links: 12.
        // Parchment's pages (built over the viewport anew, no stylesheet to link):
        // the seven lines around four links: 11; FJ's and SwipeTableView's: the seven, a
        // header and three links: 11. Issue 43's Parchment-like page with
        // options, in at most 20: the seven lines, the stylesheet's element and its four
        // one-declaration rules (6), the three links and the icon's (4), the listener (1): 18.
        let stated = [
            "web-td": 13, "web-menu": 14, "web-hero": 14, "web-kulman": 12, "web-parchment": 11, "web-fj": 11, "web-swipe": 11,
            "web-parchment-options": 18,
        ][name]
        #expect(lines.count <= (name == "web-parchment-options" ? 20 : 15), "\(name): \(lines.count) lines")
        #expect(lines.count == stated, "\(name): \(lines.count) lines, the article states \(String(describing: stated))")
        #expect(lines.allSatisfy { $0.count <= 100 }, "\(name): a line over 100 columns")
        // One element a line: at most one opening tag (`<x`, not `</x` or `<!`).
        let openings = { (line: Substring) in
            line.split(separator: "<", omittingEmptySubsequences: true).count { $0.first.map { $0 != "/" && $0 != "!" } ?? false }
        }
        #expect(lines.allSatisfy { openings($0) <= 1 || $0.hasPrefix("<!") }, "\(name): two elements on a line")
        #expect(lines.allSatisfy { !$0.contains(";") }, "\(name): two statements on a line")
    }
}
