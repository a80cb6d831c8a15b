#if os(Linux)
import Foundation

/// What `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer` share: the first two tracked fingers, their
/// distance and angle at touch-down, and the life cycle UIKit's header gives both — "Begins: when two touches
/// have moved enough to be considered a pinch [rotation]. Changes: when a finger moves while two fingers remain
/// down. Ends: when both fingers have lifted." A finger lifted before the gesture began makes it fail; a third
/// finger is not tracked. How far the fingers must move is not documented; HeadlessUIKit's choice is
/// `TwoFingerGesture.hysteresis` (5 pt of distance change for a pinch, 5 pt of arc per finger for a rotation).
@MainActor struct TwoFingerGesture {
    /// How far the fingers must move (pt) before a two-finger recognizer begins.
    static let hysteresis: CGFloat = 5

    /// The fingers' distance at touch-down (pt, window coordinates); 0 until two fingers are down.
    private(set) var startDistance: CGFloat = 0
    /// The fingers' angle at touch-down, radians (from the first finger to the second; y down).
    private(set) var startAngle: CGFloat = 0
    /// The latest distance and unwrapped angle.
    private(set) var distance: CGFloat = 0
    private(set) var angle: CGFloat = 0
    /// Recent (scale, rotation) samples for the velocities.
    private var tracker = GestureVelocityTracker()

    /// Whether two fingers have been down together (a baseline exists).
    var hasBaseline: Bool { startDistance > 0 }

    /// The first two of `touches` as window points, or `nil` with fewer than two.
    static func pair(_ touches: [UITouch]) -> (CGPoint, CGPoint)? {
        guard touches.count >= 2 else { return nil }
        return (touches[0].windowLocation, touches[1].windowLocation)
    }

    /// Records the baseline when the second finger touches down.
    mutating func begin(with touches: [UITouch], at time: TimeInterval) {
        guard !hasBaseline, let (a, b) = Self.pair(touches) else { return }
        startDistance = max(Self.distance(a, b), 1e-3)
        startAngle = atan2(b.y - a.y, b.x - a.x)
        distance = startDistance
        angle = startAngle
        tracker.reset()
        tracker.add(CGPoint(x: 1, y: 0), at: time)
    }

    /// Follows the fingers; returns whether both were down (a new sample).
    mutating func update(with touches: [UITouch], at time: TimeInterval) -> Bool {
        guard hasBaseline, let (a, b) = Self.pair(touches) else { return false }
        distance = Self.distance(a, b)
        let raw = atan2(b.y - a.y, b.x - a.x)
        var delta = raw - angle.truncatingRemainder(dividingBy: 2 * .pi)
        while delta > .pi { delta -= 2 * .pi }
        while delta < -.pi { delta += 2 * .pi }
        angle += delta
        tracker.add(CGPoint(x: scale, y: rotation), at: time)
        return true
    }

    /// Distance now over distance at touch-down.
    var scale: CGFloat { hasBaseline ? distance / startDistance : 1 }
    /// Angle now minus angle at touch-down, radians, clockwise positive on screen (y down).
    var rotation: CGFloat { hasBaseline ? angle - startAngle : 0 }
    /// (scale per second, radians per second) over the tracker's window.
    var velocity: CGPoint { tracker.velocity }

    /// Forgets the velocity samples (a value was set by the app, which resets the velocity in UIKit).
    mutating func resetVelocity(at time: TimeInterval) {
        tracker.reset()
        tracker.add(CGPoint(x: scale, y: rotation), at: time)
    }

    /// Forgets everything (the recognizer reset).
    mutating func reset() { self = TwoFingerGesture() }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
}

extension UIGestureRecognizer {
    /// The two-finger life cycle after a move: begins when `moved` (pt) reaches the hysteresis, then changes.
    func twoFingerMoved(distanceMoved moved: CGFloat) {
        switch state {
        case .possible:
            guard pendingState == nil, moved >= TwoFingerGesture.hysteresis else { return }
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// A finger lifted: with none left, an ongoing gesture ends; a gesture that never began fails as soon as a
    /// finger lifts.
    func twoFingerEnded(_ touches: Set<UITouch>) {
        let remaining = trackedTouches.filter { !touches.contains($0) }
        switch state {
        case .possible:
            state = pendingState == nil ? .failed : .ended
        case .began, .changed:
            if remaining.isEmpty { state = .ended }
        default:
            break
        }
    }
}
#endif
