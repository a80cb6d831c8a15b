#if os(Linux)
import Foundation

/// The state of an animator (UIKit's `UIViewAnimatingState`, iOS 10+).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished.
    case inactive = 0
    /// Started, paused or scrubbed.
    case active = 1
    /// Stopped with `stopAnimation(false)`; waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animator's animations ended (UIKit's `UIViewAnimatingPosition`, iOS 10+).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end = 0
    /// At the start values.
    case start = 1
    /// Frozen wherever they were.
    case current = 2
}

/// An object that runs, pauses, scrubs and stops animations (UIKit's `UIViewAnimating`, iOS 10+).
@preconcurrency @MainActor public protocol UIViewAnimating: NSObjectProtocol {
    /// The animator's state.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (not paused).
    var isRunning: Bool { get }
    /// Whether the animations run backwards.
    var isReversed: Bool { get set }
    /// The completed fraction, 0…1; settable while paused (scrubbing).
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations.
    func pauseAnimation()
    /// Stops the animations where they are; `true` also finishes (inactive, no completions).
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator at `finalPosition` and runs the completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes animation and completion blocks (UIKit's `UIViewImplicitlyAnimating`, iOS 10+).
///
/// Every member is optional in UIKit; the defaults here do nothing, as an absent method would.
@preconcurrency @MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that start after `delayFactor` × the duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds animations.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a completion, called with the final position.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing; `durationFactor` scales the original duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Default when not implemented: does nothing.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Default when not implemented: does nothing.
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Default when not implemented: does nothing.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Default when not implemented: does nothing.
    public func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {}
}

/// The kind of timing curve (UIKit's `UITimingCurveType`, iOS 10+).
public enum UITimingCurveType: Int, Sendable {
    /// A built-in curve (`UIView.AnimationCurve`).
    case builtin = 0
    /// A cubic Bézier.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// Cubic and spring together.
    case composed = 3
}

/// Provides timing for a property animator (UIKit's `UITimingCurveProvider`, iOS 10+).
@preconcurrency @MainActor public protocol UITimingCurveProvider: NSCoding, NSCopying {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The runtime curve and its length for an animator of `duration` seconds.
    func headlessCurve(forDuration duration: TimeInterval) -> (curve: TimingCurve, length: TimeInterval) {
        if let spring = springTimingParameters, timingCurveType == .spring || cubicTimingParameters == nil {
            return spring.runtimeCurve(forDuration: duration)
        }
        if let cubic = cubicTimingParameters {
            return (cubic.runtimeCurve, duration)
        }
        return (.easeInOut, duration)
    }

    /// The curve of a position's vertical component when it differs from `headlessCurve`'s (a spring whose
    /// initial velocity has `dy` ≠ `dx`), with its length; else `nil`.
    func headlessVerticalCurve(forDuration duration: TimeInterval) -> (curve: TimingCurve, length: TimeInterval)? {
        guard let spring = springTimingParameters, timingCurveType == .spring || cubicTimingParameters == nil else {
            return nil
        }
        return spring.verticalRuntimeCurve(forDuration: duration)
    }
}
#endif
