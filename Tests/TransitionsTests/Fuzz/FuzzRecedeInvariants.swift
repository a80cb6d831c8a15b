#if canImport(HeadlessUIKit)
import Foundation
import TransitionsTestSupport
import HeadlessUIKit
import Transitions

/// The fuzzers' invariants for the presenter recede: at rest the presenting screen is either exactly
/// as it was or receded by a whole number of steps with exactly the core's geometry; after everything is
/// dismissed it is exactly as it was.
@MainActor enum FuzzRecedeInvariants {
    /// The black views the recede puts behind the root view (not containers).
    static func blackViews(in window: UIWindow, root: UIViewController) -> [UIView] {
        window.subviews.filter { $0 !== root.view && $0.backgroundColor == .black }
    }

    /// Whether the root view is drawn exactly as a fresh one fills the window.
    static func pristineProblem(window: UIWindow, root: UIViewController) -> String? {
        let view = root.view!
        let layer = view.layer
        if view.transform != .identity { return "presenter left with transform \(view.transform)" }
        if view.frame != window.bounds { return "presenter frame \(view.frame) ≠ window \(window.bounds)" }
        if layer.cornerRadius != 0 || layer.masksToBounds { return "presenter left rounded or clipping" }
        let all: CACornerMask = [
            .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ]
        if layer.maskedCorners != all { return "presenter left with masked corners \(layer.maskedCorners)" }
        if !blackViews(in: window, root: root).isEmpty { return "black recede view left in the window" }
        return nil
    }

    /// At rest: the presenter is pristine or receded by a whole number of steps, exactly as the core computes;
    /// each sheet is unpushed or pushed back by a whole number of steps.
    static func atRestProblem(window: UIWindow, root: UIViewController, chain: [UIViewController]) -> String? {
        for controller in chain {
            guard let sheet = controller.sheet, let sheetView = sheet.presentedView, let position = sheet.position
            else { continue }
            let drawn = CGRect(
                x: sheetView.center.x - sheetView.bounds.width / 2,
                y: sheetView.center.y - sheetView.bounds.height / 2, width: sheetView.bounds.width,
                height: sheetView.bounds.height)
            if !isApproximately(drawn, position.frame, tolerance: 0.01) {
                return "sheet laid out at \(drawn), reported at \(position.frame)"
            }
        }
        let view = root.view!
        let depth = chain.first?.sheet?.presenterRecedeDepth ?? 0
        if !isApproximately(depth, depth.rounded(), tolerance: 1e-6) {
            return "presenter at rest at a fractional depth \(depth)"
        }
        if view.transform == .identity {
            if depth != 0 && !blackViews(in: window, root: root).isEmpty {
                return "presenter at depth \(depth) but not transformed"
            }
            return depth == 0 ? pristineProblem(window: window, root: root) : nil
        }
        let geometry = SheetRecedeGeometry(
            restFrame: window.bounds, depth: depth, safeAreaTop: window.safeAreaInsets.top)
        let expected = geometry.frame(forRestFrame: window.bounds)
        let actual = view.frame
        if !isApproximately(actual, expected, tolerance: 0.01) {
            return "presenter at depth \(depth) drawn at \(actual), expected \(expected)"
        }
        let black = blackViews(in: window, root: root)
        if black.count != 1 || black.first?.alpha != 1 { return "receded presenter without one opaque black view" }
        for controller in chain {
            guard let sheetView = controller.sheet?.presentedView, sheetView.transform != .identity else { continue }
            let scale = sheetView.transform.a
            let inset = SheetRecedeStyle.system.horizontalInset(forWidth: window.bounds.width)
            let steps = (1 - scale) * window.bounds.width / (2 * inset)
            if !isApproximately(steps, steps.rounded(), tolerance: 1e-6) {
                return "sheet pushed back by a fractional \(steps) steps"
            }
        }
        return nil
    }
}
#endif
