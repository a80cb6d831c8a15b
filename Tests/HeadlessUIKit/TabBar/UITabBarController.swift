#if os(Linux)
import Foundation

/// A container showing one of several child controllers, chosen with a tab bar (UIKit's
/// `UITabBarController`, iOS 2+).
///
/// Every controller in `viewControllers` is a child (added with `addChild`/`didMove(toParent:)` when set);
/// only the selected one's view is installed, filling the controller's view under the translucent bar.
/// A switch is immediate, in UIKit's order while on screen: `to.viewWillAppear`, `from.viewWillDisappear`,
/// `from.viewDidDisappear`, `to.viewDidAppear` (the order logged by pgzxc.github.io, "UITabBarViewController
/// 控制器加载"). Programmatic selection (`selectedIndex`, `selectedViewController`) never calls the delegate;
/// a user's tap (`tabBar.simulateTap(onItemAt:)`) asks `shouldSelect` and reports `didSelect`, as UIKit
/// documents. The children's bottom safe-area inset includes the bar's height while it shows.
@preconcurrency @MainActor open class UITabBarController: UIViewController, UITabBarDelegate {
    var tabControllers: [UIViewController]?
    var selectedStorage: Int = NSNotFound
    let barStorage = UITabBar()
    let tabContainer = HeadlessTabContainerView()
    lazy var moreNavigationStorage = UINavigationController()

    /// Creates a tab bar controller without tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        barStorage.owningTabBarController = self
        barStorage.delegate = self
    }

    /// Decoding is not supported on Linux: creates a tab bar controller without tabs.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        barStorage.owningTabBarController = self
        barStorage.delegate = self
    }

    /// The tabs' root controllers, leading first; default `nil`. Setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { tabControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. The previously selected controller stays selected when it is still there, else the
    /// one at the same index, else the first (UIKit's documented rule). Duplicates and controllers with
    /// another parent are skipped with a logged warning (UIKit raises). The animation is not modelled.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        replaceTabs(with: viewControllers)
    }

    /// The selected tab's controller; `nil` without tabs. Setting a controller that is not in
    /// `viewControllers` is ignored with a logged warning (UIKit raises). No delegate call.
    open var selectedViewController: UIViewController? {
        get { tabControllers.flatMap { $0.indices.contains(selectedStorage) ? $0[selectedStorage] : nil } }
        set {
            guard let newValue else { return }
            guard let index = tabControllers?.firstIndex(where: { $0 === newValue }) else {
                HeadlessDiagnostics.warn(
                    "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar "
                        + "controller's list of view controllers can be selected.")
                return
            }
            select(index: index)
        }
    }

    /// The selected tab's index; `NSNotFound` without tabs. An index out of range is ignored, as UIKit
    /// ignores it. No delegate call.
    open var selectedIndex: Int {
        get { selectedStorage }
        set {
            guard let tabs = tabControllers, tabs.indices.contains(newValue) else { return }
            select(index: newValue)
        }
    }

    /// The navigation controller UIKit uses for a "More" tab. HeadlessUIKit shows every tab directly (no
    /// "More" tab, whatever the count), so this controller is empty and never shown.
    open var moreNavigationController: UINavigationController { moreNavigationStorage }

    /// The controllers the user may rearrange (stored only: customizing is not modelled).
    open var customizableViewControllers: [UIViewController]?

    /// The tab bar (iOS 3+).
    open var tabBar: UITabBar { barStorage }

    /// The delegate (held weakly).
    weak open var delegate: (any UITabBarControllerDelegate)?

    /// The tab bar's selection: a user's tap was handled before this is called (UITabBarDelegate).
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    /// The selected controller decides the status bar style.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }

    /// The selected controller decides whether the status bar hides.
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    /// The selected controller decides the home indicator (unconfirmed, see docs/headless-uikit.md).
    open override var childForHomeIndicatorAutoHidden: UIViewController? { selectedViewController }

    /// The selected controller decides the deferred screen edges (unconfirmed).
    open override var childForScreenEdgesDeferringSystemGestures: UIViewController? { selectedViewController }

    /// The delegate's answer, else the selected controller's, else the default.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if let answer = delegate?.tabBarControllerSupportedInterfaceOrientations(self),
            answer != HeadlessApplication.notImplementedMask
        {
            return answer
        }
        return selectedViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }

    /// The delegate's answer, else the selected controller's, else the default.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        if let answer = delegate?.tabBarControllerPreferredInterfaceOrientationForPresentation(self),
            answer != .unknown
        {
            return answer
        }
        return selectedViewController?.preferredInterfaceOrientationForPresentation
            ?? super.preferredInterfaceOrientationForPresentation
    }

    /// A view holding the children's container and the bar; the selected controller's view is installed.
    open override func loadView() {
        let root = HeadlessTabBarControllerView(frame: UIScreen.main.bounds)
        root.tabBarController = self
        tabContainer.frame = root.bounds
        tabContainer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(tabContainer)
        root.addSubview(barStorage)
        view = root
        if let selected = selectedViewController { install(selected) }
    }
}
#endif
