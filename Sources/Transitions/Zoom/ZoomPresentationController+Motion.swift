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
        presentationContext = context
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        let geometry = refreshSource(hiding: context.isAnimated && !reduceMotion)
        if !context.isAnimated {
            phase = .presented  // at rest at once: a drag can grab it, a rotation resizes it
            apply(presentedFrame)
            finishPresentation()
        } else if reduceMotion {
            var transparent = presentedFrame
            transparent.alpha = 0
            transparent.dimmingAlpha = 0
            start(.fading(ZoomFade(from: transparent, to: presentedFrame), .presented))
        } else {
            start(.opening(ZoomSettle.opening(geometry, spring: options.spring)))
        }
    }

    /// Dismisses without a drag: the zoom flies from wherever it is (keeping its velocity) into the source's
    /// current frame — re-asked now — or shrinks and fades toward the center when the source is gone.
    func runDismissal(_ context: any UIViewControllerContextTransitioning) {
        dismissalContext = context
        guard context.isAnimated, containerView != nil else {
            finishDismissal()
            return
        }
        let (start, velocity) = currentMotion()
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        let geometry = refreshSource(hiding: !reduceMotion)
        if reduceMotion {
            self.start(.fading(ZoomFade(from: start, to: Self.faded(start)), .dismissed))
        } else {
            let settle = ZoomSettle.closing(geometry, from: start, velocity: velocity, spring: options.spring)
            self.start(.settling(settle, .dismissed))
        }
    }

    /// Completes the presentation transition (once) and gives the source back.
    func finishPresentation() {
        guard let context = presentationContext else { return }
        presentationContext = nil
        restoreSource()
        context.completeTransition(!context.transitionWasCancelled)
    }

    /// Completes the dismissal (once): through the driver when UIKit runs it interactively, else through the
    /// animator's context (a programmatic dismissal, or one UIKit ran without the driver: someone else dismissed
    /// first), else — a drag's dismissal UIKit has not started yet — through the driver as soon as it starts.
    func finishDismissal() {
        let drivenByDrag =
            dismissalDriver.isRunningTransition || (dismissalDriver.isInteracting && dismissalContext == nil)
        if drivenByDrag {
            clipView.removeFromSuperview()
            dismissalDriver.completeTransition()
            return
        }
        guard let context = dismissalContext else { return }
        dismissalContext = nil
        if !context.transitionWasCancelled { context.view(forKey: .from)?.removeFromSuperview() }
        context.completeTransition(!context.transitionWasCancelled)
    }

    /// Re-aims the zoom after the container changed size: the geometry is rebuilt for the new full-screen
    /// frame; a resting zoom fills it at once, an opening or a spring back continues from where it is on screen
    /// (same velocity, same spring) toward it, and a Reduce Motion fade-in restarts there from its current
    /// alpha. A drag keeps following the finger and springs back to the new frame; a flight back heads for the
    /// source's new frame (or the new center, when the source is gone).
    func containerSizeDidChange() {
        guard let geometry, geometry.destination != frameOfPresentedViewInContainerView else { return }
        let fresh = makeGeometry(source: hiddenSource?.view)
        self.geometry = fresh
        let target = fresh.frame(at: 1)
        func redirected(_ settle: ZoomSettle) -> ZoomSettle {
            ZoomSettle(
                from: settle.currentFrame, velocity: settle.frameVelocity, to: target, placement: fresh.placement,
                spring: settle.fraction.spring)
        }
        switch phase {
        case .presented:
            apply(target)
        case .opening(let settle):
            phase = .opening(redirected(settle))
            applyPhase()
        case .settling(let settle, .presented):
            phase = .settling(redirected(settle), .presented)
            applyPhase()
        case .fading(let fade, .presented):
            var from = target
            from.alpha = fade.current.alpha
            from.dimmingAlpha = fade.current.dimmingAlpha
            phase = .fading(ZoomFade(from: from, to: target), .presented)
            applyPhase()
        case .settling(var settle, .dismissed):
            settle.retarget(to: fresh.frame(at: 0).clip)
            phase = .settling(settle, .dismissed)
        case .idle, .tracking, .fading(_, .dismissed):
            break
        }
    }

    // MARK: Frames

    /// The full-screen frame at rest.
    var presentedFrame: ZoomFrame {
        geometry?.frame(at: 1)
            ?? ZoomFrame.presented(
                in: frameOfPresentedViewInContainerView, cornerRadius: options.destinationCornerRadius)
    }

    /// `frame` with the zoom and the dimming fully transparent.
    static func faded(_ frame: ZoomFrame) -> ZoomFrame { frame.fadedOut }

    /// The zoom on screen now and how fast its clip is moving.
    func currentMotion() -> (ZoomFrame, ZoomFrameVelocity) {
        phase.motion ?? (zoomFrame ?? presentedFrame, .zero)
    }

    /// Switches to `phase`, draws its first frame and runs the display link if it moves.
    func start(_ phase: ZoomPhase) {
        self.phase = phase
        lastFrameTime = now
        applyPhase()
        updateFrameDriver()
    }

    func updateFrameDriver() {
        if phase.needsFrames { frameDriver.start() } else { frameDriver.stop() }
    }

    /// One display frame: advances the current motion by the time since the last frame and lands it when done.
    func frame(at time: Double) {
        let elapsed = time - lastFrameTime
        let step = elapsed.isFinite ? max(elapsed, 0) : 0
        lastFrameTime = time
        let landing = phase.advance(by: step, following: followSource)
        applyPhase()  // the landing frame is drawn too, before the transition completes
        if let landing { land(landing) }
        updateFrameDriver()
    }

    /// The motion arrived: at rest full screen (completing a presentation, giving the source back), or on the
    /// source (completing the dismissal).
    private func land(_ landing: ZoomLanding) {
        switch landing {
        case .presented:
            phase = .presented
            restoreSource()
            finishPresentation()
            // A sheet that rose over the zoom while it moved (dragged, springing back) could not recede it then
            // (a view with a transform of its own is left alone); now that the zoom is at rest it can.
            presentedViewController.presentedViewController?.sheet?.presenterDidComeToRest()
        case .dismissed:
            phase = .idle
            finishDismissal()
        }
    }

    /// Draws the current phase.
    func applyPhase() {
        if let motion = phase.motion {
            apply(motion.frame)
        } else if case .presented = phase {
            apply(presentedFrame)
        }
    }

    /// Applies `frame` to the clipping view, the presented view and the dimming.
    func apply(_ frame: ZoomFrame) {
        zoomFrame = frame
        let size = geometry?.destination.size ?? frameOfPresentedViewInContainerView.size
        clipView.apply(frame, content: presentedViewController.viewIfLoaded, contentSize: size)
        dimmingView.alpha = CGFloat(frame.dimmingAlpha)
    }

    /// Virtual or real media time, the time base of display links and gestures, s.
    var now: Double { Double(CACurrentMediaTime()) }
}

extension ZoomPresentationController: InteractiveDismissalHandler {
    /// The zoom keeps following the finger; the transition only records that the dismissal began.
    public func interactiveDismissalDidStart(
        _ driver: PanToDismissDriver, context: any UIViewControllerContextTransitioning
    ) {
        dismissalContext = context
    }
}
#endif
