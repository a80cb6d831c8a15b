#if os(Linux)
import Foundation

/// The system-provided context of a view controller transition (UIKit's
/// `UIViewControllerContextTransitioning`, iOS 7+). Apps do not adopt it; HeadlessUIKit's present/dismiss
/// driver builds one per transition. All requirements are required.
@preconcurrency @MainActor public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view that contains the views taking part in the transition.
    var containerView: UIView { get }
    /// Whether the transition is animated (`false` for `animated: false`, yet the animator still runs).
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition right now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (interactive cancel, or completing with `false`).
    var transitionWasCancelled: Bool { get }
    /// The presentation style (`.custom` for custom presentations).
    var presentationStyle: UIModalPresentationStyle { get }

    /// Interaction: the transition is `percentComplete` (0…1) done.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Interaction: the user finished the gesture; the transition will complete.
    func finishInteractiveTransition()
    /// Interaction: the user cancelled; the transition will roll back.
    func cancelInteractiveTransition()
    /// Interaction: pause an interruptible transition (iOS 10+).
    func pauseInteractiveTransition()
    /// Ends the transition; call exactly once, with `!transitionWasCancelled`.
    func completeTransition(_ didComplete: Bool)

    /// The from/to controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The from/to view; `nil` means "leave that view alone" (iOS 8+).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// A rotation to apply during the transition (identity for present/dismiss) (iOS 8+).
    var targetTransform: CGAffineTransform { get }
    /// A controller's view frame at the start (`.zero` = unknown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// A controller's view frame at the end (`.zero` = its view leaves the window).
    func finalFrame(for vc: UIViewController) -> CGRect
}
#endif
