#if os(Linux)
import Foundation

/// How an animation's progress follows its time fraction (runtime model; not UIKit API).
///
/// `value(atFraction:)` maps a time fraction in 0…1 to a progress value; springs may overshoot 1.
/// Fractions outside 0…1 are clamped, so every curve starts at exactly 0 and ends at exactly 1.
enum TimingCurve: Equatable, Sendable {
    /// Progress equals the time fraction.
    case linear
    /// A cubic Bézier from (0, 0) to (1, 1) with the two control points (CSS/Core Animation convention).
    case cubic(CGPoint, CGPoint)
    /// A damped spring, evaluated over `duration` seconds of the animation.
    case spring(SpringModel, duration: TimeInterval)

    /// Core Animation's ease-in-out control points, (0.42, 0) and (0.58, 1).
    static let easeInOut = TimingCurve.cubic(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
    /// Core Animation's ease-in control points, (0.42, 0) and (1, 1).
    static let easeIn = TimingCurve.cubic(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
    /// Core Animation's ease-out control points, (0, 0) and (0.58, 1).
    static let easeOut = TimingCurve.cubic(CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
    /// Core Animation's default curve (`kCAMediaTimingFunctionDefault`), (0.25, 0.1) and (0.25, 1).
    static let caDefault = TimingCurve.cubic(CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1))
    /// Approximation of the keyboard's private curve 7 as a cubic, (0.38, 0.7) and (0.125, 1) (unconfirmed).
    static let keyboard = TimingCurve.cubic(CGPoint(x: 0.38, y: 0.7), CGPoint(x: 0.125, y: 1))

    /// The curve UIKit uses for `curve`.
    static func forCurve(_ curve: UIView.AnimationCurve) -> TimingCurve {
        switch curve.rawValue {
        case UIView.AnimationCurve.easeIn.rawValue: return .easeIn
        case UIView.AnimationCurve.easeOut.rawValue: return .easeOut
        case UIView.AnimationCurve.linear.rawValue: return .linear
        case 7: return .keyboard
        default: return .easeInOut
        }
    }

    /// Progress at time fraction `fraction` (clamped to 0…1; NaN counts as 0).
    func value(atFraction fraction: Double) -> Double {
        let f = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        if f <= 0 { return 0 }
        if f >= 1 { return 1 }
        switch self {
        case .linear:
            return f
        case let .cubic(p1, p2):
            return CubicBezier(p1: p1, p2: p2).progress(atTime: f)
        case let .spring(model, duration):
            return model.progress(atTime: f * duration)
        }
    }
}

/// Solves the unit cubic Bézier used by CSS and Core Animation timing functions.
struct CubicBezier {
    let p1: CGPoint
    let p2: CGPoint

    private func sample(_ t: Double, _ a1: Double, _ a2: Double) -> Double {
        // B(t) = 3(1−t)²t·a1 + 3(1−t)t²·a2 + t³
        let u = 1 - t
        return 3 * u * u * t * a1 + 3 * u * t * t * a2 + t * t * t
    }

    private func slope(_ t: Double, _ a1: Double, _ a2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * a1 + 6 * u * t * (a2 - a1) + 3 * t * t * (1 - a2)
    }

    /// The curve's y for the x equal to `x` (Newton's method, falling back to bisection).
    func progress(atTime x: Double) -> Double {
        let x1 = Double(p1.x)
        let x2 = Double(p2.x)
        var t = x
        for _ in 0..<8 {
            let error = sample(t, x1, x2) - x
            if abs(error) < 1e-9 { return sample(t, Double(p1.y), Double(p2.y)) }
            let d = slope(t, x1, x2)
            if abs(d) < 1e-9 { break }
            t -= error / d
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<60 {
            let value = sample(t, x1, x2)
            if abs(value - x) < 1e-10 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return sample(t, Double(p1.y), Double(p2.y))
    }
}
#endif
