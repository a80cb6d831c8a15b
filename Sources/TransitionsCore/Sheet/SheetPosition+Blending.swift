import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension SheetPosition {
    /// This position plus `weight` times the change from `to` back to `from`, part by part (the frame by origin and
    /// size; the neighbouring detents are this position's): what the screen shows while an animation from `from` to
    /// `to` still has `weight` (1 → 0) of its way to go and the views hold this position — UIKit's view animations
    /// are additive, and a Core Animation keyframe animation is linear between two keyframes (as
    /// `ZoomFrame.adding(from:to:weight:)`). Non-finite weights count as 0.
    package func adding(from: SheetPosition, to: SheetPosition, weight: Double) -> SheetPosition {
        let w = weight.isFinite ? weight : 0
        let g = CGFloat(w)
        var result = self
        // Raw origins and sizes (not `minY`, `height`, which standardize): a sum may pass through a negative size.
        result.frame = CGRect(
            x: frame.origin.x + (from.frame.origin.x - to.frame.origin.x) * g,
            y: frame.origin.y + (from.frame.origin.y - to.frame.origin.y) * g,
            width: frame.size.width + (from.frame.size.width - to.frame.size.width) * g,
            height: frame.size.height + (from.frame.size.height - to.frame.size.height) * g)
        result.height = height + (from.height - to.height) * w
        result.velocity = velocity + (from.velocity - to.velocity) * w
        result.progress = progress + (from.progress - to.progress) * w
        result.presentedFraction = presentedFraction + (from.presentedFraction - to.presentedFraction) * w
        result.dimmingAlpha = dimmingAlpha + (from.dimmingAlpha - to.dimmingAlpha) * w
        return result
    }
}
