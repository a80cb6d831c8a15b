#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// A window's appearance override, as UIKit applies it: it reaches the root controller and every view in the
/// window, and dynamic colours resolve for it, including on views that enter the window later.
@MainActor @Suite("Traits: a window's appearance override", .headlessHygiene)
struct WindowStyleTests {
    static let dynamic = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0, alpha: 0.48) : UIColor(white: 0, alpha: 0.2) }

    @Test("A window's overrideUserInterfaceStyle reaches its root controller and the views' traits")
    func reachesRootController() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let child = UIView()
        root.view.addSubview(child)
        #expect(root.traitCollection.userInterfaceStyle != .dark)
        window.overrideUserInterfaceStyle = .dark
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        #expect(root.view.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        window.isHidden = true
    }

    @Test("A view entering a dark window resolves its dynamic background colour for dark")
    func viewEnteringDarkWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.overrideUserInterfaceStyle = .dark
        window.makeKeyAndVisible()
        let view = UIView()
        view.backgroundColor = Self.dynamic
        #expect(
            isApproximately(view.layer.backgroundColor?.alpha ?? 0, 0.2, tolerance: 1e-9),
            "outside a window: the screen's light")
        window.addSubview(view)
        #expect(isApproximately(view.layer.backgroundColor?.alpha ?? 0, 0.48, tolerance: 1e-9))
        window.overrideUserInterfaceStyle = .light
        #expect(isApproximately(view.layer.backgroundColor?.alpha ?? 0, 0.2, tolerance: 1e-9))
        window.isHidden = true
    }
}
#endif
