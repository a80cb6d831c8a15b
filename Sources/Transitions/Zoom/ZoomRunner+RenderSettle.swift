#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Zoom motions played by the render server (docs/performance.md, "Motion off the main thread"), as the sheet's
/// settles are: an opening and a spring back to full screen run as Core Animation keyframe animations of the
/// motion's closed form (`ZoomSettlePlan`) — the clip's frame, corners and alpha, the content's scale and place,
/// the dimming — and go on while the app's main thread is busy. The views hold where the motion ends as model
/// values; ``zoomFrame`` and a finger (the catch, a drag) meet it where it is on screen: any event first advances
/// the motion to now. A flight back into the source stays on display frames: it re-aims at its source every frame.
extension ZoomRunner {
    /// Plays the motion on the render server when it has a plan (or keeps playing it); otherwise stops what the
    /// render server plays, leaving the views where they are on screen. Returns whether the render server plays it.
    func playSettleOnRenderServer() -> Bool {
        guard let plan = motion.settlePlan, plan.duration > 0, let host, host.isZoomStaged else {
            stopRenderedSettle()
            return false
        }
        if renderSettle.isRunning, let rendered = screen.renderedPlan, rendered.isSameMotion(as: plan) { return true }
        startRenderedSettle(plan)
        return true
    }


    /// The frame the render server shows now: between the two keyframes around this moment, linear, as Core
    /// Animation draws them; `nil` when it plays nothing.
    func renderedFrame() -> ZoomFrame? {
        guard let plan = screen.renderedPlan, let elapsed = renderSettle.elapsed, let timeline = renderSettle.timeline
        else { return nil }
        let (from, to, fraction) = timeline.bracket(elapsed)
        let next = plan.frame(after: to)
        return fraction >= 1 ? next : next.adding(from: plan.frame(after: from), to: next, weight: 1 - fraction)
    }

    private func startRenderedSettle(_ plan: ZoomSettlePlan) {
        // The model holds the end, as after any UIKit animation; the render server plays the way there, so no
        // animation block around (a rotation's) animates it too.
        UIView.performWithoutAnimation { apply(plan.frame(after: plan.duration)) }
        if let model = screen.modelFrame { screen = .rendering(plan, model: model) }
        let layers = ZoomLayers(
            clip: clipView.layer, content: host?.zoomedController?.viewIfLoaded?.layer, dimming: dimmingView.layer,
            contentSize: geometry?.destination.size ?? zoomDestination.size, scalesContent: scalesItsContent,
            shadow: clipView.shadowView.layer, snapshot: clipView.sourceSnapshot, covered: scaledCoveredView?.layer,
            coveredPivotOffset: coveredPivotOffset)
        renderSettle.run(
            KeyframeTimes(duration: plan.duration, frameRate: renderSettle.frameRate), targets: layers.targets,
            sampler: { time, values in layers.append(plan.frame(after: time), to: &values) }
        ) { [weak self] in
            self?.renderedSettleDidEnd(at: plan.startTime + plan.duration)
        }
    }

    /// The render server finished: the motion lands too, on its final frame.
    private func renderedSettleDidEnd(at end: Double) {
        screen = screen.stoppedRendering
        // A microsecond past the end, so float rounding cannot leave the motion a hair short of it.
        let outcome = motion.handle(.tick(at: max(now, end + 1e-6)))
        draw()
        if case .landed(let landing) = outcome { land(landing) }
        updateFrameDriver()
    }
}

extension ZoomRunner: RenderServerMotion {
    func advanceRenderedMotion(to time: Double) -> ZoomLanding? {
        guard case .landed(let landing) = motion.handle(.tick(at: time)) else { return nil }
        return landing
    }

    func forgetRenderedMotion(interrupted: Bool) { screen = screen.stoppedRendering }

    func renderedMotionDidEnd(_ landing: ZoomLanding) {
        draw()
        land(landing)
    }
}

/// The layers a zoom motion animates, and each one's value in a `ZoomFrame`, as ``ZoomClipView/apply(_:content:contentSize:)``
/// and ``ZoomRunner/applyLook(_:)`` set them: the clip's `position`, `bounds`, `cornerRadius` and `opacity`, the
/// content's `transform`, `bounds` and `position` (when it has a view), the dimming's `opacity`, the shadow's
/// `position`, `bounds`, `cornerRadius` and `opacity`, the source copy's `position`, `transform` and `opacity`
/// (when there is one) and the covered page's `transform` (when there is one). The content's `transform` is left
/// out while a zoom over this one scales the content as the page it covers.
@MainActor private struct ZoomLayers {
    let targets: [RenderServerSettle.Target]
    private let clipBoundsOrigin: CGPoint
    private let hasContent: Bool
    private let scalesContent: Bool
    private let contentSize: CGSize
    private let snapshotSize: CGSize?
    private let hasCovered: Bool
    private let coveredPivotOffset: CGPoint

    init(
        clip: CALayer, content: CALayer?, dimming: CALayer, contentSize: CGSize, scalesContent: Bool, shadow: CALayer,
        snapshot: UIView?, covered: CALayer?, coveredPivotOffset: CGPoint
    ) {
        self.coveredPivotOffset = coveredPivotOffset
        clipBoundsOrigin = clip.bounds.origin
        self.contentSize = contentSize
        var targets: [RenderServerSettle.Target] = [
            .init(layer: clip, keyPath: "position"), .init(layer: clip, keyPath: "bounds"),
            .init(layer: clip, keyPath: "cornerRadius"), .init(layer: clip, keyPath: "opacity"),
        ]
        hasContent = content != nil
        self.scalesContent = scalesContent
        if let content {
            if scalesContent { targets.append(.init(layer: content, keyPath: "transform")) }
            targets += [.init(layer: content, keyPath: "bounds"), .init(layer: content, keyPath: "position")]
        }
        targets.append(.init(layer: dimming, keyPath: "opacity"))
        targets += [
            .init(layer: shadow, keyPath: "position"), .init(layer: shadow, keyPath: "bounds"),
            .init(layer: shadow, keyPath: "cornerRadius"), .init(layer: shadow, keyPath: "opacity"),
        ]
        snapshotSize = snapshot?.bounds.size
        if let snapshot {
            targets += [
                .init(layer: snapshot.layer, keyPath: "position"), .init(layer: snapshot.layer, keyPath: "transform"),
                .init(layer: snapshot.layer, keyPath: "opacity"),
            ]
        }
        hasCovered = covered != nil
        if let covered { targets.append(.init(layer: covered, keyPath: "transform")) }
        self.targets = targets
    }

    /// Appends every target's value in `zoom`, in target order.
    func append(_ zoom: ZoomFrame, to values: inout [Any]) {
        let clip = zoom.clip
        values.append(CGPoint(x: clip.midX, y: clip.midY))
        values.append(CGRect(origin: clipBoundsOrigin, size: clip.size))
        values.append(zoom.cornerRadius)
        values.append(Float(zoom.alpha))
        if hasContent {
            let scale = zoom.contentScale
            if scalesContent { values.append(scale == 1 ? CATransform3DIdentity : CATransform3DMakeScale(scale, scale, 1)) }
            values.append(CGRect(origin: .zero, size: contentSize))
            values.append(CGPoint(x: zoom.content.midX - clip.minX, y: zoom.content.midY - clip.minY))
        }
        values.append(Float(zoom.dimmingAlpha))
        values.append(CGPoint(x: clip.midX, y: clip.midY))
        values.append(CGRect(origin: .zero, size: clip.size))
        values.append(zoom.cornerRadius)
        values.append(Float(zoom.shadowAlpha * zoom.alpha))
        if let snapshotSize {
            let scale = ZoomClipView.snapshotScale(copy: snapshotSize, clip: clip.size)
            values.append(CGPoint(x: clip.width / 2, y: clip.height / 2))
            values.append(CATransform3DMakeScale(scale, scale, 1))
            values.append(Float(zoom.sourceAlpha))
        }
        if hasCovered {
            let scale = zoom.coveredScale
            values.append(
                CATransform3DMakeAffineTransform(
                    ZoomRunner.coveredTransform(scale: scale, pivotOffset: coveredPivotOffset)))
        }
    }
}
#endif
