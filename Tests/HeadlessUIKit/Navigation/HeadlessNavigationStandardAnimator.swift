#if os(Linux)
import Foundation

/// The standard push and pop: the new controller slides in from the trailing edge over the old one, which
/// moves a third of the width the other way (a pop reverses it); linear while a finger drives it, so the
/// view stays under the finger. Duration:
/// `HeadlessBehavior.standardNavigationTransitionDuration` (unconfirmed). Not animated, it places the views
/// and completes at once.
final class HeadlessNavigationStandardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How far the covered controller moves, as a fraction of the width (UIKit's parallax; unconfirmed).
    static let parallax: CGFloat = 0.3

    private let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        HeadlessBehavior.standardNavigationTransitionDuration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let bounds = container.bounds
        let width = bounds.width
        let isPush = operation != .pop
        if isPush { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
        toView.frame = bounds.offsetBy(dx: isPush ? width : -width * Self.parallax, dy: 0)
        fromView.frame = bounds
        guard context.isAnimated else {
            toView.frame = bounds
            context.completeTransition(true)
            return
        }
        UIView.animate(
            withDuration: transitionDuration(using: context), delay: 0,
            options: context.isInteractive ? [.curveLinear] : [],
            animations: {
                toView.frame = bounds
                fromView.frame = bounds.offsetBy(dx: isPush ? -width * Self.parallax : width, dy: 0)
            },
            completion: { _ in
                let cancelled = context.transitionWasCancelled
                fromView.frame = bounds
                context.completeTransition(!cancelled)
            })
    }
}
#endif
