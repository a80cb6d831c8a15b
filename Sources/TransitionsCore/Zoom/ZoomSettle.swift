import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The zoom moving on its own: the opening animation, the flight back onto the source after a
/// dismissing release, or the spring back to full screen after a cancelled one.
///
/// Five `SpringAnimation`s share one spring: the clip frame's `midX`, `midY`, `width` and `height`
/// start at the given velocity (the release velocity — never zero after a drag) and head for the target
/// clip; a `fraction` from 0 to 1 carries the appearance (corner radius, dimming, alpha, content
/// blend, the source copy's alpha and the covered page's scale) from the start's to the target's; the shadow
/// follows the content blend. The content is recomputed from the clip and the blend by
/// ``placement``, so it always covers the clip and never stretches.
///
/// The source may move while the view flies to it (a list still scrolling): ``retarget(to:)-(CGRect)``
/// each frame keeps position and velocity continuous. An interruption (a drag during the opening) takes
/// ``currentFrame`` as the start of a `ZoomDragModel`. Time is passed in with ``advance(by:)``;
/// allocation-free.
package struct ZoomSettle: Hashable, Sendable {
    /// The clip's horizontal center, pt.
    public private(set) var midX: SpringAnimation
    /// The clip's vertical center, pt.
    public private(set) var midY: SpringAnimation
    /// The clip's width, pt (drawn as 0 while a bouncy spring would make it negative).
    public private(set) var width: SpringAnimation
    /// The clip's height, pt (drawn as 0 while a bouncy spring would make it negative).
    public private(set) var height: SpringAnimation
    /// The appearance's progress from ``origin`` (0) to ``target`` (1).
    public private(set) var fraction: SpringAnimation
    /// The appearance at the (re)start of the appearance motion (its clip is not used).
    public private(set) var origin: ZoomFrame
    /// Where the motion ends: the clip frame and the appearance at rest.
    public private(set) var target: ZoomFrame
    /// How the content sits in the clip.
    public let placement: ZoomContentPlacement

    /// The rest distance of ``fraction``: 0.001 (a thousandth of the way).
    public static let fractionRestDistance: Double = 1e-3

    /// The largest initial speed of ``fraction``, 1/s, whatever the release velocity.
    public static let maximumFractionVelocity: Double = 100

    /// Creates a settle from `start` toward `target`.
    ///
    /// - Parameters:
    ///   - start: The zoom now (sanitized, see `ZoomFrame.sanitized`).
    ///   - velocity: The clip's velocity now, pt/s (non-finite components count as 0).
    ///   - target: The zoom at rest (sanitized); its `content` is not used, the content at rest is
    ///     `placement.contentFrame(inClip: target.clip, blend: target.contentBlend)`.
    ///   - placement: How the content sits in the clip (`ZoomGeometry.placement`).
    ///   - spring: The spring of all five motions. Default ``ZoomDragBehavior/defaultSpring``.
    ///
    /// The fraction starts with the clip's velocity projected on its path, `(v·Δ)/|Δ|²` over the four
    /// components (Δ = target − start), capped at ``maximumFractionVelocity``: when the clip starts at rest
    /// (an opening), every motion follows the same normalized curve and the settle passes exactly through
    /// `ZoomGeometry.frame(at:)`.
    public init(
        from start: ZoomFrame, velocity: ZoomFrameVelocity = .zero, to target: ZoomFrame,
        placement: ZoomContentPlacement, spring: SpringCurve = ZoomDragBehavior.defaultSpring
    ) {
        let start = start.sanitized
        let target = target.sanitized
        let v = velocity.sanitized
        let from = start.clip
        let to = target.clip
        midX = SpringAnimation(spring: spring, from: from.midX, to: to.midX, initialVelocity: v.midX)
        midY = SpringAnimation(spring: spring, from: from.midY, to: to.midY, initialVelocity: v.midY)
        width = SpringAnimation(spring: spring, from: from.width, to: to.width, initialVelocity: v.width)
        height = SpringAnimation(spring: spring, from: from.height, to: to.height, initialVelocity: v.height)
        let dx = Double(to.midX - from.midX)
        let dy = Double(to.midY - from.midY)
        let dw = Double(to.width - from.width)
        let dh = Double(to.height - from.height)
        let squared = dx * dx + dy * dy + dw * dw + dh * dh
        var rate = 0.0
        if squared > 1e-6 {
            rate = (v.midX * dx + v.midY * dy + v.width * dw + v.height * dh) / squared
            rate = rate.isFinite ? min(max(rate, -Self.maximumFractionVelocity), Self.maximumFractionVelocity) : 0
        }
        fraction = Self.fractionAnimation(spring: spring, velocity: rate)
        origin = start
        self.target = target
        self.placement = placement
    }

    /// The opening animation of `geometry`: from `frame(at: 0)` (on the source) to `frame(at: 1)`.
    public static func opening(_ geometry: ZoomGeometry, spring: SpringCurve = ZoomDragBehavior.defaultSpring)
        -> ZoomSettle
    {
        ZoomSettle(
            from: geometry.frame(at: 0), to: geometry.frame(at: 1), placement: geometry.placement, spring: spring)
    }

    /// A dismissal without a drag: from `start` (default: the full frame, `frame(at: 1)`) to
    /// `frame(at: 0)`, on the source or, in the fallback, shrunk and faded at the center.
    public static func closing(
        _ geometry: ZoomGeometry, from start: ZoomFrame? = nil, velocity: ZoomFrameVelocity = .zero,
        spring: SpringCurve = ZoomDragBehavior.defaultSpring
    ) -> ZoomSettle {
        ZoomSettle(
            from: start ?? geometry.frame(at: 1), velocity: velocity, to: geometry.frame(at: 0),
            placement: geometry.placement, spring: spring)
    }

    private static func fractionAnimation(spring: SpringCurve, velocity: Double) -> SpringAnimation {
        var animation = SpringAnimation(spring: spring, from: 0, to: 1, initialVelocity: velocity)
        animation.restDistance = fractionRestDistance
        return animation
    }

    // MARK: - Reading

    /// Whether every motion has come to rest; from then on ``frame`` and ``currentFrame`` are exactly the
    /// target.
    public var isSettled: Bool {
        midX.isSettled && midY.isSettled && width.isSettled && height.isSettled && fraction.isSettled
    }

    /// Seconds until ``isSettled`` (0 once settled).
    public var settlingDuration: Double {
        max(
            max(midX.settlingDuration, midY.settlingDuration), max(width.settlingDuration, height.settlingDuration),
            fraction.settlingDuration)
    }

    /// The clip frame now, pt. Exactly the target's clip once the motion has settled.
    public var frame: CGRect {
        let w = max(CGFloat(displayed(width).value), 0)
        let h = max(CGFloat(displayed(height).value), 0)
        return CGRect(
            x: CGFloat(displayed(midX).value) - w / 2, y: CGFloat(displayed(midY).value) - h / 2, width: w, height: h)
    }

    /// The velocity of the clip's center now, pt/s (zero once settled).
    public var velocity: CGPoint {
        CGPoint(x: displayed(midX).velocity, y: displayed(midY).velocity)
    }

    /// The clip's velocity now: center and size, pt/s.
    public var frameVelocity: ZoomFrameVelocity {
        ZoomFrameVelocity(
            midX: displayed(midX).velocity, midY: displayed(midY).velocity,
            width: displayed(width).velocity, height: displayed(height).velocity)
    }

    /// Everything to draw now: ``frame``, the content placed in it, and the appearance interpolated
    /// between ``origin`` and ``target`` (alphas and blend clamped into 0…1 while the spring overshoots; the
    /// turn, `ZoomFrame.rotation`, un-turns with the same fraction).
    /// Start a `ZoomDragModel` from it to interrupt the motion.
    public var currentFrame: ZoomFrame {
        let clip = frame
        let f = displayed(fraction).value
        let t = CGFloat(f)
        let blend = ZoomMath.unit(ZoomMath.lerp(origin.contentBlend, target.contentBlend, f), nan: 1)
        let fit = placement.fit(inClip: clip, blend: blend)
        return ZoomFrame(
            clip: clip, content: fit.frame, contentScale: fit.scale,
            cornerRadius: ZoomMath.cornerRadius(
                ZoomMath.lerp(origin.cornerRadius, target.cornerRadius, t), fitting: clip),
            dimmingAlpha: ZoomMath.unit(ZoomMath.lerp(origin.dimmingAlpha, target.dimmingAlpha, f), nan: 1),
            alpha: ZoomMath.unit(ZoomMath.lerp(origin.alpha, target.alpha, f), nan: 1), contentBlend: blend,
            sourceAlpha: sourceAlpha(at: f), shadowAlpha: ZoomDeviceLook.shadowStrength(progress: blend),
            coveredScale: ZoomMath.lerp(origin.coveredScale, target.coveredScale, CGFloat(min(max(f, 0), 1))),
            rotation: ZoomMath.lerp(origin.rotation, target.rotation, t))
    }

    /// The source copy's alpha `fraction` of the way: toward a fading-out target it gets there over the first
    /// 55 % (`ZoomDeviceLook/sourceFadeOutSpan`), toward a fading-in one over the first third
    /// (`ZoomDeviceLook/sourceFadeInSpan`), linearly; the shadow follows the content blend, the flight's
    /// progress (`ZoomDeviceLook/shadowStrength(progress:)`), and the covered page goes linearly.
    private func sourceAlpha(at fraction: Double) -> Double {
        let fadingOut = target.sourceAlpha < origin.sourceAlpha
        let span = fadingOut ? ZoomDeviceLook.sourceFadeOutSpan : ZoomDeviceLook.sourceFadeInSpan
        let t = min(max(fraction / span, 0), 1)
        return ZoomMath.unit(ZoomMath.lerp(origin.sourceAlpha, target.sourceAlpha, t.isNaN ? 1 : t), nan: 0)
    }

    /// A motion's position and velocity, snapped to its target once *every* motion has settled. Snapping
    /// them together keeps the width and height in proportion (no stretching) until the very end.
    private func displayed(_ animation: SpringAnimation) -> SpringCurve.Sample {
        isSettled ? SpringCurve.Sample(value: animation.target, velocity: 0) : animation.sample
    }

    // MARK: - Driving

    /// Moves time forward by `seconds`; NaN, infinite, zero and negative durations are ignored.
    public mutating func advance(by seconds: Double) {
        midX.advance(by: seconds)
        midY.advance(by: seconds)
        width.advance(by: seconds)
        height.advance(by: seconds)
        fraction.advance(by: seconds)
    }

    /// Sends the clip toward a new frame (the source moved), keeping the clip's position and velocity
    /// continuous; the appearance motion is unchanged. A rect with a NaN or infinite component is ignored;
    /// negative sizes are standardized.
    public mutating func retarget(to clip: CGRect) {
        guard let clip = ZoomMath.sanitizedRect(clip) else { return }
        let settled = isSettled
        midX = Self.redirected(midX, to: clip.midX, settled: settled)
        midY = Self.redirected(midY, to: clip.midY, settled: settled)
        width = Self.redirected(width, to: clip.width, settled: settled)
        height = Self.redirected(height, to: clip.height, settled: settled)
        target.clip = clip
    }

    /// Sends the motion toward a new target frame *and appearance* (for example the fallback, when the
    /// source disappeared mid-flight). The clip keeps its position and velocity; the appearance restarts
    /// from its current value, its speed rescaled to the remaining way so that an unchanged target keeps
    /// it continuous. The target is sanitized; a clip with a NaN or infinite component becomes `.zero`.
    public mutating func retarget(to newTarget: ZoomFrame) {
        let now = currentFrame
        let sample = displayed(fraction)
        let remaining = 1 - sample.value
        let rate = remaining > 0.01 ? sample.velocity / remaining : 0
        let spring = fraction.spring
        let newTarget = newTarget.sanitized
        retarget(to: newTarget.clip)
        origin = now
        target = newTarget
        fraction = Self.fractionAnimation(
            spring: spring, velocity: min(max(rate, -Self.maximumFractionVelocity), Self.maximumFractionVelocity))
    }

    /// A motion restarted from where it is displayed now toward `newTarget`.
    private static func redirected(_ animation: SpringAnimation, to newTarget: CGFloat, settled: Bool)
        -> SpringAnimation
    {
        var copy = animation
        if settled {
            return SpringAnimation(spring: animation.spring, from: animation.target, to: Double(newTarget))
        }
        copy.retarget(to: Double(newTarget))
        return copy
    }
}
