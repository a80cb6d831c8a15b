#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The three-stage sheet (docs/architecture.md, "Scenarios"): hidden, 400 pt and 700 pt, driven by a pan
/// gesture, now with momentum projection and a spring that starts at the finger's velocity.
@MainActor @Suite("Three stages by drag and fling", .headlessHygiene)
struct SheetPanStagesTests {
    func presentStages() -> (Stage, RecordingViewController, RecordingSheetDelegate) {
        let stage = Stage()
        let panel = RecordingViewController(name: "panel")
        let delegate = RecordingSheetDelegate()
        let transition = SheetTransition(detents: [.height(400), .height(700)])
        transition.delegate = delegate
        stage.present(panel, using: transition)
        return (stage, panel, delegate)
    }

    @Test("While dragging, the sheet follows the finger in the same frame")
    func followsFinger() {
        let (stage, panel, _) = presentStages()
        #expect(stage.visibleHeight(panel) == 400)
        let drag = stage.drag(panel, by: -120, release: false)
        let moved = stage.visibleHeight(panel)
        // The pan recognizes after a few points of hysteresis; from then on the sheet tracks the finger 1:1.
        #expect(moved > 400 + 100 && moved <= 520)
        drag.move(by: CGPoint(x: 0, y: 30))
        #expect(isApproximately(stage.visibleHeight(panel), moved - 30, tolerance: 0.001))
        drag.end()
        stage.settle()
    }

    @Test("A 1200 pt/s flick up goes to 700, one down returns to 400, another dismisses")
    func flings() {
        let (stage, panel, delegate) = presentStages()
        var drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: stage.sheetFrame(panel).minY + 20))
        drag.fling(velocity: CGPoint(x: 0, y: -1200))
        stage.settle()
        #expect(stage.visibleHeight(panel) == 700)
        #expect(panel.sheet?.selectedDetentIdentifier == Detent.height(700).identifier)
        #expect(delegate.log.contains("didChangeSelectedDetent:\(Detent.height(700).identifier.rawValue)"))

        drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: stage.sheetFrame(panel).minY + 20))
        drag.fling(velocity: CGPoint(x: 0, y: 1200))
        stage.settle()
        #expect(stage.visibleHeight(panel) == 400)

        drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: stage.sheetFrame(panel).minY + 20))
        drag.fling(velocity: CGPoint(x: 0, y: 1200))
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
        #expect(panel.view.window == nil)
    }

    @Test("A slow drag past the midpoint moves on; short of it, returns")
    func slowDrags() {
        let (stage, panel, _) = presentStages()
        _ = stage.drag(panel, by: -200, duration: 1.0)
        stage.settle()
        #expect(stage.visibleHeight(panel) == 700)
        _ = stage.drag(panel, by: 100, duration: 1.0)
        stage.settle()
        #expect(stage.visibleHeight(panel) == 700)
    }

    @Test("The settle starts at the release velocity (first frame within 1 pt/s)")
    func velocityContinuity() {
        let (stage, panel, delegate) = presentStages()
        let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: stage.sheetFrame(panel).minY + 20))
        drag.move(by: CGPoint(x: 0, y: -60), duration: 0.1, steps: 6)
        drag.move(by: CGPoint(x: 0, y: -10), duration: 1.0 / 60)
        drag.end()
        let releasePan = panel.sheet!.presentedView!.gestureRecognizers!.compactMap { $0 as? UIPanGestureRecognizer }
            .first!
        let fingerVelocity = -Double(releasePan.velocity(in: stage.window).y)
        // The settle's first frame is the release itself: the sheet moves at the finger's speed, not from rest.
        let first = try! #require(panel.sheet?.position)
        #expect(fingerVelocity > 300)
        #expect(isApproximately(first.velocity, fingerVelocity, tolerance: 1))
        stage.advance(1.0 / 60)
        let next = try! #require(delegate.positions.last)
        #expect(next.height > first.height)
        stage.settle()
    }

    @Test("Grabbing the sheet mid-settle takes over from the animated height, then tracks 1:1")
    func grabMidSettle() {
        let (stage, panel, _) = presentStages()
        panel.sheet?.animateChanges { panel.sheet?.selectedDetentIdentifier = Detent.height(700).identifier }
        stage.advance(0.08)
        let before = stage.sheetFrame(panel).minY
        #expect(before < 852 - 34 - 400 && before > 852 - 34 - 700)
        let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: before + 20))
        drag.move(by: CGPoint(x: 0, y: 15), duration: 1.0 / 60)
        let grabbed = stage.sheetFrame(panel).minY
        // The settle ran for the frame before the pan recognized, then stopped where the finger took it.
        #expect(grabbed <= before && grabbed > 852 - 34 - 700)
        drag.move(by: CGPoint(x: 0, y: 10), duration: 1.0 / 60)
        #expect(isApproximately(stage.sheetFrame(panel).minY, grabbed + 10, tolerance: 0.001))
        drag.end()
        stage.settle()
    }
}
#endif
