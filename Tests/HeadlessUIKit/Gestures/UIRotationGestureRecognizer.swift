#if os(Linux)
import Foundation

/// A continuous recognizer for two fingers turning around each other
/// (UIKit's `UIRotationGestureRecognizer`, iOS 3.2+).
///
/// `rotation` is the angle, in radians, by which the line from the first finger to the second has turned
/// since the second finger touched down; positive is clockwise on screen, the sign
/// `CGAffineTransform(rotationAngle:)` uses, so `view.transform = CGAffineTransform(rotationAngle:
/// rotation)` follows the fingers. Turns accumulate past ±π. Setting `rotation` re-bases the gesture.
/// `velocity` is in radians per second, averaged over the last 50 ms. The gesture begins once the fingers
/// have turned `headlessHysteresis` (unconfirmed), reports `.changed` on every move and ends when a finger
/// lifts (`.cancelled` if the system cancels a touch); a finger lifted before it began fails it.
@preconcurrency @MainActor open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Turn that begins the rotation, in radians (about 4.6°; UIKit does not document it).
    public static let headlessHysteresis: CGFloat = 0.08

    /// The geometry of the two fingers.
    private var geometry = TwoTouchGeometry()
    /// The unwrapped angle at which `rotation` reads 0.
    private var baseAngle: CGFloat = 0
    /// The angle when the second finger touched down.
    private var initialAngle: CGFloat = 0
    /// Recent unwrapped angles (in `x`) for the velocity.
    private var angleTracker = GestureVelocityTracker()

    /// The rotation since the start, in radians (0 before two fingers are down). Setting it re-bases the
    /// gesture; non-finite values are ignored.
    open var rotation: CGFloat {
        get { geometry.isValid ? geometry.angle - baseAngle : 0 }
        set {
            guard newValue.isFinite, geometry.isValid else { return }
            baseAngle = geometry.angle - newValue
        }
    }

    /// How fast the fingers turn, in radians per second (0 before the gesture has two fingers).
    open var velocity: CGFloat {
        geometry.isValid ? angleTracker.velocity.x : 0
    }

    // MARK: - Touch handling

    /// The second finger fixes the starting angle.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, !geometry.isValid, geometry.update(from: trackedTouches) else { return }
        initialAngle = geometry.angle
        baseAngle = geometry.angle
        angleTracker.reset()
        angleTracker.add(CGPoint(x: geometry.angle, y: 0), at: event.timestamp)
    }

    /// Begins after the hysteresis, then reports `.changed` on every move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard geometry.isValid, geometry.update(from: trackedTouches) else { return }
        angleTracker.add(CGPoint(x: geometry.angle, y: 0), at: event.timestamp)
        switch state {
        case .possible:
            guard pendingState == nil else { return }
            if abs(geometry.angle - initialAngle) >= Self.headlessHysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// A finger lifting ends a rotation in progress; before it began, the rotation fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        endContinuousGesture()
    }

    /// A cancelled touch cancels a rotation in progress and fails a possible one.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        cancelContinuousGesture()
    }

    /// Forgets the fingers once the gesture is over (after its last action): `rotation` and `velocity`
    /// read 0 again.
    open override func reset() {
        super.reset()
        geometry.reset()
        baseAngle = 0
        initialAngle = 0
        angleTracker.reset()
    }
}
#endif
