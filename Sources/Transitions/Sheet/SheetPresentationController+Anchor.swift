#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension SheetPresentationController {
    /// The view the floating sheet (regular width, iPad) places itself over, like
    /// `UISheetPresentationController.sourceView`: "the sheet attempts to visually center itself over this view".
    /// It follows the view through rotation and size changes and stays inside the safe area less 20 pt ("the
    /// system only positions the sheet within system-defined margins"), above the keyboard when it is up. Default
    /// `nil`: as UIKit, the floating sheet is centered "vertically and horizontally in the window". In compact
    /// width the sheet is the normal bottom sheet. ``sourcePlacement`` `.beside` places the sheet next to the view
    /// like a popover instead. Held weakly (UIKit holds it strongly); a source that is gone, has no window or
    /// lies off screen counts as `nil`.
    public var sourceView: UIView? {
        get { configuration.sourceView }
        set { configuration.sourceView = newValue }
    }

    /// How the floating sheet is placed relative to ``sourceView``: ``SheetSourcePlacement/centered`` over it
    /// (UIKit's meaning, the default) or ``SheetSourcePlacement/beside`` it like a popover (below it when the
    /// largest detent fits there, else above). Not a UIKit property.
    public var sourcePlacement: SheetSourcePlacement {
        get { configuration.sourcePlacement }
        set { configuration.sourcePlacement = newValue }
    }

    /// The rect in ``sourceView``'s coordinates the sheet is attached to. Default `.null`: the source view's
    /// bounds. Non-finite rects are ignored.
    public var sourceRect: CGRect {
        get { configuration.sourceRect }
        set { configuration.sourceRect = newValue }
    }

    /// The placement of the floating sheet for the current layout: over (or beside) its source, else centered in
    /// the window; `nil` when the sheet does not float.
    var currentAnchor: SheetAnchor? {
        guard let containerView, let layout, let resolution, layout.mode == .floating else { return nil }
        let largest = layout.frame(forHeight: resolution.largest.height, restingHeight: resolution.smallest.height)
        // The keyboard is an obstruction like the bottom safe area: a floating sheet stays above it, so text
        // input in the sheet stays visible.
        var insets = layout.safeAreaInsets
        insets.bottom = max(insets.bottom, obstructingKeyboardOverlap)
        func anchor(over rect: CGRect, _ placement: SheetSourcePlacement) -> SheetAnchor? {
            SheetAnchor(
                sourceRect: rect, containerSize: layout.containerSize, safeAreaInsets: insets,
                largestSheetSize: largest.size, placement: placement)
        }
        // The source view, if it is in this window; SheetAnchor ignores off-screen rects, and non-finite ones are
        // left out before they are converted.
        if let source = configuration.sourceView, source.window != nil, source.window === containerView.window {
            let local = configuration.sourceRect.isNull ? source.bounds : configuration.sourceRect
            if local.origin.x.isFinite, local.origin.y.isFinite, local.width.isFinite, local.height.isFinite,
                let placed = anchor(over: source.convert(local, to: containerView), configuration.sourcePlacement)
            {
                return placed
            }
        }
        return anchor(over: containerView.bounds, .centered)
    }
}
#endif
