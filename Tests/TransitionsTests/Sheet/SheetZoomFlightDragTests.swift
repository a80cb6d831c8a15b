#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// A finger on the card while it flies out of the button (`SheetConfiguration.zoomSource`), read on screen from
/// presentation layers: a drag begun in flight catches the card where it is shown and moves it as a sheet, between
/// detents or back into the button, with the delegate's calls balanced; and the card's corners in flight, the top
/// ones and the bottom ones each on their own way.
@MainActor @Suite("Sheet zoom: a drag in flight, corners in flight", .headlessHygiene)
struct SheetZoomFlightDragTests {
    typealias Fixture = SheetZoomTests.Fixture

    /// Logs the delegate calls a drag balances.
    @MainActor final class DragLog: NSObject, SheetPresentationControllerDelegate {
        var log: [String] = []
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetPresentationController) {
            log.append("didChangeSelectedDetent:\(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
        }
        func sheetPresentationControllerWillEndDragging(
            _ sheet: SheetPresentationController, withVelocity velocity: CGPoint,
            targetDetentIdentifier: inout Detent.Identifier?
        ) {
            log.append("willEndDragging:\(targetDetentIdentifier?.rawValue ?? "nil")")
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            log.append("willDismiss")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            log.append("didDismiss")
        }
    }

    /// Presents a logging controller out of the button and plays `frames` display frames of the opening.
    static func flying(_ f: Fixture, frames: Int, configure: (inout SheetConfiguration) -> Void = { _ in })
        -> (RecordingViewController, DragLog)
    {
        let controller = RecordingViewController(name: "sheet")
        let transition = f.transition()
        configure(&transition.configuration)
        f.present(controller, using: transition)
        let log = DragLog()
        controller.sheet?.delegate = log
        for _ in 0..<frames { f.stage.advance(1.0 / 60) }
        return (controller, log)
    }

    @Test("A drag begun in flight catches the card where it is shown and carries it to the large detent")
    func dragInFlightToLarge() {
        let f = Fixture()
        let (controller, log) = Self.flying(f, frames: 5)
        let shown = f.onScreen(controller)
        #expect(shown.width > 60 && shown.width < 300, "a card on its way: \(shown)")
        let drag = f.stage.window.beginSimulatedDrag(at: CGPoint(x: shown.midX, y: shown.midY))
        for i in 1...3 {
            f.stage.advance(1.0 / 60)
            expectApproximately(f.onScreen(controller), shown, tolerance: 1, "held, frame \(i) after touch-down")
        }
        drag.move(by: CGPoint(x: 0, y: -12))  // past the pan's hysteresis: the drag takes the card
        var frames = [f.onScreen(controller)]
        for _ in 0..<3 {
            f.stage.advance(1.0 / 60)
            frames.append(f.onScreen(controller))
        }
        let sheetWidth = f.restingFrame(controller).width
        // The drag starts where the pan began (its hysteresis is not a jump): the card as shown, then growing.
        expectApproximately(frames[0], shown, tolerance: 1, "the first frame of the drag")
        #expect(frames[1].width - shown.width < 0.3 * (sheetWidth - shown.width), "no jump: \(frames)")
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $1.width >= $0.width - 0.01 }, "growing: \(frames)")
        drag.move(by: CGPoint(x: 0, y: -300), duration: 0.3, steps: 18)
        drag.end()
        f.stage.settle()
        #expect(controller.sheet?.selectedDetentIdentifier == .large)
        expectApproximately(f.onScreen(controller), f.restingFrame(controller), tolerance: 0.01, "on the detent")
        #expect(log.log == ["willEndDragging:com.apple.UIKit.large", "didChangeSelectedDetent:com.apple.UIKit.large"])
        #expect(controller.log == ["viewWillAppear", "viewDidAppear"], "presented once: \(controller.log)")
        let sheetView = controller.sheet!.presentedView!
        #expect(controller.view.transform == .identity && controller.view.frame == sheetView.bounds)
        #expect(sheetView.layer.mask == nil && sheetView.layer.cornerRadius == 10)
        #expect(f.button.isHidden, "hidden while the sheet covers it")
    }

    @Test("Released to dismiss while still becoming the sheet, the card flies from where it is into the button")
    func flickedBackIntoTheButton() {
        let f = Fixture()
        let (controller, log) = Self.flying(f, frames: 6) { $0.detents = [.medium()] }
        let shown = f.onScreen(controller)
        let drag = f.stage.window.beginSimulatedDrag(at: CGPoint(x: shown.midX, y: shown.midY))
        f.stage.advance(1.0 / 60)
        drag.move(by: CGPoint(x: 0, y: 12))
        drag.move(by: CGPoint(x: 0, y: 50))
        let released = f.onScreen(controller)
        #expect(released.width < f.restingFrame(controller).width - 20, "still a card: \(released)")
        drag.end()
        f.stage.advance(1.0 / 60)
        let first = f.onScreen(controller)
        let jump = max(
            abs(first.minX - released.minX), abs(first.maxX - released.maxX), abs(first.minY - released.minY))
        #expect(jump < 60, "from the card as shown: \(released) then \(first)")
        let last = f.lastFrameBeforeClosing(controller, from: first)
        #expect(f.stage.root.presentedViewController == nil)
        expectApproximately(last, SheetZoomTests.buttonFrame, tolerance: 2, "landed in the button")
        // As a plain sheet: the dismissal begins once the drag goes below the detent, then the release.
        #expect(log.log == ["willDismiss", "willEndDragging:nil", "didDismiss"], "\(log.log)")
        #expect(
            controller.log == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"],
            "\(controller.log)")
        #expect(!f.button.isHidden)
    }

    @Test("A drag in flight on a sheet that may not be dismissed rubber-bands and settles back on its detent")
    func dragInFlightWithoutDismissal() {
        let f = Fixture()
        let (controller, log) = Self.flying(f, frames: 5) { $0.detents = [.medium()] }
        controller.isModalInPresentation = true
        let shown = f.onScreen(controller)
        let drag = f.stage.window.beginSimulatedDrag(at: CGPoint(x: shown.midX, y: shown.midY))
        f.stage.advance(1.0 / 60)
        drag.move(by: CGPoint(x: 0, y: 12))
        drag.move(by: CGPoint(x: 0, y: 400), duration: 0.3, steps: 18)
        let pulled = f.onScreen(controller)
        drag.end()
        f.stage.settle()
        let rest = f.restingFrame(controller)
        #expect(pulled.minY > rest.minY && pulled.minY < rest.minY + 200, "banded below its detent: \(pulled)")
        #expect(f.stage.root.presentedViewController === controller)
        expectApproximately(f.onScreen(controller), rest, tolerance: 0.01, "back on its detent")
        #expect(!log.log.contains("willDismiss") && log.log.first == "willEndDragging:com.apple.UIKit.medium")
        #expect(controller.log == ["viewWillAppear", "viewDidAppear"])
        #expect(f.button.isHidden)
    }

    @Test("Dismissed by the app while the card becomes the sheet, it flies from the card as shown into the button")
    func dismissedDuringTheCatchUp() {
        let f = Fixture()
        let (controller, _) = Self.flying(f, frames: 5)
        let shown = f.onScreen(controller)
        let drag = f.stage.window.beginSimulatedDrag(at: CGPoint(x: shown.midX, y: shown.midY))
        f.stage.advance(1.0 / 60)
        drag.move(by: CGPoint(x: 0, y: -12))
        drag.move(by: CGPoint(x: 0, y: -10))
        let dragged = f.onScreen(controller)
        #expect(dragged.width < f.restingFrame(controller).width - 20, "still a card: \(dragged)")
        controller.dismiss(animated: true)
        f.stage.advance(0)
        let first = f.onScreen(controller)
        #expect(max(abs(first.minX - dragged.minX), abs(first.minY - dragged.minY)) < 30, "\(dragged) → \(first)")
        drag.end()
        let last = f.lastFrameBeforeClosing(controller, from: first)
        #expect(f.stage.root.presentedViewController == nil)
        expectApproximately(last, SheetZoomTests.buttonFrame, tolerance: 2, "landed in the button")
        #expect(controller.log == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
        #expect(!f.button.isHidden && controller.sheet?.presentedView?.layer.mask == nil)
    }

    @Test("In flight each corner morphs: the top ones to the sheet's, the bottom ones to what the sheet draws at rest")
    func cornersInFlight() {
        for appearance in [SheetAppearance.edgeAttached, .inset] {
            let f = Fixture()
            let (controller, _) = Self.flying(f, frames: 6) { $0.appearance = appearance }
            let layer = controller.sheet!.presentedView!.layer
            let top = layer.presentation()?.cornerRadius ?? -1
            let bottom = layer.mask?.presentation()?.cornerRadius ?? -1
            #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner], "\(appearance)")
            #expect(layer.mask?.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner], "\(appearance)")
            expectApproximately(
                layer.mask?.presentation()?.bounds.size ?? .zero, layer.presentation()?.bounds.size ?? .zero,
                tolerance: 0.01, "the mask covers the card")
            if appearance == .inset {
                #expect(top > 22 && top < 38, "growing toward the inset radius: \(top)")
                expectApproximately(bottom, top, tolerance: 0.01, "one radius at rest: the bottom lands on it too")
            } else {
                #expect(top < 22 && top > 10, "toward the sheet's 10 pt: \(top)")
                #expect(bottom < top && bottom > 0, "toward the square bottom of an attached sheet: \(bottom)")
                // Linear in the way: the bottom has come 22/12 as far as the top.
                expectApproximately((22 - bottom) / (22 - top), 22.0 / 12, tolerance: 0.02)
            }
            f.stage.settle()
            #expect(layer.mask == nil, "\(appearance): the sheet's own corners once landed")
            #expect(
                layer.maskedCorners
                    == (appearance == .inset
                        ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
                        : [.layerMinXMinYCorner, .layerMaxXMinYCorner]))
        }
    }
}
#endif
