import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How far the screen behind a sheet recedes, one *step* per sheet in front of it: the numbers of the system's
/// card presentation on iPhone.
///
/// Sources. Apple describes the look, not the numbers: since iOS 13 a sheet in compact width shows "part of the
/// background content visible near the top of the screen" (`UIModalPresentationStyle.pageSheet`,
/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet), and "the root view
/// controller's view is scaled down and not removed from the view hierarchy" (WWDC 2019 session 224,
/// *Modernizing Your UI for iOS 13*, 9:42). The geometry below is derived from the system's own sheet metrics,
/// which Transitions already uses: the large detent leaves a 10 pt gap under the status bar
/// (`SheetLayoutOptions.largeDetentTopGap`) and sheets have 10 pt corners. The receded screen fills that gap:
/// its top edge sits at the bottom of the status bar (the top safe-area inset), so 10 pt of it shows above the
/// sheet, with the sheet's 10 pt corners; its sides come in by ``horizontalInset`` so it reads as a card behind
/// the sheet (scale 0.919 on a 393 pt iPhone: (393 − 2 × 16) / 393). The 16 pt inset and the 10 pt stacking
/// step are matched to the system's look, not published by Apple; they are listed as unconfirmed choices in
/// docs/sheets.md and can be corrected here from a device measurement.
public struct SheetRecedeStyle: Hashable, Sendable {
    /// How far each side of a receded view comes in per step, in points. Default 16. The scale at depth `d`
    /// is `(width − 2 · d · horizontalInset) / width`.
    public var horizontalInset: CGFloat
    /// The visible corner radius of a receded view's top corners, in points. Default 10 (the sheet's own radius).
    public var cornerRadius: CGFloat
    /// How much higher each further step back sits than the one in front of it, in points. Default 10 (the
    /// large detent's gap under the status bar, so each card behind peeks out by that much).
    public var stackStep: CGFloat
    /// The deepest step a view recedes to; deeper stacks stay at this depth. Default 3.
    public var maximumDepth: Double

    /// The system card's values (see the type's discussion for their sources).
    public static let system = SheetRecedeStyle()

    /// Creates a style; every argument defaults to the system value. Non-finite or negative values count as 0
    /// (no inset, square corners, no step, no recede).
    public init(
        horizontalInset: CGFloat = 16, cornerRadius: CGFloat = 10, stackStep: CGFloat = 10, maximumDepth: Double = 3
    ) {
        self.horizontalInset = horizontalInset
        self.cornerRadius = cornerRadius
        self.stackStep = stackStep
        self.maximumDepth = maximumDepth
    }
}

extension SheetRecedeStyle {
    /// `depth` limited to what this style allows: 0 for NaN or values ≤ 0, at most ``maximumDepth`` (a
    /// ``maximumDepth`` that is zero, negative or not finite allows none: such a style never recedes, and the
    /// screen behind is left untouched).
    public func clampedDepth(_ depth: Double) -> Double {
        let maximum = maximumDepth.isFinite ? max(maximumDepth, 0) : 0
        guard !depth.isNaN, depth > 0 else { return 0 }
        return min(depth, maximum)
    }

    /// Hashes every stored property.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(horizontalInset)
        hasher.combine(cornerRadius)
        hasher.combine(stackStep)
        hasher.combine(maximumDepth)
    }
}
