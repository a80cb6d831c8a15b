#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions

/// The stage one feel trace plays on: a phone-sized window (`BenchStage`), a sheet with medium and large
/// detents presented at medium, and a render-server recording of the sheet's top edge at every refresh.
@MainActor final class FeelContext {
    let stage = BenchStage()
    let content: UIViewController
    /// The sheet's view, kept so its position can still be read after a dismissal removed it.
    let sheetView: UIView?
    let recording: HeadlessRenderFrameRecording
    /// When the finger lifted, clock seconds; `nil` before.
    private(set) var releaseTime: Double?
    /// The finger's speed at the lift, pt/s (negative: upwards).
    private(set) var releaseVelocity: Double?
    /// The sheet's top edge on screen just after the lift (the last pan event applied), pt.
    private(set) var releaseTop: Double?
    /// Whether the trace measures the time until the sheet is off screen (a dismissal).
    var measureOffScreen = false
    /// How far the sheet moved while a finger rested on it, pt; set by `restFinger(for:)`.
    private(set) var movedWhileResting: Double?

    init() {
        content = stage.presentSheet()
        let view = content.sheet?.presentedView
        sheetView = view
        recording = HeadlessRenderServer.record { Double(view?.layer.presentation()?.frame.minY ?? .nan) }
    }

    /// The sheet's top edge on screen now, pt.
    var shownTop: Double { Double(sheetView?.layer.presentation()?.frame.minY ?? .nan) }

    /// Puts a finger down 20 pt below the sheet's top edge, where it is on screen now.
    func touchDown() -> SimulatedDrag {
        stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: shownTop + 20))
    }

    /// Lifts `drag` now, the finger moving at `fingerVelocity` pt/s.
    func release(_ drag: SimulatedDrag, fingerVelocity: Double) {
        drag.end()
        releaseTime = HeadlessClock.main.now
        releaseVelocity = fingerVelocity
        releaseTop = shownTop
    }

    /// Moves `drag` at `velocity` pt/s for 5 refreshes (83 ms at 60 Hz), one event per refresh, and lifts it.
    func fling(_ drag: SimulatedDrag, velocity: Double) {
        drag.fling(velocity: CGPoint(x: 0, y: velocity), duration: 5 / HeadlessClock.main.framesPerSecond)
        releaseTime = HeadlessClock.main.now
        releaseVelocity = velocity
        releaseTop = shownTop
    }

    /// A flick: a finger lands on the sheet, moves 12 pt in the flick's direction over 3 events (past the pan's
    /// 10 pt hysteresis), then `fling(_:velocity:)`.
    func flick(velocity: Double) {
        let drag = touchDown()
        drag.move(by: CGPoint(x: 0, y: velocity < 0 ? -12 : 12), duration: 0.05, steps: 3)
        fling(drag, velocity: velocity)
    }

    /// Moves the sheet to its large detent and lets it settle (before a trace starts).
    func selectLarge() {
        guard let sheet = content.sheet else { return }
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        HeadlessClock.main.runUntilIdle()
    }

    /// Puts a finger on the (moving) sheet, keeps it still for `duration` seconds, lifts it; records how far
    /// the sheet moved meanwhile.
    func restFinger(for duration: Double) {
        let start = HeadlessClock.main.now
        let before = shownTop
        let drag = touchDown()
        HeadlessClock.main.advance(by: duration)
        var moved = abs(shownTop - before)
        for frame in recording.frames where frame.time > start + 1e-9 && frame.time <= start + duration + 1e-9 {
            moved = max(moved, abs(frame.value - before))
        }
        movedWhileResting = moved
        drag.end()
    }

    /// Lets everything run out, stops the recording and measures the trace.
    func finish(name: String) -> FeelTrace.Result {
        HeadlessClock.main.runUntilIdle()
        // The screen shows the end state at the next refreshes (a render-server settle ends between two).
        HeadlessClock.main.advance(by: 2 / HeadlessClock.main.framesPerSecond)
        recording.stop()
        var result = FeelTrace.Result(name: name)
        result.frozenFrames = recording.frames.contains(where: \.duringStall) ? recording.frozenFramesDuringStalls() : nil
        result.movedAfterTouchDown = movedWhileResting
        guard let releaseTime, let releaseTop, movedWhileResting == nil else { return result }
        let frames = recording.frames
        guard let atRelease = frames.firstIndex(where: { $0.time > releaseTime + 1e-9 }), atRelease + 2 < frames.count
        else { return result }
        if result.frozenFrames == nil {
            let points = [(releaseTime, releaseTop)] + frames[atRelease...(atRelease + 2)].map { ($0.time, $0.value) }
            result.releaseVelocity = releaseVelocity
            result.sheetVelocityAfterRelease = Self.slopeAtFirst(points)
        }
        if measureOffScreen {
            let bottom = Double(stage.window.bounds.height)
            result.offScreenTime = frames[atRelease...].first { $0.value >= bottom - 1e-9 }.map { ($0.time - releaseTime) * 1000 }
            return result
        }
        guard result.frozenFrames == nil, let rest = frames.last?.value else { return result }
        let direction: Double = rest >= releaseTop ? 1 : -1
        var overshoot = 0.0
        var settled = releaseTime
        for frame in frames[atRelease...] {
            overshoot = max(overshoot, (frame.value - rest) * direction)
            if abs(frame.value - rest) > 0.5 { settled = frame.time }
        }
        result.overshoot = overshoot + 0  // no "-0.0"
        result.expectedOvershoot = expectedOvershoot(from: releaseTop, to: rest)

        result.settleTime = max(0, settled - releaseTime) * 1000
        return result
    }

    /// How far UIKit's springs overshoot `rest` from the release (pt): the sheet's spring (ratio 1, none) below
    /// 1000 pt/s, the flick spring (ratio 0.8) at or above, sampled every millisecond from the release position and
    /// finger velocity; seen through the band above the largest detent (`SheetOvershoot`: the room up to the
    /// window's top) when the sheet settles there.
    func expectedOvershoot(from top: Double, to rest: Double) -> Double {
        let velocity = releaseVelocity ?? 0
        let spring = SheetBehavior.default.releaseSpring(speed: velocity)
        let direction: Double = rest >= top ? 1 : -1
        var peak = 0.0
        for step in 1...1_000 {
            let value = spring.value(at: Double(step) / 1000, from: top, to: rest, initialVelocity: velocity)
            peak = max(peak, (value - rest) * direction)
        }
        let atLargest = content.sheet?.selectedDetentIdentifier == .large
        guard direction < 0, atLargest else { return peak }
        return RubberBand.offset(forOvershoot: peak, dimension: rest)
    }

    /// The slope at the first point of the cubic through four (time, value) points: the sheet's velocity at
    /// the release from its position then and at the three refreshes after it (Lagrange's derivative; exact
    /// for a motion whose position is a cubic in time, so a spring's strong pull right after a release does
    /// not leak into the figure as it would into a one-frame difference).
    static func slopeAtFirst(_ points: [(Double, Double)]) -> Double {
        let t0 = points[0].0
        var slope = 0.0
        for (j, point) in points.enumerated() {
            if j == 0 {
                for m in 1..<points.count { slope += point.1 / (t0 - points[m].0) }
                continue
            }
            var weight = 1 / (point.0 - t0)
            for m in 1..<points.count where m != j { weight *= (t0 - points[m].0) / (point.0 - points[m].0) }
            slope += point.1 * weight
        }
        return slope
    }

    /// Dismisses what is left and hides the window.
    func tearDown() {
        recording.stop()
        stage.tearDown()
    }
}
#endif
