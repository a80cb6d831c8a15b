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
    /// largest detent, morphing continuously while dragged (`SheetInset`). Applies to edge-attached layouts
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

    /// Rebuilds the frame's models for a new appearance or inset style and applies the current frame.
    func applyAppearanceChange() {
        rebuildCompositionContext()
        applyCurrentPosition(force: true)
    }
}
#endif
