#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The one-finger gestures that dismiss the zoom, as iOS installs them (DEVICE-FACTS.md, "The zoom, as UIKit's
/// code defines it", gestures installed by default): a pan anywhere on the zoomed screen, which is the downward
/// pan or the swipe back from anywhere (``ZoomDismissGesture/contentSwipe``) depending on where it points, and
/// the back swipe from the leading edge. Each feeds `ZoomMotion` with the finger's translation from touch-down;
/// the core model waits out the gesture's dead zone.
extension ZoomRunner: UIGestureRecognizerDelegate {
    func makePan() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer()
        pan.delegate = self
        pan.onAction { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handlePan(pan, as: self.panKind)
        }
        return pan
    }

    func makeEdgePan() -> UIScreenEdgePanGestureRecognizer {
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        edge.delegate = self
        edge.onAction { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handlePan(pan, as: .edgeSwipe)
        }
        return edge
    }

    func makeCatch() -> TouchDownRecognizer {
        let recognizer = TouchDownRecognizer()
        recognizer.delegate = self
        recognizer.onTouchDown = { [weak self] in self?.touchDidLand() }
        recognizer.onTouchUp = { [weak self] _ in self?.touchDidLift() }
        return recognizer
    }

    /// Installs the drags and the catch on `view` (the zoomed screen or its clip), once; the edge swipe watches
    /// the leading edge of `view`'s layout direction.
    func installGestures(on view: UIView) {
        edgeGesture.edges = view.traitCollection.layoutDirection == .rightToLeft ? .right : .left
        if panGesture.view !== view { view.addGestureRecognizer(panGesture) }
        if edgeGesture.view !== view { view.addGestureRecognizer(edgeGesture) }
        if catchGesture.view !== view { view.addGestureRecognizer(catchGesture) }
        installPinchGestures(on: view)
    }

    /// Removes the drags and the catch from their view.
    func removeGestures() {
        panGesture.view?.removeGestureRecognizer(panGesture)
        edgeGesture.view?.removeGestureRecognizer(edgeGesture)
        catchGesture.view?.removeGestureRecognizer(catchGesture)
        removePinchGestures()
    }

    /// Whether the zoomed screen is laid out right to left (the back is on the right).
    var isRightToLeft: Bool {
        host?.zoomedController?.viewIfLoaded?.traitCollection.layoutDirection == .rightToLeft
    }

    /// A drag begins only while the zoom can be grabbed (`ZoomMotion.canGrab` and the host's conditions) and
    /// when `ZoomInteractiveStartPolicy` — or ``ZoomTransition/Options/interactiveDismissShouldBegin``, which
    /// has the last word and hears which gesture it is — agrees. The pan is classified here: the swipe from
    /// anywhere within its cone toward the back (unless a horizontal scroll view under the finger can still
    /// scroll that way), else the downward pan.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isPinchGesture(gestureRecognizer) { return pinchGestureShouldBegin(gestureRecognizer) }  // +Pinch
        guard gestureRecognizer === panGesture || gestureRecognizer === edgeGesture,
            let pan = gestureRecognizer as? UIPanGestureRecognizer
        else { return true }
        let edgeVetoed = edgeSwipeVetoed
        edgeSwipeVetoed = false
        guard let host, let space = host.dragSpace, motion.canGrab, host.acceptsDrag else { return false }
        let translation = pan.translation(in: space)
        let velocity = pan.velocity(in: space)
        let gesture: ZoomDismissGesture?
        if pan === edgeGesture {
            gesture = .edgeSwipe
        } else {
            let classified = ZoomInteractiveStartPolicy().gesture(
                translation: translation, velocity: velocity, trackedScroll: trackedScrollState,
                allowsContentSwipe: true, isRightToLeft: isRightToLeft)
            let yields = classified == .contentSwipe && (edgeVetoed || horizontalScrollViewTakes(pan))
            gesture = yields ? nil : classified
            panKind = gesture ?? .pan
        }
        let willBegin = gesture != nil
        guard let decide = options.interactiveDismissShouldBegin else { return willBegin }
        let local = host.zoomedController?.viewIfLoaded ?? space
        let allowed = decide(
            ZoomTransition.InteractionContext(
                location: pan.location(in: local), velocity: pan.velocity(in: local), willBegin: willBegin,
                gesture: gesture ?? (pan === edgeGesture ? .edgeSwipe : .pan)))
        if pan === edgeGesture && willBegin && !allowed { edgeSwipeVetoed = true }
        return allowed
    }

    /// The pan decides after the edge swipe has failed, so a touch on the edge is the edge swipe's (and, when
    /// the app vetoes that, not taken as a swipe from anywhere either: the navigation controller's own back
    /// swipe may then run).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        gestureRecognizer === panGesture && otherGestureRecognizer === edgeGesture
    }

    /// The dismissal list's pan runs together with the zoom's pan (the list is pinned at its top while the zoom
    /// follows the finger); the catch runs together with everything (it never takes a touch from anyone).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        if gestureRecognizer === catchGesture || otherGestureRecognizer === catchGesture { return true }
        if pinchGesturesRecognizeTogether(gestureRecognizer, otherGestureRecognizer) { return true }  // +Pinch
        guard gestureRecognizer === panGesture, panKind == .pan, let scroll = dismissalScrollView else { return false }
        return otherGestureRecognizer === scroll.panGestureRecognizer
    }

    /// The navigation controller's own back swipes (the edge pop and, on iOS 26, the content pop) wait for the
    /// zoom's to fail, so a zoom page shrinks home instead of sliding; a horizontal scroll view that cannot
    /// scroll any further toward the back waits for the swipe from anywhere.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard gestureRecognizer === panGesture || gestureRecognizer === edgeGesture else { return false }
        if let navigation = host?.zoomedController?.navigationController {
            if otherGestureRecognizer === navigation.interactivePopGestureRecognizer
                || otherGestureRecognizer === navigation.contentPopGestureRecognizerIfAvailable
            {
                return true
            }
        }
        // Asked at touch-down, before the direction is known: the scroll view's pan waits for the zoom's pan to
        // decide, which it does at the same distance (a drag away from the back fails it at once).
        guard gestureRecognizer === panGesture, let scroll = otherGestureRecognizer.view as? UIScrollView,
            otherGestureRecognizer === scroll.panGestureRecognizer
        else { return false }
        return ScrollViewDiscovery.scrollsHorizontally(scroll)
            && !ScrollViewDiscovery.canScroll(scroll, towardBack: true, isRightToLeft: isRightToLeft)
    }

    // MARK: Catch

    /// A finger landed on the zoom: a moving zoom stops where it was drawn, before the finger moves.
    private func touchDidLand() {
        catchUpRenderedSettle()  // played by the render server: the motion is where the screen shows it
        guard motion.isCatchable else { return }
        frameDriver.stop()
        motion.handle(.touchDown(at: now))
        stopRenderedSettle()
        draw()
    }

    /// The finger lifted: a zoom still caught (no drag took it) continues toward its landing.
    private func touchDidLift() {
        guard case .caught = motion.state else { return }
        send(.touchUp(at: now))
    }

    // MARK: Drag

    /// On a zoom at rest, translations are kept from touch-down (the recognizer's own), so the core counts the
    /// dead zone from where the finger went down and the card scales about that point. On a moving zoom (an
    /// opening, a spring back) there is no dead zone: the drag takes the card where it is when the recognizer
    /// begins, measured from there, so it does not jump by the recognizer's hysteresis.
    private func handlePan(_ pan: UIPanGestureRecognizer, as gesture: ZoomDismissGesture) {
        guard let space = host?.dragSpace else { return }
        switch pan.state {
        case .began:
            if case .presented = motion.state {
                let translation = pan.translation(in: space)
                let location = pan.location(in: space)
                let touchDown = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
                beginDrag(at: touchDown, in: space.bounds.size, gesture: gesture)
                dragChanged(translation)
            } else {
                pan.setTranslation(.zero, in: space)
                beginDrag(at: pan.location(in: space), in: space.bounds.size, gesture: gesture)
            }
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

    /// Takes hold of the zoom where it is on screen (`location` is where the finger went down); the host
    /// completes an opening first and starts its interactive transition.
    func beginDrag(at location: CGPoint, in size: CGSize, gesture: ZoomDismissGesture = .pan) {
        catchUpRenderedSettle()
        guard let host, motion.canGrab, host.acceptsDrag else { return }
        let previous = motion.state
        frameDriver.stop()
        motion.handle(
            .dragBegan(
                location: location, containerSize: size, behavior: options.dragBehavior, gesture: gesture,
                isRightToLeft: isRightToLeft, at: now))
        stopRenderedSettle()
        pinnedScrollView = gesture == .pan && trackedScrollState == .atTop ? dismissalScrollView : nil
        host.zoomDragDidBegin(from: previous)
        pinTrackedScrollView()
        draw()
    }

    func dragChanged(_ translation: CGPoint) {
        guard motion.isTracking else { return }
        motion.handle(.dragChanged(translation: translation, at: now))
        pinTrackedScrollView()
        draw()
        host?.zoomDragDidChange(progress: motion.dragProgress)
    }

    /// Decides the release with `ZoomDragModel.releaseDecision(translation:velocity:)` (the host may refuse a
    /// dismissal). A dismissal flies to the source's current frame (asked again now); otherwise the zoom springs
    /// back and can be grabbed again while it returns.
    func dragEnded(translation: CGPoint, velocity: CGPoint, cancelled: Bool) {
        guard case .tracking(let model, _) = motion.state, let host else { return }
        pinTrackedScrollView()
        let wants = !cancelled && model.releaseDecision(translation: translation, velocity: velocity) == .finish
        let dismissing = host.zoomDragShouldDismiss(wants)
        let geometry = dismissing ? refreshSource() : (self.geometry ?? makeGeometry(source: nil))
        let style: ZoomMotionStyle = dismissing && UIAccessibility.isReduceMotionEnabled ? .fade : .spring
        send(
            .dragEnded(
                translation: translation, velocity: cancelled ? .zero : velocity, toward: geometry,
                dismissing: dismissing, style: style, at: now))
        host.zoomDragDidEnd(dismissing: dismissing)
    }

    /// Holds the dismissal list at its top while the zoom follows a drag that began with it there (the list
    /// does not bounce first).
    private func pinTrackedScrollView() {
        guard motion.isTracking, let scroll = pinnedScrollView else { return }
        let top = -scroll.adjustedContentInset.top
        if scroll.contentOffset.y != top { scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: top) }
    }
}
#endif
