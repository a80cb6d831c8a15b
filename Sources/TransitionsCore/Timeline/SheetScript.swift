import Foundation

/// A scripted sheet interaction — present, drag, fling, wait, select, dismiss — played through a real
/// `SheetMotion` at a fixed frame rate. Drives the preview tool's film strips and end-to-end core tests.
package struct SheetScript: Hashable, Sendable {
    /// One step of a script.
    package enum Step: Hashable, Sendable {
        /// Present from hidden and let the sheet settle.
        case present
        /// Let time pass (seconds), advancing any settle.
        case wait(Double)
        /// A finger drags by `translation` points (down positive) over `duration` seconds, then stays down.
        case drag(translation: Double, duration: Double)
        /// The finger lifts with `velocity` pt/s (down positive); the sheet settles.
        case release(velocity: Double)
        /// A quick drag by `translation` over `duration` released at the drag's own speed; the sheet settles.
        case fling(translation: Double, duration: Double)
        /// Programmatic, animated selection of a detent by index; the sheet settles.
        case select(index: Int)
        /// Programmatic dismissal; the sheet settles off screen.
        case dismiss
    }

    /// The steps, in order.
    package var steps: [Step]
    /// Whether drags may dismiss (`isModalInPresentation == false`). Default `true`.
    package var allowsDismissal: Bool

    /// Creates a script.
    package init(_ steps: [Step], allowsDismissal: Bool = true) {
        self.steps = steps
        self.allowsDismissal = allowsDismissal
    }

    /// One frame of a played script.
    package struct Frame: Hashable, Sendable {
        /// Seconds since the script began.
        package var time: Double
        /// The sheet's position on this frame.
        package var position: SheetPosition
        /// Which step produced the frame (e.g. "present", "drag", "settle").
        package var phase: String
        /// The simplified frame for plots.
        package var timelineFrame: TimelineFrame {
            TimelineFrame(
                time: time, value: position.height, velocity: position.velocity, dimming: position.dimmingAlpha,
                phase: phase)
        }
    }

    /// Plays the script. Each settle is followed until it rests (at most 5 s per step).
    /// - Parameters:
    ///   - start: The starting motion, the `motion:` argument (normally hidden, created from the same metrics).
    ///   - layout: Layout used for frames.
    ///   - dimming: Dimming used for frames.
    ///   - framesPerSecond: Sampling rate; non-finite or non-positive falls back to 60.
    package func play(
        motion start: SheetMotion, layout: SheetLayout, dimming: SheetDimming, framesPerSecond: Double = 60
    ) -> [Frame] {
        let fps = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
        var player = Player(
            motion: start, layout: layout, dimming: dimming, dt: 1 / fps, allowsDismissal: allowsDismissal)
        player.record("start")
        for step in steps { player.perform(step) }
        return player.frames
    }
}

/// The state of one playback: the motion, the clock and the frames recorded so far.
private struct Player {
    var motion: SheetMotion
    let layout: SheetLayout
    let dimming: SheetDimming
    let dt: Double
    let allowsDismissal: Bool
    var time = 0.0
    var dragTotal = 0.0
    var frames: [SheetScript.Frame] = []

    init(motion: SheetMotion, layout: SheetLayout, dimming: SheetDimming, dt: Double, allowsDismissal: Bool) {
        self.motion = motion
        self.layout = layout
        self.dimming = dimming
        self.dt = dt
        self.allowsDismissal = allowsDismissal
    }

    mutating func record(_ phase: String) {
        let position = SheetPosition(
            height: motion.height, velocity: motion.velocity, metrics: motion.metrics, layout: layout, dimming: dimming)
        frames.append(SheetScript.Frame(time: time, position: position, phase: phase))
    }

    mutating func settle(_ phase: String, limit: Double = 5) {
        var waited = 0.0
        while motion.needsFrames && waited < limit {
            time += dt
            waited += dt
            motion.handle(.tick(at: time))
            record(phase)
        }
    }

    mutating func perform(_ step: SheetScript.Step) {
        switch step {
        case .present:
            motion.handle(.present(at: time))
            settle("present")
        case .wait(let seconds):
            let end = time + (seconds.isFinite ? max(seconds, 0) : 0)
            while time + dt <= end + 1e-9 {
                time += dt
                motion.handle(.tick(at: time))
                record("wait")
            }
        case .drag(let translation, let duration):
            drag(by: translation, over: duration)
        case .release(let velocity):
            motion.handle(.dragEnded(velocity: velocity, at: time))
            settle("settle")
        case .fling(let translation, let duration):
            let safeDuration = duration.isFinite && duration > 0 ? duration : dt
            drag(by: translation, over: safeDuration)
            let distance = translation.isFinite ? translation : 0
            motion.handle(.dragEnded(velocity: distance / safeDuration, at: time))
            settle("settle")
        case .select(let index):
            motion.handle(.selectDetent(index: index, animated: true, at: time))
            settle("select")
        case .dismiss:
            motion.handle(.dismiss(at: time))
            settle("dismiss")
        }
    }

    mutating func drag(by translation: Double, over duration: Double) {
        if !motion.isTracking {
            motion.handle(.dragBegan(at: time, allowsDismissal: allowsDismissal))
            dragTotal = 0
        }
        let length = duration.isFinite ? max(duration, dt) : dt
        let count = min(max(Int((length / dt).rounded()), 1), 100_000)
        let distance = translation.isFinite ? translation : 0
        let base = dragTotal
        for i in 1...count {
            time += dt
            dragTotal = base + distance * Double(i) / Double(count)
            motion.handle(.dragChanged(translation: dragTotal, at: time))
            record("drag")
        }
    }
}
