// The status bar in SwiftUI (SWIFTUI-SCROLL §7.4, option 2): SwiftUI says nothing of a tap
// on it, and UIKit scrolls no view when two have `scrollsToTop` (UIKIT-CALLBACKS §1(j)). So
// every list of a `PagerView` turns its own `scrollsToTop` off, and a one-point UIKit
// scroll view — the only one left with it — answers the tap: it refuses the system's
// scroll and tells the pager, whose reducer scrolls the current list (SPEC §4.2). Not yet
// seen on a device (the SwiftUI article lists it).
#if canImport(SwiftUI)
import SwiftUI
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import UIKit

/// The scroll view the status bar's tap goes to.
@available(iOS 18, visionOS 2, *)
struct StatusBarSentinel: UIViewRepresentable {
    let onTap: @MainActor () -> Void

    func makeUIView(context: Context) -> SentinelScrollView {
        let view = SentinelScrollView()
        view.delegate = context.coordinator
        return view
    }

    func updateUIView(_ view: SentinelScrollView, context: Context) { context.coordinator.onTap = onTap }

    func makeCoordinator() -> Coordinator { Coordinator(onTap: onTap) }

    /// The sentinel's delegate.
    final class Coordinator: NSObject, UIScrollViewDelegate {
        var onTap: @MainActor () -> Void
        init(onTap: @escaping @MainActor () -> Void) { self.onTap = onTap }

        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
            onTap()
            return false
        }
    }
}

/// The sentinel's scroll view: the one that keeps `scrollsToTop` (the finder skips it), and
/// one UIKit would scroll to its top — user interaction on, scrollable and away from its
/// top — while it never takes a touch (hit-testing passes through to the screen).
final class SentinelScrollView: UIScrollView {
    override func layoutSubviews() {
        super.layoutSubviews()
        contentSize = CGSize(width: bounds.width, height: bounds.height + 2)
        if contentOffset.y < 1 { contentOffset.y = 1 }
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

/// Turns `scrollsToTop` off on the UIKit scroll views of the page it backs (a background:
/// SwiftUI hosts it beside the page's views) and on those it is in (the pages container),
/// so that the sentinel is the only one left.
@available(iOS 18, visionOS 2, *)
struct ScrollsToTopOff: UIViewRepresentable {
    func makeUIView(context: Context) -> FinderView { FinderView() }
    func updateUIView(_ view: FinderView, context: Context) {}

    /// Looks for the scroll views when it joins a window, and again once a lazily made list
    /// has joined too.
    final class FinderView: UIView {
        override func didMoveToWindow() {
            super.didMoveToWindow()
            guard window != nil else { return }
            turnOff()
            Task { @MainActor [weak self] in self?.turnOff() }
        }

        private func turnOff() {
            for sibling in superview?.subviews ?? [] where sibling !== self { Self.turnOff(in: sibling, deep: true) }
            for ancestor in sequence(first: self, next: \.superview).dropFirst() { Self.turnOff(in: ancestor, deep: false) }
        }

        private static func turnOff(in view: UIView, deep: Bool) {
            if let scrollView = view as? UIScrollView, !(scrollView is SentinelScrollView) { scrollView.scrollsToTop = false }
            if deep { for subview in view.subviews { turnOff(in: subview, deep: true) } }
        }
    }
}
#else
/// No status bar here: nothing to answer.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct StatusBarSentinel: View {
    let onTap: @MainActor () -> Void
    var body: some View { EmptyView() }
}

/// No UIKit scroll view behind SwiftUI's here.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct ScrollsToTopOff: View {
    var body: some View { EmptyView() }
}
#endif
#endif
