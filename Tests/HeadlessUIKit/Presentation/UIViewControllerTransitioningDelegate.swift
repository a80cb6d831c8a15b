#if os(Linux)
import Foundation

/// Provides the objects of a custom transition (UIKit's `UIViewControllerTransitioningDelegate`, iOS 7+).
///
/// Every member is optional in UIKit; the defaults here return `nil`, which is what UIKit does when a
/// method is absent (`nil` presentation controller: full screen; `nil` animator: standard animation).
/// `UIViewController.transitioningDelegate` holds the delegate weakly.
@preconcurrency @MainActor public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator for presenting `presented` (`presenting` is non-optional here, unlike below).
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller for a presentation; asked only when an animator was returned.
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller for a dismissal; asked only when an animator was returned.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller (iOS 8+); `presenting` is optional here.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Default when not implemented: `nil` (standard animation).
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

    /// Default when not implemented: `nil` (standard animation).
    public func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    { nil }

    /// Default when not implemented: `nil` (not interactive).
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { nil }

    /// Default when not implemented: `nil` (not interactive).
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { nil }

    /// Default when not implemented: `nil` (a full-screen presentation controller).
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}
#endif
