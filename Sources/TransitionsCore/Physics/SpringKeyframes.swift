import Foundation

/// A spring motion sampled at a display's refresh rate, for a keyframe animation that plays it without the
/// main thread (Core Animation's `CAKeyframeAnimation` with `values`, `keyTimes` and linear interpolation).
///
/// Keyframe `i` sits at `i / frameRate` seconds after the motion starts, except the last, which sits at
/// ``duration`` and holds the target exactly (`KeyframeTimes`); every keyframe value is the closed-form position
/// (``SpringCurve/value(at:from:to:initialVelocity:)``), so a display refreshing at `frameRate` in step with
/// the motion shows the exact curve, and anything in between is off by at most the curve's change over one
/// refresh. A motion can end before it rests (``init(motion:frameRate:endingAfter:)``: a dismissal is over once the
/// sheet is off screen); its last keyframe then holds the closed form at that moment. A pure value: computing it
/// allocates nothing; reading keyframes one by one allocates nothing.
package struct SpringKeyframes: Hashable, Sendable {
    /// The motion sampled, at its start (`elapsed` 0).
    public let motion: SpringAnimation
    /// When the keyframes sit (`KeyframeTimes`).
    public let timeline: KeyframeTimes
    /// The position (pt) the last keyframe holds: the target, or the closed form at an earlier end.
    public let finalPosition: Double
    /// Keyframes per second (`KeyframeTimes.frameRate`).
    public var frameRate: Double { timeline.frameRate }
    /// Seconds from the start until the motion is at rest (`SpringAnimation.settlingDuration`), or until the
    /// end it was given; 0 when it starts at rest.
    public var duration: Double { timeline.duration }
    /// How many keyframes: 1 for a motion at rest, else one per refresh plus the final one.
    public var count: Int { timeline.count }

    /// The most keyframes one motion gets (`KeyframeTimes.maximumCount`).
    public static var maximumCount: Int { KeyframeTimes.maximumCount }

    /// Samples `motion` from its current `SpringAnimation.elapsed` (restarted there) at `frameRate`
    /// keyframes per second (default 120, a ProMotion display's rate). A rate that is NaN, infinite, zero or
    /// negative becomes 120; rates are clamped into 1…1,000; a motion that would need more than
    /// ``maximumCount`` keyframes is sampled at the rate that fits.
    public init(motion: SpringAnimation, frameRate: Double = 120) {
        self.init(motion: motion, frameRate: frameRate, endingAfter: .infinity)
    }

    /// Samples `motion` as ``init(motion:frameRate:)`` does, but ends it after `end` seconds: before it rests, the
    /// last keyframe holds the closed-form position at `end`; after, the target is held until `end` (the motion's
    /// own end when its rest time was decided before a restart). An `end` that is NaN, infinite or negative is
    /// ignored (the motion runs to rest).
    public init(motion: SpringAnimation, frameRate: Double = 120, endingAfter end: Double) {
        let restarted = motion.restarted()
        self.motion = restarted
        let rest = restarted.settlingDuration
        let hasEnd = end >= 0 && end.isFinite
        let endsEarly = hasEnd && end < rest
        timeline = KeyframeTimes(duration: hasEnd ? end : rest, frameRate: frameRate)
        finalPosition = endsEarly ? restarted.value(at: end) : restarted.target
    }

    /// Seconds from the start of keyframe `index` (`KeyframeTimes.time(at:)`).
    public func time(at index: Int) -> Double { timeline.time(at: index) }

    /// Keyframe `index`'s time as a fraction of ``duration`` (`KeyframeTimes.keyTime(at:)`).
    public func keyTime(at index: Int) -> Double { timeline.keyTime(at: index) }

    /// The position (pt) at keyframe `index`: the closed form, and exactly ``finalPosition`` for the last.
    public func position(at index: Int) -> Double {
        let clamped = min(max(index, 0), count - 1)
        return clamped == count - 1 ? finalPosition : motion.value(at: time(at: clamped))
    }

    /// The motion's position and velocity `time` seconds after its start, held at the end: the closed form
    /// within ``duration``, ``finalPosition`` at rest after it.
    public func sample(at time: Double) -> SpringCurve.Sample {
        guard time < duration else { return SpringCurve.Sample(value: finalPosition, velocity: 0) }
        return motion.sample(at: max(time, 0))
    }
}
