import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How far the screen behind a sheet recedes, one *step* per sheet in front of it: the numbers of the system's
/// card presentation on iPhone.
///
/// Sources. Apple describes the look, not the numbers: since iOS 13 a sheet in compact width shows "part of the
/// background content visible near the top of the screen" (`UIModalPresentationStyle.pageSheet`), and "the root
/// view controller's view is scaled down and not removed from the view hierarchy" (WWDC 2019 session 224,
/// *Modernizing Your UI for iOS 13*, 9:42). UIKit's code gives the numbers (DEVICE-FACTS.md, "The sheet, as
/// UIKit's code defines it", presenter recede): the receded view scales to 1 − 2m/W, with m = 16 pt on screens
/// up to 393 pt wide and 20 pt above (0.919 at W 393, 0.900 at W 402), its top edge at the bottom of the status bar
/// so 10 pt of it shows above a large sheet, with the sheet's 10 pt corners; stacks recede at most 2 deep
/// (`maximumSheetDepthLevel`). The 10 pt stacking step is the large detent's gap, matched to the look.
public struct SheetRecedeStyle: Hashable, Sendable {
    /// How far each side of a receded view comes in per step on a screen at most 393 pt wide, in points.
    /// Default 16 (UIKit's m). The scale at depth `d` is `(width − 2 · d · inset) / width`.
    public var horizontalInset: CGFloat
    /// How far each side of a receded view comes in per step on a screen wider than 393 pt, in points.
    /// Default 20 (UIKit's m on larger phones).
    public var wideHorizontalInset: CGFloat
    /// The visible corner radius of a receded view's top corners, in points. Default 10 (the sheet's own radius).
    public var cornerRadius: CGFloat
    /// How much higher each further step back sits than the one in front of it, in points. Default 10 (the
    /// large detent's gap under the status bar, so each card behind peeks out by that much).
    public var stackStep: CGFloat
    /// The deepest step a view recedes to; deeper stacks stay at this depth. Default 2 (UIKit's
    /// `maximumSheetDepthLevel`).
    public var maximumDepth: Double

    /// The system card's values (see the type's discussion for their sources).
    public static let system = SheetRecedeStyle()

    /// Creates a style; every argument defaults to the system value. Non-finite or negative values count as 0
    /// (no inset, square corners, no step, no recede).
    public init(
        horizontalInset: CGFloat = SheetDeviceMetrics.recedeMarginNarrow,
        wideHorizontalInset: CGFloat = SheetDeviceMetrics.recedeMarginWide, cornerRadius: CGFloat = 10,
        stackStep: CGFloat = 10, maximumDepth: Double = SheetDeviceMetrics.maximumRecedeDepth
    ) {
        self.horizontalInset = horizontalInset
        self.wideHorizontalInset = wideHorizontalInset
        self.cornerRadius = cornerRadius
        self.stackStep = stackStep
        self.maximumDepth = maximumDepth
    }

    /// The inset per step for a receded view `width` pt wide: ``horizontalInset`` up to 393 pt, else
    /// ``wideHorizontalInset``.
    public func horizontalInset(forWidth width: CGFloat) -> CGFloat {
        width > SheetDeviceMetrics.recedeNarrowWidth ? wideHorizontalInset : horizontalInset
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
        hasher.combine(wideHorizontalInset)
        hasher.combine(cornerRadius)
        hasher.combine(stackStep)
        hasher.combine(maximumDepth)
    }
}
