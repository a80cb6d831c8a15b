import Foundation

/// A set of a rectangle's corners, with Core Animation's `CACornerMask` raw values (min/max x and y in the view's
/// own coordinates, y down), so the UIKit layer applies it as `CACornerMask(rawValue: mask.rawValue)`.
package struct SheetCornerMask: OptionSet, Hashable, Sendable {
    package let rawValue: UInt

    package init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner (`layerMinXMinYCorner`).
    package static let minXMinY = SheetCornerMask(rawValue: 1 << 0)
    /// The top-right corner (`layerMaxXMinYCorner`).
    package static let maxXMinY = SheetCornerMask(rawValue: 1 << 1)
    /// The bottom-left corner (`layerMinXMaxYCorner`).
    package static let minXMaxY = SheetCornerMask(rawValue: 1 << 2)
    /// The bottom-right corner (`layerMaxXMaxYCorner`).
    package static let maxXMaxY = SheetCornerMask(rawValue: 1 << 3)
    /// All four corners.
    package static let all: SheetCornerMask = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
}
