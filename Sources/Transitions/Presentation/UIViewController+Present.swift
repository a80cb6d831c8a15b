#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension UIViewController {
    /// Presents `viewControllerToPresent` with a ``ModalTransition`` (a sheet, a zoom, or your own assembly).
    ///
    /// Sets `modalPresentationStyle = .custom` and `transitioningDelegate = transition`, and keeps the
    /// transition alive for exactly the presentation's lifetime (UIKit holds transitioning delegates weakly):
    /// it is released when the dismissal completes, or when the presentation is cancelled.
    /// Presenting while this controller is already presenting follows UIKit: the call is ignored (UIKit logs a
    /// warning) and `completion` is not called.
    /// - Parameters:
    ///   - viewControllerToPresent: The controller to present.
    ///   - transition: The transition to use.
    ///   - animated: Whether to animate. Default `true`.
    ///   - completion: Called after the presentation finishes (after `viewDidAppear`).
    public func present(
        _ viewControllerToPresent: UIViewController, using transition: ModalTransition, animated: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        guard presentedViewController == nil, viewControllerToPresent.presentingViewController == nil else {
            // UIKit ignores a present while presenting; do not retain a transition that will never run.
            present(viewControllerToPresent, animated: animated, completion: completion)
            return
        }
        viewControllerToPresent.modalPresentationStyle = .custom
        viewControllerToPresent.transitioningDelegate = transition
        transition.retainForPresentation()
        present(viewControllerToPresent, animated: animated, completion: completion)
        if viewControllerToPresent.presentingViewController == nil {
            // UIKit refused the presentation (e.g. this controller is itself mid-transition): nothing to keep.
            transition.releasePresentationRetain()
        }
    }
}
#endif
