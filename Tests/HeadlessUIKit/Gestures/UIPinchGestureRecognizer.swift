#if os(Linux)
import Foundation

/// A continuous recognizer for two fingers moving towards or away from each other
/// (UIKit's `UIPinchGestureRecognizer`, iOS 3.2+).
///
/// `scale` is the distance between the two fingers divided by their distance when the second one touched
/// down ("relative to the touch points in screen coordinates", as UIKit's header puts it), so it already
/// includes the movement that began the gesture, like a pan's translation; setting it re-bases the
/// gesture (setting 1 in each action gives incremental scales). `velocity` is the rate of change of
/// `scale`, per second, averaged over the last 50 ms like the pan's. The gesture begins once the distance
/// has changed by `headlessHysteresis` (unconfirmed), reports `.changed` on every move and ends when a
/// finger lifts (`.cancelled` if the system cancels a touch). A finger lifted before it began fails it.
@preconcurrency @MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Change of the fingers' distance that begins the pinch, in points (UIKit does not document it).
    public static let headlessHysteresis: CGFloat = 8

    /// The geometry of the two fingers.
    private var geometry = TwoTouchGeometry()
    /// The distance at which `scale` reads 1.
    private var baseDistance: CGFloat = 0
    /// Recent distances (in `x`) for the velocity.
    private var distanceTracker = GestureVelocityTracker()
    /// The distance when the second finger touched down.
    private var initialDistance: CGFloat = 0

    /// The scale factor: the fingers' distance relative to their distance at the start (1 before two
    /// fingers are down). Setting it re-bases the gesture; non-finite or non-positive values are ignored.
    open var scale: CGFloat {
        get { baseDistance > 0 && geometry.isValid ? geometry.distance / baseDistance : 1 }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            if geometry.isValid && geometry.distance > 0 {
                baseDistance = geometry.distance / newValue
            }
        }
    }

    /// How fast `scale` changes, in scale factor per second (0 before the gesture has two fingers).
    open var velocity: CGFloat {
        guard baseDistance > 0 else { return 0 }
        return distanceTracker.velocity.x / baseDistance
    }

    // MARK: - Touch handling

    /// The second finger fixes the starting distance.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, !geometry.isValid, geometry.update(from: trackedTouches) else { return }
        initialDistance = geometry.distance
        baseDistance = geometry.distance > 0 ? geometry.distance : 1
        distanceTracker.reset()
        distanceTracker.add(CGPoint(x: geometry.distance, y: 0), at: event.timestamp)
    }

    /// Begins after the hysteresis, then reports `.changed` on every move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard geometry.isValid, geometry.update(from: trackedTouches) else { return }
        distanceTracker.add(CGPoint(x: geometry.distance, y: 0), at: event.timestamp)
        switch state {
        case .possible:
            guard pendingState == nil else { return }
            if abs(geometry.distance - initialDistance) >= Self.headlessHysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// A finger lifting ends a pinch in progress; before it began, the pinch fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        endContinuousGesture()
    }

    /// A cancelled touch cancels a pinch in progress and fails a possible one.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        cancelContinuousGesture()
    }

    /// Forgets the fingers once the gesture is over (after its last action): `scale` reads 1 again and
    /// `velocity` 0.
    open override func reset() {
        super.reset()
        geometry.reset()
        baseDistance = 0
        initialDistance = 0
        distanceTracker.reset()
    }
}
#endif
