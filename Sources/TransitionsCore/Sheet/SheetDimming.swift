import Foundation

/// The dimming behind a sheet as a continuous function of the sheet's height.
///
/// Mirrors `largestUndimmedDetentIdentifier`: at and below that detent nothing is dimmed and touches reach
/// what is behind the sheet; over the next segment the dimming blends linearly to full, so it never jumps
/// while the sheet is dragged or settles. With no undimmed detent the sheet is fully dimmed at every detent,
/// and the dimming fades in proportion as the sheet travels between hidden and its smallest detent.
package struct SheetDimming: Hashable, Sendable {
    /// Height at and below which nothing is dimmed; `nil` when every detent is dimmed.
    public let undimmedHeight: Double?
    /// Height at and above which the dimming is full.
    public let fullyDimmedHeight: Double
    /// Height at which the sheet is hidden (dimming 0 when every detent is dimmed).
    public let hiddenHeight: Double
    /// `true` when a largest-undimmed identifier was given but names no resolved detent; it is then ignored
    /// (every detent is dimmed), as UIKit does with an unknown identifier.
    public let ignoredUnknownIdentifier: Bool

    /// Precomputes the dimming curve.
    /// - Parameters:
    ///   - detents: The resolved detents (ascending, non-empty).
    ///   - largestUndimmedDetentIdentifier: UIKit's property of the same name; `nil` dims at every detent.
    ///   - hiddenHeight: The height at which the sheet is fully hidden (`SheetLayout.hiddenHeight`).
    public init(detents: DetentResolution, largestUndimmedDetentIdentifier: Detent.Identifier?, hiddenHeight: Double) {
        let heights = detents.detents.map { Double($0.height) }
        self.hiddenHeight = hiddenHeight.isFinite ? min(hiddenHeight, 0) : 0
        if let identifier = largestUndimmedDetentIdentifier, let index = detents.index(of: identifier) {
            undimmedHeight = heights[index]
            fullyDimmedHeight = index + 1 < heights.count ? heights[index + 1] : .infinity
            ignoredUnknownIdentifier = false
        } else {
            undimmedHeight = nil
            fullyDimmedHeight = heights.first ?? 0
            ignoredUnknownIdentifier = largestUndimmedDetentIdentifier != nil
        }
    }

    /// Dimming amount at `height`, from 0 (none) to 1 (full). NaN heights give 0.
    public func alpha(atHeight height: Double) -> Double {
        guard height.isFinite else { return height == .infinity && undimmedHeight == nil ? 1 : 0 }
        let lower = undimmedHeight ?? hiddenHeight
        if height <= lower { return 0 }
        if height >= fullyDimmedHeight { return 1 }
        let span = fullyDimmedHeight - lower
        return span > 0 && span.isFinite ? (height - lower) / span : 0
    }

    /// Whether touches outside the sheet reach the views behind it at `height`: only while nothing is dimmed,
    /// at or below the largest undimmed detent (within half a point).
    public func allowsBackgroundInteraction(atHeight height: Double) -> Bool {
        guard let undimmed = undimmedHeight, height.isFinite else { return false }
        return height <= undimmed + 0.5
    }
}
