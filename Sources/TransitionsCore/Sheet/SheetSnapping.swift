import Foundation

/// Chooses where a released sheet goes.
///
/// The algorithm follows FloatingPanel's, a good baseline (docs/physics.md, "Choosing a detent on release"):
/// 1. Project where a flick would come to rest: `p = height + Deceleration.projectedDistance(velocity)`.
/// 2. Take the segment between the two stopping points around the current height in the direction of motion
///    (hidden counts as a stopping point below the smallest detent when dismissal is a candidate). Unless
///    skipping is allowed, never go past that segment.
/// 3. Move on to the far end when the projection passes ``SheetBehavior/redirectThreshold`` of the segment,
///    else return to the near end.
/// 4. A downward fling near the smallest detent whose velocity divided by the distance left to hidden reaches
///    ``SheetBehavior/dismissalVelocityRatio`` dismisses.
/// Allocation-free: it walks the resolved detents in place.
package enum SheetSnapping {
    /// The target for a release.
    /// - Parameters:
    ///   - height: Current height above the bottom obstruction (points). NaN counts as the smallest detent.
    ///   - velocity: Release velocity in height space (pt/s, **up positive**). NaN counts as 0.
    ///   - metrics: Detents and the hidden height.
    ///   - includesDismissal: Whether hidden is a candidate stopping point.
    ///   - behavior: Projection rate, redirect threshold, skipping and dismissal ratio.
    public static func target(
        height: Double, velocity: Double, metrics: SheetMetrics, includesDismissal: Bool, behavior: SheetBehavior
    ) -> SheetSettleTarget {
        let rules = behavior.sanitized
        let detents = metrics.detents.detents
        let count = detents.count
        guard count > 0 else { return includesDismissal ? .hidden : .detent(index: 0) }
        let v = velocity.isFinite ? velocity : 0
        let h = height.isFinite ? height : Double(detents[0].height)
        let hidden = metrics.hiddenHeight
        let lowest = includesDismissal ? -1 : 0

        @inline(__always) func position(_ i: Int) -> Double { i < 0 ? hidden : Double(detents[i].height) }
        @inline(__always) func result(_ i: Int) -> SheetSettleTarget { i < 0 ? .hidden : .detent(index: i) }

        if includesDismissal && v < 0 && (h <= position(0) + 0.5 || rules.allowsDetentSkipping) {
            let distance = h - hidden
            if distance <= 0 || -v / distance >= rules.dismissalVelocityRatio { return .hidden }
        }

        let projected = h + Deceleration.projectedDistance(velocity: v, rate: rules.decelerationRate)

        if rules.allowsDetentSkipping {
            var best = lowest
            var bestDistance = Double.infinity
            for i in lowest..<count {
                let d = abs(position(i) - projected)
                if d < bestDistance {
                    best = i
                    bestDistance = d
                }
            }
            return result(best)
        }

        // The stopping points just below and just above the current height, in the direction of motion.
        var lower: Int? = nil
        var upper: Int? = nil
        for i in lowest..<count {
            let p = position(i)
            let isBelow = v < 0 ? p < h : p <= h
            if isBelow { lower = i } else if upper == nil { upper = i }
        }
        guard let low = lower else { return result(upper ?? lowest) }
        guard let high = upper else { return result(low) }
        let span = position(high) - position(low)
        guard span > 0 else { return result(high) }
        if v > 0 {
            return (projected - position(low)) / span >= rules.redirectThreshold ? result(high) : result(low)
        } else if v < 0 {
            return (position(high) - projected) / span >= rules.redirectThreshold ? result(low) : result(high)
        } else {
            return (h - position(low)) / span >= 0.5 ? result(high) : result(low)
        }
    }
}
