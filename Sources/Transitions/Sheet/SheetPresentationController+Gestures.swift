#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// A weak reference to a scroll view whose pan this controller already observes.
struct WeakScrollView {
    weak var view: UIScrollView?
}

extension SheetPresentationController: UIGestureRecognizerDelegate {
    func makeSheetPan() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer()
        pan.delegate = self
        pan.onAction { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handleSheetPan(pan)
        }
        return pan
    }

    func makeDimmingTap() -> UITapGestureRecognizer {
        let tap = UITapGestureRecognizer()
        tap.delegate = self
        tap.onAction { [weak self] recognizer in
            guard let self, recognizer.state == .ended, self.dismissesOnDimmingTap else { return }
            UserDismissal.dismiss(self)
        }
        return tap
    }

    func makeTouchDownRecognizer() -> TouchDownRecognizer {
        let recognizer = TouchDownRecognizer()
        recognizer.onTouchDown = { [weak self] in
            self?.discoverContentScrollView()
            self?.touchDidLand()
        }
        recognizer.onTouchUp = { [weak self] _ in self?.touchDidLift() }
        return recognizer
    }

    /// The sheet's pan begins only for mostly vertical drags outside the tracked scroll view (so horizontal
    /// scroll views keep working and the list's own pan drives the sheet through the scroll arbiter); the
    /// dimming tap only while the dimming blocks touches.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === dimmingTap { return !backdropView.passesTouchesThrough && motion != nil }
        guard gestureRecognizer === panGesture, motion != nil else { return true }
        // A programmatic dismissal under way is not grabbed; a drag's dismissal still settling off screen is
        // (it commits only once off screen).
        if presentedViewController.isBeingDismissed && !dismissalDriver.isInteracting { return false }
        let velocity = panGesture.velocity(in: sheetView)
        if abs(velocity.x) > abs(velocity.y) { return false }
        if let scroll = activeScrollView, scroll.isDescendant(of: sheetView) {
            if scroll.bounds.contains(panGesture.location(in: scroll)) { return false }
        }
        return true
    }

    // MARK: Sheet pan

    private func handleSheetPan(_ pan: UIPanGestureRecognizer) {
        guard let containerView else { return }
        switch pan.state {
        case .began:
            // Measure from the grab point, so the sheet does not jump by the recognizer's hysteresis.
            pan.setTranslation(.zero, in: containerView)
            beginDrag()
        case .changed:
            dragChanged(Double(pan.translation(in: containerView).y))
        case .ended:
            dragEnded(velocity: Double(pan.velocity(in: containerView).y))
        case .cancelled, .failed:
            dragCancelled()
        default:
            break
        }
    }

    // MARK: Catching a settle

    /// A finger landed on the sheet: a settle in flight stops where it is, before any movement (a rise stays a
    /// presentation until the sheet rests or a drag takes over; a drag's dismissal still settling off screen stays
    /// undecided). Not during a programmatic dismissal or a Reduce Motion fade. Runs inside the touch's delivery, so
    /// it changes nothing but the motion.
    func touchDidLand() {
        guard let motion, motion.needsFrames, motion.fade == nil else { return }
        if presentedViewController.isBeingDismissed && !dismissalDriver.isInteracting { return }
        send(.touchDown(at: now, allowsDismissal: dismissalDriver.isInteracting))
    }

    /// The finger that caught the sheet lifted without dragging: it settles to the nearest detent (or goes on
    /// leaving, when it was leaving and is nearer gone); a drag's dismissal heading back is cancelled at once.
    func touchDidLift() {
        guard motion?.isTracking == true else { return }
        send(.touchUp(at: now))
        cancelInteractiveDismissalIfReturning()
    }

    // MARK: Dragging

    func beginDrag() {
        guard motion != nil else { return }
        if presentedViewController.isBeingDismissed && !dismissalDriver.isInteracting { return }
        // A drag during the rise (or the Reduce Motion fade-in, which the motion ends) takes over: the presentation
        // is complete now.
        if presentationContext != nil { finishPresentation() }
        send(.dragBegan(at: now, allowsDismissal: UserDismissal.isAllowed(for: self)))
    }

    func dragChanged(_ translation: Double) {
        guard motion?.isTracking == true else { return }
        send(.dragChanged(translation: translation, at: now))  // SheetMotion decides when the dismissal begins
        if dismissalDriver.isInteracting, let motion { dismissalDriver.update(CGFloat(motion.dismissalProgress)) }
    }

    func dragEnded(velocity: Double) {
        guard motion?.isTracking == true else { return }
        quickRepeat.sheetPanEnded(at: now)
        send(.dragEnded(velocity: velocity, at: now))
        cancelInteractiveDismissalIfReturning()
    }

    func dragCancelled() {
        guard motion?.isTracking == true else { return }
        send(.dragCancelled(at: now))
        cancelInteractiveDismissalIfReturning()
    }

    /// A drag that went below the smallest detent started an interactive dismissal; when the release heads
    /// back to a detent, the dismissal is cancelled right away (appearance callbacks reverse at once).
    private func cancelInteractiveDismissalIfReturning() {
        guard dismissalDriver.isInteracting, let motion, case .settling(_, .detent) = motion.state else { return }
        dismissalDriver.cancel()
        dismissalDriver.completeTransition()
    }

    // MARK: Tracked scroll view

    /// The scroll view whose drags move the sheet: the app's ``trackedScrollView``, else the one found in the content.
    var activeScrollView: UIScrollView? {
        if let trackedScrollView { return trackedScrollView }
        return configuration.discoversContentScrollView ? discoveredScrollView : nil
    }

    /// With no ``trackedScrollView``, finds the first vertical scroll view in the content (`ScrollViewDiscovery`)
    /// and follows it; called when a touch lands, before the scroll view's pan can begin, so a list created lazily
    /// (SwiftUI) or swapped (tabs) is found at the next touch.
    func discoverContentScrollView() {
        guard trackedScrollView == nil, configuration.discoversContentScrollView,
            let content = presentedViewController.viewIfLoaded
        else { return }
        if let found = discoveredScrollView, ScrollViewDiscovery.isShown(found, in: content) { return }
        discoveredScrollView = ScrollViewDiscovery.firstVerticalScrollView(in: content)
        hookTrackedScrollView()
    }

    func hookTrackedScrollView() {
        hookedScrollViews.removeAll { $0.view == nil }
        guard let scroll = activeScrollView, !hookedScrollViews.contains(where: { $0.view === scroll }) else { return }
        hookedScrollViews.append(WeakScrollView(view: scroll))
        scroll.panGestureRecognizer.onAction { [weak self, weak scroll] recognizer in
            guard let self, let scroll, scroll === self.activeScrollView,
                let pan = recognizer as? UIPanGestureRecognizer
            else { return }
            self.handleScrollPan(pan, in: scroll)
        }
    }

    private func handleScrollPan(_ pan: UIPanGestureRecognizer, in scroll: UIScrollView) {
        guard let containerView, let motion else { return }
        let top = -scroll.adjustedContentInset.top
        switch pan.state {
        case .began:
            scrollArbiter.reset()
            lastScrollTranslation = 0
            scrollDrivesSheet = false
            var isResting = false
            if case .resting = motion.state { isResting = true }
            scrollPanIsQuickRepeat = quickRepeat.handsToScrollView(at: now, sheetIsResting: isResting)
        case .changed where scrollPanIsQuickRepeat:
            break  // a quick repeat: the list scrolls, the sheet stays
        case .changed:
            let translation = pan.translation(in: containerView).y
            let delta = Double(translation - lastScrollTranslation)
            lastScrollTranslation = translation
            // The list has already scrolled by this movement; a finger-up movement asks where it was before it
            // (at its top or not), a finger-down one where it is now (rubber-banding past the top counts).
            let offset = scroll.contentOffset.y + (delta < 0 ? CGFloat(delta) : 0)
            let route = scrollArbiter.route(
                delta: delta, sheetHeight: motion.height, largestHeight: motion.metrics.largestHeight,
                contentIsAtTop: offset <= top + 0.5)
            if route == .sheet {
                if !scrollDrivesSheet {
                    scrollDrivesSheet = true
                    scrollSheetBase = scrollArbiter.sheetTranslation - delta
                    beginDrag()
                }
                dragChanged(scrollArbiter.sheetTranslation - scrollSheetBase)
                scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: top)
            } else if scrollDrivesSheet {
                // Handed over to the content (the sheet reached its largest detent): let the sheet rest there.
                scrollDrivesSheet = false
                dragEnded(velocity: 0)
            }
        case .ended, .cancelled, .failed:
            guard scrollDrivesSheet else { return }
            scrollDrivesSheet = false
            // `setContentOffset(_:animated: false)`, not the property: it also stops the deceleration the release
            // just started, so the momentum that moved the sheet does not fling the list as well.
            scroll.setContentOffset(CGPoint(x: scroll.contentOffset.x, y: top), animated: false)
            if pan.state == .ended {
                dragEnded(velocity: Double(pan.velocity(in: containerView).y))
            } else {
                dragCancelled()
            }
        default:
            break
        }
    }
}
#endif
