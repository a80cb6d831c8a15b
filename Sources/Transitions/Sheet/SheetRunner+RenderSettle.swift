#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Settles played by the render server (docs/performance.md, "Motion off the main thread").
///
/// A spring settle — presentation, dismissal, a release, a new selection, an animated change — runs as Core
/// Animation keyframe animations of the motion's closed form (`SheetSettlePlan`, ``RenderServerSettle``): the
/// sheet's frame and corners, the grabber, the footer, the dimming, and the presenting screen's recede. The
/// render server keeps playing them while the app's main thread is busy (Apple, Core Animation Programming Guide:
/// "Objects in the render tree perform the actual animations and are private to Core Animation"). Views hold
/// their end state as model values, as after any UIKit animation; `layer.presentation()` has what is on screen.
///
/// The motion (`SheetMotion`) is not ticked per frame: any event first advances it to now (where the screen
/// shows the sheet), so a finger that lands, a drag, a new selection or a layout change starts exactly where the
/// sheet is, at its velocity. Per frame the main thread does nothing, unless a position callback is set
/// (``SheetRunnerHost/wantsPositionUpdates``): a display link
/// then reports the position from the same closed form, and still leaves the views to the render server.
///
/// Settles stay on display frames (the main thread) for a timed (keyboard) motion, a Reduce Motion cross-fade,
/// a sheet presented from one of our sheets (the sheet behind is pushed back frame by frame), and during a size
/// change.
extension SheetRunner {
    /// Plays the motion's settle on the render server when it can (see the extension's discussion), or keeps it
    /// there when it already plays; otherwise stops any settle the render server plays, leaving the views where
    /// they are on screen. Returns whether the render server plays the motion now.
    func playSettleOnRenderServer(restart: Bool = false) -> Bool {
        guard let motion, let plan = motion.settlePlan, let context = compositionContext, canRenderSettles,
            case .settling(.spring(let running), _) = motion.state
        else {
            stopRenderedSettle()
            return false
        }
        if renderSettle.isRunning, !restart, case .rendering(let rendered) = screen,
            rendered.spring.followsSameCurve(as: running)
        {
            return true
        }
        startRenderedSettle(plan, spring: running, context: context)
        return true
    }

    /// Whether settles may run on the render server now.
    private var canRenderSettles: Bool {
        !recedeState.isSuspendedForSizeChange && host?.sheetBehind == nil && containerView != nil
            && zoomDriver?.catchUp == nil  // a card still becoming the sheet is drawn on display frames
    }


    // MARK: Starting

    private func startRenderedSettle(
        _ plan: SheetSettlePlan, spring: SpringAnimation, context: SheetCompositionContext
    ) {
        let surroundings = measureSurroundings(context)
        let keyframes = plan.keyframes(frameRate: renderSettle.frameRate)
        func composed(_ raw: Double) -> SheetComposition {
            Self.composition(plan, at: SpringCurve.Sample(value: raw, velocity: 0), context, surroundings)
        }
        let start = composed(keyframes.position(at: 0))
        let end = composed(keyframes.finalPosition)
        let previous = screen.appliedPosition
        // The model holds the end state, except that a recede being undone keeps its mask and black backdrop until
        // the settle ends (the final composition then puts the presenter back).
        var model = end
        if end.presenter.isIdentity, !start.presenter.isIdentity { model.presenter = start.presenter }
        apply(model, reportsPosition: false)
        if model.presenter != end.presenter { holdPresenterModel(at: end.presenter) }
        // Reported at once, from where the sheet is and at its velocity (then on every frame, when asked for).
        let shown = Self.composition(plan, at: plan.animation.sample(at: 0), context, surroundings).position
        if shown != previous { report(shown) }
        let recedes = !(start.presenter.isIdentity && end.presenter.isIdentity) && recedeState.saved?.view != nil
        let tracks = SheetSettleTracks(plan: plan, compose: composed)
        screen = .rendering(
            SheetRenderedSettle(
                spring: spring, plan: plan, model: model, reported: shown, context: context, surroundings: surroundings,
                recedes: recedes, tracks: tracks))
        let targets = SettleLayers(runner: self, hasFooter: model.footerFrame != nil, recedes: recedes, tracks: tracks)
        renderSettle.onFrame =
            host?.wantsPositionUpdates == true ? { [weak self] sample in self?.reportRenderedFrame(sample) } : nil
        renderSettle.run(
            keyframes, targets: targets.targets,
            sampler: { raw, values in targets.append(composed(raw), to: &values) }, modelIsSet: true
        ) { [weak self] in
            self?.renderedSettleDidEnd(at: plan.startTime + plan.duration)
        }
    }

    /// The animated presenter values of a recede being undone take their end as model values (the transform, the
    /// corners, the black backdrop's opacity), while its mask and black view stay until the settle ends.
    private func holdPresenterModel(at geometry: SheetRecedeGeometry) {
        guard let view = recedeState.saved?.view else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        view.layer.transform = CATransform3DMakeAffineTransform(geometry.affineTransform)
        view.layer.cornerRadius = geometry.cornerRadius
        recedeState.blackView?.layer.opacity = Float(geometry.backdropAlpha)
        CATransaction.commit()
    }

    // MARK: Reading where it is

    /// What the render server shows now — the position and the depth passed behind; `nil` when no settle plays
    /// there. A settle whose frame and dimming play as springs (`SheetSettleTracks`) is read from its closed form at
    /// `CACurrentMediaTime()`, as `CASpringAnimation` draws it; one with keyframed parts between the two keyframes
    /// around this moment, linear, as Core Animation draws those.
    func renderedReads() -> (position: SheetPosition, behindDepth: Double)? {
        guard case .rendering(let rendered) = screen, let keyframes = renderSettle.keyframes,
            let elapsed = renderSettle.elapsed
        else { return nil }
        // Composed as the tracks were: a layout that changed since (a rotation beginning) is not on screen yet.
        let context = rendered.context
        let surroundings = rendered.surroundings
        let pushesSheet = host?.sheetBehind != nil
        let keyframed = rendered.tracks.frame == .keyframes || rendered.tracks.dimming == .keyframes
        let (from, to, fraction) = keyframed ? keyframes.timeline.bracket(elapsed) : (elapsed, elapsed, 1)
        let next = Self.composition(rendered.plan, at: keyframes.sample(at: to), context, surroundings)
        let last =
            fraction < 1 ? Self.composition(rendered.plan, at: keyframes.sample(at: from), context, surroundings) : next
        let weight = 1 - fraction
        let position = next.position.adding(from: last.position, to: next.position, weight: weight)
        // A settle that starts and ends without a recede does not animate the presenter: it shows what it holds.
        guard rendered.recedes else { return (position, recedeState.appliedDepth) }
        let nextDepth = Self.shownBehindDepth(next, pushesSheet: pushesSheet)
        let lastDepth = Self.shownBehindDepth(last, pushesSheet: pushesSheet)
        return (position, nextDepth + (lastDepth - nextDepth) * weight)
    }

    /// The frame `plan` shows at `sample` (the spring's unbanded position and velocity), through its band.
    static func composition(
        _ plan: SheetSettlePlan, at sample: SpringCurve.Sample, _ context: SheetCompositionContext,
        _ surroundings: SheetSurroundings
    ) -> SheetComposition {
        SheetComposition(
            height: plan.height(atRaw: sample.value), velocity: sample.velocity * plan.overshoot.slope(atRaw: sample.value),
            context: context, surroundings: surroundings)
    }

    // MARK: Per frame and at the end

    /// One display frame while the render server plays a settle and a position callback is set: the position from
    /// the closed form, reported; no view is touched.
    private func reportRenderedFrame(_ sample: SpringCurve.Sample) {
        guard case .rendering(var rendered) = screen else { return }
        let position = Self.composition(rendered.plan, at: sample, rendered.context, rendered.surroundings).position
        guard position != rendered.reported else { return }
        rendered.reported = position
        screen = .rendering(rendered)
        report(position)
    }

    /// The render server finished the settle: the motion lands it too (`SheetMotion.finishSettle(at:)`, at `end`
    /// on the motion's clock), and the final frame is applied.
    private func renderedSettleDidEnd(at end: Double) {
        if case .rendering(let rendered) = screen { screen = .drawn(rendered.model) }
        guard motion != nil else { return }
        let outcome = motion!.finishSettle(at: max(now, end))
        applyCurrentPosition(force: true)
        handle(outcome)
        startFramesIfNeeded()
    }
}

extension SheetRunner: RenderServerMotion {
    func advanceRenderedMotion(to time: Double) -> SheetMotionOutcome? {
        guard motion != nil else { return nil }
        let outcome = motion!.handle(.tick(at: time))
        return outcome == .none ? nil : outcome
    }

    func forgetRenderedMotion(interrupted: Bool) {
        if interrupted {
            // Called while the settle still plays, so the position kept is the one on screen now; everything but the
            // animated properties is put back to this moment by the caller's next composition.
            let shown = renderedReads()?.position ?? screen.appliedPosition
            screen = shown.map(SheetScreen.interrupted) ?? .off
        } else if case .rendering(let rendered) = screen {
            screen = .drawn(rendered.model)
        }
    }

    func renderedMotionDidEnd(_ outcome: SheetMotionOutcome) {
        applyCurrentPosition()
        handle(outcome)
    }
}

/// The layers a sheet settle animates, and the value of each in one composed frame (`SheetComposition`), in the
/// same order: the sheet's `position`, `bounds` and `cornerRadius`, the grabber's `position`, the dimming's
/// `opacity`; the footer's `position` and `bounds` when it has one; the presenting view's `transform` and
/// `cornerRadius` and the black backdrop's `opacity` when the settle recedes it.
@MainActor private struct SettleLayers {
    let targets: [RenderServerSettle.Target]
    private let sheetBoundsOrigin: CGPoint
    private let footer: CALayer?
    private let recedes: Bool
    private let hasBlack: Bool

    /// The layers of `runner`'s settle: with the footer's when `hasFooter` (the footer was placed by the frame
    /// before), with the presenter's when `recedes`.
    init(runner controller: SheetRunner, hasFooter: Bool, recedes: Bool, tracks: SheetSettleTracks) {
        let sheet = controller.sheetView.layer
        sheetBoundsOrigin = sheet.bounds.origin
        var targets: [RenderServerSettle.Target] = []
        targets.reserveCapacity(10)  // one allocation: the targets are appended one by one, no array literal
        targets.append(.init(layer: sheet, keyPath: "position", shape: tracks.frame))
        targets.append(.init(layer: sheet, keyPath: "bounds", shape: tracks.frame))
        targets.append(.init(layer: sheet, keyPath: "cornerRadius", shape: tracks.cornerRadius))
        targets.append(.init(layer: controller.grabberView.layer, keyPath: "position", shape: tracks.grabber))
        targets.append(.init(layer: controller.backdropView.dimmingLayer, keyPath: "opacity", shape: tracks.dimming))
        footer = hasFooter ? controller.configuration.footerView?.layer : nil
        if let footer {
            targets.append(.init(layer: footer, keyPath: "position", shape: tracks.footer))
            targets.append(.init(layer: footer, keyPath: "bounds", shape: tracks.footer))
        }
        let presenter = recedes ? controller.recedeState.saved?.view?.layer : nil
        self.recedes = presenter != nil
        if let presenter {
            targets.append(.init(layer: presenter, keyPath: "transform", shape: tracks.presenter))
            targets.append(.init(layer: presenter, keyPath: "cornerRadius", shape: tracks.presenter))
        }
        let black = presenter != nil ? controller.recedeState.blackView?.layer : nil
        hasBlack = black != nil
        if let black { targets.append(.init(layer: black, keyPath: "opacity", shape: tracks.presenter)) }
        self.targets = targets
    }

    /// Appends every target's value in `frame`, in target order.
    func append(_ frame: SheetComposition, to values: inout [Any]) {
        let sheet = frame.frame
        values.append(CGPoint(x: sheet.midX, y: sheet.midY))
        values.append(CGRect(origin: sheetBoundsOrigin, size: sheet.size))
        values.append(frame.cornerRadius)
        values.append(CGPoint(x: frame.grabberFrame.midX, y: frame.grabberFrame.midY))
        values.append(Float(frame.dimmingAlpha))
        if let footer {
            let box = frame.footerFrame ?? footer.frame
            values.append(CGPoint(x: box.midX, y: box.midY))
            values.append(CGRect(origin: footer.bounds.origin, size: box.size))
        }
        if recedes {
            values.append(CATransform3DMakeAffineTransform(frame.presenter.affineTransform))
            values.append(frame.presenter.cornerRadius)
            if hasBlack { values.append(Float(frame.presenter.backdropAlpha)) }
        }
    }
}

extension SheetRecedeGeometry {
    /// The geometry's transform (scale about the center, then the translation).
    var affineTransform: CGAffineTransform {
        isIdentity
            ? .identity : CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: translationX, ty: translationY)
    }
}
#endif
