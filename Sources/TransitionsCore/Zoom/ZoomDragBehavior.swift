import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a zoomed view responds to a drag-to-dismiss: how it shrinks, when a release dismisses, and the
/// spring it settles with. Every default is documented; ``sanitized`` replaces nonsense values.
public struct ZoomDragBehavior: Hashable, Sendable {
    /// The smallest scale a drag shrinks the view to, 0.05…1. Default 0.5. The scale approaches it
    /// asymptotically as the pull grows and never goes below it.
    public var minimumScale: Double

    /// The pull (see `ZoomDragModel.pullDistance(translation:)`) at which the view has shrunk halfway
    /// to ``minimumScale``, as a fraction of the container's height. Default 0.25 (213 pt on an 852 pt
    /// tall phone).
    public var halfShrinkFraction: Double

    /// How much an upward drag counts toward the pull, 0…1: 0 means upward drags neither shrink the view
    /// nor dismiss it, 1 counts them like downward drags. Default 0.5. The view always follows the
    /// finger exactly, in every direction; this only changes how much it shrinks.
    public var upwardPullFactor: Double

    /// The on-screen corner radius a drag grows toward as the view shrinks, pt. Default 32 pt. A view that
    /// already has a larger radius keeps it.
    public var draggingCornerRadius: CGFloat

    /// The projected pull (translation plus ``Deceleration/projectedDistance(velocity:rate:)`` of the
    /// velocity) at or beyond which a release dismisses, pt. Default 120 pt.
    public var finishDistance: Double

    /// A release moving down at least this fast dismisses whatever the distance, pt/s. Default 1,000 pt/s.
    public var finishVelocity: Double

    /// A release moving up at least this fast (an upward flick) cancels whatever the distance, pt/s.
    /// Default 200 pt/s.
    public var cancelVelocity: Double

    /// The per-millisecond deceleration rate used for the projection. Default ``Deceleration/normal``.
    public var decelerationRate: Double

    /// The spring of the settle after release (toward the source or back to full screen). Its initial
    /// velocity is always the release velocity. Default ``ZoomDragBehavior/defaultSpring``.
    public var spring: SpringCurve

    /// The default settle spring: SwiftUI's `.snappy` (response 0.5 s, damping ratio 0.85), a small
    /// overshoot like the system zoom's. Chosen by eye, not a measured UIKit constant.
    public static let defaultSpring = SpringCurve.snappy

    /// Creates a behavior; every argument defaults to the documented value.
    public init(
        minimumScale: Double = 0.5, halfShrinkFraction: Double = 0.25, upwardPullFactor: Double = 0.5,
        draggingCornerRadius: CGFloat = 32, finishDistance: Double = 120, finishVelocity: Double = 1000,
        cancelVelocity: Double = 200, decelerationRate: Double = Deceleration.normal,
        spring: SpringCurve = ZoomDragBehavior.defaultSpring
    ) {
        self.minimumScale = minimumScale
        self.halfShrinkFraction = halfShrinkFraction
        self.upwardPullFactor = upwardPullFactor
        self.draggingCornerRadius = draggingCornerRadius
        self.finishDistance = finishDistance
        self.finishVelocity = finishVelocity
        self.cancelVelocity = cancelVelocity
        self.decelerationRate = decelerationRate
        self.spring = spring
    }

    /// The default behavior.
    public static let `default` = ZoomDragBehavior()

    /// The same behavior with nonsense replaced: ``minimumScale`` clamped into 0.05…1 and
    /// ``upwardPullFactor`` into 0…1 (NaN → default); a ``halfShrinkFraction``, ``finishDistance``,
    /// ``finishVelocity`` or ``cancelVelocity`` that is NaN, infinite or not positive becomes its default
    /// (``finishDistance`` may be 0); ``draggingCornerRadius`` NaN, infinite or negative becomes 0; a rate
    /// outside 0 < r < 1 becomes ``Deceleration/normal``.
    public var sanitized: ZoomDragBehavior {
        var copy = self
        copy.minimumScale = minimumScale.isNaN ? 0.5 : min(max(minimumScale, 0.05), 1)
        copy.upwardPullFactor = upwardPullFactor.isNaN ? 0.5 : min(max(upwardPullFactor, 0), 1)
        if !(halfShrinkFraction > 0 && halfShrinkFraction.isFinite) { copy.halfShrinkFraction = 0.25 }
        if !(finishDistance >= 0 && finishDistance.isFinite) { copy.finishDistance = 120 }
        if !(finishVelocity > 0 && finishVelocity.isFinite) { copy.finishVelocity = 1000 }
        if !(cancelVelocity > 0 && cancelVelocity.isFinite) { copy.cancelVelocity = 200 }
        copy.draggingCornerRadius = ZoomMath.radius(draggingCornerRadius)
        if !(decelerationRate > 0 && decelerationRate < 1) { copy.decelerationRate = Deceleration.normal }
        return copy
    }
}
