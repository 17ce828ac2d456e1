// `trace-replay playground`: one self-contained HTML page in which the reducer and the
// simulator run — pager.wasm (Scripts/wasm.sh) inlined — and the mouse or a finger drives
// the screen: drag and fling the list, swipe pages, drag the header, tap tabs and the
// status bar, rotate. The phone is drawn by the viewer's own code from the module's
// screen JSON (ViewerScreen); the session exports as an events trace.

/// The playground page.
public enum PlaygroundPage {
    /// The page, with the module's bytes (`pager.wasm`) and its JavaScript glue
    /// (`pager-wasm.js`) inlined.
    public static func html(module: [UInt8], glue: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>ScrollPager playground</title>
        <style>
        \(css)
        </style>
        </head>
        <body>
        <header><b>ScrollPager playground</b>
        <label>screen <select id="preset"></select></label>
        <label>or a layout file <input id="layout-file" type="file" accept=".json,.jsonl"></label>
        <span class="help">drag or flick the list · swipe sideways for pages · drag the header · tap a tab or the status bar</span></header>
        \(livePanel)
        \(moduleScripts(module: module, glue: glue))
        <script>
        \(ViewerPage.phoneScript)
        \(liveScript)
        \(playgroundScript)
        </script>
        </body>
        </html>

        """
    }

    /// The live screen: the phone the pointer drives, the current record, the session.
    static let livePanel = """
        <main id="live">
        <section><svg id="live-phone" role="img" aria-label="the simulated screen" touch-action="none"></svg></section>
        <section id="live-side"><div><button id="live-rotate">rotate</button> <button id="live-export">export the session</button></div>
        <h4 id="live-where"></h4><pre id="live-record"></pre><h4>the session</h4><textarea id="live-session" readonly rows="8"></textarea></section>
        </main>
        """

    /// The module (base64) and its glue, as scripts.
    static func moduleScripts(module: [UInt8], glue: String) -> String {
        """
        <script id="module" type="application/octet-stream">\(base64(module))</script>
        <script>
        \(escapeScript(glue))
        </script>
        """
    }

    static let css = """
        body { margin: 0; font: 13px -apple-system, "Helvetica Neue", Arial, sans-serif; color: #222; background: #f4f4f6; }
        header { padding: 8px 12px; background: #fff; border-bottom: 1px solid #ddd; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
        header .help { color: #777; font-size: 12px; }
        main { display: flex; gap: 16px; padding: 12px; align-items: flex-start; }
        \(liveCSS)
        """

    /// The live panel's own rules (the viewer includes them too).
    static let liveCSS = """
        #live-phone { background: #fff; border: 8px solid #222; border-radius: 28px; width: 320px; touch-action: none; user-select: none; cursor: grab; }
        #live-side { flex: 1; min-width: 0; }
        #live-record { margin: 0; padding: 8px; background: #fff; border: 1px solid #ddd; font: 11px Menlo, monospace; white-space: pre-wrap; }
        #live-session { width: 100%; font: 11px Menlo, monospace; }
        #live h4 { margin: 8px 0 4px; }
        """

    /// Base64 of `bytes` (no Foundation: the page is built anywhere the viewer is).
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let b0 = Int(bytes[i]), b1 = i + 1 < bytes.count ? Int(bytes[i + 1]) : 0, b2 = i + 2 < bytes.count ? Int(bytes[i + 2]) : 0
            out.append(alphabet[b0 >> 2])
            out.append(alphabet[(b0 & 3) << 4 | b1 >> 4])
            out.append(i + 1 < bytes.count ? alphabet[(b1 & 15) << 2 | b2 >> 6] : UInt8(ascii: "="))
            out.append(i + 2 < bytes.count ? alphabet[b2 & 63] : UInt8(ascii: "="))
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Script text that cannot close its `<script>` element.
    static func escapeScript(_ text: String) -> String { text.replacingAll("</", with: "<\\/") }

    /// The live screen's behaviour, shared by the playground and the viewer's "continue
    /// from here": the module's host drawn with the viewer's phone, pointer events as
    /// touches, the page's clock as the host's, the export, and the browser check (`#check`).
    static let liveScript = ViewerScripts.live

    /// The playground's own part: choosing a preset or a layout file, and starting.
    static let playgroundScript = ViewerScripts.playground
}
