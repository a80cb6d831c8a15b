import Foundation

/// Where a dismissing sheet's spring aims, so that the sheet leaves the screen at speed.
///
/// A spring aimed exactly at the hidden height (the sheet's top edge on the container's bottom edge) approaches it
/// asymptotically: the last points creep, and a sheet flung off at 800 pt/s was still visible 367 ms later. The
/// sheet therefore aims *past* the edge and the dismissal ends the moment it is off screen (`SheetMotion`), the
/// way a scroll view's content or FloatingPanel's removal keeps going through the edge instead of stopping on it.
///
/// The aim lies ``overshoot(distance:downwardSpeed:spring:)`` below the hidden height:
/// `distance / 4 + (c / k) · speed`, with `c` and `k` the spring's damping and stiffness (per unit mass).
/// - The second term starts the spring at least `(c / k) · v` from its target. A spring's acceleration at release
///   is `−k·x − c·v` (per unit mass, `x` toward the target): with `x ≥ (c / k) · v` its pull is at least its
///   damping, so the sheet never slows down after the finger lets go. It keeps speeding up and crosses the edge
///   at no less than the release speed (velocity continuity at the release, no visible slow-down before leaving).
/// - The first term lets a sheet leaving from rest (a programmatic dismissal) cross the edge while still moving
///   fast: a critically damped spring from rest reaches the edge when `(1 + ωt)·e^(−ωt) = 1/5`, `ωt ≈ 3`: about
///   164 ms with ``SpringCurve/sheet`` (ω = 18.3 rad/s), whatever the distance.
/// With ``SpringCurve/sheet``, an 800 pt/s release is off screen within 150 ms from anywhere up to 800 pt above the
/// edge (91 ms from 150 pt, 126 ms from 424 pt). docs/physics.md, "Leaving the screen", has the derivation.
package enum SheetExit {
    /// The distance (pt, ≥ 0) below the hidden height that a dismissal's spring aims at.
    /// - Parameters:
    ///   - distance: How far above the hidden height the sheet is when the dismissal starts (pt); negative, NaN or
    ///     infinite values count as 0.
    ///   - downwardSpeed: The sheet's speed toward the edge (pt/s, positive downward); an upward or non-finite
    ///     speed counts as 0.
    ///   - spring: The dismissal's spring.
    public static func overshoot(distance: Double, downwardSpeed: Double, spring: SpringCurve) -> Double {
        let d = distance.isFinite ? max(distance, 0) : 0
        let v = downwardSpeed.isFinite ? max(downwardSpeed, 0) : 0
        let stiffness = spring.stiffness
        let brake = stiffness > 0 && stiffness.isFinite ? spring.damping / stiffness : 0
        let result = d / 4 + (brake.isFinite ? brake : 0) * v
        return result.isFinite ? result : 0
    }
}
