// Keys to gestures: the demo's input handling, on top of the simulator's host.
import PagerCore
import PagerKit
import PagerSimulator

/// A key the demo understands.
public enum Key: Equatable, Sendable {
    case up, down, pageUp, pageDown, left, right
    case digit(Int)
    case statusBar, rotate, quit
    /// Show or hide the status line with the current record's numbers.
    case numbers
    case wheel(up: Bool)
    /// A flick on the header (`h` up, `H` down): it scrolls the list (SPEC §4.7).
    case headerFlick(up: Bool)
    /// A mouse button pressed, dragged or released at a cell (1-based column and row, as
    /// the terminal reports them): on the header rows it drags the header (SPEC §4.7).
    case mouse(MouseAction, column: Int, row: Int)

    public enum MouseAction: Equatable, Sendable { case press, drag, release }

    /// Parses the bytes a terminal sends (arrows and page keys as ANSI escapes, xterm mouse
    /// wheel in SGR mode); returns the keys and how many bytes were used.
    public static func parse(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = [], i = 0
        while i < bytes.count {
            let rest = bytes[i...]
            if rest.starts(with: [27, 91, 65]) { keys.append(.up); i += 3; continue }
            if rest.starts(with: [27, 91, 66]) { keys.append(.down); i += 3; continue }
            if rest.starts(with: [27, 91, 67]) { keys.append(.right); i += 3; continue }
            if rest.starts(with: [27, 91, 68]) { keys.append(.left); i += 3; continue }
            if rest.starts(with: [27, 91, 53, 126]) { keys.append(.pageUp); i += 4; continue }
            if rest.starts(with: [27, 91, 54, 126]) { keys.append(.pageDown); i += 4; continue }
            if rest.starts(with: [27, 91, 60]) {  // SGR mouse: ESC [ < b ; x ; y M|m
                var j = i + 3
                var numbers: [Int] = [0]
                while j < bytes.count, bytes[j] != 77, bytes[j] != 109 {
                    if bytes[j] == 59 {
                        numbers.append(0)
                    } else if bytes[j] >= 48, bytes[j] <= 57 {
                        numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + Int(bytes[j] - 48)
                    }
                    j += 1
                }
                let released = j < bytes.count && bytes[j] == 109
                if numbers.count == 3 {
                    let (button, x, y) = (numbers[0], numbers[1], numbers[2])
                    switch button {
                    case 64: keys.append(.wheel(up: true))
                    case 65: keys.append(.wheel(up: false))
                    case 0: keys.append(.mouse(released ? .release : .press, column: x, row: y))
                    case 32: keys.append(.mouse(.drag, column: x, row: y))  // motion, button 0 held
                    default: break
                    }
                }
                i = j + 1
                continue
            }
            switch bytes[i] {
            case 49...57: keys.append(.digit(Int(bytes[i]) - 48))
            case UInt8(ascii: "t"): keys.append(.statusBar)
            case UInt8(ascii: "r"): keys.append(.rotate)
            case UInt8(ascii: "s"): keys.append(.numbers)
            case UInt8(ascii: "h"): keys.append(.headerFlick(up: true))
            case UInt8(ascii: "H"): keys.append(.headerFlick(up: false))
            case UInt8(ascii: "q"), 3: keys.append(.quit)  // q, or Ctrl-C in raw mode
            default: break
            }
            i += 1
        }
        return keys
    }
}

/// A demo session: a host, a layout, and what each key does. The host runs in UIKit mode:
/// its scroll views report delegate callbacks to a `PagerDriver`, which alone talks to the
/// reducer — the terminal is a front end like an app's, with only drawing and keys of its own.
public struct DemoSession: Sendable {
    public private(set) var host: PagerHost
    public private(set) var layout: PagerLayout
    /// Whether the last line shows the current record's numbers (`s` toggles it).
    public private(set) var showsNumbers = false
    /// The row where a mouse drag on the header began, while it lasts.
    private var headerDragRow: Int?
    /// A header animation running (`animateHeader`): from, to, start, duration.
    private var headerAnimation: (from: Double, to: Double, start: Double, duration: Double)?
    /// How many records the header animation has looked at.
    private var recordsSeen = 0

    public init(layout: PagerLayout) {
        self.layout = layout
        host = PagerHost(driver: PagerDriver())
        host.layout(layout)
    }

    /// Does what `key` means, now (in simulated time; gestures take their own time).
    /// Returns false for `quit`.
    /// `renderer`: the frame's geometry, to find the header rows under a mouse.
    public mutating func handle(_ key: Key, renderer: Renderer? = nil) -> Bool {
        if key == .numbers {
            showsNumbers.toggle()
            return true
        }
        defer { followHeaderAnimation() }
        guard let g = host.state.geometry else { return key != .quit }
        let page: Int? = g.isPages ? host.state.page : nil
        switch key {
        case .up: host.drag(.content, page: page, by: -120, over: 0.15, release: .hold)
        case .down: host.drag(.content, page: page, by: 120, over: 0.15, release: .hold)
        case .wheel(let up): host.drag(.content, page: page, by: up ? -60 : 60, over: 0.05)
        case .pageUp: host.drag(.content, page: page, by: -250, over: 0.1)  // a fling, 2500 pt/s
        case .pageDown: host.drag(.content, page: page, by: 250, over: 0.1)
        case .left, .right:
            if g.isPages {
                host.drag(.pages, by: (key == .right ? 0.6 : -0.6) * g.width, over: 0.15)
            } else if let selected = host.state.selected {
                host.tapPagerItem(max(0, min(g.itemCount - 1, selected + (key == .right ? 1 : -1))))
            }
        case .digit(let n): if n >= 1, n <= g.itemCount { host.tapPagerItem(n - 1) }
        case .statusBar: host.tapStatusBar()
        case .rotate:
            swap(&layout.viewport.width, &layout.viewport.height)
            host.layout(layout)
        case .headerFlick(let up):
            if g.headerOverlaysContent { host.dragHeader(by: up ? 200 : -200, over: 0.1) }
        case .mouse(let action, _, let row):
            handleMouse(action, row: row, renderer: renderer ?? Renderer(), on: g)
        case .quit: return false
        case .numbers: break
        }
        return true
    }

    /// A mouse press on the header rows (overlay modes) puts a finger on the header; drags
    /// move it by whole rows (in points, the renderer's scale), a release lifts it.
    private mutating func handleMouse(_ action: Key.MouseAction, row: Int, renderer: Renderer, on g: PagerLayoutGeometry) {
        let screen = self.screen
        switch action {
        case .press:
            guard g.headerOverlaysContent, headerDragRow == nil, renderer.isOnHeader(row: row - 1, of: screen) else { return }
            host.touchDownHeader()
            headerDragRow = row
        case .drag:
            guard let start = headerDragRow else { return }
            host.headerTouchMoved(to: Double(start - row) * renderer.pointsPerRow(of: screen))
        case .release:
            guard headerDragRow != nil else { return }
            headerDragRow = nil
            host.touchUp()
        }
    }

    /// Follows the records for `animateHeader` (SPEC §3, §7): one starts an animation from
    /// where the header is drawn now; a record that moves the header without one replaces it.
    private mutating func followHeaderAnimation() {
        let records = host.records
        guard recordsSeen < records.count else { return }
        for i in recordsSeen..<records.count {
            let record = records[i]
            let animates =
                record.hasCommandsOrDiagnostics
                ? record.commands.lazy.compactMap { command -> Double? in
                    if case .animateHeader(_, let duration) = command { return duration } else { return nil }
                }.first : nil
            if let duration = animates {
                // From where the header was drawn just before this record.
                let before = i > 0 ? records[i - 1].headerTy : record.headerTy
                let from = headerAnimation.map { animationPoint($0, at: record.t) } ?? before
                headerAnimation = (from, record.headerTy, record.t, duration)
            } else if let running = headerAnimation, record.headerTy != running.to {
                headerAnimation = nil
            }
        }
        recordsSeen = records.count
    }

    /// Where the header is drawn at `t`: its animation's point (ease in-out), or the state's.
    private func drawnHeaderTy(at t: Double) -> Double {
        guard let a = headerAnimation, a.duration > 0, t < a.start + a.duration else { return host.state.headerTy }
        return animationPoint(a, at: t)
    }

    private func animationPoint(_ a: (from: Double, to: Double, start: Double, duration: Double), at t: Double) -> Double {
        guard a.duration > 0 else { return a.to }
        let u = max(0, min(1, (t - a.start) / a.duration))
        return a.from + (a.to - a.from) * u * u * (3 - 2 * u)
    }

    /// The status line for the current record when numbers are shown, else `nil` (the key
    /// help is shown).
    public var statusLine: String? {
        guard showsNumbers, let record = host.records.last else { return nil }
        return Renderer.numbers(of: record)
    }

    /// What the screen shows now, the header where its animation is (`animateHeader`).
    package var screen: PagerScreenModel { PagerScreenModel(state: host.state, headerTy: drawnHeaderTy(at: host.time)) }

    /// Lets simulated time catch up with `t` (frames and ends of motion on the way).
    public mutating func advance(to t: Double) {
        if t > host.time { host.advance(to: t) }
        followHeaderAnimation()
    }
}
