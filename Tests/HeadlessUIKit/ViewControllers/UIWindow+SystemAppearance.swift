#if os(Linux)
import Foundation

/// Which controller UIKit asks about the status bar, the home indicator and deferred system gestures.
///
/// Rules, from Apple's documentation of `modalPresentationCapturesStatusBarAppearance` and the
/// `childFor…` properties:
/// 1. Start at the window's root controller.
/// 2. Walk the presented controllers from there (a controller presented from a descendant in a
///    `…CurrentContext` presentation counts too). A presented controller takes over when it is presented
///    `.fullScreen`; for the status bar also when its `modalPresentationCapturesStatusBarAppearance` is
///    `true`. Others (sheets, `.overFullScreen`, `.custom`) leave the decision where it was.
/// 3. From the controller that took over last, follow the `childFor…` property while it names another
///    controller (a cycle or a chain longer than 64 stops at the last new controller).
@MainActor enum HeadlessSystemAppearance {
    @MainActor enum Query {
        case statusBarStyle, statusBarHidden, homeIndicator, screenEdges

        func child(of controller: UIViewController) -> UIViewController? {
            switch self {
            case .statusBarStyle: return controller.childForStatusBarStyle
            case .statusBarHidden: return controller.childForStatusBarHidden
            case .homeIndicator: return controller.childForHomeIndicatorAutoHidden
            case .screenEdges: return controller.childForScreenEdgesDeferringSystemGestures
            }
        }

        func takesOver(_ presented: UIViewController) -> Bool {
            if presented.modalPresentationStyle == .fullScreen { return true }
            switch self {
            case .statusBarStyle, .statusBarHidden: return presented.modalPresentationCapturesStatusBarAppearance
            case .homeIndicator, .screenEdges: return false
            }
        }
    }

    static func decider(in window: UIWindow, for query: Query) -> UIViewController? {
        guard let root = window.rootViewController else { return nil }
        var owner = root
        var presenter = root
        var steps = 0
        while let presented = presentedController(from: presenter), steps < 64 {
            if query.takesOver(presented) { owner = presented }
            presenter = presented
            steps += 1
        }
        var decider = owner
        var visited: [UIViewController] = [owner]
        while let child = query.child(of: decider), !visited.containsIdentical(child), visited.count < 64 {
            decider = child
            visited.append(child)
        }
        return decider
    }

    /// The controller `controller` presents, or one a descendant presents (current-context presentations).
    private static func presentedController(from controller: UIViewController) -> UIViewController? {
        if let presented = controller.presentedStorage { return presented }
        for child in controller.childStorage {
            if let presented = presentedController(from: child) { return presented }
        }
        return nil
    }
}

extension UIWindow {
    /// Linux-only: the controller whose `preferredStatusBarStyle` UIKit uses for this window (rules on
    /// `HeadlessSystemAppearance`); `nil` without a root controller.
    public var headlessStatusBarStyleController: UIViewController? {
        HeadlessSystemAppearance.decider(in: self, for: .statusBarStyle)
    }

    /// Linux-only: the controller whose `prefersStatusBarHidden` UIKit uses for this window.
    public var headlessStatusBarHiddenController: UIViewController? {
        HeadlessSystemAppearance.decider(in: self, for: .statusBarHidden)
    }

    /// Linux-only: the controller whose `prefersHomeIndicatorAutoHidden` UIKit uses for this window.
    public var headlessHomeIndicatorAutoHiddenController: UIViewController? {
        HeadlessSystemAppearance.decider(in: self, for: .homeIndicator)
    }

    /// Linux-only: the controller whose `preferredScreenEdgesDeferringSystemGestures` UIKit uses.
    public var headlessScreenEdgesDeferringSystemGesturesController: UIViewController? {
        HeadlessSystemAppearance.decider(in: self, for: .screenEdges)
    }

    /// Linux-only: the status bar style this window shows (`.default` without a root controller).
    public var headlessStatusBarStyle: UIStatusBarStyle {
        headlessStatusBarStyleController?.preferredStatusBarStyle ?? .default
    }

    /// Linux-only: whether this window hides the status bar (`false` without a root controller).
    public var headlessIsStatusBarHidden: Bool { headlessStatusBarHiddenController?.prefersStatusBarHidden ?? false }
}
#endif
