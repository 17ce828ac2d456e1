// The SwiftUI adapter (iOS 18 / macOS 15: `onScrollPhaseChange`, `onScrollGeometryChange`,
// `ScrollPosition`): SwiftUI's scroll reports in, `PagerContainer`'s writes out. Nothing here
// decides anything — every decision is the screen layer's (`PagerScreenLayer`, run by
// `PagerContainer`), the model and its loop are `PagerModel`'s (PagerModel.swift), all
// tested on Linux and driven by the simulator's SwiftUI mode (`trace-replay fuzz
// --via-swiftui`). `PagerView` (ScrollPager) is built on it; `Scripts/apple-sdk-typecheck.sh`
// checks it against Apple's SDK, `apple-typecheck.sh` against stubs.
#if canImport(SwiftUI)
import Observation
import PagerCore
import SwiftUI

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension PagerModel {
    /// `onScrollPhaseChange` of `role`'s scroll view, with its raw offset on its axis (and,
    /// for a list, its `contentInsets.top`).
    public func phaseChanged(
        _ role: PagerScrollRole, to phase: ScrollPhase, contentOffset: Double, contentInsetTop: Double? = nil, contextVelocity: Double?
    ) {
        phaseChanged(role, to: PagerSwiftUIScrollPhase(phase), contentOffset: contentOffset, contentInsetTop: contentInsetTop, contextVelocity: contextVelocity)
    }

    /// The observed position of `role`'s scroll view; the model's writes go to these boxes
    /// from now on.
    func position(_ role: PagerScrollRole) -> PositionBox {
        if carryOutWrite == nil { carryOutWrite = { [unowned self] write in perform(write) } }
        if let box = positionBoxes[role] as? PositionBox { return box }
        let box = PositionBox()
        positionBoxes[role] = box
        return box
    }

    /// A write as a `ScrollPosition` change, in an animation when it animates (not under
    /// Reduce Motion: the driver's).
    private func perform(_ write: PagerScrollWrite) {
        let box = position(write.role)
        withAnimation(write.animated ? .easeInOut(duration: 0.3) : nil) {
            if write.role.view == .content {
                box.position.scrollTo(y: CGFloat(write.position))
            } else {
                box.position.scrollTo(x: CGFloat(write.position))
            }
        }
    }
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension ScrollOffset {
    /// The offset on the axis of `geometry`, and a list's top inset.
    init(_ geometry: ScrollGeometry, isList: Bool) {
        self.init(offset: Double(isList ? geometry.contentOffset.y : geometry.contentOffset.x), insetTop: isList ? Double(geometry.contentInsets.top) : nil)
    }
}

/// One scroll view's `ScrollPosition`, observed on its own.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
@MainActor
@Observable
final class PositionBox {
    var position = ScrollPosition()
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension PagerSwiftUIScrollPhase {
    /// SwiftUI's phase as the driver's value.
    public init(_ phase: ScrollPhase) {
        switch phase {
        case .idle: self = .idle
        case .tracking: self = .tracking
        case .interacting: self = .interacting
        case .decelerating: self = .decelerating
        case .animating: self = .animating
        @unknown default: self = .idle
        }
    }
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension View {
    /// Attaches this scroll view (a list, the pages container, the tab strip) to `model`:
    /// its phases and its offset (only the offset: a transformed value, so SwiftUI calls
    /// back only when it changes) go to the driver, it goes where the driver says, and a list
    /// gets the reducer's inset as its top content margin. Put it on each scroll view
    /// itself: SwiftUI reports only the first one under a modifier.
    public func pagerScroll(_ role: PagerScrollRole, of model: PagerModel) -> some View {
        let isList = role.view == .content
        return
            self
            .onScrollPhaseChange { _, phase, context in
                let geometry = ScrollOffset(context.geometry, isList: isList)
                let velocity = context.velocity.map { Double(isList ? $0.dy : $0.dx) }
                model.phaseChanged(
                    role, to: phase, contentOffset: geometry.offset, contentInsetTop: geometry.insetTop, contextVelocity: velocity)
            }
            .onScrollGeometryChange(for: ScrollOffset.self, of: { ScrollOffset($0, isList: isList) }) { _, geometry in
                model.offsetChanged(role, contentOffset: geometry.offset, contentInsetTop: geometry.insetTop)
            }
            .scrollPosition(Bindable(model.position(role)).position)
            .contentMargins(.top, isList ? CGFloat(model.observed.listMarginTop) : 0, for: .scrollContent)
    }

    /// The header: translated by the reducer's `headerTy` (animated as the reducer says),
    /// dragged by a vertical drag (SPEC §4.7; taps and buttons inside it stay taps). The
    /// translation is read by the modifier's own body: a frame that moves the header does not
    /// re-evaluate the view that applies it.
    public func pagerHeader(_ model: PagerModel) -> some View { modifier(PagerHeaderMotion(screen: PagerHandle(model))) }

    /// `pagerHeader(_:)` for a screen that holds a handle (`PagerView`).
    public func pagerHeader(_ screen: PagerHandle) -> some View { modifier(PagerHeaderMotion(screen: screen)) }

    /// `pagerScroll(_:of:)` for a screen that holds a handle (`PagerView`).
    public func pagerScroll(_ role: PagerScrollRole, of screen: PagerHandle) -> some View { pagerScroll(role, of: screen.model) }

    /// `pagerFrames(_:)` for a screen that holds a handle (`PagerView`).
    public func pagerFrames(_ screen: PagerHandle) -> some View { pagerFrames(screen.model) }

    /// The strip's underline at the reducer's indicator (SPEC §1), over this strip content's
    /// bottom leading corner: a bar painted as `style` says (2 pt, square, by default) in
    /// `color` (the tint colour by default), animated for a tap only.
    public func pagerUnderline(_ screen: PagerHandle, style: PagerIndicatorStyle = PagerIndicatorStyle(), color: Color? = nil) -> some View {
        overlay(alignment: .bottomLeading) { PagerUnderlineBar(screen: screen, style: style, color: color) }
    }

    /// Calls `action` with how far the header has collapsed, 0 (shown) … 1 (gone), at first
    /// and whenever it changes (`PagerScreenFrames.headerProgress`); a child view of its own
    /// reads it, so the view it is applied to is not re-evaluated per frame.
    public func onPagerHeaderProgress(_ screen: PagerHandle, perform action: @escaping (Double) -> Void) -> some View {
        background { PagerHeaderProgressReporter(screen: screen, action: action) }
    }

    /// This view as a `stickyReveal` header, `height` points tall, drawn over page `page`'s list
    /// (`PagerContainer.contentAbove`): the first `height` points of the list's content in the
    /// reducer's coordinates (SPEC §1), so at `y = −offset` — hidden above the page at rest
    /// (`offset = S`), shown when pulled (`offset ≤ 0`), scrolled away with the rows.
    public func pagerStickyHeader(_ screen: PagerHandle, page: Int, height: Double) -> some View {
        modifier(PagerStickyHeaderMotion(screen: screen, page: page, height: height))
    }

    /// Ticks `model` on every display refresh while its driver runs a motion (a `fling`):
    /// one `TimelineView(.animation)` per screen, paused otherwise.
    public func pagerFrames(_ model: PagerModel) -> some View {
        background {
            TimelineView(.animation(minimumInterval: nil, paused: !model.wantsFrames)) { context in
                Color.clear.onChange(of: context.date) { model.frame() }
            }
        }
    }
}
/// The header's motion (`pagerHeader(_:)`): its body reads the translation, so only it is
/// re-evaluated when the header moves.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct PagerHeaderMotion: ViewModifier {
    let screen: PagerHandle
    /// True while the drag is in progress; SwiftUI resets it when the gesture ends *or is
    /// cancelled* (`DragGesture` has no cancel callback): a reset with the pan still open is
    /// the cancel.
    @GestureState private var isDragging = false

    // `Self.Content`: the modifier's, named as SwiftUI declares it.
    func body(content: Self.Content) -> some View {
        let model = screen.model
        return content.offset(y: CGFloat(screen.header.ty)).animation(.easeInOut(duration: screen.header.duration), value: screen.header.ty)
            .gesture(
                DragGesture(minimumDistance: 10)
                    .updating($isDragging) { _, dragging, _ in dragging = true }
                    .onChanged { value in
                        model.headerDragChanged(translationX: Double(value.translation.width), translationY: Double(value.translation.height))
                    }
                    .onEnded { value in model.headerDragEnded(translationY: Double(value.translation.height), velocityY: Double(value.velocity.height)) }
            )
            .onChange(of: isDragging) { _, dragging in if !dragging { model.headerDragCancelled() } }
    }
}

/// The strip's underline (`pagerUnderline(_:)`): its body alone reads the indicator, which
/// a page swipe moves every frame.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct PagerUnderlineBar: View {
    let screen: PagerHandle
    let style: PagerIndicatorStyle
    let color: Color?

    var body: some View {
        let underline = screen.underline
        if let line = underline.indicator {
            let frame = style.frame(of: line, stripHeight: screen.geometry?.barHeight ?? style.height)
            RoundedRectangle(cornerRadius: CGFloat(style.radius(for: frame))).fill(color.map(AnyShapeStyle.init) ?? AnyShapeStyle(.tint))
                .frame(width: CGFloat(frame.width), height: CGFloat(frame.height)).offset(x: CGFloat(frame.x))
                .animation(underline.animates ? .easeInOut(duration: PagerScreenLayer.underlineSlideDuration) : nil, value: line)
        }
    }
}

/// A header drawn over a list (`pagerStickyHeader(_:page:height:)`): its body alone reads the
/// list's offset.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct PagerStickyHeaderMotion: ViewModifier {
    let screen: PagerHandle
    let page: Int
    let height: Double

    func body(content: Self.Content) -> some View {
        content.frame(maxWidth: .infinity).frame(height: CGFloat(height)).offset(y: CGFloat(-(screen.listOffset(page) ?? height)))
    }
}
/// Reports the header's progress (`onPagerHeaderProgress(_:perform:)`): its body alone reads it.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct PagerHeaderProgressReporter: View {
    let screen: PagerHandle
    let action: (Double) -> Void

    var body: some View { Color.clear.onChange(of: screen.headerProgress, initial: true) { action(screen.headerProgress) } }
}
#endif
