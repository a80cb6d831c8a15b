#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension ZoomPresentationController {
    // MARK: Transitions (called by the animators)

    /// Presents: the zoom grows from the source to full screen with ``ZoomTransition/Options/spring`` while the
    /// dimming fades in (a cross-fade under Reduce Motion, a jump when not animated), and completes the
    /// transition when it rests. The source is hidden meanwhile and restored at the end.
    func runPresentation(_ context: any UIViewControllerContextTransitioning) {
        context.containerView.addSubview(context.view(forKey: .to) ?? clipView)
        lifecycle.presentationContext = context
        runner.open(animated: context.isAnimated)
    }

    /// Dismisses without a drag: the zoom flies from wherever it is (keeping its velocity) into the source's
    /// current frame — re-asked now — or shrinks and fades toward the center when the source is gone.
    func runDismissal(_ context: any UIViewControllerContextTransitioning) {
        lifecycle.dismissalContext = context
        guard context.isAnimated, containerView != nil else {
            finishDismissal()
            return
        }
        // A sheet over the zoom (a whole stack dismissed from below) stops receding the zoomed screen: it flies.
        presentedViewController.presentedViewController?.sheet?.runner.presenterWillMove()
        runner.close()
    }

    /// Completes the presentation transition (once) and gives the source back.
    func finishPresentation() {
        lifecycle.completePresentation(before: { runner.restoreSource() })
    }

    /// Completes the dismissal (once): through the driver when UIKit runs it interactively, else through the
    /// animator's context (a programmatic dismissal, or one UIKit ran without the driver: someone else dismissed
    /// first), else — a drag's dismissal UIKit has not started yet — through the driver as soon as it starts.
    func finishDismissal() {
        let drivenByDrag =
            dismissalDriver.isRunningTransition || (dismissalDriver.isInteracting && lifecycle.dismissalContext == nil)
        if drivenByDrag {
            clipView.removeFromSuperview()
            dismissalDriver.completeTransition()
            return
        }
        lifecycle.completeDismissal()
    }

    /// Starts the interactive dismissal for an allowed drag if it is not running yet. UIKit refuses a dismissal
    /// while a transition is still finishing (the presentation a drag took over may complete a run-loop turn
    /// later), so this is tried again on every move and at the release.
    private func beginInteractiveDismissalIfAllowed() {
        guard dragAllowsDismissal, !dismissalDriver.isInteracting else { return }
        dismissalDriver.begin(dismissing: presentedViewController, approved: true)
    }
}

/// The modal zoom around the shared ``ZoomRunner``: drawn in the presentation's container, full screen is
/// `frameOfPresentedViewInContainerView`, drags measured in the container, dismissals through
/// ``ZoomPresentationController/dismissalDriver`` with the rules of ``UserDismissal``.
extension ZoomPresentationController: ZoomRunnerHost {
    var zoomContainer: UIView? { containerView }
    /// The presenter's view stays in the window behind the zoom (``shouldRemovePresentersView`` is `false`); none when
    /// it holds the zoom's container (scaling it would scale the zoom).
    var coveredView: UIView? {
        guard let view = presentingViewController.viewIfLoaded, let containerView, !containerView.isDescendant(of: view)
        else { return nil }
        return view
    }
    var zoomDestination: CGRect { frameOfPresentedViewInContainerView }
    var zoomedController: UIViewController? { presentedViewController }
    var zoomSourceController: UIViewController? { sourceViewController ?? presentingViewController }
    var isZoomStaged: Bool { true }
    var dragSpace: UIView? { containerView }
    /// Not while another presentation covers the zoom (a touch that passes through a zoom landing over this one
    /// meets the page beneath, not a second dismissal: the zoom on top scales this one as the page it covers).
    var acceptsDrag: Bool {
        containerView != nil && !dismissalDriver.isInteracting && presentedViewController.presentedViewController == nil
    }

    /// During the opening the presentation completes first; then, when user dismissal is allowed, the
    /// interactive dismissal starts and the source (asked again) is hidden.
    func zoomDragDidBegin(from previous: ZoomMotionState) {
        switch previous {
        case .opening, .caught(_, _, opening: true): finishPresentation()
        default: break
        }
        dragAllowsDismissal = UserDismissal.isAllowed(for: self)
        runner.refreshSource()
        beginInteractiveDismissalIfAllowed()
    }

    func zoomDragDidChange(progress: Double) {
        beginInteractiveDismissalIfAllowed()
        if dismissalDriver.isInteracting { dismissalDriver.update(CGFloat(progress)) }
    }

    /// A blocked dismissal reports `presentationControllerDidAttemptToDismiss` and springs back.
    func zoomDragShouldDismiss(_ wants: Bool) -> Bool {
        guard wants else { return false }
        guard dragAllowsDismissal else {
            UserDismissal.reportAttempt(for: self)
            return false
        }
        beginInteractiveDismissalIfAllowed()
        return dismissalDriver.isInteracting
    }

    /// A dismissal finishes the driver (the zoom lands on the source later); a spring back ends the transition
    /// at once, so the zoom can be grabbed again while it returns.
    func zoomDragDidEnd(dismissing: Bool) {
        if dismissing {
            dismissalDriver.finish()
        } else if dismissalDriver.isInteracting {
            dismissalDriver.cancel()
            dismissalDriver.completeTransition()
        }
    }

    /// At rest full screen: completes a presentation, gives the source back; on the source: completes the
    /// dismissal.
    func zoomDidLand(_ landing: ZoomLanding) {
        switch landing {
        case .presented:
            runner.restoreSource()
            finishPresentation()
            // A sheet that rose over the zoom while it moved (dragged, springing back) could not recede it then
            // (a view with a transform of its own is left alone); now that the zoom is at rest it can.
            presentedViewController.presentedViewController?.sheet?.runner.presenterDidComeToRest()
        case .dismissed:
            finishDismissal()
        }
    }
}

extension ZoomPresentationController: InteractiveDismissalHandler {
    /// The zoom keeps following the finger; the transition only records that the dismissal began.
    public func interactiveDismissalDidStart(
        _ driver: PanToDismissDriver, context: any UIViewControllerContextTransitioning
    ) {
        lifecycle.dismissalContext = context
    }
}
#endif
