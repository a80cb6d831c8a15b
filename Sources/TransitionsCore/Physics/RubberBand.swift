/// UIScrollView-like resistance past a limit: the further a finger drags beyond the edge, the less the
/// content follows, approaching but never reaching `dimension`.
///
/// `b(x) = (1 − 1/(x·c/d + 1))·d`, with `x` the distance past the limit, `d` the dimension (e.g. the
/// container height) and `c` the coefficient (0.55). Its slope at 0 is `c`. Source: the widely shared
/// derivation of UIScrollView's rubber band (2013), also used by FloatingPanel's `Layout.swift` and
/// Wave's math utilities. Published check values for d = 960: x = 5, 10, 100, 400, 960 → 2.74, 5.47,
/// 52.02, 178.98, 340.65.
///
/// Invalid parameters: a `dimension` that is NaN, infinite, zero or negative, and a `coefficient` that is
/// NaN, zero or negative, mean "no give": offsets are 0 (and so are overshoots). All results are
/// finite.
@usableFromInline package enum RubberBand {
    /// UIScrollView's coefficient, 0.55.
    @usableFromInline package static let defaultCoefficient: Double = 0.55

    /// The banded offset (pt) for a finger `overshoot` pt past the limit.
    ///
    /// Odd: a negative overshoot gives the negative offset, so it works on either side of a range.
    /// `|result| < dimension` always (for finite inputs the result is capped just below `dimension`
    /// where rounding would reach it); an infinite overshoot gives that cap; NaN gives 0.
    package static func offset(
        forOvershoot overshoot: Double, dimension: Double, coefficient: Double = defaultCoefficient
    ) -> Double {
        guard isValid(dimension: dimension, coefficient: coefficient), !overshoot.isNaN, overshoot != 0 else {
            return 0
        }
        let cap = dimension.nextDown
        let ratio = abs(overshoot) * coefficient / dimension  // x·c/d
        let magnitude = ratio.isFinite ? min(dimension * ratio / (ratio + 1), cap) : cap
        return overshoot < 0 ? -magnitude : magnitude
    }

    /// The finger overshoot (pt) that produces a banded `offset`: the inverse of
    /// ``offset(forOvershoot:dimension:coefficient:)``, `x = (d/c)·b/(d − b)` for `0 ≤ b < d`.
    ///
    /// Odd like the forward function. An offset at or beyond `±dimension` cannot be reached by any finite
    /// drag; it returns `±Double.greatestFiniteMagnitude`. NaN gives 0.
    package static func overshoot(
        forOffset offset: Double, dimension: Double, coefficient: Double = defaultCoefficient
    ) -> Double {
        guard isValid(dimension: dimension, coefficient: coefficient), !offset.isNaN, offset != 0 else {
            return 0
        }
        let banded = abs(offset)
        var magnitude = Double.greatestFiniteMagnitude
        if banded < dimension {
            let value = (dimension / coefficient) * (banded / (dimension - banded))
            magnitude = value.isFinite ? value : .greatestFiniteMagnitude
        }
        return offset < 0 ? -magnitude : magnitude
    }

    /// `value` clamped into `range`, plus the banded excess on the side it left:
    /// `clamped + offset(value − clamped)`.
    ///
    /// Continuous and non-decreasing in `value`; inside the range it returns `value` unchanged. A NaN
    /// `value` returns the lower bound (or the upper bound, or 0, whichever is first finite). Infinite
    /// results (only possible with infinite range bounds) are replaced by `±greatestFiniteMagnitude`.
    /// A range built with `uncheckedBounds` in the wrong order (which only optimized builds allow) is
    /// read with its bounds swapped.
    package static func clamp(
        _ value: Double, to range: ClosedRange<Double>, dimension: Double,
        coefficient: Double = defaultCoefficient
    ) -> Double {
        let lower = min(range.lowerBound, range.upperBound)
        let upper = max(range.lowerBound, range.upperBound)
        guard !value.isNaN else {
            return lower.isFinite ? lower : (upper.isFinite ? upper : 0)
        }
        let clamped = min(max(value, lower), upper)
        let result: Double
        if clamped.isFinite {
            result = clamped + offset(forOvershoot: value - clamped, dimension: dimension, coefficient: coefficient)
        } else {
            result = clamped
        }
        if result.isFinite { return result }
        return result < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude
    }

    private static func isValid(dimension: Double, coefficient: Double) -> Bool {
        dimension.isFinite && dimension > 0 && coefficient > 0  // NaN coefficient fails
    }
}
