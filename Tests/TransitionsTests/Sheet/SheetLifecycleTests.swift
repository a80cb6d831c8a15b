#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The modal lifecycle since iOS 13 (docs/architecture.md, "Scenarios"): a sheet keeps its presenter on screen (no appearance
/// callbacks for it), and user dismissals report through UIAdaptivePresentationControllerDelegate.
@MainActor @Suite("Sheet lifecycle and adaptive delegate", .headlessHygiene)
struct SheetLifecycleTests {
    func present(modal: Bool = false) -> (Stage, RecordingViewController, RecordingSheetDelegate) {
        let stage = Stage()
        let sheet = RecordingViewController(name: "sheet")
        sheet.isModalInPresentation = modal
        let delegate = RecordingSheetDelegate()
        let transition = SheetTransition(detents: [.medium(), .large()])
        transition.delegate = delegate
        stage.present(sheet, using: transition)
        return (stage, sheet, delegate)
    }

    @Test("The presenter gets no appearance callbacks on present or dismiss; the sheet gets all four")
    func appearance() {
        let (stage, sheet, _) = present()
        stage.root.log.removeAll()
        #expect(sheet.log == ["viewWillAppear", "viewDidAppear"])
        sheet.dismiss(animated: true)
        stage.settle()
        #expect(stage.root.log.isEmpty)
        #expect(sheet.log == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    }

    @Test("A full-screen presentation removes the presenter: it gets will/did disappear and appear")
    func fullScreenContrast() {
        let stage = Stage()
        stage.root.log.removeAll()
        let cover = RecordingViewController(name: "cover")
        cover.modalPresentationStyle = .fullScreen
        stage.root.present(cover, animated: true)
        stage.settle()
        cover.dismiss(animated: true)
        stage.settle()
        #expect(stage.root.log == ["viewWillDisappear", "viewDidDisappear", "viewWillAppear", "viewDidAppear"])
    }

    @Test("Drag to dismiss: should → will → (transition) → did")
    func dragDismissOrder() {
        let (stage, sheet, delegate) = present()
        _ = stage.drag(sheet, by: 420, duration: 0.3)
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
        #expect(delegate.log == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(sheet.log.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test("isModalInPresentation: only didAttemptToDismiss, and the sheet springs back")
    func modal() {
        let (stage, sheet, delegate) = present(modal: true)
        let resting = stage.visibleHeight(sheet)
        _ = stage.drag(sheet, by: 420, duration: 0.3)
        stage.settle()
        #expect(stage.root.presentedViewController === sheet)
        #expect(delegate.log == ["didAttemptToDismiss"])
        #expect(stage.visibleHeight(sheet) == resting)
    }

    @Test("presentationControllerShouldDismiss false blocks the swipe and reports an attempt")
    func shouldDismissFalse() {
        let (stage, sheet, delegate) = present()
        delegate.allowsDismissal = false
        _ = stage.drag(sheet, by: 420, duration: 0.3)
        stage.settle()
        #expect(stage.root.presentedViewController === sheet)
        #expect(delegate.log == ["shouldDismiss", "didAttemptToDismiss"])
    }

    @Test("Tap on the dimming: the same protocol as a swipe")
    func dimmingTap() {
        let (stage, _, delegate) = present()
        stage.window.simulateTap(at: CGPoint(x: 196, y: 120))
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
        #expect(delegate.log == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test("Programmatic dismissal calls no adaptive delegate method (UIKit treats it as programmatic)")
    func programmatic() {
        let (stage, sheet, delegate) = present()
        sheet.dismiss(animated: true)
        stage.settle()
        #expect(delegate.log.isEmpty)
    }

    @Test("A drag below the smallest detent that comes back cancels the dismissal: appearance reverses")
    func cancelledInteractiveDismissal() {
        let (stage, sheet, delegate) = present()
        sheet.log.removeAll()
        let drag = stage.drag(sheet, by: 150, duration: 0.3, release: false)
        stage.advance(0)
        drag.move(by: CGPoint(x: 0, y: -150), duration: 0.3, steps: 18)
        drag.move(by: .zero, duration: 0.3, steps: 18)  // hold still: release without momentum
        drag.end()
        stage.settle()
        #expect(stage.root.presentedViewController === sheet)
        #expect(sheet.log == ["viewWillDisappear", "viewWillAppear", "viewDidAppear"])
        #expect(delegate.log == ["shouldDismiss", "willDismiss"])
    }
}
#endif
