#if os(Linux)
import Foundation

/// A stack of view controllers under a navigation bar (UIKit's `UINavigationController`, iOS 2+).
///
/// Follows UIKit's model (docs/headless-uikit.md, "Navigation"): a push or pop changes `viewControllers` at
/// once (with `willMove(toParent:)`), and the visible change — the transition from the controller on screen
/// to the new top — runs on the next run-loop turn of `HeadlessClock.main` (UIKit defers it to the next
/// layout pass), so several changes in one turn make one transition. The delegate's
/// `navigationController(_:animationControllerFor:from:to:)` supplies a custom animator for animated
/// changes (the standard slide otherwise), with the same transition context and coordinator as
/// presentations. Appearance callbacks, the delegate's `willShow`/`didShow` and `didMove(toParent:)` follow
/// UIKit's logged order (see `HeadlessNavigationTransition`). A change requested while a transition runs is
/// queued and performed when it ends (a queued pop returns `nil`). `interactivePopGestureRecognizer` is a
/// leading-edge `UIScreenEdgePanGestureRecognizer` that pops interactively — never on the root, never while
/// a transition is pending or running.
@preconcurrency @MainActor open class UINavigationController: UIViewController {
    /// The logical stack (what `viewControllers` returns).
    var stackStorage: [UIViewController] = []
    /// The stack as of the last finished transition (restored when an interactive pop is cancelled).
    var shownStack: [UIViewController] = []
    /// The controller whose view is on screen (the `from` of the next transition).
    var shownController: UIViewController?
    /// Controllers removed from the stack whose `removeFromParent()` waits for the transition's end.
    var pendingRemovals: [UIViewController] = []
    /// Controllers added to the stack whose `didMove(toParent:)` waits for the transition's end.
    var pendingAdditions: [UIViewController] = []
    /// A deferred transition is scheduled for the next run-loop turn.
    var transitionScheduled = false
    /// Whether the deferred transition animates (the latest request's flag).
    var pendingAnimated = false
    /// The transition on screen, from its start until its end.
    var runningTransition: HeadlessNavigationTransition?
    /// Requests made while a transition ran, performed in order when it ends.
    var queuedRequests: [@MainActor () -> Void] = []
    /// The built-in edge-swipe pop's interaction controller while the swipe drives a pop.
    var edgeSwipeInteraction: UIPercentDrivenInteractiveTransition?
    var barHiddenStorage = false
    let barStorage: UINavigationBar
    let transitionView = HeadlessNavigationTransitionView()
    lazy var edgePan: UIScreenEdgePanGestureRecognizer = makeEdgePan()
    let edgePanRules = HeadlessInteractivePopRules()
    lazy var contentPan: UIPanGestureRecognizer = makeContentPan()
    let contentPanRules = HeadlessInteractiveContentPopRules()

    /// Creates a navigation controller with an empty stack (iOS 2+).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        barStorage = UINavigationBar()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller whose stack holds `rootViewController`, pushed without animation.
    public init(rootViewController: UIViewController) {
        barStorage = UINavigationBar()
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates a navigation controller with a custom bar class (a `UINavigationBar` subclass; `nil` or any
    /// other class gives a `UINavigationBar`); the toolbar class is ignored (no toolbar on Linux) (iOS 5+).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        barStorage = (navigationBarClass as? UINavigationBar.Type)?.init(frame: .zero) ?? UINavigationBar()
        super.init(nibName: nil, bundle: nil)
    }

    /// Decoding is not supported on Linux: creates an empty navigation controller.
    public required init?(coder aDecoder: NSCoder) {
        barStorage = UINavigationBar()
        super.init(coder: aDecoder)
    }

    // MARK: - Stack

    /// The stack, bottom first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stackStorage }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { stackStorage.last }

    /// The controller presented modally over the navigation controller or its top controller, else the top.
    open var visibleViewController: UIViewController? {
        var visible = presentedViewController ?? topViewController?.presentedViewController ?? topViewController
        while let presented = visible?.presentedViewController, presented !== visible { visible = presented }
        return visible
    }

    /// Pushes `viewController` (a slide, or the delegate's animator, when `animated`). Ignored with a logged
    /// warning, where UIKit raises an exception, when it is already in the stack, is a navigation controller,
    /// or has another parent.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if queueIfTransitioning({ [weak self] in self?.pushViewController(viewController, animated: animated) }) {
            return
        }
        guard !(viewController is UINavigationController) else {
            HeadlessDiagnostics.warn("Pushing a navigation controller is not supported")
            return
        }
        guard !stackStorage.containsIdentical(viewController) else {
            HeadlessDiagnostics.warn("Pushing the same view controller instance more than once is not supported")
            return
        }
        guard viewController.parent == nil || viewController.parent === self else {
            HeadlessDiagnostics.warn("Pushing a view controller that has another parent is not supported")
            return
        }
        replaceStack(with: stackStorage + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it; `nil` on the root, or when the pop is queued behind a running
    /// transition.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        if queueIfTransitioning({ [weak self] in self?.popViewController(animated: animated) }) { return nil }
        guard stackStorage.count > 1, let top = stackStorage.last else { return nil }
        replaceStack(with: Array(stackStorage.dropLast()), animated: animated)
        return top
    }

    /// Pops until `viewController` is on top; returns the popped controllers (bottom first), `[]` when it is
    /// already on top, `nil` when it is not in the stack or the pop is queued.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        if queueIfTransitioning({ [weak self] in _ = self?.popToViewController(viewController, animated: animated) }) {
            return nil
        }
        guard let index = stackStorage.firstIndex(where: { $0 === viewController }) else {
            HeadlessDiagnostics.warn("popToViewController(_:animated:) with a controller not in the stack")
            return nil
        }
        let popped = Array(stackStorage[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        replaceStack(with: Array(stackStorage[...index]), animated: animated)
        return popped
    }

    /// Pops all but the root; returns the popped controllers (bottom first), `nil` when queued or empty.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        if queueIfTransitioning({ [weak self] in _ = self?.popToRootViewController(animated: animated) }) {
            return nil
        }
        guard let root = stackStorage.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. Animated, it is a push when the new top was not in the stack, else a pop
    /// (UIKit's documented rule). Duplicates are dropped (the first one stays) and controllers that are
    /// navigation controllers or belong to another parent are skipped, each with a logged warning.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        if queueIfTransitioning({ [weak self] in self?.setViewControllers(viewControllers, animated: animated) }) {
            return
        }
        var accepted: [UIViewController] = []
        for controller in viewControllers {
            if accepted.containsIdentical(controller) || controller is UINavigationController
                || (controller.parent != nil && controller.parent !== self)
            {
                HeadlessDiagnostics.warn("setViewControllers(_:animated:) skipped an invalid or duplicate controller")
                continue
            }
            accepted.append(controller)
        }
        replaceStack(with: accepted, animated: animated)
    }

    /// Presents `vc` by pushing it (UIKit: `show(_:sender:)` on a navigation controller pushes) (iOS 8+).
    open func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    // MARK: - Bar

    /// The navigation bar.
    open var navigationBar: UINavigationBar { barStorage }

    /// Whether the navigation bar is hidden; default `false`. Children's safe area starts below a shown bar.
    open var isNavigationBarHidden: Bool {
        get { barHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar (HeadlessUIKit applies the change at once, also when `animated`; the
    /// children's safe area changes on the next layout pass).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHiddenStorage else { return }
        barHiddenStorage = hidden
        barStorage.isHidden = hidden
        invalidateChildrenSafeArea()
    }

    // MARK: - Delegate and gestures

    /// The delegate (held weakly).
    weak open var delegate: (any UINavigationControllerDelegate)?

    /// The leading-edge swipe that pops the top controller interactively (iOS 7+).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePan }

    /// The swipe back from anywhere in the content area (iOS 26): a horizontal drag toward the back that the
    /// edge swipe does not cover pops the top controller interactively, as the edge swipe does (only while
    /// `HeadlessDevice.systemVersion` is 26 or later). "This property
    /// should only be used to set up failure requirements with it" (the 26.2 SDK header).
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentPan }

    /// The running push or pop's coordinator (for the navigation controller and its children), else
    /// the inherited one.
    open override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        runningTransition?.visibleCoordinator ?? super.transitionCoordinator
    }

    // MARK: - System appearance

    /// While the bar shows, the navigation controller decides the status bar style itself (UIKit derives it
    /// from the bar); with the bar hidden, the top controller decides.
    open override var childForStatusBarStyle: UIViewController? { barHiddenStorage ? topViewController : nil }

    /// The top controller decides whether the status bar hides.
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    /// The top controller decides the home indicator (unconfirmed, see docs/headless-uikit.md).
    open override var childForHomeIndicatorAutoHidden: UIViewController? { topViewController }

    /// The top controller decides the deferred screen edges (unconfirmed).
    open override var childForScreenEdgesDeferringSystemGestures: UIViewController? { topViewController }

    // MARK: - View

    /// A view holding the children's container and the bar; the top controller's view is installed at once.
    open override func loadView() {
        let root = HeadlessNavigationView(frame: UIScreen.main.bounds)
        root.navigationController = self
        transitionView.frame = root.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(transitionView)
        root.addSubview(barStorage)
        root.addGestureRecognizer(edgePan)
        root.addGestureRecognizer(contentPan)
        view = root
        installTopWithoutTransition()
    }
}
#endif
