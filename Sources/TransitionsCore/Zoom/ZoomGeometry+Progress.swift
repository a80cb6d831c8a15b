import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomGeometry {
    /// Everything to draw at `progress` (0 = at the source, 1 = presented). See the type's documentation
    /// for the interpolation, the fallback and progress outside 0…1.
    public func frame(at progress: Double) -> ZoomFrame {
        let p = progress.isNaN ? 1 : min(max(progress, Self.progressRange.lowerBound), Self.progressRange.upperBound)
        if p < 0 { return extrapolated(from: 0, to: p) }
        if p > 1 { return extrapolated(from: 1, to: p) }
        return interpolated(p)
    }

    /// The visible window at `progress`: `lerp(source, destination, progress)` inside 0…1, pt.
    public func clipFrame(at progress: Double) -> CGRect { frame(at: progress).clip }

    /// The presented content's frame at `progress` (destination size × ``contentScale(at:)``), pt.
    public func contentFrame(at progress: Double) -> CGRect { frame(at: progress).content }

    /// The content's uniform scale at `progress` relative to the destination size.
    public func contentScale(at progress: Double) -> CGFloat { frame(at: progress).contentScale }

    /// The clip's corner radius at `progress`, pt: linear from the source's to the destination's, capped
    /// at half the clip's shorter side.
    public func cornerRadius(at progress: Double) -> CGFloat { frame(at: progress).cornerRadius }

    /// The dimming alpha at `progress`: the progress clamped into 0…1 (NaN gives 1).
    public func dimmingAlpha(at progress: Double) -> Double { ZoomMath.unit(progress, nan: 1) }

    /// The covered page's scale at `progress`: linear from 1 (on the source) to ``coveredPageScale`` (full
    /// screen), the progress clamped into 0…1 (NaN gives full screen).
    public func coveredScale(at progress: Double) -> CGFloat {
        ZoomMath.lerp(1, coveredPageScale, CGFloat(ZoomMath.unit(progress, nan: 1)))
    }

    /// The zoomed view's alpha at `progress`: 1, except in the fallback (``isFallback``) where it is the
    /// progress clamped into 0…1, so the view fades out as it shrinks toward the center.
    public func alpha(at progress: Double) -> Double {
        isFallback ? ZoomMath.unit(progress, nan: 1) : 1
    }

    private func interpolated(_ p: Double) -> ZoomFrame {
        let t = CGFloat(p)
        let clip = ZoomMath.lerp(source, destination, t)
        let fit = placement.fit(inClip: clip, blend: p)
        let radius = ZoomMath.lerp(sourceCornerRadius, destinationCornerRadius, t)
        return ZoomFrame(
            clip: clip, content: fit.frame, contentScale: fit.scale,
            cornerRadius: ZoomMath.cornerRadius(radius, fitting: clip), dimmingAlpha: p, alpha: alpha(at: p),
            contentBlend: p, sourceAlpha: isFallback ? 0 : ZoomDeviceLook.sourceAlpha(progress: p),
            shadowAlpha: ZoomDeviceLook.shadowStrength(progress: p), coveredScale: coveredScale(at: p))
    }

    /// The frame at `end` (0 or 1) moved and scaled uniformly to continue toward `p` beyond it.
    private func extrapolated(from end: Double, to p: Double) -> ZoomFrame {
        var frame = interpolated(end)
        let endClip = end == 0 ? source : destination
        let growth = (destination.width - source.width) + (destination.height - source.height)
        let perimeter = endClip.width + endClip.height
        let rate = perimeter > 0 ? growth / perimeter : 0
        let factor = max(0, 1 + rate * CGFloat(p - end))
        let t = CGFloat(p)
        let center = CGPoint(
            x: ZoomMath.lerp(source.midX, destination.midX, t), y: ZoomMath.lerp(source.midY, destination.midY, t))
        let pivot = CGPoint(x: endClip.midX, y: endClip.midY)
        let offset = CGPoint(x: center.x - pivot.x, y: center.y - pivot.y)
        frame.clip = ZoomMath.transform(frame.clip, scale: factor, about: pivot, offset: offset)
        frame.content = ZoomMath.transform(frame.content, scale: factor, about: pivot, offset: offset)
        frame.contentScale *= factor
        frame.cornerRadius = ZoomMath.cornerRadius(frame.cornerRadius * factor, fitting: frame.clip)
        return frame
    }
}
