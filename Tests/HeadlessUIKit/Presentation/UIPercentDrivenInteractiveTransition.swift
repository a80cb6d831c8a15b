#if os(Linux)
import Foundation

/// An interaction controller driven by a percentage (UIKit's `UIPercentDrivenInteractiveTransition`, iOS 7+).
///
/// `startInteractiveTransition(_:)` records the animator's duration and calls its
/// `animateTransition(using:)`; the `UIView.animate` blocks it starts are held at 0 % and scrubbed by
/// `update(_:)` on the transition's time axis (each block keeps its own curve, as Core Animation layer
/// timing does). `finish()` plays the rest over `(1 − percentComplete) × duration / completionSpeed` with
/// `completionCurve`; `cancel()` plays back to 0 over `percentComplete × duration / completionSpeed`
/// (unconfirmed) and the views return to their start values. With an interruptible animator
/// (`interruptibleAnimator(using:)` implemented) that animator is scrubbed through `fractionComplete`
/// and continued with `timingCurve` (or a cubic `completionCurve`). Calls made before the transition
/// starts are applied right after it starts. Overrides must call super.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    private var context: (any UIViewControllerContextTransitioning)?
    private var interruptible: (any UIViewImplicitlyAnimating)?
    private var durationStorage: CGFloat = 0
    private var percentStorage: CGFloat = 0
    private var pendingEnd: Bool?
    private var pendingPause = false

    /// The animator's duration at the start of the transition, in seconds.
    open var duration: CGFloat { durationStorage }

    /// The last value passed to `update(_:)` (clamped to 0…1).
    open var percentComplete: CGFloat { percentStorage }

    /// Speed of the non-interactive completion (> 0; other values count as 1); default 1.
    open var completionSpeed: CGFloat = 1

    /// Curve of the non-interactive completion; default `.easeInOut`.
    open var completionCurve: UIView.AnimationCurve = .easeInOut

    /// Timing for continuing an interruptible animator; default `nil` (iOS 10+).
    open var timingCurve: (any UITimingCurveProvider)?

    /// Whether the transition starts interactively; default `true` (iOS 10+).
    open var wantsInteractiveStart: Bool = true

    /// Pauses a running (non-interactive) transition so `update(_:)` can drive it (iOS 10+).
    open func pause() {
        guard let context else {
            pendingPause = true
            return
        }
        context.pauseInteractiveTransition()
        interruptible?.pauseAnimation()
    }

    /// Moves the transition to `percentComplete` (0…1; NaN is ignored).
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        percentStorage = min(max(percentComplete, 0), 1)
        guard let context else { return }
        context.updateInteractiveTransition(percentStorage)
        interruptible?.fractionComplete = percentStorage
    }

    /// Cancels: the transition plays back to its start and the animator completes with `false`.
    open func cancel() {
        guard let context else {
            pendingEnd = true
            return
        }
        context.cancelInteractiveTransition()
        if let animator = interruptible {
            animator.isReversed = true
            animator.continueAnimation(withTimingParameters: continuationTiming, durationFactor: factor(percentStorage))
        }
    }

    /// Finishes: the transition plays to its end.
    open func finish() {
        guard let context else {
            pendingEnd = false
            return
        }
        context.finishInteractiveTransition()
        if let animator = interruptible {
            animator.continueAnimation(
                withTimingParameters: continuationTiming, durationFactor: factor(1 - percentStorage))
        }
    }

    /// Starts the transition: records the duration, runs the animator's `animateTransition(using:)` and
    /// holds its animations at the current percentage.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        let transition = (transitionContext as? HeadlessTransitionContext)?.transition
        let animator = transition?.animator
        durationStorage = CGFloat(animator?.transitionDuration(using: transitionContext) ?? 0)
        if wantsInteractiveStart { transition?.beginHolding() }
        animator?.animateTransition(using: transitionContext)
        if let animator {
            let candidate = animator.interruptibleAnimator(using: transitionContext)
            if !HeadlessNotImplementedAnimator.isSentinel(candidate) {
                interruptible = candidate
                if wantsInteractiveStart {
                    candidate.pauseAnimation()
                    candidate.fractionComplete = percentStorage
                }
            }
        }
        transition?.coordinator.runAlongsideAnimations()
        if wantsInteractiveStart, percentStorage > 0 { update(percentStorage) }
        if pendingPause {
            pendingPause = false
            pause()
        }
        if let cancelled = pendingEnd {
            pendingEnd = nil
            if cancelled { cancel() } else { finish() }
        }
    }

    private var continuationTiming: any UITimingCurveProvider {
        timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
    }

    private func factor(_ remaining: CGFloat) -> CGFloat {
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
        let duration = durationStorage > 0 ? durationStorage : 1
        let animatorDuration = CGFloat((interruptible as? UIViewPropertyAnimator)?.duration ?? Double(duration))
        let seconds = remaining * duration / speed
        return max(seconds / max(animatorDuration, 1e-9), 1e-6)
    }
}
#endif
