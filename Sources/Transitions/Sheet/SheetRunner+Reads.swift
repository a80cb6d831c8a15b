#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The reads — ``position`` and ``presenterRecedeDepth`` — give the value on screen now (docs/performance.md): the
/// frame the views hold, where a render-server settle is between its keyframes, or, while a UIKit animation carries
/// the sheet's views (a size change lays the sheet out inside the rotation's animation block, an app may change a
/// knob inside one of its own), what the layers show (`layer.presentation()`).
extension SheetRunner {
    /// The sheet's position as shown now; `nil` when not on screen.
    var position: SheetPosition? {
        guard let applied = screen.appliedPosition else { return nil }
        let read = renderedReads()?.position ?? applied
        // A UIKit animation may still carry a part the settle does not animate (a size change's dimming).
        guard isCarriedByUIKitAnimation else { return read }
        return shownPosition(modelPosition: read)
    }

    /// How far the presenting view (or the sheet behind) is shown pushed back now, in steps: 0 when this sheet
    /// leaves it as it is (a presenter that cannot recede: not filling the container, a transform of its own). The
    /// recede is never carried by someone else's animation block (`applyRecede(_:)`).
    var presenterRecedeDepth: Double {
        renderedReads()?.behindDepth ?? recedeState.appliedDepth
    }

    /// The depth `composition` shows behind the sheet: the sheet behind is pushed back by its whole depth; the
    /// presenting view by its recede's (none when it was left alone).
    static func shownBehindDepth(_ composition: SheetComposition, pushesSheet: Bool) -> Double {
        pushesSheet ? composition.behindDepth : composition.presenter.depth
    }

    /// Whether a UIKit animation moves the sheet's frame or its dimming now (not a settle of ours: those are read
    /// from their closed form).
    private var isCarriedByUIKitAnimation: Bool {
        sheetView.layer.carriesUIKitAnimation(of: ["position", "bounds"])
            || backdropView.dimmingLayer.carriesUIKitAnimation(of: ["opacity"])
    }

    /// `model` with the frame and the dimming the layers show, and its height moved with the frame's top.
    private func shownPosition(modelPosition model: SheetPosition) -> SheetPosition {
        let sheet = sheetView.layer.presentation() ?? sheetView.layer
        let size = sheet.bounds.size
        var shown = model
        shown.frame = CGRect(
            x: sheet.position.x - size.width / 2, y: sheet.position.y - size.height / 2, width: size.width,
            height: size.height)
        shown.height = model.height - Double(shown.frame.minY - model.frame.minY)
        let dimming = backdropView.dimmingLayer.presentation() ?? backdropView.dimmingLayer
        shown.dimmingAlpha = Double(dimming.opacity)
        return shown
    }
}
#endif
