import Foundation

extension SpringCurve {
    /// The default rest distance, pt: half a point, one pixel on a 2x screen.
    public static let defaultRestDistance: Double = 0.5

    /// A motion is at rest when its speed is below `restDistance × restVelocityFactor` pt/s as well as
    /// within `restDistance` of its target. 1000/16 is the multiplier of Android's
    /// `SpringForce.isAtEquilibrium` (the rest distance travelled per 16 ms frame).
    public static let restVelocityFactor: Double = 1000.0 / 16.0

    /// Seconds until the motion is within ``defaultRestDistance`` of `target` and slower than
    /// `defaultRestDistance × restVelocityFactor`, and stays so from then on.
    ///
    /// Same as ``settlingDuration(from:to:initialVelocity:restDistance:)`` with the default rest
    /// distance.
    public func settlingDuration(from start: Double, to target: Double, initialVelocity: Double) -> Double {
        settlingDuration(
            from: start, to: target, initialVelocity: initialVelocity, restDistance: Self.defaultRestDistance)
    }

    /// Seconds until the motion is within `restDistance` pt of `target`, slower than
    /// `restDistance × restVelocityFactor` pt/s, and stays so for all later times.
    ///
    /// An upper bound computed from the envelope of the closed-form solution rather than the classic
    /// estimate `−ln(ε)/(ζω)`, so that it scales with the travel: with decay rate `r` (`ζω`, or the
    /// slower rate `ω/(ζ + √(ζ²−1))` when overdamped), `|x(t)| ≤ e^(−rt)(|x₀| + |v₀ + ζωx₀|·min(t, L))`
    /// where `L` is `1/ω_d` (underdamped), `1/(2ω_s)` (overdamped) or unbounded (critical). The time at
    /// which this bound falls below 99 % of the threshold is found in closed form or by a few Newton
    /// steps that only ever move from a valid bound toward the exact crossing. Underdamped springs may
    /// come to rest up to about half an oscillation earlier than reported.
    ///
    /// - Parameters:
    ///   - start: Where the motion starts, pt.
    ///   - target: Where it comes to rest, pt.
    ///   - initialVelocity: Its velocity at the start, pt/s.
    ///   - restDistance: pt; NaN, zero and negative values use ``defaultRestDistance``.
    /// - Returns: A finite duration ≥ 0; 0 when the motion is already at rest for good. Inputs follow
    ///   the rules of ``value(at:from:to:initialVelocity:)``.
    public func settlingDuration(
        from start: Double, to target: Double, initialVelocity: Double, restDistance: Double
    ) -> Double {
        let input = MotionInput(start: start, target: target, velocity: initialVelocity)
        return settlingDuration(
            displacement: input.displacement, velocity: input.velocity,
            restDistance: Self.sanitizedRestDistance(restDistance))
    }

    static func sanitizedRestDistance(_ restDistance: Double) -> Double {
        restDistance > 0 ? restDistance : defaultRestDistance  // NaN fails the comparison
    }

    /// Settling time from `x₀`, `v₀` for a sanitized positive rest distance.
    func settlingDuration(displacement x0: Double, velocity v0: Double, restDistance: Double) -> Double {
        let omega = angularFrequency
        let zeta = dampingRatio
        let decay = zeta * omega
        let rate: Double
        let sineLimit: Double  // L: the bound on |S(t)| / envelope besides t itself
        if abs(zeta - 1) <= Self.criticalDampingTolerance {
            rate = decay
            sineLimit = .infinity
        } else if zeta < 1 {
            rate = decay
            sineLimit = 1 / (omega * ((1 - zeta) * (1 + zeta)).squareRoot())
        } else {
            let root = ((zeta - 1) * (zeta + 1)).squareRoot()
            rate = omega / (zeta + root)
            sineLimit = 1 / (2 * omega * root)
        }
        let margin = 0.99
        let positionTime = Self.envelopeCrossing(
            constant: abs(x0), linear: abs(v0 + decay * x0), limit: sineLimit, rate: rate,
            threshold: restDistance * margin)
        let velocityTime = Self.envelopeCrossing(
            constant: abs(v0), linear: abs(decay * v0 + omega * omega * x0), limit: sineLimit, rate: rate,
            threshold: restDistance * Self.restVelocityFactor * margin)
        let time = max(positionTime, velocityTime)
        return time.isFinite ? time : 0
    }

    /// The smallest time found such that `e^(−rt)(P + Q·min(t, L)) ≤ threshold` for every later time.
    static func envelopeCrossing(
        constant p: Double, linear q: Double, limit: Double, rate r: Double, threshold: Double
    ) -> Double {
        guard p.isFinite, q.isFinite else { return .nan }  // overflowed inputs: treated as arrived
        guard p > threshold || q > 0 else { return 0 }
        // Bound 1: min(t, L) ≤ L.
        var best = Double.infinity
        if limit.isFinite {
            best = max(0, log((p + q * limit) / threshold) / r)
        }
        guard q > 0 else { return max(0, log(p / threshold) / r) }
        // Bound 2: min(t, L) ≤ t. Start from t·e^(−rt/2) ≤ 2/(e·r), a valid bound, then Newton on the
        // concave f(t) = ln(P + Qt) − rt − ln(threshold): each step lands where f ≤ 0 for good.
        var time = max(0, 2 * log((p + 2 * q / (2.718281828459045 * r)) / threshold) / r)
        let logThreshold = log(threshold)
        for _ in 0..<8 where time > 0 {
            let f = log(p + q * time) - r * time - logThreshold
            let slope = q / (p + q * time) - r
            guard slope < 0 else { break }
            let next = time - f / slope
            guard next < time else { break }
            if next <= 0 {
                time = 0
                break
            }
            let converged = time - next <= 1e-9 * time
            time = next
            if converged { break }
        }
        return min(best, time)
    }
}
