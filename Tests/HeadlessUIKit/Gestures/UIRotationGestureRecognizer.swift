#if os(Linux)
import Foundation

/// A continuous recognizer for two fingers turning around each other (UIKit's `UIRotationGestureRecognizer`,
/// iOS 3.2+).
///
/// As UIKit's header and documentation describe it: it begins when two touches have moved enough to be
/// considered a rotation (here: each finger has travelled `TwoFingerGesture.hysteresis`, 5 pt, along its arc),
/// changes when a finger moves while two fingers are down, and ends when both fingers have lifted (`.cancelled`
/// when the system cancels them). `rotation` is the turn of the line between the fingers since touch-down, in
/// radians, clockwise positive on screen, unwrapped past ±π; `velocity` is in radians per second, averaged over
/// the last 50 ms. Setting `rotation` re-bases it and resets the velocity. `location(in:)` is the fingers'
/// centroid.
@preconcurrency @MainActor open class UIRotationGestureRecognizer: UIGestureRecognizer {
    private var fingers = TwoFingerGesture()
    private var rotationOffset: CGFloat = 0
    private var velocityReset = false

    /// The rotation since touch-down, in radians; default 0. Setting it re-bases later values on it and resets
    /// `velocity`.
    open var rotation: CGFloat {
        get { fingers.rotation + rotationOffset }
        set {
            guard newValue.isFinite else { return }
            rotationOffset = newValue - fingers.rotation
            fingers.resetVelocity(at: HeadlessClock.main.now)
            velocityReset = true
        }
    }

    /// How fast `rotation` changes, in radians per second.
    open var velocity: CGFloat { velocityReset ? 0 : fingers.velocity.y }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        fingers.begin(with: trackedTouches, at: touches.first?.timestamp ?? 0)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard fingers.update(with: trackedTouches, at: touches.first?.timestamp ?? 0) else { return }
        velocityReset = false
        twoFingerMoved(distanceMoved: abs(fingers.rotation) * fingers.startDistance / 2)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        twoFingerEnded(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        cancelContinuousGesture()
    }

    open override func reset() {
        super.reset()
        fingers.reset()
        rotationOffset = 0
        velocityReset = false
    }
}
#endif
