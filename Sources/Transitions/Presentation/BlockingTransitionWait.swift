#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Waits for the transition that made UIKit refuse a dismissal to end, for ``PresentationCoordinator``.
///
/// UIKit refuses `dismiss` while another transition involving the controller runs (other code dismissing it, a
/// controller being presented over it) and never calls the refused call's completion. The blocking transition
/// is found through the `transitionCoordinator` of the controller, of the controllers it presents and of its
/// presenter; the callback runs on the run-loop turn after that coordinator's completion (UIKit finishes its
/// bookkeeping after the completions, and would refuse again from inside one). While no coordinator is visible
/// — UIKit starts a transition on the turn after the call, and a non-animated one has none — it looks again on
/// the next turn, at most ``maximumLooks`` times in a row; then it stops, and the coordinator retries on its
/// next state change (a request, the presenter appearing, the controller disappearing).
@MainActor final class BlockingTransitionWait {
    /// How many run-loop turns in a row a wait looks for a running transition before it gives up.
    static let maximumLooks = 3

    /// Whether a callback is pending (a wait is armed and has not run or given up).
    private(set) var isArmed = false
    private var generation = 0
    private var looksWithoutTransition = 0

    nonisolated init() {}

    /// Arms a wait for the transition blocking a dismissal of `controller`, replacing any earlier one; `resume`
    /// runs once it has ended (or on the next turn, while none is visible).
    func arm(around controller: UIViewController, resume: @escaping @MainActor () -> Void) {
        generation += 1
        let current = generation
        let fire: @MainActor () -> Void = { [weak self] in
            guard let self, self.generation == current, self.isArmed else { return }
            self.isArmed = false
            resume()
        }
        if let coordinator = Self.runningTransition(around: controller),
            coordinator.animate(alongsideTransition: nil, completion: { _ in onNextRunLoopTurn(fire) })
        {
            looksWithoutTransition = 0
            isArmed = true
            return
        }
        guard looksWithoutTransition < Self.maximumLooks else {
            looksWithoutTransition = 0
            isArmed = false
            return
        }
        looksWithoutTransition += 1
        isArmed = true
        onNextRunLoopTurn(fire)
    }

    /// A dismissal started: the next wait may look again as often as ``maximumLooks``.
    func dismissalDidStart() {
        looksWithoutTransition = 0
    }

    /// The coordinator of a transition running around `controller`: its own, a controller's it presents (a
    /// presentation over it), or its presenter's; `nil` when none is visible.
    static func runningTransition(
        around controller: UIViewController
    ) -> (any UIViewControllerTransitionCoordinator)? {
        var candidate: UIViewController? = controller
        while let current = candidate {
            if let coordinator = current.transitionCoordinator { return coordinator }
            candidate = current.presentedViewController
        }
        return controller.presentingViewController?.transitionCoordinator
    }
}
#endif
