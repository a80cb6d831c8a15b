#if os(Linux)
import Foundation

/// Linux-only: the simulated app behind `UIApplication.shared` — its life-cycle state and what it records
/// instead of doing.
///
/// Shared by all tests: a test that changes the state or the answers restores them (`reset()`).
@MainActor public enum HeadlessApplication {
    /// URLs passed to `UIApplication.open(_:options:completionHandler:)`, oldest first (never opened).
    public static var openedURLs: [URL] = []

    /// Actions passed to `UIApplication.sendAction(_:to:from:for:)`, oldest first (never performed).
    public static var sentActions: [Selector] = []

    /// What `canOpenURL(_:)` and the `open` completion answer; default `false` (nothing handles URLs).
    public static var canOpenURLs = false

    /// The mask the delegate's default `application(_:supportedInterfaceOrientationsFor:)` returns, read as
    /// "not implemented" (no real mask has this bit).
    nonisolated public static let notImplementedMask = UIInterfaceOrientationMask(rawValue: 1 << 63)

    /// Moves the app to `state` the way UIKit does, one step at a time, posting each notification after
    /// calling the delegate (as UIKit does) and updating the window scene's `activationState`:
    /// - active → inactive: `applicationWillResignActive`, `willResignActiveNotification`;
    /// - inactive → background: `applicationDidEnterBackground`, `didEnterBackgroundNotification`;
    /// - background → inactive: `applicationWillEnterForeground`, `willEnterForegroundNotification`;
    /// - inactive → active: `applicationDidBecomeActive`, `didBecomeActiveNotification`.
    ///
    /// Active → background passes through inactive, and background → active too. The same state does nothing.
    public static func simulateState(_ target: UIApplication.State) {
        let app = UIApplication.shared
        while app.stateStorage != target {
            switch (app.stateStorage, target) {
            case (.active, _):
                app.stateStorage = .inactive
                app.delegate?.applicationWillResignActive(app)
                post(UIApplication.willResignActiveNotification)
            case (.inactive, .background):
                app.stateStorage = .background
                app.delegate?.applicationDidEnterBackground(app)
                post(UIApplication.didEnterBackgroundNotification)
            case (.inactive, _):
                app.stateStorage = .active
                app.delegate?.applicationDidBecomeActive(app)
                post(UIApplication.didBecomeActiveNotification)
            case (.background, _):
                app.stateStorage = .inactive
                app.delegate?.applicationWillEnterForeground(app)
                post(UIApplication.willEnterForegroundNotification)
            }
        }
    }

    /// Back to an active app with nothing recorded and URLs that cannot be opened.
    public static func reset() {
        simulateState(.active)
        openedURLs = []
        sentActions = []
        canOpenURLs = false
    }

    private static func post(_ name: NSNotification.Name) {
        NotificationCenter.default.post(name: name, object: UIApplication.shared)
    }
}
#endif
