import Foundation

/// One sampled frame of a motion: what a film strip, a plot or a test looks at.
package struct TimelineFrame: Hashable, Sendable {
    /// Seconds since the timeline began.
    package var time: Double
    /// The animated value on this frame (for sheets: the height in points).
    package var value: Double
    /// Velocity in units per second (for sheets: pt/s, up positive).
    package var velocity: Double
    /// Dimming amount 0…1 (0 where the motion has no dimming).
    package var dimming: Double
    /// A short label for the phase the frame belongs to (e.g. "present", "drag", "settle").
    package var phase: String

    /// Creates a frame.
    package init(time: Double, value: Double, velocity: Double, dimming: Double = 0, phase: String = "") {
        self.time = time
        self.value = value
        self.velocity = velocity
        self.dimming = dimming
        self.phase = phase
    }
}

/// Samples motions at a fixed frame rate into arrays of frames. Used by tests, the preview tool and docs.
package enum Timeline {
    /// Samples `body` at `framesPerSecond` from 0 through `duration` inclusive.
    /// Non-finite or non-positive rates fall back to 60 Hz; durations are capped at 600 s.
    package static func sample(
        duration: Double, framesPerSecond: Double = 60, _ body: (Double) -> TimelineFrame
    ) -> [TimelineFrame] {
        let fps = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
        let length = duration.isFinite ? min(max(duration, 0), 600) : 0
        let count = Int((length * fps).rounded(.up))
        return (0...count).map { body(min(Double($0) / fps, length)) }
    }

    /// Samples a spring animation from its current state until it settles (at most `maximumDuration` seconds).
    package static func sample(
        _ animation: SpringAnimation, framesPerSecond: Double = 60, maximumDuration: Double = 10
    ) -> [TimelineFrame] {
        let fps = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
        var motion = animation
        var frames = [TimelineFrame(time: 0, value: motion.value, velocity: motion.velocity, phase: "spring")]
        var time = 0.0
        while !motion.isSettled && time < maximumDuration {
            motion.advance(by: 1 / fps)
            time += 1 / fps
            frames.append(TimelineFrame(time: time, value: motion.value, velocity: motion.velocity, phase: "spring"))
        }
        return frames
    }
}
