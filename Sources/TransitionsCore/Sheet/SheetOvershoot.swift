import Foundation

/// The bound on how far a settling sheet travels past its largest detent.
///
/// A settle starts at the release velocity (velocity continuity), so a hard flick toward the largest detent
/// makes the spring overshoot it: about `v / (ω·e)` for a critically damped spring (`ω = 2π / response`),
/// 222 pt at 10,000 pt/s with ``Spring/sheet``, and without limit as the velocity grows. The sheet therefore
/// settles in the *finger's* space: the spring moves an unbanded height, and the part above the largest detent
/// is shown through the same ``RubberBand`` a drag uses there (same dimension, same coefficient). The sheet's top
/// then never rises more than `dimension` above the largest detent, whatever the velocity, and a release above
/// the largest detent continues the drag's own band: the spring starts at the finger's unbanded height with the
/// finger's velocity, so the sheet's height and velocity are continuous at the release.
///
/// Below the largest detent the mapping is the identity: settles between detents, toward the hidden position,
/// and every timed (keyboard) motion are unchanged.
public struct SheetOvershoot: Hashable, Sendable {
    /// The height above which the band applies: the largest detent's (pt).
    public var limit: Double
    /// The band's dimension (pt): the most the sheet can ever show above ``limit``.
    public var dimension: Double
    /// The band's coefficient (its slope where it starts).
    public var coefficient: Double

    /// Creates a band above `limit`. Invalid dimensions or coefficients mean "no give" (see ``RubberBand``):
    /// nothing is shown above `limit`.
    public init(limit: Double, dimension: Double, coefficient: Double = RubberBand.defaultCoefficient) {
        self.limit = limit.isFinite ? limit : 0
        self.dimension = dimension
        self.coefficient = coefficient
    }

    /// The band a ``SheetMotion`` with `metrics` and `behavior` settles in: above the largest detent, with the
    /// drag's dimension and coefficient.
    public init(metrics: SheetMetrics, behavior: SheetBehavior) {
        self.init(
            limit: metrics.largestHeight, dimension: metrics.rubberBandDimension,
            coefficient: behavior.sanitized.rubberBandCoefficient)
    }

    /// The height shown for an unbanded (spring) height: `raw` at or below ``limit``, banded above it.
    public func displayed(_ raw: Double) -> Double {
        guard raw > limit else { return raw }
        return limit + RubberBand.offset(forOvershoot: raw - limit, dimension: dimension, coefficient: coefficient)
    }

    /// The unbanded height that shows `height`: the inverse of ``displayed(_:)``. A height at or beyond the
    /// band's reach (`limit + dimension`) maps to `greatestFiniteMagnitude`.
    public func raw(forDisplayed height: Double) -> Double {
        guard height > limit else { return height }
        let over = RubberBand.overshoot(forOffset: height - limit, dimension: dimension, coefficient: coefficient)
        let raw = limit + over
        return raw.isFinite ? raw : .greatestFiniteMagnitude
    }

    /// d(displayed)/d(raw) at an unbanded height: 1 at or below ``limit``, the band's slope
    /// `c / (x·c/d + 1)²` above it (0 for an invalid band).
    public func slope(atRaw raw: Double) -> Double {
        guard raw > limit else { return 1 }
        guard dimension > 0, dimension.isFinite, coefficient > 0, coefficient.isFinite else { return 0 }
        let denominator = (raw - limit) * coefficient / dimension + 1
        guard denominator.isFinite else { return 0 }
        return coefficient / (denominator * denominator)
    }

    /// The unbanded velocity that shows `velocity` (pt/s) at the displayed `height`: `velocity / slope`, so the
    /// shown motion is continuous. Where the band has no slope left, the velocity is taken as it is.
    public func rawVelocity(_ velocity: Double, atDisplayed height: Double) -> Double {
        let slope = slope(atRaw: raw(forDisplayed: height))
        guard slope > 1e-9, velocity.isFinite else { return velocity.isFinite ? velocity : 0 }
        return velocity / slope
    }
}
