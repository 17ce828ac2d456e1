// The element's life, decided here: `<scroll-pager>` joins the document (`connectedCallback`),
// leaves it (`disconnectedCallback`), comes back (a framework moving the node) — and the page
// only carries out what this says: build the screen once, listen while connected, write
// what comes back. A removed element writes nothing and tells nothing; its screen is kept
// as it stood for a return.
import PagerCore

/// Where a web screen's element is in its life.
enum WebLife: Equatable {
    /// Never in the document: nothing is built yet.
    case unbuilt
    /// In the document: the page listens and carries out the writes.
    case connected
    /// Out of the document: nothing is written or told until it comes back.
    case disconnected
}

/// What the page does when its element joins the document (`PagerWebScreen.connect(at:)`).
public enum PagerWebConnection: Int32, Equatable, Sendable {
    /// Nothing: the element is connected already.
    case none = 0
    /// The first time: build the screen from the markup, listen, lay it out.
    case build = 1
    /// A return (the node was moved): the screen is built; listen again and lay it out. The
    /// writes that follow put every scroller back where the screen has it.
    case resume = 2
}

extension PagerWebScreen {
    /// The element joined the document at `t`: the first time, the page builds the screen;
    /// after a `disconnect(at:)`, the screen resumes as it stood. A browser gives a
    /// re-inserted scroller a new scroll position (0), so every scroller is written back to
    /// where the screen has it, and what the browser was moving when the element left (a
    /// fling, a snap settle, a wheel) ended then: it ends now, where the screen has it.
    public func connect(at t: Double) -> PagerWebConnection { plant.webConnection(joined(at: t)) }

    /// `connect(at:)`'s answer.
    private func joined(at t: Double) -> PagerWebConnection {
        edge.now = t
        switch life {
        case .connected: return .none
        case .unbuilt:
            life = .connected
            return .build
        case .disconnected:
            life = .connected
            for view in core.views {
                guard let role = core.role(of: view) else { continue }
                edge.writes.append(.scrollTo(role, view.position))
            }
            for view in core.views where view.isDecelerating || view.engineMoves { endMotion(of: view) }
            return .resume
        }
    }

    /// The element left the document at `t` (removed, or moved: a return follows in the same
    /// task). A finger on it is lifted now — its events no longer reach the screen — and,
    /// until it comes back, nothing is written or told (`takeWrites()`, `takeNews()`) and no
    /// frame is wanted: what happens meanwhile (an app's `select`) waits for the return.
    public func disconnect(at t: Double) {
        guard life == .connected else { return }
        touchEnd(at: t)
        life = .disconnected
    }

    /// Whether the element is in the document (between `connect(at:)` and `disconnect(at:)`).
    public var isConnected: Bool { life == .connected }
}
