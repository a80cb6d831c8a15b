import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A cubic Bézier timing curve from (0, 0) to (1, 1), like `UICubicTimingParameters` and CSS `cubic-bezier`.
///
/// Used where motion must follow a duration and curve that UIKit dictates, such as the keyboard's animation.
/// Evaluation solves x(s) = t with Newton's method and falls back to bisection (the approach of WebKit's
/// `UnitBezier`), then returns y(s). No allocation.
package struct TimingCurve: Hashable, Sendable {
    /// First control point, components in 0…1 for x (y may overshoot).
    public let controlPoint1: CGPoint
    /// Second control point, components in 0…1 for x (y may overshoot).
    public let controlPoint2: CGPoint

    /// Creates a curve; x components are clamped into 0…1 and non-finite components become the linear curve's.
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        func sane(_ v: CGFloat, _ fallback: CGFloat, clampX: Bool) -> CGFloat {
            guard v.isFinite else { return fallback }
            return clampX ? min(max(v, 0), 1) : v
        }
        self.controlPoint1 = CGPoint(
            x: sane(controlPoint1.x, 0, clampX: true), y: sane(controlPoint1.y, 0, clampX: false))
        self.controlPoint2 = CGPoint(
            x: sane(controlPoint2.x, 1, clampX: true), y: sane(controlPoint2.y, 1, clampX: false))
    }

    /// `UIView.AnimationCurve.linear`.
    public static let linear = TimingCurve(controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
    /// `UIView.AnimationCurve.easeIn`: (0.42, 0) (1, 1), Core Animation's `kCAMediaTimingFunctionEaseIn`.
    public static let easeIn = TimingCurve(controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
    /// `UIView.AnimationCurve.easeOut`: (0, 0) (0.58, 1).
    public static let easeOut = TimingCurve(controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))
    /// `UIView.AnimationCurve.easeInOut`: (0.42, 0) (0.58, 1).
    public static let easeInOut = TimingCurve(
        controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))
    /// An approximation of the keyboard's private curve (raw value 7): (0.38, 0.7) (0.125, 1), a fast start
    /// that eases into place. Widely used by apps that match keyboard motion; not published by Apple.
    public static let keyboard = TimingCurve(
        controlPoint1: CGPoint(x: 0.38, y: 0.7), controlPoint2: CGPoint(x: 0.125, y: 1))

    /// The curve for a `UIView.AnimationCurve` raw value: 0 easeInOut, 1 easeIn, 2 easeOut, 3 linear,
    /// 7 (keyboard) ``keyboard``; anything else ``easeInOut``.
    public static func uiKitCurve(rawValue: Int) -> TimingCurve {
        switch rawValue {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        case 7: return .keyboard
        default: return .easeInOut
        }
    }

    /// Progress (0…1, may overshoot with extreme control points) at time fraction `t` (clamped to 0…1).
    public func value(at t: Double) -> Double {
        let x = t.isFinite ? min(max(t, 0), 1) : 1
        return Self.bezier(solveParameter(forX: x), Double(controlPoint1.y), Double(controlPoint2.y))
    }

    /// dProgress/dt at time fraction `t`: the curve's slope, used to hand velocity to a following spring.
    public func slope(at t: Double) -> Double {
        let x = t.isFinite ? min(max(t, 0), 1) : 1
        let s = solveParameter(forX: x)
        let dx = Self.derivative(s, Double(controlPoint1.x), Double(controlPoint2.x))
        let dy = Self.derivative(s, Double(controlPoint1.y), Double(controlPoint2.y))
        return abs(dx) < 1e-9 ? 0 : dy / dx
    }

    private func solveParameter(forX x: Double) -> Double {
        let x1 = Double(controlPoint1.x)
        let x2 = Double(controlPoint2.x)
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - x
            if abs(error) < 1e-7 { return s }
            let d = Self.derivative(s, x1, x2)
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<40 {
            let value = Self.bezier(s, x1, x2)
            if abs(value - x) < 1e-7 { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    @inline(__always) private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    @inline(__always) private static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
}

extension TimingCurve {
    /// Hashes every stored property (written out because CoreGraphics' geometry types are not `Hashable` in
    /// Apple's SDKs before iOS 18; see `Hasher+Geometry.swift`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(point: controlPoint1)
        hasher.combine(point: controlPoint2)
    }
}
