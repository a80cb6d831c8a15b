#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension NavigationZoom {
    // MARK: Push and pop (called by the animators)

    /// The push: the pushed screen grows from the source over the screen below (a cross-fade under Reduce
    /// Motion); completes when it rests.
    func runPush(_ context: any UIViewControllerContextTransitioning) {
        guard let pushed = context.viewController(forKey: .to), let content = context.view(forKey: .to) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        self.context = context
        operation = .push
        zoomed = pushed
        sourceController = context.viewController(forKey: .from)
        stage(in: context.containerView, content: content, below: context.view(forKey: .from))
        runner.installGestures(on: content)  // a drag (or a touch) may grab the opening
        runner.open(animated: true)
    }

    /// The pop without a drag: from where the zoom is into the source's current frame (asked now), or shrink
    /// and fade at the center when it is gone (a fade out under Reduce Motion).
    func runPop(_ context: any UIViewControllerContextTransitioning) {
        guard let content = context.view(forKey: .from) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        self.context = context
        operation = .pop
        stage(in: context.containerView, content: content, below: context.view(forKey: .to))
        runner.close()
    }

    /// The push rests: the pushed view leaves the clip for the container, the drag to pop is installed, the
    /// transition completes.
    func landPush() {
        let content = context?.view(forKey: .to)
        unstage(content: content, keepsContent: true)
        if let content { runner.installGestures(on: content) }
        finish(completed: true)
    }

    /// The pop arrived on the source: the zoom disappears and the transition (or the drag's driver) completes.
    func landPop() {
        let content = context?.view(forKey: .from)
        unstage(content: content, keepsContent: false)
        runner.removeGestures()
        if popDriver.isInteracting {
            context = nil
            popDriver.completeTransition()
        } else {
            finish(completed: true)
        }
    }

    /// A drag let go without popping sprang back: the screen is whole again and the pop is cancelled.
    func landCancelledPop() {
        let content = context?.view(forKey: .from)
        unstage(content: content, keepsContent: true)
        // The screen below goes, as Apple's custom animators remove their `to` view on a cancel.
        if let below = context?.view(forKey: .to), below !== content { below.removeFromSuperview() }
        context = nil
        if popDriver.isInteracting {
            popDriver.cancel()
            popDriver.completeTransition()
        }
    }

    private func finish(completed: Bool) {
        guard let context else { return }
        self.context = nil
        context.completeTransition(completed && !context.transitionWasCancelled)
    }
}

/// The navigation zoom around the shared ``ZoomRunner``: drawn in the navigation transition's container, drags
/// measured in the navigation controller's view, pops through ``NavigationZoom/popDriver``.
extension NavigationZoom: ZoomRunnerHost {
    var zoomContainer: UIView? { container }
    var zoomDestination: CGRect { container?.bounds ?? .zero }
    var zoomedController: UIViewController? { zoomed }
    var zoomSourceController: UIViewController? { sourceController }
    var trackedScrollView: UIScrollView? { options.trackedScrollView }
    var isZoomStaged: Bool { isStaged }
    var dragSpace: UIView? { zoomed?.navigationController?.view ?? container }

    /// A drag may take the zoom at rest (the pushed controller on top, no transition running, the library's
    /// delegate still installed), during the push's opening, or while a cancelled drag springs back (the pop
    /// still running).
    var acceptsDrag: Bool {
        switch runner.motion.state {
        case .opening, .caught(_, _, opening: true):
            return operation == .push && context != nil && zoomed?.navigationController != nil
        case .settling(_, .presented), .caught(_, .presented, opening: false):
            return popDriver.isRunningTransition
        case .presented:
            guard let zoomed, let navigation = zoomed.navigationController else { return false }
            return navigation.topViewController === zoomed && navigation.viewControllers.count > 1
                && navigation.transitionCoordinator == nil && navigation.delegate is NavigationDelegateProxy
                && !popDriver.isInteracting
        case .idle, .tracking, .pinching, .settling(_, .dismissed), .fading, .caught(_, .dismissed, _):
            return false
        }
    }

    /// At rest, starts the pop (the scene is staged when UIKit starts it); during the push's opening, completes
    /// the push where the zoom is first; while springing back, continues the same pop.
    func zoomDragDidBegin(from previous: ZoomMotionState) {
        switch previous {
        case .settling, .caught(_, _, opening: false):
            runner.refreshSource()
            return
        case .opening, .caught(_, _, opening: true):
            landPush()  // the pop that follows takes over from the frame on screen
        default:
            break
        }
        guard let zoomed, popDriver.begin(popping: zoomed) else {
            runner.rest()
            return
        }
    }

    func zoomDragDidChange(progress: Double) {
        popDriver.update(CGFloat(progress))
    }

    func zoomDragShouldDismiss(_ wants: Bool) -> Bool { wants }

    /// A release that pops finishes the driver; a spring back is cancelled when it rests. A drag whose pop
    /// UIKit never started is at rest at once.
    func zoomDragDidEnd(dismissing: Bool) {
        if dismissing { popDriver.finish() }
        if !isStaged && !popDriver.isInteracting { runner.rest() }
    }

    func zoomDidLand(_ landing: ZoomLanding) {
        switch landing {
        case .presented: if operation == .push { landPush() } else { landCancelledPop() }
        case .dismissed: landPop()
        }
    }
}

extension NavigationZoom: InteractiveDismissalHandler {
    /// UIKit started the pop a drag asked for: the screen below goes under the dimming, the pushed screen into
    /// the clip at the finger's frame, the source is asked for.
    func interactiveDismissalDidStart(_ driver: PanToDismissDriver, context: any UIViewControllerContextTransitioning) {
        guard let content = context.view(forKey: .from) else { return }
        if case .presented = runner.motion.state { return }  // the drag already sprang back: cancelled right away
        self.context = context
        operation = .pop
        stage(in: context.containerView, content: content, below: context.view(forKey: .to))
        let geometry = runner.refreshSource()
        runner.aimFlight(at: geometry)  // released before UIKit started: aim at the source now
    }
}
#endif
