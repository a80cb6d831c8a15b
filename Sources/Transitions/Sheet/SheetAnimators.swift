#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Presents a sheet: adds the sheet to the container and lets its ``SheetPresentationController`` rise it
/// with a spring (or cross-fade under Reduce Motion); completes when it rests. A separate object from the
/// dismissal animator, as UIKit's transitioning design intends.
@MainActor package final class SheetPresentingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The nominal duration UIKit asks for: the spring's settling time from hidden to a typical detent.
    /// The real motion is physics-driven and ends when the sheet rests.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        SpringCurve.sheet.settlingDuration(from: -800, to: 0, initialVelocity: 0)
    }

    /// Starts the rise. Falls back to adding the view and completing at once when the presented controller is
    /// not in a sheet presentation.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let presented = transitionContext.viewController(forKey: .to),
            let sheet = presented.presentationController as? SheetPresentationController
        else {
            if let view = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(view) }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        sheet.runPresentation(transitionContext)
    }
}

/// Dismisses a sheet: its ``SheetPresentationController`` settles it off screen from wherever it is, keeping
/// its velocity (a cross-fade under Reduce Motion); removes the sheet and completes when it is hidden.
@MainActor package final class SheetDismissalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The nominal duration UIKit asks for; the real motion ends when the sheet is hidden.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        SpringCurve.sheet.settlingDuration(from: 0, to: -800, initialVelocity: 0)
    }

    /// Starts the settle off screen.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let presented = transitionContext.viewController(forKey: .from),
            let sheet = presented.presentationController as? SheetPresentationController
        else {
            if !transitionContext.transitionWasCancelled {
                transitionContext.view(forKey: .from)?.removeFromSuperview()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        sheet.runDismissal(transitionContext)
    }
}
#endif
