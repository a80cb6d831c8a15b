import Foundation

/// Where a flick comes to rest under UIScrollView-style deceleration.
///
/// UIScrollView multiplies the velocity by a rate `r` every millisecond, so the distance travelled
/// until rest is `(v / 1000) · r / (1 − r)`. Source: WWDC 2018 session 803, "Designing Fluid
/// Interfaces"; "Deceleration mechanics of UIScrollView". Check value: 1000 pt/s at 0.998 → 499 pt.
package enum Deceleration {
    /// `UIScrollView.DecelerationRate.normal`, 0.998 per millisecond.
    package static let normal: Double = 0.998

    /// `UIScrollView.DecelerationRate.fast`, 0.99 per millisecond.
    package static let fast: Double = 0.99

    /// The rates accepted: 0 (stops at once) up to 0.9999 (ten times the travel of ``normal``). A rate
    /// of 1 or more would never stop.
    package static let rateRange: ClosedRange<Double> = 0...0.9999

    /// The distance (pt, signed like `velocity`) a motion at `velocity` pt/s travels before stopping.
    ///
    /// - Parameters:
    ///   - velocity: pt/s. A non-finite velocity is unknown and projects 0.
    ///   - rate: Per-millisecond multiplier, clamped into ``rateRange``; NaN uses ``normal``.
    /// - Returns: A finite distance; overflow is capped at `±greatestFiniteMagnitude`.
    package static func projectedDistance(velocity: Double, rate: Double = Deceleration.normal) -> Double {
        guard velocity.isFinite else { return 0 }
        let rate = rate.isNaN ? normal : min(max(rate, rateRange.lowerBound), rateRange.upperBound)
        return capped((velocity / 1000) * rate / (1 - rate))
    }

    /// `position + projectedDistance(velocity:rate:)`: where a flick from `position` (pt) comes to rest.
    ///
    /// A non-finite `position` is treated as 0; the result is finite.
    package static func projectedPosition(
        from position: Double, velocity: Double, rate: Double = Deceleration.normal
    ) -> Double {
        let origin = position.isFinite ? position : 0
        return capped(origin + projectedDistance(velocity: velocity, rate: rate))
    }

    private static func capped(_ value: Double) -> Double {
        guard !value.isFinite else { return value }
        return value < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude
    }
}
