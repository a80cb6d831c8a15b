#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions

/// The documented reads against the screen: docs/performance.md, "Reads — `position`, `presenterRecedeDepth`,
/// `zoomFrame` — give the value on screen now … (`layer.presentation()` gives what is on screen)". Checked after
/// every display frame (``FrameReadsCheck``) by the fuzzers, and by the tests of single animations.
@MainActor enum ReadsInvariants {
    /// Points a read may differ from the screen: a render-server motion is keyframes 1/240 s apart, drawn linear
    /// between them, while the reads give the closed form itself; at the start of a stiff opening (some 300,000
    /// pt/s²) the two differ by half a point between keyframes.
    static let pointTolerance: CGFloat = 1
    /// Alphas and scales a read may differ from the screen.
    static let ratioTolerance: Double = 0.01

    /// The untransformed frame a layer shows now (its presentation's center and bounds: a transform, its
    /// translation included, applies about the center and leaves `position` alone), in its superlayer's coordinates.
    static func shownUntransformedFrame(_ layer: CALayer) -> CGRect {
        let shown = layer.presentation() ?? layer
        let size = shown.bounds.size
        let center = shown.position
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The frame a layer shows now, transform included, in its superlayer's coordinates.
    static func shownFrame(_ layer: CALayer) -> CGRect { (layer.presentation() ?? layer).frame }

    static func far(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = pointTolerance) -> Bool {
        abs(a.minX - b.minX) > tolerance || abs(a.minY - b.minY) > tolerance || abs(a.width - b.width) > tolerance
            || abs(a.height - b.height) > tolerance
    }

    /// Each sheet's `position` is where its view is shown; the first sheet's `presenterRecedeDepth` is how far the
    /// presenting screen is shown receded (`SheetRecedeGeometry` of that depth, or untouched at depth 0).
    static func sheetProblem(window: UIWindow, root: UIViewController, chain: [UIViewController]) -> String? {
        for (index, controller) in chain.enumerated() {
            guard let sheet = controller.sheet, let position = sheet.position, let view = sheet.presentedView,
                view.window != nil
            else { continue }
            let shown = shownUntransformedFrame(view.layer)
            if far(shown, position.frame) {
                return "sheet \(index): position reads \(position.frame), the screen shows \(shown)"
            }
            // The dimming: the backdrop's top view (a background effect, when set, lies under it).
            if let backdrop = sheet.containerView?.subviews.first, backdrop !== view, let dimming = backdrop.subviews.last {
                let opacity = Double((dimming.layer.presentation() ?? dimming.layer).opacity)
                if abs(opacity - position.dimmingAlpha) > ratioTolerance {
                    return "sheet \(index): position reads dimming \(position.dimmingAlpha), the screen shows \(opacity)"
                }
            }
        }
        guard let first = chain.first?.sheet, first.presentedView?.window != nil, first.position != nil,
            let presenter = root.viewIfLoaded, presenter.window != nil
        else { return nil }
        let depth = first.presenterRecedeDepth
        // The presenter's own frame (its model: a recede is composed for where a rotation takes it), receded by the
        // depth read.
        let model = presenter.layer
        let rest = CGRect(
            x: model.position.x - model.bounds.width / 2, y: model.position.y - model.bounds.height / 2,
            width: model.bounds.width, height: model.bounds.height)
        let geometry = SheetRecedeGeometry(
            restFrame: rest, depth: depth, safeAreaTop: window.safeAreaInsets.top, style: first.recedeStyle)
        let shown = (presenter.layer.presentation() ?? presenter.layer).transform
        if abs(Double(shown.m11 - geometry.scale)) > ratioTolerance || abs(shown.m42 - geometry.translationY) > pointTolerance {
            return "presenterRecedeDepth reads \(depth) (scale \(geometry.scale), moved \(geometry.translationY) pt), the screen shows the presenter at scale \(shown.m11), moved \(shown.m42) pt"
        }
        return nil
    }

    /// Each zoom's `zoomFrame` is what its views show: the clip's place, size, corners and alpha, and the dimming.
    static func zoomProblem(chain: [UIViewController]) -> String? {
        for (index, controller) in chain.enumerated() {
            guard let zoom = controller.zoomPresentationController, let read = zoom.zoomFrame,
                let clip = zoom.presentedView, clip.window != nil
            else { continue }
            let shown = shownUntransformedFrame(clip.layer)
            if far(shown, read.clip) { return "zoom \(index): zoomFrame reads \(read.clip), the screen shows \(shown)" }
            let layer = clip.layer.presentation() ?? clip.layer
            if abs(layer.cornerRadius - read.cornerRadius) > pointTolerance {
                return "zoom \(index): zoomFrame reads corners \(read.cornerRadius), the screen shows \(layer.cornerRadius)"
            }
            if abs(Double(layer.opacity) - read.alpha) > ratioTolerance {
                return "zoom \(index): zoomFrame reads alpha \(read.alpha), the screen shows \(layer.opacity)"
            }
            if let dimming = zoom.containerView?.subviews.first, dimming !== clip {
                let opacity = Double((dimming.layer.presentation() ?? dimming.layer).opacity)
                if abs(opacity - read.dimmingAlpha) > ratioTolerance {
                    return "zoom \(index): zoomFrame reads dimming \(read.dimmingAlpha), the screen shows \(opacity)"
                }
            }
        }
        return nil
    }
}

/// Checks reads against the screen after every display refresh (sampled with the render server's frames, after
/// the display links), keeping the first problem and the time it was seen.
@MainActor final class FrameReadsCheck {
    private var recording: HeadlessRenderFrameRecording?
    /// The first problem seen, with the virtual time of its frame.
    private(set) var problem: String?

    /// Starts checking `check` on every refresh from the next one on.
    init(_ check: @escaping @MainActor () -> String?) {
        recording = HeadlessRenderServer.record { [weak self] in
            guard let self, self.problem == nil else { return 0 }
            if let found = check() { self.problem = "\(found) (t = \(HeadlessClock.main.now))" }
            return 0
        }
    }

    /// Stops checking (the problem stays readable).
    func stop() {
        recording?.stop()
        recording = nil
    }
}
#endif

#if canImport(HeadlessUIKit)
extension FuzzWorld {
    /// The sheets' reads against the screen (``ReadsInvariants/sheetProblem(window:root:chain:)``).
    func readsProblem() -> String? {
        ReadsInvariants.sheetProblem(window: stage.window, root: stage.root, chain: chain)
    }
}

#endif
