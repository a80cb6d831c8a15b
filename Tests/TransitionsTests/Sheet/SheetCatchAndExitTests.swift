#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// A finger that lands on a settling sheet stops it where it is, as a scroll view stops on touch; a dismissal
/// fling leaves the screen at the finger's speed. On the virtual clock, 60 frames a second.
@MainActor @Suite("Catching a settle, leaving at speed", .headlessHygiene)
struct SheetCatchAndExitTests {
    /// The three-stage sheet of ``SheetPanStagesTests``: hidden, 400 pt and 700 pt.
    func presentStages() -> (Stage, RecordingViewController, RecordingSheetDelegate) {
        SheetPanStagesTests().presentStages()
    }

    /// Starts a settle from 400 to 700 and lets it run for `seconds`.
    func settleUp(_ stage: Stage, _ panel: UIViewController, for seconds: Double) {
        panel.sheet?.animateChanges { panel.sheet?.selectedDetentIdentifier = Detent.height(700).identifier }
        stage.advance(seconds)
    }

    @Test("A finger resting on a settling sheet stops it at once: at most 1 pt over a 100 ms rest")
    func restingTouchStops() {
        let (stage, panel, _) = presentStages()
        settleUp(stage, panel, for: 0.08)
        let before = stage.sheetFrame(panel).minY
        let finger = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: before + 20))
        let atTouch = stage.sheetFrame(panel).minY
        stage.advance(0.1)
        let afterRest = stage.sheetFrame(panel).minY
        print("touch-down mid-settle: moved \(abs(atTouch - before)) pt at touch, \(abs(afterRest - before)) pt after 100 ms")
        #expect(isApproximately(atTouch, before, tolerance: 1))
        #expect(isApproximately(afterRest, before, tolerance: 1))
        #expect(before < 852 - 34 - 400 && before > 852 - 34 - 700)  // caught between the detents
        finger.end()
        stage.settle()
    }

    @Test("Caught, then lifted without dragging: the sheet settles to the nearer detent from where it stopped")
    func catchThenLift() {
        for (seconds, expected) in [(0.05, 400.0), (0.2, 700.0)] {
            let (stage, panel, delegate) = presentStages()
            settleUp(stage, panel, for: seconds)
            let caught = stage.visibleHeight(panel)
            let finger = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: stage.sheetFrame(panel).minY + 20))
            stage.advance(0.05)
            finger.end()
            stage.advance(1.0 / 60)
            // From rest: the first frame after the lift moves only a little.
            #expect(isApproximately(stage.visibleHeight(panel), caught, tolerance: 8))
            stage.settle()
            print("caught at \(caught) pt, lifted: rests at \(stage.visibleHeight(panel)) pt")
            #expect(isApproximately(Double(stage.visibleHeight(panel)), expected, tolerance: 0.01))
            #expect(panel.sheet?.selectedDetentIdentifier == Detent.height(CGFloat(expected)).identifier)
            #expect(!delegate.log.contains("didDismiss"))
        }
    }

    @Test("Caught, then flung: the drag starts where the sheet stopped, and the fling carries it on")
    func catchThenFling() {
        let (stage, panel, _) = presentStages()
        settleUp(stage, panel, for: 0.06)
        let caught = stage.sheetFrame(panel).minY
        let finger = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: caught + 20))
        stage.advance(0.05)
        finger.move(by: CGPoint(x: 0, y: -12), duration: 1.0 / 60)  // past the pan's hysteresis
        let recognized = stage.sheetFrame(panel).minY
        #expect(isApproximately(recognized, caught, tolerance: 1))  // no jump when the pan takes over
        finger.move(by: CGPoint(x: 0, y: -10), duration: 1.0 / 60)
        #expect(isApproximately(stage.sheetFrame(panel).minY, recognized - 10, tolerance: 0.001))
        finger.fling(velocity: CGPoint(x: 0, y: -1200))
        stage.settle()
        #expect(stage.visibleHeight(panel) == 700)
    }

    /// Drags the sheet down from 400 and releases at about `speed` pt/s (a dismissal: UIKit's 0.099 s projection
    /// lands nearer hidden than 400); returns the release time.
    func dismissalFling(_ stage: Stage, _ panel: UIViewController, speed: CGFloat) -> (SimulatedDrag, Double) {
        let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: stage.sheetFrame(panel).minY + 20))
        drag.move(by: CGPoint(x: 0, y: 150), duration: 0.2, steps: 12)
        drag.fling(velocity: CGPoint(x: 0, y: speed))
        return (drag, HeadlessClock.main.now)
    }

    @Test("An 800 pt/s dismissal release is off screen within 150 ms, never slower than the finger on the way")
    func leavesAtSpeed() {
        let (stage, panel, delegate) = presentStages()
        var previous = stage.sheetFrame(panel).minY
        let (_, released) = dismissalFling(stage, panel, speed: 800)
        var offScreenAt: Double?
        var slowest = CGFloat.infinity
        for _ in 0..<60 where offScreenAt == nil {
            stage.advance(1.0 / 60)
            let minY = stage.sheetFrame(panel).minY  // +∞ once the sheet is gone (`.null`)
            if minY < 852 { slowest = min(slowest, (minY - previous) * 60) }
            if minY >= 852 { offScreenAt = HeadlessClock.main.now - released }
            previous = minY
        }
        let elapsed = offScreenAt ?? .infinity
        print("800 pt/s dismissal release: off screen after \(Int((elapsed * 1000).rounded())) ms, slowest frame \(slowest) pt/s")
        #expect(elapsed <= 0.150 + 1e-6)
        #expect(slowest >= 800 * 0.95)
        stage.settle()
        #expect(panel.presentingViewController == nil)
        #expect(delegate.log.contains("didDismiss"))
    }

    @Test("A dismissal fling caught on its way out stops, and a drag back up returns the sheet: nothing dismissed")
    func catchDuringDismissal() {
        let (stage, panel, delegate) = presentStages()
        let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: stage.sheetFrame(panel).minY + 20))
        drag.move(by: CGPoint(x: 0, y: 60), duration: 0.1, steps: 6)
        drag.fling(velocity: CGPoint(x: 0, y: 2600))
        stage.advance(1.0 / 60)
        let before = stage.sheetFrame(panel).minY
        #expect(before < 852 - 40)  // still on screen, leaving
        let finger = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: before + 20))
        stage.advance(0.1)
        let afterRest = stage.sheetFrame(panel).minY
        print("touch-down during a dismissal: moved \(abs(afterRest - before)) pt after 100 ms")
        #expect(isApproximately(afterRest, before, tolerance: 1))
        finger.move(by: CGPoint(x: 0, y: -15), duration: 1.0 / 60)
        finger.fling(velocity: CGPoint(x: 0, y: -1500))
        stage.settle()
        #expect(panel.presentingViewController === stage.root)
        #expect(stage.visibleHeight(panel) == 400 || stage.visibleHeight(panel) == 700)
        #expect(!delegate.log.contains("didDismiss"))
    }

    @Test("A dismissal fling caught and let go near the bottom goes on leaving")
    func catchDuringDismissalThenLift() {
        let (stage, panel, delegate) = presentStages()
        let drag = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: stage.sheetFrame(panel).minY + 20))
        drag.move(by: CGPoint(x: 0, y: 200), duration: 0.2, steps: 12)
        drag.fling(velocity: CGPoint(x: 0, y: 900))
        let before = stage.sheetFrame(panel).minY
        #expect(before < 852 - 20)
        let finger = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: before + 10))
        stage.advance(0.1)
        #expect(isApproximately(stage.sheetFrame(panel).minY, before, tolerance: 1))
        finger.end()
        stage.settle()
        #expect(panel.presentingViewController == nil)
        #expect(delegate.log.contains("didDismiss"))
    }
}
#endif
