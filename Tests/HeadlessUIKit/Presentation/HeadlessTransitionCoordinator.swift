#if os(Linux)
import Foundation

/// The transition coordinator of a presentation, dismissal or size change (UIKit's private
/// `_UIViewControllerTransitionCoordinator`).
///
/// Alongside animations run inside one animation block with the transition's duration when the
/// transition's animations begin (or at once, with the remaining time, if they already began); during an
/// interactive transition they are scrubbed with it. Completions run when the transition ends, right
/// after the presentation controller's `…DidEnd` (unconfirmed order).
final class HeadlessTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

    private weak var transition: (any HeadlessTransitionRunning)?
    private let sizeChangeContainer: UIView?
    private let sizeChangeDuration: TimeInterval
    private var alongside: [Block] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    private var animationsBegan = false
    private(set) var isFinished = false
    private var beganAt: TimeInterval = 0

    init(transition: any HeadlessTransitionRunning) {
        self.transition = transition
        sizeChangeContainer = nil
        sizeChangeDuration = 0
        super.init()
    }

    /// A coordinator for `UIWindow.simulateSizeChange(to:…)`.
    init(sizeChangeIn window: UIWindow, duration: TimeInterval) {
        transition = nil
        sizeChangeContainer = window
        sizeChangeDuration = duration
        super.init()
    }

    // MARK: - Context

    var isAnimated: Bool { transition?.context.isAnimated ?? (sizeChangeDuration > 0) }
    var presentationStyle: UIModalPresentationStyle { transition?.context.presentationStyle ?? .none }
    var initiallyInteractive: Bool { transition?.startedInteractively ?? false }
    var isInterruptible: Bool { transition?.isInterruptible ?? false }
    var isInteractive: Bool { transition?.context.isInteractive ?? false }
    var isCancelled: Bool { transition?.context.transitionWasCancelled ?? false }
    var transitionDuration: TimeInterval { transition?.duration ?? sizeChangeDuration }
    var percentComplete: CGFloat { transition?.context.percent ?? 0 }
    var completionVelocity: CGFloat { transition?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { transition?.completionCurve ?? .easeInOut }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        transition?.context.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        transition?.context.view(forKey: key)
    }

    var containerView: UIView { transition?.context.containerView ?? sizeChangeContainer ?? UIView() }
    var targetTransform: CGAffineTransform { .identity }

    // MARK: - Coordinator

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block? = nil) -> Bool {
        guard !isFinished else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if animationsBegan {
            runBlocks([animation], elapsed: HeadlessClock.main.now - beganAt)
        } else {
            alongside.append(animation)
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block? = nil) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping Block) {
        interactionHandlers.append(handler)
    }

    // MARK: - Runtime

    /// The transition's animations begin: run the queued alongside blocks with them.
    func runAlongsideAnimations() {
        guard !animationsBegan else { return }
        animationsBegan = true
        beganAt = HeadlessClock.main.now
        let blocks = alongside
        alongside = []
        runBlocks(blocks, elapsed: 0)
    }

    private func runBlocks(_ blocks: [Block], elapsed: TimeInterval) {
        guard !blocks.isEmpty else { return }
        let remaining = max(transitionDuration - elapsed, 0)
        if isAnimated, remaining > 0, HeadlessAnimationContext.innermostCapture == nil {
            UIView.animate(
                withDuration: remaining, delay: 0, options: [],
                animations: { for block in blocks { block(self) } })
        } else {
            for block in blocks { block(self) }
        }
    }

    /// Interaction started or stopped.
    func interactionChanged() {
        for handler in interactionHandlers { handler(self) }
    }

    /// The transition ended: run the completions once.
    func finish() {
        guard !isFinished else { return }
        runAlongsideAnimations()
        isFinished = true
        let blocks = completions
        completions = []
        interactionHandlers = []
        for block in blocks { block(self) }
    }

    /// The size change animation ended.
    func finishSizeChange() {
        finish()
    }
}
#endif
