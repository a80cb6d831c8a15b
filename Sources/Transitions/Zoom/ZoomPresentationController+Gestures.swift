#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension ZoomPresentationController: UIGestureRecognizerDelegate {
    func makePan() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer()
        pan.delegate = self
        pan.onAction { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        return pan
    }

    /// The drag begins only while the zoom can be grabbed (opening, at rest, springing back) and when
    /// ``ZoomInteractiveStartPolicy`` — or ``ZoomTransition/Options/interactiveDismissShouldBegin``, which has
    /// the last word — agrees.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGesture else { return true }
        guard let containerView, canGrab else { return false }
        let willBegin = ZoomInteractiveStartPolicy().shouldBegin(
            translation: panGesture.translation(in: containerView), velocity: panGesture.velocity(in: containerView),
            trackedScroll: trackedScrollState)
        guard let decide = options.interactiveDismissShouldBegin else { return willBegin }
        let space = presentedViewController.viewIfLoaded ?? containerView
        return decide(
            ZoomTransition.InteractionContext(
                location: panGesture.location(in: space), velocity: panGesture.velocity(in: space),
                willBegin: willBegin))
    }

    /// The tracked scroll view's pan runs together with the zoom's drag (the list is pinned at its top while
    /// the zoom follows the finger).
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard gestureRecognizer === panGesture, let scroll = trackedScrollView else { return false }
        return otherGestureRecognizer === scroll.panGestureRecognizer
    }

    /// Whether a drag may take hold of the zoom now: during the opening, at rest, or while it springs back —
    /// not while it is already leaving, fading, or driven by another drag.
    var canGrab: Bool {
        guard !dismissalDriver.isInteracting else { return false }
        switch phase {
        case .opening, .presented, .settling(_, .presented): return true
        case .idle, .tracking, .settling(_, .dismissed), .fading: return false
        }
    }

    /// The tracked scroll view's state for the start policy (a scroll view outside the zoom counts as none).
    var trackedScrollState: ZoomInteractiveStartPolicy.TrackedScroll {
        guard let scroll = trackedScrollView, scroll.isDescendant(of: clipView) else { return .none }
        return ZoomInteractiveStartPolicy.TrackedScroll(tracksScrollView: true, isScrollAtTop: isAtTop(scroll))
    }

    private func isAtTop(_ scroll: UIScrollView) -> Bool {
        scroll.contentOffset.y <= -scroll.adjustedContentInset.top + 0.5
    }

    // MARK: Drag

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let containerView else { return }
        switch pan.state {
        case .began:
            // Measure from the grab point, so the zoom does not jump by the recognizer's hysteresis.
            pan.setTranslation(.zero, in: containerView)
            beginDrag(at: pan.location(in: containerView))
        case .changed:
            dragChanged(pan.translation(in: containerView))
        case .ended:
            dragEnded(translation: pan.translation(in: containerView), velocity: pan.velocity(in: containerView))
        case .cancelled, .failed:
            dragEnded(translation: pan.translation(in: containerView), velocity: .zero, cancelled: true)
        default:
            break
        }
    }

    /// Takes hold of the zoom where it is on screen. During the opening the presentation completes first;
    /// then, when user dismissal is allowed, the interactive dismissal starts and the source (asked again) is
    /// hidden.
    func beginDrag(at location: CGPoint) {
        guard let containerView, canGrab else { return }
        let (start, _) = currentMotion()
        if case .opening = phase { finishPresentation() }
        frameDriver.stop()
        dragAllowsDismissal = UserDismissal.isAllowed(for: self)
        let model = ZoomDragModel(
            start: start, touchLocation: location, containerSize: containerView.bounds.size,
            behavior: options.dragBehavior)
        phase = .tracking(model, translation: .zero)
        refreshSource()
        pinnedScrollView = trackedScrollState == .atTop ? trackedScrollView : nil
        beginInteractiveDismissalIfAllowed()
        pinTrackedScrollView()
        applyPhase()
    }

    func dragChanged(_ translation: CGPoint) {
        guard case .tracking(let model, _) = phase else { return }
        phase = .tracking(model, translation: translation)
        pinTrackedScrollView()
        applyPhase()
        beginInteractiveDismissalIfAllowed()
        if dismissalDriver.isInteracting { dismissalDriver.update(CGFloat(model.progress(translation: translation))) }
    }

    /// Decides the release with ``ZoomDragModel/releaseDecision(translation:velocity:)``. A dismissal flies to
    /// the source's current frame (asked again now) starting at the release velocity; a cancel springs back
    /// and ends the transition at once, so the zoom can be grabbed again while it returns.
    func dragEnded(translation: CGPoint, velocity: CGPoint, cancelled: Bool = false) {
        guard case .tracking(let model, _) = phase else { return }
        pinTrackedScrollView()
        var decision =
            cancelled ? ZoomReleaseDecision.cancel : model.releaseDecision(translation: translation, velocity: velocity)
        if decision == .finish && !dragAllowsDismissal {
            UserDismissal.reportAttempt(for: self)
            decision = .cancel
        }
        if decision == .finish { beginInteractiveDismissalIfAllowed() }
        if decision == .finish && dismissalDriver.isInteracting {
            let geometry = refreshSource()
            start(.released(model, translation: translation, velocity: velocity, toward: geometry, dismissing: true))
            dismissalDriver.finish()
        } else {
            let geometry = self.geometry ?? makeGeometry(source: nil)
            start(
                .released(
                    model, translation: translation, velocity: cancelled ? .zero : velocity, toward: geometry,
                    dismissing: false))
            if dismissalDriver.isInteracting {
                dismissalDriver.cancel()
                dismissalDriver.completeTransition()
            }
        }
    }

    /// Starts the interactive dismissal for an allowed drag if it is not running yet. UIKit refuses a dismissal
    /// while a transition is still finishing (the presentation a drag took over may complete a run-loop turn
    /// later), so this is tried again on every move and at the release.
    private func beginInteractiveDismissalIfAllowed() {
        guard dragAllowsDismissal, !dismissalDriver.isInteracting else { return }
        dismissalDriver.begin(dismissing: presentedViewController, approved: true)
    }

    /// Holds the tracked scroll view at its top while the zoom follows a drag that began with it there.
    private func pinTrackedScrollView() {
        guard case .tracking = phase, let scroll = pinnedScrollView else { return }
        let top = -scroll.adjustedContentInset.top
        if scroll.contentOffset.y != top { scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: top) }
    }
}
#endif
