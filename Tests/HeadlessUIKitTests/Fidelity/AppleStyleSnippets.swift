#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit

// UIKit code in the style of Apple's sample code and documentation ("Customizing the Transition
// Animations", "Advances in UIKit Animations and Transitions"), written for real devices. It compiles
// against HeadlessUIKit unchanged except for `@objc`/`#selector`-free wiring; the tests in
// AppleStyleSnippetTests.swift run it.

/// A half-height card presentation with a dimming view, sized from `preferredContentSize`.
final class CardPresentationController: UIPresentationController {
    private var dimmingView: UIView?

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let size = self.size(
            forChildContentContainer: presentedViewController, withParentContainerSize: containerView.bounds.size)
        return CGRect(
            x: 0, y: containerView.bounds.height - size.height, width: size.width, height: size.height)
    }

    override func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        if container === presentedViewController, container.preferredContentSize.height > 0 {
            return CGSize(width: parentSize.width, height: container.preferredContentSize.height)
        }
        return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
    }

    override func presentationTransitionWillBegin() {
        let dimmingView = UIView(frame: containerView?.bounds ?? .zero)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.alpha = 0
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView?.addSubview(dimmingView)
        self.dimmingView = dimmingView
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimmingView.alpha = 1 }, completion: nil)
        } else {
            dimmingView.alpha = 1
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView?.removeFromSuperview()
            dimmingView = nil
        }
    }

    override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView?.alpha = 0 }, completion: nil)
        } else {
            dimmingView?.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView?.removeFromSuperview()
            dimmingView = nil
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        if container === presentedViewController { containerView?.setNeedsLayout() }
    }

    var dimmingAlphaOnScreen: CGFloat? {
        dimmingView.map { CGFloat($0.layer.presentation()?.opacity ?? -1) }
    }
}

/// An interruptible slide animator: `animateTransition` starts the same property animator that
/// `interruptibleAnimator(using:)` hands to the percent-driven interaction controller.
final class InterruptibleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    private var animator: (any UIViewImplicitlyAnimating)?

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        let controllerKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        let containerView = transitionContext.containerView
        let view = transitionContext.view(forKey: key) ?? UIView()
        let controller = transitionContext.viewController(forKey: controllerKey) ?? UIViewController()
        let onScreen =
            isPresenting
            ? transitionContext.finalFrame(for: controller) : transitionContext.initialFrame(for: controller)
        let offScreen = onScreen.offsetBy(dx: 0, dy: onScreen.height)
        if isPresenting {
            containerView.addSubview(view)
            view.frame = offScreen
        }
        let animator = UIViewPropertyAnimator(
            duration: transitionDuration(using: transitionContext), curve: .easeInOut
        ) {
            view.frame = self.isPresenting ? onScreen : offScreen
        }
        animator.addCompletion { position in
            let completed = !transitionContext.transitionWasCancelled
            if self.isPresenting != completed { view.removeFromSuperview() }
            transitionContext.completeTransition(completed && position == .end)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}

/// The transitioning delegate: hands out the interaction controller only while a gesture drives.
final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var interactionController: UIPercentDrivenInteractiveTransition?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        InterruptibleSlideAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        InterruptibleSlideAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        interactionController
    }
}

/// A detail controller that sizes itself and reacts to its transition.
final class CardViewController: UIViewController {
    private(set) var appearances = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 20
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.layer.cornerCurve = .continuous
        preferredContentSize = CGSize(width: 0, height: 300)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances += 1
    }

    override func accessibilityPerformEscape() -> Bool {
        dismiss(animated: true)
        return true
    }
}
#endif
