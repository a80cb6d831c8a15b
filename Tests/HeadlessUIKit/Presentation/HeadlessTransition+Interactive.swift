#if os(Linux)
import Foundation

/// Interactive bookkeeping of a transition: the `UIView.animate` blocks started while it runs, on the
/// transition's own time axis (0…duration seconds).
struct HeadlessInteractiveState {
    /// Clock time of transition time 0.
    var origin: TimeInterval = 0
    /// Animations captured since the transition started.
    var animations: [HeadlessViewAnimation] = []
    /// Transition time where the animations are held, or `nil` while they play.
    var heldTime: TimeInterval? = nil
    /// The playing stretch after an interaction ended: clock start, from/to transition time, seconds, curve.
    var playing:
        (clockStart: TimeInterval, from: TimeInterval, to: TimeInterval, seconds: TimeInterval, curve: TimingCurve)? =
            nil
}

extension HeadlessTransitionRunning {
    /// Current position on the transition's time axis, in seconds.
    var transitionTime: TimeInterval {
        if let held = interactive.heldTime { return held }
        let now = HeadlessClock.main.now
        if let playing = interactive.playing {
            let u = playing.seconds > 0 ? (now - playing.clockStart) / playing.seconds : 1
            return playing.from + (playing.to - playing.from) * playing.curve.value(atFraction: u)
        }
        return min(max(now - interactive.origin, 0), duration)
    }

    /// A `UIView.animate` block started during this transition: scrub it with the transition (held at
    /// once while the transition holds its animations).
    func capture(_ animation: HeadlessViewAnimation) {
        guard isRunning, interactor != nil else { return }
        interactive.animations.append(animation)
        if let time = interactive.heldTime {
            animation.hold(atTransitionTime: time, origin: interactive.origin)
        }
    }

    /// Holds animations at the start: `UIPercentDrivenInteractiveTransition` does this before it calls
    /// `animateTransition(using:)` (UIKit freezes the container's layer time). Custom interaction
    /// controllers that never update the context leave the animations running, as in a hand-made zoom whose dismissal
    /// animator is its own interaction controller.
    func beginHolding() {
        guard isRunning, interactive.heldTime == nil else { return }
        interactive.heldTime = transitionTime
    }

    /// `updateInteractiveTransition(_:)`: holds the animations at `percent` of the duration.
    func interactionUpdated(_ percent: CGFloat) {
        guard isRunning, percent.isFinite else { return }
        let clamped = min(max(percent, 0), 1)
        context.percent = clamped
        guard context.interactiveFlag else { return }
        interactive.playing = nil
        let time = Double(clamped) * duration
        interactive.heldTime = time
        for animation in interactive.animations {
            animation.hold(atTransitionTime: time, origin: interactive.origin)
        }
    }

    /// `pauseInteractiveTransition()`: holds the animations where they are and becomes interactive.
    func interactionPaused() {
        guard isRunning, interactive.heldTime == nil else { return }
        let wasInteractive = context.interactiveFlag
        let time = transitionTime
        interactive.playing = nil
        interactive.heldTime = time
        context.percent = duration > 0 ? CGFloat(time / duration) : 0
        context.interactiveFlag = true
        for animation in interactive.animations {
            animation.hold(atTransitionTime: time, origin: interactive.origin)
        }
        if !wasInteractive { coordinator.interactionChanged() }
    }

    /// `finishInteractiveTransition()` / `cancelInteractiveTransition()`: plays the rest (or back to the
    /// start) over `remaining × duration / completionSpeed` with the interactor's `completionCurve`.
    func interactionEnded(cancelled: Bool) {
        guard isRunning else { return }
        if cancelled { context.cancelledFlag = true }
        let wasInteractive = context.interactiveFlag
        context.interactiveFlag = false
        guard interactive.heldTime != nil else {
            if wasInteractive { coordinator.interactionChanged() }
            return
        }
        let from = transitionTime
        let to = cancelled ? 0 : duration
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? Double(completionSpeed) : 1
        let seconds = abs(to - from) / speed
        let curve = TimingCurve.forCurve(completionCurve)
        interactive.heldTime = nil
        interactive.playing = (HeadlessClock.main.now, from, to, seconds, curve)
        for animation in interactive.animations {
            animation.resume(
                fromTransitionTime: from, to: to, origin: interactive.origin, seconds: seconds, outer: curve)
        }
        if wasInteractive { coordinator.interactionChanged() }
    }
}
#endif
