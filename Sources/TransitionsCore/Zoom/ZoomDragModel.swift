import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The presented view under a drag-to-dismiss: it follows the finger exactly and shrinks as it is pulled
/// away, the dimming fades and the corners round.
///
/// **Following the finger.** The whole zoom (clip and content) is scaled about the point where the touch
/// began, then moved by the translation, so the point that was under the finger stays under it.
///
/// **Shrinking.** The pull `d = √(tx² + ty'²)` (``pullDistance(translation:)``, with `ty' = ty` downward
/// and `ty·upwardPullFactor` upward) sets the dismissal ``progress(translation:)`` `d / (d + L)` with
/// `L` = ``halfShrinkDistance``, and the scale `1 − (1 − minimumScale)·progress`. This is the rubber-band
/// curve `b(x) = (1 − 1/(x·c/D + 1))·D` of ``RubberBand`` with `D = 1 − minimumScale` and `c = D / L`:
/// slope `(1 − minimumScale)/L` at rest, monotonic, approaching ``ZoomDragBehavior/minimumScale`` but
/// never reaching it.
///
/// Start it from any ``ZoomFrame`` — the presented frame, or ``ZoomSettle/currentFrame`` to take over an
/// opening animation mid-flight. Inputs (pt, pt/s, container coordinates, y down) come straight from
/// `UIPanGestureRecognizer`; NaN or infinite components count as 0 and finite ones are clamped to ±10⁹.
/// Pure and allocation-free.
package struct ZoomDragModel: Hashable, Sendable {
    /// The zoom when the drag began (sanitized).
    public let start: ZoomFrame
    /// Where the finger went down, container coordinates, pt. A non-finite component is replaced by the
    /// start clip's center.
    public let touchLocation: CGPoint
    /// The container's size, pt, which scales the shrink distance. A height that is NaN, infinite or not
    /// positive counts as 1,000 pt.
    public let containerSize: CGSize
    /// The behavior (sanitized).
    public let behavior: ZoomDragBehavior

    /// Creates the model for one drag.
    public init(
        start: ZoomFrame, touchLocation: CGPoint, containerSize: CGSize, behavior: ZoomDragBehavior = .default
    ) {
        let start = start.sanitized
        self.start = start
        self.touchLocation = ZoomMath.sanitizedPoint(
            touchLocation, or: CGPoint(x: start.clip.midX, y: start.clip.midY))
        self.containerSize = ZoomMath.sanitizedSize(containerSize)
        self.behavior = behavior.sanitized
    }

    /// `L`, the pull at which the view is halfway to its minimum scale: ``ZoomDragBehavior/halfShrinkFraction``
    /// of the container's height (of 1,000 pt when the height is unusable), pt; at least 0.001 pt.
    public var halfShrinkDistance: Double {
        let height = Double(containerSize.height)
        return max(behavior.halfShrinkFraction * (height > 0 ? height : 1000), 1e-3)
    }

    /// How far the view has been pulled away, pt: `√(tx² + ty'²)`, upward `ty` weighted by
    /// ``ZoomDragBehavior/upwardPullFactor``.
    public func pullDistance(translation: CGPoint) -> Double {
        let pull = pullVector(translation)
        return (pull.x * pull.x + pull.y * pull.y).squareRoot()
    }

    /// The dismissal progress, 0…1: `d / (d + L)` for the pull `d`; 0 at rest, ½ at ``halfShrinkDistance``,
    /// approaching 1.
    public func progress(translation: CGPoint) -> Double {
        let distance = pullDistance(translation: translation)
        return distance / (distance + halfShrinkDistance)
    }

    /// The scale applied to the start frame: `1 − (1 − minimumScale)·progress`, from 1 down toward
    /// ``ZoomDragBehavior/minimumScale``.
    public func scale(translation: CGPoint) -> CGFloat {
        CGFloat(1 - (1 - behavior.minimumScale) * progress(translation: translation))
    }

    /// The zoom while dragged by `translation`: clip and content scaled about ``touchLocation`` and moved
    /// by the translation; corner radius growing from the start's toward
    /// ``ZoomDragBehavior/draggingCornerRadius`` with the progress; dimming `start × (1 − progress)`;
    /// alpha and content blend unchanged.
    public func frame(translation: CGPoint) -> ZoomFrame {
        let t = Self.clamped(translation)
        let progress = self.progress(translation: translation)
        let scale = CGFloat(1 - (1 - behavior.minimumScale) * progress)
        var frame = start
        frame.clip = ZoomMath.transform(start.clip, scale: scale, about: touchLocation, offset: t)
        frame.content = ZoomMath.transform(start.content, scale: scale, about: touchLocation, offset: t)
        frame.contentScale = start.contentScale * scale
        let roundest = max(start.cornerRadius, behavior.draggingCornerRadius)
        frame.cornerRadius = ZoomMath.cornerRadius(
            ZoomMath.lerp(start.cornerRadius, roundest, CGFloat(progress)), fitting: frame.clip)
        frame.dimmingAlpha = start.dimmingAlpha * (1 - progress)
        return frame
    }

    /// The clip frame while dragged, pt (``frame(translation:)``'s `clip`).
    public func clipFrame(translation: CGPoint) -> CGRect { frame(translation: translation).clip }

    /// The dimming alpha while dragged: the start's times `1 − progress`.
    public func dimmingAlpha(translation: CGPoint) -> Double {
        start.dimmingAlpha * (1 - progress(translation: translation))
    }

    /// The on-screen corner radius while dragged, pt.
    public func cornerRadius(translation: CGPoint) -> CGFloat { frame(translation: translation).cornerRadius }

    /// The rate of change of the clip frame when the finger is at `translation` moving at `velocity`
    /// (pt/s): the center moves with the finger plus the pull's shrink toward the touch point, the size
    /// with the shrink. The exact time derivative of ``frame(translation:)``'s clip; use it as the initial
    /// velocity of the settle. Non-finite velocity components count as 0.
    public func frameVelocity(translation: CGPoint, velocity: CGPoint) -> ZoomFrameVelocity {
        let pull = pullVector(translation)
        let vx = Self.finiteDouble(velocity.x)
        let vy = Self.finiteDouble(velocity.y)
        let upward = pull.y < 0 || (pull.y == 0 && vy < 0)
        let pullVY = upward ? vy * behavior.upwardPullFactor : vy  // d(ty')/dt
        let distance = (pull.x * pull.x + pull.y * pull.y).squareRoot()
        let distanceRate: Double  // dd/dt
        if distance > 1e-9 {
            distanceRate = (pull.x * vx + pull.y * pullVY) / distance
        } else {
            distanceRate = (vx * vx + pullVY * pullVY).squareRoot()  // leaving d = 0 in any direction
        }
        let length = halfShrinkDistance
        let scaleSlope = -(1 - behavior.minimumScale) * length / ((distance + length) * (distance + length))
        let scaleRate = scaleSlope * distanceRate  // ds/dt
        let clip = start.clip
        return ZoomFrameVelocity(
            midX: vx + scaleRate * Double(clip.midX - touchLocation.x),
            midY: vy + scaleRate * Double(clip.midY - touchLocation.y),
            width: scaleRate * Double(clip.width), height: scaleRate * Double(clip.height)
        ).sanitized
    }

    // MARK: - Input

    /// `(tx, ty')`: the clamped translation with an upward component weighted by
    /// ``ZoomDragBehavior/upwardPullFactor``.
    func pullVector(_ translation: CGPoint) -> (x: Double, y: Double) {
        let t = Self.clamped(translation)
        let y = Double(t.y)
        return (Double(t.x), y < 0 ? y * behavior.upwardPullFactor : y)
    }

    /// A point with NaN or infinite components replaced by 0 and huge ones clamped to ±10⁹.
    static func clamped(_ point: CGPoint) -> CGPoint {
        ZoomMath.sanitizedPoint(point, or: .zero)
    }

    /// `value` as a `Double`, or 0 when it is NaN or infinite.
    static func finiteDouble(_ value: CGFloat) -> Double {
        value.isFinite ? Double(value) : 0
    }
}

extension ZoomDragModel {
    /// Hashes every stored property (written out because CoreGraphics' geometry types are not `Hashable` in
    /// Apple's SDKs before iOS 18; see `Hasher+Geometry.swift`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(start)
        hasher.combine(point: touchLocation)
        hasher.combine(size: containerSize)
        hasher.combine(behavior)
    }
}
