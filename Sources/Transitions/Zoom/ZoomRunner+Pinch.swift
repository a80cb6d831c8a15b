#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The two-finger dismissal's recognizers and what one pinch has seen so far.
@MainActor final class ZoomPinchGestures {
    /// The pinch: its scale from touch-down drives the card (`ZoomPinchModel`).
    let pinch = UIPinchGestureRecognizer()
    /// The turn, recognized together with the pinch: the card turns with it once the pinch has begun.
    let rotation = UIRotationGestureRecognizer()
    /// The fingers' distance at touch-down, pt (0 until the pinch recognizer begins).
    var startDistance: Double = 0
}

extension ZoomRunner {
    /// Creates the pinch and the rotation, both reporting to this runner, both asking it before they begin.
    func makePinchGestures() -> ZoomPinchGestures {
        let gestures = ZoomPinchGestures()
        gestures.pinch.delegate = self
        gestures.rotation.delegate = self
        gestures.pinch.onAction { [weak self] _ in self?.handlePinch() }
        gestures.rotation.onAction { [weak self] _ in self?.handleRotation() }
        return gestures
    }

    /// Installs the pinch and the rotation on `view` (the zoomed screen or its clip), once.
    func installPinchGestures(on view: UIView) {
        if pinchGestures.pinch.view !== view { view.addGestureRecognizer(pinchGestures.pinch) }
        if pinchGestures.rotation.view !== view { view.addGestureRecognizer(pinchGestures.rotation) }
    }

    /// Removes the pinch and the rotation from their view.
    func removePinchGestures() {
        pinchGestures.pinch.view?.removeGestureRecognizer(pinchGestures.pinch)
        pinchGestures.rotation.view?.removeGestureRecognizer(pinchGestures.rotation)
    }

    /// Whether `recognizer` is the pinch or the rotation.
    func isPinchGesture(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer === pinchGestures.pinch || recognizer === pinchGestures.rotation
    }

    /// The pinch and the rotation begin while the zoom can be taken (as a drag can); the pinch also asks
    /// ``ZoomTransition/Options/interactiveDismissShouldBegin`` with ``ZoomDismissGesture/pinch``.
    /// A turn alone begins its recognizer but moves nothing (only a closing pinch takes the card).
    func pinchGestureShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer === pinchGestures.rotation, case .pinching = motion.state { return true }
        guard let host, let space = host.dragSpace, motion.canGrab, host.acceptsDrag else { return false }
        guard recognizer === pinchGestures.pinch, let decide = options.interactiveDismissShouldBegin else {
            return true
        }
        let local = host.zoomedController?.viewIfLoaded ?? space
        return decide(
            ZoomTransition.InteractionContext(
                location: recognizer.location(in: local), velocity: .zero, willBegin: true, gesture: .pinch))
    }

    /// The pinch and the rotation recognize together; neither with the one-finger drag.
    func pinchGesturesRecognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        isPinchGesture(a) && isPinchGesture(b)
    }

    // MARK: Following

    private func handlePinch() {
        let pinch = pinchGestures.pinch
        switch pinch.state {
        case .began:
            pinchGestures.startDistance = fingerDistance(pinch) / max(Double(pinch.scale), 1e-3)
            pinchFingersMoved()
        case .changed:
            pinchFingersMoved()
        case .ended:
            pinchEnded(cancelled: false)
        case .cancelled, .failed:
            pinchEnded(cancelled: true)
        default:
            break
        }
    }

    private func handleRotation() {
        guard case .pinching = motion.state else { return }
        switch pinchGestures.rotation.state {
        case .began, .changed: pinchFingersMoved()
        default: break
        }
    }

    /// The fingers' distance now, pt (the pinch's two touches).
    private func fingerDistance(_ pinch: UIPinchGestureRecognizer) -> Double {
        guard pinch.numberOfTouches >= 2 else { return 0 }
        let a = pinch.location(ofTouch: 0, in: nil)
        let b = pinch.location(ofTouch: 1, in: nil)
        return Double(((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot())
    }

    /// The fingers moved: past the dead zone a closing pinch takes the zoom; once taken the card chases them.
    private func pinchFingersMoved() {
        guard let space = host?.dragSpace else { return }
        let pinch = pinchGestures.pinch
        let scale = Double(pinch.scale)
        let rotation = pinchGestures.rotation.state == .possible ? 0 : Double(pinchGestures.rotation.rotation)
        let focal = pinch.location(in: space)
        if case .pinching = motion.state {
            motion.handle(.pinchChanged(fingerScale: scale, rotation: rotation, focal: focal, at: now))
        } else {
            guard ZoomPinchModel.begins(fingerScale: scale, startDistance: pinchGestures.startDistance) else { return }
            beginPinch(fingerScale: scale, rotation: rotation, focal: focal)
        }
        draw()
        if case .pinching(let model) = motion.state { host?.zoomDragDidChange(progress: model.progress) }
        updateFrameDriver()
    }

    /// Takes hold of the zoom where it is on screen; the host completes an opening first and starts its
    /// interactive transition (as for a drag).
    private func beginPinch(fingerScale: Double, rotation: Double, focal: CGPoint) {
        catchUpRenderedSettle()
        guard let host, motion.canGrab, host.acceptsDrag else { return }
        let previous = motion.state
        frameDriver.stop()
        motion.handle(.pinchBegan(fingerScale: fingerScale, rotation: rotation, focal: focal, at: now))
        stopRenderedSettle()
        host.zoomDragDidBegin(from: previous)
        applyDimmingEffect()
    }

    /// Decides the release with `ZoomPinchModel.releaseDecision(velocity:)` (the host may refuse a dismissal):
    /// a dismissal lands in the source's current frame (asked again now), un-turning; otherwise the card springs
    /// back. Drawn frame by frame (the turn is not a render-server motion).
    private func pinchEnded(cancelled: Bool) {
        pinchGestures.startDistance = 0
        guard case .pinching(let model) = motion.state, let host else { return }
        let wants = !cancelled && model.releaseDecision() == .finish
        let dismissing = host.zoomDragShouldDismiss(wants)
        let geometry = dismissing ? refreshSource() : (self.geometry ?? makeGeometry(source: nil))
        let style: ZoomMotionStyle = dismissing && UIAccessibility.isReduceMotionEnabled ? .fade : .spring
        send(.pinchEnded(toward: geometry, dismissing: dismissing, style: style, at: now))
        host.zoomDragDidEnd(dismissing: dismissing)
    }
}
#endif
