#if os(Linux)
import Foundation

/// How a keyframe animation computes the values between its keyframes (QuartzCore's
/// `CAAnimationCalculationMode`). HeadlessUIKit evaluates `linear` and `discrete` only; the spline and paced
/// modes are not declared, so code that needs them does not compile on Linux instead of animating wrongly.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public var rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Apple: "Simple linear calculation between keyframe values."
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Apple: "Each keyframe value is used in turn, no interpolated values are calculated." "Keyframe
    /// animations based on discrete calculation interpolation require one less element in the `values` array
    /// than the `keyTimes` array. Each `value / keyTime` pair represents the value from the specified time
    /// until the next keyframe."
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
}

/// Keyframe animation of one layer property (QuartzCore's `CAKeyframeAnimation`): Apple, "An object that
/// provides keyframe animation capabilities for a layer object." "During the animation, Core Animation
/// generates intermediate values by interpolating between the values you provide."
///
/// HeadlessUIKit plays `values` with `keyTimes` in the `linear` and `discrete` modes (no `path`), on the key
/// paths `CAPropertyAnimation` lists; the animation's `timingFunction` re-times the whole animation. Values
/// that are not all of one animatable kind make the animation show nothing (it still runs and calls its
/// delegate).
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// Apple: "An array of objects that specify the keyframe values to use for the animation." Numbers,
    /// `CGPoint`, `CGSize`, `CGRect`, `CATransform3D` or `CGColor`, all of one kind; `nil` (default) shows
    /// nothing.
    open var values: [Any]? {
        didSet { parsedValues = nil }
    }

    /// Apple: "An optional array of `NSNumber` objects that define the time at which to apply a given
    /// keyframe segment." "Each value in the array is a floating point number between `0.0` and `1.0` that
    /// defines the time point (specified as a fraction of the animation’s total duration) at which to apply
    /// the corresponding keyframe value. Each successive value in the array must be greater than, or equal
    /// to, the previous value." Times that break these rules, or whose count does not fit the mode (as many
    /// as `values` for `linear`, one more for `discrete`, from 0 to 1), are ignored: the keyframes are then
    /// spread evenly over the duration. `nil` (default): spread evenly.
    open var keyTimes: [NSNumber]?

    /// Apple: "Specifies how intermediate keyframe values are calculated by the receiver." "The default
    /// value of this property is `linear`."
    open var calculationMode: CAAnimationCalculationMode = .linear

    private var parsedValues: [[Double]]?

    override func contributions(atLocalTime local: Double, model: LayerStore, into store: inout LayerStore) {
        guard let progress = iterationProgress(atLocalTime: local) else { return }
        let frames = keyframeComponents()
        guard !frames.isEmpty else { return }
        apply(value(atFraction: timedFraction(progress), frames: frames), into: &store)
    }

    /// The value at time fraction `fraction` (0…1) of one iteration.
    func value(atFraction fraction: Double, frames: [[Double]]) -> [Double] {
        let count = frames.count
        if calculationMode == .discrete {
            let times = validTimes(count: count + 1) ?? (0...count).map { Double($0) / Double(count) }
            var index = 0
            while index + 1 < count, fraction >= times[index + 1] { index += 1 }
            return frames[index]
        }
        guard count > 1 else { return frames[0] }
        let times = validTimes(count: count) ?? (0..<count).map { Double($0) / Double(count - 1) }
        var index = 0
        while index + 2 < count, fraction >= times[index + 1] { index += 1 }
        let span = times[index + 1] - times[index]
        let t = span > 0 ? min(max((fraction - times[index]) / span, 0), 1) : 1
        return zip(frames[index], frames[index + 1]).map { $0 + ($1 - $0) * t }
    }

    /// `keyTimes` as numbers when they follow Apple's rules for `count` entries, else `nil`.
    private func validTimes(count: Int) -> [Double]? {
        guard let keyTimes, keyTimes.count == count else { return nil }
        let times = keyTimes.map(\.doubleValue)
        guard times.first == 0, times.last == 1 else { return nil }
        for (earlier, later) in zip(times, times.dropFirst()) where !(later >= earlier) { return nil }
        return times
    }

    /// The keyframes as components, all of one length; empty when `values` is missing or mixed.
    private func keyframeComponents() -> [[Double]] {
        if let parsedValues { return parsedValues }
        var parsed: [[Double]] = []
        for value in values ?? [] {
            guard let components = animationComponents(value), components.count == (parsed.first?.count ?? components.count)
            else {
                parsed = []
                break
            }
            parsed.append(components)
        }
        parsedValues = parsed
        return parsed
    }
}
#endif
