#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// An adaptive delegate that does what many apps do: calls `dismiss` from `presentationControllerWillDismiss`
/// (harmless with UIKit's sheets, where the dismissal has already started) and records the callbacks.
@MainActor final class DismissingDelegate: NSObject, SheetPresentationControllerDelegate {
    var log: [String] = []
    /// Whether the extra `dismiss` was still being dismissed when willDismiss came (UIKit's order).
    var wasBeingDismissed: [Bool] = []
    var extraCompletions = 0

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.append("willDismiss")
        let presented = presentationController.presentedViewController
        wasBeingDismissed.append(presented.isBeingDismissed)
        presented.dismiss(animated: true) { [weak self] in self?.extraCompletions += 1 }
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.append("didDismiss")
    }
}

/// A handler that moves nothing: the test decides when the dismissal finishes and lands.
@MainActor final class StillHandler: InteractiveDismissalHandler {
    var starts = 0
    func interactiveDismissalDidStart(_ driver: PanToDismissDriver, context: any UIViewControllerContextTransitioning) {
        starts += 1
    }
}

/// Found by an independent fuzzer: will-dismiss comes once the dismissal exists (UIKit's order), so dismissing from it
/// is harmless, and every path that waits for a dismissal copes with one that was refused or done by someone else.
@MainActor @Suite("Dismissing from presentationControllerWillDismiss", .headlessHygiene)
struct DismissFromWillDismissTests {
    @Test("A sheet dragged away by a user whose app dismisses from willDismiss still goes, and reports didDismiss")
    func sheetDragDismissal() {
        let stage = Stage()
        let delegate = DismissingDelegate()
        let transition = SheetTransition(detents: [.medium(), .large()])
        transition.delegate = delegate
        let sheet = UIViewController()
        stage.present(sheet, using: transition)
        _ = stage.drag(sheet, by: 420, duration: 0.3)
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
        #expect(delegate.log == ["willDismiss", "didDismiss"])
        #expect(delegate.wasBeingDismissed == [true])  // willDismiss came after the dismissal started
        #expect(delegate.extraCompletions == 0)  // UIKit refuses a dismissal during a dismissal
        #expect(stage.window.subviews.count == 1)  // nothing left behind
    }

    @Test("A tap on the dimming, with the app dismissing from willDismiss, dismisses once and reports didDismiss")
    func sheetDimmingTapDismissal() {
        let stage = Stage()
        let delegate = DismissingDelegate()
        let transition = SheetTransition(detents: [.medium()])
        transition.delegate = delegate
        let sheet = UIViewController()
        stage.present(sheet, using: transition)
        stage.window.simulateTap(at: CGPoint(x: 30, y: 120))
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
        #expect(delegate.log == ["willDismiss", "didDismiss"])
        #expect(delegate.wasBeingDismissed == [true])
    }

    @Test("A zoom dragged away by a user whose app dismisses from willDismiss lands on its source and ends")
    func zoomDragDismissal() {
        let fixture = ZoomFixture()
        let delegate = DismissingDelegate()
        fixture.transition.delegate = delegate
        fixture.present()
        _ = fixture.drag(by: CGPoint(x: 0, y: 400))
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        #expect(fixture.zoomView?.window == nil)
        #expect(fixture.tiles[7].isHidden == false)  // the source is given back
        #expect(delegate.log == ["willDismiss", "didDismiss"])
        #expect(delegate.wasBeingDismissed == [true])
        #expect(fixture.stage.window.subviews.count == 1)
    }

    @Test("A drag's dismissal that the app already started itself is refused and reports nothing")
    func dismissalAlreadyStartedBySomeoneElse() {
        let stage = Stage()
        let delegate = RecordingSheetDelegate()
        let driver = PanToDismissDriver()
        let transition = ModalTransition(interactiveDismissal: driver)
        let presented = UIViewController()
        stage.present(presented, using: transition)
        presented.presentationController?.delegate = delegate
        stage.root.dismiss(animated: true)  // the app dismisses first
        #expect(!driver.begin(dismissing: presented))
        #expect(!driver.isInteracting)  // nothing to wait for
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
        #expect(!delegate.log.contains("willDismiss") && !delegate.log.contains("didDismiss"))
    }

    @Test("A drag's dismissal that finished and landed before UIKit started it completes as soon as it starts")
    func landedBeforeStart() {
        let stage = Stage()
        let driver = PanToDismissDriver()
        let handler = StillHandler()
        driver.handler = handler
        let delegate = RecordingSheetDelegate()
        // UIKit asks for an interaction controller only when there is a custom dismissal animator.
        let transition = ModalTransition(
            dismissalAnimator: TransitionAnimator.sheetDismissal(spring: .sheet), interactiveDismissal: driver)
        let presented = UIViewController()
        stage.present(presented, using: transition)
        presented.presentationController?.delegate = delegate
        #expect(driver.begin(dismissing: presented))
        driver.finish()
        driver.completeTransition()  // the handler's motion landed in the same instant
        stage.settle()
        #expect(handler.starts == 1)
        #expect(stage.root.presentedViewController == nil)
        #expect(!driver.isInteracting)
        #expect(delegate.log == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test("VoiceOver's escape on a zoom whose app dismisses from willDismiss dismisses once")
    func zoomEscapeDismissal() {
        let fixture = ZoomFixture()
        let delegate = DismissingDelegate()
        fixture.transition.delegate = delegate
        fixture.present()
        _ = fixture.zoom?.presentedView?.accessibilityPerformEscape()
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        #expect(delegate.log == ["willDismiss", "didDismiss"])
        #expect(fixture.tiles[7].isHidden == false)
    }
}
#endif
