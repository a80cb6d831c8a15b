#if os(Linux)
import Foundation

/// One `UIView.animate` call in flight: its timeline, the layers it animates and its completion.
///
/// While an interactive view controller transition captures animations (`HeadlessTransitionCapture`),
/// the transition can hold, scrub and resume it on the transition's time axis.
@MainActor final class HeadlessViewAnimation {
    let timeline: AnimationTimeline
    private var layers: [CALayer] = []
    private var completion: ((Bool) -> Void)?
    private var endToken: HeadlessScheduledToken?
    private var isFinished = false
    /// Absolute start time (after the delay), in clock seconds.
    private(set) var startTime: TimeInterval = 0
    /// Length in seconds.
    private(set) var length: TimeInterval = 0

    init(curve: TimingCurve, completion: ((Bool) -> Void)?) {
        timeline = AnimationTimeline(curve: curve)
        self.completion = completion
    }

    /// Runs `animations` recording into this animation, starting after `delay` for `duration` seconds.
    ///
    /// With nothing animatable changed, the completion runs on the next run-loop turn (as UIKit's does).
    func run(
        duration: TimeInterval, delay: TimeInterval, inheritedDuration: TimeInterval, curve: TimingCurve,
        beginFromCurrentState: Bool, animations: () -> Void
    ) {
        let clock = HeadlessClock.main
        startTime = clock.now + delay
        length = duration
        timeline.run(from: 0, to: 1, start: startTime, length: duration)
        let capture = AnimationCapture(
            timeline: timeline, beginFromCurrentState: beginFromCurrentState, duration: inheritedDuration,
            curve: curve)
        HeadlessAnimationContext.with(capture) { animations() }
        layers = capture.recordedLayers
        timeline.onAnimationRemoved = { [weak self] in
            MainActor.assumeIsolated { self?.animationsWereRemoved() }
        }
        if layers.isEmpty {
            clock.schedule(after: 0) { self.finish(true, atProgress: 1) }
            return
        }
        endToken = clock.scheduleCancellable(after: delay + duration) { self.finish(true, atProgress: 1) }
        HeadlessTransitionCapture.current?.capture(self)
    }

    /// Whether the animation still waits for its end.
    var isPending: Bool { !isFinished }

    /// The animation's own time fraction at transition time `time` (seconds since `origin`).
    func fraction(atTransitionTime time: TimeInterval, origin: TimeInterval) -> Double {
        guard length > 0 else { return time >= startTime - origin ? 1 : 0 }
        return (time - (startTime - origin)) / length
    }

    /// Freezes the animation at transition time `time` (seconds since `origin`).
    func hold(atTransitionTime time: TimeInterval, origin: TimeInterval) {
        guard isPending else { return }
        endToken?.cancel()
        let f = min(max(fraction(atTransitionTime: time, origin: origin), 0), 1)
        timeline.setPaused(fraction: f, progress: timeline.curve.value(atFraction: f))
    }

    /// Plays the animation from transition time `from` to `to` over `seconds`, re-timed by `outer`; when it
    /// gets there it completes with `finished == true`, settled at its start values if `to` is before it.
    func resume(
        fromTransitionTime from: TimeInterval, to: TimeInterval, origin: TimeInterval, seconds: TimeInterval,
        outer: TimingCurve
    ) {
        guard isPending else { return }
        endToken?.cancel()
        let clock = HeadlessClock.main
        let start = fraction(atTransitionTime: from, origin: origin)
        let end = fraction(atTransitionTime: to, origin: origin)
        timeline.run(from: start, to: end, start: clock.now, length: max(seconds, 0), outer: outer)
        let settleProgress = end <= 0 ? 0.0 : 1.0
        endToken = clock.scheduleCancellable(after: max(seconds, 0)) {
            self.finish(true, atProgress: settleProgress)
        }
    }

    private func animationsWereRemoved() {
        guard !isFinished, !layers.contains(where: { $0.hasAnimations(following: timeline) }) else { return }
        endToken?.cancel()
        HeadlessClock.main.schedule(after: 0) { self.finish(false, atProgress: 1) }
    }

    private func finish(_ finished: Bool, atProgress progress: Double) {
        guard !isFinished else { return }
        isFinished = true
        endToken?.cancel()
        for layer in layers { layer.settleAnimations(following: timeline, atProgress: progress) }
        layers = []
        timeline.finish(progress: progress)
        let handler = completion
        completion = nil
        handler?(finished)
    }
}

/// The interactive transition (if any) that captures `UIView.animate` blocks started right now.
@MainActor enum HeadlessTransitionCapture {
    static weak var current: (any HeadlessTransitionRunning)?
}
#endif
