#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// However a sheet's presentation ends — its own dismissal, a dismissal from a controller below it, the window's
/// root replaced — nothing it changed stays changed and nothing it touched stays alive.
@MainActor @Suite("Sheet: every way a presentation ends", .headlessHygiene)
struct SheetEndingTests {
    /// A window whose root can be replaced, so the old root's lifetime can be observed.
    @MainActor final class Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        init() {
            window.simulatedSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        }
    }

    /// Apple: reading `presentationController` of a controller that is not presented creates one ("If the view
    /// controller … is not presented, … creates"), and the two then keep each other alive. The recede used to read
    /// it on the presenting controller every frame, so the app's root leaked after any sheet.
    @Test("After a sheet, replacing the window's root releases the old root and its hierarchy", arguments: [true, false])
    func rootIsReleasedAfterASheet(recedes: Bool) {
        let scene = Scene()
        weak var oldRoot: UIViewController?
        weak var oldChild: UIViewController?
        do {
            let navigation = UINavigationController(rootViewController: UIViewController())
            oldRoot = navigation
            oldChild = navigation.viewControllers.first
            scene.window.rootViewController = navigation
            scene.window.makeKeyAndVisible()
            HeadlessClock.main.runUntilIdle()
            let sheet = SheetTransition(detents: [.medium(), .large()])
            sheet.prefersPresentingViewRecedes = recedes
            sheet.selectedDetentIdentifier = .large
            let content = UIViewController()
            navigation.present(content, using: sheet)
            HeadlessClock.main.runUntilIdle()
            #expect(navigation.presentedViewController === content)
            content.dismiss(animated: true)
            HeadlessClock.main.runUntilIdle()
            #expect(navigation.presentedViewController == nil)
            scene.window.rootViewController = UIViewController()
            HeadlessClock.main.runUntilIdle()
        }
        #expect(oldRoot == nil, "the old root is still alive after the sheet (recede \(recedes))")
        #expect(oldChild == nil)
        scene.window.isHidden = true
    }
}
#endif
