import Foundation

/// The bound on how far a settling sheet travels past its largest detent.
///
/// A settle starts at the release velocity (velocity continuity), so a hard flick toward the largest detent
/// makes the spring overshoot it: about `v / (ω·e)` for a critically damped spring (`ω = 2π / response`),
/// 201 pt at 10,000 pt/s with ``SpringCurve/sheet`` (232 pt with ``SpringCurve/sheetFlick``, which such a flick uses), and without limit as the velocity grows. The sheet therefore
/// settles through a rubber band: the spring moves an unbanded height, and the part above the largest detent is
/// shown through `RubberBand` (the drag's coefficient) whose dimension is the room left above the largest
/// detent, up to the container's top edge. The sheet's top approaches that edge but never reaches it, whatever
/// the velocity (a large sheet on a phone: 69 pt of room, 44 pt of overshoot at 10,000 pt/s, 60 pt at 40,000).
/// A release above the largest detent (a drag pulled the sheet up into its band) widens the band by that excess,
/// so the release lies inside it: the top then rises past the container's top at most by as much as the sheet was
/// already raised above its largest detent. A settle that is redirected while it moves (a new selection, an
/// animated change) keeps its band, so the bound holds for the whole motion.
///
/// The spring starts at the unbanded height that shows the released height, with the velocity that shows the
/// released velocity, so height and velocity are continuous at the release. Below the largest detent the mapping
/// is the identity: settles between detents, toward the hidden position, and timed (keyboard) motion are
/// unchanged.
package struct SheetOvershoot: Hashable, Sendable {
    /// The height above which the band applies: the largest detent's (pt).
    public var limit: Double
    /// The band's dimension (pt): the most the sheet can ever show above ``limit``.
    public var dimension: Double
    /// The band's coefficient (its slope where it starts).
    public var coefficient: Double

    /// Creates a band above `limit`. Invalid dimensions or coefficients mean "no give" (see `RubberBand`):
    /// nothing is shown above `limit`.
    public init(limit: Double, dimension: Double, coefficient: Double = RubberBand.defaultCoefficient) {
        self.limit = limit.isFinite ? limit : 0
        self.dimension = dimension
        self.coefficient = coefficient
    }

    /// The band a `SheetMotion` with `metrics` and `behavior` settles in when the settle starts at `height`:
    /// above the largest detent, with the drag's coefficient and, as its dimension, the room above the largest
    /// detent (``room(above:)``) plus how far `height` already is above it.
    public init(metrics: SheetMetrics, behavior: SheetBehavior, startingAt height: Double) {
        let limit = metrics.largestHeight
        let excess = height.isFinite ? max(height - limit, 0) : 0
        self.init(
            limit: limit, dimension: Self.room(above: metrics) + excess,
            coefficient: behavior.sanitized.rubberBandCoefficient)
    }

    /// The room above the largest detent (pt): from its top edge to the container's top,
    /// `rubberBandDimension + hiddenHeight − largestHeight` for metrics built from a `SheetLayout` (where the
    /// dimension is the container's height and the hidden height sits at the container's bottom edge); never
    /// negative (a full-height sheet has none: it does not overshoot).
    public static func room(above metrics: SheetMetrics) -> Double {
        let room = metrics.rubberBandDimension + metrics.hiddenHeight - metrics.largestHeight
        return room.isFinite ? max(room, 0) : 0
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
