// The numbers the web module's ABI (Sources/PagerWasm/PagerWasm+Web.swift) and the element's
// JavaScript share, written once: the module uses these types, and `WebABI.javaScript` is the
// block checked into scrollpager-module.js between its `abi:begin` and `abi:end` lines
// (WebABITests fails when the script's copy drifts; `swift test` prints the block to paste).
import PagerCore

/// The web module's numbers: what each crosses as, in declaration order from 0.
package enum WebABI {
    /// A scroller's kind (with a page for a list).
    package enum Role: String, CaseIterable {
        case list, pages, strip
    }

    /// Where a finger lands.
    package enum Place: String, CaseIterable {
        case list, header, strip
    }

    /// A write's kind (`pager_web_take_writes`): `PagerWebWrite`'s cases, the strip's cells apart.
    package enum Write: String, CaseIterable {
        case scrollTo, spacers, stopFling, header, strip, cell, underline, pagesFrame, snapping, pageFrame, pull
    }

    /// The numbers of one write: kind, role kind, page, then its values.
    package static let writeStride = 8

    /// The model's buffer (`pager_web_model`), one number a field.
    package enum ModelField: String, CaseIterable {
        case headerY, headerHeight, stripY, stripHeight, scrollTop, stripScrollLeft, underlineX, underlineWidth, selected
        case hasUnderline, page, pagesScrollLeft, sliding
    }

    /// One piece of news (`pager_web_news`), one number a field (−1: none).
    package enum NewsField: String, CaseIterable {
        case selected, cause, swipeFrom, swipeTo, swipeFraction, settledPage
    }

    /// Why a tab was selected (`PagerScreenNews.cause`).
    package enum Cause: String, CaseIterable {
        case tap, swipe, scroll, programmatic
    }

    /// The script's block: every table above, the header modes and the strip's cells
    /// (PagerCore's, as `pager_layout_*` picks them), and `PagerWebConnection`'s answers.
    package static var javaScript: String {
        func table<T: RawRepresentable & CaseIterable>(_ name: String, _ type: T.Type) -> String where T.RawValue == String {
            "export const \(name) = { " + T.allCases.enumerated().map { "\($0.element.rawValue): \($0.offset)" }.joined(separator: ", ") + " };"
        }
        func list<T: RawRepresentable & CaseIterable>(_ name: String, _ type: T.Type) -> String where T.RawValue == String {
            "export const \(name) = [" + T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + "];"
        }
        let life = [PagerWebConnection.none, .build, .resume].map { answer -> String in
            let name = answer == .none ? "none" : answer == .build ? "build" : "resume"
            return "\(name): \(answer.rawValue)"
        }
        return [
            "// abi:begin — generated from PagerKit's WebABI (WebABI.swift); WebABITests fails when it drifts.",
            table("ROLE", Role.self),
            table("PLACE", Place.self),
            table("WRITE", Write.self),
            "export const WRITE_STRIDE = \(writeStride);",
            table("MODEL", ModelField.self),
            table("NEWS", NewsField.self),
            list("CAUSES", Cause.self),
            list("MODES", PagerHeaderMode.self),
            table("CELLS", PagerCells.self),
            "export const LIFE = { " + life.joined(separator: ", ") + " };",
            "// abi:end",
        ].joined(separator: "\n")
    }
}

extension WebABI {
    /// `value`'s number: its place among its type's cases.
    @inline(__always)
    package static func number<T: CaseIterable & Equatable>(_ value: T) -> Int {
        var k = 0
        for candidate in T.allCases {
            if candidate == value { return k }
            k += 1
        }
        return 0
    }
}
