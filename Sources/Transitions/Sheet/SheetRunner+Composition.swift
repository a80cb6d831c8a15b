#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension SheetRunner {
    // MARK: Inputs

    /// Rebuilds the composition context from the current layout, detents and knobs (after a layout change or a
    /// change of a knob that shapes frames). Does not apply anything.
    func rebuildCompositionContext() {
        guard let layout, let resolution, let containerView else {
            compositionContext = nil
            return
        }
        let traits = containerView.traitCollection
        compositionContext = SheetCompositionContext(
            layout: layout, detents: resolution,
            largestUndimmedDetentIdentifier: configuration.largestUndimmedDetentIdentifier,
            appearance: configuration.appearance, insetStyle: configuration.insetStyle,
            prefersPresentingViewRecedes: configuration.prefersPresentingViewRecedes,
            recedeStyle: configuration.recedeStyle, horizontalSizeClass: SizeClass(traits.horizontalSizeClass),
            verticalSizeClass: SizeClass(traits.verticalSizeClass),
            prefersGrabberVisible: configuration.prefersGrabberVisible, edge: edgeMapping)
    }

    /// What around the sheet this frame depends on, measured now: the sheets in front and behind, the presenting
    /// view (when this sheet recedes it), the anchor, the footer's height and Reduce Motion. Allocation-free.
    func measureSurroundings(_ context: SheetCompositionContext) -> SheetSurroundings {
        var surroundings = SheetSurroundings(
            pushedBack: recedeState.pushedBack, isCovered: host?.sheetStackPlace == .covered,
            isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled)
        if context.layout.mode == .floating { surroundings.anchor = currentAnchor }
        if let footerView = configuration.footerView, footerView.superview != nil {
            surroundings.footerHeight = resolvedFooterHeight(footerView)
        }
        if context.recede.isEnabled, host?.sheetBehind == nil, let rest = presenterRestFrame() {
            surroundings.presenterRestFrame = rest.frame
            surroundings.presenterRestCornerRadius = rest.cornerRadius
        }
        return surroundings
    }

    /// The presenting view's untransformed frame (container coordinates) and corner radius at rest, when it can
    /// recede: in a window, filling the container, with no transform of its own, shown or still playing (one it
    /// carries because this sheet receded it is ours). `nil` otherwise: it then stays exactly as it is.
    private func presenterRestFrame() -> (frame: CGRect, cornerRadius: CGFloat)? {
        guard let containerView, let view = host?.sheetPresenter?.viewIfLoaded, view.window != nil,
            let superview = view.superview
        else { return nil }
        let rest = superview.convert(view.untransformedFrame, to: containerView)
        if let saved = recedeState.saved, saved.view === view { return (rest, saved.cornerRadius) }
        // A transform of its own includes one still playing (a zoom springing back on the render server).
        guard !view.carriesTransformOfItsOwn, Self.fills(rest, containerView.bounds) else { return nil }
        return (rest, view.layer.cornerRadius)
    }

    // MARK: Composing and applying

    /// Composes the frame for the motion's current height (`SheetComposition`) and applies it. Called on every
    /// frame the sheet moves, and with `force` after anything else a frame depends on changed (a knob, the sheet
    /// in front, Reduce Motion, a size change ending): an unchanged composition is then applied again, so views
    /// that were replaced (a new footer) are placed.
    func applyCurrentPosition(force: Bool = false) {
        guard motion != nil, let context = compositionContext else { return }
        if let zoomDriver, zoomDriver.catchUp != nil { return zoomDriver.drawCatchUp() }  // a card becoming the sheet
        if renderSettle.isRunning {
            // The render server plays the settle: a forced composition (its inputs changed) restarts it from where
            // it is on screen with new frames; otherwise the views already hold what they should.
            if force {
                catchUpRenderedSettle()
                if playSettleOnRenderServer(restart: true) { return }
            } else {
                return
            }
        }
        // Read the motion in place: binding it would copy the whole state machine on every frame.
        applyOpacity(CGFloat(motion!.opacity))
        let composition = SheetComposition(
            height: motion!.height, velocity: motion!.velocity, context: context,
            surroundings: measureSurroundings(context))
        guard force || composition != screen.composition else { return }
        apply(composition)
    }

    /// The Reduce Motion cross-fade's opacity (`SheetMotion.opacity`) on the sheet and its footer.
    private func applyOpacity(_ opacity: CGFloat) {
        guard sheetView.alpha != opacity else { return }
        sheetView.alpha = opacity
        configuration.footerView?.alpha = opacity
    }

    /// Applies one composed frame to every view: the sheet's frame, corners and grabber, its push-back transform,
    /// the presenter's recede (or the sheet behind's push-back), the dimming and its touch pass-through, the
    /// footer; then reports the position (moves only, once each). The one place a sheet frame is applied.
    /// The views then hold `composition` (``screen`` says `.drawn`, unless the caller records a render-server
    /// settle over it).
    func apply(_ composition: SheetComposition, reportsPosition: Bool = true) {
        let moved = composition.position != screen.appliedPosition
        let previous = screen.composition
        screen = .drawn(composition)
        sheetView.setUntransformedFrame(composition.frame)  // stays exact while the sheet is pushed back
        // Corners and grabber change only with the inset morph, a layout or a covering sheet: not on most frames.
        if previous?.cornerRadius != composition.cornerRadius
            || previous?.roundsBottomCorners != composition.roundsBottomCorners
            || previous?.innerCorners != composition.innerCorners
        {
            sheetView.applyCorners(
                radius: composition.cornerRadius,
                corners: composition.roundsBottomCorners ? .all : composition.innerCorners)
        }
        if previous?.grabberFrame != composition.grabberFrame { grabberView.frame = composition.grabberFrame }
        applyGrabberVisibility(composition.isGrabberVisible)
        applyRecede(composition)
        backdropView.dimmingAlpha = CGFloat(composition.dimmingAlpha)
        backdropView.passesTouchesThrough = composition.allowsBackgroundInteraction
        if let footerView = configuration.footerView, let footerFrame = composition.footerFrame {
            footerView.frame = footerFrame
        }
        if moved { applyBackgroundEffects(at: composition.position) }
        guard moved, reportsPosition else { return }
        report(composition.position)
    }

    /// Tells the host where the sheet is (its delegate and position callback).
    func report(_ position: SheetPosition) {
        host?.sheetDidMove(to: position)
    }
}

extension UIView {
    /// Places the view by `bounds` and `center`, which stay valid under a transform (`frame` does not: UIKit
    /// documents it as undefined when `transform` is not the identity). Equal to setting `frame` otherwise.
    func setUntransformedFrame(_ frame: CGRect) {
        bounds = CGRect(origin: bounds.origin, size: frame.size)
        center = CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The frame the view has without its transform, in its superview's coordinates.
    var untransformedFrame: CGRect {
        CGRect(
            x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
            height: bounds.height)
    }
}
#endif
