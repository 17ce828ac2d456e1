// trace-replay playground end to end.
import Foundation
import PagerTestSupport
import Testing

@Suite("trace-replay playground")
struct PlaygroundEndToEndTests {
    @Test func aMissingModuleIsAClearErrorAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.path("playground.html"), module = directory.path("nowhere/pager.wasm")
        let result = try runTool(["playground", "-o", out, "--module", module])
        #expect(result.status == 2)
        #expect(result.stderr == "\(module): no such module: build it with Scripts/wasm.sh (or give --module FILE)\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func theViewersLiveModeNeedsTheModuleToo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.path("v.html"), module = directory.path("none.wasm")
        let trace = tracesDirectory.appendingPathComponent("spec-example.events.jsonl").path
        let result = try runTool(["view", trace, "--live", "--module", module, "-o", out])
        #expect(result.status == 2)
        #expect(result.stderr == "\(module): no such module: build it with Scripts/wasm.sh (or give --module FILE)\n")
        #expect(!FileManager.default.fileExists(atPath: out))
        // Without --live the viewer needs no module and has no "continue from here".
        #expect(try runTool(["view", trace, "-o", out]).status == 0)
        #expect(!(try String(contentsOfFile: out, encoding: .utf8)).contains("continue from here"))
    }

    @Test func thePageInlinesTheModuleAndItsGlue() throws {
        // Any bytes stand for the module here (the browser check, Scripts/playground-check.sh,
        // runs the real one): the page must carry them as base64 and the glue as a script.
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let module = directory.path("pager.wasm")
        #expect(FileManager.default.createFile(atPath: module, contents: Data([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0])))
        _ = try directory.write("pager-wasm.js", "globalThis.ScrollPagerWasm = { marker: \"</script> stays text\" };\n")
        let out = directory.path("p.html")
        let result = try runTool(["playground", "-o", out, "--module", module])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOfFile: out, encoding: .utf8)
        // "\0asm\1\0\0\0" in base64 is AGFzbQEAAAA=.
        #expect(page.contains(#"<script id="module" type="application/octet-stream">AGFzbQEAAAA=</script>"#))
        #expect(page.contains(#"marker: "<\/script> stays text""#))
        #expect(page.components(separatedBy: "</script>").count == page.components(separatedBy: "<script").count)
        #expect(!page.contains("src=") && !page.contains("href="))
    }
}
