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
            if context.isAnimated {
                send(.fadeIn(at: now))  // Reduce Motion: a cross-fade (SheetFade)
            } else {
                applyCurrentPosition()
                finishPresentation()
            }
            return
        }
        if presentFromZoomSource(metrics: metrics, index: index) { return }
        motion = SheetMotion(metrics: metrics, selectedIndex: index, behavior: behavior)
        send(.present(at: now))
    }

    /// Dismisses the sheet: settles off screen from wherever it is, keeping its velocity. A sheet that is already
    /// off screen (a fling that ended before this dismissal started) completes at once.
    func runDismissal(_ context: any UIViewControllerContextTransitioning) {
        dismissalContext = context
        if context.isAnimated, dismissIntoZoomSource() { return }
        guard let motion, context.isAnimated, motion.state != .hidden else {
            finishDismissal()
            return
        }
        send(UIAccessibility.isReduceMotionEnabled ? .fadeOut(at: now) : .dismiss(at: now))
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
            // The drag's dismissal commits now that the sheet is off screen (until then a finger could catch it).
            dismissalDriver.finish()
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
        if motion?.needsFrames == true, !renderSettle.isRunning { frameDriver.start() } else { frameDriver.stop() }
    }

    func frame(at time: Double) {
        if motion != nil { send(.tick(at: time)) } else { startFramesIfNeeded() }
    }

    /// Feeds one event to the motion, applies the resulting position, reacts to the outcome (transitions,
    /// delegate calls) and starts or stops display frames. Every event goes through here, so no outcome is lost.
    @discardableResult
    func send(_ event: SheetMotionEvent) -> SheetMotionOutcome {
        guard motion != nil else { return .none }
        catchUpRenderedSettle()  // a settle the render server plays: the motion is where the screen shows it
        guard motion != nil else { return .none }
        let outcome = motion!.handle(event)  // in place: no copy of the motion per frame
        if !playSettleOnRenderServer() { applyCurrentPosition() }
        handle(outcome)
        startFramesIfNeeded()
        return outcome
    }

    // MARK: Outcomes

    func handle(_ outcome: SheetMotionOutcome) {
        switch outcome {
        case .none:
            break
        case .selectedDetentChanged:
            userDidChangeSelection()
        case .dismissalDragBegan:
            if !dismissalDriver.isInteracting {
                dismissalDriver.begin(dismissing: presentedViewController, approved: true)
            }
        case .dismissalRequested:
            // The sheet settles off screen with the interactive dismissal still open; it commits once off screen
            // (`finishDismissal`), so a finger can catch the sheet on its way out.
            if dismissalDriver.isInteracting || dismissalDriver.begin(dismissing: presentedViewController, approved: true) {
                flyReleasedSheetIntoZoomSource()
                break
            } else if !presentedViewController.isBeingDismissed {
                // UIKit cannot start a dismissal right now: the sheet must not end up hidden while presented.
                send(.cancelDismissal(at: now))
            }
        case .dismissalAttempted:
            // Reported by the motion while the finger is still down (once per drag), as UIKit does.
            UserDismissal.reportAttempt(for: self)
        case .settled:
            if presentationContext != nil { finishPresentation() }
            if dismissalDriver.isInteracting {
                dismissalDriver.cancel()
                dismissalDriver.completeTransition()
            }
        case .becameHidden:
            finishDismissal()
        }
    }

    /// Writes a user-driven selection (the motion's choice on release) to its owner, ``selectedDetentIdentifier``, and
    /// tells the delegate, as UIKit does.
    func userDidChangeSelection() {
        guard let motion, let resolution else { return }
        let identifier = motion.selectedIdentifier
        guard resolution.detents[selectedIndex(in: resolution)].identifier != identifier else { return }
        selectedDetentIdentifier = identifier  // resolves to the motion's index already: nothing moves
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
