#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// A custom push and pop, assembled from parts — the navigation counterpart of ``ModalTransition``: a push
/// animator, a separate pop animator, and a ``PanToDismissDriver`` that pops interactively:
/// ```swift
/// final class SlideUp: PushPopTransition {
///     override func makePushAnimator(from: UIViewController, to: UIViewController)
///         -> (any UIViewControllerAnimatedTransitioning)? { MyPushAnimator() }
///     override func makePopAnimator(from: UIViewController, to: UIViewController)
///         -> (any UIViewControllerAnimatedTransitioning)? { MyPopAnimator() }
/// }
/// let slide = SlideUp()
/// slide.interactivePop = PanToDismissDriver(direction: .down)
/// navigationController.pushViewController(detail, using: slide)
/// slide.interactivePop?.install(on: detail.view, popping: detail)
/// ```
/// `UINavigationController.pushViewController(_:using:animated:)` keeps the transition alive while
/// the pushed controller is in the stack and uses it for that controller's push and for the pop that
/// removes it (a pop to a controller further down included). A navigation controller has one delegate, and
/// the library never takes it from the app: it installs a forwarding delegate in front of the app's own,
/// which keeps receiving every call (see `UINavigationController.pushViewController(_:using:animated:)`).
///
/// **The system's swipe back** keeps UIKit's standard interactive pop (the slide): while
/// `interactivePopGestureRecognizer` (or, on iOS 26, `interactiveContentPopGestureRecognizer`) drives a pop,
/// ``animationController(for:from:to:)`` answers `nil`. Override it to take the swipe over, or make those
/// recognizers wait for your own (``ZoomPushTransition`` does).
@MainActor open class PushPopTransition: NSObject {
    /// The driver of drags that pop the pushed controller, returned as the interaction controller only while
    /// one of its drags is starting a pop (``PanToDismissDriver/wantsInteractiveDismissal``). Default `nil`.
    public var interactivePop: PanToDismissDriver?

    /// Creates a transition; override the `make…` methods to provide its animators.
    public override init() {
        super.init()
    }

    /// The animator for pushing `to` over `from`; `nil` (the default) uses UIKit's standard push.
    open func makePushAnimator(from: UIViewController, to: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        nil
    }

    /// The animator for popping `from` back to `to`; `nil` (the default) uses UIKit's standard pop.
    open func makePopAnimator(from: UIViewController, to: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        nil
    }

    /// The driver for an interactive pop of `controller`; default ``interactivePop``.
    open func popDriver(for controller: UIViewController) -> PanToDismissDriver? { interactivePop }

    /// The animator for `operation`: ``makePushAnimator(from:to:)`` or ``makePopAnimator(from:to:)``; `nil`
    /// for a pop the system's edge swipe drives (UIKit's standard interactive pop runs then).
    open func animationController(
        for operation: UINavigationController.Operation, from: UIViewController, to: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        switch operation {
        case .push:
            return makePushAnimator(from: from, to: to)
        case .pop:
            if let navigation = from.navigationController ?? to.navigationController,
                Self.isEdgeSwipeActive(in: navigation)
            {
                return nil
            }
            return makePopAnimator(from: from, to: to)
        default:
            return nil
        }
    }

    /// The pop driver, only while one of its drags is starting the pop (UIKit's rule: an interaction
    /// controller returned otherwise would make every programmatic pop wait for a finger).
    open func interactionController(popping controller: UIViewController)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        guard let driver = popDriver(for: controller), driver.wantsInteractiveDismissal else { return nil }
        return driver
    }

    /// Called once `controller`, pushed with this transition, is on screen (after the push's `didShow`, animated
    /// or not): install gestures on its view here. Default: nothing.
    open func pushDidEnd(_ controller: UIViewController, in navigationController: UINavigationController) {}

    /// Whether the system's swipe back is driving a pop in `navigationController`: the edge swipe
    /// (`interactivePopGestureRecognizer`) or, on iOS 26, the swipe from anywhere
    /// (`interactiveContentPopGestureRecognizer`).
    package static func isEdgeSwipeActive(in navigationController: UINavigationController) -> Bool {
        func isActive(_ recognizer: UIGestureRecognizer?) -> Bool {
            guard let state = recognizer?.state else { return false }
            return state == .began || state == .changed
        }
        return isActive(navigationController.interactivePopGestureRecognizer)
            || isActive(navigationController.contentPopGestureRecognizerIfAvailable)
    }
}
#endif
