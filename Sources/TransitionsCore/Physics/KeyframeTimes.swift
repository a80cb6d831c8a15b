import Foundation

/// When the keyframes of a motion that plays without the main thread sit (Core Animation's `CAKeyframeAnimation`
/// `keyTimes`): one every `1 / frameRate` seconds from the start, and the last exactly at ``duration``.
///
/// Whatever is sampled — a spring's position (`SpringKeyframes`), a zoom's whole frame — is sampled at these
/// times, so a display refreshing in step shows the exact motion and anything in between is interpolated linearly
/// over one keyframe interval. A pure value; allocation-free.
package struct KeyframeTimes: Hashable, Sendable {
    /// Seconds the motion lasts; 0 for a motion at rest.
    public let duration: Double
    /// Keyframes per second; see ``init(duration:frameRate:)``.
    public let frameRate: Double
    /// How many keyframes: 1 for a motion at rest, else one per interval plus the final one.
    public let count: Int

    /// The most keyframes one motion gets (10 s at 240 Hz); a longer motion is sampled at a lower rate.
    public static let maximumCount = 2_400

    /// The keyframe rate every render-server motion uses, 240 per second: twice a ProMotion display's 120 Hz, so a
    /// fast release's linear interpolation stays within a quarter point of the curve (`RenderServerSettle`).
    package static let defaultFrameRate: Double = 240

    /// Keyframes for `duration` seconds at `frameRate` per second. A duration that is NaN, infinite or negative
    /// counts as 0; a rate that is NaN, infinite, zero or negative becomes ``defaultFrameRate``; rates are clamped into 1…1,000;
    /// a motion that would need more than ``maximumCount`` keyframes is sampled at the rate that fits.
    public init(duration: Double, frameRate: Double = KeyframeTimes.defaultFrameRate) {
        let duration = duration.isFinite ? max(duration, 0) : 0
        self.duration = duration
        var rate = frameRate.isFinite && frameRate > 0 ? min(max(frameRate, 1), 1_000) : Self.defaultFrameRate
        if duration * rate + 1 > Double(Self.maximumCount) { rate = Double(Self.maximumCount - 1) / duration }
        self.frameRate = rate
        count = duration > 0 ? Int((duration * rate - 1e-9).rounded(.up)) + 1 : 1
    }

    /// Seconds from the start of keyframe `index` (clamped into `0..<count`).
    public func time(at index: Int) -> Double {
        let clamped = min(max(index, 0), count - 1)
        return clamped == count - 1 ? duration : Double(clamped) / frameRate
    }

    /// The two keyframes around `elapsed` seconds (clamped into the motion) and how far between them it is, 0…1:
    /// Core Animation draws a linear keyframe animation there as `from`'s value plus `fraction` of the way to
    /// `to`'s. A motion at rest, or a NaN time, gives its last keyframe twice.
    public func bracket(_ elapsed: Double) -> (from: Double, to: Double, fraction: Double) {
        guard count > 1, elapsed.isFinite else { return (duration, duration, 0) }
        let clamped = min(max(elapsed, 0), duration)
        let index = min(Int((clamped * frameRate).rounded(.down)), count - 2)
        let from = time(at: index)
        let to = time(at: index + 1)
        return (from, to, to > from ? min(max((clamped - from) / (to - from), 0), 1) : 1)
    }

    /// Keyframe `index`'s time as a fraction of ``duration`` (Core Animation's `keyTimes`): 0 for the first,
    /// 1 for the last (and for the single keyframe of a motion at rest).
    public func keyTime(at index: Int) -> Double {
        duration > 0 ? min(time(at: index) / duration, 1) : 1
    }
}
