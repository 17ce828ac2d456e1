// Keys to gestures: the demo's input handling, on top of the simulator's host.
import PagerCore
import PagerDriver
import PagerSimulator

/// A key the demo understands.
public enum Key: Equatable, Sendable {
    case up, down, pageUp, pageDown, left, right
    case digit(Int)
    case statusBar, rotate, quit
    /// Show or hide the status line with the current record's numbers.
    case numbers
    case wheel(up: Bool)

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
                var j = i + 3, number = 0
                while j < bytes.count, bytes[j] >= 48, bytes[j] <= 57 { number = number * 10 + Int(bytes[j] - 48); j += 1 }
                while j < bytes.count, bytes[j] != 77, bytes[j] != 109 { j += 1 }
                if number == 64 { keys.append(.wheel(up: true)) }
                if number == 65 { keys.append(.wheel(up: false)) }
                i = j + 1
                continue
            }
            switch bytes[i] {
            case 49...57: keys.append(.digit(Int(bytes[i]) - 48))
            case UInt8(ascii: "t"): keys.append(.statusBar)
            case UInt8(ascii: "r"): keys.append(.rotate)
            case UInt8(ascii: "s"): keys.append(.numbers)
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
    public private(set) var layout: Layout
    /// Whether the last line shows the current record's numbers (`s` toggles it).
    public private(set) var showsNumbers = false

    public init(layout: Layout) {
        self.layout = layout
        host = PagerHost(driver: PagerDriver())
        host.layout(layout)
    }

    /// Does what `key` means, now (in simulated time; gestures take their own time).
    /// Returns false for `quit`.
    public mutating func handle(_ key: Key) -> Bool {
        if key == .numbers {
            showsNumbers.toggle()
            return true
        }
        guard let g = host.state.geometry else { return key != .quit }
        let page: Int? = g.isPages ? host.state.page : nil
        switch key {
        case .up: host.drag(.content, page: page, by: -120, over: 0.15, release: .hold)
        case .down: host.drag(.content, page: page, by: 120, over: 0.15, release: .hold)
        case .wheel(let up): host.drag(.content, page: page, by: up ? -60 : 60, over: 0.05)
        case .pageUp: host.drag(.content, page: page, by: -250, over: 0.1)   // a fling, 2500 pt/s
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
        case .quit: return false
        case .numbers: break
        }
        return true
    }

    /// The status line for the current record when numbers are shown, else `nil` (the key
    /// help is shown).
    public var statusLine: String? {
        guard showsNumbers, let record = host.records.last else { return nil }
        return Renderer.numbers(of: record)
    }

    /// What the screen shows now.
    public var screen: ScreenModel { ScreenModel(state: host.state) }

    /// Lets simulated time catch up with `t` (frames and ends of motion on the way).
    public mutating func advance(to t: Double) {
        if t > host.time { host.advance(to: t) }
    }
}
