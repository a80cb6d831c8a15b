#if os(Linux)
import Foundation

/// The app (UIKit's `UIApplication`, iOS 2+): one shared instance whose windows are the windows shown on
/// the HeadlessUIKit runtime.
///
/// - `windows` are the windows shown with `makeKeyAndVisible()` (or unhidden) that are still alive, hidden
///   ones included, back to front by `windowLevel`; `keyWindow` is the window made key last (when it is
///   hidden, the front-most visible window takes over).
/// - The status bar is the key window's: its height is the window's top safe-area inset
///   (`UIWindow.simulatedSafeAreaInsets.top`), its style and visibility are what the controllers answer
///   (`UIWindow.headlessStatusBarStyleController`), and its frame is zero while hidden.
/// - `applicationState` starts `.active`; `HeadlessApplication.simulateState(_:)` moves it with UIKit's
///   notifications and delegate calls. URLs are recorded in `HeadlessApplication.openedURLs`, never opened;
///   `sendAction(_:to:from:for:)` is recorded and answers `false` (Linux cannot perform selectors).
@preconcurrency @MainActor open class UIApplication: UIResponder {
    static let singleton = UIApplication()
    var stateStorage: UIApplication.State = .active
    private var ignoringRequests = 0

    /// The app.
    open class var shared: UIApplication { singleton }

    /// The app's delegate (held weakly here; UIKit keeps an unsafe unowned reference).
    weak open var delegate: (any UIApplicationDelegate)?

    /// Starts ignoring touches; calls nest (deprecated in iOS 13; counted only: simulated touches are
    /// still delivered).
    open func beginIgnoringInteractionEvents() {
        ignoringRequests += 1
    }

    /// Balances one `beginIgnoringInteractionEvents()` (deprecated in iOS 13).
    open func endIgnoringInteractionEvents() {
        ignoringRequests = max(ignoringRequests - 1, 0)
    }

    /// Whether more `begin…` than `end…` calls were made (deprecated in iOS 13).
    open var isIgnoringInteractionEvents: Bool { ignoringRequests > 0 }

    /// Whether the idle timer (auto-lock) is disabled; default `false` (stored only).
    open var isIdleTimerDisabled: Bool = false

    /// Whether a URL could be opened: `HeadlessApplication.canOpenURLs` (default `false`) (iOS 3+).
    open func canOpenURL(_ url: URL) -> Bool { HeadlessApplication.canOpenURLs }

    /// Records `url` in `HeadlessApplication.openedURLs` (nothing is opened); the completion gets
    /// `HeadlessApplication.canOpenURLs` on the next run-loop turn, as UIKit calls it asynchronously
    /// (iOS 10+).
    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        HeadlessApplication.openedURLs.append(url)
        let success = HeadlessApplication.canOpenURLs
        guard let completion else { return }
        HeadlessClock.main.schedule(after: 0) { completion(success) }
    }

    /// The key window (deprecated in iOS 13, still common).
    open var keyWindow: UIWindow? { HeadlessWindows.currentKeyWindow }

    /// The app's windows, visible and hidden, back to front (deprecated in iOS 15).
    open var windows: [UIWindow] { HeadlessWindows.knownWindows }

    /// Sends an action message: recorded in `HeadlessApplication.sentActions` and answered `false`, since
    /// Linux cannot perform selectors (UIKit answers whether a responder handled it).
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        HeadlessApplication.sentActions.append(action)
        return false
    }

    /// The key window's resolved status bar style (deprecated in iOS 13).
    open var statusBarStyle: UIStatusBarStyle { HeadlessWindowScene.shared.statusBarManagerStorage.statusBarStyle }

    /// Whether the key window's status bar is hidden (deprecated in iOS 13).
    open var isStatusBarHidden: Bool { HeadlessWindowScene.shared.statusBarManagerStorage.isStatusBarHidden }

    /// The interface orientation of the window scene (deprecated in iOS 13).
    open var statusBarOrientation: UIInterfaceOrientation { HeadlessWindowScene.shared.interfaceOrientation }

    /// The status bar's frame in screen coordinates (deprecated in iOS 13): the key window's width by its
    /// top safe-area inset, zero while hidden or without a key window.
    open var statusBarFrame: CGRect { HeadlessWindowScene.shared.statusBarManagerStorage.statusBarFrame }

    /// The orientations the app supports in `window`: the delegate's answer when it implements
    /// `application(_:supportedInterfaceOrientationsFor:)`, else `.all` on a pad and `.allButUpsideDown` on a
    /// phone (the Info.plist defaults of Xcode's templates) (iOS 6+).
    open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        if let answer = delegate?.application(self, supportedInterfaceOrientationsFor: window),
            answer != HeadlessApplication.notImplementedMask
        {
            return answer
        }
        return HeadlessDevice.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// The app's badge number; default 0 (stored only).
    open var applicationIconBadgeNumber: Int = 0

    /// Whether shaking offers undo; default `true` (stored only) (iOS 3+).
    open var applicationSupportsShakeToEdit: Bool = true

    /// Where the app is in its life cycle: `.active` unless `HeadlessApplication.simulateState(_:)` moved it
    /// (iOS 4+).
    open var applicationState: UIApplication.State { stateStorage }

    /// The layout direction of the interface: left to right (HeadlessUIKit does not model right-to-left
    /// layout) (iOS 5+).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The text size the user chose: the screen's `preferredContentSizeCategory` (`.large` unless
    /// `UIScreen.simulatePreferredContentSizeCategory(_:)` changed it) (iOS 7+).
    open var preferredContentSizeCategory: UIContentSizeCategory {
        UIScreen.main.traitCollection.preferredContentSizeCategory
    }

    /// The app's scenes: the one window scene holding every window (iOS 13+).
    open var connectedScenes: Set<UIScene> { [HeadlessWindowScene.shared] }

    /// Whether the app supports several scenes: `false` (one scene is modelled) (iOS 13+).
    open var supportsMultipleScenes: Bool { false }

    /// Asks for remote notifications: nothing happens on Linux (iOS 8+).
    open func registerForRemoteNotifications() {}

    /// Whether the app is registered for remote notifications: `false` (iOS 8+).
    open var isRegisteredForRemoteNotifications: Bool { false }

    /// Key-value coding on the class object, as Objective-C allows: the keys "shared" and
    /// "sharedApplication" answer `UIApplication.shared` (the trick app-extension-safe libraries use);
    /// others answer `nil` and log a warning, where Objective-C raises `NSUnknownKeyException`.
    open class func value(forKey key: String) -> Any? {
        guard key == "shared" || key == "sharedApplication" else {
            HeadlessDiagnostics.warn("[UIApplication valueForUndefinedKey:]: not key value coding-compliant for \(key)")
            return nil
        }
        return shared
    }

    /// Key-value coding along a key path on the class object: the first key as `value(forKey:)`; a
    /// longer path answers `nil`.
    open class func value(forKeyPath keyPath: String) -> Any? {
        keyPath.contains(".") ? nil : value(forKey: keyPath)
    }
}

/// The layout direction of the whole interface (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
#endif
