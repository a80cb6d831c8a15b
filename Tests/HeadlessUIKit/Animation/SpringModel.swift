#if os(Linux)
import Foundation

/// A damped harmonic oscillator moving progress from 0 to 1 (runtime model; not UIKit API).
///
/// Solves `x'' + 2ζω₀x' + ω₀²x = 0` in closed form for the displacement `x = progress − 1`, with
/// `x(0) = −1` and `x'(0) = initialVelocity` (progress units per second; UIKit's relative velocity,
/// where 1 means "the whole distance in one second").
struct SpringModel: Equatable, Sendable {
    /// Undamped angular frequency ω₀, in radians per second.
    let angularFrequency: Double
    /// Damping ratio ζ: < 1 oscillates, 1 is critical, > 1 is overdamped.
    let dampingRatio: Double
    /// Initial velocity, in progress units per second.
    let initialVelocity: Double

    /// Residual displacement below which the spring counts as settled (0.1 % of the distance).
    static let settleThreshold = 1e-3
    /// The longest settling time the runtime accepts, in seconds (an undamped spring never settles).
    static let maximumSettlingDuration: TimeInterval = 60

    /// A spring from physical parameters (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`).
    ///
    /// ω₀ = √(k/m), ζ = c / (2√(km)). Non-finite or non-positive mass/stiffness fall back to 1 / 100.
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        let c = damping.isFinite && damping >= 0 ? damping : 0
        self.angularFrequency = (k / m).squareRoot()
        self.dampingRatio = c / (2 * (k * m).squareRoot())
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// A spring with ratio `dampingRatio` whose motion settles at `duration` seconds.
    ///
    /// This is how HeadlessUIKit reads UIKit's "duration + damping ratio" springs (unconfirmed: UIKit
    /// does not document its mapping). ω₀ is chosen so the envelope decays to 0.1 % at `duration`:
    /// ω₀ = ln(1000) / (ζ·T) for ζ < 1 (ζ clamped to ≥ 0.01), 9.23 / T for ζ = 1 (where
    /// (1 + ω₀T)e^(−ω₀T) = 0.001), and ln(1000) / ((ζ − √(ζ² − 1))·T) for the slow mode of ζ > 1.
    init(dampingRatio: Double, settlingDuration duration: TimeInterval, initialVelocity: Double) {
        let zeta = dampingRatio.isFinite ? max(dampingRatio, 0.01) : 1
        let t = duration.isFinite && duration > 0 ? duration : 0.5
        let lnThreshold = log(1 / Self.settleThreshold)
        let omega: Double
        if abs(zeta - 1) < 1e-6 {
            omega = 9.233 / t
        } else if zeta < 1 {
            omega = lnThreshold / (zeta * t)
        } else {
            omega = lnThreshold / ((zeta - (zeta * zeta - 1).squareRoot()) * t)
        }
        self.angularFrequency = omega
        self.dampingRatio = zeta
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The iOS 17 perceptual spring (`duration`, `bounce`), from WWDC23 "Animate with springs":
    /// stiffness = (2π / d)², damping = 4π(1 − bounce) / d for bounce ≥ 0 and 4π / (d(1 + bounce)) below 0,
    /// mass 1 — so ω₀ = 2π / d and ζ = 1 − bounce (or 1 / (1 + bounce)). `bounce` is clamped to −0.99…1.
    init(perceptualDuration duration: TimeInterval, bounce: Double, initialVelocity: Double) {
        let d = duration.isFinite && duration > 0 ? duration : 0.5
        let b = bounce.isFinite ? min(max(bounce, -0.99), 1) : 0
        self.angularFrequency = 2 * Double.pi / d
        self.dampingRatio = b >= 0 ? 1 - b : 1 / (1 + b)
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// Progress (0 at rest at the start, 1 at the target) after `t` seconds.
    func progress(atTime t: Double) -> Double {
        1 + displacement(atTime: t)
    }

    /// Displacement from the target after `t` seconds (−1 at t = 0).
    func displacement(atTime t: Double) -> Double {
        let w = angularFrequency
        let z = dampingRatio
        let v0 = initialVelocity
        if w <= 0 || !w.isFinite { return 0 }
        if abs(z - 1) < 1e-6 {
            let b = v0 - w
            return exp(-w * t) * (-1 + b * t)
        } else if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let b = (v0 - z * w) / wd
            return exp(-z * w * t) * (-cos(wd * t) + b * sin(wd * t))
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w * (z - root)
            let r2 = -w * (z + root)
            let c2 = (v0 + r1) / (r2 - r1)
            let c1 = -1 - c2
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// Seconds until the displacement stays below 0.1 % of the distance (capped at 60 s).
    var settlingDuration: TimeInterval {
        let step = 1.0 / 600
        var lastUnsettled = 0.0
        var t = 0.0
        while t <= Self.maximumSettlingDuration {
            if abs(displacement(atTime: t)) >= Self.settleThreshold { lastUnsettled = t }
            t += step
            if t - lastUnsettled > 2 * Double.pi / max(angularFrequency, 1e-3) + 0.05 { break }
        }
        return min(lastUnsettled + step, Self.maximumSettlingDuration)
    }
}
#endif
