#if os(Linux)
import Foundation

/// Manages a view hierarchy and its presentation (UIKit's `UIViewController`).
///
/// `present(_:animated:completion:)` and `dismiss(animated:completion:)` follow UIKit's call order
/// (docs/headless-uikit.md, "Presentation"): the delegate is consulted synchronously, the
/// transition starts on the next run-loop turn of `HeadlessClock.main`. Members are declared in the class
/// body so they can be overridden; the work happens in `UIViewController+*.swift` and `Presentation/`.
@preconcurrency @MainActor
open class UIViewController: UIResponder, @preconcurrency NSCoding, UIAppearanceContainer,
    UITraitEnvironment, UIContentContainer, UIFocusEnvironment
{
    var viewStorage: UIView?
    /// Backing storage of `navigationItem`, made on first use.
    var navigationItemStorage: UINavigationItem?
    weak var windowStorage: UIWindow?
    weak var parentStorage: UIViewController?
    var childStorage: [UIViewController] = []
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    var presentationControllerStorage: UIPresentationController?
    var appearanceState: HeadlessAppearanceState = .disappeared
    var appearanceAnimated = false
    var pendingIsAppearing = false
    var beingPresented = false
    var beingDismissed = false
    weak var activeTransition: HeadlessTransition?
    var reportedTraitCollection: UITraitCollection?
    var traitOverrides = HeadlessControllerTraitOverrides()
    private var additionalInsetsStorage: UIEdgeInsets = .zero
    private var preferredContentSizeStorage: CGSize = .zero
    private var nibNameStorage: String?
    private var nibBundleStorage: Bundle?
    var tabBarItemStorage: UITabBarItem?
    private var editingFlag = false

    /// A controller whose view is created by `loadView()` (nibs are not supported on Linux).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibNameStorage = nibNameOrNil
        nibBundleStorage = nibBundleOrNil
        super.init()
    }

    /// A controller without a nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Decoding is not supported on Linux: creates a plain controller.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Encoding is not supported on Linux: does nothing.
    open func encode(with coder: NSCoder) {}

    // MARK: - View

    /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set { installView(newValue) }
    }

    /// Creates the root view; the default makes a plain `UIView` the size of the screen.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called after the view was loaded; default does nothing.
    open func viewDidLoad() {}

    /// Loads the view if it is not loaded yet (iOS 9+).
    open func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil { installView(UIView(frame: UIScreen.main.bounds)) }
        viewDidLoad()
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { viewStorage != nil }

    /// The root view if loaded, without loading it (iOS 9+).
    open var viewIfLoaded: UIView? { viewStorage }

    /// A title for navigation UI (stored only).
    open var title: String?

    /// Whether the controller's view is in editing mode; setting it calls `setEditing(_:animated: false)`.
    /// Default `false`.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode; `UITableViewController` forwards it to its table view.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingFlag = editing
    }

    /// The controller's view's controller, else the parent (responder chain).
    open override var next: UIResponder? { viewStorage?.superview ?? parentStorage }

    // MARK: - Appearance

    /// Called before the view appears; default does nothing (overrides should call super).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once the appearing view is in the window and laid out, before `viewDidAppear` (iOS 13+).
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared; default does nothing.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears; default does nothing.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared; default does nothing.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view lays out its subviews; default does nothing.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews; default does nothing.
    open func viewDidLayoutSubviews() {}

    /// Starts an appearance transition by hand (containers); calls `viewWillAppear`/`viewWillDisappear`.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
    }

    /// Ends an appearance transition by hand; calls `viewDidAppear`/`viewDidDisappear`.
    open func endAppearanceTransition() { endAppearance() }

    /// Whether appearance callbacks are forwarded to children automatically; default `true`.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: - Presentation

    /// The controller this one presents, if any (iOS 5+).
    open var presentedViewController: UIViewController? { presentedStorage }

    /// The controller that presented this one (or an ancestor's presenter), if any (iOS 5+).
    open var presentingViewController: UIViewController? {
        presentingStorage ?? parentStorage?.presentingViewController
    }

    /// Whether this controller provides the presentation context for `.currentContext` styles; default `false`.
    open var definesPresentationContext: Bool = false

    /// Whether this controller provides the transition style for presentations in its context; default `false`.
    open var providesPresentationContextTransitionStyle: Bool = false

    /// Whether the controller is being presented (from `present` until the transition ends).
    open var isBeingPresented: Bool { beingPresented }

    /// Whether the controller is being dismissed (from `dismiss` until the transition ends).
    open var isBeingDismissed: Bool { beingDismissed }

    /// Whether the controller is being added to a parent: `true` during the appearance callbacks of a
    /// navigation push that adds it (other containment is not animated: `false`).
    open var isMovingToParent: Bool { headlessIsMovingToParent }

    /// Whether the controller is being removed from a parent: `true` during the appearance callbacks of a
    /// navigation pop that removes it.
    open var isMovingFromParent: Bool { headlessIsMovingFromParent }

    /// Presents a controller modally (see docs/headless-uikit.md for the exact call order).
    ///
    /// Ignored with a logged warning, as UIKit does, when this controller already presents one or a
    /// transition involving it is in flight, or when `viewControllerToPresent` is already presented.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        HeadlessPresentationDriver.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, or, when it presents none, this controller itself.
    ///
    /// Called while the presentation transition is still running, the dismissal waits until it ends.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        HeadlessPresentationDriver.dismiss(from: self, animated: flag, completion: completion)
    }

    /// The transition style of standard presentations; default `.coverVertical` (iOS 3+).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// The presentation style; default `.automatic` (a page sheet on iPhone) (iOS 3.2+).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Whether a non-full-screen presentation takes over status bar appearance; default `false` (iOS 7+).
    open var modalPresentationCapturesStatusBarAppearance: Bool = false

    /// Whether UIKit-driven interactive dismissal (e.g. a sheet swipe) is blocked; default `false` (iOS 13+).
    open var isModalInPresentation: Bool = false

    /// The delegate providing custom transition objects; held weakly, as in UIKit (iOS 7+).
    weak open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// The coordinator of the transition this controller (or its parent) takes part in; `nil` otherwise,
    /// and `nil` for non-animated transitions (iOS 7+).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { currentTransitionCoordinator }

    /// The presentation controller for this controller's (current or next) presentation, created lazily
    /// and cached until the presentation ends (iOS 8+).
    open var presentationController: UIPresentationController? { resolvedPresentationController }

    /// The popover presentation controller when the style is `.popover` (iOS 8+).
    open var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
    }

    /// The sheet presentation controller when the style is a sheet (`.pageSheet`, `.formSheet`,
    /// `.automatic`) (iOS 15+).
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The transition for the next presentation (iOS 18+; stored: only `.coverVertical`-style standard
    /// animations run, see docs/headless-uikit.md).
    open var preferredTransition: UIViewController.Transition?

    /// The preferred size of the content, in points; default zero. Setting it tells the parent or the
    /// presentation controller (`preferredContentSizeDidChange(forChildContentContainer:)`) (iOS 7+).
    open var preferredContentSize: CGSize {
        get { preferredContentSizeStorage }
        set {
            guard newValue != preferredContentSizeStorage else { return }
            preferredContentSizeStorage = newValue
            notifyPreferredContentSizeChange()
        }
    }

    // MARK: - Status bar, home indicator, system gestures and orientation (UIWindow+SystemAppearance)

    /// The status bar style this controller prefers; default `.default` (iOS 7+).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// Whether this controller hides the status bar; default `false`, but `true` in a vertically compact
    /// environment, as UIKit documents for apps linked against iOS 8 or later (iOS 7+).
    open var prefersStatusBarHidden: Bool { traitCollection.verticalSizeClass == .compact }

    /// How status bar hiding animates; default `.fade` (iOS 7+).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// Tells the system the status bar preferences changed; HeadlessUIKit resolves them whenever they are
    /// read, so this only has to exist (iOS 7+).
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// The child whose `preferredStatusBarStyle` decides instead of this controller's; default `nil` (iOS 7+).
    open var childForStatusBarStyle: UIViewController? { nil }

    /// The child whose `prefersStatusBarHidden` decides instead of this controller's; default `nil` (iOS 7+).
    open var childForStatusBarHidden: UIViewController? { nil }

    /// The child whose `preferredScreenEdgesDeferringSystemGestures` decides; default `nil` (iOS 11+).
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

    /// The edges where this controller's gestures take precedence over the system's; default none (iOS 11+).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }

    /// Tells the system the deferred edges changed (resolved when read, see above) (iOS 11+).
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

    /// The child whose `prefersHomeIndicatorAutoHidden` decides; default `nil` (iOS 11+).
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }

    /// Whether the home indicator may hide itself; default `false` (iOS 11+).
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    /// Tells the system the home-indicator preference changed (resolved when read) (iOS 11+).
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

    /// Whether the controller's interface may rotate; default `true` (deprecated in iOS 16) (iOS 6+).
    open var shouldAutorotate: Bool { true }

    /// The orientations this controller supports; default `.all` on a pad and `.allButUpsideDown` on a phone,
    /// as UIKit documents (iOS 6+).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        HeadlessDevice.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// The orientation to present in full screen; default: the window scene's current orientation (UIKit
    /// presents in the current orientation when this is not overridden) (iOS 6+).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        HeadlessWindowScene.shared.interfaceOrientation
    }

    /// Tells the system the supported orientations changed (resolved when read) (iOS 16+).
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    // MARK: - Nibs and storyboards (none on Linux)

    /// The nib name given at initialization (nibs are never loaded on Linux).
    open var nibName: String? { nibNameStorage }

    /// The bundle given at initialization.
    open var nibBundle: Bundle? { nibBundleStorage }

    /// The storyboard this controller came from: always `nil` (storyboards cannot be loaded on Linux) (iOS 5+).
    open var storyboard: UIStoryboard? { nil }

    // MARK: - Tab bars

    /// The item representing this controller in a tab bar, created on first access with the controller's
    /// `title` (iOS 2+).
    open var tabBarItem: UITabBarItem! {
        get { resolvedTabBarItem }
        set { tabBarItemStorage = newValue }
    }

    /// Whether a tab bar hides when this controller is pushed onto a navigation stack; default `false`
    /// (stored only: the tab bar stays).
    open var hidesBottomBarWhenPushed: Bool = false

    // MARK: - Containment

    /// The parent controller, if any.
    open var parent: UIViewController? { parentStorage }

    /// The child controllers.
    open var children: [UIViewController] { childStorage }

    /// Adds a child (calls `willMove(toParent:)`; call `didMove(toParent:)` after adding its view).
    open func addChild(_ childController: UIViewController) { attachChild(childController) }

    /// Removes this controller from its parent (calls `didMove(toParent: nil)`; call
    /// `willMove(toParent: nil)` first).
    open func removeFromParent() { detachFromParent() }

    /// Called before the parent changes; default does nothing.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the parent changed; default does nothing.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - Safe area and layout

    /// Extra safe-area insets for the root view and its descendants; default zero (iOS 11+).
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { additionalInsetsStorage }
        set {
            additionalInsetsStorage = newValue
            viewStorage?.safeAreaNeedsUpdate = true
            HeadlessSafeAreaCache.invalidate()
            viewStorage?.markNeedsLayout()
        }
    }

    /// Called after the root view's safe area changed; default does nothing (iOS 11+).
    open func viewSafeAreaInsetsDidChange() {}

    // MARK: - Traits and content container

    /// The traits: the window's, or the presentation controller's for a presented controller, with the
    /// presentation controller's `overrideTraitCollection` applied.
    open var traitCollection: UITraitCollection { resolvedTraitCollection }

    /// Called after the traits changed; default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// A child's preferred content size changed; default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// A child's fitting size changed; default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size for a child; default `parentSize`.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }

    /// The view is about to change size (rotation); the default forwards to children and to the presented
    /// controller's presentation controller. Overrides must call super.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        forwardViewWillTransition(to: size, with: coordinator)
    }

    /// The traits are about to change; the default forwards to children and the presented controller.
    /// Overrides must call super.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        forwardWillTransition(to: newCollection, with: coordinator)
    }
}
#endif
