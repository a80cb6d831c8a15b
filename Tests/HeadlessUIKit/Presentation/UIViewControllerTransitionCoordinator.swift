#if os(Linux)
import Foundation

/// Information about a transition in flight (UIKit's `UIViewControllerTransitionCoordinatorContext`, iOS 7+).
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style of the transition.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (iOS 10+).
    var isInterruptible: Bool { get }
    /// Whether the transition is interactive right now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The transition's duration in seconds.
    var transitionDuration: TimeInterval { get }
    /// The completed fraction when interaction ended.
    var percentComplete: CGFloat { get }
    /// The completion speed after interaction ended.
    var completionVelocity: CGFloat { get }
    /// The completion curve after interaction ended.
    var completionCurve: UIView.AnimationCurve { get }
    /// The from/to controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The from/to view (iOS 8+).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The container view.
    var containerView: UIView { get }
    /// The rotation applied during the transition (iOS 8+).
    var targetTransform: CGAffineTransform { get }
}

/// Lets code run animations alongside a transition (UIKit's `UIViewControllerTransitionCoordinator`, iOS 7+).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition's animations and `completion` after it; returns `false`
    /// when the transition already ended.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// As `animate(alongsideTransition:completion:)`, for animations of a view outside the container.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` when the transition stops or resumes being interactive (iOS 10+).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion (UIKit's `completion` defaults to `nil`;
    /// protocol requirements cannot declare defaults in Swift, so this overload stands in).
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// `animateAlongsideTransition(in:animation:completion:)` without a completion.
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
#endif
