import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How fast a zoom's clip frame changes: its center and its size, in points per second.
///
/// The four components are the initial velocities of `ZoomSettle`'s springs, so a settle that starts
/// from a drag continues exactly as fast as the view was moving under the finger.
package struct ZoomFrameVelocity: Hashable, Sendable {
    /// Velocity of the frame's `midX`, pt/s (right positive).
    public var midX: Double
    /// Velocity of the frame's `midY`, pt/s (down positive).
    public var midY: Double
    /// Rate of change of the frame's width, pt/s.
    public var width: Double
    /// Rate of change of the frame's height, pt/s.
    public var height: Double

    /// Creates a velocity; every component defaults to 0 pt/s.
    public init(midX: Double = 0, midY: Double = 0, width: Double = 0, height: Double = 0) {
        self.midX = midX
        self.midY = midY
        self.width = width
        self.height = height
    }

    /// Not moving.
    public static let zero = ZoomFrameVelocity()

    /// The velocity of the frame's center, pt/s.
    public var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// This velocity with NaN and infinite components replaced by 0.
    public var sanitized: ZoomFrameVelocity {
        func clean(_ value: Double) -> Double { value.isFinite ? value : 0 }
        return ZoomFrameVelocity(midX: clean(midX), midY: clean(midY), width: clean(width), height: clean(height))
    }
}
