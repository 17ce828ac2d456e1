// A tiny script format for scenarios, one gesture per line:
//
//     # FJ: flick the first page, then tap the third tab
//     layout fj
//     drag content page 0 by 300 over 0.3
//     wait 1
//     tap 2
//     settle
//
// Steps: `layout PRESET|FILE.json [rows R,R,…] [selection crossing|window] [snap on|off]
// [edge N] [cells auto|equal|intrinsic] [behavior NAME] [mode MODE]`,
// `hz N`, `drag content|pages|pager|header [page N] by D over S [fling|hold]` (`header` on
// the overlay modes, SPEC §4.7), the same finger in three steps with anything between them
// (`touch VIEW [page N]`, `move by D over S`, `lift [fling|hold]`), `tap N`, `statusbar`,
// `rotate [mode MODE]`, `resize …` (SPEC §4.0: `resize section N height H`,
// `resize page N height H`, `resize footer H`, `resize viewport height H`,
// `resize header height H`, `resize bar height H`), `scroll content|pages|pager [page N] to
// Y [instant]` (the app moves a view itself), `wait S`, `settle [S]`,
// `layout-every-frame on|off` (a host that forwards every layout pass, SPEC §4.0). `#`
// starts a comment.
// (Over 450 lines: the script format — its steps, their parser and their error messages —
// in one place, so a step's syntax and its meaning are read together.)
import PagerCore
import PagerKit

/// A script mistake: `FILE:LINE:COLUMN: message`.
public struct PagerScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The script's name.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column of the word at fault.
    public var column: Int
    /// What is wrong.
    public var message: String
    /// `FILE:LINE:COLUMN: message`.
    public var description: String { "\(file):\(line):\(column): \(message)" }

    /// A mistake at `file`:`line`:`column`.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }
}

/// A scripted session.
public struct PagerScenario: Sendable, Equatable {
    /// One line of a script: a gesture (the vocabulary the fuzzer and the playground speak
    /// too), or a setting of the simulated screen.
    public enum Step: Sendable, Equatable {
        /// `layout PRESET|FILE …`, `resize …`: send this layout.
        case layout(PagerLayout)
        /// `hz N`: frames per second from now on.
        case frameRate(Double)
        /// `drag`, `touch`, `move`, `lift`, `scroll`, `tap`, `statusbar`, `wait`, `rotate`.
        case gesture(PagerGesture)
        /// `settle [SECONDS]`: time passes until nothing moves (at most that long).
        case settle(Double)
        /// Whether the host sends its layout again with every frame.
        case layoutEveryFrame(Bool)
    }

    /// The steps, in order.
    public var steps: [Step]

    /// Every step a script may use, by its first word (the order `simulate --help` lists them).
    public static let stepNames = [
        "layout", "hz", "drag", "touch", "move", "lift", "tap", "statusbar", "rotate", "resize", "scroll", "wait", "settle",
        "layout-every-frame",
    ]

    /// A scenario of these steps.
    public init(steps: [Step]) {
        self.steps = steps
    }

    /// Runs the steps on a fresh host; `hz` overrides any `hz` step. With `uikit`, the host
    /// reports UIKit callbacks to a `PagerDriver` and logs them (`callbacks`).
    public func run(hz: Double? = nil, physics: PagerScrollPhysics = PagerScrollPhysics(), uikit: Bool = false) -> PagerHost {
        var host = uikit ? PagerHost(driver: PagerDriver(), physics: physics) : PagerHost(physics: physics)
        host.logsCallbacks = uikit
        if let hz { host.frameInterval = 1 / hz }
        for step in steps {
            switch step {
            case .layout(let layout): host.layout(layout)
            case .frameRate(let rate): if hz == nil { host.frameInterval = 1 / rate }
            case .gesture(let gesture): host.perform(gesture)
            case .settle(let limit): host.settle(within: limit)
            case .layoutEveryFrame(let on): host.sendsLayoutEveryFrame = on
            }
        }
        return host
    }

    /// Parses a script; `file` names it in errors. `loadLayout` reads a `layout FILE.json`
    /// step's file (the caller's file system; it throws a message, placed at the file name).
    ///
    /// `playedOn` plays the script on your own screen (`simulate --layout FILE`): every
    /// `layout` step lays out that screen instead of the preset or file it names (its variants
    /// still apply), and a script with no `layout` step before its first gesture starts on it.
    public init(
        script: String, file: String = "<script>", playedOn given: PagerLayout? = nil,
        loadLayout: ((String) throws -> PagerLayout)? = nil
    ) throws(PagerScriptError) {
        var steps: [Step] = []
        /// The screen the steps so far have laid out: a step that needs a screen, or a view or
        /// page it does not have, is a mistake in the script, not a trace to write.
        var screen: PagerLayout?
        /// The view a finger held by `touch` is on, until its `lift`.
        var fingerOn: PagerScrollViewID?
        for (index, rawLine) in script.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine[...]
            var words = Words(line: line, file: file, number: index + 1)
            guard let keyword = words.next() else { continue }
            if screen == nil, let given, keyword.text != "layout", keyword.text != "hz" {
                steps.append(.layout(given))
                screen = given
            }
            if screen == nil, ["drag", "touch", "tap", "statusbar", "rotate", "scroll", "wait", "settle", "resize"].contains(keyword.text) {
                throw words.error(at: keyword, "'\(keyword.text)' before any 'layout' step: there is no screen yet")
            }
            switch keyword.text {
            case "layout":
                let name = try words.expect("a preset name (\(PagerPresets.byName.map { $0.name }.joined(separator: ", "))) or a layout file")
                var layout: PagerLayout
                if let given {
                    layout = given
                } else if let preset = PagerPresets.byName.first(where: { $0.name == name.text }) {
                    layout = preset.layout
                } else if name.text.hasSuffix(".json") || name.text.hasSuffix(".jsonl") || name.text.contains("/") {
                    guard let loadLayout else { throw words.error(at: name, "layout files cannot be read here") }
                    do {
                        layout = try loadLayout(name.text)
                    } catch {
                        throw words.error(at: name, "\(error)")
                    }
                } else {
                    throw words.error(
                        at: name, "unknown preset '\(name.text)' (\(PagerPresets.byName.map { $0.name }.joined(separator: ", ")), or a FILE.json)")
                }
                // Variants: `rows R,R,…` (TD's screens), `selection crossing|window`, `snap on|off`.
                while let modifier = words.next() {
                    switch modifier.text {
                    case "rows":
                        let list = try words.expect("rows per section, e.g. 4,4,0")
                        let rows = list.text.split(separator: ",").compactMap { Int($0) }
                        guard given == nil, name.text.hasPrefix("td"), !rows.isEmpty, rows.count == list.text.split(separator: ",").count,
                            rows.allSatisfy({ $0 >= 0 }), case .sections(_, let rule, _, _) = layout.content
                        else {
                            throw words.error(
                                at: list,
                                given == nil
                                    ? "'rows' takes whole numbers ≥ 0 separated by commas, on td screens"
                                    : "'rows' rebuilds a td preset; it does not apply to the screen given with --layout")
                        }
                        let edge = layout.pager.edgeInset
                        layout = PagerPresets.td(rows: rows, selection: rule)
                        layout.pager.edgeInset = edge
                    case "selection":
                        let word = try words.expect("crossing or window")
                        guard let rule = PagerSelectionRule(rawValue: word.text), case .sections(let sections, _, let window, let footer) = layout.content
                        else {
                            throw words.error(at: word, "'selection' takes crossing or window, on sections screens")
                        }
                        layout.content = .sections(sections, selection: rule, window: window, footerHeight: footer)
                    case "snap":
                        let word = try words.expect("on or off")
                        guard word.text == "on" || word.text == "off" else { throw words.error(at: word, "expected on or off, not '\(word.text)'") }
                        layout.header.snap = word.text == "on"
                    case "edge":
                        layout.pager.edgeInset = try words.nonNegativeNumber("points")
                    case "cells":
                        let word = try words.expect("auto, equal or intrinsic")
                        guard let cells = PagerCells(rawValue: word.text) else {
                            throw words.error(at: word, "expected auto, equal or intrinsic, not '\(word.text)'")
                        }
                        layout.pager.cells = cells
                    case "behavior":
                        let names = PagerBehavior.allCases.map { $0.rawValue }.joined(separator: ", ")
                        let word = try words.expect(names)
                        guard let behavior = PagerBehavior(rawValue: word.text) else { throw words.error(at: word, "expected \(names), not '\(word.text)'") }
                        layout.pager.behavior = behavior
                    case "mode":
                        let word = words.peek()
                        layout.header.mode = try words.headerMode()
                        guard PagerLayoutGeometry(layout) != nil else {
                            throw words.error(at: word, "this mode makes an invalid layout (SPEC §5): a fixed header needs room below it")
                        }
                    default:
                        throw words.error(at: modifier, "unknown layout option '\(modifier.text)' (rows, selection, snap, edge, cells, behavior, mode)")
                    }
                }
                steps.append(.layout(layout))
                screen = layout
            case "hz":
                steps.append(.frameRate(try words.positiveNumber("a frame rate")))
            case "drag", "touch":
                if fingerOn != nil { throw words.error(at: keyword, "a finger is already down (one finger at a time): 'lift' it first") }
                let (view, page) = try words.view(on: screen, header: true)
                if keyword.text == "touch" {
                    fingerOn = view
                    steps.append(.gesture(.touch(view, page: page)))
                    break
                }
                let (distance, duration) = try words.byOver()
                steps.append(.gesture(.drag(view, page: page, by: distance, over: duration, release: try words.release())))
            case "move":
                guard fingerOn != nil else { throw words.error(at: keyword, "no finger is down: 'touch' a view first") }
                let (distance, duration) = try words.byOver()
                steps.append(.gesture(.move(by: distance, over: duration)))
            case "lift":
                guard fingerOn != nil else { throw words.error(at: keyword, "no finger is down: 'touch' a view first") }
                fingerOn = nil
                steps.append(.gesture(.lift(try words.release())))
            case "scroll":
                let (view, page) = try words.view(on: screen, header: false)
                try words.keyword("to")
                let value = try words.number("an offset in points")
                var animated = true
                if let word = words.peek(), word.text == "instant" {
                    _ = words.next()
                    animated = false
                }
                steps.append(.gesture(.scroll(view, page: page, to: value, animated: animated)))
            case "tap":
                let word = try words.expect("an item index")
                guard let index = Int(word.text) else { throw words.error(at: word, "'\(word.text)' is not an item index") }
                steps.append(.gesture(.tap(index)))
            case "statusbar":
                steps.append(.gesture(.statusBar))
            case "rotate":
                var mode: PagerHeaderMode?
                if let word = words.peek(), word.text == "mode" {
                    _ = words.next()
                    mode = try words.headerMode()
                }
                if let rotated = screen?.rotated(into: mode) {
                    guard PagerLayoutGeometry(rotated) != nil else {
                        throw words.error(at: keyword, "this rotation makes an invalid layout (SPEC §5): a fixed header needs room below it")
                    }
                    screen = rotated
                }
                steps.append(.gesture(.rotate(into: mode)))
            case "resize":
                guard let current = screen else { throw words.error(at: keyword, "'resize' before any 'layout' step: there is no screen yet") }
                let resized = try Self.resize(current, &words)
                guard PagerLayoutGeometry(resized) != nil else {
                    throw words.error(at: keyword, "this resize makes an invalid layout (SPEC §5)")
                }
                steps.append(.layout(resized))
                screen = resized
            case "wait":
                steps.append(.gesture(.wait(try words.nonNegativeNumber("seconds"))))
            case "settle":
                if fingerOn != nil { throw words.error(at: keyword, "a finger is down, so nothing comes to rest: 'lift' it first") }
                steps.append(.settle(words.peek() == nil ? 10 : try words.positiveNumber("seconds")))
            case "layout-every-frame":
                let word = try words.expect("on or off")
                guard word.text == "on" || word.text == "off" else {
                    throw words.error(at: word, "expected on or off, not '\(word.text)'")
                }
                steps.append(.layoutEveryFrame(word.text == "on"))
            default:
                throw words.error(at: keyword, "unknown step '\(keyword.text)' (\(Self.stepNames.joined(separator: ", ")))")
            }
            if let extra = words.next() { throw words.error(at: extra, "unexpected '\(extra.text)'") }
        }
        if screen == nil, let given { steps.append(.layout(given)) }
        self.steps = steps
    }

    /// `resize section N height H | page N height H | footer H | viewport height H |
    /// header height H | bar height H`: the screen with that one size changed (SPEC §4.0).
    private static func resize(_ layout: PagerLayout, _ words: inout Words) throws(PagerScriptError) -> PagerLayout {
        var layout = layout
        let what = try words.expect("section, page, footer, viewport, header or bar")
        switch what.text {
        case "section", "page":
            let word = try words.expect("a \(what.text) number")
            guard let i = Int(word.text), i >= 0, i < layout.content.itemCount else {
                throw words.error(at: word, "'\(word.text)' names no \(what.text) of this screen")
            }
            try words.keyword("height")
            let height = try words.nonNegativeNumber("points")
            switch layout.content {
            case .sections(var sections, let selection, let window, let footer) where what.text == "section":
                sections[i] = PagerListSection(headerHeight: sections[i].headerHeight, height: height, title: sections[i].title)
                layout.content = .sections(sections, selection: selection, window: window, footerHeight: footer)
            case .pages(var pages, let adjust) where what.text == "page":
                pages[i].contentHeight = height
                layout.content = .pages(pages, adjustContentSize: adjust)
            default:
                throw words.error(at: what, "this screen has no \(what.text)s (its content is \(layout.content.kind.rawValue))")
            }
        case "footer":
            let height = try words.nonNegativeNumber("points")
            guard case .sections(let sections, let selection, let window, _) = layout.content else {
                throw words.error(at: what, "only sections content has a footer")
            }
            layout.content = .sections(sections, selection: selection, window: window, footerHeight: height)
        case "viewport", "header", "bar":
            try words.keyword("height")
            let height = try words.nonNegativeNumber("points")
            switch what.text {
            case "viewport": layout.viewport.height = height
            case "header": layout.header.height = height
            default: layout.header.barHeight = height
            }
        default:
            throw words.error(at: what, "unknown resize '\(what.text)' (section, page, footer, viewport, header or bar)")
        }
        return layout
    }
}

/// The words of one script line, with their columns; `#` ends the line.
private struct Words {
    struct Word {
        var text: String
        var column: Int
    }

    var words: [Word] = []
    var index = 0
    let file: String
    let number: Int
    let lineLength: Int

    init(line: Substring, file: String, number: Int) {
        self.file = file
        self.number = number
        var column = 1, current = "", start = 1
        let content = line.prefix { $0 != "#" }
        for character in content {
            if character == " " || character == "\t" {
                if !current.isEmpty { words.append(Word(text: current, column: start)) }
                current = ""
            } else {
                if current.isEmpty { start = column }
                current.append(character)
            }
            column += 1
        }
        if !current.isEmpty { words.append(Word(text: current, column: start)) }
        lineLength = column
    }

    func peek() -> Word? { index < words.count ? words[index] : nil }

    mutating func next() -> Word? {
        defer { index += 1 }
        return peek()
    }

    func error(at word: Word?, _ message: String) -> PagerScriptError {
        PagerScriptError(file: file, line: number, column: word?.column ?? lineLength, message: message)
    }

    mutating func expect(_ what: String) throws(PagerScriptError) -> Word {
        guard let word = next() else { throw error(at: nil, "expected \(what)") }
        return word
    }

    /// `content|pages|pager[|header] [page N]`: a view of `screen` (a list of `pages`
    /// content needs its page).
    mutating func view(on screen: PagerLayout?, header allowsHeader: Bool) throws(PagerScriptError) -> (PagerScrollViewID, Int?) {
        let names = allowsHeader ? "content, pages, pager or header" : "content, pages or pager"
        let viewWord = try expect(names)
        guard let view = PagerScrollViewID(rawValue: viewWord.text), allowsHeader || view != .header else {
            throw error(at: viewWord, "unknown view '\(viewWord.text)' (\(names))")
        }
        let isPages = screen?.content.isPages ?? false
        if view == .pages, !isPages {
            throw error(at: viewWord, "this screen has no pages container (its content is sections)")
        }
        if view == .header, let mode = screen?.header.mode, mode != .quickReturn, mode != .collapse {
            throw error(at: viewWord, "a \(mode.rawValue) header cannot be dragged (quickReturn and collapse headers can, SPEC §4.7)")
        }
        guard peek()?.text == "page" else {
            if view == .content, isPages { throw error(at: viewWord, "which page's list? Add 'page N' (pages content)") }
            return (view, nil)
        }
        let pageWord = next()
        let word = try expect("a page number")
        guard let number = Int(word.text), number >= 0 else { throw error(at: word, "'\(word.text)' is not a page number") }
        guard view == .content, isPages else {
            throw error(at: pageWord, "'page' names a list of pages content; this view has none")
        }
        let pages = screen?.content.itemCount ?? 0
        guard number < pages else {
            throw error(at: word, "page \(number) does not exist (the screen has \(pages) \(pages == 1 ? "page" : "pages"))")
        }
        return (view, number)
    }

    /// `by POINTS over SECONDS`.
    mutating func byOver() throws(PagerScriptError) -> (distance: Double, duration: Double) {
        try keyword("by")
        let distance = try number("a distance in points")
        try keyword("over")
        return (distance, try positiveNumber("a duration in seconds"))
    }

    /// `[fling|hold]`, `fling` when absent.
    mutating func release() throws(PagerScriptError) -> PagerGestureRelease {
        guard let word = next() else { return .fling }
        guard let value = PagerGestureRelease(rawValue: word.text) else { throw error(at: word, "unknown release '\(word.text)' (fling or hold)") }
        return value
    }

    /// A header mode's name.
    mutating func headerMode() throws(PagerScriptError) -> PagerHeaderMode {
        let names = PagerHeaderMode.allCases.map { $0.rawValue }.joined(separator: ", ")
        let word = try expect(names)
        guard let mode = PagerHeaderMode(rawValue: word.text) else { throw error(at: word, "expected \(names), not '\(word.text)'") }
        return mode
    }

    mutating func keyword(_ name: String) throws(PagerScriptError) {
        let word = try expect("'\(name)'")
        guard word.text == name else { throw error(at: word, "expected '\(name)', not '\(word.text)'") }
    }

    mutating func number(_ what: String) throws(PagerScriptError) -> Double {
        let word = try expect(what)
        guard let value = Double(word.text), value.isFinite else { throw error(at: word, "'\(word.text)' is not a number") }
        return value
    }

    mutating func nonNegativeNumber(_ what: String) throws(PagerScriptError) -> Double {
        let word = try expect(what)
        guard let value = Double(word.text), value.isFinite, value >= 0 else {
            throw error(at: word, "'\(word.text)' is not a number of \(what) ≥ 0")
        }
        return value
    }

    mutating func positiveNumber(_ what: String) throws(PagerScriptError) -> Double {
        let word = try expect(what)
        guard let value = Double(word.text), value.isFinite, value > 0 else {
            throw error(at: word, "'\(word.text)' is not a positive number")
        }
        return value
    }
}
