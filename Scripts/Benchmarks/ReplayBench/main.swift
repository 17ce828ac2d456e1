// replay-bench-trace: writes a realistic events trace of N lines for Scripts/bench-replay.sh.
//
// An FJ screen (quick-return header over five pages): gestures of drags at 60 Hz, flings
// with deceleration frames, page swipes, and taps followed by their animated `scroll`
// frames — the mix a recorded session has. Seeded: the same N gives the same file.
import PagerCore
import PagerFuzz
import PagerSimulator
import PagerTrace

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[1]) else {
    print("usage: replay-bench-trace COUNT OUT")
    fatalError("bad arguments")
}
let output = try PagerOutputFile(atomicallyReplacing: arguments[2])
// The catalogue's FJ screen with five pages.
let layout = PagerPresets.fj(pages: [1800, 300, 2400, 5200, 900], adjustContentSize: true)
struct Generator {
    let output: PagerOutputFile
    let count: Int
    var random = PagerSplitMix64(seed: 7)
    var t = 0.0, page = 0, y = [Double](repeating: -104, count: 5)
    var written = 0

    mutating func emit(_ event: PagerEvent) throws {
        guard written < count else { return }
        try output.write(event)
        written += 1
    }

    mutating func frame() -> Double {
        t += 1.0 / 60
        return (t * 1e6).rounded() / 1e6
    }

    mutating func run(_ layout: PagerLayout) throws {
        try emit(.layout(layout, t: 0))
        while written < count {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6:  // drag the current list, maybe fling
                var offset = y[page]
                let speed = Double.random(in: -45...45, using: &random).rounded()
                try emit(.dragBegan(.content, page: page, offset: offset, t: frame()))
                for _ in 0..<Int.random(in: 5...25, using: &random) {
                    offset = min(max(offset + speed, -104), 2000)
                    try emit(.dragMoved(.content, page: page, offset: offset, t: frame()))
                }
                let fling = Bool.random(using: &random)
                // A deceleration follows exactly when willDecelerate says so (a zero-speed fling
                // still decelerates, as a release past a bound does).
                try emit(.dragEnded(.content, page: page, offset: offset, velocity: fling ? speed * 60 : 0, willDecelerate: fling, t: frame()))
                if fling {
                    var v = speed
                    try emit(.offset(.decelerateBegan, .content, page: page, offset: offset, t: frame()))
                    while abs(v) > 0.5 {
                        v *= 0.967  // 0.998 per ms over a 16.7 ms frame
                        offset = min(max(offset + v, -104), 2000)
                        try emit(.offset(.decelerateMoved, .content, page: page, offset: offset, t: frame()))
                    }
                    try emit(.offset(.decelerateEnded, .content, page: page, offset: offset, t: frame()))
                }
                y[page] = offset
            case 6..<8:  // swipe to a neighbouring page
                let target = min(max(page + (Bool.random(using: &random) ? 1 : -1), 0), 4)
                let from = Double(page) * 375, to = Double(target) * 375
                try emit(.dragBegan(.pages, offset: from, t: frame()))
                for k in 1...10 { try emit(.dragMoved(.pages, offset: from + (to - from) * Double(k) / 20, t: frame())) }
                try emit(.dragEnded(.pages, offset: (from + to) / 2, velocity: (to - from) * 3, willDecelerate: true, t: frame()))
                try emit(.offset(.decelerateBegan, .pages, offset: (from + to) / 2, t: frame()))
                for k in 11...19 { try emit(.offset(.decelerateMoved, .pages, offset: from + (to - from) * Double(k) / 20, t: frame())) }
                try emit(.offset(.decelerateEnded, .pages, offset: to, t: frame()))
                page = target
            default:  // tap a tab, then its 0.3 s animation of the pages container
                let target = Int.random(in: 0..<5, using: &random)
                let from = Double(page) * 375, to = Double(target) * 375
                try emit(.tapPagerItem(target, t: frame()))
                for k in 1...18 {
                    let u = Double(k) / 18
                    try emit(.offset(.scrollMoved, .pages, offset: from + (to - from) * (3 * u * u - 2 * u * u * u), t: frame()))
                }
                try emit(.offset(.scrollEnded, .pages, offset: to, t: frame()))
                page = target
            }
        }
    }
}

var generator = Generator(output: output, count: count)
try generator.run(layout)
try output.commit()
