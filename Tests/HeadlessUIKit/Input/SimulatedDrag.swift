#if os(Linux)
import Foundation

/// One simulated finger on the screen, from `UIWindow.beginSimulatedDrag(at:)` to `end()` or `cancel()`
/// (Linux-only; not part of UIKit).
///
/// Every move advances `HeadlessClock.main` before the touch event is delivered, so animations, timers and
/// scroll deceleration progress exactly as they would between real touch events, and recognizers see
/// realistic timestamps (velocity comes from them). Once the drag has ended or been cancelled — or a newer
/// touch replaced it — further calls do nothing.
@MainActor public final class SimulatedDrag {
    /// The most steps one move may be split into; larger requests are capped.
    public static let maximumSteps = 10_000

    private let sequence: TouchSequence
    private var isFinished = false

    /// Where the finger is, in window coordinates.
    public private(set) var location: CGPoint

    init(sequence: TouchSequence, location: CGPoint) {
        self.sequence = sequence
        self.location = location
    }

    /// Whether the finger is still down (Linux-only helper).
    public var isActive: Bool {
        !isFinished && TouchDispatcher.shared.isDown(sequence)
    }

    /// Moves the finger by `translation` points over `duration` seconds, as `steps` evenly spaced touch
    /// events (each one advances the clock by `duration / steps` first).
    ///
    /// Non-finite translations are ignored; negative or non-finite durations count as 0 (all events at
    /// the current instant, which carries no velocity); `steps` is clamped to `1...maximumSteps`.
    public func move(by translation: CGPoint, duration: TimeInterval = 1.0 / 60, steps: Int = 1) {
        guard TouchGeometry.isFinite(translation) else { return }
        move(
            to: CGPoint(x: location.x + translation.x, y: location.y + translation.y), duration: duration, steps: steps)
    }

    /// Moves the finger to `point` (window coordinates) over `duration` seconds in `steps` events; see
    /// `move(by:duration:steps:)`.
    public func move(to point: CGPoint, duration: TimeInterval = 1.0 / 60, steps: Int = 1) {
        guard isActive, TouchGeometry.isFinite(point) else { return }
        let count = min(max(steps, 1), Self.maximumSteps)
        let total = duration.isFinite && duration > 0 ? duration : 0
        let start = location
        for index in 1...count {
            guard isActive else { return }
            if total > 0 { HeadlessClock.main.advance(by: total / Double(count)) }
            let fraction = CGFloat(index) / CGFloat(count)
            location = CGPoint(x: start.x + (point.x - start.x) * fraction, y: start.y + (point.y - start.y) * fraction)
            TouchDispatcher.shared.move(sequence, to: location)
        }
    }

    /// Moves at `velocity` (points per second, window coordinates) for `duration` seconds, one event per
    /// display frame (`HeadlessClock.main.framesPerSecond`), then lifts the finger: a pan reports about
    /// that velocity at `.ended`. Non-finite velocities count as zero, non-finite or negative durations as 0.
    public func fling(velocity: CGPoint, duration: TimeInterval = 0.05) {
        guard isActive else { return }
        let safeVelocity = TouchGeometry.isFinite(velocity) ? velocity : .zero
        let total = duration.isFinite && duration > 0 ? duration : 0
        if total > 0 {
            let frames = max(1, Int((total * HeadlessClock.main.framesPerSecond - 1e-9).rounded(.up)))
            let translation = CGPoint(x: safeVelocity.x * total, y: safeVelocity.y * total)
            move(by: translation, duration: total, steps: frames)
        }
        end()
    }

    /// Lifts the finger at the current clock time: pans end with the velocity of the last 50 ms of
    /// movement, taps count a tap, controls send their touch-up events.
    public func end() {
        guard isActive else { return }
        isFinished = true
        TouchDispatcher.shared.finish(sequence, cancelled: false)
    }

    /// The system cancels the touch (an incoming call, say): pans go to `.cancelled`, views get
    /// `touchesCancelled`.
    public func cancel() {
        guard isActive else { return }
        isFinished = true
        TouchDispatcher.shared.finish(sequence, cancelled: true)
    }
}
#endif
