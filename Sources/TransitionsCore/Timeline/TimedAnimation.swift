import Foundation

/// A one-dimensional motion from `start` to `target` over a fixed duration along a `TimingCurve`.
///
/// The value type counterpart of `UIView.animate(withDuration:delay:options:)` with a curve, with time passed
/// in. Used where UIKit dictates duration and curve (the keyboard).
package struct TimedAnimation: Hashable, Sendable {
    /// Value at time 0.
    public let start: Double
    /// Value at `duration`.
    public let target: Double
    /// Length in seconds; non-finite or negative durations become 0 (the animation is at its target at once).
    public let duration: Double
    /// The timing curve.
    public let curve: TimingCurve
    /// Seconds since the animation began.
    public private(set) var elapsed: Double = 0

    /// Creates an animation. Non-finite `start` or `target` values are replaced by the other (or 0).
    public init(from start: Double, to target: Double, duration: Double, curve: TimingCurve) {
        let safeTarget = target.isFinite ? target : (start.isFinite ? start : 0)
        self.start = start.isFinite ? start : safeTarget
        self.target = safeTarget
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.curve = curve
    }

    /// The value at `elapsed`.
    public var value: Double { value(at: elapsed) }
    /// The velocity (units per second) at `elapsed`.
    public var velocity: Double { velocity(at: elapsed) }
    /// Whether `elapsed` reached `duration`.
    public var isFinished: Bool { elapsed >= duration }

    /// The value at `time` seconds after the start.
    public func value(at time: Double) -> Double {
        guard duration > 0, time < duration else { return target }
        return start + (target - start) * curve.value(at: max(time, 0) / duration)
    }

    /// The velocity in units per second at `time`.
    public func velocity(at time: Double) -> Double {
        guard duration > 0, time < duration, time >= 0 else { return 0 }
        return (target - start) * curve.slope(at: time / duration) / duration
    }

    /// Moves time forward; negative or non-finite steps are ignored.
    public mutating func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        elapsed = min(elapsed + seconds, duration)
    }
}
