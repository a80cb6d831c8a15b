import Foundation
import TransitionsCore

/// One played frame: time, the sheet's position, and the core's phase label ("present", "drag", "settle", …).
struct ScriptFrame {
    var time: Double
    var position: SheetPosition
    var phase: String
}

/// Plays `SheetScript` steps through a real `SheetMotion`, with the same semantics as `SheetScript.play`
/// (record a "start" frame, follow each settle until it rests or 5 s pass, drags in `dt` steps, a fling
/// released at its own average speed).
///
/// Workaround: `SheetScript.play` currently traps at run time on any `.drag` or `.fling` step ("Simultaneous
/// accesses … Fatal access conflict": its private `drag` takes `motion` and `time` `inout` while its `record`
/// closure captures them). When that is fixed, ``play(_:motion:layout:dimming:framesPerSecond:)`` can forward
/// to `SheetScript.play` and this copy can go.
enum ScriptPlayer {
    static func play(
        _ steps: [SheetScript.Step], motion start: SheetMotion, layout: SheetLayout, dimming: SheetDimming,
        framesPerSecond: Double
    ) -> [ScriptFrame] {
        var player = State(
            motion: start, dt: 1 / (framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60))
        player.record("start", layout: layout, dimming: dimming)
        for step in steps {
            player.run(step, layout: layout, dimming: dimming)
        }
        return player.frames
    }

    private struct State {
        var motion: SheetMotion
        let dt: Double
        var time = 0.0
        var dragTotal = 0.0
        var frames: [ScriptFrame] = []

        init(motion: SheetMotion, dt: Double) {
            self.motion = motion
            self.dt = dt
        }

        mutating func record(_ phase: String, layout: SheetLayout, dimming: SheetDimming) {
            let position = SheetPosition(
                height: motion.height, velocity: motion.velocity, metrics: motion.metrics, layout: layout,
                dimming: dimming)
            frames.append(ScriptFrame(time: time, position: position, phase: phase))
        }

        mutating func settle(_ phase: String, layout: SheetLayout, dimming: SheetDimming) {
            var waited = 0.0
            while motion.needsFrames && waited < 5 {
                time += dt
                waited += dt
                motion.handle(.tick(at: time))
                record(phase, layout: layout, dimming: dimming)
            }
        }

        mutating func drag(by translation: Double, over duration: Double, layout: SheetLayout, dimming: SheetDimming) {
            if !motion.isTracking {
                motion.handle(.dragBegan(at: time, allowsDismissal: true))
                dragTotal = 0
            }
            let length = duration.isFinite ? max(duration, dt) : dt
            let count = max(Int((length / dt).rounded()), 1)
            let distance = translation.isFinite ? translation : 0
            let base = dragTotal
            for i in 1...count {
                time += dt
                dragTotal = base + distance * Double(i) / Double(count)
                motion.handle(.dragChanged(translation: dragTotal, at: time))
                record("drag", layout: layout, dimming: dimming)
            }
        }

        mutating func run(_ step: SheetScript.Step, layout: SheetLayout, dimming: SheetDimming) {
            switch step {
            case .present:
                motion.handle(.present(at: time))
                settle("present", layout: layout, dimming: dimming)
            case .wait(let seconds):
                let end = time + (seconds.isFinite ? max(seconds, 0) : 0)
                while time + dt <= end + 1e-9 {
                    time += dt
                    motion.handle(.tick(at: time))
                    record("wait", layout: layout, dimming: dimming)
                }
            case .drag(let translation, let duration):
                drag(by: translation, over: duration, layout: layout, dimming: dimming)
            case .release(let velocity):
                motion.handle(.dragEnded(velocity: velocity, at: time))
                settle("settle", layout: layout, dimming: dimming)
            case .fling(let translation, let duration):
                let safeDuration = duration.isFinite && duration > 0 ? duration : dt
                drag(by: translation, over: safeDuration, layout: layout, dimming: dimming)
                motion.handle(.dragEnded(velocity: translation / safeDuration, at: time))
                settle("settle", layout: layout, dimming: dimming)
            case .select(let index):
                motion.handle(.selectDetent(index: index, animated: true, at: time))
                settle("select", layout: layout, dimming: dimming)
            case .dismiss:
                motion.handle(.dismiss(at: time))
                settle("dismiss", layout: layout, dimming: dimming)
            }
        }
    }
}
