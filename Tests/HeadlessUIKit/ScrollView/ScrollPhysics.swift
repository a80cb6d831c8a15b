#if os(Linux)
import Foundation

/// The formulas behind HeadlessUIKit's scroll views: rubber banding, deceleration and the bounce spring.
/// All are closed forms evaluated at an elapsed time, so results do not depend on the frame rate.
enum ScrollPhysics {
    /// Rubber-band stiffness `c` (the slope at the edge).
    /// Source: the widely shared UIScrollView rubber-band derivation (2013): `b(x) = (1 − 1/(x·c/d + 1))·d`.
    static let rubberBandCoefficient: CGFloat = 0.55

    /// Angular frequency ω of the critically damped bounce spring, in rad/s (mass 1, stiffness 100).
    /// UIKit's bounce constants are private; these reproduce its look (a flick at 2000 pt/s into the edge
    /// overshoots about 74 pt and settles in about 0.7 s). HeadlessUIKit's choice, unconfirmed.
    static let bounceAngularFrequency: Double = 10

    /// A motion is at rest when its remaining travel is below this many points.
    static let restDistance: Double = 0.5

    /// The bounce spring is at rest when its speed is below this (pt/s) and `restDistance` is met
    /// (Android's `isAtEquilibrium` rule: distance × 1000 / 16).
    static let restSpeed: Double = restDistance * 1000 / 16

    // MARK: Rubber band

    /// How far content shows past an edge when the finger has pulled `overshoot` points past it, for a
    /// view `dimension` points long: `(1 − 1/(x·c/d + 1))·d`. Slope `c` at 0, never reaches `d`.
    /// Negative overshoots mirror; a non-positive or non-finite dimension gives 0.
    static func rubberBand(overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension.isFinite, dimension > 0, overshoot.isFinite else { return 0 }
        let magnitude = abs(overshoot)
        let banded = (1 - 1 / (magnitude * rubberBandCoefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -banded : banded
    }

    /// The finger travel that produces a visible overshoot `banded`: `x = (d/c)·b/(d − b)` for
    /// `0 ≤ b < d`; at or beyond `d` the travel is capped at `1000·d`.
    static func fingerTravel(forBanded banded: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension.isFinite, dimension > 0, banded.isFinite else { return 0 }
        let magnitude = abs(banded)
        let travel =
            magnitude >= dimension
            ? dimension * 1000
            : min(dimension * 1000, (dimension / rubberBandCoefficient) * magnitude / (dimension - magnitude))
        return banded < 0 ? -travel : travel
    }

    /// A raw (finger-driven) offset shown with rubber banding outside `lower...upper`.
    static func banded(_ raw: CGFloat, lower: CGFloat, upper: CGFloat, dimension: CGFloat) -> CGFloat {
        let clamped = min(max(raw, lower), upper)
        return clamped + rubberBand(overshoot: raw - clamped, dimension: dimension)
    }

    /// The raw offset that `banded(_:lower:upper:dimension:)` turns into `shown`.
    static func raw(fromBanded shown: CGFloat, lower: CGFloat, upper: CGFloat, dimension: CGFloat) -> CGFloat {
        let clamped = min(max(shown, lower), upper)
        return clamped + fingerTravel(forBanded: shown - clamped, dimension: dimension)
    }

    // MARK: Deceleration

    /// A usable deceleration rate: finite and inside (0, 1), otherwise `.normal`'s 0.998.
    static func sanitizedRate(_ rate: CGFloat) -> Double {
        let value = Double(rate)
        return value.isFinite && value > 0 && value < 1 ? value : 0.998
    }

    /// Offset `t` seconds after release: velocity is multiplied by `rate` every millisecond, so
    /// `x(t) = x₀ + v₀(rᵗ⁽¹⁰⁰⁰⁾ − 1)/(1000 ln r)`. Source: WWDC 2018 session 803 "Designing Fluid Interfaces".
    static func deceleratedPosition(from start: Double, velocity: Double, rate: Double, time: Double) -> Double {
        start + velocity * (pow(rate, 1000 * time) - 1) / (1000 * log(rate))
    }

    /// Velocity `t` seconds after release: `v₀·r^(1000t)`, in pt/s.
    static func deceleratedVelocity(_ velocity: Double, rate: Double, time: Double) -> Double {
        velocity * pow(rate, 1000 * time)
    }

    /// Total travel of a release at `velocity` (pt/s): `−v₀/(1000 ln r)`; 1000 pt/s at 0.998 travels 499 pt.
    static func projectedDistance(velocity: Double, rate: Double) -> Double {
        -velocity / (1000 * log(rate))
    }

    /// The velocity whose deceleration comes to rest exactly `distance` points away.
    static func velocity(toTravel distance: Double, rate: Double) -> Double {
        -distance * 1000 * log(rate)
    }

    /// Seconds until a deceleration starting at `start` with `velocity` reaches `target`, or `nil` if it
    /// never does.
    static func time(toReach target: Double, from start: Double, velocity: Double, rate: Double) -> Double? {
        let argument = 1 + (target - start) * 1000 * log(rate) / velocity
        guard velocity != 0, argument > 0, argument < 1 else { return nil }
        return log(argument) / (1000 * log(rate))
    }

    // MARK: Bounce spring

    /// Displacement from the edge `t` seconds into a critically damped bounce:
    /// `x(t) = (x₀ + (v₀ + ωx₀)t)e^(−ωt)`.
    static func springDisplacement(_ displacement: Double, velocity: Double, time: Double) -> Double {
        let omega = bounceAngularFrequency
        return (displacement + (velocity + omega * displacement) * time) * exp(-omega * time)
    }

    /// Velocity `t` seconds into the bounce: `v(t) = (B − ω(x₀ + Bt))e^(−ωt)`, `B = v₀ + ωx₀`.
    static func springVelocity(_ displacement: Double, velocity: Double, time: Double) -> Double {
        let omega = bounceAngularFrequency
        let b = velocity + omega * displacement
        return (b - omega * (displacement + b * time)) * exp(-omega * time)
    }

    // MARK: Animated offset changes

    /// Duration of `setContentOffset(_:animated: true)`, in seconds (UIKit's is private; about 0.3 s).
    static let scrollAnimationDuration: Double = 0.3

    /// The easing of animated offset changes: smoothstep `3p² − 2p³` (HeadlessUIKit's choice).
    static func scrollAnimationProgress(_ fraction: Double) -> Double {
        let p = min(max(fraction, 0), 1)
        return p * p * (3 - 2 * p)
    }
}
#endif
