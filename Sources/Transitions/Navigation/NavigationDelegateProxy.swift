#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The navigation controller's delegate while ``PushPopTransition``s are in use, standing in front of the
/// app's own delegate (``appDelegate``), which keeps receiving every call: `willShow` and `didShow` always,
/// the animator and interaction questions for every push and pop no transition handles, and — on Apple
/// platforms — any other optional method it implements (`responds(to:)` / `forwardingTarget(for:)`).
///
/// One proxy per navigation controller, owned by the navigation controller itself through the Objective-C
/// runtime's associated objects (`objc_setAssociatedObject`; HeadlessUIKit provides the same functions on Linux,
/// released with the object as on iOS): UIKit holds delegates weakly, and nothing process-wide holds a proxy or
/// a transition. Each transition is owned the same way by its pushed controller, from the push until a pop that
/// removed it has finished (or the controller is gone); the proxy only points at it. Releasing a navigation
/// controller with zoom-pushed screens therefore releases its proxy, its controllers, their transitions and what
/// their source providers capture.
@MainActor final class NavigationDelegateProxy: NSObject, UINavigationControllerDelegate {
    private struct Entry {
        weak var controller: UIViewController?
        weak var transition: PushPopTransition?
        var wasInStack: Bool
    }

    /// The key of the proxy on its navigation controller and of a transition on its pushed controller.
    private static var proxyKey: UInt8 = 0
    private static var transitionKey: UInt8 = 0

    /// The delegate the app set, forwarded to (held weakly, as UIKit holds delegates).
    weak var appDelegate: (any UINavigationControllerDelegate)? {
        didSet { forwardTarget = appDelegate }
    }
    /// The same object for the Objective-C runtime's nonisolated forwarding questions (below).
    private nonisolated(unsafe) weak var forwardTarget: AnyObject?
    private var entries: [Entry] = []
    /// The animator handed out last, with the transition and controller it belongs to (for the interaction
    /// controller question that follows).
    private weak var lastAnimator: AnyObject?
    private weak var lastPopped: UIViewController?
    private weak var lastTransition: PushPopTransition?

    /// The proxy of `navigation`, installed in front of its current delegate if it is not the delegate yet.
    static func install(on navigation: UINavigationController) -> NavigationDelegateProxy {
        let proxy: NavigationDelegateProxy
        if let existing = objc_getAssociatedObject(navigation, &proxyKey) as? NavigationDelegateProxy {
            proxy = existing
        } else {
            proxy = NavigationDelegateProxy()
            objc_setAssociatedObject(navigation, &proxyKey, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        if navigation.delegate !== proxy {
            proxy.appDelegate = navigation.delegate
            navigation.delegate = proxy
        }
        return proxy
    }

    /// Uses `transition` for `controller`'s push and for the pop that removes it.
    /// `wasInStack`: `controller` already finished arriving (a transition adopted after its push), so the next
    /// `didShow` does not call ``PushPopTransition/pushDidEnd(_:in:)`` for it again.
    func register(_ transition: PushPopTransition, for controller: UIViewController, wasInStack: Bool = false) {
        entries.removeAll { $0.controller == nil || $0.transition == nil || $0.controller === controller }
        objc_setAssociatedObject(controller, &Self.transitionKey, transition, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        entries.append(Entry(controller: controller, transition: transition, wasInStack: wasInStack))
    }

    /// The transition registered for `controller`, if any.
    func transition(for controller: UIViewController) -> PushPopTransition? {
        entries.first { $0.controller === controller }?.transition
    }

    /// The number of transitions kept (for tests of lifetimes).
    var transitionCount: Int { entries.count }

    /// Forgets transitions whose controller left the stack (or is gone).
    private func prune(_ navigation: UINavigationController) {
        let stack = navigation.viewControllers
        entries = entries.compactMap { entry in
            guard let controller = entry.controller, entry.transition != nil else { return nil }
            var entry = entry
            if stack.contains(where: { $0 === controller }) {
                entry.wasInStack = true
            } else if entry.wasInStack {
                objc_setAssociatedObject(controller, &Self.transitionKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                return nil
            }
            return entry
        }
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        NavigationDelegateCalls.willShow(appDelegate, navigationController, viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        let arrived = entries.first { $0.controller === viewController && !$0.wasInStack }?.transition
        prune(navigationController)
        arrived?.pushDidEnd(viewController, in: navigationController)
        NavigationDelegateCalls.didShow(appDelegate, navigationController, viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let key = operation == .push ? toVC : fromVC
        lastAnimator = nil
        if let transition = transition(for: key),
            let animator = transition.animationController(for: operation, from: fromVC, to: toVC)
        {
            lastAnimator = animator
            lastPopped = operation == .pop ? fromVC : nil
            lastTransition = transition
            return animator
        }
        return NavigationDelegateCalls.animationController(
            appDelegate, navigationController, operation, from: fromVC, to: toVC)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        if let mine = lastAnimator, mine === animationController {
            lastAnimator = nil
            guard let popped = lastPopped, let transition = lastTransition else { return nil }
            return transition.interactionController(popping: popped)
        }
        return NavigationDelegateCalls.interactionController(appDelegate, navigationController, animationController)
    }

    // Only on iOS (docs/architecture.md, "Code that only runs on iOS"): UIKit asks the Objective-C runtime which
    // optional methods the delegate implements. HeadlessUIKit's delegate protocol has no other methods than the
    // four above, which this proxy forwards itself.
    #if canImport(UIKit)
    /// Answers for the app's delegate too, so UIKit calls the optional methods only it implements.
    override nonisolated func responds(to aSelector: Selector!) -> Bool {
        if super.responds(to: aSelector) { return true }
        return forwardTarget?.responds(to: aSelector) ?? false
    }

    /// Sends the optional methods this proxy does not implement to the app's delegate.
    override nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let target = forwardTarget, target.responds(to: aSelector) { return target }
        return super.forwardingTarget(for: aSelector)
    }
    #endif
}
#endif
