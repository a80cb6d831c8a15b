#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension SheetRunner {
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
