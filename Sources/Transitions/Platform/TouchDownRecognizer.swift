#if canImport(UIKit)
import UIKit
// Only on iOS (docs/architecture.md, "Code that only runs on iOS"): UIKit declares the touch methods and the
// settable `state` a recognizer subclass overrides in this header; HeadlessUIKit declares them on the class.
import UIKit.UIGestureRecognizerSubclass
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Reports a finger landing and lifting, so that a moving sheet or zoom stops under the finger at once, as a scroll
/// view stops on touch, instead of moving on until a pan is recognized 10 pt later. The sheet uses it to catch a
/// settle; the zoom's runner to stop an opening, a spring-back or a flight back, as iOS 18's zoom can be grabbed
/// "anytime during [its] animation" (Apple, *Enhancing your app with fluid transitions*).
///
/// It never recognizes (it fails when its touches end), so it blocks, delays and cancels nothing, as Apple
/// documents `UIGestureRecognizer`'s properties: `cancelsTouchesInView` false ("If a gesture recognizer doesn't
/// recognize its gesture or if the value of this property is false, the view receives all touches in the
/// multi-touch sequence"), `delaysTouchesBegan` false ("views analyze touch events in UITouch.Phase.began and
/// UITouch.Phase.moved in parallel with the gesture recognizer") and `delaysTouchesEnded` false (when true, "the
/// window suspends delivery of touch objects in the UITouch.Phase.ended phase to the attached view"). Touch-down
/// arrives through the subclass API's `touchesBegan(_:with:)`, called on the recognizers of the hit view and its
/// ancestors as the finger lands.
final class TouchDownRecognizer: UIGestureRecognizer {
    /// Called when the first finger lands.
    var onTouchDown: (@MainActor () -> Void)?
    /// Called when the last finger lifts (`false`) or the system cancels the touches (`true`).
    var onTouchUp: (@MainActor (_ cancelled: Bool) -> Void)?
    private var fingers = 0

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        let wasUp = fingers == 0
        fingers += touches.count
        if wasUp { onTouchDown?() }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        lift(touches.count, cancelled: false)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        lift(touches.count, cancelled: true)
    }

    /// Also reached when the recognizer stops receiving its touches before they end (removed from its view,
    /// disabled): a finger still counted then counts as lifted by the system, so nothing it holds is left held.
    override func reset() {
        super.reset()
        let held = fingers > 0
        fingers = 0
        if held { onTouchUp?(true) }
    }

    private func lift(_ count: Int, cancelled: Bool) {
        guard fingers > 0 else { return }
        fingers = max(fingers - count, 0)
        guard fingers == 0 else { return }
        onTouchUp?(cancelled)
        if state == .possible { state = .failed }
    }
}
#endif
