#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions

/// Wraps an animator to count what UIKit does with it: whether a transition used it, and how often it ended.
final class CountingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let inner: any UIViewControllerAnimatedTransitioning
    private(set) var used = false
    private(set) var endedCount = 0

    init(_ inner: any UIViewControllerAnimatedTransitioning) { self.inner = inner }

    /// Wraps `animator`, when there is one, and records the wrapper in `log`.
    static func counting(
        _ animator: (any UIViewControllerAnimatedTransitioning)?, log: inout [CountingAnimator]
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let animator else { return nil }
        let counting = CountingAnimator(animator)
        log.append(counting)
        return counting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        used = true
        return inner.transitionDuration(using: transitionContext)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        used = true
        inner.animateTransition(using: transitionContext)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endedCount += 1
        inner.animationEnded(transitionCompleted)
    }
}

/// A sheet transition whose animators are counted and whose controllers get a tracked list and a delegate.
final class FuzzSheetTransition: SheetTransition {
    var animators: [CountingAnimator] = []
    let recorder = RecordingSheetDelegate()

    override init(detents: [Detent] = [.large()]) {
        super.init(detents: detents)
        delegate = recorder
        configure = { sheet in
            let list = UIScrollView(frame: CGRect(x: 0, y: 40, width: 393, height: 600))
            list.contentSize = CGSize(width: 393, height: 2000)
            sheet.presentedViewController.view.addSubview(list)
            sheet.trackedScrollView = list
        }
    }

    override func makePresentingAnimator(for presented: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )? {
        CountingAnimator.counting(super.makePresentingAnimator(for: presented), log: &animators)
    }

    override func makeDismissalAnimator(for dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    {
        CountingAnimator.counting(super.makeDismissalAnimator(for: dismissed), log: &animators)
    }
}

/// Runs `call` and says whether UIKit accepted it (it logs a warning for a refused present or dismiss; the
/// note that a dismissal also removes the controllers above is not a refusal).
@MainActor func headlessAccepts(_ call: () -> Void) -> Bool {
    let before = HeadlessDiagnostics.warnings.count
    call()
    return !HeadlessDiagnostics.warnings.dropFirst(before).contains { !$0.contains("also removes") }
}

/// Checks that adaptive-delegate callbacks keep UIKit's order for user dismissals:
/// will-dismiss only after should-dismiss (or for a modal: never), did-dismiss only right after a will-dismiss,
/// nothing after did-dismiss.
func delegateOrderViolation(_ log: [String], modal: Bool) -> String? {
    var sawShould = false
    var pendingWill = false
    var dismissed = false
    for entry in log {
        if dismissed && !entry.hasPrefix("didChangeSelectedDetent") { return "\(entry) after didDismiss in \(log)" }
        switch entry {
        case "shouldDismiss":
            if modal { return "shouldDismiss asked of a modal sheet in \(log)" }
            sawShould = true
        case "willDismiss":
            if modal || !sawShould { return "willDismiss without shouldDismiss in \(log)" }
            pendingWill = true
        case "didDismiss":
            if !pendingWill { return "didDismiss without willDismiss in \(log)" }
            dismissed = true
        case "didAttemptToDismiss":
            break
        default:
            break
        }
    }
    return nil
}
#endif
