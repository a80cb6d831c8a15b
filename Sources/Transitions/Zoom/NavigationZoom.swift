#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The zoom of one pushed controller, for its push, its pop and drags that pop it: the navigation host of the
/// same ``ZoomRunner`` the modal zoom (``ZoomPresentationController``) uses, so every option and drag rule holds
/// for both. It stages the runner's views (``ZoomClipView`` over a dimming view) in the navigation transition's
/// container and completes the push and pop transitions around the motion.
@MainActor final class NavigationZoom {
    var options: ZoomTransition.Options {
        didSet {
            runner.dimmingView.backgroundColor = options.dimmingColor ?? ZoomTransition.Options.defaultDimmingColor
        }
    }
    /// Pops by dragging; its handler is this zoom.
    let popDriver = PanToDismissDriver(direction: .down)
    /// The motion, source, views and gestures.
    let runner: ZoomRunner

    /// The pushed controller.
    weak var zoomed: UIViewController?
    /// The controller below it when it was pushed (the provider's ``ZoomTransition/Context/sourceViewController``).
    weak var sourceController: UIViewController?
    /// The transition running now (push or pop), until it completes.
    var context: (any UIViewControllerContextTransitioning)?
    var operation: UINavigationController.Operation = .none
    /// The scene (clip and dimming) is in the container.
    var isStaged = false
    weak var container: UIView?
    /// The screen under the zoom (pushed from, or popped to) while staged.
    weak var coveredView: UIView?

    /// The zoom as drawn on the latest frame; `nil` while no zoom is on screen.
    var zoomFrame: ZoomFrame? { runner.zoomFrame }

    init(sourceViewProvider: @escaping ZoomTransition.SourceViewProvider, options: ZoomTransition.Options) {
        self.options = options
        runner = ZoomRunner(sourceViewProvider: sourceViewProvider)
        runner.host = self
        popDriver.handler = self
        runner.dimmingView.backgroundColor = options.dimmingColor ?? ZoomTransition.Options.defaultDimmingColor
    }

    // MARK: Scene

    /// Puts the dimming over `below` (the screen the zoom leaves or returns to) and `content` into the clip
    /// on top, all filling `container`.
    func stage(in container: UIView, content: UIView, below: UIView?) {
        self.container = container
        runner.restoreCoveredPage()  // a return still playing on the screen below ends: it is laid out afresh
        coveredView = below
        let bounds = container.bounds
        let clipView = runner.clipView
        let dimmingView = runner.dimmingView
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

    /// Takes `content` out of the clip into `container` at full size, removes the clip and the dimming, gives
    /// the source back and makes the covered page whole: a push completed under a drag leaves the scene here
    /// whatever the pop that follows does (UIKit's own slide, when the app's delegate replaced the library's,
    /// never stages the page again).
    func unstage(content: UIView?, keepsContent: Bool) {
        runner.frameDriver.stop()
        runner.restoreSource()
        runner.restoreCoveredPage()
        if let content, content.superview === runner.clipView {
            content.transform = .identity
            if keepsContent, let container {
                content.frame = container.bounds
                container.addSubview(content)
            } else {
                content.removeFromSuperview()
            }
        }
        runner.clipView.removeFromSuperview()
        runner.dimmingView.removeFromSuperview()
        isStaged = false
        runner.screen = .off
    }

    /// `controller` is on screen, pushed: it is the zoomed controller, the one below it is the source's, and the
    /// drag that pops (and the catch) are installed on its view. A push that ran without the zoom's motion (not
    /// animated) rests full screen now.
    func attach(_ controller: UIViewController, in navigation: UINavigationController) {
        zoomed = controller
        let stack = navigation.viewControllers
        if sourceController == nil, let index = stack.firstIndex(where: { $0 === controller }), index > 0 {
            sourceController = stack[index - 1]
        }
        let view: UIView = controller.view
        runner.installGestures(on: view)
        if case .idle = runner.motion.state {
            let radius =
                options.destinationCornerRadius
                ?? ZoomDeviceLook.displayCornerRadius(screenSize: navigation.view.window?.bounds.size ?? .zero)
            runner.rest(at: ZoomFrame.presented(in: navigation.view.bounds, cornerRadius: radius))
        }
    }
}
#endif
