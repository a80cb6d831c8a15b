#if os(Linux)
import Foundation

/// The progress of one animation over virtual time (runtime model shared by `UIView.animate` blocks and
/// `UIViewPropertyAnimator`; not UIKit API).
///
/// A timeline is either running one segment, paused at a progress, or finished. A segment either
/// follows the curve between two time fractions (`along`, used for normal and reversed runs) or
/// re-times the rest of the motion from a progress to a target with a curve (`remapped`, used after
/// scrubbing and by percent-driven finish/cancel).
final class AnimationTimeline {
    /// One stretch of motion.
    enum Segment {
        case along(TimingCurve, fromFraction: Double, toFraction: Double, outer: TimingCurve)
        case remapped(TimingCurve, fromProgress: Double, toProgress: Double)
    }

    /// Where the timeline is.
    enum State {
        case running(start: TimeInterval, length: TimeInterval, segment: Segment)
        case paused(fraction: Double, progress: Double)
        case finished(progress: Double)
    }

    private(set) var state: State
    /// The curve used for normal runs.
    var curve: TimingCurve
    /// The curve the vertical component of position animations follows during normal runs, when it differs
    /// from `curve`: a spring whose initial velocity has a `dy` other than its `dx` (Apple,
    /// "UISpringTimingParameters.initialVelocity": "For view position animations, both components of the
    /// initial velocity vector are considered. Each component specifies the initial rate of change along the
    /// respective x and y axes, normalized to the total distance of the animation."). `nil`: every component
    /// follows `curve`.
    var verticalCurve: TimingCurve?
    /// The vertical progress while paused (`pause(at:)` with a `verticalCurve`), or where a re-timed segment
    /// started it; `nil` when it equals the progress.
    private var verticalAnchor: Double?
    /// Called (on the main thread) when a layer drops one of this timeline's animations early.
    var onAnimationRemoved: (() -> Void)?

    init(curve: TimingCurve, state: State = .paused(fraction: 0, progress: 0)) {
        self.curve = curve
        self.state = state
    }

    /// Starts following `curve` from time fraction `from` to `to` over `length` seconds, starting at `start`.
    ///
    /// `outer` re-times the motion between the two fractions (linear: plain playback; a completion curve
    /// for percent-driven finish and cancel, as UIKit re-times the layer's time offset).
    func run(
        from: Double, to: Double, start: TimeInterval, length: TimeInterval, outer: TimingCurve = .linear
    ) {
        verticalAnchor = nil
        state = .running(
            start: start, length: max(length, 0),
            segment: .along(curve, fromFraction: from, toFraction: to, outer: outer))
    }

    /// Re-times the remaining motion: progress goes from `from` to `to` with `curve` over `length` seconds.
    func runRemapped(curve: TimingCurve, from: Double, to: Double, start: TimeInterval, length: TimeInterval) {
        // The vertical component resumes from where it was paused (the progress `from` when it is not apart).
        if case .paused = state, verticalCurve != nil {
            verticalAnchor = verticalAnchor ?? from
        } else {
            verticalAnchor = nil
        }
        state = .running(
            start: start, length: max(length, 0),
            segment: .remapped(curve, fromProgress: from, toProgress: to))
    }

    /// Freezes the timeline where it is at `time`.
    func pause(at time: TimeInterval) {
        let vertical = verticalCurve == nil ? nil : verticalProgress(at: time)
        state = .paused(fraction: fraction(at: time), progress: progress(at: time))
        verticalAnchor = vertical
    }

    /// Freezes the timeline at an explicit time fraction and progress (scrubbing); `verticalProgress` is that of
    /// the vertical position component when it differs.
    func setPaused(fraction: Double, progress: Double, verticalProgress: Double? = nil) {
        state = .paused(fraction: fraction, progress: progress)
        verticalAnchor = verticalCurve == nil ? nil : verticalProgress
    }

    /// Marks the timeline finished at `progress` (1 = end values, 0 = start values).
    func finish(progress: Double) {
        state = .finished(progress: progress)
        verticalAnchor = nil
    }

    /// Whether the timeline is running.
    var isRunning: Bool {
        if case .running = state { return true }
        return false
    }

    /// Whether the timeline is finished.
    var isFinished: Bool {
        if case .finished = state { return true }
        return false
    }

    /// When the running segment ends, or `nil` when not running.
    var endTime: TimeInterval? {
        if case let .running(start, length, _) = state { return start + length }
        return nil
    }

    /// The progress of the animated values at `time` (0 = start values, 1 = end values; springs overshoot).
    func progress(at time: TimeInterval) -> Double {
        switch state {
        case let .paused(_, progress), let .finished(progress):
            return progress
        case let .running(start, length, segment):
            let u = length > 0 ? (time - start) / length : 1
            let local = min(max(u.isNaN ? 1 : u, 0), 1)
            switch segment {
            case let .along(curve, from, to, outer):
                return curve.value(atFraction: from + (to - from) * outer.value(atFraction: local))
            case let .remapped(curve, from, to):
                return from + (to - from) * curve.value(atFraction: local)
            }
        }
    }

    /// The progress of the vertical component of position animations at `time`: `progress(at:)` unless a
    /// `verticalCurve` is set. A normal run follows `verticalCurve` between the same time fractions; a re-timed
    /// segment goes from where the vertical component was to the same target.
    func verticalProgress(at time: TimeInterval) -> Double {
        guard let verticalCurve else { return progress(at: time) }
        switch state {
        case let .paused(_, progress):
            return verticalAnchor ?? progress
        case let .finished(progress):
            return progress
        case let .running(start, length, segment):
            let u = length > 0 ? (time - start) / length : 1
            let local = min(max(u.isNaN ? 1 : u, 0), 1)
            switch segment {
            case let .along(segmentCurve, from, to, outer):
                let fraction = from + (to - from) * outer.value(atFraction: local)
                return (segmentCurve == curve ? verticalCurve : segmentCurve).value(atFraction: fraction)
            case let .remapped(curve, from, to):
                let start = verticalAnchor ?? from
                return start + (to - start) * curve.value(atFraction: local)
            }
        }
    }

    /// The time fraction at `time` (0…1; what `UIViewPropertyAnimator.fractionComplete` reports).
    func fraction(at time: TimeInterval) -> Double {
        switch state {
        case let .paused(fraction, _):
            return fraction
        case let .finished(progress):
            return progress
        case let .running(start, length, segment):
            let u = length > 0 ? (time - start) / length : 1
            let local = min(max(u.isNaN ? 1 : u, 0), 1)
            switch segment {
            case let .along(_, from, to, outer):
                return min(max(from + (to - from) * outer.value(atFraction: local), 0), 1)
            case let .remapped(_, from, to):
                return from + (to - from) * local
            }
        }
    }
}
#endif
