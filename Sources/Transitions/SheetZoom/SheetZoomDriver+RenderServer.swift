#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The opening played by the render server, as the sheet's settles are (docs/performance.md, "Motion off the main
/// thread"): the card's frame and corners, the content's scale and place, the source's copy and the dimming run as Core
/// Animation keyframe animations sampled from `SheetZoomMotion` itself, and go on while the app's main thread is
/// busy. The layers hold the landing as model values; display frames keep the motion in step and apply only what the
/// render server does not play (the recede, touches through the dimming, position reports). A touch or a dismissal
/// first stops the animation where it is on screen. A closing stays on display frames: it re-aims at its source every
/// frame, as the zoom's flight back does.
extension SheetZoomDriver {
    /// Plays the opening on the render server when one is under way; returns whether it does.
    func playOpeningOnRenderServer() -> Bool {
        guard let runner, let motion, case .opening(let settle) = motion.state else { return false }
        let duration = settle.settlingDuration
        guard duration > 0 else { return false }
        let layers = SheetZoomLayers(
            sheet: runner.sheetView.layer, cornerMask: cornerMask,
            content: runner.host?.sheetContent.viewIfLoaded?.layer,
            snapshot: snapshot?.layer, dimming: runner.backdropView.dimmingLayer)
        let start = motion.time
        renderSettle.run(
            KeyframeTimes(duration: duration, frameRate: renderSettle.frameRate), targets: layers.targets,
            sampler: { time, values in
                var sample = motion  // the motion is a value: sampling it ahead changes nothing
                sample.handle(.tick(time: start + time))
                layers.append(sample.frame, to: &values)
            })
        return true
    }

    /// Stops a rendered opening where it is on screen, the motion advanced to now (the card as shown).
    func stopRenderedOpening() {
        guard renderSettle.isRunning else { return }
        motion?.handle(.tick(time: Self.now))
        renderSettle.interrupt()
    }
}

/// The layers an opening animates and each one's value in a `SheetZoomFrame`, as the driver's `draw(_:)` sets them:
/// the sheet view's `position`, `bounds` and `cornerRadius` (the top corners'), the corner mask's `position`, `bounds`
/// and `cornerRadius` (the bottom corners'), the content's `transform`, `bounds` and `position`, the
/// source copy's `position`, `bounds` and `opacity`, and the dimming's `opacity`.
@MainActor private struct SheetZoomLayers {
    let targets: [RenderServerSettle.Target]
    private let sheetBoundsOrigin: CGPoint
    private let hasContent: Bool
    private let hasSnapshot: Bool

    init(sheet: CALayer, cornerMask: CALayer, content: CALayer?, snapshot: CALayer?, dimming: CALayer) {
        sheetBoundsOrigin = sheet.bounds.origin
        var targets: [RenderServerSettle.Target] = [
            .init(layer: sheet, keyPath: "position"), .init(layer: sheet, keyPath: "bounds"),
            .init(layer: sheet, keyPath: "cornerRadius"), .init(layer: cornerMask, keyPath: "position"),
            .init(layer: cornerMask, keyPath: "bounds"), .init(layer: cornerMask, keyPath: "cornerRadius"),
        ]
        hasContent = content != nil
        if let content {
            targets += [
                .init(layer: content, keyPath: "transform"), .init(layer: content, keyPath: "bounds"),
                .init(layer: content, keyPath: "position"),
            ]
        }
        hasSnapshot = snapshot != nil
        if let snapshot {
            targets += [
                .init(layer: snapshot, keyPath: "position"), .init(layer: snapshot, keyPath: "bounds"),
                .init(layer: snapshot, keyPath: "opacity"),
            ]
        }
        targets.append(.init(layer: dimming, keyPath: "opacity"))
        self.targets = targets
    }

    /// Appends every target's value in `frame`, in target order.
    func append(_ frame: SheetZoomFrame, to values: inout [Any]) {
        let clip = frame.clip
        values.append(CGPoint(x: clip.midX, y: clip.midY))
        values.append(CGRect(origin: sheetBoundsOrigin, size: clip.size))
        values.append(frame.topCornerRadius)
        values.append(CGPoint(x: sheetBoundsOrigin.x + clip.width / 2, y: sheetBoundsOrigin.y + clip.height / 2))
        values.append(CGRect(origin: .zero, size: clip.size))
        values.append(frame.bottomCornerRadius)
        if hasContent {
            let scale = frame.contentScale > 0 ? frame.contentScale : 1
            values.append(scale == 1 ? CATransform3DIdentity : CATransform3DMakeScale(scale, scale, 1))
            values.append(CGRect(x: 0, y: 0, width: frame.content.width / scale, height: frame.content.height / scale))
            values.append(CGPoint(x: frame.content.midX - clip.minX, y: frame.content.midY - clip.minY))
        }
        if hasSnapshot {
            values.append(CGPoint(x: clip.width / 2, y: clip.height / 2))
            values.append(CGRect(origin: .zero, size: clip.size))
            values.append(Float(frame.sourceAlpha))
        }
        values.append(Float(frame.composition.dimmingAlpha))
    }
}
#endif
