#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions

/// A phone-sized window on HeadlessUIKit for the UIKit-layer benchmarks: 393 × 852 pt, safe area 59 pt at
/// the top and 34 pt at the bottom (an iPhone 15-like screen), a root controller, the virtual clock at rest.
@MainActor final class BenchStage {
    /// One display frame at the clock's default 60 Hz, in seconds.
    static let frame: TimeInterval = 1.0 / 60

    /// The key, visible window.
    let window: UIWindow
    /// The window's root controller, at the bottom of every presentation chain.
    let root = UIViewController()

    init() {
        HeadlessClock.main.runUntilIdle()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        window.rootViewController = root
        window.makeKeyAndVisible()
        HeadlessClock.main.runUntilIdle()
    }

    /// The controller at the top of the presentation chain (the root when nothing is presented).
    var topController: UIViewController {
        var top = root
        while let presented = top.presentedViewController { top = presented }
        return top
    }

    /// Presents a sheet with medium and large detents from the top of the chain and lets it settle.
    @discardableResult
    func presentSheet(configure: (SheetTransition) -> Void = { _ in }) -> UIViewController {
        let content = UIViewController()
        let transition = SheetTransition(detents: [.medium(), .large()])
        configure(transition)
        topController.present(content, using: transition)
        HeadlessClock.main.runUntilIdle()
        return content
    }

    /// Dismisses everything without animation, hides the window and lets the clock run out, so the next
    /// benchmark starts from a quiet runtime.
    func tearDown() {
        if root.presentedViewController != nil {
            root.dismiss(animated: false)
        }
        HeadlessClock.main.runUntilIdle()
        window.rootViewController = nil
        window.isHidden = true
        HeadlessClock.main.runUntilIdle()
    }
}
#endif
