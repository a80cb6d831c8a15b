#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension SheetPresentationController {
    // MARK: Transitions (called by the animators)

    /// Presents the sheet: rises from below with the behavior's spring (a cross-fade under Reduce Motion, a
    /// jump when not animated) and completes the transition when it rests. A drag during the rise takes over
    /// and completes the transition at once.
    func runPresentation(_ context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let sheet = context.view(forKey: .to) ?? sheetView
        container.addSubview(sheet)
        if let footerView { container.addSubview(footerView) }
        guard let metrics = refreshLayout() else {
            context.completeTransition(true)
            return
        }
        let index = resolution.map(selectedIndex(in:)) ?? 0
        presentationContext = context
        if !context.isAnimated || UIAccessibility.isReduceMotionEnabled {
            motion = SheetMotion.resting(metrics: metrics, selectedIndex: index, behavior: behavior)
            applyCurrentPosition()
            if context.isAnimated {
                startFade(to: .presented)
            } else {
                finishPresentation()
            }
            return
        }
        motion = SheetMotion(metrics: metrics, selectedIndex: index, behavior: behavior)
        send(.present(at: now))
    }

    /// Dismisses the sheet: settles off screen from wherever it is, keeping its velocity. A sheet that is already
    /// off screen (a fling that ended before this dismissal started) completes at once.
    func runDismissal(_ context: any UIViewControllerContextTransitioning) {
        dismissalContext = context
        guard let motion, context.isAnimated, motion.state != .hidden else {
            finishDismissal()
            return
        }
        if UIAccessibility.isReduceMotionEnabled {
            startFade(to: .dismissed)
            return
        }
        send(.dismiss(at: now))
    }

    func finishPresentation() {
        guard let context = presentationContext else { return }
        presentationContext = nil
        context.completeTransition(!context.transitionWasCancelled)
    }

    /// Completes the dismissal (once): through the driver when UIKit runs it interactively — or, when the sheet
    /// went off screen before UIKit started the drag's dismissal, as soon as it starts — else through the
    /// animator's context.
    func finishDismissal() {
        if dismissalDriver.isRunningTransition || (dismissalDriver.isInteracting && dismissalContext == nil) {
            dismissalDriver.completeTransition()
            return
        }
        guard let context = dismissalContext else {
            // Hidden with no dismissal running (should not happen): rise again rather than vanish while presented.
            if !presentedViewController.isBeingDismissed { send(.present(at: now)) }
            return
        }
        dismissalContext = nil
        if !context.transitionWasCancelled { context.view(forKey: .from)?.removeFromSuperview() }
        context.completeTransition(!context.transitionWasCancelled)
    }

    // MARK: Frames

    func startFramesIfNeeded() {
        let needsFrames = (motion?.needsFrames ?? false) || fadeTarget != nil
        if needsFrames { frameDriver.start() } else { frameDriver.stop() }
    }

    func frame(at time: Double) {
        if let target = fadeTarget, let fade = reduceMotionFade {
            let elapsed = time - fadeStartTime
            sheetView.alpha = CGFloat(fade.value(at: elapsed))
            footerView?.alpha = sheetView.alpha
            if elapsed >= fade.duration {
                fadeTarget = nil
                reduceMotionFade = nil
                if target == .presented { finishPresentation() } else { finishDismissal() }
            }
        }
        if motion != nil { send(.tick(at: time)) } else { startFramesIfNeeded() }
    }

    /// Feeds one event to the motion, applies the resulting position, reacts to the outcome (transitions,
    /// delegate calls) and starts or stops display frames. Every event goes through here, so no outcome is lost.
    @discardableResult
    func send(_ event: SheetMotionEvent) -> SheetMotionOutcome {
        guard motion != nil else { return .none }
        let outcome = motion!.handle(event)  // in place: no copy of the motion per frame
        applyCurrentPosition()
        handle(outcome)
        startFramesIfNeeded()
        return outcome
    }

    private func startFade(to target: FadeTarget) {
        let from: Double = target == .presented ? 0 : Double(sheetView.alpha)
        reduceMotionFade = TimedAnimation(
            from: from, to: target == .presented ? 1 : 0, duration: 0.25, curve: .easeInOut)
        fadeTarget = target
        fadeStartTime = now
        sheetView.alpha = CGFloat(from)
        startFramesIfNeeded()
    }

    /// Applies the motion's current height to every view and reports the position.
    func applyCurrentPosition() {
        guard motion != nil, let layout, let dimming else { return }
        // Read the motion in place: binding it would copy the whole state machine on every frame.
        let position = applyingAppearance(
            to: SheetPosition(
                height: motion!.height, velocity: motion!.velocity, metrics: motion!.metrics, layout: layout,
                dimming: dimming))
        guard position != self.position else { return }  // report moves only, once each
        self.position = position
        sheetView.setUntransformedFrame(position.frame)  // stays exact while the sheet is pushed back
        if currentInset != nil { applySheetCorners() }
        applyRecede()
        backdropView.dimmingAlpha = CGFloat(position.dimmingAlpha)
        backdropView.passesTouchesThrough = dimming.allowsBackgroundInteraction(atHeight: position.height)
        layoutFooter()
        (delegate as? SheetPresentationControllerDelegate)?.sheetPresentationController(self, didUpdate: position)
        onPositionChange?(position)
    }

    // MARK: Outcomes

    func handle(_ outcome: SheetMotionOutcome) {
        switch outcome {
        case .none:
            break
        case .selectedDetentChanged:
            userDidChangeSelection()
        case .dismissalRequested:
            if dismissalDriver.isInteracting {
                dismissalDriver.finish()
            } else if dismissalDriver.begin(dismissing: presentedViewController, approved: true) {
                dismissalDriver.finish()
            } else if !presentedViewController.isBeingDismissed {
                // UIKit cannot start a dismissal right now: the sheet must not end up hidden while presented.
                send(.cancelDismissal(at: now))
            }
        case .dismissalAttempted:
            if dismissalDriver.isInteracting {
                dismissalDriver.cancel()
                dismissalDriver.completeTransition()
            }
            UserDismissal.reportAttempt(for: self)
            userDidChangeSelection()
        case .settled:
            if presentationContext != nil && fadeTarget == nil { finishPresentation() }
            if dismissalDriver.isInteracting {
                dismissalDriver.cancel()
                dismissalDriver.completeTransition()
            }
        case .becameHidden:
            finishDismissal()
        }
    }

    /// Mirrors a user-driven selection into ``selectedDetentIdentifier`` and tells the delegate, as UIKit does.
    func userDidChangeSelection() {
        guard let motion, let resolution else { return }
        let identifier = motion.selectedIdentifier
        guard resolution.detents[selectedIndex(in: resolution)].identifier != identifier else { return }
        isSyncingSelection = true
        selectedDetentIdentifier = identifier
        isSyncingSelection = false
        if prefersHapticFeedbackOnDetentChange { UISelectionFeedbackGenerator().selectionChanged() }
        (delegate as? SheetPresentationControllerDelegate)?
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
}

extension SheetPresentationController: InteractiveDismissalHandler {
    /// The sheet keeps following the finger; the transition only records that the dismissal began.
    public func interactiveDismissalDidStart(
        _ driver: PanToDismissDriver, context: any UIViewControllerContextTransitioning
    ) {
        dismissalContext = context
    }
}
#endif
