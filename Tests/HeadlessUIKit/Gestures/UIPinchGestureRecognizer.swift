#if os(Linux)
import Foundation

/// A continuous recognizer for two fingers moving towards or away from each other (UIKit's
/// `UIPinchGestureRecognizer`, iOS 3.2+).
///
/// As UIKit's header and documentation describe it: it begins when two touches have moved enough to be
/// considered a pinch (here: their distance changed by `TwoFingerGesture.hysteresis`, 5 pt), changes when a
/// finger moves while two fingers remain down, and ends when both fingers have lifted (`.cancelled` when the
/// system cancels them). `scale` is the fingers' distance relative to their distance at touch-down (so it
/// already holds the hysteresis at `.began`); `velocity` is in scale factor per second, averaged over the last
/// 50 ms. Setting `scale` re-bases it and resets the velocity. `location(in:)` is the fingers' centroid.
@preconcurrency @MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var fingers = TwoFingerGesture()
    private var scaleFactor: CGFloat = 1
    private var velocityReset = false

    /// The scale factor relative to the points of the two touches at touch-down; default 1. Setting it re-bases
    /// later values on it and resets `velocity`.
    open var scale: CGFloat {
        get { fingers.hasBaseline ? fingers.scale * scaleFactor : scaleFactor }
        set {
            guard newValue.isFinite else { return }
            let raw = fingers.hasBaseline ? fingers.scale : 1
            scaleFactor = raw > 0 ? newValue / raw : newValue
            fingers.resetVelocity(at: HeadlessClock.main.now)
            velocityReset = true
        }
    }

    /// How fast `scale` changes, in scale factor per second (negative while the fingers close).
    open var velocity: CGFloat { velocityReset ? 0 : fingers.velocity.x * scaleFactor }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        fingers.begin(with: trackedTouches, at: touches.first?.timestamp ?? 0)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard fingers.update(with: trackedTouches, at: touches.first?.timestamp ?? 0) else { return }
        velocityReset = false
        twoFingerMoved(distanceMoved: abs(fingers.distance - fingers.startDistance))
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
        scaleFactor = 1
        velocityReset = false
    }
}
#endif
