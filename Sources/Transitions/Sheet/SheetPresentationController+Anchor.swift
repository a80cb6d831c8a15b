#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The anchoring settings (``SheetPresentationController/sourceView``).
@MainActor final class SheetAnchorState {
    weak var sourceView: UIView?
    var sourceRect = CGRect.null
}

extension SheetPresentationController {
    /// The view the sheet is attached to in regular width (iPad), like `UISheetPresentationController.sourceView`
    /// and a popover's source: the floating sheet appears next to it (below when its largest detent fits there,
    /// else above), centered on it and kept inside the safe area, and follows it through rotation and size
    /// changes. In compact width the sheet is the normal bottom sheet. Default `nil` (the floating sheet sits at
    /// the bottom center). Held weakly; a source that is gone, has no window or lies off screen is ignored.
    public var sourceView: UIView? {
        get { anchorState.sourceView }
        set {
            anchorState.sourceView = newValue
            applyCurrentPosition()
        }
    }

    /// The rect in ``sourceView``'s coordinates the sheet is attached to. Default `.null`: the source view's
    /// bounds. Non-finite rects are ignored.
    public var sourceRect: CGRect {
        get { anchorState.sourceRect }
        set {
            anchorState.sourceRect = newValue
            applyCurrentPosition()
        }
    }

    /// The anchor placement for the current layout and source, or `nil` when the sheet is not anchored.
    var currentAnchor: SheetAnchor? {
        guard let source = anchorState.sourceView, let containerView, let layout, let resolution,
            layout.mode == .floating, source.window != nil, source.window === containerView.window
        else { return nil }
        let local = anchorState.sourceRect.isNull ? source.bounds : anchorState.sourceRect
        let rect = source.convert(local, to: containerView)
        let largest = layout.frame(forHeight: resolution.largest.height, restingHeight: resolution.smallest.height)
        // The keyboard is an obstruction like the bottom safe area: an anchored sheet stays above it, so text
        // input in the sheet stays visible (the unanchored floating sheet rises the same way).
        var insets = layout.safeAreaInsets
        let keyboard = keyboardBehavior == .ignoresKeyboard ? 0 : keyboardOverlap
        insets.bottom = max(insets.bottom, keyboard.isFinite ? keyboard : 0)
        return SheetAnchor(
            sourceRect: rect, containerSize: layout.containerSize, safeAreaInsets: insets,
            largestSheetSize: largest.size)
    }

    /// The position's frame moved next to the source when anchored (unchanged otherwise).
    func anchoring(_ position: SheetPosition) -> SheetPosition {
        guard let anchor = currentAnchor, let motion else { return position }
        var anchored = position
        anchored.frame = anchor.frame(
            position.frame, height: position.height, smallestHeight: motion.metrics.smallestHeight,
            hiddenHeight: motion.metrics.hiddenHeight)
        return anchored
    }
}
#endif
