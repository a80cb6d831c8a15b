#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The interactive pan-to-dismiss driver: a `UIViewControllerInteractiveTransitioning` object that a
/// transitioning delegate returns from `interactionControllerForDismissal(using:)` while a drag drives the
/// dismissal, and only then (returning it otherwise makes programmatic dismissals stall, UIKit's docs warn).
///
/// Two ways to use it:
/// - **Percent-driven** (no ``handler``): install it on the presented view with ``install(on:dismissing:)``.
///   A drag in ``direction`` starts `dismiss(animated: true)`; the driver scrubs the dismissal animator's
///   animations with `UIPercentDrivenInteractiveTransition` (progress = travel / the view's length along the
///   direction) and on release finishes past ``completionThreshold`` or faster than ``completionVelocity``,
///   else cancels. Works with any ordinary animator.
/// - **Handler-driven** (sheets, zoom): an ``InteractiveDismissalHandler`` moves the views itself and calls
///   ``finish()``/``cancel()`` and ``completeTransition()``.
///
/// User-dismissal rules are applied as UIKit applies them to its own sheets (``UserDismissal``): a blocked
/// dismissal reports `presentationControllerDidAttemptToDismiss`, an allowed one reports will-dismiss as soon as
/// the dismissal has started (before it animates) and did-dismiss after it finishes.
@MainActor public final class PanToDismissDriver: NSObject, UIViewControllerInteractiveTransitioning {
    /// The direction a drag must move to dismiss.
    public enum Direction: Hashable, Sendable {
        /// Toward the bottom of the screen (the default, sheets and cards).
        case down
        /// Toward the top.
        case up
        /// Toward the left edge.
        case left
        /// Toward the right edge.
        case right
    }

    private enum Phase {
        case idle
        /// `pending`: finish (true) / cancel (false) decided before UIKit started; `completes`: the handler's
        /// motion already landed, so the transition completes right after it starts.
        case waitingForStart(pending: Bool?, completes: Bool)
        case running(any UIViewControllerContextTransitioning)
        case ending(any UIViewControllerContextTransitioning, finished: Bool)
    }

    /// The direction that dismisses. Default `.down`.
    public let direction: Direction
    /// Progress (0…1 along the direction) past which a release finishes. Default 0.5.
    public var completionThreshold: CGFloat = 0.5
    /// Release velocity (pt/s along the direction) past which a release finishes whatever the progress. Default 800.
    public var completionVelocity: CGFloat = 800
    /// Asked before a drag may start a dismissal (e.g. only when a list is at its top). Default: always.
    public var shouldBegin: (@MainActor (UIPanGestureRecognizer) -> Bool)?
    /// Moves the views instead of percent-driven scrubbing; held weakly.
    public weak var handler: (any InteractiveDismissalHandler)?
    /// The pan recognizer installed by ``install(on:dismissing:)``, if any.
    public private(set) var panGestureRecognizer: UIPanGestureRecognizer?

    private var phase: Phase = .idle
    private var percentDriven: UIPercentDrivenInteractiveTransition?
    private weak var dismissingController: UIViewController?
    private var lastProgress: CGFloat = 0
    private var popsInstead = false

    /// Creates a driver for drags in `direction`.
    public init(direction: Direction = .down) {
        self.direction = direction
        super.init()
    }

    /// Whether the next dismissal should be interactive: `true` from ``begin(dismissing:approved:)`` until UIKit starts
    /// the transition. Transitioning delegates return the driver from `interactionControllerForDismissal`
    /// only while this is `true`.
    public var wantsInteractiveDismissal: Bool {
        if case .waitingForStart = phase { return true }
        return false
    }

    /// Whether UIKit has started the interactive transition and it has not completed yet.
    public var isRunningTransition: Bool {
        switch phase {
        case .running, .ending: return true
        case .idle, .waitingForStart: return false
        }
    }

    /// Whether an interactive dismissal is anywhere between ``begin(dismissing:approved:)`` and its completion.
    public var isInteracting: Bool {
        if case .idle = phase { return false }
        return true
    }

    // MARK: - Driving

    /// Starts an interactive dismissal of `controller` (its presentation controller's rules apply).
    /// - Parameters:
    ///   - controller: The presented controller to dismiss.
    ///   - approved: Pass `true` when ``UserDismissal/isAllowed(for:)`` was already asked for this gesture;
    ///     the delegate is then not asked again (will-dismiss is still reported).
    /// - Returns: `false` when blocked (reported as an attempt), or when the controller is not presented or is
    ///   already being presented or dismissed (nothing is reported then).
    @discardableResult
    public func begin(dismissing controller: UIViewController, approved: Bool = false) -> Bool {
        // UIKit ignores a dismissal while a transition runs; starting one would wait for a start that never comes.
        guard case .idle = phase, UserDismissal.canStartDismissal(of: controller) else { return false }
        let presentation = controller.presentationController
        if let presentation, !approved, !UserDismissal.isAllowed(for: presentation) {
            UserDismissal.reportAttempt(for: presentation)
            return false
        }
        phase = .waitingForStart(pending: nil, completes: false)
        dismissingController = controller
        lastProgress = 0
        // Ask the presenter: `controller.dismiss` would dismiss whatever `controller` itself presents (UIKit's rule).
        controller.presentingViewController?.dismiss(animated: true) { [weak self, weak presentation] in
            // Also ends a dismissal UIKit ran without asking for this driver, so the driver never stalls.
            self?.phase = .idle
            if let presentation { UserDismissal.reportDidDismiss(for: presentation) }
        }
        guard controller.isBeingDismissed else {
            // UIKit did not take the dismissal: do not wait for a start that never comes, and never hand this
            // driver to a later, programmatic dismissal. Nothing was reported: there is nothing to balance.
            if case .waitingForStart = phase { phase = .idle }
            return false
        }
        // UIKit's order: will-dismiss once the dismissal exists (its transition coordinator is available), so a
        // delegate that calls `dismiss` from it is refused by UIKit, harmlessly, instead of starting a second one.
        if let presentation { UserDismissal.reportWillDismiss(for: presentation) }
        return true
    }

    /// Starts an interactive pop of `controller` (the top of its navigation controller): calls
    /// `popViewController(animated: true)` and waits for the navigation controller's delegate to return this
    /// driver from `navigationController(_:interactionControllerFor:)` — ``PushPopTransition`` does while
    /// ``wantsInteractiveDismissal`` is `true`. The navigation counterpart of ``begin(dismissing:approved:)``,
    /// on the same machinery: ``update(_:)``, ``finish()``, ``cancel()`` and ``completeTransition()`` work the same.
    /// - Returns: `false` (nothing happens) when `controller` is not the top of a navigation controller, is its
    ///   root, or a navigation transition is already running.
    @discardableResult
    public func begin(popping controller: UIViewController) -> Bool {
        guard case .idle = phase, let navigation = controller.navigationController,
            navigation.topViewController === controller, navigation.viewControllers.count > 1,
            navigation.transitionCoordinator == nil
        else { return false }
        phase = .waitingForStart(pending: nil, completes: false)
        dismissingController = controller
        lastProgress = 0
        navigation.popViewController(animated: true)
        if navigation.topViewController === controller {
            phase = .idle  // the navigation controller queued or refused the pop
            return false
        }
        return true
    }

    /// Reports progress (0…1) to UIKit; scrubs the animator in percent-driven mode. Non-finite values are ignored.
    public func update(_ progress: CGFloat) {
        guard progress.isFinite else { return }
        let clamped = min(max(progress, 0), 1)
        lastProgress = clamped
        switch phase {
        case .running(let context):
            if let percentDriven { percentDriven.update(clamped) } else { context.updateInteractiveTransition(clamped) }
        default:
            break
        }
    }

    /// Commits to dismissing. Before UIKit has started the transition the decision is kept and applied on start.
    public func finish() { end(finished: true) }

    /// Abandons the dismissal; the presented view must return to where it was.
    public func cancel() { end(finished: false) }

    /// Ends the transition (handler mode): `completeTransition(!transitionWasCancelled)`, exactly once.
    public func completeTransition() {
        if case .waitingForStart(let pending, _) = phase {
            phase = .waitingForStart(pending: pending, completes: true)
            return
        }
        guard case .ending(let context, _) = phase else { return }
        phase = .idle
        context.completeTransition(!context.transitionWasCancelled)
    }

    private func end(finished: Bool) {
        switch phase {
        case .idle, .ending:
            return
        case .waitingForStart(_, let completes):
            phase = .waitingForStart(pending: finished, completes: completes)
        case .running(let context):
            if let percentDriven {
                percentDriven.completionSpeed = 1
                if finished { percentDriven.finish() } else { percentDriven.cancel() }
                self.percentDriven = nil
                phase = .idle  // the animator completes the transition in its own completion
            } else {
                if finished { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
                phase = .ending(context, finished: finished)
            }
        }
    }

    // MARK: - UIViewControllerInteractiveTransitioning

    /// Called by UIKit when the interactive dismissal starts.
    public func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        var pending: Bool? = nil
        var completes = false
        if case .waitingForStart(let decided, let landed) = phase {
            pending = decided
            completes = landed
        }
        phase = .running(transitionContext)
        if let handler {
            handler.interactiveDismissalDidStart(self, context: transitionContext)
        } else {
            let percent = UIPercentDrivenInteractiveTransition()
            percentDriven = percent
            percent.startInteractiveTransition(transitionContext)
            if lastProgress > 0 { percent.update(lastProgress) }
        }
        if let pending { end(finished: pending) }
        if completes { completeTransition() }
    }

    /// Always `true`: the dismissal starts under the finger.
    public var wantsInteractiveStart: Bool { true }

    // MARK: - Own gesture

    /// Adds a pan recognizer to `view` that starts and drives interactive dismissals of `controller`.
    public func install(on view: UIView, dismissing controller: UIViewController) {
        popsInstead = false
        installPan(on: view, controller: controller)
    }

    /// Adds a pan recognizer to `view` that starts and drives interactive pops of `controller` (see
    /// ``begin(popping:)``); progress and the release rules are those of dismissals.
    public func install(on view: UIView, popping controller: UIViewController) {
        popsInstead = true
        installPan(on: view, controller: controller)
    }

    private func installPan(on view: UIView, controller: UIViewController) {
        uninstall()
        let pan = UIPanGestureRecognizer()
        pan.onAction { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        view.addGestureRecognizer(pan)
        panGestureRecognizer = pan
        dismissingController = controller
    }

    /// Removes the installed recognizer.
    public func uninstall() {
        if let pan = panGestureRecognizer { pan.view?.removeGestureRecognizer(pan) }
        panGestureRecognizer = nil
    }

    /// Whether a release with this translation and velocity (container points) should finish the dismissal:
    /// progress past ``completionThreshold`` or velocity along the direction past ``completionVelocity``.
    public func shouldFinish(translation: CGPoint, velocity: CGPoint) -> Bool {
        let speed = along(velocity)
        if speed >= completionVelocity { return true }
        if speed <= -completionVelocity { return false }
        return progress(for: translation) >= completionThreshold
    }

    /// Progress 0…1 for a translation: travel along the direction over the installed view's length.
    public func progress(for translation: CGPoint) -> CGFloat {
        let length: CGFloat
        let bounds = panGestureRecognizer?.view?.bounds ?? .zero
        switch direction {
        case .down, .up: length = bounds.height
        case .left, .right: length = bounds.width
        }
        guard length > 0 else { return 0 }
        return min(max(along(translation) / length, 0), 1)
    }

    private func along(_ point: CGPoint) -> CGFloat {
        switch direction {
        case .down: return point.y
        case .up: return -point.y
        case .left: return -point.x
        case .right: return point.x
        }
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        let space = pan.view?.superview
        let translation = pan.translation(in: space)
        let velocity = pan.velocity(in: space)
        switch pan.state {
        case .began:
            guard let controller = dismissingController, shouldBegin?(pan) ?? true else { return }
            if popsInstead { begin(popping: controller) } else { begin(dismissing: controller) }
        case .changed:
            guard isInteracting else { return }
            if let handler {
                handler.interactiveDismissal(self, didMove: translation, velocity: velocity)
            } else {
                update(progress(for: translation))
            }
        case .ended, .cancelled, .failed:
            guard isInteracting else { return }
            let cancelled = pan.state != .ended
            if let handler {
                handler.interactiveDismissal(self, didEndWith: translation, velocity: velocity, cancelled: cancelled)
            } else if !cancelled && shouldFinish(translation: translation, velocity: velocity) {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}
#endif
