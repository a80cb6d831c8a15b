#if os(Linux)
import Foundation

/// The pan recognizer a `UIScrollView` installs on itself (UIKit's private class of the same name).
///
/// Besides the plain pan behaviour it marks the scroll view as tracking from touch-down (stopping any
/// deceleration, as a finger "catches" moving content), and refuses to begin when the finger first moves
/// mostly along an axis the scroll view cannot scroll — which is why a horizontal scroll view inside a
/// vertical one passes vertical drags to its parent. The axis rule is inferred from UIKit's behaviour,
/// not documented.
@MainActor final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let scrollView, state == .possible else { return }
        scrollView.trackingFlag = true
        scrollView.motion.catchByTouch()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        scrollView?.trackingFlag = false
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        scrollView?.trackingFlag = false
        super.touchesCancelled(touches, with: event)
    }

    override func reset() {
        super.reset()
        scrollView?.trackingFlag = false
    }

    override func headlessShouldBegin(afterMoving translation: CGPoint) -> Bool {
        guard let scrollView else { return false }
        let horizontal = scrollView.canScroll(.horizontal)
        let vertical = scrollView.canScroll(.vertical)
        guard horizontal || vertical else { return false }
        if abs(translation.y) > abs(translation.x) { return vertical }
        if abs(translation.x) > abs(translation.y) { return horizontal }
        return true
    }
}
#endif
