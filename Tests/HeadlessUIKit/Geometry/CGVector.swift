#if os(Linux)
import Foundation

/// A two-dimensional vector, as Core Graphics declares it (Linux Foundation lacks it).
///
/// UIKit uses it for relative spring velocities (`UISpringTimingParameters.initialVelocity`).
public struct CGVector: Equatable, Hashable, Sendable, Codable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// A zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// A vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector from `Double` components.
    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// A vector from `Int` components.
    public init(dx: Int, dy: Int) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// The zero vector.
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}
#endif
