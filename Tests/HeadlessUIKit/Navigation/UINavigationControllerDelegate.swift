#if os(Linux)
import Foundation

extension UINavigationController {
    /// What a navigation transition does (UIKit's `UINavigationController.Operation`, iOS 7+).
    public enum Operation: Int, Sendable {
        /// No change.
        case none = 0
        /// A controller is pushed.
        case push = 1
        /// One or more controllers are popped.
        case pop = 2
    }
}

/// The navigation controller's delegate (UIKit's `UINavigationControllerDelegate`).
///
/// Every member is optional in UIKit (`@objc optional`); here each is a requirement with a default that
/// does what UIKit does when the method is absent (nothing, or `nil`: the standard slide, not interactive),
/// as `UIViewControllerTransitioningDelegate` is modelled. `UINavigationController.delegate` holds it weakly.
@preconcurrency @MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// The navigation controller is about to show `viewController` (its will-appear has been sent).
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// The navigation controller showed `viewController` (after its did-appear).
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The interaction controller for a custom animator; asked only when
    /// `navigationController(_:animationControllerFor:from:to:)` returned one (iOS 7+).
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// A custom animator for an animated push or pop; `nil` uses the standard slide (iOS 7+).
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Default when not implemented: nothing.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}

    /// Default when not implemented: nothing.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}

    /// Default when not implemented: `nil` (not interactive).
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

    /// Default when not implemented: `nil` (the standard slide).
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}
#endif
