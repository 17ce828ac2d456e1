// The web module's numbers, written once (`WebABI`): the element's JavaScript holds them as a
// generated block of scrollpager-module.js, which must be the Swift source's to the letter.
import Foundation
import PagerCore
@testable import PagerKit
import PagerTestSupport
import Testing

@Suite("The web ABI's numbers: one Swift source, the script's block generated from it")
struct WebABITests {
    /// The block between `abi:begin` and `abi:end` in the script is `WebABI.javaScript`: a
    /// number changed on one side only fails here (the message is the block to paste).
    @Test func theScriptsBlockIsTheSwiftSources() throws {
        let script = try String(contentsOf: repositoryRoot.appendingPathComponent("Sources/PagerWeb/scrollpager-module.js"), encoding: .utf8)
        let lines = script.components(separatedBy: "\n")
        guard let begin = lines.firstIndex(where: { $0.hasPrefix("// abi:begin") }), let end = lines.firstIndex(of: "// abi:end") else {
            Issue.record("scrollpager-module.js has no abi:begin … abi:end block; generated:\n\(WebABI.javaScript)")
            return
        }
        let block = lines[begin...end].joined(separator: "\n")
        #expect(block == WebABI.javaScript, "scrollpager-module.js's block has drifted; generated:\n\(WebABI.javaScript)")
    }

    /// What the block says, from the declarations it is made of: a write's kinds in
    /// `PagerWebWrite`'s order with the strip's cells after the strip (0 … 10), eight numbers a
    /// write, the model's 13 fields, a news entry's 6, the header modes in PagerCore's order
    /// (what `pager_layout_begin` picks by index), and the edge's three answers to a connect.
    @Test func theBlockCarriesEveryTableTheModuleUses() {
        let js = WebABI.javaScript
        #expect(js.contains("export const WRITE = { scrollTo: 0, spacers: 1, stopFling: 2, header: 3, strip: 4, cell: 5, underline: 6, "))
        #expect(js.contains("pull: 10 };"))
        #expect(js.contains("export const WRITE_STRIDE = 8;"))
        #expect(WebABI.ModelField.allCases.count == 13)
        #expect(WebABI.NewsField.allCases.count == 6)
        #expect(js.contains("export const MODES = [\"fixed\", \"quickReturn\", \"collapse\", \"stickyReveal\"];"))
        #expect(js.contains("export const LIFE = { none: 0, build: 1, resume: 2 };"))
        #expect(WebABI.number(WebABI.Role.strip) == 2)
        #expect(WebABI.number(PagerHeaderMode.stickyReveal) == 3)
    }
}
