#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension SheetRunner {
    /// Places the footer for the sheet's current position (`SheetComposition.footerFrame`: pinned to the bottom of
    /// the screen, as tall as ``footerHeight`` or its Auto Layout height, never taller than the visible sheet).
    /// Called whenever the footer or its height changes, so a change on a resting sheet shows at once; frames place
    /// it on every move.
    func layoutFooter() {
        applyCurrentPosition(force: true)
    }

    /// The footer's height: ``footerHeight`` when finite (negative counts as 0), else its Auto Layout height at
    /// the sheet's width (non-finite counts as 0).
    func resolvedFooterHeight(_ footer: UIView) -> CGFloat {
        if let footerHeight = configuration.footerHeight, footerHeight.isFinite { return max(footerHeight, 0) }
        let width = layout?.sheetWidth ?? footer.bounds.width
        let size = footer.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return size.height.isFinite ? max(size.height, 0) : 0
    }

    /// Swaps the footer on a live presentation: the old one leaves the container, the new one joins it above the
    /// sheet and is laid out at once (before the sheet is shown, ``present(animated:from:)`` adds it).
    func installFooter(replacing old: UIView?) {
        let footerView = configuration.footerView
        if old !== footerView { old?.removeFromSuperview() }
        // Before the sheet is shown, ``present(animated:from:)`` adds it with the sheet.
        guard let footerView, let containerView, sheetView.superview != nil else { return }
        containerView.addSubview(footerView)
        if motion?.fade != nil { footerView.alpha = sheetView.alpha }  // joins a Reduce Motion fade where it is
        layoutFooter()
    }
}
#endif
