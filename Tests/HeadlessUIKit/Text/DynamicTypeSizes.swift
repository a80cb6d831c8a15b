#if os(Linux)
import Foundation

/// The point size of each text style at each content size category, from Apple's Human Interface
/// Guidelines, "Typography" › "Dynamic Type sizes" (iOS, iPadOS). Columns: xSmall, Small, Medium, Large
/// (default), xLarge, xxLarge, xxxLarge, AX1 … AX5.
enum DynamicTypeSizes {
    private static let table: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The app's content size category (the main screen's), readable from any isolation because fonts are
    /// nonisolated; written by `UIScreen.simulatePreferredContentSizeCategory(_:)`.
    static var appCategory: UIContentSizeCategory {
        get { lock.withLock { storedAppCategory } }
        set { lock.withLock { storedAppCategory = newValue } }
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var storedAppCategory = UIContentSizeCategory.large

    /// `category`, or the app's when it is `nil` or unspecified.
    static func resolved(_ category: UIContentSizeCategory?) -> UIContentSizeCategory {
        if let category, category != .unspecified { return category }
        return appCategory
    }

    /// The style's size at `category` (Large for unknown categories; 17 pt rows for unknown styles).
    static func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        let row = table[style] ?? table[.body] ?? []
        let index = category.sizeIndex >= 0 ? category.sizeIndex : 3
        return index < row.count ? row[index] : 17
    }
}

/// How a font follows Dynamic Type: its style, its size at Large, and an optional maximum.
struct DynamicTypeScaling: Sendable {
    let style: UIFont.TextStyle
    let sizeAtLarge: CGFloat
    let maximumPointSize: CGFloat?

    /// The font at `category` (the app's when `nil` or unspecified).
    func font(weight: UIFont.Weight, for category: UIContentSizeCategory?) -> UIFont {
        let resolved = DynamicTypeSizes.resolved(category)
        let base = DynamicTypeSizes.size(style, .large)
        var size = base > 0 ? sizeAtLarge * DynamicTypeSizes.size(style, resolved) / base : sizeAtLarge
        if let maximumPointSize { size = min(size, maximumPointSize) }
        return UIFont(size: size, weight: weight, dynamicType: self)
    }
}
#endif
