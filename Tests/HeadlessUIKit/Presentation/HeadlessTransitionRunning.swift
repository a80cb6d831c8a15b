#if os(Linux)
import Foundation

/// A view controller transition in flight, as the shared transition context, coordinator and
/// `UIPercentDrivenInteractiveTransition` see it: a presentation or dismissal (`HeadlessTransition`) or a
/// navigation push or pop (`HeadlessNavigationTransition`). The interactive bookkeeping
/// (`HeadlessTransition+Interactive.swift`) is written once against this protocol.
@MainActor protocol HeadlessTransitionRunning: AnyObject {
    /// The context handed to the animator and the interaction controller (set when the transition begins).
    var context: HeadlessTransitionContext! { get }
    /// The coordinator reported by `transitionCoordinator` while the transition runs.
    var coordinator: HeadlessTransitionCoordinator! { get }
    /// The animator of the transition.
    var animator: any UIViewControllerAnimatedTransitioning { get }
    /// The interaction controller, if the transition is interactive.
    var interactor: (any UIViewControllerInteractiveTransitioning)? { get }
    /// Whether the transition began and has not completed.
    var isRunning: Bool { get }
    /// Whether the interaction controller wanted an interactive start.
    var startedInteractively: Bool { get }
    /// The animator's duration, s (non-finite or negative values count as 0).
    var duration: TimeInterval { get }
    /// Captured animations and where they are held.
    var interactive: HeadlessInteractiveState { get set }
    /// Records whether the interaction controller wanted an interactive start.
    func markStartedInteractively(_ flag: Bool)
    /// `completeTransition(_:)`.
    func complete(_ didComplete: Bool)
}

extension HeadlessTransitionRunning {
    /// Whether the animator implements `interruptibleAnimator(using:)`.
    var isInterruptible: Bool {
        guard let context else { return false }
        return !HeadlessNotImplementedAnimator.isSentinel(animator.interruptibleAnimator(using: context))
    }
    /// The interaction controller's completion speed (1 when not interactive).
    var completionSpeed: CGFloat { interactor?.completionSpeed ?? 1 }
    /// The interaction controller's completion curve (`.easeInOut` when not interactive).
    var completionCurve: UIView.AnimationCurve { interactor?.completionCurve ?? .easeInOut }

    /// Starts the animator, or the interaction controller when there is one, capturing the `UIView.animate`
    /// blocks they start (UIKit's order: the interaction controller's `startInteractiveTransition(_:)` instead
    /// of `animateTransition(using:)`), then runs the coordinator's queued alongside animations.
    func startAnimations(animated: Bool) {
        let run = {
            HeadlessTransitionCapture.current = self
            defer { HeadlessTransitionCapture.current = nil }
            if let interactor = self.interactor {
                let wantsInteractiveStart = interactor.wantsInteractiveStart
                self.markStartedInteractively(wantsInteractiveStart)
                self.context.interactiveFlag = wantsInteractiveStart
                self.interactive.origin = HeadlessClock.main.now
                interactor.startInteractiveTransition(self.context)
            } else {
                self.animator.animateTransition(using: self.context)
            }
            self.coordinator.runAlongsideAnimations()
        }
        if animated { run() } else { UIView.performWithoutAnimation(run) }
    }
}
#endif
