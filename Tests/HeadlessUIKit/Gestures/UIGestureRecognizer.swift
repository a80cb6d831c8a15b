#if os(Linux)
import Foundation

/// The base class of gesture recognizers (UIKit's `UIGestureRecognizer`, iOS 3.2+).
///
/// Behaves as UIKit documents: a recognizer attached to a view receives the touches that start in that
/// view or its subviews (before the view does), moves through `State` as its subclass decides, asks its
/// delegate before leaving `.possible`, waits for the recognizers it must require to fail, and stops other
/// recognizers unless simultaneous recognition is allowed. Touches come from simulated input
/// (`UIWindow.simulateTap(at:)`, `UIWindow.beginSimulatedDrag(at:)`) on `HeadlessClock` time.
///
/// Linux has no Objective-C runtime, so `init(target:action:)` and `addTarget(_:action:)` only record their
/// arguments; react to state changes with `init(headlessHandler:)` or `addHeadlessHandler(_:)`.
/// Actions are sent when the current input event has been processed by every recognizer, in the order the
/// recognizers changed state. The members UIKit keeps in `UIGestureRecognizerSubclass` (settable `state`,
/// `touchesBegan(_:with:)`, `reset()`, …) are part of the class here.
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
    /// A recorded target–action pair (Linux cannot perform the selector).
    struct TargetAction {
        weak var target: AnyObject?
        let hadTarget: Bool
        let action: Selector
    }

    /// Backing storage of `state`.
    var storedState: UIGestureRecognizer.State = .possible
    /// The state shown to action handlers while an action for an earlier transition is being delivered.
    var deliveringState: UIGestureRecognizer.State?
    /// A begin (`.began`) or recognition (`.ended`) waiting for failure requirements.
    var pendingState: UIGestureRecognizer.State?
    /// The subclass ended the gesture while its begin was still waiting: deliver `.ended` right after `.began`.
    var pendingEndAfterBegin = false
    /// The view this recognizer is attached to (UIKit does not retain it).
    weak var attachedView: UIView?
    /// Recorded target–action pairs.
    var targetActions: [TargetAction] = []
    /// Closure hooks (`addHeadlessHandler`), run in order for every action.
    var headlessHandlers: [HeadlessGestureHandler] = []
    /// UIKit's own targets (a scroll view reacting to its pan); run before the public ones and never
    /// removed by `removeTarget(_:action:)`.
    var systemHandlers: [HeadlessGestureHandler] = []
    /// Recognizers added with `require(toFail:)` (held weakly).
    var explicitFailureRequirements: [WeakGestureRecognizer] = []
    /// The touches this recognizer is tracking.
    var trackedTouches: [UITouch] = []
    /// The location reported once no touch is tracked, in window coordinates.
    var lastWindowLocation: CGPoint = .zero

    /// Creates a recognizer that would send `action` to `target` (both recorded only on Linux). The
    /// designated initializer, as in UIKit's header (`NS_DESIGNATED_INITIALIZER`).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// Creates a recognizer with no target. A convenience initializer, as the SDK imports it (UIKit's header
    /// does not mark `init` designated), so a subclass may declare its own `init()` without `override`.
    /// Releases the recognizer's associated objects (its action targets among them), as the Objective-C
    /// runtime does when an object is deallocated.
    deinit {
        HeadlessAssociatedObjects.shared.removeAll(identifiedBy: ObjectIdentifier(self))
    }

    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Creates a recognizer from an archive; Linux decodes nothing and returns a recognizer with no target.
    /// A convenience initializer, as the SDK imports it.
    public convenience init?(coder: NSCoder) {
        self.init(target: nil, action: nil)
    }

    // MARK: - Targets

    /// Records a target–action pair; Linux cannot send it (use `addHeadlessHandler(_:)`).
    open func addTarget(_ target: Any, action: Selector) {
        targetActions.append(TargetAction(target: target as AnyObject, hadTarget: true, action: action))
    }

    /// Removes recorded pairs: `nil` target matches every target, `nil` action every action.
    /// Removing with both `nil` also removes the headless handlers, as it removes every target in UIKit.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let targetObject = target.map { $0 as AnyObject }
        targetActions.removeAll { pair in
            let targetMatches = targetObject == nil || pair.target === targetObject
            let actionMatches = action == nil || pair.action == action
            return targetMatches && actionMatches
        }
        if target == nil && action == nil { headlessHandlers.removeAll() }
    }

    // MARK: - State

    /// The current state. Setting it is the subclass API (`UIGestureRecognizerSubclass` in UIKit):
    /// leaving `.possible` consults the delegate and failure requirements first; actions follow.
    open var state: UIGestureRecognizer.State {
        get { deliveringState ?? storedState }
        set { GestureEnvironment.shared.requestTransition(of: self, to: newValue) }
    }

    /// The delegate; held weakly, as UIKit does.
    weak open var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the recognizer takes part in touch handling; default `true`. Turning it off while a
    /// gesture is in progress cancels the gesture (`.cancelled`, with an action) or fails a possible one.
    open var isEnabled: Bool = true {
        didSet {
            if oldValue && !isEnabled { GestureEnvironment.shared.recognizerWasDisabled(self) }
        }
    }

    /// The view the recognizer is attached to.
    open var view: UIView? { attachedView }

    /// Whether recognition cancels the touches of the hit view (`touchesCancelled(_:with:)`); default `true`.
    open var cancelsTouchesInView: Bool = true

    /// Whether the hit view receives touch-down only after this recognizer fails; default `false`.
    open var delaysTouchesBegan: Bool = false

    /// Whether the hit view's touch-up waits while this recognizer could still recognize; default `true`.
    open var delaysTouchesEnded: Bool = true

    /// Whether the recognizer ignores touch types other than its first touch's (iOS 9.2+); default `true`.
    open var requiresExclusiveTouchType: Bool = true

    /// The touch types the recognizer accepts, as `UITouch.TouchType` raw values (iOS 9+); default all.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }

    /// The press types the recognizer accepts, as `UIPress.PressType` raw values (iOS 9+); default all.
    /// Stored only: presses are never simulated.
    open var allowedPressTypes: [NSNumber] = [0, 1, 2, 3, 4, 5, 6, 30, 31].map { NSNumber(value: $0) }

    /// A name for debugging (iOS 11+).
    open var name: String?

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it begins or recognizes;
    /// if the other one recognizes, this one fails. Only matters while both receive the same touches.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        explicitFailureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        explicitFailureRequirements.append(WeakGestureRecognizer(otherGestureRecognizer))
    }

    // MARK: - Location

    /// The centroid of the tracked touches in `view`'s coordinates (`nil` = window); after the touches
    /// end, the last centroid.
    open func location(in view: UIView?) -> CGPoint {
        TouchGeometry.convertFromWindow(currentWindowLocation, to: view)
    }

    /// The number of touches the recognizer is tracking (0 or 1: one simulated finger at a time).
    open var numberOfTouches: Int { trackedTouches.count }

    /// The location of one tracked touch in `view`'s coordinates; an out-of-range index gives the
    /// recognizer's last location instead of raising, as UIKit would.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// The centroid of tracked touches, or the last one, in window coordinates.
    var currentWindowLocation: CGPoint {
        guard !trackedTouches.isEmpty else { return lastWindowLocation }
        let count = CGFloat(trackedTouches.count)
        let sum = trackedTouches.reduce(CGPoint.zero) { partial, touch in
            CGPoint(x: partial.x + touch.windowLocation.x, y: partial.y + touch.windowLocation.y)
        }
        return CGPoint(x: sum.x / count, y: sum.y / count)
    }

    // MARK: - Subclass API (UIGestureRecognizerSubclass)

    /// Called after the recognizer finished (ended, cancelled or failed) and its touches are over, with the
    /// state already back at `.possible`. Override to clear per-gesture state; call `super`.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        GestureEnvironment.shared.ignore(touch, by: self)
    }

    /// Whether this recognizer, once recognized, stops `preventedGestureRecognizer`; default `true`.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` may stop this recognizer; default `true`.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (iOS 7+); default `false`.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail (iOS 7+); default `false`.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer wants the touches of `event` at all (iOS 13.4+); default `true`.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// Fingers touched down in the recognizer's view or its subviews.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Tracked fingers moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Tracked fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// The system cancelled tracked touches.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Estimated touch properties were refined (iOS 9.1+); simulated touches have none to refine.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// Stops delivering `button` to this recognizer (iOS 9+); presses are never simulated.
    open func ignore(_ button: UIPress, for event: UIPressesEvent) {}

    /// Physical buttons were pressed (iOS 9+); never called by HeadlessUIKit.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Pressed buttons changed (iOS 9+); never called by HeadlessUIKit.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Physical buttons were released (iOS 9+); never called by HeadlessUIKit.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// The system cancelled presses (iOS 9+); never called by HeadlessUIKit.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
}

/// A weak reference to a recognizer, for failure requirements.
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?

    init(_ recognizer: UIGestureRecognizer) {
        self.recognizer = recognizer
    }
}
#endif
