#if os(Linux)
import Foundation

/// One presentation or dismissal in flight: UIKit's call order (docs/headless-uikit.md, "Presentation") in one
/// place.
///
/// Created synchronously by `HeadlessPresentationDriver`; `begin()` runs on the next run-loop turn;
/// `complete(_:)` is reached through the context's `completeTransition(_:)`.
@MainActor final class HeadlessTransition: HeadlessTransitionRunning {
    enum Kind { case presentation, dismissal }
    enum Phase { case pending, running, ended }

    let kind: Kind
    let presented: UIViewController
    let presenting: UIViewController
    let presentationController: UIPresentationController
    let animator: any UIViewControllerAnimatedTransitioning
    let interactor: (any UIViewControllerInteractiveTransitioning)?
    let animated: Bool
    private(set) var phase: Phase = .pending
    private(set) var context: HeadlessTransitionContext!
    private(set) var coordinator: HeadlessTransitionCoordinator!
    private(set) var duration: TimeInterval = 0
    private(set) var startedInteractively = false
    private var completion: (() -> Void)?
    /// A `dismiss` requested while this presentation runs; performed when it completes.
    var deferredDismissal: (controller: UIViewController, animated: Bool, completion: (() -> Void)?)?
    /// Controllers above `presented` torn down when this dismissal completes.
    var stackedAbove: [UIViewController] = []
    /// Where a moved presenting view came from (superview, index, frame).
    private var presentingViewOrigin: (superview: UIView, index: Int, frame: CGRect)?
    var interactive = HeadlessInteractiveState()

    init(
        kind: Kind, presented: UIViewController, presenting: UIViewController,
        presentationController: UIPresentationController, animator: any UIViewControllerAnimatedTransitioning,
        interactor: (any UIViewControllerInteractiveTransitioning)?, animated: Bool, completion: (() -> Void)?
    ) {
        self.kind = kind
        self.presented = presented
        self.presenting = presenting
        self.presentationController = presentationController
        self.animator = animator
        self.interactor = interactor
        self.animated = animated
        self.completion = completion
    }

    var removesPresentersView: Bool { presentationController.shouldRemovePresentersView }
    var isRunning: Bool { phase == .running }
    func markStartedInteractively(_ flag: Bool) { startedInteractively = flag }

    /// The coordinator controllers report while the transition runs (`nil` when not animated).
    var visibleCoordinator: HeadlessTransitionCoordinator? {
        phase == .running && animated ? coordinator : nil
    }

    // MARK: - Start (next run-loop turn)

    func begin() {
        guard phase == .pending else { return }
        phase = .running
        let pc = presentationController
        let container: UIView
        if kind == .presentation {
            pc.preferredContentSizeDidChange(forChildContentContainer: presented)
            container = makeContainer()
        } else {
            container = pc.containerStorage ?? makeContainer()
        }
        context = HeadlessTransitionContext(
            transition: self, container: container, animated: animated, style: pc.presentationStyle)
        coordinator = HeadlessTransitionCoordinator(transition: self)
        fillContext()
        duration = sanitizedDuration(animator.transitionDuration(using: context))
        if kind == .presentation {
            pc.reportedTraitCollection = pc.traitCollection
            pc.presentationTransitionWillBegin()
            if removesPresentersView { presenting.beginAppearanceTransition(false, animated: animated) }
            presented.beginAppearanceTransition(true, animated: animated)
        } else {
            pc.dismissalTransitionWillBegin()
            presented.beginAppearanceTransition(false, animated: animated)
            if removesPresentersView { presenting.beginAppearanceTransition(true, animated: animated) }
        }
        duration = sanitizedDuration(animator.transitionDuration(using: context))
        startAnimations()
    }

    private func startAnimations() {
        startAnimations(animated: animated)
    }

    private func sanitizedDuration(_ value: TimeInterval) -> TimeInterval {
        value.isFinite && value > 0 ? value : 0
    }

    private func makeContainer() -> UIView {
        let window = presenting.viewIfLoaded?.window ?? HeadlessWindows.keyWindow
        let container = HeadlessTransitionView(frame: window?.bounds ?? UIScreen.main.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.containerPresentationController = presentationController
        window?.addSubview(container)
        presentationController.containerStorage = container
        if removesPresentersView, let view = presenting.viewIfLoaded, let superview = view.superview {
            let index = superview.subviews.firstIndex { $0 === view } ?? 0
            presentingViewOrigin = (superview, index, view.frame)
            view.frame = container.convert(view.frame, from: superview)
            container.addSubview(view)
        }
        return container
    }

    private func fillContext() {
        let pc = presentationController
        let presentingView = removesPresentersView ? presenting.viewIfLoaded : nil
        let presentedFrame = pc.frameOfPresentedViewInContainerView
        let presentingFrame = presenting.viewIfLoaded?.frame ?? .zero
        if kind == .presentation {
            context.fromController = presenting
            context.toController = presented
            context.fromView = presentingView
            context.toView = pc.presentedView
            context.frames[ObjectIdentifier(presented)] = (.zero, presentedFrame)
            context.frames[ObjectIdentifier(presenting)] = (
                presentingFrame, removesPresentersView ? .zero : presentingFrame
            )
        } else {
            context.fromController = presented
            context.toController = presenting
            context.fromView = pc.presentedView
            context.toView = presentingView
            let current = pc.presentedView?.frame ?? presentedFrame
            context.frames[ObjectIdentifier(presented)] = (current, .zero)
            let restored = presentingViewOrigin.map { _ in presentingFrame } ?? context.container.bounds
            context.frames[ObjectIdentifier(presenting)] = (
                removesPresentersView ? .zero : presentingFrame,
                removesPresentersView ? restored : presentingFrame
            )
        }
    }

    // MARK: - End

    /// `completeTransition(_:)`: the end of the transition, in UIKit's order.
    func complete(_ didComplete: Bool) {
        guard phase == .running else {
            HeadlessDiagnostics.warn("completeTransition(_:) called more than once or after the transition ended")
            return
        }
        phase = .ended
        if !didComplete { context.cancelledFlag = true }
        context.interactiveFlag = false
        if kind == .presentation { completePresentation(didComplete) } else { completeDismissal(didComplete) }
    }

    private func completePresentation(_ completed: Bool) {
        let pc = presentationController
        pc.presentationTransitionDidEnd(completed)
        coordinator.finish()
        HeadlessPresentationDriver.transitionEnded(self)
        if completed {
            if removesPresentersView {
                if let origin = presentingViewOrigin {
                    HeadlessPresentationDriver.rememberPresentingViewOrigin(origin, of: presenting)
                }
                presenting.viewIfLoaded?.removeFromSuperview()
            }
            presented.beingPresented = false
            if removesPresentersView { presenting.endAppearanceTransition() }
            presented.endAppearanceTransition()
            completion?()
            animator.animationEnded(true)
            if let deferred = deferredDismissal {
                deferredDismissal = nil
                deferred.controller.dismiss(animated: deferred.animated, completion: deferred.completion)
            }
        } else {
            pc.containerStorage?.removeFromSuperview()
            restorePresentingView()
            HeadlessPresentationDriver.unlink(presented: presented, from: presenting)
            presented.beingPresented = false
            presented.beginAppearanceTransition(false, animated: animated)
            if removesPresentersView { presenting.beginAppearanceTransition(true, animated: animated) }
            presented.endAppearanceTransition()
            if removesPresentersView { presenting.endAppearanceTransition() }
            pc.containerStorage = nil
            if HeadlessBehavior.callsPresentCompletionOnCancel { completion?() }
            animator.animationEnded(false)
        }
        completion = nil
    }

    private func completeDismissal(_ completed: Bool) {
        let pc = presentationController
        pc.dismissalTransitionDidEnd(completed)
        coordinator.finish()
        HeadlessPresentationDriver.transitionEnded(self)
        presented.beingDismissed = false
        if completed {
            pc.containerStorage?.removeFromSuperview()
            restorePresentingView()
            for controller in stackedAbove.reversed() { HeadlessPresentationDriver.tearDown(controller) }
            HeadlessPresentationDriver.unlink(presented: presented, from: presenting)
            pc.containerStorage = nil
            presented.endAppearanceTransition()
            if removesPresentersView { presenting.endAppearanceTransition() }
            completion?()
            animator.animationEnded(true)
        } else {
            if removesPresentersView, presenting.viewIfLoaded?.superview === pc.containerStorage {
                presenting.viewIfLoaded?.removeFromSuperview()
            }
            presented.beginAppearanceTransition(true, animated: animated)
            if removesPresentersView { presenting.beginAppearanceTransition(false, animated: animated) }
            presented.endAppearanceTransition()
            if removesPresentersView { presenting.endAppearanceTransition() }
            if HeadlessBehavior.callsDismissCompletionOnCancel { completion?() }
            animator.animationEnded(false)
        }
        completion = nil
    }

    /// Puts a presenting view that was moved into the container back where it was.
    private func restorePresentingView() {
        guard removesPresentersView, let view = presenting.viewIfLoaded else { return }
        let origin = presentingViewOrigin ?? HeadlessPresentationDriver.presentingViewOrigin(of: presenting)
        guard let origin else { return }
        view.frame = origin.frame
        origin.superview.insertSubview(view, at: origin.index)
        HeadlessPresentationDriver.forgetPresentingViewOrigin(of: presenting)
    }
}
#endif
