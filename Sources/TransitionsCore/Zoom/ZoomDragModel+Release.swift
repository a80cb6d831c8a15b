import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomDragModel {
    /// The translation (from touch-down) a release at `translation` with `velocity` is projected to:
    /// `translation + velocity × releaseProjectionTime` (DEVICE-FACTS.md, "The zoom, as UIKit's code defines
    /// it", release projection). Non-finite components count as 0.
    public func projectedTranslation(translation: CGPoint, velocity: CGPoint) -> CGPoint {
        let t = Self.clamped(translation)
        let v = Self.clamped(velocity)
        let time = CGFloat(behavior.releaseProjectionTime)
        return CGPoint(x: t.x + v.x * time, y: t.y + v.y * time)
    }

    /// Whether releasing at `translation` (from touch-down) with `velocity` (pt, pt/s, y down) dismisses,
    /// as UIKit's code decides it (DEVICE-FACTS.md, "The zoom, as UIKit's code defines it"); there is no separate
    /// fling rule:
    /// - pan (and pinch as a drag): the projected downward translation exceeds
    ///   ``ZoomDragBehavior/commitDistance`` (150 pt), so a pull back up at 800 pt/s from scale 0.766 still
    ///   lands;
    /// - edge swipe: the card is smaller than ``ZoomDragBehavior/edgeCommitScale`` (0.5), or the projected
    ///   translation toward the back exceeds ``ZoomDragBehavior/edgeCommitDistance`` (200 pt);
    /// - content swipe: the projected translation toward the back exceeds ``ZoomDragBehavior/commitDistance``.
    ///
    /// The thresholds count from touch-down, so the dead zone is part of the distance (the recorded commit
    /// scales match them that way). NaN or infinite components count as 0.
    public func releaseDecision(translation: CGPoint, velocity: CGPoint) -> ZoomReleaseDecision {
        let projected = projectedTranslation(translation: translation, velocity: velocity)
        let toward = Double(gesture.isHorizontal ? (isRightToLeft ? -projected.x : projected.x) : projected.y)
        let commits: Bool
        switch gesture {
        case .pan, .pinch, .contentSwipe:
            commits = toward > behavior.commitDistance
        case .edgeSwipe:
            commits =
                Double(scale(translation: translation)) < behavior.edgeCommitScale
                || toward > behavior.edgeCommitDistance
        }
        return commits ? .finish : .cancel
    }

    /// The spring of the settle after a release: ``ZoomDragBehavior/cancelSpring`` back; into the source the
    /// pan's ``ZoomDragBehavior/landingSpring``, or for the swipes their landing spring quickened by the
    /// finger's speed (DEVICE-FACTS.md, "Zoom interactive dismissal", landing vs release speed).
    public func settleSpring(dismissing: Bool, velocity: CGPoint) -> SpringCurve {
        guard dismissing else { return behavior.cancelSpring }
        guard gesture.isHorizontal else { return behavior.landingSpring }
        let v = Self.clamped(velocity)
        return ZoomDragLaw.swipeLandingSpring(speed: Double((v.x * v.x + v.y * v.y).squareRoot()))
    }

    /// The settle from the frame at `translation` toward `target`: back (`dismissing` false) on the cancel
    /// spring at the release velocity; into the source on the landing spring, from rest for the pan (its
    /// landing takes as long however hard it is flung) and at the release velocity for the swipes (a flung
    /// card carries on its way before turning home) (DEVICE-FACTS.md, "Zoom interactive dismissal", landing vs
    /// release speed and landing carry of momentum).
    public func settle(
        translation: CGPoint, velocity: CGPoint, to target: ZoomFrame, placement: ZoomContentPlacement,
        dismissing: Bool
    ) -> ZoomSettle {
        let seeded = !dismissing || gesture.isHorizontal
        return ZoomSettle(
            from: frame(translation: translation),
            velocity: seeded ? frameVelocity(translation: translation, velocity: velocity) : .zero,
            to: target, placement: placement, spring: settleSpring(dismissing: dismissing, velocity: velocity))
    }

    /// Decides the release and builds its settle for `geometry`: on finish toward `geometry.frame(at: 0)`
    /// (the source's rect as the geometry knows it — build the geometry with the source's *current* rect,
    /// see `ZoomGeometry.replacingSource(_:)`, and `ZoomSettle.retarget(to:)-(CGRect)` it while it
    /// moves), on cancel toward `geometry.frame(at: 1)`, the full frame.
    public func release(translation: CGPoint, velocity: CGPoint, geometry: ZoomGeometry) -> ZoomRelease {
        let decision = releaseDecision(translation: translation, velocity: velocity)
        let dismissing = decision == .finish
        let target = geometry.frame(at: dismissing ? 0 : 1)
        return ZoomRelease(
            decision: decision,
            settle: settle(
                translation: translation, velocity: velocity, to: target, placement: geometry.placement,
                dismissing: dismissing))
    }
}
