#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions
import TransitionsTestSupport

/// A sheet presented over a zoom, held weakly.
struct ZoomFuzzSheet {
    weak var controller: UIViewController?
}

extension ZoomFuzzWorld {
    /// The topmost zoomed screen presents a sheet (refused by UIKit while a transition runs, as apps see it).
    func presentSheetOverZoom(large: Bool) {
        guard let top = chain.last, top.zoomPresentationController != nil else { return }
        let content = UIViewController()
        let transition = SheetTransition(detents: [.medium(), .large()])
        transition.selectedDetentIdentifier = large ? .large : .medium
        sheets.append(ZoomFuzzSheet(controller: content))
        top.present(content, using: transition)
    }

    /// The zooms' reads, and with sheets over zooms, what the zoomed screen under a sheet shows: while the zoom
    /// moves, its own scale (a view with a transform of its own does not recede); at rest, the recede of the sheet
    /// over it (`presenterRecedeDepth`).
    func readsUnderSheetsProblem() -> String? {
        if let problem = ReadsInvariants.zoomProblem(chain: chain) { return problem }
        for controller in chain {
            guard let zoom = controller.zoomPresentationController?.zoomFrame, let view = controller.viewIfLoaded,
                view.window != nil
            else { continue }
            let shown = (view.layer.presentation() ?? view.layer).transform.m11
            let sheet = controller.presentedViewController?.sheet
            // A zoom over this one scales it as the page it covers, unless it moves on its own: not checked here.
            if controller.presentedViewController?.zoomPresentationController != nil { continue }
            let expected: CGFloat
            if abs(zoom.contentScale - 1) > 0.001 || sheet == nil {
                expected = zoom.contentScale
            } else if let sheet, let bounds = view.superview?.bounds {
                expected = SheetRecedeGeometry(
                    restFrame: bounds, depth: sheet.presenterRecedeDepth, safeAreaTop: stage.window.safeAreaInsets.top,
                    style: sheet.recedeStyle
                ).scale
            } else {
                continue
            }
            if abs(shown - expected) > CGFloat(ReadsInvariants.ratioTolerance) {
                return
                    "the zoomed screen is shown at scale \(shown); zoomFrame scale \(zoom.contentScale), recede depth \(sheet?.presenterRecedeDepth ?? 0)"
            }
        }
        return nil
    }
}

extension ZoomFuzzEvent {
    /// A random event of the invariant test's zoom world: the zoom fuzzer's events and sheets over zooms.
    static func randomWithSheets(using random: inout SeededGenerator) -> ZoomFuzzEvent {
        guard random.chance(0.06) else { return .random(using: &random) }
        return .sheetOverZoom(large: random.chance(0.6))
    }
}
#endif
