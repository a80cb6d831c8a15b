#if os(Linux)
import Foundation

extension UINavigationController {
    /// Queues `request` behind the running transition; `false` when none runs (perform it now).
    func queueIfTransitioning(_ request: @escaping @MainActor () -> Void) -> Bool {
        guard runningTransition != nil else { return false }
        queuedRequests.append(request)
        return true
    }

    /// Makes `newStack` the stack at once: removed controllers get `willMove(toParent: nil)`, added ones are
    /// added as children (`willMove(toParent:)`); the visible change is scheduled for the next run-loop turn.
    func replaceStack(with newStack: [UIViewController], animated: Bool) {
        let old = stackStorage
        for controller in old where !newStack.containsIdentical(controller) {
            controller.willMove(toParent: nil)
            if !pendingRemovals.containsIdentical(controller) { pendingRemovals.append(controller) }
        }
        for controller in newStack where !old.containsIdentical(controller) {
            if controller.parent !== self { addChild(controller) }
            pendingRemovals.removeAll { $0 === controller }
            if !pendingAdditions.containsIdentical(controller) { pendingAdditions.append(controller) }
        }
        stackStorage = newStack
        orderChildren()
        invalidateChildrenSafeArea()
        pendingAnimated = animated
        guard !transitionScheduled else { return }
        transitionScheduled = true
        HeadlessClock.main.schedule(after: 0) { [weak self] in self?.beginScheduledTransition() }
    }

    /// Children in stack order, followed by controllers still leaving.
    func orderChildren() {
        childStorage = stackStorage + childStorage.filter { !stackStorage.containsIdentical($0) }
    }

    /// Whether the navigation controller's view is on screen (appearance callbacks are sent to children).
    var isAppearanceVisible: Bool {
        guard let view = viewIfLoaded, view.window != nil else { return false }
        return appearanceState == .appeared || appearanceState == .appearing
    }

    /// The deferred transition: from the controller on screen to the top of the stack.
    func beginScheduledTransition() {
        transitionScheduled = false
        guard runningTransition == nil else { return }
        guard isViewLoaded else {
            finishStackChange(showing: stackStorage.last)
            return
        }
        guard let from = shownController, let to = stackStorage.last, from !== to else {
            switchWithoutTransition(from: shownController, to: stackStorage.last)
            return
        }
        let operation: Operation = shownStack.containsIdentical(to) ? .pop : .push
        let visible = isAppearanceVisible
        let animated = pendingAnimated && visible
        let animator: any UIViewControllerAnimatedTransitioning
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if animated,
            let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        {
            animator = custom
            interactor = delegate?.navigationController(self, interactionControllerFor: custom)
        } else {
            animator = HeadlessNavigationStandardAnimator(operation: operation)
            interactor = operation == .pop && animated ? edgeSwipeInteraction : nil
        }
        let transition = HeadlessNavigationTransition(
            navigationController: self, from: from, to: to, operation: operation, animator: animator,
            interactor: interactor, animated: animated, forwardsAppearance: visible)
        runningTransition = transition
        transition.begin()
    }

    /// Shows `to` in place of `from` without a transition (an empty stack, a first controller, or changes that
    /// left the same controller on top), with appearance callbacks when on screen.
    func switchWithoutTransition(from: UIViewController?, to: UIViewController?) {
        let visible = isAppearanceVisible
        let changes = from !== to
        if changes, visible { from?.beginAppearanceTransition(false, animated: false) }
        if changes, let to {
            if visible { to.beginAppearanceTransition(true, animated: false) }
            install(to)
        }
        if changes, let from, from.viewIfLoaded?.superview === transitionView { from.view.removeFromSuperview() }
        if changes, visible {
            from?.endAppearanceTransition()
            to?.endAppearanceTransition()
        }
        finishStackChange(showing: to)
    }

    /// Puts `controller`'s view in the children's container, filling it.
    func install(_ controller: UIViewController) {
        let view: UIView = controller.view
        view.frame = transitionView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== transitionView { transitionView.addSubview(view) }
    }

    /// Installs the top controller's view when the navigation controller's view loads.
    func installTopWithoutTransition() {
        guard let top = stackStorage.last else { return }
        install(top)
        shownController = top
    }

    /// The change is on screen: removed controllers leave (`didMove(toParent: nil)`), added ones arrive
    /// (`didMove(toParent:)`), and the stack becomes the one a cancelled pop returns to.
    func finishStackChange(showing controller: UIViewController?) {
        shownController = controller
        shownStack = stackStorage
        let removals = pendingRemovals.filter { !stackStorage.containsIdentical($0) }
        let additions = pendingAdditions.filter { stackStorage.containsIdentical($0) }
        pendingRemovals = []
        pendingAdditions = []
        for removed in removals where removed.parent === self {
            if removed.viewIfLoaded?.superview === transitionView { removed.view.removeFromSuperview() }
            removed.removeFromParent()
        }
        for added in additions { added.didMove(toParent: self) }
    }

    /// A transition completed: the stack change is final, the delegate hears `didShow`, queued requests run.
    func transitionDidComplete(_ transition: HeadlessNavigationTransition) {
        finishStackChange(showing: transition.to)
        delegate?.navigationController(self, didShow: transition.to, animated: transition.animated)
        transitionDidEnd()
    }

    /// A transition was cancelled (an interactive pop abandoned): the stack returns to what is on screen
    /// (`completeTransition(false)`: "the original view controller is still being displayed") and every child
    /// outside it leaves — controllers the change added, and controllers the change already removed, which got
    /// `willMove(toParent: nil)` then and wait for their `removeFromParent()` (a controller pushed and popped
    /// again before the transition began is in neither stack). Apple, `willMove(toParent:)`: a container "must
    /// call the willMove(toParent:) method of the child view controller before calling the removeFromParent()
    /// method, passing in a parent value of nil"; `removeFromParent()` sends `didMove(toParent: nil)`.
    /// `didShow` is not sent (UIKit sends it only for a completed transition).
    func transitionDidCancel(_ transition: HeadlessNavigationTransition) {
        let restored = shownStack
        let leaving = (stackStorage + pendingRemovals).filter { !restored.containsIdentical($0) && $0.parent === self }
        for controller in leaving {
            if !pendingRemovals.containsIdentical(controller) { controller.willMove(toParent: nil) }
            if controller.viewIfLoaded?.superview === transitionView { controller.view.removeFromSuperview() }
            controller.removeFromParent()
        }
        stackStorage = restored
        pendingRemovals = []
        pendingAdditions = []
        orderChildren()
        invalidateChildrenSafeArea()
        transitionDidEnd()
    }

    /// The transition is over: the navigation controller lays out again, so the controller on screen fills the
    /// container as it is now, also when the window changed size while the transition ran (Apple, View
    /// Controller Programming Guide for iOS, "The Role of View Controllers": a container "manages only the root
    /// view, sizing and placing it according to the container's design").
    private func transitionDidEnd() {
        runningTransition = nil
        viewIfLoaded?.setNeedsLayout()
        edgeSwipeInteraction = nil
        let requests = queuedRequests
        queuedRequests = []
        for request in requests { request() }
    }

    /// Whether a running transition adds (`toParent`) or removes `controller`.
    func isMoving(_ controller: UIViewController, toParent: Bool) -> Bool {
        guard let transition = runningTransition, transition.isRunning || transition.isEnding else { return false }
        return toParent ? pendingAdditions.containsIdentical(controller) : pendingRemovals.containsIdentical(controller)
    }
}
#endif
