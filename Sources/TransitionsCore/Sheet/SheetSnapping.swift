import Foundation

/// Chooses where a released sheet goes.
///
/// With the default ``SheetBehavior`` this is UIKit's rule (DEVICE-FACTS.md, "The sheet, as UIKit's code
/// defines it", where a release goes, dismissal, flick bump, minimum speed; docs/physics.md, "Choosing a detent
/// on release"):
/// 1. A release slower than ``SheetBehavior/minimumReleaseSpeed`` counts as still.
/// 2. Project where it would come to rest: `p = height + velocity × r/(1 − r)/1000` with
///    ``SheetBehavior/decelerationRate`` r (0.99: 0.099 s ahead).
/// 3. The stops are the detents, plus hidden below the smallest when dismissal is a candidate. Take the two stops
///    around the projection (``SheetBehavior/allowsDetentSkipping``; without it, around the height where the
///    finger let go) and move on to the one ahead when the projection passes ``SheetBehavior/redirectThreshold``
///    of the way to it (0.5: the nearest stop wins).
/// 4. Flick bump: at ``SheetBehavior/flickSpeed`` or faster, when that lands on the stop nearest the finger and
///    the velocity points away from it, go one stop further.
///
/// ``SheetBehavior/floatingPanel`` turns the minimum speed and the bump off, projects 0.5 s, keeps to the stops
/// around the finger and adds FloatingPanel's dismissal rule: a downward fling near the smallest detent whose
/// velocity divided by the distance left to hidden reaches ``SheetBehavior/dismissalVelocityRatio`` dismisses.
/// Allocation-free: it walks the resolved detents in place.
package enum SheetSnapping {
    /// The target for a release.
    /// - Parameters:
    ///   - height: Current height above the bottom obstruction (points). NaN counts as the smallest detent.
    ///   - velocity: Release velocity in height space (pt/s, **up positive**). NaN and infinities count as 0.
    ///   - metrics: Detents and the hidden height.
    ///   - includesDismissal: Whether hidden is a candidate stopping point.
    ///   - behavior: Projection rate, redirect threshold, skipping, flick speed, minimum speed, dismissal ratio.
    public static func target(
        height: Double, velocity: Double, metrics: SheetMetrics, includesDismissal: Bool, behavior: SheetBehavior
    ) -> SheetSettleTarget {
        // The knobs this rule reads, sanitized one by one (``SheetBehavior/sanitized``'s fallbacks), without copying
        // the whole behavior.
        let rate = behavior.decelerationRate > 0 && behavior.decelerationRate < 1
            ? behavior.decelerationRate : SheetDeviceMetrics.releaseDecelerationRate
        let threshold = behavior.redirectThreshold >= 0 && behavior.redirectThreshold <= 1
            ? behavior.redirectThreshold : 0.5
        let flickSpeed = behavior.flickSpeed > 0 ? behavior.flickSpeed : SheetDeviceMetrics.flickSpeed
        let minimumSpeed = behavior.minimumReleaseSpeed >= 0 && behavior.minimumReleaseSpeed.isFinite
            ? behavior.minimumReleaseSpeed : SheetDeviceMetrics.minimumReleaseSpeed
        let skips = behavior.allowsDetentSkipping
        let detents = metrics.detents.detents
        let count = detents.count
        guard count > 0 else { return includesDismissal ? .hidden : .detent(index: 0) }
        let finite = velocity.isFinite ? velocity : 0
        let v = abs(finite) < minimumSpeed ? 0 : finite
        let h = height.isFinite ? height : Double(detents[0].height)
        let hidden = metrics.hiddenHeight
        let lowest = includesDismissal ? -1 : 0

        @inline(__always) func position(_ i: Int) -> Double { i < 0 ? hidden : Double(detents[i].height) }
        @inline(__always) func result(_ i: Int) -> SheetSettleTarget { i < 0 ? .hidden : .detent(index: i) }

        let ratio = behavior.dismissalVelocityRatio
        if includesDismissal && v < 0 && ratio > 0 && ratio.isFinite && (h <= position(0) + 0.5 || skips) {
            let distance = h - hidden
            if distance <= 0 || -v / distance >= ratio { return .hidden }
        }

        let projected = h + Deceleration.projectedDistance(velocity: v, rate: rate)
        // In one pass: the stops around the projection (or, without skipping, around the finger), in the direction
        // of motion, and the stop nearest the finger (for the flick bump).
        let pivot = skips ? projected : h
        var lower: Int? = nil
        var upper: Int? = nil
        var nearest = lowest
        var nearestDistance = Double.infinity
        for i in lowest..<count {
            let p = position(i)
            let isBelow = v < 0 ? p < pivot : p <= pivot
            if isBelow { lower = i } else if upper == nil { upper = i }
            let d = abs(p - h)
            if d < nearestDistance {
                nearest = i
                nearestDistance = d
            }
        }
        var chosen: Int
        if let low = lower, let high = upper, position(high) - position(low) > 0 {
            let span = position(high) - position(low)
            if v > 0 {
                chosen = (projected - position(low)) / span >= threshold ? high : low
            } else if v < 0 {
                chosen = (position(high) - projected) / span >= threshold ? low : high
            } else {
                chosen = (h - position(low)) / span >= 0.5 ? high : low
            }
        } else {
            chosen = upper ?? lower ?? lowest
        }

        // Flick bump: a fast release that would land back on the stop nearest the finger, moving away from it.
        if v != 0 && abs(v) >= flickSpeed && chosen == nearest && (position(nearest) - h) * v <= 0 {
            chosen = v > 0 ? min(chosen + 1, count - 1) : max(chosen - 1, lowest)
        }
        return result(chosen)
    }
}
