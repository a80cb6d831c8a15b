#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension UIViewController {
    /// The nearest navigation controller among this controller's parents, with the controller of its stack that
    /// contains this one (this controller itself, or the ancestor that is the navigation controller's child);
    /// `nil` outside a navigation controller. Found through `parent` only, as UIKit's `navigationController` is.
    package var navigationStackEntry: (navigation: UINavigationController, controller: UIViewController)? {
        var current: UIViewController = self
        while let parent = current.parent {
            if let navigation = parent as? UINavigationController { return (navigation, current) }
            current = parent
        }
        return nil
    }
}

extension UINavigationController {
    /// Uses `transition` for a controller someone else pushes or has pushed — SwiftUI's `NavigationStack`,
    /// which calls `pushViewController(_:animated:)` itself — through the same forwarding delegate as
    /// `pushViewController(_:using:animated:)`, installed in front of the current delegate if it is not the
    /// delegate (again) yet.
    ///
    /// What it changes depends on when it is called:
    /// - before the push's animator is asked for: the push and the pop that removes `controller` use it;
    /// - during the push (another animator already runs it): the pop, and the drag that pops once the push ends;
    /// - after the push: the pop, and the drag that pops, installed now.
    ///
    /// A controller that already has a transition keeps it (calling this again on each appearance is harmless):
    /// the one kept is returned.
    @discardableResult
    package func adoptTransition(_ transition: PushPopTransition, for controller: UIViewController)
        -> PushPopTransition
    {
        let proxy = NavigationDelegateProxy.install(on: self)
        if let existing = proxy.transition(for: controller) { return existing }
        // Arrived: on top and in the window with no transition running. Otherwise its arrival is still to come
        // (a push not started or running; a screen above it), and `didShow` ends it as for a push of ours.
        let settled =
            topViewController === controller && controller.viewIfLoaded?.window != nil && transitionCoordinator == nil
        proxy.register(transition, for: controller, wasInStack: settled)
        if settled { transition.pushDidEnd(controller, in: self) }
        return transition
    }
}

/// An invisible child controller that adopts a push transition for the screen it is in, each time it joins a
/// parent or appears (``UINavigationController/adoptTransition(_:for:)``): the UIKit half of SwiftUI's
/// `transitionsNavigationZoom(sourceID:in:options:)`, placed inside the destination's hosting controller.
@MainActor package final class NavigationTransitionAnchor: UIViewController {
    /// Makes the transition, once per screen (the first time one is needed).
    private let makeTransition: @MainActor () -> PushPopTransition
    /// The transition adopted for the screen, if any yet.
    package private(set) weak var adopted: PushPopTransition?

    /// Creates an anchor whose screen gets `makeTransition()`'s transition.
    package init(makeTransition: @escaping @MainActor () -> PushPopTransition) {
        self.makeTransition = makeTransition
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    package override func viewDidLoad() {
        super.viewDidLoad()
        view.isUserInteractionEnabled = false
        view.isHidden = true
    }

    package override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        adopt()
    }

    package override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        adopt()
    }

    /// Adopts the transition for the screen of the nearest navigation controller, if it is in one.
    package func adopt() {
        guard let (navigation, screen) = navigationStackEntry else { return }
        let transition = adopted ?? makeTransition()
        adopted = navigation.adoptTransition(transition, for: screen)
    }
}
#endif
