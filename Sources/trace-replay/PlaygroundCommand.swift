// `trace-replay playground`: a self-contained HTML page in which the reducer and the
// simulator run as WebAssembly (Scripts/wasm.sh builds the module).
import CommandLineSupport
import Foundation
import PagerTrace
import PagerViewer

enum PlaygroundCommand: Subcommand {
    static let name = "playground"
    static let abstract = """
        playground       Write a page where the reducer runs in the browser (WebAssembly)
                           and the mouse drives a simulated screen.
        """
    static let usage = "trace-replay playground [-o OUT.html] [--module PAGER.wasm]"
    static let help = """
        OVERVIEW: Write one self-contained HTML file (no network, no external assets) in which
        PagerCore's reducer, the simulator's host and PagerPhysics run as WebAssembly
        (pager.wasm, inlined), and the mouse or a finger drives the screen: drag and flick
        the list, swipe sideways between pages, drag the strip or the header, tap a tab or
        the status bar, rotate. Any preset or layout file; the current record is shown as
        the viewer shows it, and "export the session" saves the events trace that
        `trace-replay run` replays to the page's records.

        USAGE: \(usage)

        OPTIONS:
        \(optionsHelp)

        EXAMPLE:
          Scripts/wasm.sh && trace-replay playground -o playground.html
        """

    struct Options {
        var out = "playground.html"
        var module = ".build/wasm/pager.wasm"
    }

    static let defaults = Options()

    static let declaredOptions: [OptionDeclaration<Options>] = [
        OptionDeclaration(
            "--out", short: "-o", value: "OUT.html", help: ["Where to write it (atomically; default: \(defaults.out))."]
        ) { scanner, options throws(UsageError) in options.out = try scanner.value(for: "--out") },
        OptionDeclaration(
            "--module", value: "PAGER.wasm",
            help: [
                "The module (default: \(defaults.module), which",
                "Scripts/wasm.sh builds, with pager-wasm.js beside it).",
            ]
        ) { scanner, options throws(UsageError) in options.module = try scanner.value(for: "--module") },
    ]

    static func options(_ partial: Options, positional: [String], _ scanner: ArgumentScanner) throws(UsageError) -> Options {
        if let extra = positional.first { throw scanner.error("Unexpected argument '\(extra)'") }
        return partial
    }

    /// The module at `path` and the glue Scripts/wasm.sh writes beside it.
    static func module(at path: String) throws(PagerFileError) -> (module: [UInt8], glue: String, gluePath: String) {
        let gluePath = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("pager-wasm.js").path
        guard let module = FileManager.default.contents(atPath: path) else {
            throw PagerFileError(path, "no such module: build it with Scripts/wasm.sh (or give --module FILE)")
        }
        guard let glue = FileManager.default.contents(atPath: gluePath) else {
            throw PagerFileError(gluePath, "the module's JavaScript glue is missing: Scripts/wasm.sh writes it beside the module")
        }
        return ([UInt8](module), String(decoding: glue, as: UTF8.self), gluePath)
    }

    static func execute(_ options: Options) -> ExitCode {
        do {
            let (module, glue, gluePath) = try module(at: options.module)
            let file = try PagerOutputFile(replacing: options.out, inputs: [options.module, gluePath])
            try file.write(text: PlaygroundPage.html(module: module, glue: glue))
            try file.commit()
            printError("wrote \(options.out): pager.wasm \(module.count) bytes")
            return .success
        } catch {
            return failure(error)
        }
    }
}
