#if os(Linux)
import Foundation

/// The default delegate of `interactivePopGestureRecognizer`: UIKit's rules for the edge-swipe back. Apps
/// that replace the delegate replace these rules, as in UIKit.
@MainActor final class HeadlessInteractivePopRules: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    /// Begins only with a controller to go back to and no transition pending or running.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController?.canBeginInteractivePop ?? false
    }
}

extension UINavigationController {
    func makeEdgePan() -> UIScreenEdgePanGestureRecognizer {
        let pan = UIScreenEdgePanGestureRecognizer()
        pan.edges = .left
        edgePanRules.navigationController = self
        pan.delegate = edgePanRules
        pan.systemHandlers.append(
            HeadlessGestureHandler { [weak self] recognizer in
                guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
                self.handleEdgePan(pan)
            })
        return pan
    }

    /// Not on the root, not while a transition is pending or running, only on screen.
    var canBeginInteractivePop: Bool {
        stackStorage.count > 1 && runningTransition == nil && !transitionScheduled && isAppearanceVisible
    }

    /// The swipe pops with a percent-driven slide (or with the delegate's animator and its interaction
    /// controller, if it returns them): progress is the horizontal travel over the width; a release finishes
    /// past half the width or faster than `HeadlessBehavior.interactivePopCompletionVelocity`, else cancels.
    func handleEdgePan(_ pan: UIPanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        let progress = pan.translation(in: view).x / width
        switch pan.state {
        case .began:
            guard canBeginInteractivePop else { return }
            edgeSwipeInteraction = UIPercentDrivenInteractiveTransition()
            popViewController(animated: true)
        case .changed:
            edgeSwipeInteraction?.update(progress)
        case .ended, .cancelled, .failed:
            guard let interaction = edgeSwipeInteraction else { return }
            let velocity = pan.velocity(in: view).x
            let threshold = HeadlessBehavior.interactivePopCompletionVelocity
            let finishes = pan.state == .ended && (velocity > threshold || (velocity > -threshold && progress >= 0.5))
            if finishes { interaction.finish() } else { interaction.cancel() }
        default:
            break
        }
    }
}
#endif
