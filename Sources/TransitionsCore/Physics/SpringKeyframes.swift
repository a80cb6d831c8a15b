import Foundation

/// A spring motion sampled at a display's refresh rate, for a keyframe animation that plays it without the
/// main thread (Core Animation's `CAKeyframeAnimation` with `values`, `keyTimes` and linear interpolation).
///
/// Keyframe `i` sits at `i / frameRate` seconds after the motion starts, except the last, which sits at
/// ``duration`` and holds the target exactly; every keyframe value is the closed-form position
/// (``SpringCurve/value(at:from:to:initialVelocity:)``), so a display refreshing at `frameRate` in step with
/// the motion shows the exact curve, and anything in between is off by at most the curve's change over one
/// refresh. A pure value: computing it allocates nothing; reading keyframes one by one allocates nothing.
public struct SpringKeyframes: Hashable, Sendable {
    /// The motion sampled, at its start (`elapsed` 0).
    public let motion: SpringAnimation
    /// Keyframes per second; see ``init(motion:frameRate:)``.
    public let frameRate: Double
    /// Seconds from the start until the motion is at rest (``SpringAnimation/settlingDuration``); 0 when it
    /// starts at rest.
    public let duration: Double
    /// How many keyframes: 1 for a motion at rest, else one per refresh plus the final one.
    public let count: Int

    /// The most keyframes one motion gets (20 s at 120 Hz); a longer motion is sampled at a lower rate.
    public static let maximumCount = 2_400

    /// Samples `motion` from its current ``SpringAnimation/elapsed`` (restarted there) at `frameRate`
    /// keyframes per second (default 120, a ProMotion display's rate). A rate that is NaN, infinite, zero or
    /// negative becomes 120; rates are clamped into 1…1,000; a motion that would need more than
    /// ``maximumCount`` keyframes is sampled at the rate that fits.
    public init(motion: SpringAnimation, frameRate: Double = 120) {
        var restarted = motion
        restarted.retarget(to: motion.target)
        self.motion = restarted
        let duration = restarted.settlingDuration
        self.duration = duration
        var rate = frameRate.isFinite && frameRate > 0 ? min(max(frameRate, 1), 1_000) : 120
        if duration * rate + 1 > Double(Self.maximumCount) { rate = Double(Self.maximumCount - 1) / duration }
        self.frameRate = rate
        count = duration > 0 ? Int((duration * rate - 1e-9).rounded(.up)) + 1 : 1
    }

    /// Seconds from the start of keyframe `index` (clamped into `0..<count`).
    public func time(at index: Int) -> Double {
        let clamped = min(max(index, 0), count - 1)
        return clamped == count - 1 ? duration : Double(clamped) / frameRate
    }

    /// Keyframe `index`'s time as a fraction of ``duration`` (Core Animation's `keyTimes`): 0 for the first,
    /// 1 for the last (and for the single keyframe of a motion at rest).
    public func keyTime(at index: Int) -> Double {
        duration > 0 ? min(time(at: index) / duration, 1) : 1
    }

    /// The position (pt) at keyframe `index`: the closed form, and exactly the target for the last.
    public func position(at index: Int) -> Double {
        let clamped = min(max(index, 0), count - 1)
        return clamped == count - 1 ? motion.target : motion.value(at: time(at: clamped))
    }
}
