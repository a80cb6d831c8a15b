#if os(Linux)
import Foundation

/// UIKit's block-based view animations.
///
/// Deviation: UIKit declares these `open class func` in the class body; here they are `public` in an
/// extension (overriding class-level animation methods is not supported; nothing in practice does).
/// Property changes inside the blocks animate additively on `HeadlessClock.main`; reading a property
/// gives its final value, `layer.presentation()` the on-screen one.
extension UIView {
    /// Turns animations on or off globally (off: blocks apply changes at once).
    public class func setAnimationsEnabled(_ enabled: Bool) {
        HeadlessAnimationContext.animationsEnabled = enabled
    }

    /// Whether animations are enabled.
    public class var areAnimationsEnabled: Bool { HeadlessAnimationContext.animationsEnabled }

    /// Runs `actionsWithoutAnimation` with animations disabled, even inside an animation block (iOS 7+).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        HeadlessAnimationContext.with(nil) { actionsWithoutAnimation() }
    }

    /// The duration of the animation block being built, in seconds; 0 outside one (iOS 9+).
    public class var inheritedAnimationDuration: TimeInterval {
        HeadlessAnimationContext.innermostCapture?.duration ?? 0
    }

    /// Animates changes over `duration` seconds after `delay`, with the curve in `options` (iOS 4+).
    ///
    /// Inside another block, duration and curve are inherited unless `.overrideInheritedDuration` /
    /// `.overrideInheritedCurve` is set. A duration ≤ 0 (or NaN) applies the changes at once and runs the
    /// completion on the next run-loop turn with `true`, as UIKit documents.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let inherited = HeadlessAnimationContext.innermostCapture
        var seconds = duration
        var curve = TimingCurve.forCurve(options.curve)
        if let inherited, !options.contains(.overrideInheritedOptions) {
            if !options.contains(.overrideInheritedDuration) { seconds = inherited.duration }
            if !options.contains(.overrideInheritedCurve) { curve = inherited.curve }
        }
        runBlock(
            duration: seconds, delay: delay, curve: curve,
            beginFromCurrentState: options.contains(.beginFromCurrentState), animations: animations,
            completion: completion)
    }

    /// Animates changes over `duration` seconds with the default ease-in-out curve (iOS 4+).
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates changes over `duration` seconds with the default ease-in-out curve (iOS 4+).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with a spring that settles in `duration` seconds (iOS 7+).
    ///
    /// `dampingRatio` 1 does not overshoot; `velocity` is relative (1 = the whole distance per second).
    /// See `SpringModel` for the mapping from duration to stiffness (unconfirmed; UIKit does not document it).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let seconds = duration.isFinite ? duration : 0
        let model = SpringModel(
            dampingRatio: Double(dampingRatio), settlingDuration: seconds, initialVelocity: Double(velocity))
        runBlock(
            duration: seconds, delay: delay, curve: .spring(model, duration: seconds),
            beginFromCurrentState: options.contains(.beginFromCurrentState), animations: animations,
            completion: completion)
    }

    /// Animates with the iOS 17 perceptual spring: `duration` is perceptual, `bounce` in −1…1.
    ///
    /// The block lasts until the spring settles (0.1 % of the distance), so the completion may run later
    /// than `duration` seconds for bouncy springs. The WWDC23 formula is in `SpringModel`.
    @MainActor @preconcurrency
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
        delay: TimeInterval = 0.0, options: UIView.AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let model = SpringModel(
            perceptualDuration: duration, bounce: Double(bounce), initialVelocity: Double(initialSpringVelocity))
        let length = model.settlingDuration
        runBlock(
            duration: length, delay: delay, curve: .spring(model, duration: length),
            beginFromCurrentState: options.contains(.beginFromCurrentState), animations: animations,
            completion: completion)
    }

    /// Runs `animations` as a content transition of `view` (nothing is rendered: the changes apply at
    /// once, animatable ones animate, and the completion runs after `duration`).
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let seconds = duration.isFinite ? max(duration, 0) : 0
        animate(
            withDuration: seconds, delay: 0, options: options.union(.overrideInheritedOptions),
            animations: animations ?? {}, completion: nil)
        HeadlessClock.main.schedule(after: seconds) { completion?(true) }
    }

    /// Animates keyframes added with `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` (iOS 7+).
    ///
    /// The overall timing is linear; each keyframe runs linearly within its window (calculation modes
    /// other than linear are not modelled).
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runBlock(
            duration: duration, delay: delay, curve: .linear,
            beginFromCurrentState: options.contains(.beginFromCurrentState), animations: animations,
            completion: completion)
    }

    /// Animates keyframes and returns whether they finished (iOS 13+ async form).
    @discardableResult
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void
    ) async -> Bool {
        await withCheckedContinuation { continuation in
            animateKeyframes(
                withDuration: duration, delay: delay, options: options, animations: animations,
                completion: { continuation.resume(returning: $0) })
        }
    }

    /// Adds a keyframe to the enclosing `animateKeyframes` block: its changes run from `frameStartTime` for
    /// `frameDuration` (both fractions of the whole, 0…1). Outside a keyframe block the changes animate
    /// with the enclosing block, or apply at once.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let outer = HeadlessAnimationContext.current else {
            animations()
            return
        }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? max(frameDuration, 0) : 0
        let capture = AnimationCapture(
            timeline: outer.timeline, delayFactor: start, endFactor: min(start + length, 1),
            beginFromCurrentState: outer.beginFromCurrentState, duration: outer.duration, curve: outer.curve)
        HeadlessAnimationContext.with(capture) { animations() }
        for layer in capture.recordedLayers { outer.record(layer) }
    }

    private class func runBlock(
        duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, beginFromCurrentState: Bool,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let seconds = duration.isFinite ? duration : 0
        let wait = delay.isFinite ? max(delay, 0) : 0
        guard seconds > 0, !HeadlessAnimationContext.isSuppressed else {
            HeadlessAnimationContext.with(nil) { animations() }
            if let completion { HeadlessClock.main.schedule(after: wait) { completion(true) } }
            return
        }
        let animation = HeadlessViewAnimation(curve: curve, completion: completion)
        animation.run(
            duration: seconds, delay: wait, inheritedDuration: seconds, curve: curve,
            beginFromCurrentState: beginFromCurrentState, animations: animations)
    }
}
#endif
