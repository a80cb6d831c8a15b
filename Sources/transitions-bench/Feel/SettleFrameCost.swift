#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions

/// The main thread's cost of a sheet settle, split the way the render server splits it: the start (composing the
/// keyframes and adding the animations, once per settle) and each display frame while the settle plays.
///
/// Settles are started by `animateChanges` between medium and large, `settles` times (the start includes the rest
/// of its run-loop turn: the layout pass it asks for); every display frame until the settle is over is timed on
/// its own, the frame it ends in apart (`HeadlessClock.main.advance` by one refresh), and so is a frame of an
/// idle stage (nothing running), which is subtracted as the runtime's share. The render server's own work is not
/// in either figure: HeadlessUIKit evaluates animations only when something reads a presentation value, as Core
/// Animation does in another process.
@MainActor struct SettleFrameCost {
    /// Main-thread nanoseconds per settle frame, less an idle frame's.
    var frameNanoseconds = 0.0
    /// Main-thread nanoseconds to start one settle (`animateChanges` included: the layout pass it runs).
    var startNanoseconds = 0.0
    /// Main-thread nanoseconds of the frame a settle ends in (its completion: the final frame applied, the
    /// layout pass that follows), less nothing: it happens once per settle.
    var endNanoseconds = 0.0
    /// Display frames per settle.
    var framesPerSettle = 0.0

    static func measure(settles: Int) -> SettleFrameCost {
        let stage = BenchStage()
        let content = stage.presentSheet()
        defer { stage.tearDown() }
        guard let sheet = content.sheet else { return SettleFrameCost() }
        let clock = ContinuousClock()
        var frameTime = Duration.zero
        var frames = 0
        var startTime = Duration.zero
        var endTime = Duration.zero
        for _ in 0..<settles {
            startTime += clock.measure {
                sheet.animateChanges {
                    sheet.selectedDetentIdentifier = sheet.selectedDetentIdentifier == .large ? .medium : .large
                }
                HeadlessClock.main.advance(by: 0)  // the rest of this run-loop turn: the layout pass it asked for
            }
            while HeadlessClock.main.hasPendingWork {
                let time = clock.measure { HeadlessClock.main.advance(by: BenchStage.frame) }
                if HeadlessClock.main.hasPendingWork {
                    frameTime += time
                    frames += 1
                } else {
                    endTime += time  // the frame the settle ends in: its completion and final layout
                }
            }
        }
        var idleTime = Duration.zero
        let idleFrames = max(frames, 1)
        for _ in 0..<idleFrames { idleTime += clock.measure { HeadlessClock.main.advance(by: BenchStage.frame) } }
        var cost = SettleFrameCost()
        cost.frameNanoseconds = max(0, (frameTime.nanoseconds - idleTime.nanoseconds) / Double(max(frames, 1)))
        cost.startNanoseconds = startTime.nanoseconds / Double(settles)
        cost.endNanoseconds = endTime.nanoseconds / Double(settles)
        cost.framesPerSettle = Double(frames + settles) / Double(settles)
        return cost
    }
}

extension Duration {
    /// The duration in nanoseconds.
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
#endif
