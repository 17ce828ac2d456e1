// The viewer's page: HTML, CSS and a small script that draws the embedded data. No network,
// no external assets: it opens from disk in any current browser.

enum ViewerPage {
    /// The document around the embedded data (`data` is JSON with `</` escaped).
    static func html(title: String, data: String, live: (module: [UInt8], glue: String)? = nil) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(escape(title)) · ScrollPager viewer</title>
        <style>
        \(css)
        \(live == nil ? "" : PlaygroundPage.liveCSS)
        </style>
        </head>
        <body>
        <header><b>\(escape(title))</b> <span id="where"></span>
        \(live == nil ? "" : "<button id=\"continue\" title=\"take over live from this record: the module simulates the screen from here\">continue from here</button>")
        <span class="help">←/→ one event · Shift+←/→ previous/next tap or layout · Space play/pause · speed <select id="speed"><option value="0.25">0.25×</option><option value="1" selected>1×</option><option value="4">4×</option></select> · Home/End · n next difference</span></header>
        <main>
        <section id="phones"><svg id="phone" role="img" aria-label="the screen at the current record"></svg></section>
        <section id="side">
        <div id="json"></div>
        </section>
        </main>
        <footer><canvas id="timeline" height="220"></canvas><input id="scrubber" type="range" min="0" value="0" aria-label="record"></footer>
        \(live == nil ? "" : PlaygroundPage.livePanel.replacingAll("<main id=\"live\">", with: "<main id=\"live\" style=\"display: none\">"))
        <script id="data" type="application/json">\(data)</script>
        \(live.map { PlaygroundPage.moduleScripts(module: $0.module, glue: $0.glue) } ?? "")
        <script>
        \(script)
        \(live == nil ? "" : PlaygroundPage.liveScript + continueScript)
        </script>
        </body>
        </html>

        """
    }

    /// "Continue from here": the module's reducer takes the trace's events up to the
    /// current record, its simulated screen takes over from there (`PagerHost(continuing:)`),
    /// and the live panel below the viewer is driven by the pointer. `#seq=N&continue` does
    /// it on opening; with `&check` too, the live panel runs its browser check.
    static let continueScript = ViewerScripts.continueFromHere

    static func escape(_ text: String) -> String {
        text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;")
    }

    static let css = """
        body { margin: 0; font: 13px -apple-system, "Helvetica Neue", Arial, sans-serif; color: #222; background: #f4f4f6; }
        header { padding: 8px 12px; background: #fff; border-bottom: 1px solid #ddd; }
        header .help { color: #777; margin-left: 16px; font-size: 12px; }
        main { display: flex; gap: 16px; padding: 12px; align-items: flex-start; }
        #phones { flex: none; }
        #phone { background: #fff; border: 8px solid #222; border-radius: 28px; width: 300px; }
        #side { flex: 1; min-width: 0; }
        #json { display: flex; gap: 12px; }
        #json pre { flex: 1; margin: 0; padding: 8px; background: #fff; border: 1px solid #ddd; font: 11px Menlo, monospace; white-space: pre-wrap; word-break: break-all; }
        #json h4 { margin: 0 0 4px; font-size: 12px; }
        .changed { background: #fff3a8; }
        .differs { background: #ffc9c9; }
        footer { padding: 0 12px 12px; }
        #timeline { width: 100%; background: #fff; border: 1px solid #ddd; display: block; cursor: pointer; }
        #scrubber { width: 100%; }
        """

    /// The phone's drawing (`el`, `rows`, `drawPhone`), shared by the viewer and the
    /// playground: a screen's JSON (`ViewerScreen`) drawn as SVG.
    static let phoneScript = ViewerScripts.phone

    static let script = ViewerScripts.viewer.replacingAll("// @include phone.js", with: phoneScript)
}
