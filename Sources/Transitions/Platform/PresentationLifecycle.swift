#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// What the library's presentation controllers (the sheet's and the zoom's) keep between UIKit's calls, and the
/// steps they take alike: the presentation's and the dismissal's transition contexts while they run, completing
/// each once, and the watch (``PresentationEndWatch``) that tears down a presentation UIKit removed without a
/// dismissal of its own (a controller below dismissed the whole stack). A class: completing a transition calls
/// back into UIKit, which reports its end here while the completion is still under way.
@MainActor final class PresentationLifecycle {
    /// The presentation transition under way (from the animator until it completes).
    var presentationContext: (any UIViewControllerContextTransitioning)?
    /// The dismissal transition under way (the animator's, or the interactive one's once UIKit starts it).
    var dismissalContext: (any UIViewControllerContextTransitioning)?
    private var endWatch: PresentationEndWatch?

    /// UIKit's `presentationTransitionDidEnd(_:)`: forgets the context; returns whether the presentation is over
    /// (it was cancelled), so the controller tears down.
    func presentationDidEnd(completed: Bool) -> Bool {
        presentationContext = nil
        return !completed
    }

    /// UIKit's `dismissalTransitionDidEnd(_:)`: forgets the context; returns whether the presentation is over (the
    /// dismissal completed), so the controller tears down.
    func dismissalDidEnd(completed: Bool) -> Bool {
        dismissalContext = nil
        return completed
    }

    /// Completes the presentation transition once; `before` runs first (giving a hidden source back, say).
    /// Returns whether one was running.
    @discardableResult
    func completePresentation(before: () -> Void = {}) -> Bool {
        guard let context = presentationContext else { return false }
        presentationContext = nil
        before()
        context.completeTransition(!context.transitionWasCancelled)
        return true
    }

    /// Completes the animator's dismissal transition once, removing the dismissed view unless it was cancelled.
    /// Returns whether one was running.
    @discardableResult
    func completeDismissal() -> Bool {
        guard let context = dismissalContext else { return false }
        dismissalContext = nil
        if !context.transitionWasCancelled { context.view(forKey: .from)?.removeFromSuperview() }
        context.completeTransition(!context.transitionWasCancelled)
        return true
    }

    /// The presented view left its window while no transition of the controller's own runs: if UIKit removed
    /// `controller` from the presentation stack, `tearDown` puts everything back as after a dismissal.
    func presentedViewLeftWindow(
        of controller: UIPresentationController, tearDown: @escaping @MainActor () -> Void
    ) {
        if endWatch == nil {
            endWatch = PresentationEndWatch(presented: controller.presentedViewController, onEnd: tearDown)
        }
        endWatch?.presentedViewLeftWindow(keeping: controller)
    }

    /// Stops watching (the presentation ended another way).
    func stopWatching() {
        endWatch?.stop()
        endWatch = nil
    }
}
#endif
