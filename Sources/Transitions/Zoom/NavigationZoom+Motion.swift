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
        if panGesture.view !== content { content.addGestureRecognizer(panGesture) }  // a drag may grab the opening
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        let geometry = refreshSource(hiding: !reduceMotion)
        if reduceMotion {
            start(.fading(ZoomFade(from: presentedFrame.fadedOut, to: presentedFrame), .presented))
        } else {
            start(.opening(ZoomSettle.opening(geometry, spring: options.spring)))
        }
    }

    /// The pop without a drag: from full screen into the source's current frame (asked now), or shrink and
    /// fade at the center when it is gone (a fade out under Reduce Motion).
    func runPop(_ context: any UIViewControllerContextTransitioning) {
        guard let content = context.view(forKey: .from) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        self.context = context
        operation = .pop
        stage(in: context.containerView, content: content, below: context.view(forKey: .to))
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        let geometry = refreshSource(hiding: !reduceMotion)
        let start = presentedFrame
        apply(start)
        if reduceMotion {
            self.start(.fading(ZoomFade(from: start, to: start.fadedOut), .dismissed))
        } else {
            let settle = ZoomSettle.closing(geometry, from: start, velocity: .zero, spring: options.spring)
            self.start(.settling(settle, .dismissed))
        }
    }

    /// The push rests: the pushed view leaves the clip for the container, the drag to pop is installed, the
    /// transition completes.
    func landPush() {
        phase = .idle
        let content = context?.view(forKey: .to)
        unstage(content: content, keepsContent: true)
        if let content, panGesture.view !== content { content.addGestureRecognizer(panGesture) }
        finish(completed: true)
    }

    /// The pop arrived on the source: the zoom disappears and the transition (or the drag's driver) completes.
    func landPop() {
        phase = .idle
        let content = context?.view(forKey: .from)
        unstage(content: content, keepsContent: false)
        if let view = panGesture.view { view.removeGestureRecognizer(panGesture) }
        if popDriver.isInteracting {
            context = nil
            popDriver.completeTransition()
        } else {
            finish(completed: true)
        }
    }

    /// A drag let go without popping sprang back: the screen is whole again and the pop is cancelled.
    func landCancelledPop() {
        phase = .idle
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

    // MARK: Frames

    var presentedFrame: ZoomFrame {
        geometry?.frame(at: 1)
            ?? ZoomFrame.presented(in: container?.bounds ?? .zero, cornerRadius: options.destinationCornerRadius)
    }

    /// The zoom on screen now and how fast its clip moves.
    func currentMotion() -> (ZoomFrame, ZoomFrameVelocity) {
        phase.motion ?? (zoomFrame ?? presentedFrame, .zero)
    }

    func start(_ phase: ZoomPhase) {
        self.phase = phase
        lastFrameTime = Double(CACurrentMediaTime())
        applyPhase()
        if phase.needsFrames { frameDriver.start() } else { frameDriver.stop() }
    }

    /// One display frame: advances the motion and lands it when it rests.
    func frame(at time: Double) {
        let elapsed = time - lastFrameTime
        let step = elapsed.isFinite ? max(elapsed, 0) : 0
        lastFrameTime = time
        let landing = phase.advance(by: step, following: followSource)
        applyPhase()
        switch landing {
        case .presented: if operation == .push { landPush() } else { landCancelledPop() }
        case .dismissed: landPop()
        case nil: break
        }
        if !phase.needsFrames { frameDriver.stop() }
    }

    func applyPhase() {
        if let motion = phase.motion { apply(motion.frame) }
    }

    /// Applies `frame` to the clip, the content and the dimming (once the scene is staged).
    func apply(_ frame: ZoomFrame) {
        guard isStaged else { return }
        zoomFrame = frame
        let content = clipView.subviews.first
        clipView.apply(frame, content: content, contentSize: container?.bounds.size ?? .zero)
        dimmingView.alpha = CGFloat(frame.dimmingAlpha)
    }
}
#endif
