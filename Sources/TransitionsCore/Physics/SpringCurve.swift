import Foundation

/// A damped harmonic spring, described either by its response and damping ratio or by its mass,
/// stiffness and damping — two views of one value.
///
/// The spring moves a value toward a target according to `x'' + 2ζω x' + ω² x = 0`, where `x` is the
/// displacement from the target, `ω = 2π / response` and `ζ` is the damping ratio. Positions are
/// evaluated in closed form (``value(at:from:to:initialVelocity:)``), never by stepping frames, so a
/// sample is exact at any time and independent of the frame rate.
///
/// Conversions (any damped-oscillator text; the same ones SwiftUI's `SpringCurve` documents):
/// `k = (2π / T)² · m`, `c = 4π · ζ · m / T = 2ζ√(k·m)`, and back `T = 2π√(m / k)`,
/// `ζ = c / (2√(k·m))`.
///
/// ## Invalid parameters
/// Every initializer accepts any input and stores a usable spring:
/// - `response` is clamped into ``responseRange``. NaN, zero and negative responses become the
///   lower bound: the motion is as quick as the range allows (it reaches the target almost at once).
///   `+infinity` becomes the upper bound.
/// - `dampingRatio` is clamped into ``dampingRatioRange``; NaN becomes 1 (critically damped, the
///   choice that never overshoots). An undamped or negatively damped spring would never come to rest,
///   so the lower bound is slightly above 0.
/// - `mass` must be finite and positive; anything else becomes 1. Finite masses are clamped into
///   ``massRange``.
/// - A stiffness that is NaN, zero or negative has no restoring force; it is treated like a response of
///   0 (the fastest spring in range), so the motion still ends at its target.
public struct SpringCurve: Hashable, Sendable {
    /// The time one undamped oscillation would take, in seconds (`T` above). Always inside
    /// ``responseRange``. SwiftUI calls this the spring's `duration`.
    public let response: Double

    /// The damping ratio `ζ`: below 1 the spring overshoots and oscillates, 1 is critically damped (the
    /// fastest motion without overshoot), above 1 it creeps in. Always inside ``dampingRatioRange``.
    public let dampingRatio: Double

    /// The mass `m` of the moving value. It does not change the motion for a given response and damping
    /// ratio; it only scales ``stiffness`` and ``damping``. Default 1.
    public let mass: Double

    /// The range ``response`` is clamped into, in seconds: 0.001 s … 1,000 s.
    public static let responseRange: ClosedRange<Double> = 1e-3...1e3

    /// The range ``dampingRatio`` is clamped into: 0.001 … 1,000.
    public static let dampingRatioRange: ClosedRange<Double> = 1e-3...1e3

    /// The range ``mass`` is clamped into: 1e-6 … 1e6.
    public static let massRange: ClosedRange<Double> = 1e-6...1e6

    /// Creates a spring from its response (seconds) and damping ratio, with mass 1.
    ///
    /// - Parameters:
    ///   - response: Seconds per undamped oscillation; see ``response``. Invalid values are handled as
    ///     described under "Invalid parameters" in the type's documentation.
    ///   - dampingRatio: `ζ`; 1 is critically damped.
    public init(response: Double, dampingRatio: Double) {
        self.init(sanitizedResponse: Self.sanitizedResponse(response), dampingRatio: dampingRatio, mass: 1)
    }

    /// Creates a spring from its physical parameters.
    ///
    /// - Parameters:
    ///   - mass: `m`, the moving mass (default in the other initializers: 1).
    ///   - stiffness: `k`, the restoring force per point of displacement.
    ///   - damping: `c`, the friction force per point per second of velocity.
    ///
    /// Example from Apple's SwiftUI documentation: `SpringCurve(mass: 1, stiffness: 100, damping: 10)` has a
    /// response of 0.628 s and a damping ratio of 0.5.
    public init(mass: Double, stiffness: Double, damping: Double) {
        let mass = Self.sanitizedMass(mass)
        guard stiffness > 0 else {  // false for NaN too
            self.init(
                sanitizedResponse: Self.responseRange.lowerBound, dampingRatio: .nan, mass: mass)
            return
        }
        let response = 2 * Double.pi * (mass / stiffness).squareRoot()
        let dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
        self.init(sanitizedResponse: Self.sanitizedResponse(response), dampingRatio: dampingRatio, mass: mass)
    }

    /// Creates a spring the way SwiftUI's `SpringCurve(duration:bounce:)` does.
    ///
    /// - Parameters:
    ///   - duration: The response in seconds (SwiftUI's "perceptual duration").
    ///   - bounce: How much the spring overshoots: 0 is critically damped, 0.3 a visible bounce, up to 1
    ///     (no damping). For `bounce ≥ 0` the damping ratio is `1 − bounce`, which reproduces Apple's
    ///     documented example `SpringCurve(duration: 0.5, bounce: 0.3)` ↔ stiffness 157.9, damping 17.6.
    ///     Negative bounce gives an overdamped spring with `ζ = 1 / (1 + bounce)`: this mapping is
    ///     continuous at 0 with the same slope as `1 − bounce`, sends −1 < bounce ≤ 0 onto 1 ≤ ζ < ∞,
    ///     and is the inverse of the ``bounce`` reported for overdamped springs. Bounce ≤ −1 gives the
    ///     most damped spring in range; NaN counts as 0.
    public init(duration: Double, bounce: Double) {
        let dampingRatio: Double
        if bounce.isNaN {
            dampingRatio = 1
        } else if bounce >= 0 {
            dampingRatio = 1 - bounce
        } else if bounce > -1 {
            dampingRatio = 1 / (1 + bounce)
        } else {
            dampingRatio = Self.dampingRatioRange.upperBound
        }
        self.init(response: duration, dampingRatio: dampingRatio)
    }

    private init(sanitizedResponse: Double, dampingRatio: Double, mass: Double) {
        self.response = sanitizedResponse
        self.dampingRatio = Self.sanitizedDampingRatio(dampingRatio)
        self.mass = mass
    }

    /// The stiffness `k = (2π / response)² · mass`.
    public var stiffness: Double {
        let omega = angularFrequency
        return omega * omega * mass
    }

    /// The damping coefficient `c = 4π · dampingRatio · mass / response`.
    public var damping: Double {
        4 * Double.pi * dampingRatio * mass / response
    }

    /// SwiftUI's bounce for this spring: `1 − ζ` when `ζ ≤ 1`, and `1/ζ − 1` (negative) when overdamped.
    public var bounce: Double {
        dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
    }

    /// The undamped angular frequency `ω = 2π / response`, in radians per second.
    public var angularFrequency: Double {
        2 * Double.pi / response
    }

    // MARK: - Sanitizing

    static func sanitizedResponse(_ response: Double) -> Double {
        guard response > 0 else { return responseRange.lowerBound }  // NaN, 0, negative
        return min(max(response, responseRange.lowerBound), responseRange.upperBound)
    }

    static func sanitizedDampingRatio(_ dampingRatio: Double) -> Double {
        guard !dampingRatio.isNaN else { return 1 }
        return min(max(dampingRatio, dampingRatioRange.lowerBound), dampingRatioRange.upperBound)
    }

    static func sanitizedMass(_ mass: Double) -> Double {
        guard mass.isFinite, mass > 0 else { return 1 }
        return min(max(mass, massRange.lowerBound), massRange.upperBound)
    }
}
