#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension UINavigationController {
    /// Pushes `viewController` with a ``PushPopTransition``, which also animates the pop that removes it.
    ///
    /// The navigation controller's delegate stays the app's: a forwarding delegate is installed in front of
    /// the current one (the first time only) and passes on every call no transition handles — `willShow` and
    /// `didShow` always, pushes and pops of other controllers, and any other optional method. Set your own
    /// delegate before pushing with a transition; a delegate set afterwards replaces the forwarding one, and
    /// transitions registered before then fall back to the standard pop (the next `push(_:using:)` installs
    /// the forwarding delegate again, in front of the new one). The transition is kept alive while
    /// `viewController` is in the stack and released after the pop that removes it.
    ///
    /// Pushing a controller already in the stack is ignored, as UIKit ignores it.
    /// - Parameters:
    ///   - viewController: The controller to push.
    ///   - transition: The transition for this push and for the pop that removes `viewController`.
    ///   - animated: Whether to animate. Default `true`; not animated, no animator is asked (UIKit's rule).
    public func pushViewController(
        _ viewController: UIViewController, using transition: PushPopTransition, animated: Bool = true
    ) {
        let proxy = NavigationDelegateProxy.install(on: self)
        if !viewControllers.contains(where: { $0 === viewController }) {
            proxy.register(transition, for: viewController)
        }
        pushViewController(viewController, animated: animated)
    }

    /// Pushes `viewController` zooming from ``ZoomTransition``'s source view, and pops it by zooming back —
    /// also when the pushed screen is dragged down anywhere (see ``ZoomPushTransition``):
    /// ```swift
    /// let zoom = ZoomTransition { _ in collectionView.cellForItem(at: indexPath) }
    /// navigationController?.pushViewController(detail, using: zoom)
    /// ```
    /// The zoom's ``ZoomTransition/options`` are read now, as for a presentation.
    public func pushViewController(
        _ viewController: UIViewController, using zoom: ZoomTransition, animated: Bool = true
    ) {
        pushViewController(viewController, using: ZoomPushTransition(zoom: zoom), animated: animated)
    }
}
#endif
