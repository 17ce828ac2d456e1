// What both drop-in screens share: the coordinator, the chrome (header and strip), the
// frames from `PagerScreenFrames`, selection, reloads and recording. Compiled where UIKit
// has scroll views (see PagerKit's PagerScrollCoordinator.swift).
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import PagerCore
import PagerKit
import PagerRecording
import UIKit

/// The pager part of a drop-in screen, owned by its view controller.
@MainActor
final class PagerScreen {
    /// The screen's configuration (its header's height may change at run time).
    var configuration: PagerConfiguration
    let coordinator: PagerScrollCoordinator
    let strip = PagerTabStripView()
    /// The header and the strip under it: the view the coordinator translates.
    let chrome = UIView()
    let header: UIView?
    private(set) var frames = PagerScreenFrames(state: PagerState())
    /// The recording the app asked for (`PagerScreenViewController.startRecording`).
    let recording = PagerScreenRecording()
    /// Called after each update, for the screen to place what depends on the state.
    var onFrames: ((PagerScreenFrames) -> Void)?

    init(configuration: PagerConfiguration, header: UIView?, restoring saved: PagerState?) {
        self.configuration = configuration
        self.header = header
        coordinator = PagerScrollCoordinator(restoring: saved)
    }

    /// Puts the chrome in `view` (above `content`) and wires the coordinator.
    func install(in view: UIView, stickyHeaderInContent: Bool) {
        coordinator.container = view
        chrome.clipsToBounds = false
        if let header, !stickyHeaderInContent { chrome.addSubview(header) }
        chrome.addSubview(strip)
        view.addSubview(chrome)
        strip.maxTitleWidth = configuration.maxTitleWidth
        coordinator.attachTabStrip(strip, layout: strip.stripLayout)
        coordinator.underline = strip.underline
        if configuration.headerOverlaysContent { coordinator.attachHeader(chrome) }
        coordinator.onUpdate = { [weak self] update, state in
            self?.recording.record(update.events)
            self?.stateChanged(state)
        }
        // A new text size, font, icon or badge measures the tabs again; a new underline style
        // paints it again: both at the next layout.
        strip.onContentSizeChange = { [weak view] in view?.setNeedsLayout() }
        coordinator.onInput = { [weak self] callback in self?.recording.record(callback) }
    }

    /// The layout for the screen's viewport now: the strip's titles measured in its font,
    /// the strip as tall as its tabs' content needs (`fitting(tabContentHeight:)`).
    func layout(in view: UIView, content: (PagerConfiguration, PagerViewport, [String], [Double]) -> PagerLayout) {
        let titles = strip.titles
        // The titles' widths, no tab wider than the strip with its padding (`pagerBar` adds it back).
        let padding = configuration.titlePadding
        let widths = strip.measuredItems(padding: padding, stripWidth: view.pagerViewport.width).map { $0.width - padding }
        coordinator.indicatorStyle = strip.underlineStyle
        coordinator.layout(content(configuration.fitting(tabContentHeight: strip.contentHeight), view.pagerViewport, titles, widths))
        stateChanged(coordinator.driver.state)
    }

    private func stateChanged(_ state: PagerState) {
        guard let view = chrome.superview else { return }
        frames = PagerScreenFrames(state: state, rightToLeft: coordinator.driver.isRightToLeft)
        let origin = view.safeAreaLayoutGuide.layoutFrame.origin
        func rect(_ r: PagerScreenRect) -> CGRect { CGRect(r).offsetBy(dx: origin.x, dy: origin.y) }
        if let chromeFrame = frames.chrome {
            // The coordinator owns the chrome's transform: set its bounds and centre, never
            // its frame (undefined under a transform).
            let r = rect(chromeFrame)
            chrome.bounds = CGRect(x: 0, y: 0, width: r.width, height: r.height)
            chrome.center = CGPoint(x: r.midX, y: r.midY)
            chrome.isHidden = false
            if let header, header.superview === chrome, let frame = frames.headerInChrome { header.frame = CGRect(frame) }
            if let frame = frames.stripInChrome {
                // A strip that changed height (the text size) lays its cells out at the next pass.
                if strip.bounds.height != CGFloat(frame.height) { view.setNeedsLayout() }
                strip.frame = CGRect(frame)
            }
            strip.isHidden = frames.strip == nil
        } else {
            chrome.isHidden = true
        }
        strip.update(tabs: frames.tabs)
        onFrames?(frames)
    }
}

@MainActor
func firstScrollView(in view: UIView) -> UIScrollView? {
    if let scroll = view as? UIScrollView { return scroll }
    for subview in view.subviews {
        if let found = firstScrollView(in: subview) { return found }
    }
    return nil
}
#endif
