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

/// The default delegate of `interactiveContentPopGestureRecognizer` (iOS 26): it begins like the edge swipe,
/// for a drag within ±22.5° of the horizontal toward the back (right) that did not start on the edge, and waits
/// for the pans of scroll views under the finger to fail (a scroll view that can take the drag keeps it). Only
/// while `HeadlessDevice.systemVersion` is 26 or later: earlier systems have no swipe from anywhere.
@MainActor final class HeadlessInteractiveContentPopRules: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let major = Int(HeadlessDevice.systemVersion.split(separator: ".").first ?? "") ?? 0
        guard major >= 26, let navigation = navigationController, navigation.canBeginInteractivePop,
            let pan = gestureRecognizer as? UIPanGestureRecognizer
        else { return false }
        let move = pan.translation(in: nil)
        let start = pan.touchDownLocation
        let onEdge = start.x - (pan.view?.window?.bounds.minX ?? 0) <= UIScreenEdgePanGestureRecognizer.headlessEdgeWidth
        return !onEdge && move.x > 0 && abs(move.y) <= move.x * tan(Double.pi / 8)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer.view is UIScrollView
    }
}

extension UINavigationController {
    func makeContentPan() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer()
        contentPanRules.navigationController = self
        pan.delegate = contentPanRules
        pan.systemHandlers.append(
            HeadlessGestureHandler { [weak self] recognizer in
                guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
                self.handleEdgePan(pan)
            })
        return pan
    }

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
