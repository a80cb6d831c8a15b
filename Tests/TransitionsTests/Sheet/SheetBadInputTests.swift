#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Bad input never crashes and never loses state; each case has a documented result.
@MainActor @Suite("Sheet bad input", .headlessHygiene)
struct SheetBadInputTests {
    @Test("Empty detents fall back to large, with a diagnostic")
    func emptyDetents() {
        let stage = Stage()
        let controller = UIViewController()
        stage.present(controller, using: SheetTransition(detents: []))
        #expect(stage.sheetFrame(controller).minY == CGFloat(59 + 10))
        #expect(controller.sheet?.detentDiagnostics.isEmpty == false)
    }

    @Test("Invalid heights (NaN, negative, infinite) are dropped; the valid one is used")
    func invalidHeights() {
        let stage = Stage()
        let controller = UIViewController()
        stage.present(
            controller,
            using: SheetTransition(detents: [.height(.nan), .height(-10), .height(.infinity), .height(300)]))
        #expect(stage.visibleHeight(controller) == 300)
        #expect((controller.sheet?.detentDiagnostics.count ?? 0) >= 2)
    }

    @Test("An unknown selected identifier acts as nil (the smallest detent)")
    func unknownSelection() {
        let stage = Stage()
        let controller = UIViewController()
        let transition = SheetTransition(detents: [.height(300), .large()])
        transition.selectedDetentIdentifier = "does-not-exist"
        stage.present(controller, using: transition)
        #expect(stage.visibleHeight(controller) == 300)
    }

    @Test("Zero-height fitting content: the fitting detent is dropped, the sheet falls back to large")
    func zeroFitting() {
        let stage = Stage()
        let controller = UIViewController()
        controller.view.simulatedFittingSize = CGSize(width: 393, height: 0)
        stage.present(controller, using: SheetTransition(detents: [.fitting()]))
        #expect(stage.sheetFrame(controller).minY == CGFloat(59 + 10))
        #expect(controller.sheet?.detentDiagnostics.isEmpty == false)
    }

    @Test("Fitting measures the content, and re-measures on invalidateDetents")
    func fitting() {
        let stage = Stage()
        let controller = UIViewController()
        controller.view.simulatedFittingSize = CGSize(width: 393, height: 240)
        stage.present(controller, using: SheetTransition(detents: [.fitting()]))
        #expect(stage.visibleHeight(controller) == 240)
        controller.view.simulatedFittingSize = CGSize(width: 393, height: 280)
        controller.sheet?.invalidateDetents()
        // UIKit: "re-evaluate the detent in the next layout pass": not inside the call, but on the next turn.
        #expect(stage.visibleHeight(controller) == 240)
        stage.advance(0)
        #expect(stage.visibleHeight(controller) == 280)
        controller.preferredContentSize = CGSize(width: 0, height: 320)
        stage.settle()
        #expect(stage.visibleHeight(controller) == 320)
    }

    @Test("Dismiss during present: the sheet finishes presenting, then dismisses; both completions run once")
    func dismissDuringPresent() {
        let stage = Stage()
        let controller = UIViewController()
        var presented = 0
        var dismissed = 0
        stage.root.present(controller, using: SheetTransition(detents: [.medium()])) { presented += 1 }
        stage.advance(0.05)
        controller.dismiss(animated: true) { dismissed += 1 }
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
        #expect(presented == 1)
        #expect(dismissed == 1)
    }

    @Test("Present while presenting is ignored, as in UIKit; the first sheet is unaffected")
    func presentTwice() {
        let stage = Stage()
        let first = UIViewController()
        let second = UIViewController()
        var secondCompletions = 0
        stage.root.present(first, using: SheetTransition(detents: [.medium()]))
        stage.root.present(second, using: SheetTransition(detents: [.large()])) { secondCompletions += 1 }
        stage.settle()
        #expect(stage.root.presentedViewController === first)
        #expect(second.presentingViewController == nil)
        #expect(secondCompletions == 0)
    }

    @Test("A gesture cancelled mid-way returns the sheet to its detent")
    func cancelledGesture() {
        let stage = Stage()
        let controller = UIViewController()
        stage.present(controller, using: SheetTransition(detents: [.height(300), .height(600)]))
        let drag = stage.drag(controller, by: -150, release: false)
        #expect(stage.visibleHeight(controller) > 400)
        drag.cancel()
        stage.settle()
        #expect(stage.visibleHeight(controller) == 300)
        #expect(stage.root.presentedViewController === controller)
    }

    @Test("A cancelled gesture during an interactive dismissal restores the sheet")
    func cancelledDismissGesture() {
        let stage = Stage()
        let controller = RecordingViewController(name: "c")
        stage.present(controller, using: SheetTransition(detents: [.height(300)]))
        let drag = stage.drag(controller, by: 200, release: false)
        stage.advance(0)
        drag.cancel()
        stage.settle()
        #expect(stage.visibleHeight(controller) == 300)
        #expect(controller.log.last == "viewDidAppear")
    }

    @Test("A sheet presented from a sheet stacks; dismissing the top one leaves the first in place")
    func stacking() {
        let stage = Stage()
        let first = UIViewController()
        let second = UIViewController()
        stage.present(first, using: SheetTransition(detents: [.large()]))
        first.present(second, using: SheetTransition(detents: [.medium()]))
        stage.settle()
        #expect(first.presentedViewController === second)
        #expect(stage.sheetFrame(second).minY > stage.sheetFrame(first).minY)
        second.dismiss(animated: true)
        stage.settle()
        #expect(first.presentedViewController == nil)
        #expect(stage.root.presentedViewController === first)
        #expect(stage.sheetFrame(first).minY == CGFloat(59 + 10))
    }
}
#endif
