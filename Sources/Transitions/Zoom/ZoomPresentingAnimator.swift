#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Presents a zoom: adds the zoom to the container and lets its ``ZoomPresentationController`` grow it from
/// the source with a spring (a cross-fade under Reduce Motion); completes when it rests. A separate object
/// from the dismissal animator, as UIKit's transitioning design intends.
@MainActor package final class ZoomPresentingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The spring whose settling time is reported as the duration.
    public let spring: SpringCurve

    /// A typical zoom travel, pt, used for the nominal duration.
    public static let nominalTravel: Double = 400

    /// Creates an animator; `spring` defaults to ``ZoomDragBehavior/defaultSpring``.
    public init(spring: SpringCurve = ZoomDragBehavior.defaultSpring) {
        self.spring = spring
        super.init()
    }

    /// The nominal duration UIKit asks for, s: the spring's settling time over ``nominalTravel`` (0.14 s under
    /// Reduce Motion). The real motion is physics-driven and ends when the zoom rests.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        if UIAccessibility.isReduceMotionEnabled { return ZoomFade.duration }
        return spring.settlingDuration(from: 0, to: Self.nominalTravel, initialVelocity: 0)
    }

    /// Starts the zoom. Falls back to adding the view and completing at once when the presented controller is
    /// not in a zoom presentation.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let presented = transitionContext.viewController(forKey: .to),
            let zoom = presented.presentationController as? ZoomPresentationController
        else {
            if let view = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(view) }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        zoom.runPresentation(transitionContext)
    }
}
#endif
