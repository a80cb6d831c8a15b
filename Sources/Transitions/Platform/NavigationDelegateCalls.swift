#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Calls `UINavigationControllerDelegate`'s optional methods on the app's delegate. On Apple platforms they are
/// `@objc optional` and need `?()`; on Linux HeadlessUIKit models them as requirements with UIKit's
/// "not implemented" defaults. The one place that difference is spelled out for navigation
/// (docs/architecture.md, "Code that only runs on iOS"): each branch is the same call, one line.
@MainActor enum NavigationDelegateCalls {
    static func willShow(
        _ delegate: (any UINavigationControllerDelegate)?, _ navigation: UINavigationController,
        _ controller: UIViewController, animated: Bool
    ) {
        #if canImport(UIKit)
        delegate?.navigationController?(navigation, willShow: controller, animated: animated)
        #else
        delegate?.navigationController(navigation, willShow: controller, animated: animated)
        #endif
    }

    static func didShow(
        _ delegate: (any UINavigationControllerDelegate)?, _ navigation: UINavigationController,
        _ controller: UIViewController, animated: Bool
    ) {
        #if canImport(UIKit)
        delegate?.navigationController?(navigation, didShow: controller, animated: animated)
        #else
        delegate?.navigationController(navigation, didShow: controller, animated: animated)
        #endif
    }

    static func animationController(
        _ delegate: (any UINavigationControllerDelegate)?, _ navigation: UINavigationController,
        _ operation: UINavigationController.Operation, from: UIViewController, to: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        #if canImport(UIKit)
        return delegate?.navigationController?(navigation, animationControllerFor: operation, from: from, to: to)
        #else
        return delegate?.navigationController(navigation, animationControllerFor: operation, from: from, to: to)
        #endif
    }

    static func interactionController(
        _ delegate: (any UINavigationControllerDelegate)?, _ navigation: UINavigationController,
        _ animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        #if canImport(UIKit)
        return delegate?.navigationController?(navigation, interactionControllerFor: animator)
        #else
        return delegate?.navigationController(navigation, interactionControllerFor: animator)
        #endif
    }
}
#endif
