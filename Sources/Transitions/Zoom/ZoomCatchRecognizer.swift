#if canImport(UIKit)
import UIKit
// Only on iOS (docs/architecture.md, "Code that only runs on iOS"): UIKit declares the touch methods and the
// settable `state` a recognizer subclass overrides in this header; HeadlessUIKit declares them on the class.
import UIKit.UIGestureRecognizerSubclass
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Reports a finger landing on the zoom and lifting, without ever recognizing: it stays `.possible` while the
/// finger is down and fails when it lifts, so it never cancels or delays the content's touches, and every other
/// recognizer (the zoom's drag, a list's scrolling, a button's tap) runs as if it were not there. The zoom's
/// runner uses it to stop a moving zoom on touch-down, as iOS 18's zoom can be grabbed "anytime during [its]
/// animation" (Apple, *Enhancing your app with fluid transitions*), before a pan could recognize.
final class ZoomCatchRecognizer: UIGestureRecognizer {
    /// Called when the first finger lands.
    var onTouchDown: (@MainActor () -> Void)?
    /// Called when the last finger lifts or is cancelled.
    var onTouchUp: (@MainActor () -> Void)?
    private var fingers = 0

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        let first = fingers == 0
        fingers += touches.count
        if first { onTouchDown?() }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        lift(touches.count)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        lift(touches.count)
    }

    override func reset() {
        super.reset()
        fingers = 0
    }

    private func lift(_ count: Int) {
        fingers = max(fingers - count, 0)
        guard fingers == 0 else { return }
        state = .failed
        onTouchUp?()
    }
}
#endif
