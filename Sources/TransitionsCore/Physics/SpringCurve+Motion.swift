import Foundation

extension SpringCurve {
    /// A spring's position and velocity at one instant.
    package struct Sample: Hashable, Sendable {
        /// Position, pt.
        public var value: Double
        /// Velocity, pt/s.
        public var velocity: Double

        /// Creates a sample from a position (pt) and a velocity (pt/s).
        public init(value: Double, velocity: Double) {
            self.value = value
            self.velocity = velocity
        }
    }

    /// The damping ratios within this distance of 1 are evaluated with the critically damped solution.
    ///
    /// The under- and overdamped solutions below are written so that they tend smoothly to the critical
    /// one (`sin(ω_d t)/ω_d → t`, `sinh(ω_s t)/ω_s → t`), so the band only avoids dividing by a
    /// vanishing frequency; the jump across its edges is of order `1e-9` of the travel.
    public static let criticalDampingTolerance: Double = 1e-9

    /// The position at `time` seconds of a motion from `start` toward `target` that began with
    /// `initialVelocity` (pt/s), in closed form.
    ///
    /// Solutions of `x'' + 2ζω x' + ω² x = 0` with `x₀ = start − target`, `v₀ = initialVelocity`
    /// (Android's `SpringForce`; any damped-oscillator text):
    /// - underdamped: `x(t) = e^(−ζωt)(x₀ cos ω_d t + (v₀ + ζωx₀) sin(ω_d t)/ω_d)`, `ω_d = ω√(1−ζ²)`;
    /// - critically damped: `x(t) = e^(−ωt)(x₀ + (v₀ + ωx₀) t)`;
    /// - overdamped: `x(t) = A e^(γ₋t) + B e^(γ₊t)`, `γ± = −ζω ± ω√(ζ²−1)`, evaluated in the equivalent
    ///   form `e^(−ζωt)(x₀ cosh ω_s t + (v₀ + ζωx₀) sinh(ω_s t)/ω_s)` built from `e^(γ₊t)` and `expm1`,
    ///   which neither cancels catastrophically near ζ = 1 nor overflows for large ζ.
    ///
    /// Inputs: a `time` that is NaN, zero or negative returns `start`; `+infinity` returns `target`. A
    /// non-finite `target` becomes `start` (or 0), a non-finite `start` becomes `target`, a non-finite
    /// velocity 0. If the arithmetic overflows (magnitudes near `Double.greatestFiniteMagnitude`), the
    /// motion counts as arrived and `target` is returned. The result is always finite.
    public func value(at time: Double, from start: Double, to target: Double, initialVelocity: Double) -> Double {
        sample(at: time, from: start, to: target, initialVelocity: initialVelocity).value
    }

    /// The velocity in pt/s at `time` seconds of the motion described in
    /// ``value(at:from:to:initialVelocity:)``.
    ///
    /// `v(t) = e^(−ζωt)(v₀ cos ω_d t − (ζωv₀ + ω²x₀) sin(ω_d t)/ω_d)` (underdamped; `cosh`/`sinh` when
    /// overdamped, `1`/`t` when critically damped). The same input rules apply; where the position
    /// would be `target` because of `+infinity` time or overflow, the velocity is 0. Always finite.
    public func velocity(at time: Double, from start: Double, to target: Double, initialVelocity: Double) -> Double {
        sample(at: time, from: start, to: target, initialVelocity: initialVelocity).velocity
    }

    /// Position and velocity together, for the price of one evaluation. Same rules as
    /// ``value(at:from:to:initialVelocity:)`` and ``velocity(at:from:to:initialVelocity:)``.
    package func sample(at time: Double, from start: Double, to target: Double, initialVelocity: Double) -> Sample {
        let input = MotionInput(start: start, target: target, velocity: initialVelocity)
        guard time > 0 else { return Sample(value: input.start, velocity: input.velocity) }
        guard time < .infinity else { return Sample(value: input.target, velocity: 0) }
        let state = displacement(at: time, from: input.displacement, velocity: input.velocity)
        let value = input.target + state.displacement
        guard value.isFinite, state.velocity.isFinite else { return Sample(value: input.target, velocity: 0) }
        return Sample(value: value, velocity: state.velocity)
    }

    /// Displacement from the target and velocity at `time > 0`, for `x₀` and `v₀` (finite).
    ///
    /// Both are `x₀·C(t) + (v₀ + ζωx₀)·S(t)` and `v₀·C(t) − (ζωv₀ + ω²x₀)·S(t)` where
    /// `C = e^(−ζωt)·cos`-like and `S = e^(−ζωt)·sin(…)/frequency`-like terms of the regime.
    @inline(__always)
    func displacement(at time: Double, from x0: Double, velocity v0: Double) -> (displacement: Double, velocity: Double)
    {
        let omega = angularFrequency
        let zeta = dampingRatio
        let decay = zeta * omega
        let cosine: Double
        let sine: Double
        if abs(zeta - 1) <= Self.criticalDampingTolerance {
            let envelope = exp(-decay * time)
            cosine = envelope
            sine = envelope * time
        } else if zeta < 1 {
            let frequency = omega * ((1 - zeta) * (1 + zeta)).squareRoot()
            let envelope = exp(-decay * time)
            let phase = frequency * time
            cosine = envelope * cos(phase)
            sine = envelope * sin(phase) / frequency
        } else {
            let root = ((zeta - 1) * (zeta + 1)).squareRoot()
            let frequency = omega * root  // ω_s
            let slowRate = -omega / (zeta + root)  // γ₊ = −ζω + ω_s, without cancellation
            let slow = exp(slowRate * time)
            let gap = expm1(-2 * frequency * time)  // e^((γ₋ − γ₊)t) − 1
            cosine = slow * (2 + gap) / 2
            sine = -slow * gap / (2 * frequency)
        }
        let displacement = x0 * cosine + (v0 + decay * x0) * sine
        let velocity = v0 * cosine - (decay * v0 + omega * omega * x0) * sine
        return (displacement, velocity)
    }
}
