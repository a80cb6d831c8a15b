#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The presentation controller of a ``ZoomTransition``: the presented screen fills the container inside a
/// rounded clipping view, over a dimming view, and grows from / shrinks back into a source view.
///
/// Created by ``ZoomTransition``; reach it while presented with
/// `UIViewController.zoomPresentationController`. The motion comes from TransitionsCore —
/// `ZoomGeometry` (source ↔ full screen), `ZoomSettle` (springs that keep their velocity and follow a
/// moving target), `ZoomDragModel` (follow the finger, shrink, decide on release) and
/// `ZoomInteractiveStartPolicy`, composed by the state machine `ZoomMotion` — run by the same runner as a zoom
/// push (``ZoomPushTransition``); this class only starts and completes UIKit's transitions around it.
///
/// **The presenter stays on screen** (`shouldRemovePresentersView == false`): the grid behind must be visible
/// while the screen is dragged and while it flies back, and the source view must stay in the window so its
/// frame can be measured. As with any custom presentation that keeps the presenter's view, the presenter gets
/// no appearance callbacks (UIKit's rule since iOS 13).
///
/// **Drags.** A pan on the presented view (down, or a swipe back from anywhere) and a back swipe from the leading
/// edge follow `ZoomInteractiveStartPolicy` (or ``ZoomTransition/Options/interactiveDismissShouldBegin``, told
/// which ``ZoomDismissGesture`` asks); once one begins, the screen follows the finger
/// and shrinks, and the dismissal runs through ``dismissalDriver`` in handler mode with the rules of
/// ``UserDismissal`` (a blocked dismissal still follows the finger, springs back, and reports
/// `presentationControllerDidAttemptToDismiss` when the release would have dismissed). A drag may grab the
/// screen during the opening (the presentation completes at once and the drag takes over from the frame on
/// screen) and during a spring back. A touch stops a moving zoom where it is before the finger moves (Apple:
/// people "can grab, drag, and control the transitions when they begin and anytime during their animation");
/// lifting the finger lets it go on.
///
/// **Reduce Motion.** Presenting and dismissing cross-fade in place (about 140 ms, as iOS) and the source stays
/// visible; a drag still follows the finger, and a release that dismisses fades the screen out where it is.
open class ZoomPresentationController: UIPresentationController, TransitionOwning {
    /// The source view provider (see ``ZoomTransition/SourceViewProvider``).
    public let sourceViewProvider: ZoomTransition.SourceViewProvider

    /// The zoom's options; changes apply from the next motion (the dimming color at once).
    public var options = ZoomTransition.Options() {
        didSet {
            dimmingView.backgroundColor = options.dimmingColor ?? ZoomTransition.Options.defaultDimmingColor
            if options.trackedScrollView !== oldValue.trackedScrollView {
                trackedScrollView = options.trackedScrollView
            }
        }
    }

    /// The controller the zoom starts from, passed to the provider as ``ZoomTransition/Context/sourceViewController``;
    /// `nil` means the presenting controller. Held weakly.
    public weak var sourceViewController: UIViewController?

    /// The scroll view whose position decides where a drag may start (see
    /// ``ZoomTransition/Options/trackedScrollView``). Held weakly; can change while presented.
    public weak var trackedScrollView: UIScrollView?

    /// The transition that created this controller, kept alive for the presentation's lifetime.
    public var owningTransition: ModalTransition?

    /// The interactive pan-to-dismiss driver, handled by this controller.
    public let dismissalDriver = PanToDismissDriver(direction: .down)

    /// The zoom as drawn on the latest frame (container coordinates); `nil` while not on screen.
    package var zoomFrame: ZoomFrame? { runner.zoomFrame }

    /// The source view currently hidden in favour of the zoom, if any.
    package var hiddenSourceView: UIView? { runner.sourceBeingHidden }

    // MARK: State

    /// The zoom's motion, source, views and gestures: the same runner as a zoom push's.
    let runner: ZoomRunner
    /// UIKit's transitions under way and the watch for a removal without a dismissal of its own (shared with the
    /// sheet's controller).
    let lifecycle = PresentationLifecycle()
    var dragAllowsDismissal = false
    var clipView: ZoomClipView { runner.clipView }
    var dimmingView: UIView { runner.dimmingView }

    /// Creates a zoom presentation controller.
    /// - Parameters:
    ///   - presentedViewController: The controller being presented.
    ///   - presentingViewController: The controller presenting it.
    ///   - sourceViewProvider: Returns the view to zoom from and back into.
    public init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?,
        sourceViewProvider: @escaping ZoomTransition.SourceViewProvider
    ) {
        self.sourceViewProvider = sourceViewProvider
        runner = ZoomRunner(sourceViewProvider: sourceViewProvider)
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        runner.host = self
        dismissalDriver.handler = self
        clipView.controller = self
    }

    // MARK: UIPresentationController

    /// `false`: the presenter (and the source view in it) stays in the window behind the zoom.
    open override var shouldRemovePresentersView: Bool { false }

    /// The container's bounds: the zoom presents full screen.
    open override var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// The clipping view that hosts the presented controller's view.
    open override var presentedView: UIView? { clipView }

    /// Installs the dimming view, hosts the presented view in the clipping view and adds the drag gesture.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        if let content = presentedViewController.view {
            content.transform = .identity
            content.frame = CGRect(origin: .zero, size: containerView.bounds.size)
            clipView.addSubview(content)
        }
        clipView.frame = containerView.bounds
        runner.installGestures(on: clipView)
        trackedScrollView = trackedScrollView ?? options.trackedScrollView
    }

    /// Removes everything when the presentation was cancelled.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if lifecycle.presentationDidEnd(completed: completed) { tearDown() }
    }

    /// Tears everything down after a completed dismissal; a cancelled one keeps the zoom (it springs back).
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if lifecycle.dismissalDidEnd(completed: completed) { tearDown() }
    }

    /// Follows size changes (rotation, split view): the dimming fills the container, and a zoom at rest or on
    /// its way to full screen (opening, springing back, fading in, under the finger) heads for the new
    /// full-screen frame (`containerSizeDidChange()`).
    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        runner.containerSizeDidChange()
    }

    /// The zoom left the window while no transition of its own runs: UIKit removed it together with a
    /// presentation below it (a stack dismissed from underneath), without a dismissal of its own. Stops any
    /// motion (a spring back, say) and gives the source view back, which would otherwise stay hidden; once UIKit
    /// has removed the controller (``PresentationEndWatch``), the rest is torn down as after a dismissal (the
    /// content's scale included).
    func zoomViewDidLeaveWindow() {
        guard lifecycle.presentationContext == nil, lifecycle.dismissalContext == nil, !dismissalDriver.isInteracting
        else { return }
        runner.stop()
        lifecycle.presentedViewLeftWindow(of: self) { [weak self] in self?.tearDown() }
    }

    /// Stops the motion, restores the source view and removes the zoom's views.
    func tearDown() {
        lifecycle.stopWatching()
        runner.stop()
        dimmingView.removeFromSuperview()
        clipView.removeFromSuperview()
        presentedViewController.viewIfLoaded?.transform = .identity
        runner.geometry = nil
    }
}
#endif
