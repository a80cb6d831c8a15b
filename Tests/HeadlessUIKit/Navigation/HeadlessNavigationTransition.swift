#if os(Linux)
import Foundation

/// One push or pop on screen, in UIKit's order. Sources for the order: the logs of
/// vastdevblog.vast.com (2012-04-08, "UIViewController Life Cycle": disappearing will-disappear, appearing
/// will-appear, `willShow`; then did-disappear, did-appear, `didShow`), arm1.ru ("UIViewController
/// Lifecycle": `willMove(toParent:)` inside the push call, `didMove(toParent:)` after did-appear) and
/// dev.mo4tech.com ("iOS life cycle": a cancelled swipe back sends the appearing controller will-disappear
/// and did-disappear, then the staying one will-appear and did-appear).
///
/// Begin (next run-loop turn after the change): `from.viewWillDisappear`, `to.viewWillAppear` (only while the
/// navigation controller is on screen), delegate `willShow`, then the interaction controller's
/// `startInteractiveTransition(_:)` or the animator's `animateTransition(using:)`.
/// Completed: `from.viewDidDisappear`, `to.viewDidAppear`, `didMove(toParent:)` for the added and removed
/// controllers, delegate `didShow`, `animationEnded(true)`.
/// Cancelled: `to.viewWillDisappear`, `to.viewDidDisappear`, `from.viewWillAppear`, `from.viewDidAppear`; no
/// `didShow`; `animationEnded(false)`. Where `didMove(toParent:)` falls relative to `didShow` is unconfirmed.
@MainActor final class HeadlessNavigationTransition: HeadlessTransitionRunning {
    enum Phase { case pending, running, ending, ended }

    private(set) weak var navigationController: UINavigationController?
    let from: UIViewController
    let to: UIViewController
    let operation: UINavigationController.Operation
    let animator: any UIViewControllerAnimatedTransitioning
    let interactor: (any UIViewControllerInteractiveTransitioning)?
    let animated: Bool
    let forwardsAppearance: Bool
    private(set) var phase: Phase = .pending
    private(set) var context: HeadlessTransitionContext!
    private(set) var coordinator: HeadlessTransitionCoordinator!
    private(set) var duration: TimeInterval = 0
    private(set) var startedInteractively = false
    var interactive = HeadlessInteractiveState()

    init(
        navigationController: UINavigationController, from: UIViewController, to: UIViewController,
        operation: UINavigationController.Operation, animator: any UIViewControllerAnimatedTransitioning,
        interactor: (any UIViewControllerInteractiveTransitioning)?, animated: Bool, forwardsAppearance: Bool
    ) {
        self.navigationController = navigationController
        self.from = from
        self.to = to
        self.operation = operation
        self.animator = animator
        self.interactor = interactor
        self.animated = animated
        self.forwardsAppearance = forwardsAppearance
    }

    var isRunning: Bool { phase == .running }
    var isEnding: Bool { phase == .ending }
    func markStartedInteractively(_ flag: Bool) { startedInteractively = flag }

    /// The coordinator controllers report while the transition runs (`nil` when not animated).
    var visibleCoordinator: HeadlessTransitionCoordinator? { phase == .running && animated ? coordinator : nil }

    func begin() {
        guard phase == .pending, let navigationController else { return }
        phase = .running
        let container = navigationController.transitionView
        context = HeadlessTransitionContext(transition: self, container: container, animated: animated, style: .none)
        coordinator = HeadlessTransitionCoordinator(transition: self)
        context.fromController = from
        context.toController = to
        context.fromView = from.view
        context.toView = to.view
        let bounds = container.bounds
        context.frames[ObjectIdentifier(from)] = (from.view.frame, .zero)
        context.frames[ObjectIdentifier(to)] = (.zero, bounds)
        let reported = animator.transitionDuration(using: context)
        duration = reported.isFinite && reported > 0 ? reported : 0
        if forwardsAppearance {
            from.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
        navigationController.delegate?.navigationController(navigationController, willShow: to, animated: animated)
        startAnimations(animated: animated)
    }

    /// `completeTransition(_:)`: the end, in UIKit's order.
    func complete(_ didComplete: Bool) {
        guard phase == .running else {
            HeadlessDiagnostics.warn("completeTransition(_:) called more than once or after the transition ended")
            return
        }
        phase = .ending
        if !didComplete { context.cancelledFlag = true }
        context.interactiveFlag = false
        coordinator.finish()
        let container = context.container
        if didComplete {
            if from.viewIfLoaded?.superview === container { from.view.removeFromSuperview() }
            if to.view.superview !== container {
                to.view.frame = container.bounds
                container.addSubview(to.view)
            }
            if forwardsAppearance {
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            }
            phase = .ended
            navigationController?.transitionDidComplete(self)
        } else {
            if to.viewIfLoaded?.superview === container { to.view.removeFromSuperview() }
            if from.view.superview !== container { container.addSubview(from.view) }
            from.view.frame = container.bounds
            if forwardsAppearance {
                to.beginAppearanceTransition(false, animated: animated)
                to.endAppearanceTransition()
                from.beginAppearanceTransition(true, animated: animated)
                from.endAppearanceTransition()
            }
            phase = .ended
            navigationController?.transitionDidCancel(self)
        }
        animator.animationEnded(didComplete)
    }
}
#endif
