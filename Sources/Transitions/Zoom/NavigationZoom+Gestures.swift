#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The drag that pops: recognizes on the pushed view, starts the pop through ``PanToDismissDriver/begin(popping:)``
/// and keeps the zoom under the finger; the same rules as the modal zoom's drag.
@MainActor final class NavigationZoomPanDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var zoom: NavigationZoom?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        zoom?.shouldBeginDrag(gestureRecognizer) ?? false
    }
}

extension NavigationZoom {
    func makePan() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer()
        let delegate = NavigationZoomPanDelegate()
        delegate.zoom = self
        panDelegate = delegate
        pan.delegate = delegate
        pan.onAction { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        return pan
    }

    /// `controller` is on screen, pushed: it is the zoomed controller, the one below it is the source's, and the
    /// drag that pops is installed on its view.
    func attach(_ controller: UIViewController, in navigation: UINavigationController) {
        zoomed = controller
        let stack = navigation.viewControllers
        if sourceController == nil, let index = stack.firstIndex(where: { $0 === controller }), index > 0 {
            sourceController = stack[index - 1]
        }
        let view: UIView = controller.view
        if panGesture.view !== view { view.addGestureRecognizer(panGesture) }
    }

    /// The coordinate space of drags: the navigation controller's view (it does not move).
    var dragSpace: UIView? { zoomed?.navigationController?.view ?? container }

    /// A drag may take the zoom at rest (the pushed controller on top, no transition running, the library's
    /// delegate still installed), during the push's opening, or while a cancelled drag springs back; then the start policy (or
    /// ``ZoomTransition/Options/interactiveDismissShouldBegin``) decides.
    func shouldBeginDrag(_ pan: UIGestureRecognizer) -> Bool {
        guard let pan = pan as? UIPanGestureRecognizer, let space = dragSpace, canGrab else { return false }
        let willBegin = ZoomInteractiveStartPolicy().shouldBegin(
            translation: pan.translation(in: space), velocity: pan.velocity(in: space), trackedScroll: trackedScroll)
        guard let decide = options.interactiveDismissShouldBegin else { return willBegin }
        let local = zoomed?.viewIfLoaded ?? space
        return decide(
            ZoomTransition.InteractionContext(
                location: pan.location(in: local), velocity: pan.velocity(in: local), willBegin: willBegin))
    }

    var canGrab: Bool {
        switch phase {
        case .settling(_, .presented): return popDriver.isRunningTransition
        case .opening: return operation == .push && context != nil && zoomed?.navigationController != nil
        case .idle:
            guard let zoomed, let navigation = zoomed.navigationController else { return false }
            return navigation.topViewController === zoomed && navigation.viewControllers.count > 1
                && navigation.transitionCoordinator == nil && navigation.delegate is NavigationDelegateProxy
                && !popDriver.isInteracting
        case .presented, .tracking, .settling(_, .dismissed), .fading: return false
        }
    }

    var trackedScroll: ZoomInteractiveStartPolicy.TrackedScroll {
        guard let scroll = options.trackedScrollView, let view = zoomed?.viewIfLoaded, scroll.isDescendant(of: view)
        else { return .none }
        let atTop = scroll.contentOffset.y <= -scroll.adjustedContentInset.top + 0.5
        return ZoomInteractiveStartPolicy.TrackedScroll(tracksScrollView: true, isScrollAtTop: atTop)
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let space = dragSpace else { return }
        switch pan.state {
        case .began:
            pan.setTranslation(.zero, in: space)
            beginDrag(at: pan.location(in: space), in: space.bounds.size)
        case .changed:
            dragChanged(pan.translation(in: space))
        case .ended:
            dragEnded(translation: pan.translation(in: space), velocity: pan.velocity(in: space), cancelled: false)
        case .cancelled, .failed:
            dragEnded(translation: pan.translation(in: space), velocity: .zero, cancelled: true)
        default:
            break
        }
    }

    /// Takes the zoom where it is: at rest, starts the pop (the scene is staged when UIKit starts it); during
    /// the push's opening, completes the push first and pops from the frame on screen; while springing back,
    /// continues the same pop.
    func beginDrag(at location: CGPoint, in size: CGSize) {
        guard canGrab, let zoomed else { return }
        let (start, _) = currentMotion()
        frameDriver.stop()
        let model = ZoomDragModel(
            start: start, touchLocation: location, containerSize: size, behavior: options.dragBehavior)
        if case .settling = phase {
            phase = .tracking(model, translation: .zero)
            refreshSource()
            applyPhase()
            return
        }
        if case .opening = phase {
            // The push completes where the zoom is; the pop that follows takes over from that frame.
            landPush()
        }
        phase = .tracking(model, translation: .zero)
        guard popDriver.begin(popping: zoomed) else {
            phase = .idle
            return
        }
    }

    func dragChanged(_ translation: CGPoint) {
        guard case .tracking(let model, _) = phase else { return }
        phase = .tracking(model, translation: translation)
        applyPhase()
        popDriver.update(CGFloat(model.progress(translation: translation)))
    }

    /// A release that pops flies into the source's current frame at the release velocity; otherwise the zoom
    /// springs back and the pop is cancelled when it rests (it can be grabbed again meanwhile).
    func dragEnded(translation: CGPoint, velocity: CGPoint, cancelled: Bool) {
        guard case .tracking(let model, _) = phase else { return }
        let decision = cancelled ? .cancel : model.releaseDecision(translation: translation, velocity: velocity)
        if decision == .finish {
            let geometry = refreshSource()
            start(.released(model, translation: translation, velocity: velocity, toward: geometry, dismissing: true))
            popDriver.finish()
        } else {
            let geometry = self.geometry ?? makeGeometry(source: nil)
            start(
                .released(
                    model, translation: translation, velocity: cancelled ? .zero : velocity, toward: geometry,
                    dismissing: false))
        }
        if !isStaged && !popDriver.isInteracting { phase = .idle }
    }
}

extension NavigationZoom: InteractiveDismissalHandler {
    /// UIKit started the pop a drag asked for: the screen below goes under the dimming, the pushed screen into
    /// the clip at the finger's frame, the source is asked for.
    func interactiveDismissalDidStart(_ driver: PanToDismissDriver, context: any UIViewControllerContextTransitioning) {
        guard let content = context.view(forKey: .from) else { return }
        if case .idle = phase { return }  // the drag already sprang back: the pop is cancelled right away
        self.context = context
        operation = .pop
        stage(in: context.containerView, content: content, below: context.view(forKey: .to))
        let geometry = refreshSource()
        if case .settling(var settle, .dismissed) = phase {
            settle.retarget(to: geometry.frame(at: 0))  // released before UIKit started: aim at the source now
            phase = .settling(settle, .dismissed)
        }
        applyPhase()
    }
}
#endif
