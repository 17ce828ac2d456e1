// `.spi.yml`, which the Swift Package Index reads to build the documentation (issue 71):
// checked to parse, as the small part of YAML it uses, and to name existing targets that
// have a DocC catalog.
import Foundation
import PagerTestSupport
import Testing

/// The part of YAML `.spi.yml` is written in: `key: value` and `key:` maps nested by
/// indentation, `- ` list items, flow lists `[a, b]`, `#` comments. Returns each
/// `documentation_targets` list with its line, or throws `line N: …` for a line outside it.
func documentationTargets(inSPIManifest text: String) throws -> [(line: Int, targets: [String])] {
    struct NotParsed: Error, CustomStringConvertible { var description: String }
    var found: [(line: Int, targets: [String])] = []
    var sawVersion = false
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = index + 1
        var content = Substring(raw)
        if let hash = content.firstIndex(of: "#") { content = content[..<hash] }
        guard !content.allSatisfy(\.isWhitespace) else { continue }
        guard !content.contains("\t") else { throw NotParsed(description: "line \(line): a tab in indentation") }
        var body = content.drop { $0 == " " }
        if body.hasPrefix("- ") { body = body.dropFirst(2).drop { $0 == " " } }
        guard let colon = body.firstIndex(of: ":"),
            !body[..<colon].isEmpty, body[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { throw NotParsed(description: "line \(line): not `key: value`: \(raw)") }
        let key = body[..<colon]
        let value = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        if key == "version" { sawVersion = value == "1" }
        if value.hasPrefix("[") {
            guard value.hasSuffix("]") else { throw NotParsed(description: "line \(line): a flow list without its `]`") }
            let items = value.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard items.allSatisfy({ !$0.isEmpty }) else { throw NotParsed(description: "line \(line): an empty list item") }
            if key == "documentation_targets" { found.append((line, items)) }
        }
    }
    guard sawVersion else { throw NotParsed(description: "no `version: 1`") }
    return found
}

@Suite("The Swift Package Index manifest")
struct PackageIndexManifestTests {
    @Test func itParsesAndNamesTargetsWithCatalogs() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(".spi.yml"), encoding: .utf8)
        let lists = try documentationTargets(inSPIManifest: text)
        #expect(!lists.isEmpty, ".spi.yml names no documentation_targets")
        let manifest = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declared = try NSRegularExpression(pattern: #"\.target\(\s*name:\s*"([^"]+)""#)
            .matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest))
            .compactMap { Range($0.range(at: 1), in: manifest).map { String(manifest[$0]) } }
        for (line, targets) in lists {
            for target in targets {
                #expect(declared.contains(target), ".spi.yml:\(line): '\(target)' is not a target of Package.swift")
                let catalog = repositoryRoot.appendingPathComponent("Sources/\(target)/\(target).docc").path
                #expect(FileManager.default.fileExists(atPath: catalog), ".spi.yml:\(line): '\(target)' has no DocC catalog")
            }
        }
        // Every catalog is built: a module documented here and not on the Index would be lost.
        let catalogs = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Sources").path)
            .filter { FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent("Sources/\($0)/\($0).docc").path) }
        #expect(Set(catalogs) == Set(lists.flatMap(\.targets)))
    }

    /// The parser refuses what it does not read, so a broken file cannot pass as empty.
    @Test func aLineOutsideTheSubsetIsRefusedWithItsNumber() {
        #expect(throws: (any Error).self) { try documentationTargets(inSPIManifest: "version: 1\nbuilder\n") }
        #expect(throws: (any Error).self) { try documentationTargets(inSPIManifest: "version: 1\n  documentation_targets: [A, B\n") }
        #expect(throws: (any Error).self) { try documentationTargets(inSPIManifest: "builder:\n") }
        let lists = try? documentationTargets(inSPIManifest: "version: 1\nbuilder:\n  configs:\n    - documentation_targets: [A, B]\n")
        #expect(lists?.first?.line == 4)
        #expect(lists?.first?.targets == ["A", "B"])
    }
}
