#if os(Linux)
import Foundation

/// A Dynamic Type text size the user chose (UIKit's `UIContentSizeCategory`, iOS 7+). Raw values are
/// UIKit's; categories compare by size (`.extraSmall < .large < .accessibilityMedium`), with `.unspecified`
/// below every size, as UIKit's Swift overlay orders them.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's string for the category.
    public var rawValue: String

    /// A category from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No preference (an unspecified trait).
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large: the largest size outside the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large: the largest size.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every size, smallest first (`.unspecified` excluded).
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category's position in `ordered`; −1 for `.unspecified` and unknown raw values.
    var sizeIndex: Int { Self.ordered.firstIndex(of: self) ?? -1 }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { sizeIndex >= 7 }

    /// Orders categories by text size.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        lhs.sizeIndex < rhs.sizeIndex
    }

    /// Posted when the user changes the text size; `userInfo[newValueUserInfoKey]` holds the new category's
    /// raw value.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    /// The `userInfo` key of `didChangeNotification`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

/// Views that can follow the content size category on their own (UIKit's `UIContentSizeCategoryAdjusting`).
@preconcurrency @MainActor public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the view updates its font when the content size category changes. It takes effect only for
    /// fonts made with `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics`.
    var adjustsFontForContentSizeCategory: Bool { get set }
}
#endif
