#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension SheetRunner: UIGestureRecognizerDelegate {
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
            guard let self, recognizer.state == .ended, self.configuration.dismissesOnDimmingTap else { return }
            self.host?.sheetUserDidRequestDismissal()
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

    /// The sheet's pan begins as `SheetPanStart` decides; the dimming tap only while the dimming blocks touches.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === dimmingTap { return !backdropView.passesTouchesThrough && motion != nil }
        guard gestureRecognizer === panGesture, motion != nil, let host else { return true }
        var inScrollView = false
        if let scroll = activeScrollView, scroll.isDescendant(of: sheetView) {
            inScrollView = scroll.bounds.contains(panGesture.location(in: scroll)) && scrollsAlongAxis(scroll)
        }
        return SheetPanStart.begins(
            velocity: currentEdge.axisVector(panGesture.velocity(in: sheetView)), isInTrackedScrollView: inScrollView,
            isDismissingProgrammatically: host.isDismissingProgrammatically)
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
            dragChanged(towardEdge(pan.translation(in: containerView)))
        case .ended:
            dragEnded(velocity: pan.velocity(in: containerView))
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
        guard let motion, motion.needsFrames, motion.fade == nil, let host, !host.isDismissingProgrammatically else {
            return
        }
        send(.touchDown(at: now, allowsDismissal: host.isDismissingInteractively))
    }

    /// The finger that caught the sheet lifted without dragging: it settles to the nearest detent (or goes on
    /// leaving, when it was leaving and is nearer gone); a drag's dismissal heading back is cancelled at once.
    func touchDidLift() {
        guard motion?.isTracking == true else { return }
        send(.touchUp(at: now))
        host?.sheetDragDidEnd()
    }

    // MARK: Dragging

    func beginDrag() {
        if motion == nil { _ = zoomDriver?.takeOpeningCard() }  // a drag during the opening flight takes the card
        guard motion != nil, let host, !host.isDismissingProgrammatically else { return }
        host.sheetDragWillBegin()  // a rise in progress is complete now: the drag takes over
        send(.dragBegan(at: now, allowsDismissal: host.allowsUserDismissal))
    }

    func dragChanged(_ translation: Double) {
        guard motion?.isTracking == true else { return }
        send(.dragChanged(translation: translation, at: now))  // SheetMotion decides when the dismissal begins
        if let motion { host?.sheetDragDidChange(dismissalProgress: motion.dismissalProgress) }
    }

    func dragCancelled() {
        guard motion?.isTracking == true else { return }
        send(.dragCancelled(at: now))
        host?.sheetDragDidEnd()
    }

    // MARK: Tracked scroll view

    /// The scroll view whose drags move the sheet: the host's tracked scroll view, else the one found in the content.
    var activeScrollView: UIScrollView? {
        if let tracked = host?.sheetTrackedScrollView { return tracked }
        return configuration.discoversContentScrollView ? scrollViews.discovered : nil
    }

    /// With no tracked scroll view named by the host, finds the first vertical scroll view in the content (`ScrollViewDiscovery`)
    /// and follows it; called when a touch lands, before the scroll view's pan can begin, so a list created lazily
    /// (SwiftUI) or swapped (tabs) is found at the next touch.
    func discoverContentScrollView() {
        guard let host, host.sheetTrackedScrollView == nil, configuration.discoversContentScrollView,
            let content = host.sheetContent.viewIfLoaded
        else { return }
        if let found = scrollViews.discovered, ScrollViewDiscovery.isShown(found, in: content) { return }
        scrollViews.discovered = ScrollViewDiscovery.firstVerticalScrollView(in: content)
        hookTrackedScrollView()
    }

    func hookTrackedScrollView() {
        scrollViews.hooked.removeAll { $0.view == nil }
        guard let scroll = activeScrollView, !scrollViews.hooked.contains(where: { $0.view === scroll }) else { return }
        scrollViews.hooked.append(WeakScrollView(view: scroll))
        scroll.panGestureRecognizer.onAction { [weak self, weak scroll] recognizer in
            guard let self, let scroll, scroll === self.activeScrollView,
                let pan = recognizer as? UIPanGestureRecognizer
            else { return }
            self.handleScrollPan(pan, in: scroll)
        }
    }

    /// The tracked scroll view's pan: `SheetScrollArbiter` decides, movement by movement, whether the sheet or
    /// the list moves; this applies its hand-off (the sheet's drag, the list pinned at its top).
    private func handleScrollPan(_ pan: UIPanGestureRecognizer, in scroll: UIScrollView) {
        guard let containerView, let motion, scrollsAlongAxis(scroll) else { return }
        switch pan.state {
        case .began:
            var isResting = false
            if case .resting = motion.state { isResting = true }
            scrollArbiter.panBegan(isQuickRepeat: quickRepeat.handsToScrollView(at: now, sheetIsResting: isResting))
        case .changed:
            let handOff = scrollArbiter.panChanged(
                translation: towardEdge(pan.translation(in: containerView)),
                offset: scrollDistanceFromHandOffEnd(scroll), top: 0, sheetHeight: motion.height,
                largestHeight: motion.metrics.largestHeight)
            switch handOff {
            case .none:
                break
            case .beginSheetDrag(let translation):
                beginDrag()
                dragChanged(translation)
                scroll.contentOffset = handOffContentOffset(scroll)
            case .dragSheet(let translation):
                dragChanged(translation)
                scroll.contentOffset = handOffContentOffset(scroll)
            case .endSheetDrag:
                dragEnded(velocity: .zero)  // handed over to the content at the largest detent: the sheet rests there
            }
        case .ended, .cancelled, .failed:
            guard scrollArbiter.panEnded() else { return }
            // `setContentOffset(_:animated: false)`, not the property: it also stops the deceleration the release
            // just started, so the momentum that moved the sheet does not fling the list as well.
            scroll.setContentOffset(handOffContentOffset(scroll), animated: false)
            if pan.state == .ended {
                dragEnded(velocity: pan.velocity(in: containerView))
            } else {
                dragCancelled()
            }
        default:
            break
        }
    }
}
#endif
