#if os(Linux)
import Foundation

extension UIApplication {
    /// The app's life-cycle state (UIKit's `UIApplication.State`, iOS 4+).
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events (e.g. during a call or while switching apps).
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// Options for `open(_:options:completionHandler:)` (UIKit's `UIApplication.OpenExternalURLOptionsKey`).
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// A key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only universal links (iOS 10+).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Keys of the launch options dictionary (UIKit's `UIApplication.LaunchOptionsKey`).
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// A key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }

    /// Posted after the app became active.
    nonisolated public static let didBecomeActiveNotification = NSNotification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive.
    nonisolated public static let willResignActiveNotification = NSNotification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted after the app entered the background (iOS 4+).
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to leave the background (iOS 4+).
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted after launch (never on Linux: there is no launch).
    nonisolated public static let didFinishLaunchingNotification = NSNotification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// Posted on a memory warning (never on Linux).
    nonisolated public static let didReceiveMemoryWarningNotification = NSNotification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted before the app terminates (never on Linux).
    nonisolated public static let willTerminateNotification = NSNotification.Name(
        "UIApplicationWillTerminateNotification")
    /// Posted before the status bar frame changes (deprecated in iOS 13; never posted on Linux).
    nonisolated public static let willChangeStatusBarFrameNotification = NSNotification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar frame changed (deprecated in iOS 13; never posted on Linux).
    nonisolated public static let didChangeStatusBarFrameNotification = NSNotification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")
    /// Posted before the status bar orientation changes (deprecated in iOS 13; never posted on Linux).
    nonisolated public static let willChangeStatusBarOrientationNotification = NSNotification.Name(
        "UIApplicationWillChangeStatusBarOrientationNotification")
    /// Posted after the status bar orientation changed (deprecated in iOS 13; never posted on Linux).
    nonisolated public static let didChangeStatusBarOrientationNotification = NSNotification.Name(
        "UIApplicationDidChangeStatusBarOrientationNotification")
    /// Posted when the user takes a screenshot (never on Linux) (iOS 7+).
    nonisolated public static let userDidTakeScreenshotNotification = NSNotification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
    /// The URL string of the app's page in Settings (iOS 8+).
    nonisolated public static let openSettingsURLString = "app-settings:"
}

/// The app's delegate (UIKit's `UIApplicationDelegate`).
///
/// Every member is optional in UIKit; here each modelled one is a requirement with a default that does
/// what UIKit does when it is absent. `HeadlessApplication.simulateState(_:)` calls the life-cycle methods.
@preconcurrency @MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app's main window (UIKit: an optional property; the default stores nothing and answers `nil`).
    var window: UIWindow? { get set }
    /// Launch finished; answer `false` if the app cannot handle the launch options.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The app became active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app entered the background (iOS 4+).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to enter the foreground (iOS 4+).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The orientations the app supports in `window` (iOS 6+).
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
}

extension UIApplicationDelegate {
    /// Default when not implemented: no window.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Default when not implemented: `true`.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Default when not implemented: nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}

    /// Default when not implemented: nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}

    /// Default when not implemented: nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}

    /// Default when not implemented: nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}

    /// Default when not implemented: a sentinel that `supportedInterfaceOrientations(for:)` reads as absent.
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    { HeadlessApplication.notImplementedMask }
}
#endif
