// Where the web screen's parts must be on the page for a record: what a check reads the DOM
// back against, frame by frame (the browser harness through `pager_web_model`, the fuzzer's
// `--via-web` through its simulated browser). The record alone decides it, not the writes.
import PagerCore

/// The screen a record shows, in the DOM's terms (CSS px; the containers are laid out left
/// to right, so right to left the horizontal positions are mirrored as SPEC §1 mirrors the
/// screen: scrollLeft = max − x, the underline at contentWidth − x − width).
public struct PagerWebScreenModel: Equatable, Sendable {
    /// The header's top on the screen (0 with no header).
    public var headerY: Double
    /// The header's height (0 with no header).
    public var headerHeight: Double
    /// The strip's top on the screen.
    public var stripY: Double
    /// The strip's height (0 with no strip).
    public var stripHeight: Double
    /// The current page's list `scrollTop`: the offset above its top spacer (`offsetY + insetTop`).
    public var scrollTop: Double
    /// The strip's `scrollLeft`.
    public var stripScrollLeft: Double
    /// The underline's x in the strip's content.
    public var underlineX: Double
    /// The underline's width.
    public var underlineWidth: Double
    /// The selected tab (−1: none).
    public var selected: Int
    /// Whether an underline is drawn (a strip, and an indicator in the record).
    public var hasUnderline: Bool
    /// The current page.
    public var page: Int
    /// The pages container's `scrollLeft`.
    public var pagesScrollLeft: Double

    /// The model of `record` on a screen of geometry `g`.
    public init(record: PagerRecord, geometry g: PagerLayoutGeometry, rightToLeft mirrored: Bool) {
        // (The chrome alone: the pages' and the tabs' frames are per item, and this is read
        // every frame.)
        let frames = PagerScreenFrames.Chrome(geometry: g, headerTy: record.headerTy)
        let header = frames.header, strip = frames.strip, ty = frames.translation
        // A `stickyReveal` header is the list's first S points: on screen where the list's
        // content starts, the list's frame less its offset.
        headerY = g.mode == .stickyReveal ? frames.content.y + (header?.y ?? 0) - record.offsetY : (header?.y ?? 0) + ty
        headerHeight = header?.height ?? 0
        stripY = (strip?.y ?? 0) + ty
        stripHeight = strip?.height ?? 0
        scrollTop = record.offsetY + record.insetTop
        stripScrollLeft = mirrored ? g.maxPagerX - record.pagerX : record.pagerX
        underlineX = record.indicator.map { mirrored ? g.pagerContentWidth - $0.x - $0.width : $0.x } ?? 0
        underlineWidth = record.indicator?.width ?? 0
        selected = record.selected ?? -1
        // No strip (B = 0), no underline drawn.
        hasUnderline = record.indicator != nil && strip != nil
        page = record.page
        pagesScrollLeft = mirrored ? g.maxPagesX - record.pagesX : record.pagesX
    }
}
