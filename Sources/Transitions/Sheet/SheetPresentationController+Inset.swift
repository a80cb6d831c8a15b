#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension SheetPresentationController {
    /// How the sheet sits at partial heights. Default ``SheetAppearance/edgeAttached`` (today's look, attached to
    /// the bottom and side edges). ``SheetAppearance/inset`` is iOS 26's design: partial-height sheets float 8 pt
    /// inset from the sides and bottom and become edge-attached at the largest detent, morphing continuously while
    /// dragged (`SheetInset`), with 38 pt top corners; the floating sheet of regular width (inset already) takes
    /// iOS 26's 32 pt corners. Can change while presented.
    /// Stored in ``SheetConfiguration/appearance``.
    public var appearance: SheetAppearance {
        get { configuration.appearance }
        set { configuration.appearance = newValue }
    }

    /// The inset appearance's margin, top corner and display corner (``SheetConfiguration/insetStyle``). Default
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
