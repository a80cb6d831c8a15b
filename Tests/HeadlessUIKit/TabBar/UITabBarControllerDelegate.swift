#if os(Linux)
import Foundation

/// The tab bar controller's delegate (UIKit's `UITabBarControllerDelegate`).
///
/// Every member is optional in UIKit (`@objc optional`); here each is a requirement with a default that
/// does what UIKit does when the method is absent, as `UINavigationControllerDelegate` is modelled.
/// `shouldSelect`/`didSelect` are called for a user's tap only (`UITabBar.simulateTap(onItemAt:)`), never
/// for programmatic selection, as UIKit documents. Custom tab transitions are not modelled: the animator
/// methods are never asked.
@preconcurrency @MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether the tapped tab's controller should become selected (iOS 3+).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    /// The user selected `viewController` (also when it was already selected).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// Customizing is about to begin (never called: customizing is not modelled) (iOS 3+).
    func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    /// Customizing is about to end (never called) (iOS 3+).
    func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)
    /// Customizing ended (never called).
    func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)
    /// The orientations the tab bar controller supports (iOS 7+).
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientationMask
    /// The orientation to present in (iOS 7+).
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation
    /// The interaction controller for a custom tab transition (never asked) (iOS 7+).
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// A custom animator for a tab switch (never asked: switches are immediate) (iOS 7+).
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UITabBarControllerDelegate {
    /// Default when not implemented: `true`.
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }

    /// Default when not implemented: nothing.
    public func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {}

    /// Default when not implemented: nothing.
    public func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
    ) {}

    /// Default when not implemented: nothing.
    public func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {}

    /// Default when not implemented: nothing.
    public func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {}

    /// Default when not implemented: a sentinel the tab bar controller reads as absent.
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientationMask
    { HeadlessApplication.notImplementedMask }

    /// Default when not implemented: `.unknown`, read as absent.
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation
    { .unknown }

    /// Default when not implemented: `nil`.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

    /// Default when not implemented: `nil`.
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}
#endif
