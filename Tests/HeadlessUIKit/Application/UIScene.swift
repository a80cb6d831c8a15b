#if os(Linux)
import Foundation

/// A scene of the app (UIKit's `UIScene`, iOS 13+). HeadlessUIKit models one: the window scene holding all
/// windows (`UIApplication.shared.connectedScenes`); scenes cannot be created or connected.
@preconcurrency @MainActor open class UIScene: UIResponder {
    /// The scene's title (stored only).
    open var title: String!

    /// The scene's state, following the app's (`HeadlessApplication.simulateState(_:)`): active →
    /// `.foregroundActive`, inactive → `.foregroundInactive`, background → `.background`.
    open var activationState: UIScene.ActivationState {
        switch UIApplication.shared.applicationState {
        case .active: return .foregroundActive
        case .inactive: return .foregroundInactive
        case .background: return .background
        }
    }

    override init() {
        super.init()
    }
}

extension UIScene {
    /// Where a scene is in its life cycle (UIKit's `UIScene.ActivationState`).
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen, receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// Posted when a scene becomes active (never on Linux).
    nonisolated public static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to resign active (never on Linux).
    nonisolated public static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")
}

/// A scene holding windows (UIKit's `UIWindowScene`, iOS 13+): the single scene of the HeadlessUIKit app.
@preconcurrency @MainActor open class UIWindowScene: UIScene {
    let statusBarManagerStorage = UIStatusBarManager()

    /// The screen showing the scene: `UIScreen.main`.
    open var screen: UIScreen { UIScreen.main }

    /// The interface orientation: portrait while the key window (else the screen) is taller than wide;
    /// otherwise the landscape matching the simulated device (`UIDeviceOrientation.landscapeLeft` →
    /// `.landscapeRight` and vice versa), `.landscapeRight` when the device is not on its side.
    open var interfaceOrientation: UIInterfaceOrientation {
        let size = (HeadlessWindows.currentKeyWindow?.bounds ?? UIScreen.main.bounds).size
        guard size.width > size.height else { return .portrait }
        return HeadlessDevice.orientation == .landscapeRight ? .landscapeLeft : .landscapeRight
    }

    /// The scene's coordinate space (the screen's).
    open var coordinateSpace: any UICoordinateSpace { UIScreen.main.coordinateSpace }

    /// The scene's traits (the screen's).
    open var traitCollection: UITraitCollection { UIScreen.main.traitCollection }

    /// The scene's windows: `UIApplication.shared.windows`.
    open var windows: [UIWindow] { HeadlessWindows.knownWindows }

    /// The scene's key window (iOS 15+).
    open var keyWindow: UIWindow? { HeadlessWindows.currentKeyWindow }

    /// Whether the scene fills the screen: `true`.
    open var isFullScreen: Bool { true }

    /// The scene's status bar.
    open var statusBarManager: UIStatusBarManager? { statusBarManagerStorage }
}

/// The single window scene.
@MainActor enum HeadlessWindowScene {
    static let shared = UIWindowScene()
}

/// The status bar of a window scene (UIKit's `UIStatusBarManager`, iOS 13+), as the key window shows it.
///
/// Values are resolved from the controllers each time they are read (UIKit re-reads them at
/// `setNeedsStatusBarAppearanceUpdate()` and at transitions; reading live gives the same answer once those
/// have happened).
@preconcurrency @MainActor open class UIStatusBarManager: NSObject {
    /// The style the deciding controller prefers (`UIWindow.headlessStatusBarStyleController`); `.default`
    /// without a key window.
    open var statusBarStyle: UIStatusBarStyle { HeadlessWindows.currentKeyWindow?.headlessStatusBarStyle ?? .default }

    /// Whether the deciding controller hides the status bar; `true` without a key window.
    open var isStatusBarHidden: Bool { HeadlessWindows.currentKeyWindow?.headlessIsStatusBarHidden ?? true }

    /// The status bar's frame in screen coordinates: the key window's width by its top safe-area inset
    /// (`UIWindow.simulatedSafeAreaInsets.top`), at the top of the screen; `.zero` while hidden.
    open var statusBarFrame: CGRect {
        guard let window = HeadlessWindows.currentKeyWindow, !window.headlessIsStatusBarHidden else { return .zero }
        return CGRect(x: 0, y: 0, width: window.bounds.width, height: window.safeAreaInsets.top)
    }
}
#endif
