#if os(Linux)
import Foundation

/// Called when an explicit animation starts and stops (Core Animation's `CAAnimationDelegate`).
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation began (at its begin time on the virtual clock).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is `true` when it ran to its end, `false` when it was removed early.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Default: nothing (the requirement is optional in Objective-C).
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Default: nothing (the requirement is optional in Objective-C).
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base of Core Animation's explicit animations (`CAAnimation`): timing (`CAMediaTiming`), a timing
/// function, a delegate (retained, as Core Animation does) and removal on completion.
///
/// HeadlessUIKit runs explicit animations on `HeadlessClock.main`: `CALayer.presentation()` shows their
/// values at `CACurrentMediaTime()`, and the delegate is called when they start and stop. The layer keeps
/// the instance it was given (Core Animation copies it): change an animation before adding it.
open class CAAnimation: NSObject, CAMediaTiming, CAAction {
    /// Creates an animation with default timing (duration 0 = 0.25 s, speed 1, no repeat).
    public required override init() {
        super.init()
    }

    /// Creates an animation (Core Animation's class factory).
    open class func animation() -> Self { Self() }

    /// The curve applied to the animation's progress; `nil` (default) is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; retained, as Core Animation retains it.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation leaves the layer when it ends; default `true`.
    open var isRemovedOnCompletion: Bool = true

    /// Start time: for an animation added to a layer, in the layer's time (0 = when added); in a group,
    /// relative to the group's start.
    open var beginTime: CFTimeInterval = 0
    /// Seconds per iteration; 0 (default) means Core Animation's 0.25 s.
    open var duration: CFTimeInterval = 0
    /// Rate relative to the parent time; default 1.
    open var speed: Float = 1
    /// Offset into local time, in seconds; default 0.
    open var timeOffset: CFTimeInterval = 0
    /// Iterations (fractions allowed); 0 (default) means once.
    open var repeatCount: Float = 0
    /// Seconds the animation repeats for (autoreversing included), instead of `repeatCount`; 0 (default)
    /// means the repeat count decides. Negative or non-finite values count as 0.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each iteration plays forwards, then backwards; default `false`.
    open var autoreverses: Bool = false
    /// What the animation shows outside its active time; default `.removed`.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// One iteration's length (0 → 0.25 s; negative or non-finite → 0.25 s).
    var iterationDuration: Double { duration.isFinite && duration > 0 ? duration : 0.25 }

    /// The active duration in the animation's own time: iterations × (2 when autoreversing).
    var activeDuration: Double {
        if repeatDuration.isFinite && repeatDuration > 0 { return repeatDuration }
        let repeats = repeatCount.isFinite && repeatCount > 0 ? Double(repeatCount) : (repeatCount.isInfinite ? 1e9 : 1)
        return iterationDuration * repeats * (autoreverses ? 2 : 1)
    }

    /// The iteration progress (0…1, before the timing function) at `local` seconds into the animation, or
    /// `nil` when the animation shows nothing then (outside its active time without a fill).
    func iterationProgress(atLocalTime local: Double) -> Double? {
        let active = activeDuration
        let fillsBackwards = fillMode == .backwards || fillMode == .both
        let fillsForwards = fillMode == .forwards || fillMode == .both
        if local < 0 { return fillsBackwards ? 0 : nil }
        var t = local
        if t >= active {
            guard fillsForwards else { return nil }
            t = active
        }
        let period = iterationDuration * (autoreverses ? 2 : 1)
        var phase = t.truncatingRemainder(dividingBy: period)
        if t >= active && phase == 0 && t > 0 { phase = period }
        var fraction = min(phase, iterationDuration) / iterationDuration
        if autoreverses && phase > iterationDuration { fraction = 2 - phase / iterationDuration }
        return min(max(fraction, 0), 1)
    }

    /// The timed fraction: `timingFunction` applied to the iteration progress.
    func timedFraction(_ progress: Double) -> Double { timingFunction?.value(at: progress) ?? progress }

    /// Adds the animation to `anObject` (a `CALayer`) under `event`, as Core Animation's implicit actions
    /// do; does nothing for other objects.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// The animation's contribution to a layer: the key it animates and its components at `local` seconds
    /// (nil: no contribution). Overridden by the concrete animations.
    func contributions(atLocalTime local: Double, model: LayerStore, into store: inout LayerStore) {}
}
#endif
