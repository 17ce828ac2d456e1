// Why an event got its SPEC §5 code: which field, which rule, which values. The record
// keeps only the codes (SPEC §3); the reasons come out through `PagerState.apply(_:reasons:)`
// for tools and hosts that want to explain a rejection to a person.
//
// Reasons hold plain values and build their words only when asked (`field`, `rule`,
// `description`), so a rejection costs the reducer no string work.

/// Why one event was rejected or flagged (SPEC §5): the code the record carries, plus the
/// field, the rule and the values behind it.
///
/// ```swift
/// var reasons: [DiagnosticReason] = []
/// let record = state.apply(event, reasons: &reasons)
/// for reason in reasons { print(reason) }
/// // invalidLayout: content.sections[2].rows is -3, but a count must not be negative
/// ```
public enum PagerDiagnosticReason: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// An event other than a valid `layout` before the first valid layout.
    case noLayout(event: PagerEventName)
    /// The layout breaks a rule of SPEC §5; the previous layout stays.
    case invalidLayout(PagerLayoutProblem)
    /// A view the content does not have: `pages` in `sections` content.
    case unknownView(PagerScrollViewID, content: PagerContent.Kind)
    /// An event on the header that names no view here (code `unknownView`): a `drag` on
    /// a header that is not an overlay (`fixed`, `stickyReveal`), or a `decelerate` or
    /// `scroll` on the header, which is no scroll view (SPEC §4.7).
    case unknownHeaderEvent(event: PagerEventName, mode: PagerHeaderMode)
    /// A `content` event's `page` names no content view. `pageCount` is the number of
    /// content views (1 in `sections` content, where only page 0 exists).
    case pageOutOfRange(page: Int, pageCount: Int)
    /// `tapPagerItem` with an index the pager does not have.
    case indexOutOfRange(index: Int, itemCount: Int)
    /// A `content` event without `page` in `pages` content.
    case missingPage
    /// A non-finite number a Swift caller passed (the trace reader never lets one through).
    case invalidNumber(field: NumberField, value: Double)
    /// Applied but flagged: `t` is earlier than the last applied event's.
    case timeWentBackwards(t: Double, clock: Double)
    /// Applied but flagged: a phase out of the order idle → dragging → decelerating.
    /// `page` is the content view's page (`nil` for `pages` and `pager`).
    case unexpectedPhase(event: PagerEventName, view: PagerScrollViewID, page: Int?, phase: ViewPhase)

    /// The event fields a non-finite number can be in.
    public enum NumberField: String, Sendable, Equatable, Hashable {
        /// `t`, the event's time.
        case t
        /// `offset`, where a view reported itself.
        case offset
        /// `velocity`, a `drag ended`'s release velocity.
        case velocity
    }

    /// Where a view was in SPEC §5's phase machine before the event.
    public enum ViewPhase: String, Sendable, Equatable, Hashable {
        /// At rest, or moved only by `scroll` events.
        case idle
        /// Under a finger: after `drag began`.
        case dragging
        /// After a `drag ended` with `willDecelerate`, waiting for `decelerate began`.
        case decelerationPending
        /// After `decelerate began`.
        case decelerating
    }

    /// The SPEC §5 code this reason explains, as it appears in the record.
    public var code: PagerDiagnostic {
        switch self {
        case .noLayout: return .noLayout
        case .invalidLayout: return .invalidLayout
        case .unknownView, .unknownHeaderEvent: return .unknownView
        case .pageOutOfRange: return .pageOutOfRange
        case .indexOutOfRange: return .indexOutOfRange
        case .missingPage: return .missingPage
        case .invalidNumber: return .invalidNumber
        case .timeWentBackwards: return .timeWentBackwards
        case .unexpectedPhase: return .unexpectedPhase
        }
    }

    /// The offending field as a path into the event's JSON, e.g. `content.sections[2].rows`.
    public var field: String {
        switch self {
        case .noLayout: return TraceKeys.Event.type.rawValue
        case .invalidLayout(let problem): return problem.field.path
        case .unknownView, .unknownHeaderEvent: return TraceKeys.Event.view.rawValue
        case .pageOutOfRange, .missingPage: return TraceKeys.Event.page.rawValue
        case .indexOutOfRange: return TraceKeys.Event.index.rawValue
        case .invalidNumber(let field, _): return field.rawValue
        case .timeWentBackwards: return TraceKeys.Event.t.rawValue
        case .unexpectedPhase: return TraceKeys.Event.phase.rawValue
        }
    }

    /// The rule that was broken, with the values that broke it, in words.
    public var rule: String {
        switch self {
        case .noLayout(let event):
            return "\(event.rawValue) came before the first valid layout"
        case .invalidLayout(let problem):
            return problem.rule
        case .unknownView(let view, let content):
            return "\(view.rawValue) is not a view of \(content.rawValue) content"
        case .unknownHeaderEvent(let event, let mode):
            return event.type == .drag
                ? "a \(mode.rawValue) header is not dragged: only quickReturn and collapse headers scroll the list"
                : "\(event.rawValue) on the header: the header is no scroll view, only drag events name it"
        case .pageOutOfRange(let page, let count):
            return count == 1
                ? "page is \(page), but this content has only page 0"
                : "page is \(page), but this content has pages 0…\(count - 1)"
        case .indexOutOfRange(let index, let count):
            return count == 0
                ? "index is \(index), but the pager has no items"
                : "index is \(index), but the pager has items 0…\(count - 1)"
        case .missingPage:
            return "a content event in pages content must say which page"
        case .invalidNumber(let field, let value):
            return "\(field.rawValue) is \(value), but it must be finite"
        case .timeWentBackwards(let t, let clock):
            return "t is \(t), earlier than the last applied event's \(clock)"
        case .unexpectedPhase(let event, let view, let page, let phase):
            let name = page.map { "\(view.rawValue) (page \($0))" } ?? view.rawValue
            return "\(event.rawValue) on \(name) while \(phase.words); expected \(phase.expected)"
        }
    }

    /// `code: rule`, e.g. `indexOutOfRange: index is 7, but the pager has items 0…3`.
    public var description: String { "\(code.rawValue): \(rule)" }
}

extension PagerDiagnosticReason.ViewPhase {
    var words: String {
        switch self {
        case .idle: return "idle"
        case .dragging: return "dragging"
        case .decelerationPending: return "waiting for decelerate.began"
        case .decelerating: return "decelerating"
        }
    }

    /// What SPEC §5's phase machine allows next.
    var expected: String {
        switch self {
        case .idle: return "drag.began first"
        case .dragging: return "drag.moved or drag.ended"
        case .decelerationPending: return "decelerate.began (or a new drag.began)"
        case .decelerating: return "decelerate.moved, decelerate.ended or a new drag.began"
        }
    }
}

/// What makes a layout invalid (SPEC §5 `invalidLayout`): the first broken rule, in the
/// order the fields appear in the layout.
public struct PagerLayoutProblem: Error, Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The offending field.
    public var field: Field
    /// The rule it breaks.
    public var kind: Kind
    /// The value that breaks it (a count for `itemCountMismatch`).
    public var value: Double

    /// A problem: `field` breaks rule `kind` with `value`.
    public init(field: Field, kind: Kind, value: Double) {
        self.field = field
        self.kind = kind
        self.value = value
    }

    /// A field of the `layout` event.
    public enum Field: Sendable, Equatable, Hashable {
        /// `viewport.width`.
        case viewportWidth
        /// `viewport.height`.
        case viewportHeight
        /// `header.height`, `S`.
        case headerHeight
        /// `header.barHeight`, `B`.
        case barHeight
        /// `pager.spacing`.
        case spacing
        /// `pager.edgeInset`.
        case edgeInset
        /// `pager.indicatorExtra`.
        case indicatorExtra
        /// `pager.items[i].width`.
        case itemWidth(Int)
        /// `pager.items`: its count against the sections or pages.
        case items
        /// `content.window`, the ±window of TD's `window` selection rule.
        case window
        /// `content.sections[i].headerHeight`.
        case sectionHeaderHeight(Int)
        /// `content.sections[i].rows`.
        case sectionRows(Int)
        /// `content.sections[i].rowHeight`.
        case sectionRowHeight(Int)
        /// A measured section's `height`.
        case sectionHeight(Int)
        /// `content.footerHeight`.
        case footerHeight
        /// `content.sections` as a whole: the sum of their heights.
        case sections
        /// `content.pages[k].contentHeight`.
        case pageContentHeight(Int)

        /// The field's path in the event's JSON, e.g. `pager.items[3].width`.
        public var path: String {
            typealias K = TraceKeys
            let viewport = K.Event.viewport.rawValue, header = K.Event.header.rawValue
            let pager = K.Event.pager.rawValue, content = K.Event.content.rawValue
            let items = "\(pager).\(K.Pager.items.rawValue)"
            let sections = "\(content).\(K.Content.sections.rawValue)"
            let pages = "\(content).\(K.Content.pages.rawValue)"
            switch self {
            case .viewportWidth: return "\(viewport).\(K.Viewport.width.rawValue)"
            case .viewportHeight: return "\(viewport).\(K.Viewport.height.rawValue)"
            case .headerHeight: return "\(header).\(K.Header.height.rawValue)"
            case .barHeight: return "\(header).\(K.Header.barHeight.rawValue)"
            case .spacing: return "\(pager).\(K.Pager.spacing.rawValue)"
            case .edgeInset: return "\(pager).\(K.Pager.edgeInset.rawValue)"
            case .indicatorExtra: return "\(pager).\(K.Pager.indicatorExtra.rawValue)"
            case .itemWidth(let i): return "\(items)[\(i)].\(K.Item.width.rawValue)"
            case .items: return items
            case .window: return "\(content).\(K.Content.window.rawValue)"
            case .sectionHeaderHeight(let i): return "\(sections)[\(i)].\(K.Section.headerHeight.rawValue)"
            case .sectionRows(let i): return "\(sections)[\(i)].\(K.Section.rows.rawValue)"
            case .sectionRowHeight(let i): return "\(sections)[\(i)].\(K.Section.rowHeight.rawValue)"
            case .sectionHeight(let i): return "\(sections)[\(i)].\(K.Section.height.rawValue)"
            case .footerHeight: return "\(content).\(K.Content.footerHeight.rawValue)"
            case .sections: return sections
            case .pageContentHeight(let i): return "\(pages)[\(i)].\(K.Page.contentHeight.rawValue)"
            }
        }
    }

    /// A rule of SPEC §5 `invalidLayout`.
    public enum Kind: Sendable, Equatable, Hashable {
        /// A size must be finite and not negative.
        case notASize
        /// `rows` must not be negative.
        case negativeCount
        /// `viewport.width` must not be zero.
        case zeroWidth
        /// `pager.items` must have one item per section or page; the payload is that count.
        case itemCountMismatch(expected: Int)
        /// The content views' height from the mode table (SPEC §1) must not be negative;
        /// `value` is that height.
        case negativeContentViewHeight
        /// A measured section's `height` must be at least its `headerHeight` (the payload).
        case belowHeaderHeight(Double)
        /// Finite sizes whose sum overflows to infinity (ScrollPager's reading of
        /// "non-finite sizes"); `field` names the sum.
        case overflow
    }

    /// The rule and the values, in words.
    public var description: String { rule }

    /// The rule and the values, in words.
    public var rule: String {
        let path = field.path
        switch kind {
        case .notASize:
            return "\(path) is \(value), but a size must be finite and not negative"
        case .negativeCount:
            return "\(path) is \(Int(exactly: value).map(String.init) ?? "\(value)"), but a count must not be negative"
        case .zeroWidth:
            return "\(path) is 0, but the screen must have a width"
        case .itemCountMismatch(let expected):
            let count = Int(exactly: value).map(String.init) ?? "\(value)"
            return "\(path) has \(count) items, but the content has \(expected) sections or pages"
        case .negativeContentViewHeight:
            return
                "the content views would be \(value) high (viewport.height less the header and bar the mode puts above them), but a height must not be negative"
        case .belowHeaderHeight(let headerHeight):
            return "\(path) is \(value), but a section's height includes its header row (headerHeight \(headerHeight))"
        case .overflow:
            return "\(path) add up to more than a Double can hold"
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable; the trace codec of PagerTrace
// reads and writes these values there.
#if !hasFeature(Embedded)
extension PagerDiagnosticReason.ViewPhase: Codable {}
#endif
