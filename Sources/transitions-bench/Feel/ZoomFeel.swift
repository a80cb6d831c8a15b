#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions

/// The zoom's rows of the feel report: a 110 × 110 pt cell zoomed to full screen in the bench's window, its clip
/// recorded on screen (`layer.presentation()`) at every refresh. Two traces: a 50 ms main-thread stall 50 ms into
/// the opening (frames frozen under it), and a finger landing 50 ms into a spring back to full screen and resting
/// 100 ms (how far the zoom moved meanwhile). The catch is measured on the spring back because that is the motion
/// a resting touch stops: on iOS a touch does not stop an opening, only a drag takes it (DEVICE-FACTS.md, "Zoom
/// interactive dismissal", touch on a card in flight), and `ZoomMotion.isCatchable` follows that.
@MainActor enum ZoomFeel {
    /// A presented zoom, opening, and the recording of its clip's width on screen.
    @MainActor final class Opening {
        let stage = BenchStage()
        let cell = UIView(frame: CGRect(x: 24, y: 300, width: 110, height: 110))
        let detail = UIViewController()
        let clip: CALayer?
        let recording: HeadlessRenderFrameRecording

        init() {
            stage.root.view.addSubview(cell)
            stage.root.present(detail, using: ZoomTransition { [cell] _ in cell })
            HeadlessClock.main.advance(by: 0)  // UIKit starts the transition on the next run-loop turn
            let layer = detail.zoomPresentationController?.presentedView?.layer
            clip = layer
            recording = HeadlessRenderServer.record { Double(layer?.presentation()?.frame.width ?? .nan) }
        }

        var shownFrame: CGRect { clip?.presentation()?.frame ?? .null }

        func tearDown() {
            recording.stop()
            stage.tearDown()
        }
    }

    static func rows() -> [FeelReport.Row] {
        var rows: [FeelReport.Row] = []
        let stalled = Opening()
        HeadlessClock.main.advance(by: 0.05)
        HeadlessMainThread.stall(for: 0.05)
        HeadlessClock.main.runUntilIdle()
        stalled.recording.stop()
        let frozen = stalled.recording.frozenFramesDuringStalls()
        rows.append(
            FeelReport.Row(
                trace: "zoom opening, 50 ms main-thread stall", figure: "frames frozen under the stall",
                value: "\(frozen)", target: "0", passes: frozen <= FeelReport.maximumFrozenFrames))
        stalled.tearDown()

        let caught = Opening()
        HeadlessClock.main.runUntilIdle()  // presented, at rest
        let pull = caught.stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: 430))
        pull.move(by: CGPoint(x: 0, y: 60), duration: 0.5, steps: 30)  // short of dismissing: it springs back
        pull.end()
        HeadlessClock.main.advance(by: 0.05)
        let before = caught.shownFrame
        let start = HeadlessClock.main.now
        let finger = caught.stage.window.beginSimulatedDrag(at: CGPoint(x: before.midX, y: before.midY))
        HeadlessClock.main.advance(by: 0.1)
        var moved = abs(caught.shownFrame.width - before.width)
        for frame in caught.recording.frames where frame.time > start + 1e-9 {
            moved = max(moved, abs(frame.value - Double(before.width)))
        }
        let springingBack = before.width < caught.stage.window.bounds.width - 1
        finger.end()
        HeadlessClock.main.runUntilIdle()
        rows.append(
            FeelReport.Row(
                trace: "zoom spring back, touch-down at 50 ms, rests 100 ms", figure: "moved after touch-down",
                value: String(format: "%.2f pt", moved), target: "≤ 1 pt",
                passes: springingBack && moved <= FeelReport.maximumTouchDownMovement))
        caught.tearDown()
        return rows
    }
}
#endif
