#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension ZoomRunner: UIGestureRecognizerDelegate {
    func makePan() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer()
        pan.delegate = self
        pan.onAction { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        return pan
    }

    func makeCatch() -> TouchDownRecognizer {
        let recognizer = TouchDownRecognizer()
        recognizer.delegate = self
        recognizer.onTouchDown = { [weak self] in self?.touchDown() }
        recognizer.onTouchUp = { [weak self] _ in self?.touchUp() }
        return recognizer
    }

    /// Installs the drag and the catch on `view` (the zoomed screen or its clip), once.
    func installGestures(on view: UIView) {
        if panGesture.view !== view { view.addGestureRecognizer(panGesture) }
        if catchGesture.view !== view { view.addGestureRecognizer(catchGesture) }
        installPinchGestures(on: view)
    }

    /// Removes the drag and the catch from their view.
    func removeGestures() {
        panGesture.view?.removeGestureRecognizer(panGesture)
        catchGesture.view?.removeGestureRecognizer(catchGesture)
        removePinchGestures()
    }

    /// The drag begins only while the zoom can be grabbed (``ZoomMotion/canGrab`` and the host's conditions) and
    /// when ``ZoomInteractiveStartPolicy`` — or ``ZoomTransition/Options/interactiveDismissShouldBegin``, which
    /// has the last word — agrees.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isPinchGesture(gestureRecognizer) { return pinchGestureShouldBegin(gestureRecognizer) }  // +Pinch
        guard gestureRecognizer === panGesture else { return true }
        guard let host, let space = host.dragSpace, motion.canGrab, host.acceptsDrag else { return false }
        let willBegin = ZoomInteractiveStartPolicy().shouldBegin(
            translation: panGesture.translation(in: space), velocity: panGesture.velocity(in: space),
            trackedScroll: trackedScrollState)
        guard let decide = options.interactiveDismissShouldBegin else { return willBegin }
        let local = host.zoomedController?.viewIfLoaded ?? space
        return decide(
            ZoomTransition.InteractionContext(
                location: panGesture.location(in: local), velocity: panGesture.velocity(in: local),
                willBegin: willBegin))
    }

    /// The tracked scroll view's pan runs together with the zoom's drag (the list is pinned at its top while the
    /// zoom follows the finger); the catch runs together with everything (it never takes a touch from anyone).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        if gestureRecognizer === catchGesture || otherGestureRecognizer === catchGesture { return true }
        if pinchGesturesRecognizeTogether(gestureRecognizer, otherGestureRecognizer) { return true }  // +Pinch
        guard gestureRecognizer === panGesture, let scroll = host?.trackedScrollView else { return false }
        return otherGestureRecognizer === scroll.panGestureRecognizer
    }

    /// The tracked scroll view's state for the start policy (a scroll view outside the zoomed screen counts as
    /// none).
    var trackedScrollState: ZoomInteractiveStartPolicy.TrackedScroll {
        guard let scroll = host?.trackedScrollView, let view = host?.zoomedController?.viewIfLoaded,
            scroll.isDescendant(of: view)
        else { return .none }
        let atTop = scroll.contentOffset.y <= -scroll.adjustedContentInset.top + 0.5
        return ZoomInteractiveStartPolicy.TrackedScroll(tracksScrollView: true, isScrollAtTop: atTop)
    }

    // MARK: Catch

    /// A finger landed on the zoom: a moving zoom stops where it was drawn, before the finger moves.
    private func touchDown() {
        catchUpRenderedMotion()  // played by the render server: the motion is where the screen shows it
        guard motion.isCatchable else { return }
        frameDriver.stop()
        motion.handle(.touchDown(time: now))
        stopRenderedMotion()
        draw()
    }

    /// The finger lifted: a zoom still caught (no drag took it) continues toward its landing.
    private func touchUp() {
        guard case .caught = motion.state else { return }
        run(.touchUp(time: now))
    }

    // MARK: Drag

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let space = host?.dragSpace else { return }
        switch pan.state {
        case .began:
            // Measure from the grab point, so the zoom does not jump by the recognizer's hysteresis.
            pan.setTranslation(.zero, in: space)
            beginDrag(at: pan.location(in: space), in: space.bounds.size)
        case .changed:
            dragChanged(pan.translation(in: space))
        case .ended:
            dragEnded(translation: pan.translation(in: space), velocity: pan.velocity(in: space), cancelled: false)
        case .cancelled, .failed:
            dragEnded(translation: pan.translation(in: space), velocity: .zero, cancelled: true)
        default:
            break
        }
    }

    /// Takes hold of the zoom where it is on screen; the host completes an opening first and starts its
    /// interactive transition.
    func beginDrag(at location: CGPoint, in size: CGSize) {
        catchUpRenderedMotion()
        guard let host, motion.canGrab, host.acceptsDrag else { return }
        let previous = motion.state
        frameDriver.stop()
        motion.handle(.dragBegan(location: location, containerSize: size, behavior: options.dragBehavior, time: now))
        stopRenderedMotion()
        pinnedScrollView = trackedScrollState == .atTop ? host.trackedScrollView : nil
        host.zoomDragDidBegin(from: previous)
        pinTrackedScrollView()
        draw()
    }

    func dragChanged(_ translation: CGPoint) {
        guard motion.isTracking else { return }
        motion.handle(.dragChanged(translation: translation, time: now))
        pinTrackedScrollView()
        draw()
        host?.zoomDragDidChange(progress: motion.dragProgress)
    }

    /// Decides the release with ``ZoomDragModel/releaseDecision(translation:velocity:)`` (the host may refuse a
    /// dismissal). A dismissal flies to the source's current frame (asked again now) starting at the release
    /// velocity; otherwise the zoom springs back and can be grabbed again while it returns.
    func dragEnded(translation: CGPoint, velocity: CGPoint, cancelled: Bool) {
        guard case .tracking(let model, _) = motion.state, let host else { return }
        pinTrackedScrollView()
        let wants = !cancelled && model.releaseDecision(translation: translation, velocity: velocity) == .finish
        let dismissing = host.zoomDragShouldDismiss(wants)
        let geometry = dismissing ? refreshSource() : (self.geometry ?? makeGeometry(source: nil))
        let style: ZoomMotionStyle = dismissing && UIAccessibility.isReduceMotionEnabled ? .fade : .spring
        run(
            .dragEnded(
                translation: translation, velocity: cancelled ? .zero : velocity, toward: geometry,
                dismissing: dismissing, style: style, time: now))
        host.zoomDragDidEnd(dismissing: dismissing)
    }

    /// Holds the tracked scroll view at its top while the zoom follows a drag that began with it there.
    private func pinTrackedScrollView() {
        guard motion.isTracking, let scroll = pinnedScrollView else { return }
        let top = -scroll.adjustedContentInset.top
        if scroll.contentOffset.y != top { scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: top) }
    }
}
#endif
