#if os(Linux)
import Foundation

/// Scales custom fonts and values the way a text style scales (UIKit's `UIFontMetrics`, iOS 11+): by the
/// ratio of the style's Dynamic Type size at the content size category to its size at Large
/// (`DynamicTypeSizes`; Apple does not publish its exact curves for custom fonts, so this ratio is
/// HeadlessUIKit's documented model).
open class UIFontMetrics: NSObject, @unchecked Sendable {
    private let style: UIFont.TextStyle

    /// The metrics of the body style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        style = textStyle
        super.init()
    }

    /// `font` scaled for the app's content size category; views with `adjustsFontForContentSizeCategory`
    /// rescale it when the category changes.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: .greatestFiniteMagnitude, compatibleWith: nil)
    }

    /// `font` scaled, at most `maximumPointSize` points.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`'s category.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: .greatestFiniteMagnitude, compatibleWith: traitCollection)
    }

    /// `font` scaled for `traitCollection`'s category, at most `maximumPointSize` points (non-positive: no
    /// maximum).
    open func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let limit = maximumPointSize > 0 && maximumPointSize.isFinite ? maximumPointSize : nil
        let scaling = DynamicTypeScaling(style: style, sizeAtLarge: font.pointSize, maximumPointSize: limit)
        return scaling.font(weight: font.weight, for: traitCollection?.preferredContentSizeCategory)
    }

    /// `value` scaled for the app's content size category.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for `traitCollection`'s category.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = DynamicTypeSizes.resolved(traitCollection?.preferredContentSizeCategory)
        let base = DynamicTypeSizes.size(style, .large)
        guard base > 0, value.isFinite else { return value.isFinite ? value : 0 }
        return value * DynamicTypeSizes.size(style, category) / base
    }
}
#endif
