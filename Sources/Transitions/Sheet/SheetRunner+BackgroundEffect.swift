#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The two effect views behind a sheet's content that show ``SheetConfiguration/detentBackgroundEffects``: one for
/// the detent at or below the sheet, one for the detent above it, cross-faded with the position's progress. Made
/// only once a detent has an effect.
@MainActor final class SheetBackgroundEffects {
    /// The effect view of the detent at or below the sheet, and of the one above it.
    private(set) var lower: UIVisualEffectView?
    private(set) var upper: UIVisualEffectView?
    /// The identifiers whose effects the views show (effects are set only when these change: setting one copies
    /// it); `nil` forces the next update to set them.
    var shownIdentifiers: (lower: Detent.Identifier?, upper: Detent.Identifier?)?

    /// Shows `effects` for `position` in `sheetView`, behind everything else.
    func update(_ effects: [Detent.Identifier: UIVisualEffect], at position: SheetPosition, in sheetView: UIView) {
        guard !effects.isEmpty || lower != nil else { return }
        let (lowerView, upperView) = views(in: sheetView)
        // Below the smallest detent the sheet shows the smallest's effect; above the largest, the largest's.
        let lowerID = position.lowerDetent ?? position.upperDetent
        let upperID = position.lowerDetent == nil ? nil : position.upperDetent
        if shownIdentifiers?.lower != lowerID || shownIdentifiers?.upper != upperID || shownIdentifiers == nil {
            lowerView.effect = lowerID.flatMap { effects[$0] }
            upperView.effect = upperID.flatMap { effects[$0] }
            shownIdentifiers = (lowerID, upperID)
        }
        let progress = position.progress.isFinite ? CGFloat(min(max(position.progress, 0), 1)) : 0
        let crossFades = upperID != nil
        lowerView.alpha = crossFades ? 1 - progress : 1
        upperView.alpha = crossFades ? progress : 0
        lowerView.frame = sheetView.bounds
        upperView.frame = sheetView.bounds
    }

    /// The two views, installed at the back of `sheetView` on first use.
    private func views(in sheetView: UIView) -> (UIVisualEffectView, UIVisualEffectView) {
        if let lower, let upper { return (lower, upper) }
        let made = (UIVisualEffectView(effect: nil), UIVisualEffectView(effect: nil))
        for view in [made.1, made.0] {
            view.isUserInteractionEnabled = false
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            sheetView.insertSubview(view, at: 0)
        }
        lower = made.0
        upper = made.1
        return made
    }
}

extension SheetRunner {
    /// The background effects for `position` (called with every applied frame that moved the sheet).
    func applyBackgroundEffects(at position: SheetPosition) {
        sheetView.backgroundEffects.update(configuration.detentBackgroundEffects, at: position, in: sheetView)
    }
}
#endif
