#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Forwards every animator call to the animator a ``ModalTransition`` was given and tells the transition when the
/// animation ended, so ``UIKit/UIViewController/present(_:using:animated:completion:)`` can release the
/// transition exactly when the presentation is over — whatever animator the user wrote.
@MainActor final class AnimatorRelay: NSObject, UIViewControllerAnimatedTransitioning {
    /// The animator the transition was given; never reassigned. `nonisolated(unsafe)` so that the Objective-C
    /// runtime's nonisolated `responds(to:)` (below) can ask it too.
    nonisolated(unsafe) let wrapped: any UIViewControllerAnimatedTransitioning
    private let onEnded: @MainActor (Bool) -> Void

    init(_ wrapped: any UIViewControllerAnimatedTransitioning, onEnded: @escaping @MainActor (Bool) -> Void) {
        self.wrapped = wrapped
        self.onEnded = onEnded
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        wrapped.transitionDuration(using: transitionContext)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        wrapped.animateTransition(using: transitionContext)
    }

    // Below, the two differences (docs/architecture.md, "Code that only runs on iOS"): on iOS the animator's
    // optional methods are called with `?` and `responds(to:)` answers for the wrapped animator; HeadlessUIKit
    // declares them as requirements whose defaults behave as "not implemented".
    func animationEnded(_ transitionCompleted: Bool) {
        #if canImport(UIKit)
        wrapped.animationEnded?(transitionCompleted)
        #else
        wrapped.animationEnded(transitionCompleted)
        #endif
        onEnded(transitionCompleted)
    }

    #if canImport(UIKit)
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        // Only reached when the wrapped animator implements it (see responds(to:)).
        wrapped.interruptibleAnimator!(using: transitionContext)
    }

    /// UIKit treats a transition as interruptible only if `interruptibleAnimator(using:)` is implemented:
    /// answer for the wrapped animator, so wrapping never changes that.
    override func responds(to aSelector: Selector!) -> Bool {
        if aSelector == #selector(UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:)) {
            return wrapped.responds(to: aSelector)
        }
        return super.responds(to: aSelector)
    }
    #else
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        wrapped.interruptibleAnimator(using: transitionContext)
    }
    #endif
}
#endif
