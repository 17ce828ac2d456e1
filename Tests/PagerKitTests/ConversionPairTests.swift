// Each platform converts between its views' offsets and the reducer's once, inside its
// surface: one pair of functions in one file. These tests read the sources and fail when
// another file calls a pair, declares one of its own, or when the driver converts again.
import Foundation
import PagerCore
import PagerKit
import PagerSimulator
import PagerTestSupport
import Testing

@Suite("Each platform's coordinate conversion: one pair, inside its surface")
struct ConversionPairTests {
    /// Every Swift file under `Sources`, by its path from the repository root.
    static func sources() throws -> [(path: String, text: String)] {
        let root = repositoryRoot.appendingPathComponent("Sources")
        let walker = try #require(FileManager.default.enumerator(atPath: root.path))
        var files: [(String, String)] = []
        while let name = walker.nextObject() as? String {
            guard name.hasSuffix(".swift") else { continue }
            files.append(("Sources/" + name, try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The pairs: each namespace, the one file it lives in, and its two conversions.
    static let pairs: [(namespace: String, file: String, functions: [String])] = [
        ("UIKitCoordinates", "Sources/PagerKit/UIKit/UIKitOffsets.swift", ["uikitOffset(ofReducer", "reducerOffset(ofUIKit"]),
        ("ScrollerCoordinates", "Sources/PagerKit/Web/WebScroller.swift", ["scrollerOffset(ofReducer", "reducerOffset(ofScroller"]),
        ("SwiftUICoordinates", "Sources/PagerKit/SwiftUI/PagerContainer.swift", ["swiftUIOffset(ofReducer", "reducerOffset(ofSwiftUI"]),
    ]

    @Test(arguments: pairs.map(\.namespace))
    func onlyItsSurfaceCallsThePair(_ namespace: String) throws {
        let pair = try #require(Self.pairs.first { $0.namespace == namespace })
        let files = try Self.sources()
        // The pair exists, in its file: both directions.
        let home = try #require(files.first { $0.path == pair.file })
        #expect(home.text.contains("private enum \(namespace)"))
        for function in pair.functions { #expect(home.text.contains("static func \(function)"), "\(function) in \(pair.file)") }
        // No other file names the namespace or one of its functions.
        for file in files where file.path != pair.file {
            #expect(!file.text.contains("\(namespace)."), "\(file.path) calls \(namespace)")
            for function in pair.functions { #expect(!file.text.contains(function), "\(file.path) calls or declares \(function)") }
        }
    }

    @Test func theDriverConvertsNothing() throws {
        // The driver's inputs are the reducer's: no file of the driver mirrors a horizontal
        // view or shifts a list by the safe area (UIKit's, SwiftUI's or the browser's).
        let files = try Self.sources().filter { $0.path.hasPrefix("Sources/PagerKit/Driver/") }
        #expect(!files.isEmpty)
        for file in files {
            #expect(!file.text.contains("maxPagerX) - "), "\(file.path) mirrors the strip")
            #expect(!file.text.contains("maxPagesX) - "), "\(file.path) mirrors the pages")
            #expect(!file.text.contains("+ safeAreaTop"), "\(file.path) shifts a list")
        }
    }

    @Test func aRecordingOfUIKitsCoordinatesReplaysAsTheReducers() {
        // fj with a 47 pt safe area: UIKit's resting top of a list is −(104 + 47) = −151, the
        // reducer's −104 (SPEC §1 minY = −insetTop; UIKIT-CALLBACKS §4). Right to left, the
        // pages container's UIKit offset 750 is the reducer's pagesX 750 − 750 = 0, and a
        // drag to UIKit's 625 is the reducer's 125 (maxPagesX = 2 × 375 = 750).
        let uikit: [PagerRecordedCallback] = [
            PagerRecordedCallback(t: 0, input: .layout(PagerPresets.fj), nested: false),
            PagerRecordedCallback(t: 1, input: .willBeginDragging(.content(page: 0), offset: -151), nested: false),
            PagerRecordedCallback(t: 1.1, input: .didScroll(.content(page: 0), offset: -141, flags: .dragging), nested: false),
            PagerRecordedCallback(t: 2, input: .willBeginDragging(.pages, offset: 750), nested: false),
            PagerRecordedCallback(t: 2.1, input: .didScroll(.pages, offset: 625, flags: .dragging), nested: false),
        ]
        let reducer: [PagerRecordedCallback] = [
            PagerRecordedCallback(t: 0, input: .layout(PagerPresets.fj), nested: false),
            PagerRecordedCallback(t: 1, input: .willBeginDragging(.content(page: 0), offset: -104), nested: false),
            PagerRecordedCallback(t: 1.1, input: .didScroll(.content(page: 0), offset: -94, flags: .dragging), nested: false),
            PagerRecordedCallback(t: 2, input: .willBeginDragging(.pages, offset: 0), nested: false),
            PagerRecordedCallback(t: 2.1, input: .didScroll(.pages, offset: 125, flags: .dragging), nested: false),
        ]
        let old = PagerDriver.drive(uikit, safeAreaTop: 47, rightToLeft: true, version: 4)
        let new = PagerDriver.drive(reducer, safeAreaTop: 47, rightToLeft: true, version: 5)
        #expect(old.events == new.events)
        #expect(old.events.contains(.dragBegan(.content, page: 0, offset: -104, t: 1)))
        #expect(old.events.contains(.dragMoved(.pages, offset: 125, t: 2.1)))
        // Read as version 5, UIKit's numbers are taken as the reducer's: another session.
        #expect(PagerDriver.drive(uikit, safeAreaTop: 47, rightToLeft: true, version: 5).events != new.events)
    }
}
