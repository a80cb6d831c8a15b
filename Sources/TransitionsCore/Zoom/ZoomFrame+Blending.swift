import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomFrame {
    /// This frame plus `weight` times the change from `to` back to `from`, part by part (rects by origin and
    /// size): what the screen shows while an animation of the views from `from` to `to` still has `weight` (1 → 0)
    /// of its way to go and the views now hold this frame. UIKit's view animations are additive (each adds its
    /// remaining `from − to` to the model value), and a Core Animation keyframe animation is linear between two
    /// keyframes, so both are this sum; `to.adding(from: from, to: to, weight: 1 − t)` is `from` interpolated to `to`
    /// at `t`. Non-finite weights count as 0.
    package func adding(from: ZoomFrame, to: ZoomFrame, weight: Double) -> ZoomFrame {
        let w = weight.isFinite ? weight : 0
        let g = CGFloat(w)
        // Raw origins and sizes (not `minY`, `height`, which standardize): a sum may pass through a negative size.
        func rect(_ base: CGRect, _ a: CGRect, _ b: CGRect) -> CGRect {
            CGRect(
                x: base.origin.x + (a.origin.x - b.origin.x) * g, y: base.origin.y + (a.origin.y - b.origin.y) * g,
                width: base.size.width + (a.size.width - b.size.width) * g,
                height: base.size.height + (a.size.height - b.size.height) * g)
        }
        var result = self
        result.clip = rect(clip, from.clip, to.clip)
        result.content = rect(content, from.content, to.content)
        result.contentScale = contentScale + (from.contentScale - to.contentScale) * g
        result.cornerRadius = cornerRadius + (from.cornerRadius - to.cornerRadius) * g
        result.dimmingAlpha = dimmingAlpha + (from.dimmingAlpha - to.dimmingAlpha) * w
        result.alpha = alpha + (from.alpha - to.alpha) * w
        result.contentBlend = contentBlend + (from.contentBlend - to.contentBlend) * w
        result.sourceAlpha = sourceAlpha + (from.sourceAlpha - to.sourceAlpha) * w
        result.shadowAlpha = shadowAlpha + (from.shadowAlpha - to.shadowAlpha) * w
        result.coveredScale = coveredScale + (from.coveredScale - to.coveredScale) * g
        result.rotation = rotation + (from.rotation - to.rotation) * g
        return result
    }
}
