#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Dismisses a zoom without a drag: its ``ZoomPresentationController`` flies it from wherever it is into the
/// source's current frame (or shrinks and fades it toward the center when the source is gone; a cross-fade
/// under Reduce Motion), then removes it and completes. Drags are driven by the controller's
/// ``PanToDismissDriver`` instead, which UIKit calls in place of this animator.
@MainActor package final class ZoomDismissalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The spring whose settling time is reported as the duration.
    public let spring: SpringCurve

    /// Creates an animator; `spring` defaults to ``ZoomDragBehavior/defaultSpring``.
    public init(spring: SpringCurve = ZoomDragBehavior.defaultSpring) {
        self.spring = spring
        super.init()
    }

    /// The nominal duration UIKit asks for, s (see `ZoomPresentingAnimator.transitionDuration(using:)`).
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        if UIAccessibility.isReduceMotionEnabled { return ZoomFade.duration }
        return spring.settlingDuration(from: ZoomPresentingAnimator.nominalTravel, to: 0, initialVelocity: 0)
    }

    /// Starts the flight back.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let presented = transitionContext.viewController(forKey: .from),
            let zoom = presented.presentationController as? ZoomPresentationController
        else {
            if !transitionContext.transitionWasCancelled {
                transitionContext.view(forKey: .from)?.removeFromSuperview()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        zoom.runDismissal(transitionContext)
    }
}
#endif
