#if os(Linux)
import Foundation

/// An animation through a list of values (Core Animation's `CAKeyframeAnimation`).
///
/// `keyTimes` (0…1, one per value; default evenly spaced) place the values; each segment is eased by
/// its entry in `timingFunctions` (default linear) after the whole animation's `timingFunction`.
/// Calculation modes: `.linear` (default) and `.discrete` are modelled; `.paced` and `.cubic` (and their
/// variants) interpolate linearly (documented simplification). `path` is stored only.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values to pass through.
    open var values: [Any]?
    /// Where each value is reached, as fractions of the duration (one per value, non-decreasing).
    open var keyTimes: [NSNumber]?
    /// The easing of each segment (one fewer than values).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between key times are computed; default `.linear`.
    open var calculationMode: CAAnimationCalculationMode = .linear

    override func contributions(atLocalTime local: Double, model: LayerStore, into store: inout LayerStore) {
        guard let progress = iterationProgress(atLocalTime: local), let value = value(at: timedFraction(progress))
        else { return }
        apply(value, into: &store)
    }

    /// The interpolated components at an (eased) fraction of the animation.
    func value(at fraction: Double) -> [Double]? {
        let components = (values ?? []).compactMap { animationComponents($0) }
        guard let first = components.first, components.count == (values ?? []).count else { return nil }
        if components.count == 1 { return first }
        let times = resolvedKeyTimes(count: components.count)
        if calculationMode == .discrete {
            let index = times.lastIndex { $0 <= fraction } ?? 0
            return components[index]
        }
        guard fraction > times[0] else { return components[0] }
        for segment in 0..<(components.count - 1) where fraction <= times[segment + 1] {
            let span = times[segment + 1] - times[segment]
            var local = span > 0 ? (fraction - times[segment]) / span : 1
            if let functions = timingFunctions, segment < functions.count {
                local = functions[segment].value(at: local)
            }
            return zip(components[segment], components[segment + 1]).map { $0 + ($1 - $0) * local }
        }
        return components[components.count - 1]
    }

    private func resolvedKeyTimes(count: Int) -> [Double] {
        if let keyTimes, keyTimes.count == count {
            return keyTimes.map { $0.doubleValue.isFinite ? min(max($0.doubleValue, 0), 1) : 0 }
        }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }
}

/// How a keyframe animation computes values between key times.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public var rawValue: String
    /// Creates a mode.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between values (default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even speed (interpolated linearly in HeadlessUIKit).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Catmull-Rom spline (interpolated linearly in HeadlessUIKit).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Even-speed spline (interpolated linearly in HeadlessUIKit).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Animations run together on one timeline (Core Animation's `CAAnimationGroup`): each child's
/// `beginTime` is relative to the group's start, and children are cut off at the group's duration.
open class CAAnimationGroup: CAAnimation {
    /// The grouped animations; default `nil`.
    open var animations: [CAAnimation]?

    override func contributions(atLocalTime local: Double, model: LayerStore, into store: inout LayerStore) {
        guard let progress = iterationProgress(atLocalTime: local) else { return }
        let groupTime = timedFraction(progress) * iterationDuration
        for child in animations ?? [] {
            let childLocal = (groupTime - child.beginTime) * Double(child.speed) + child.timeOffset
            child.contributions(atLocalTime: childLocal, model: model, into: &store)
        }
    }
}
#endif
