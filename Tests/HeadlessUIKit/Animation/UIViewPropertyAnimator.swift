#if os(Linux)
import Foundation

/// An interruptible, scrubbable, reversible animator for view properties (UIKit's
/// `UIViewPropertyAnimator`, iOS 10+), running on `HeadlessClock.main`.
///
/// States follow UIKit: `inactive` → (start, pause or scrub) → `active` → (natural end, or
/// `stopAnimation(false)` + `finishAnimation(at:)`) → `inactive`. Deviations, all documented in
/// docs/headless-uikit.md: setting `isUserInteractionEnabled`/`isInterruptible` on an active animator is
/// ignored instead of raising; calls UIKit rejects with an exception (e.g. `finishAnimation(at:)` when not
/// stopped) are ignored; `continueAnimation(withTimingParameters:durationFactor:)` with a factor ≤ 0 uses
/// the remaining fraction of the duration.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, @preconcurrency NSCopying {
    private let parameters: any UITimingCurveProvider
    private let durationStorage: TimeInterval
    private let runtimeCurve: TimingCurve
    /// A position's vertical curve when the spring's `dy` differs from its `dx` (see `AnimationTimeline`).
    private let verticalCurve: TimingCurve?
    private let effectiveLength: TimeInterval
    private var delayStorage: TimeInterval = 0
    private var stateStorage: UIViewAnimatingState = .inactive
    private var reversedStorage = false
    private var pendingBlocks: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var layers: [CALayer] = []
    private var endToken: HeadlessScheduledToken?
    private var scrubbedLinearly = false
    private var userInteractionStorage = true
    private var interruptibleStorage = true
    let timeline: AnimationTimeline

    /// An animator of `duration` seconds with the given timing (copied, as UIKit's `@NSCopying` does).
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        let seconds = duration.isFinite ? max(duration, 0) : 0
        let copied = (parameters.copy(with: nil) as? any UITimingCurveProvider) ?? parameters
        self.parameters = copied
        durationStorage = seconds
        let vertical = copied.headlessVerticalCurve(forDuration: seconds)
        let (curve, length) = copied.headlessCurve(forDuration: seconds)
        runtimeCurve = curve
        verticalCurve = vertical?.curve
        effectiveLength = max(length, vertical?.length ?? 0)
        timeline = AnimationTimeline(curve: curve)
        timeline.verticalCurve = vertical?.curve
        super.init()
    }

    /// An animator with a built-in curve; `animations` are added, not started.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve; `animations` are added, not started.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of damping ratio `ratio` settling in `duration`; `animations` are added.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates, configures and starts an animator (the curve comes from `options`).
    ///
    /// Deviation: the result is created as `UIViewPropertyAnimator`; calling this on a subclass traps.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = UIViewPropertyAnimator(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return unsafeDowncast(animator, to: self)
    }

    // MARK: - Configuration

    /// The timing parameters (a copy of those passed in).
    open var timingParameters: (any UITimingCurveProvider)? { parameters }
    /// The duration in seconds, as passed in (physical and perceptual springs run until they settle).
    open var duration: TimeInterval { durationStorage }
    /// The delay of `startAnimation(afterDelay:)`, in seconds; default 0.
    open var delay: TimeInterval { delayStorage }

    /// Whether views accept touches while animating; default `true`. Ignored while active.
    open var isUserInteractionEnabled: Bool {
        get { userInteractionStorage }
        set { if stateStorage == .inactive { userInteractionStorage = newValue } }
    }

    /// Whether hit-testing uses presentation values (stored only); default `false`.
    open var isManualHitTestingEnabled: Bool = false

    /// Whether the animator can be paused and scrubbed; default `true`. Ignored while active.
    open var isInterruptible: Bool {
        get { interruptibleStorage }
        set { if stateStorage == .inactive { interruptibleStorage = newValue } }
    }

    /// Whether scrubbing (setting `fractionComplete` while paused) is linear; default `true` (iOS 11+).
    open var scrubsLinearly: Bool = true

    /// Whether the animator stays active and paused at the end instead of completing; default `false` (iOS 11+).
    open var pausesOnCompletion: Bool = false

    // MARK: - UIViewAnimating

    /// The animator's state.
    open var state: UIViewAnimatingState { stateStorage }

    /// Whether the animations are running.
    open var isRunning: Bool { stateStorage == .active && timeline.isRunning }

    /// Whether the animations run backwards; changing it while running turns them around where they are.
    open var isReversed: Bool {
        get { reversedStorage }
        set {
            guard newValue != reversedStorage else { return }
            reversedStorage = newValue
            if isRunning {
                timeline.pause(at: HeadlessClock.main.now)
                resume(curve: nil, durationFactor: nil)
            }
        }
    }

    /// The completed fraction, 0…1. Setting it scrubs while the animator is paused (activating an
    /// inactive one); it is ignored while running or stopped. NaN is ignored; values are clamped.
    open var fractionComplete: CGFloat {
        get { stateStorage == .inactive ? 0 : CGFloat(timeline.fraction(at: HeadlessClock.main.now)) }
        set {
            guard newValue.isFinite, interruptibleStorage || stateStorage == .inactive else { return }
            if stateStorage == .inactive { activate() }
            guard stateStorage == .active, !timeline.isRunning else { return }
            let fraction = Double(min(max(newValue, 0), 1))
            let progress = scrubsLinearly ? fraction : runtimeCurve.value(atFraction: fraction)
            let vertical = scrubsLinearly ? nil : verticalCurve?.value(atFraction: fraction)
            timeline.setPaused(fraction: fraction, progress: progress, verticalProgress: vertical)
            scrubbedLinearly = scrubsLinearly
        }
    }

    /// Starts (or resumes) the animations.
    open func startAnimation() { start(afterDelay: 0) }

    /// Starts the animations after `delay` seconds (the animator is active meanwhile).
    open func startAnimation(afterDelay delay: TimeInterval) {
        delayStorage = delay.isFinite ? max(delay, 0) : 0
        start(afterDelay: delayStorage)
    }

    /// Pauses the animations where they are (activating an inactive animator at fraction 0).
    open func pauseAnimation() {
        if stateStorage == .inactive { activate() }
        guard stateStorage == .active, timeline.isRunning else { return }
        endToken?.cancel()
        timeline.pause(at: HeadlessClock.main.now)
        scrubbedLinearly = false
    }

    /// Stops the animations where they are. `true`: the views keep the current values, the animator
    /// becomes inactive and completions are dropped. `false`: the animator becomes `stopped` until
    /// `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard stateStorage == .active else { return }
        endToken?.cancel()
        timeline.pause(at: HeadlessClock.main.now)
        if withoutFinishing {
            let now = HeadlessClock.main.now
            settle(atProgress: timeline.progress(at: now), vertical: timeline.verticalProgress(at: now))
            stateStorage = .inactive
            completions = []
            pendingBlocks = []
        } else {
            stateStorage = .stopped
        }
    }

    /// Finishes a stopped animator: moves the views to the end, start or current values and runs the
    /// completions with `finalPosition`. Ignored unless stopped.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard stateStorage == .stopped else { return }
        let now = HeadlessClock.main.now
        switch finalPosition {
        case .end: complete(at: finalPosition, progress: 1)
        case .start: complete(at: finalPosition, progress: 0)
        case .current:
            complete(
                at: finalPosition, progress: timeline.progress(at: now), vertical: timeline.verticalProgress(at: now))
        }
    }

    // MARK: - UIViewImplicitlyAnimating

    /// Adds animations starting at `delayFactor` × the duration (on a running animator, they run for the
    /// remaining time). Ignored when stopped.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        switch stateStorage {
        case .inactive: pendingBlocks.append((animation, factor))
        case .active: runBlocks([(animation, factor)])
        case .stopped: break
        }
    }

    /// Adds animations.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds a completion, called with the final position when the animator completes.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Resumes a paused animator with `parameters` (or its own timing). The rest of the motion lasts
    /// `durationFactor` × the duration, or the remaining fraction of the duration when the factor is ≤ 0.
    open func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {
        guard stateStorage == .active else { return }
        if timeline.isRunning {
            endToken?.cancel()
            timeline.pause(at: HeadlessClock.main.now)
        }
        let curve = parameters.map { $0.headlessCurve(forDuration: durationStorage).curve }
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : nil
        resume(curve: curve, durationFactor: factor)
    }

    /// A new animator with the same duration and timing (animations and completions are not copied).
    open func copy(with zone: NSZone? = nil) -> Any {
        UIViewPropertyAnimator(duration: durationStorage, timingParameters: parameters)
    }

    // MARK: - Runtime

    private func activate() {
        guard stateStorage == .inactive else { return }
        stateStorage = .active
        layers = []
        timeline.setPaused(fraction: 0, progress: 0)
        scrubbedLinearly = false
        let blocks = pendingBlocks
        pendingBlocks = []
        runBlocks(blocks)
    }

    private func runBlocks(_ blocks: [(block: () -> Void, delayFactor: CGFloat)]) {
        let now = HeadlessClock.main.now
        let current = reversedStorage ? 0 : timeline.progress(at: now)
        for entry in blocks {
            let capture = AnimationCapture(
                timeline: timeline, delayFactor: max(Double(entry.delayFactor), min(max(current, 0), 1)),
                duration: durationStorage, curve: runtimeCurve)
            HeadlessAnimationContext.with(capture) { entry.block() }
            for layer in capture.recordedLayers where !layers.contains(where: { $0 === layer }) {
                layers.append(layer)
            }
        }
    }

    private func start(afterDelay delay: TimeInterval) {
        guard stateStorage != .stopped else { return }
        if stateStorage == .inactive { activate() }
        guard !timeline.isRunning else { return }
        resume(curve: nil, durationFactor: nil, delay: delay)
    }

    /// Runs from the paused position toward the end (or the start when reversed).
    private func resume(curve: TimingCurve?, durationFactor: Double?, delay: TimeInterval = 0) {
        let now = HeadlessClock.main.now
        let fraction = timeline.fraction(at: now)
        let progress = timeline.progress(at: now)
        let target: Double = reversedStorage ? 0 : 1
        let length = durationFactor.map { $0 * effectiveLength } ?? abs(target - fraction) * effectiveLength
        if curve != nil || scrubbedLinearly {
            timeline.runRemapped(
                curve: curve ?? runtimeCurve, from: progress, to: target, start: now + delay, length: length)
        } else {
            timeline.run(from: fraction, to: target, start: now + delay, length: length)
        }
        scrubbedLinearly = false
        endToken?.cancel()
        // Strong capture: UIKit keeps running animators alive (fire-and-forget `runningPropertyAnimator`).
        endToken = HeadlessClock.main.scheduleCancellable(after: delay + length) { self.reachedEnd() }
    }

    private func reachedEnd() {
        guard stateStorage == .active else { return }
        let target: Double = reversedStorage ? 0 : 1
        if pausesOnCompletion {
            timeline.setPaused(fraction: target, progress: target)
            return
        }
        complete(at: reversedStorage ? .start : .end, progress: target)
    }

    private func complete(at position: UIViewAnimatingPosition, progress: Double, vertical: Double? = nil) {
        settle(atProgress: progress, vertical: vertical)
        stateStorage = .inactive
        let handlers = completions
        completions = []
        for handler in handlers { handler(position) }
    }

    private func settle(atProgress progress: Double, vertical: Double? = nil) {
        for layer in layers {
            layer.settleAnimations(following: timeline, atProgress: progress, verticalProgress: vertical)
        }
        layers = []
        timeline.finish(progress: progress)
    }
}
#endif
