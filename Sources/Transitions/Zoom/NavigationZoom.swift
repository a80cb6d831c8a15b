#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)
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

    // MARK: Source

    /// Asks the provider now; views that cannot be zoomed into count as `nil` (see ``isAttached(_:)``).
    func askForSource() -> UIView? {
        guard let zoomed else { return nil }
        let context = ZoomTransition.Context(
            zoomedViewController: zoomed, sourceViewController: sourceController ?? zoomed)
        guard let view = sourceViewProvider(context), isAttached(view) else { return nil }
        return view
    }

    /// In the container's window, not the container or its ancestor, not inside the zoom.
    func isAttached(_ view: UIView) -> Bool {
        guard let container, let window = container.window, view.window === window else { return false }
        return !container.isDescendant(of: view) && !view.isDescendant(of: clipView)
    }

    /// The source's bounds in container coordinates, `nil` when it is gone.
    func sourceRect(of view: UIView?) -> CGRect? {
        guard let view, let container, isAttached(view) else { return nil }
        return container.convert(view.bounds, from: view)
    }

    /// The zoom between `source` (`nil`: the fallback) and the full container.
    func makeGeometry(source: UIView?) -> ZoomGeometry {
        let bounds = container?.bounds ?? .zero
        var alignment: CGRect?
        if let source, let zoomed, let provider = options.alignmentRectProvider {
            alignment = provider(ZoomTransition.AlignmentRectContext(sourceView: source, zoomedViewController: zoomed))
        }
        return ZoomGeometry(
            source: sourceRect(of: source), destination: bounds, containerBounds: bounds, alignmentRect: alignment,
            sourceCornerRadius: options.sourceCornerRadius ?? source?.layer.cornerRadius ?? 0,
            destinationCornerRadius: options.destinationCornerRadius)
    }

    /// Asks for the source, rebuilds ``geometry`` and hides the source (unless `hiding` is `false`).
    @discardableResult
    func refreshSource(hiding: Bool = true) -> ZoomGeometry {
        let source = askForSource()
        let geometry = makeGeometry(source: source)
        self.geometry = geometry
        hideSource(hiding && !geometry.isFallback ? source : nil)
        return geometry
    }

    func hideSource(_ view: UIView?) {
        if let current = hiddenSource, current === view { return }
        restoreSource()
        guard let view else { return }
        hiddenSource = view
        ZoomSourceHiding.hide(view)
    }

    func restoreSource() {
        guard let view = hiddenSource else { return }
        hiddenSource = nil
        ZoomSourceHiding.restore(view)
    }

    /// Keeps a flight back on target: follows the source as it moves, asks again if it left the window, and
    /// turns into the fallback when it is gone or off screen.
    func followSource(_ settle: inout ZoomSettle) {
        guard let geometry, !geometry.isFallback, let container else { return }
        var view = hiddenSource
        if view.map(isAttached) != true {
            view = askForSource()
            hideSource(view)
        }
        let rect = sourceRect(of: view)
        if ZoomGeometry.isUsableSource(rect, in: container.bounds), let rect {
            guard rect != geometry.source else { return }
            self.geometry = geometry.replacingSource(rect)
            settle.retarget(to: rect)
        } else {
            let fallback = geometry.replacingSource(nil)
            self.geometry = fallback
            restoreSource()
            settle.retarget(to: fallback.frame(at: 0))
        }
    }
}
#endif
