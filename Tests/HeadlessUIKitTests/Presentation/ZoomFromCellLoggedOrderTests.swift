#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

// A zoom-from-cell transition whose dismissal animator is also its own interaction controller, as an iOS
// developer's blog post built one and logged its callbacks on iOS. The doubles below print exactly what that
// write-up printed, in the style of its code (written anew), and the test compares the whole log with the
// logged sequence.

private final class SingleColorViewController: UIViewController {
    let log: CallLog
    let colorView = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 350))

    init(log: CallLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.record("SingleColorViewController viewDidLoad()")
        colorView.backgroundColor = .systemBlue
        view.addSubview(colorView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("SingleColorViewController viewWillAppear(_:)")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("SingleColorViewController viewDidAppear(_:)")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record("SingleColorViewController viewWillDisappear(_:)")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.record("SingleColorViewController viewDidDisappear(_:)")
    }
}

private final class ZoomPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: CallLog
    let referenceView: UIView

    init(log: CallLog, referenceView: UIView) {
        self.log = log
        self.referenceView = referenceView
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        log.record("transitionDuration(using:)")
        return 0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log.record("animateTransition(using:)")
        guard let toView = transitionContext.view(forKey: .to),
            let toController = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let start = container.convert(referenceView.bounds, from: referenceView)
        let zoomView = UIView(frame: start)
        zoomView.backgroundColor = referenceView.backgroundColor
        container.addSubview(zoomView)
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.3, options: [],
            animations: { zoomView.frame = transitionContext.finalFrame(for: toController) },
            completion: { _ in
                toView.frame = transitionContext.finalFrame(for: toController)
                container.addSubview(toView)
                zoomView.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.record("animationEnded(_:)")
    }
}

private final class ZoomDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning
{
    let log: CallLog
    let referenceView: UIView
    private var transitionContext: (any UIViewControllerContextTransitioning)?

    init(log: CallLog, referenceView: UIView) {
        self.log = log
        self.referenceView = referenceView
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        log.record("transitionDuration(using:)")
        return 0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log.record("animateTransition(using:)")
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.record("animationEnded(_:)")
        transitionContext = nil
    }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        log.record("startInteractiveTransition(_:)")
        guard let from = transitionContext.viewController(forKey: .from) as? SingleColorViewController else { return }
        self.transitionContext = transitionContext
        from.view.isHidden = true
        let container = transitionContext.containerView
        let transitionView = UIView(frame: container.convert(from.colorView.frame, from: from.view))
        transitionView.backgroundColor = from.colorView.backgroundColor
        container.addSubview(transitionView)
        let finalFrame = container.convert(referenceView.bounds, from: referenceView)
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0.2,
            options: [.beginFromCurrentState],
            animations: { transitionView.frame = finalFrame },
            completion: { _ in
                transitionView.removeFromSuperview()
                transitionContext.completeTransition(true)
            })
    }
}

@MainActor @Suite("Zoom from a cell: the logged call order", .headlessHygiene)
struct ZoomFromCellLoggedOrderTests {
    @Test("present and interactive dismiss reproduce the logged sequences call for call")
    func loggedSequences() {
        let log = CallLog()
        let source = UIViewController()
        let window = makeWindow(root: source)
        let cell = UIView(frame: CGRect(x: 16, y: 300, width: 100, height: 100))
        cell.backgroundColor = .systemBlue
        source.view.addSubview(cell)
        // The write-up's transitioning delegate: a plain presentation controller, separate present and dismiss
        // animators, the dismiss animator also driving the interactive dismissal.
        let transition = LoggingTransitioningDelegate(log: log)
        transition.presentAnimator = ZoomPresentAnimator(log: log, referenceView: cell)
        let dismissAnimator = ZoomDismissAnimator(log: log, referenceView: cell)
        transition.dismissAnimator = dismissAnimator
        transition.dismissInteractor = dismissAnimator
        weak var presentation: UIPresentationController?
        transition.presentationControllerFactory = { presented, _ in
            let controller = UIPresentationController(presentedViewController: presented, presenting: source)
            presented.view.tag = 5
            presentation = controller
            return controller
        }
        let detail = SingleColorViewController(log: log)
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = transition

        source.present(detail, animated: true)
        HeadlessClock.main.runUntilIdle()
        #expect(
            log.entries == [
                "presentationController(forPresented:presenting:source:)",
                "SingleColorViewController viewDidLoad()",
                "animationController(forPresented:presenting:source:)",
                "interactionControllerForPresentation(using:)",
                "transitionDuration(using:)",
                "SingleColorViewController viewWillAppear(_:)",
                "transitionDuration(using:)",
                "animateTransition(using:)",
                "SingleColorViewController viewDidAppear(_:)",
                "animationEnded(_:)",
            ])
        #expect(detail.view.superview === presentation?.containerView)
        #expect(detail.view.window === window)

        log.clear()
        detail.dismiss(animated: true)
        HeadlessClock.main.runUntilIdle()
        #expect(
            log.entries == [
                "animationController(forDismissed:)",
                "interactionControllerForDismissal(using:)",
                "transitionDuration(using:)",
                "SingleColorViewController viewWillDisappear(_:)",
                "transitionDuration(using:)",
                "startInteractiveTransition(_:)",
                "SingleColorViewController viewDidDisappear(_:)",
                "animationEnded(_:)",
            ])
        #expect(source.presentedViewController == nil)
        #expect(presentation == nil)
    }
}
#endif
