#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Pushes with a zoom: the pushed screen grows from the source view with a spring (a cross-fade under Reduce
/// Motion) and the transition completes when it rests. Made by ``ZoomPushTransition``.
@MainActor package final class ZoomPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let zoom: NavigationZoom

    init(zoom: NavigationZoom) {
        self.zoom = zoom
        super.init()
    }

    /// The nominal duration, s (see `ZoomPresentingAnimator.transitionDuration(using:)`); the motion itself
    /// is physics-driven.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        ZoomPresentingAnimator(spring: zoom.options.spring).transitionDuration(using: transitionContext)
    }

    /// Starts the zoom.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        zoom.runPush(transitionContext)
    }
}

/// Pops with a zoom: the screen flies into the source view's current frame (followed as it moves), or
/// shrinks and fades at the center when the source is gone; a cross-fade under Reduce Motion. Drags are
/// driven by the transition's ``PanToDismissDriver`` instead. Made by ``ZoomPushTransition``.
@MainActor package final class ZoomPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let zoom: NavigationZoom

    init(zoom: NavigationZoom) {
        self.zoom = zoom
        super.init()
    }

    /// The nominal duration, s (see `ZoomDismissalAnimator.transitionDuration(using:)`).
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        ZoomDismissalAnimator(spring: zoom.options.spring).transitionDuration(using: transitionContext)
    }

    /// Starts the flight back.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        zoom.runPop(transitionContext)
    }
}
#endif
