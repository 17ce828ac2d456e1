// The touch-down recognizer of the UIKit adapter. Compiled where UIKit has scroll views
// (see PagerScrollCoordinator.swift).
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import UIKit
#if canImport(UIKit.UIGestureRecognizerSubclass)
import UIKit.UIGestureRecognizerSubclass
#endif

/// Sees a finger land on a list or on the header before any pan recognises it, and lift.
///
/// UIKit stops a scroll view's own deceleration at touch-down, and such a touch is no tap
/// for the view's content; a motion the driver runs (the reducer's `fling`, on display-link
/// frames) is no deceleration of UIKit's, so nothing would stop it and the touch meant to
/// stop it would select the row under it. The handler is told of the touch-down and
/// answers whether it stopped a motion: then this recognizer begins with
/// `cancelsTouchesInView`, so the views under the finger see their touches cancelled (no
/// row selected), and it ends when the finger lifts. Otherwise it fails at once and the
/// touch goes on as usual. It never blocks another recognizer: it recognizes alongside the
/// scroll view's pan and every other.
@MainActor
final class TouchDownRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
    /// Called with `true` at touch-down (returns whether the touch stopped a motion) and
    /// with `false` when a touch that did lifts.
    private let handler: (Bool) -> Bool

    init(_ handler: @escaping (Bool) -> Bool) {
        self.handler = handler
        super.init(target: nil, action: nil)
        delegate = self
        cancelsTouchesInView = true
        delaysTouchesBegan = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        // One finger at a time: a second finger's touch-down is the pan's business.
        guard state == .possible else { return }
        state = handler(true) ? .began : .failed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        finish(.ended)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        finish(.cancelled)
    }

    private func finish(_ end: UIGestureRecognizer.State) {
        guard state == .began || state == .changed else { return }
        _ = handler(false)
        state = end
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}
#endif
