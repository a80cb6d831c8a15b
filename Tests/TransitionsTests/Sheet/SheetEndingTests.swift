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
    // MARK: Removed from below

    /// `dismiss(animated:completion:)`: "calling this method on a view controller lower in the stack dismisses its
    /// immediate child view controller and all view controllers above that child on the stack … any intermediate
    /// view controllers are simply removed from the stack" — without a dismissal transition of their own.
    @Test("A sheet removed from below at its largest detent gives the status bar back")
    func statusBarIsReleasedWhenRemovedFromBelow() {
        let stage = Stage()
        let lower = UIViewController()
        let upper = UIViewController()
        let lowerSheet = SheetTransition(detents: [.medium(), .large()])
        lowerSheet.selectedDetentIdentifier = .large
        let upperSheet = SheetTransition(detents: [.medium(), .large()])
        upperSheet.selectedDetentIdentifier = .large
        stage.present(lower, using: lowerSheet)
        lower.present(upper, using: upperSheet)
        stage.settle()
        #expect(upper.modalPresentationCapturesStatusBarAppearance, "at its largest detent the sheet takes the status bar")
        stage.root.dismiss(animated: true)
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
        #expect(!upper.modalPresentationCapturesStatusBarAppearance, "switched back however the sheet went")
        #expect(!lower.modalPresentationCapturesStatusBarAppearance)
    }

    @Test("A zoomed screen that recedes behind a sheet is put back when the stack is dismissed from below")
    func recededZoomIsRestoredWhenRemovedFromBelow() {
        let fixture = ZoomFixture()
        fixture.present()
        let detail = fixture.detail
        let layer = detail.view.layer
        let before = (layer.cornerRadius, layer.maskedCorners, layer.masksToBounds, layer.cornerCurve)
        let content = UIViewController()
        let sheet = SheetTransition(detents: [.medium(), .large()])
        sheet.selectedDetentIdentifier = .large
        detail.present(content, using: sheet)
        fixture.stage.settle()
        #expect(detail.view.layer.masksToBounds, "the zoomed screen recedes behind the sheet")
        fixture.stage.root.dismiss(animated: true)
        fixture.stage.settle()
        #expect(fixture.stage.root.presentedViewController == nil)
        #expect(layer.cornerRadius == before.0)
        #expect(layer.maskedCorners == before.1)
        #expect(layer.masksToBounds == before.2)
        #expect(layer.cornerCurve == before.3)
        #expect(detail.view.transform == .identity)
    }

    @Test("A zoom that refused dismissal, removed from below while springing back, keeps no scale")
    func springingBackZoomIsRestoredWhenRemovedFromBelow() {
        let stage = Stage()
        let lower = UIViewController()
        stage.present(lower, using: SheetTransition(detents: [.large()]))
        let tile = UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
        lower.view.addSubview(tile)
        let detail = UIViewController()
        detail.isModalInPresentation = true
        lower.present(detail, using: ZoomTransition { _ in tile })
        stage.settle()
        let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: 430))
        drag.move(by: CGPoint(x: 0, y: 300), duration: 0.3, steps: 18)
        drag.end()
        stage.advance(0.05)
        #expect(!CATransform3DIsIdentity(detail.view.layer.presentation()!.transform), "springing back, still scaled")
        stage.root.dismiss(animated: true)
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
        #expect(detail.view.transform == .identity)
        #expect(!tile.isHidden)
    }

    @Test("A zoom dragged while a sheet rises over it recedes once it springs back and the sheet is at rest")
    func zoomDraggedUnderRisingSheetRecedes() {
        let fixture = ZoomFixture()
        fixture.present()
        let detail = fixture.detail
        // A modal zoom follows the finger without starting a dismissal, so the app can present over it meanwhile.
        detail.isModalInPresentation = true
        let drag = fixture.drag(by: CGPoint(x: 0, y: 80), duration: 0.3, release: false)
        #expect(detail.view.transform != .identity, "the zoom follows the finger")
        let content = UIViewController()
        let sheet = SheetTransition(detents: [.large()])
        detail.present(content, using: sheet)
        fixture.stage.advance(0.6)
        drag.move(by: CGPoint(x: 0, y: -80), duration: 0.3, steps: 18)
        drag.end()
        fixture.stage.settle()
        #expect(detail.presentedViewController === content)
        #expect(detail.view.layer.masksToBounds, "the zoomed screen recedes behind the sheet at its largest detent")
        #expect(detail.view.transform != .identity)
        content.dismiss(animated: false)
        fixture.stage.settle()
        #expect(detail.view.transform == .identity)
    }
}
#endif
