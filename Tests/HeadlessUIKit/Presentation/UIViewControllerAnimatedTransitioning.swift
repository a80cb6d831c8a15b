#if os(Linux)
import Foundation

/// An animator for a view controller transition (UIKit's `UIViewControllerAnimatedTransitioning`, iOS 7+).
///
/// `interruptibleAnimator(using:)` and `animationEnded(_:)` are optional in UIKit. Here they are
/// requirements with defaults that behave like "not implemented": `animationEnded` does nothing, and
/// the default `interruptibleAnimator` returns a private sentinel that the runtime reads as "this
/// transition is not interruptible" (Linux cannot ask `responds(to:)`).
@preconcurrency @MainActor public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// The transition's duration in seconds; `transitionContext` may be `nil`.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Performs the animations; must end by calling `completeTransition(_:)` on the context.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The animator driving an interruptible transition; return the same object for the whole transition (iOS 10+).
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    /// Called last, after `completeTransition(_:)`, with the same flag.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Default: "not implemented" (a sentinel animator; the transition is not interruptible).
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        HeadlessNotImplementedAnimator.shared
    }

    /// Default: does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// The sentinel the default `interruptibleAnimator(using:)` returns; never started by the runtime.
final class HeadlessNotImplementedAnimator: UIViewPropertyAnimator {
    static let shared = HeadlessNotImplementedAnimator(duration: 0, timingParameters: UICubicTimingParameters())

    /// Whether `animator` is the sentinel, i.e. the conformer does not implement `interruptibleAnimator`.
    static func isSentinel(_ animator: any UIViewImplicitlyAnimating) -> Bool {
        animator === shared
    }
}

/// An object driving an interactive transition (UIKit's `UIViewControllerInteractiveTransitioning`, iOS 7+).
///
/// Only `startInteractiveTransition(_:)` is required in UIKit; the three properties default to what
/// UIKit assumes when they are absent: speed 1, `.easeInOut`, interactive start `true`.
@preconcurrency @MainActor public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the interactive transition (call the animator's `animateTransition(using:)` if needed).
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// Speed multiplier for the non-interactive completion (> 0).
    var completionSpeed: CGFloat { get }
    /// The curve of the non-interactive completion.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively (iOS 10+).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// Default when not implemented: 1.
    public var completionSpeed: CGFloat { 1 }
    /// Default when not implemented: `.easeInOut`.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// Default when not implemented: `true`.
    public var wantsInteractiveStart: Bool { true }
}
#endif
