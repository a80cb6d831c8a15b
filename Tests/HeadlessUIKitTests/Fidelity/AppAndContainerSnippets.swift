#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit

// UIKit code for the application, device and container-controller surface, written for real devices.
// The same text (with `import UIKit`) type-checks against Apple's iPhoneOS 16.5 SDK with 0 errors;
// AppAndContainerSnippetTests.swift runs it on HeadlessUIKit.

final class SnippetTabs: UITabBarController, UITabBarControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: UIImage(systemName: "house"), tag: 0)
        let second = UINavigationController(rootViewController: UIViewController())
        second.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        setViewControllers([first, second], animated: false)
        selectedIndex = 1
        selectedViewController = first
        tabBar.isTranslucent = true
        tabBar.items?.first?.badgeValue = "3"
        _ = moreNavigationController
    }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    { true }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    override var childForStatusBarStyle: UIViewController? { selectedViewController }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { false }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    override var childForStatusBarHidden: UIViewController? { nil }
    override var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var shouldAutorotate: Bool { false }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
}

final class SnippetPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
}

@MainActor func snippetPresent(_ content: UIViewController, from source: UIViewController, view: UIView) {
    if UIDevice.current.userInterfaceIdiom == .pad {
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = view
        content.popoverPresentationController?.sourceRect = view.bounds
        content.popoverPresentationController?.permittedArrowDirections = [.up, .down]
    }
    source.present(content, animated: true)
    source.setNeedsStatusBarAppearanceUpdate()
    source.setNeedsUpdateOfHomeIndicatorAutoHidden()
    source.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
}

@MainActor func snippetAppQueries() {
    let app = UIApplication.shared
    let key = app.windows.first { $0.isKeyWindow } ?? app.keyWindow
    _ = key?.windowScene?.statusBarManager?.statusBarFrame
    let scene = app.connectedScenes.filter { $0.activationState == .foregroundActive }
        .compactMap { $0 as? UIWindowScene }.first
    _ = scene?.windows.first
    _ = scene?.interfaceOrientation.isLandscape
    _ = app.statusBarFrame.height
    _ = app.statusBarOrientation.isPortrait
    _ = app.applicationState == .active
    app.isIdleTimerDisabled = true
    _ = app.userInterfaceLayoutDirection == .rightToLeft
    if let url = URL(string: UIApplication.openSettingsURLString) {
        app.open(url, options: [:], completionHandler: nil)
    }
    _ = app.sendAction(Selector(("resignFirstResponder")), to: nil, from: nil, for: nil)
    _ = UIApplication.value(forKeyPath: "shared") as? UIApplication
    let device = UIDevice.current
    device.beginGeneratingDeviceOrientationNotifications()
    _ = device.orientation.isFlat
    _ = device.systemVersion + device.systemName + device.model + device.name
    _ = device.isMultitaskingSupported
    device.endGeneratingDeviceOrientationNotifications()
    // Block observers must be removed (on Linux a leftover one on `.main` would deadlock a later post made
    // from the main actor: swift-corelibs-foundation waits for the main queue it is running on).
    let rotation = NotificationCenter.default.addObserver(
        forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main
    ) { _ in }
    let activation = NotificationCenter.default.addObserver(
        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
    ) { _ in }
    NotificationCenter.default.removeObserver(rotation)
    NotificationCenter.default.removeObserver(activation)
}

final class SnippetAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    func applicationDidEnterBackground(_ application: UIApplication) {}
}
#endif
