#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension SheetPresentationController {
    /// How the sheet sits at partial heights. Default ``SheetAppearance/edgeAttached`` (today's look, attached to
    /// the bottom and side edges). ``SheetAppearance/inset`` is the current system style: partial-height sheets
    /// float inset from the sides and bottom with large display-concentric corners and become edge-attached at the
    /// largest detent, morphing continuously while dragged (``SheetInset``). Applies to edge-attached layouts
    /// (compact width); the floating sheet of regular width is inset already. Can change while presented.
    /// Stored in ``SheetConfiguration/appearance``.
    public var appearance: SheetAppearance {
        get { configuration.appearance }
        set { configuration.appearance = newValue }
    }

    /// The inset appearance's margin and corner values (``SheetConfiguration/insetStyle``). Default
    /// ``SheetInsetStyle/system``.
    public var insetStyle: SheetInsetStyle {
        get { configuration.insetStyle }
        set { configuration.insetStyle = newValue }
    }

    /// The inset model for the current layout and detents, or `nil` when the sheet is not inset.
    var currentInset: SheetInset? {
        guard configuration.appearance == .inset, let layout, let resolution else { return nil }
        let inset = SheetInset(
            appearance: configuration.appearance, layout: layout, detents: resolution, style: configuration.insetStyle)
        return inset.isEnabled ? inset : nil
    }

    /// The position with the inset appearance's frame (unchanged when edge-attached), or attached to the source
    /// view when anchored (SheetPresentationController+Anchor). Called on every frame.
    func applyingAppearance(to position: SheetPosition) -> SheetPosition {
        guard let inset = currentInset else { return anchoring(position) }
        var adjusted = position
        adjusted.frame = inset.frame(position.frame, atHeight: position.height)
        return adjusted
    }

    /// The pinned footer's frame for the current appearance (it ends where an inset sheet ends).
    func footerFrameForAppearance(_ frame: CGRect, position: SheetPosition) -> CGRect {
        currentInset?.footerFrame(frame, atHeight: position.height) ?? frame
    }

    /// Rounds the sheet for the current height: the layout's corners when edge-attached, the inset's morphing
    /// corners (all four while lifted off the bottom edge) otherwise; re-centers the grabber on the sheet.
    func applySheetCorners() {
        guard let layout else { return }
        guard let inset = currentInset, let height = position?.height else {
            sheetView.applyCorners(radius: layout.cornerRadius, roundsBottom: layout.roundsBottomCorners)
            grabberView.frame = layout.grabberFrame
            return
        }
        sheetView.applyCorners(
            radius: inset.cornerRadius(atHeight: height), roundsBottom: inset.roundsBottomCorners(atHeight: height))
        var grabber = layout.grabberFrame
        grabber.origin.x = ((sheetView.bounds.width - grabber.width) / 2).rounded()
        grabberView.frame = grabber
    }

    func applyAppearanceChange() {
        applyCurrentPosition()
        applySheetCorners()
    }
}
#endif
