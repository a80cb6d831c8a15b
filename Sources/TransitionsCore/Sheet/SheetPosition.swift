import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a sheet is on one frame: delivered on every frame of drags, settles, presentation and dismissal, so
/// backgrounds can follow it (parallax) and controls can fade with it.
public struct SheetPosition: Hashable, Sendable {
    /// Height above the bottom obstruction, in points (negative while sliding off screen).
    public var height: Double
    /// Vertical velocity in points per second, up positive.
    public var velocity: Double
    /// The sheet's frame in container coordinates.
    public var frame: CGRect
    /// The detent at or below the current height; `nil` below the smallest detent.
    public var lowerDetent: Detent.Identifier?
    /// The detent above the current height; `nil` at or above the largest detent.
    public var upperDetent: Detent.Identifier?
    /// Progress from ``lowerDetent`` to ``upperDetent``, 0…1:
    /// `clamp(1 − (next − current) / (next − previous), 0, 1)` (docs/physics.md). Below the smallest detent it is
    /// the progress from hidden to the smallest; above the largest it is 1.
    public var progress: Double
    /// Fraction of the way from hidden (0) to the largest detent (1), clamped; convenient for parallax.
    public var presentedFraction: Double
    /// Dimming amount, 0…1 (`SheetDimming`).
    public var dimmingAlpha: Double

    /// Creates a position from its parts.
    public init(
        height: Double, velocity: Double, frame: CGRect, lowerDetent: Detent.Identifier?,
        upperDetent: Detent.Identifier?, progress: Double, presentedFraction: Double, dimmingAlpha: Double
    ) {
        self.height = height
        self.velocity = velocity
        self.frame = frame
        self.lowerDetent = lowerDetent
        self.upperDetent = upperDetent
        self.progress = progress
        self.presentedFraction = presentedFraction
        self.dimmingAlpha = dimmingAlpha
    }

    /// Computes the position for a height: the one place frames, detent neighbours, progress and dimming are
    /// derived from a height. Allocation-free.
    package init(height: Double, velocity: Double, metrics: SheetMetrics, layout: SheetLayout, dimming: SheetDimming) {
        let list = metrics.detents.detents
        let h = height.isFinite ? height : metrics.hiddenHeight
        var lowerIndex = -1
        for i in list.indices where Double(list[i].height) <= h + 1e-9 { lowerIndex = i }
        let upperIndex = lowerIndex + 1 < list.count ? lowerIndex + 1 : nil
        let previous = lowerIndex >= 0 ? Double(list[lowerIndex].height) : metrics.hiddenHeight
        let progress: Double
        if let upper = upperIndex {
            let next = Double(list[upper].height)
            let span = next - previous
            progress = span > 0 ? min(max(1 - (next - h) / span, 0), 1) : 1
        } else {
            progress = 1
        }
        let totalSpan = metrics.largestHeight - metrics.hiddenHeight
        let fraction = totalSpan > 0 ? min(max((h - metrics.hiddenHeight) / totalSpan, 0), 1) : 1
        self.init(
            height: h, velocity: velocity.isFinite ? velocity : 0,
            frame: layout.frame(forHeight: CGFloat(h), restingHeight: list[0].height),
            lowerDetent: lowerIndex >= 0 ? list[lowerIndex].identifier : nil,
            upperDetent: upperIndex.map { list[$0].identifier },
            progress: progress, presentedFraction: fraction, dimmingAlpha: dimming.alpha(atHeight: h))
    }
}

extension SheetPosition {
    /// Hashes every stored property (written out because CoreGraphics' geometry types are not `Hashable` in
    /// Apple's SDKs before iOS 18; see `Hasher+Geometry.swift`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(height)
        hasher.combine(velocity)
        hasher.combine(rect: frame)
        hasher.combine(lowerDetent)
        hasher.combine(upperDetent)
        hasher.combine(progress)
        hasher.combine(presentedFraction)
        hasher.combine(dimmingAlpha)
    }
}
