import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

/// A dismissal leaves the screen at speed: its spring aims past the bottom edge and the dismissal ends once the
/// sheet is off screen (``SheetExit``).
@Suite("Sheet exit")
struct SheetExitTests {
    /// A sheet at `height` (one detent), dragged and released downward at `speed` pt/s; frames at 60 Hz until hidden.
    /// (UIKit's release rule dismisses an 800 pt/s release from up to about 230 pt above the hidden height with
    /// one 400 pt detent: its 0.099 s projection must land nearer hidden than the detent.)
    func fling(from height: Double, speed: Double, detent: CGFloat = 400) -> (
        frames: [(Double, Double, Double)], outcome: SheetMotionOutcome, metrics: SheetMetrics
    ) {
        let metrics = sheetMetrics([detent])
        var motion = SheetMotion.resting(metrics: metrics)
        motion.handle(.dragBegan(at: 0, allowsDismissal: true))
        let travel = Double(detent) - height
        motion.handle(.dragChanged(translation: travel - speed / 60, at: 0.1 - 1.0 / 60))
        motion.handle(.dragChanged(translation: travel, at: 0.1))
        let release = motion.handle(.dragEnded(velocity: speed, at: 0.1))
        #expect(release == .dismissalRequested)
        let run = motion.runFrames(from: 0.1)
        return (run.frames, run.outcome, metrics)
    }

    @Test(
        "An 800 pt/s dismissal release is off screen within 150 ms, never slower than the finger on the way",
        arguments: [50.0, 150.0, 200.0])
    func leavesAtSpeed(height: Double) {
        let (frames, outcome, metrics) = fling(from: height, speed: 800)
        #expect(outcome == .becameHidden)
        let offScreen = frames.first { $0.1 <= metrics.hiddenHeight }
        let elapsed = (offScreen?.0 ?? .infinity) - 0.1
        print("released at \(height) pt, 800 pt/s: off screen after \(Int((elapsed * 1000).rounded())) ms")
        #expect(elapsed <= 0.150 + 1e-9)
        // Velocity continuity and no slow-down: every frame before leaving moves down at least 800 pt/s.
        for frame in frames where frame.1 > metrics.hiddenHeight {
            #expect(frame.2 <= -800 + 1e-6)
        }
    }

    @Test("The dismissal ends the frame the sheet is off screen: no frames spent below the edge")
    func endsWhenOffScreen() {
        let (frames, _, metrics) = fling(from: 150, speed: 800)
        let below = frames.filter { $0.1 <= metrics.hiddenHeight }
        #expect(below.count == 1)
        #expect(frames.last?.1 == metrics.hiddenHeight)
    }

    @Test("A programmatic dismissal from rest leaves without creeping: off screen in about 180 ms")
    func programmatic() {
        let metrics = sheetMetrics([400])
        var motion = SheetMotion.resting(metrics: metrics)
        motion.handle(.dismiss(at: 0))
        let run = motion.runFrames(from: 0)
        #expect(run.outcome == .becameHidden)
        let last = run.frames.last?.0 ?? .infinity
        #expect(last <= 0.2)
        // The frame before the last still moves fast (no creep): more than 500 pt/s.
        let beforeLast = run.frames[run.frames.count - 2]
        #expect(beforeLast.2 < -500)
    }

    @Test(
        "The aim: a quarter of the distance, plus the spring's brake time times the speed; bad input counts as 0",
        arguments: [
            (100.0, 0.0, 25.0), (400.0, 0.0, 100.0), (0.0, 800.0, 800 * 2 / (2 * Double.pi / 0.344144233)),
            (-50.0, -300.0, 0.0), (Double.nan, Double.infinity, 0.0),
        ])
    func aim(distance: Double, speed: Double, expected: Double) {
        let value = SheetExit.overshoot(distance: distance, downwardSpeed: speed, spring: .sheet)
        #expect(isApproximately(value, expected, tolerance: 1e-9))
    }
}
