#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The zoom of one pushed controller, for its push, its pop and drags that pop it. The navigation
/// counterpart of ``ZoomPresentationController``'s motion, on the same core models (``ZoomGeometry``,
/// ``ZoomSettle``, ``ZoomDragModel``, ``ZoomInteractiveStartPolicy``) and the same views (``ZoomClipView``
/// over a dimming view); it measures views, feeds events in and applies the frames that come out.
@MainActor final class NavigationZoom {
    let sourceViewProvider: ZoomTransition.SourceViewProvider
    var options: ZoomTransition.Options {
        didSet { dimmingView.backgroundColor = options.dimmingColor ?? ZoomTransition.Options.defaultDimmingColor }
    }
    /// Pops by dragging; its handler is this zoom.
    let popDriver = PanToDismissDriver(direction: .down)

    /// The pushed controller.
    weak var zoomed: UIViewController?
    /// The controller below it when it was pushed (the provider's ``ZoomTransition/Context/sourceViewController``).
    weak var sourceController: UIViewController?
    /// The transition running now (push or pop), until it completes.
    var context: (any UIViewControllerContextTransitioning)?
    var operation: UINavigationController.Operation = .none
    var phase: ZoomPhase = .idle
    var geometry: ZoomGeometry?
    weak var hiddenSource: UIView?
    var zoomFrame: ZoomFrame?
    var lastFrameTime: Double = 0
    /// The scene (clip and dimming) is in the container.
    var isStaged = false
    weak var container: UIView?
    lazy var frameDriver = FrameDriver { [weak self] time in self?.frame(at: time) }
    lazy var panGesture: UIPanGestureRecognizer = makePan()
    let clipView = ZoomClipView()
    let dimmingView = UIView()
    /// The drag's delegate (a separate object: the recognizer holds its delegate weakly).
    var panDelegate: NavigationZoomPanDelegate?

    init(sourceViewProvider: @escaping ZoomTransition.SourceViewProvider, options: ZoomTransition.Options) {
        self.sourceViewProvider = sourceViewProvider
        self.options = options
        popDriver.handler = self
        dimmingView.isUserInteractionEnabled = false
        dimmingView.backgroundColor = options.dimmingColor ?? ZoomTransition.Options.defaultDimmingColor
    }

    // MARK: Scene

    /// Puts the dimming over `below` (the screen the zoom leaves or returns to) and `content` into the clip
    /// on top, all filling `container`.
    func stage(in container: UIView, content: UIView, below: UIView?) {
        self.container = container
        let bounds = container.bounds
        if let below {
            if below.superview !== container { container.insertSubview(below, at: 0) }
            below.frame = bounds
            below.layoutIfNeeded()
        }
        dimmingView.frame = bounds
        dimmingView.alpha = 0
        clipView.frame = bounds
        if let below {
            container.insertSubview(dimmingView, aboveSubview: below)
        } else {
            container.addSubview(dimmingView)
        }
        container.addSubview(clipView)
        content.transform = .identity
        content.frame = CGRect(origin: .zero, size: bounds.size)
        clipView.addSubview(content)
        isStaged = true
    }

    /// Takes `content` out of the clip into `container` at full size, removes the clip and the dimming and gives
    /// the source back.
    func unstage(content: UIView?, keepsContent: Bool) {
        frameDriver.stop()
        restoreSource()
        if let content, content.superview === clipView {
            content.transform = .identity
            if keepsContent, let container {
                content.frame = container.bounds
                container.addSubview(content)
            } else {
                content.removeFromSuperview()
            }
        }
        clipView.removeFromSuperview()
        dimmingView.removeFromSuperview()
        isStaged = false
        zoomFrame = nil
    }
}

/// The navigation zoom's source handling (``ZoomSourceStage``): the container is the navigation transition's,
/// the destination fills it.
extension NavigationZoom: ZoomSourceStage {
    var zoomContainer: UIView? { container }
    var zoomClip: UIView { clipView }
    var zoomDestination: CGRect { container?.bounds ?? .zero }
    var zoomedController: UIViewController? { zoomed }
    var sourceContext: ZoomTransition.Context? {
        guard let zoomed else { return nil }
        return ZoomTransition.Context(zoomedViewController: zoomed, sourceViewController: sourceController ?? zoomed)
    }
    var sourceBeingHidden: UIView? {
        get { hiddenSource }
        set { hiddenSource = newValue }
    }
}
#endif
