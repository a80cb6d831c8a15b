#if os(Linux)
import Foundation

/// A timing curve: a unit cubic Bézier from (0, 0) to (1, 1) through two control points (Core Animation's
/// `CAMediaTimingFunction`). The named functions use Core Animation's documented control points.
open class CAMediaTimingFunction: NSObject {
    let c1: CGPoint
    let c2: CGPoint

    /// A named function: linear (0, 0 / 1, 1), easeIn (0.42, 0 / 1, 1), easeOut (0, 0 / 0.58, 1),
    /// easeInEaseOut (0.42, 0 / 0.58, 1), default (0.25, 0.1 / 0.25, 1).
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// A function through (c1x, c1y) and (c2x, c2y); x values are clamped to 0…1, non-finite values count
    /// as 0.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func clean(_ v: Float, clamp: Bool) -> CGFloat {
            let value = v.isFinite ? v : 0
            return CGFloat(clamp ? min(max(value, 0), 1) : value)
        }
        c1 = CGPoint(x: clean(c1x, clamp: true), y: clean(c1y, clamp: false))
        c2 = CGPoint(x: clean(c2x, clamp: true), y: clean(c2y, clamp: false))
        super.init()
    }

    /// Writes control point `idx` (0 = (0, 0), 1 and 2 = the control points, 3 = (1, 1)) into `ptr` as two
    /// floats. Indices outside 0…3 write nothing.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: CGPoint
        switch idx {
        case 0: point = .zero
        case 1: point = c1
        case 2: point = c2
        case 3: point = CGPoint(x: 1, y: 1)
        default: return
        }
        ptr[0] = Float(point.x)
        ptr[1] = Float(point.y)
    }

    /// The curve's output for an input fraction (clamped to 0…1).
    func value(at fraction: Double) -> Double {
        TimingCurve.cubic(c1, c2).value(atFraction: fraction)
    }
}

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public var rawValue: String
    /// Creates a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public var rawValue: String
    /// Creates a mode.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Holds the final value after the end (while the animation stays on the layer).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the first value before the start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Neither (default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}
#endif
