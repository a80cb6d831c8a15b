#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension SheetRunner {
    /// Applies what changed between `old` and the host's configuration: each knob's behaviour, once, whichever way it was
    /// set (a UIKit-named property, a whole configuration, a SwiftUI update). Detent and selection changes animate
    /// inside ``animateChanges(_:)``.
    func configurationDidChange(from old: SheetConfiguration) {
        let new = configuration
        if !Detent.sameRecipes(old.detents, new.detents) { detentsDidChange() }
        if new.selectedDetentIdentifier != old.selectedDetentIdentifier { selectedDetentDidChange() }
        if new.edge != old.edge { detentsDidChange() }
        if new.largestUndimmedDetentIdentifier != old.largestUndimmedDetentIdentifier
            || new.prefersGrabberVisible != old.prefersGrabberVisible
        {
            rebuildFrameModels()
        }
        if new.preferredCornerRadius != old.preferredCornerRadius
            || new.prefersEdgeAttachedInCompactHeight != old.prefersEdgeAttachedInCompactHeight
            || new.widthFollowsPreferredContentSizeWhenEdgeAttached
                != old.widthFollowsPreferredContentSizeWhenEdgeAttached
            || new.prefersPageSizing != old.prefersPageSizing
        {
            layoutDidChange(transition: .immediate)
        }
        if new.prefersScrollingExpandsWhenScrolledToEdge != old.prefersScrollingExpandsWhenScrolledToEdge {
            scrollArbiter.prefersScrollingExpandsWhenScrolledToEdge = new.prefersScrollingExpandsWhenScrolledToEdge
        }
        if new.behavior != old.behavior { motion?.behavior = new.behavior }
        if new.backgroundView !== old.backgroundView {
            backdropView.installBackground(new.backgroundView, replacing: old.backgroundView)
        }
        if new.footerView !== old.footerView { installFooter(replacing: old.footerView) }
        if new.footerHeight != old.footerHeight { layoutFooter() }
        // Identity first: the same color object needs no `isEqual` (which may build color values).
        if new.dimmingColor !== old.dimmingColor, new.dimmingColor != old.dimmingColor {
            backdropView.dimmingColor = new.dimmingColor
        }
        if new.prefersPresentingViewRecedes != old.prefersPresentingViewRecedes
            || new.recedeStyle != old.recedeStyle
        {
            rebuildFrameModels()
        }
        if new.appearance != old.appearance || new.insetStyle != old.insetStyle { rebuildFrameModels() }
        if new.detentBackgroundEffects != old.detentBackgroundEffects {
            sheetView.backgroundEffects.shownIdentifiers = nil  // the effects of the identifiers shown may differ
            if let position = screen.appliedPosition { applyBackgroundEffects(at: position) }
        }
        if new.sourceView !== old.sourceView || new.sourceRect != old.sourceRect
            || new.sourcePlacement != old.sourcePlacement
        {
            applyCurrentPosition(force: true)
        }
    }
}
#endif
