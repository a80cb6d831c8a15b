#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension SheetPresentationController {
    // MARK: Transitions (called by the animators)

    /// Presents the sheet: the runner rises it from below with the behavior's spring (a cross-fade under Reduce
    /// Motion, a jump when not animated); the transition completes when it rests. A drag during the rise takes
    /// over and completes the transition at once.
    func runPresentation(_ context: any UIViewControllerContextTransitioning) {
        if let sheet = context.view(forKey: .to), sheet !== runner.sheetView { context.containerView.addSubview(sheet) }
        presentationContext = context
        let isAnimated = context.isAnimated
        if !runner.present(animated: isAnimated) { finishPresentation() }
    }

    /// Dismisses the sheet: settles off screen from wherever it is, keeping its velocity. A sheet that is already
    /// off screen (a fling that ended before this dismissal started) completes at once.
    func runDismissal(_ context: any UIViewControllerContextTransitioning) {
        dismissalContext = context
        if !runner.dismiss(animated: context.isAnimated) { finishDismissal() }
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
            if !presentedViewController.isBeingDismissed { runner.send(.present(at: runner.now)) }
            return
        }
        dismissalContext = nil
        if !context.transitionWasCancelled { context.view(forKey: .from)?.removeFromSuperview() }
        context.completeTransition(!context.transitionWasCancelled)
    }

    /// A drag that went below the smallest detent started an interactive dismissal; when the release heads
    /// back to a detent, the dismissal is cancelled right away (appearance callbacks reverse at once).
    private func cancelInteractiveDismissalIfReturning() {
        guard dismissalDriver.isInteracting, runner.isReturningToDetent else { return }
        dismissalDriver.cancel()
        dismissalDriver.completeTransition()
    }
}

extension SheetPresentationController: SheetRunnerHost {
    var sheetContainer: UIView? { containerView }
    var sheetContent: UIViewController { presentedViewController }
    var sheetConfiguration: SheetConfiguration {
        get { configuration }
        set { configuration = newValue }
    }
    var sheetTrackedScrollView: UIScrollView? { trackedScrollView }
    var sheetPresenter: UIViewController? { presentingViewController }

    /// The runner of the sheet controller whose sheet shows the presenting controller, if it is one of ours and
    /// still shown. Read through `sheet`, which asks for `presentationController` only when the presenter really
    /// is presented: for a controller that is not, UIKit creates one on that read, and the two then keep each other
    /// alive (the app's root leaked after any sheet that way).
    var sheetBehind: SheetRunner? {
        guard let sheet = presentingViewController.sheet,
            sheet !== self, sheet.presentedViewController === presentingViewController,
            sheet.runner.screen.appliedPosition != nil, sheet.containerView != nil
        else { return nil }
        return sheet.runner
    }

    var sheetStackPlace: SheetStackPlace { coveringSheet == nil ? .front : .covered }
    var isDismissingProgrammatically: Bool {
        presentedViewController.isBeingDismissed && !dismissalDriver.isInteracting
    }
    var isDismissingInteractively: Bool { dismissalDriver.isInteracting }
    var allowsUserDismissal: Bool { UserDismissal.isAllowed(for: self) }

    var wantsPositionUpdates: Bool {
        if onPositionChange != nil { return true }
        if let relay = delegate as? PresentationDelegateRelay { return relay.forwardsSheetPositions }
        return delegate is SheetPresentationControllerDelegate
    }

    /// Tells the delegate and ``onPositionChange`` where the sheet is.
    func sheetDidMove(to position: SheetPosition) {
        (delegate as? SheetPresentationControllerDelegate)?.sheetPresentationController(self, didUpdate: position)
        onPositionChange?(position)
    }

    func sheetUserDidChangeSelection() {
        (delegate as? SheetPresentationControllerDelegate)?
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }

    func sheetDragWillBegin() {
        // A drag during the rise (or the Reduce Motion fade-in, which the motion ends) takes over: the presentation
        // is complete now.
        if presentationContext != nil { finishPresentation() }
    }

    func sheetDragDidChange(dismissalProgress: Double) {
        if dismissalDriver.isInteracting { dismissalDriver.update(CGFloat(dismissalProgress)) }
    }

    func sheetDragDidEnd() { cancelInteractiveDismissalIfReturning() }

    func sheetMotionDidReport(_ outcome: SheetMotionOutcome) {
        switch outcome {
        case .none, .selectedDetentChanged:
            break
        case .dismissalDragBegan:
            if !dismissalDriver.isInteracting {
                dismissalDriver.begin(dismissing: presentedViewController, approved: true)
            }
        case .dismissalRequested:
            // The sheet settles off screen with the interactive dismissal still open; it commits once off screen
            // (`finishDismissal`), so a finger can catch the sheet on its way out.
            if dismissalDriver.isInteracting || dismissalDriver.begin(dismissing: presentedViewController, approved: true) {
                break
            } else if !presentedViewController.isBeingDismissed {
                // UIKit cannot start a dismissal right now: the sheet must not end up hidden while presented.
                runner.send(.cancelDismissal(at: runner.now))
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

    func sheetUserDidRequestDismissal() { UserDismissal.dismiss(self) }

    var wantsReleaseTarget: Bool { delegate is SheetPresentationControllerDelegate }

    func sheetWillEndDragging(velocity: CGPoint, targetDetentIdentifier: inout Detent.Identifier?) {
        (delegate as? SheetPresentationControllerDelegate)?.sheetPresentationControllerWillEndDragging(
            self, withVelocity: velocity, targetDetentIdentifier: &targetDetentIdentifier)
    }

    func sheetLayOutStack() {
        for sheet in [coveredSheet, self, coveringSheet] { sheet?.containerView?.layoutIfNeeded() }
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
