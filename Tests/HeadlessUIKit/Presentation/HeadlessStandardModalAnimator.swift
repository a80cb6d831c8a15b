#if os(Linux)
import Foundation

/// The animator used when no custom one is provided: `modalTransitionStyle` `.coverVertical` slides the
/// presented view up from the bottom; the other styles cross-dissolve. Duration:
/// `HeadlessBehavior.standardTransitionDuration` (unconfirmed).
final class HeadlessStandardModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool
    private let style: UIModalTransitionStyle

    init(isPresenting: Bool, style: UIModalTransitionStyle) {
        self.isPresenting = isPresenting
        self.style = style
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        HeadlessBehavior.standardTransitionDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        if isPresenting {
            guard let presented = transitionContext.viewController(forKey: .to),
                let view = transitionContext.view(forKey: .to)
            else {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                return
            }
            let final = transitionContext.finalFrame(for: presented)
            container.addSubview(view)
            if style == .coverVertical {
                view.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
            } else {
                view.frame = final
                view.alpha = 0
            }
            UIView.animate(
                withDuration: duration, delay: 0, options: [],
                animations: {
                    view.frame = final
                    view.alpha = 1
                },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if cancelled { view.removeFromSuperview() }
                    transitionContext.completeTransition(!cancelled)
                })
        } else {
            if let toView = transitionContext.view(forKey: .to), toView.superview !== container {
                container.insertSubview(toView, at: 0)
            }
            guard let view = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                return
            }
            let start = view.frame
            UIView.animate(
                withDuration: duration, delay: 0, options: [],
                animations: {
                    if self.style == .coverVertical {
                        view.frame = start.offsetBy(dx: 0, dy: container.bounds.height)
                    } else {
                        view.alpha = 0
                    }
                },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if !cancelled { view.removeFromSuperview() }
                    transitionContext.completeTransition(!cancelled)
                })
        }
    }
}
#endif
