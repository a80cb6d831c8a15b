import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The container's traits a detent may depend on beyond its size classes, captured when the detents are resolved
/// (the UIKit layer turns them back into `containerTraitCollection` for custom resolvers, so a detent can follow
/// Dynamic Type). Stored as raw values: TransitionsCore never sees UIKit.
package struct DetentContainerTraits: Hashable, Sendable {
    /// `UIContentSizeCategory`'s raw value (`"UICTContentSizeCategoryL"` is the default text size); empty when
    /// unspecified.
    public var preferredContentSizeCategory: String
    /// Points to pixels (2 or 3 on iPhones); 0 when unspecified.
    public var displayScale: CGFloat
    /// `UIUserInterfaceIdiom`'s raw value (0 phone, 1 pad); -1 when unspecified.
    public var userInterfaceIdiom: Int
    /// `UIUserInterfaceStyle`'s raw value (1 light, 2 dark); 0 when unspecified.
    public var userInterfaceStyle: Int

    /// Traits; every argument defaults to unspecified.
    public init(
        preferredContentSizeCategory: String = "", displayScale: CGFloat = 0, userInterfaceIdiom: Int = -1,
        userInterfaceStyle: Int = 0
    ) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.displayScale = displayScale
        self.userInterfaceIdiom = userInterfaceIdiom
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// Hashes every stored property (CoreGraphics' `CGFloat` hashes as a `Double`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(Double(displayScale))
        hasher.combine(userInterfaceIdiom)
        hasher.combine(userInterfaceStyle)
    }
}
