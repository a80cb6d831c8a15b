#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit

/// A controller that logs its lifecycle callbacks as `"<name>.<callback>"`.
final class LoggingViewController: UIViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() { log.record("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.record("\(name).viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { log.record("\(name).viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { log.record("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.record("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.record("\(name).viewDidDisappear") }
}

/// A presentation controller that logs its transition hooks and can keep or remove the presenter's view.
final class LoggingPresentationController: UIPresentationController {
    let log: CallLog
    var removesPresenter = false
    var presentedFrame: CGRect?

    init(presented: UIViewController, presenting: UIViewController?, log: CallLog) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var shouldRemovePresentersView: Bool { removesPresenter }
    override var frameOfPresentedViewInContainerView: CGRect {
        presentedFrame ?? containerView?.bounds ?? .zero
    }
    override func presentationTransitionWillBegin() { log.record("presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        log.record("presentationTransitionDidEnd(\(completed))")
    }
    override func dismissalTransitionWillBegin() { log.record("dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log.record("dismissalTransitionDidEnd(\(completed))") }
}

/// A slide animator in the style of Apple's sample code: adds the presented view, animates its frame
/// with `UIView.animate`, and completes with `!transitionWasCancelled`.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: CallLog
    let isPresenting: Bool
    let duration: TimeInterval
    var completesWith: Bool?

    init(log: CallLog, isPresenting: Bool, duration: TimeInterval = 0.4) {
        self.log = log
        self.isPresenting = isPresenting
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        log.record("transitionDuration(using:)")
        return duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log.record("animateTransition(using:)")
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        let controllerKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let view = transitionContext.view(forKey: key),
            let controller = transitionContext.viewController(forKey: controllerKey)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let onScreen =
            isPresenting
            ? transitionContext.finalFrame(for: controller) : transitionContext.initialFrame(for: controller)
        let offScreen = onScreen.offsetBy(dx: 0, dy: container.bounds.height)
        if isPresenting {
            container.addSubview(view)
            view.frame = offScreen
        }
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveLinear],
            animations: { view.frame = self.isPresenting ? onScreen : offScreen },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if self.isPresenting == cancelled { view.removeFromSuperview() }
                transitionContext.completeTransition(self.completesWith ?? !cancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.record("animationEnded(\(transitionCompleted))")
    }
}

/// A percent-driven interactor that logs its start.
final class LoggingInteractor: UIPercentDrivenInteractiveTransition {
    let log: CallLog

    init(log: CallLog) {
        self.log = log
    }

    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        log.record("startInteractiveTransition(_:)")
        super.startInteractiveTransition(transitionContext)
    }
}

/// A transitioning delegate that logs every question and answers with the doubles above.
final class LoggingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let log: CallLog
    var presentationControllerFactory: ((UIViewController, UIViewController?) -> UIPresentationController?)?
    var presentAnimator: (any UIViewControllerAnimatedTransitioning)?
    var dismissAnimator: (any UIViewControllerAnimatedTransitioning)?
    var presentInteractor: (any UIViewControllerInteractiveTransitioning)?
    var dismissInteractor: (any UIViewControllerInteractiveTransitioning)?

    init(log: CallLog) {
        self.log = log
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        log.record("presentationController(forPresented:presenting:source:)")
        return presentationControllerFactory?(presented, presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log.record("animationController(forPresented:presenting:source:)")
        return presentAnimator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.record("animationController(forDismissed:)")
        return dismissAnimator
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        log.record("interactionControllerForPresentation(using:)")
        return presentInteractor
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        log.record("interactionControllerForDismissal(using:)")
        return dismissInteractor
    }
}
#endif
