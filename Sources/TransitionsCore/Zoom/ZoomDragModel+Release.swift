import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomDragModel {
    /// Whether releasing at `translation` with `velocity` (pt, pt/s, y down) dismisses.
    ///
    /// In order:
    /// 1. an upward flick, `velocity.y ≤ −cancelVelocity` (default 200 pt/s), cancels — the user threw
    ///    the view back;
    /// 2. a downward flick, `velocity.y ≥ finishVelocity` (default 1,000 pt/s), finishes;
    /// 3. otherwise the release is projected where it would come to rest,
    ///    `translation + Deceleration.projectedDistance(velocity)` per axis (WWDC 2018 session 803,
    ///    "Designing Fluid Interfaces"), and finishes when that point's pull (same metric as
    ///    ``pullDistance(translation:)``, upward weighted) reaches `finishDistance` (default 120 pt).
    ///
    /// NaN or infinite components count as 0, so a release with unknown velocity is decided by its
    /// translation alone.
    public func releaseDecision(translation: CGPoint, velocity: CGPoint) -> ZoomReleaseDecision {
        let t = Self.clamped(translation)
        let vx = Self.finiteDouble(velocity.x)
        let vy = Self.finiteDouble(velocity.y)
        if vy <= -behavior.cancelVelocity { return .cancel }
        if vy >= behavior.finishVelocity { return .finish }
        let rate = behavior.decelerationRate
        let projected = CGPoint(
            x: Double(t.x) + Deceleration.projectedDistance(velocity: vx, rate: rate),
            y: Double(t.y) + Deceleration.projectedDistance(velocity: vy, rate: rate))
        return pullDistance(translation: projected) >= behavior.finishDistance ? .finish : .cancel
    }

    /// The settle from the frame at `translation` toward `target`, starting at the release velocity
    /// (``frameVelocity(translation:velocity:)``) with ``ZoomDragBehavior/spring``.
    public func settle(
        translation: CGPoint, velocity: CGPoint, to target: ZoomFrame, placement: ZoomContentPlacement
    ) -> ZoomSettle {
        ZoomSettle(
            from: frame(translation: translation),
            velocity: frameVelocity(translation: translation, velocity: velocity),
            to: target, placement: placement, spring: behavior.spring)
    }

    /// Decides the release and builds its settle for `geometry`: on finish toward `geometry.frame(at: 0)`
    /// (the source's rect as the geometry knows it — build the geometry with the source's *current* rect,
    /// see ``ZoomGeometry/replacingSource(_:)``, and ``ZoomSettle/retarget(to:)-(CGRect)`` it while it
    /// moves), on cancel toward `geometry.frame(at: 1)`, the full frame.
    public func release(translation: CGPoint, velocity: CGPoint, geometry: ZoomGeometry) -> ZoomRelease {
        let decision = releaseDecision(translation: translation, velocity: velocity)
        let target = geometry.frame(at: decision == .finish ? 0 : 1)
        return ZoomRelease(
            decision: decision,
            settle: settle(translation: translation, velocity: velocity, to: target, placement: geometry.placement))
    }
}
