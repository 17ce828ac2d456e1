// The browser engines `BrowserHost` plays: where Gecko's and WebKit's scrollers differ from
// Chromium's in what the web edge relies on (docs/WEB-ENGINES.md §E).

/// Where a browser engine's scrollers differ from Chromium's in what the web edge relies on
/// (WEB-ENGINES §E), for `BrowserHost` to play each: the edge must hold on all of them.
struct BrowserEngine: Equatable {
    /// Fires `scrollend` (Chromium's, Gecko's); WebKit's does not (§C, §E.1).
    var firesScrollEnd = true
    /// Each `scrollend` comes twice, the second a frame later (Gecko's, for a smooth scroll
    /// a write cut: §E.4).
    var doublesScrollEnd = false
    /// An instant write during the browser's own motion cancels it, which rests where it was
    /// written (WebKit's, Gecko's smooth scroll), where Chromium's fling is shifted (§E.4).
    var writeCancelsMotion = false

    /// Chromium's, as WEB-SCROLL measured it.
    static let chromium = BrowserEngine()
    /// Gecko's where it differs: a write cancels, and the cancelled motion's `scrollend` comes twice.
    static let gecko = BrowserEngine(doublesScrollEnd: true, writeCancelsMotion: true)
    /// WebKit's: no `scrollend`, and a write cancels.
    static let webKit = BrowserEngine(firesScrollEnd: false, writeCancelsMotion: true)
}
