#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The zoom's animator, one object per transition and direction, as UIKit's transitioning design intends:
/// it answers UIKit's duration question and hands the transition to the zoom's host, whose `ZoomRunner` moves
/// the zoom with the configured spring (a cross-fade under Reduce Motion) and completes the transition when it
/// rests. Made by ``ZoomTransition`` (``presenting(spring:)``, ``dismissing(spring:)``) and
/// ``ZoomPushTransition`` (``pushing(_:)``, ``popping(_:)``). Drags are driven by the host's
/// ``PanToDismissDriver`` instead, which UIKit calls in place of the closing animator.
@MainActor package final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Which way the zoom moves.
    package enum Direction: Sendable {
        /// Grows from the source into the screen: a presentation or a push.
        case opening
        /// Flies from wherever it is into the source's current frame (or shrinks and fades toward the center
        /// when the source is gone): a dismissal or a pop.
        case closing
    }

    /// Which way this animator moves the zoom.
    package let direction: Direction

    /// The spring whose settling time is reported as the duration.
    package let spring: SpringCurve

    /// A typical zoom travel, pt, used for the nominal duration.
    package static let nominalTravel: Double = 400

    /// Hands the transition to the zoom's host.
    private let start: @MainActor (any UIViewControllerContextTransitioning) -> Void

    private init(
        _ direction: Direction, spring: SpringCurve,
        start: @escaping @MainActor (any UIViewControllerContextTransitioning) -> Void
    ) {
        self.direction = direction
        self.spring = spring
        self.start = start
        super.init()
    }

    /// Presents a zoom through its ``ZoomPresentationController``. When the presented controller is not in a zoom
    /// presentation it adds the view and completes at once. `spring` defaults to
    /// ``ZoomDragBehavior/defaultSpring``.
    package static func presenting(spring: SpringCurve = ZoomDragBehavior.defaultSpring) -> ZoomAnimator {
        ZoomAnimator(.opening, spring: spring) { context in
            guard let presented = context.viewController(forKey: .to),
                let zoom = presented.presentationController as? ZoomPresentationController
            else {
                if let view = context.view(forKey: .to) { context.containerView.addSubview(view) }
                context.completeTransition(!context.transitionWasCancelled)
                return
            }
            zoom.runPresentation(context)
        }
    }

    /// Dismisses a zoom without a drag through its ``ZoomPresentationController``, which removes it when it has
    /// landed. When the dismissed controller is not in a zoom presentation it removes the view and completes at
    /// once. `spring` defaults to ``ZoomDragBehavior/defaultSpring``.
    package static func dismissing(spring: SpringCurve = ZoomDragBehavior.defaultSpring) -> ZoomAnimator {
        ZoomAnimator(.closing, spring: spring) { context in
            guard let presented = context.viewController(forKey: .from),
                let zoom = presented.presentationController as? ZoomPresentationController
            else {
                if !context.transitionWasCancelled { context.view(forKey: .from)?.removeFromSuperview() }
                context.completeTransition(!context.transitionWasCancelled)
                return
            }
            zoom.runDismissal(context)
        }
    }

    /// Pushes with a zoom: the pushed screen grows from the source view, with the push's spring.
    static func pushing(_ zoom: NavigationZoom) -> ZoomAnimator {
        ZoomAnimator(.opening, spring: zoom.options.spring) { zoom.runPush($0) }
    }

    /// Pops with a zoom: the screen flies into the source view's current frame, with the push's spring.
    static func popping(_ zoom: NavigationZoom) -> ZoomAnimator {
        ZoomAnimator(.closing, spring: zoom.options.spring) { zoom.runPop($0) }
    }

    /// The nominal duration UIKit asks for, s: the spring's settling time over ``nominalTravel`` (0.14 s under
    /// Reduce Motion). The real motion is physics-driven and ends when the zoom rests.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        if UIAccessibility.isReduceMotionEnabled { return ZoomFade.duration }
        switch direction {
        case .opening: return spring.settlingDuration(from: 0, to: Self.nominalTravel, initialVelocity: 0)
        case .closing: return spring.settlingDuration(from: Self.nominalTravel, to: 0, initialVelocity: 0)
        }
    }

    /// Starts the zoom (opening) or the flight back (closing).
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        start(transitionContext)
    }
}
#endif
