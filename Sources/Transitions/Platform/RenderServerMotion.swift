#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// A runner whose motion the render server plays (``SheetRunner``, ``ZoomRunner``; docs/performance.md, "Motion
/// off the main thread"). The catch-up is the same for both: before any event, the motion advances to now (where
/// the screen shows it), and if it ended on the way the render server's animations go, the final frame is drawn
/// and the motion lands; a motion the main thread takes back stops where it is on screen.
@MainActor protocol RenderServerMotion: AnyObject {
    /// How a motion ends (the sheet's outcome, the zoom's landing).
    associatedtype Ending
    /// Plays the motion's animations.
    var renderSettle: RenderServerSettle { get }
    /// Advances the motion to `time` (media time, s); its ending when it ended on the way, `nil` while it moves.
    func advanceRenderedMotion(to time: Double) -> Ending?
    /// Forgets what the render server played; `interrupted`: the layers stay where they were on screen (every view
    /// is applied again by the next frame; called just before the render server lets go, so the runner can still
    /// read where the screen is), else they hold the motion's end.
    func forgetRenderedMotion(interrupted: Bool)
    /// The motion ended while the render server played it: draw its final frame and land it.
    func renderedMotionDidEnd(_ ending: Ending)
}

extension RenderServerMotion {
    /// Advances the motion to now while the render server plays it, and lands it if it ended meanwhile. Called
    /// before every event and before anything draws the motion again.
    func catchUpRenderedSettle() {
        guard renderSettle.isRunning, let ending = advanceRenderedMotion(to: Double(CACurrentMediaTime())) else {
            return
        }
        renderSettle.cancel()
        forgetRenderedMotion(interrupted: false)
        renderedMotionDidEnd(ending)
    }

    /// Stops what the render server plays: the layers stay where they are on screen
    /// (``RenderServerSettle/interrupt()``).
    func stopRenderedSettle() {
        guard renderSettle.isRunning else { return }
        forgetRenderedMotion(interrupted: true)
        renderSettle.interrupt()
    }
}
#endif
