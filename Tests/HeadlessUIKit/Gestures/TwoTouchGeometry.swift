#if os(Linux)
import Foundation

/// The geometry of the first two touches a recognizer tracks, shared by the pinch and rotation recognizers:
/// the distance between the fingers and the angle of the line from the first to the second, unwrapped so
/// that it changes continuously (a finger circling twice reads 4π, not 0).
///
/// Angles are measured in window coordinates (y down), so a positive change is a clockwise turn on screen:
/// the sign `CGAffineTransform(rotationAngle:)` uses, as UIKit's rotation recognizer does.
struct TwoTouchGeometry {
    /// The distance between the two fingers, in points.
    private(set) var distance: CGFloat = 0
    /// The unwrapped angle of the line from the first finger to the second, in radians.
    private(set) var angle: CGFloat = 0
    /// Whether two fingers were measured.
    private(set) var isValid = false

    /// Forgets the last measurement.
    mutating func reset() {
        isValid = false
        distance = 0
        angle = 0
    }

    /// Measures `touches` (the recognizer's tracked touches); fewer than two leaves the last values and
    /// returns `false`.
    @MainActor mutating func update(from touches: [UITouch]) -> Bool {
        guard touches.count >= 2 else { return false }
        let first = touches[0].windowLocation
        let second = touches[1].windowLocation
        let dx = second.x - first.x
        let dy = second.y - first.y
        let newDistance = (dx * dx + dy * dy).squareRoot()
        guard newDistance.isFinite else { return false }
        // Coincident fingers have no direction: keep the previous angle.
        let rawAngle = newDistance > 1e-9 ? atan2(dy, dx) : angle
        if isValid {
            var delta = rawAngle - angle.truncatingRemainder(dividingBy: 2 * .pi)
            delta = delta.truncatingRemainder(dividingBy: 2 * .pi)
            if delta > .pi { delta -= 2 * .pi }
            if delta < -.pi { delta += 2 * .pi }
            angle += delta
        } else {
            angle = rawAngle
        }
        distance = newDistance
        isValid = true
        return true
    }
}
#endif
