#if os(Linux)
import Foundation

/// A font (UIKit's `UIFont`), reduced to the metrics HeadlessUIKit's text model needs
/// (`HeadlessTextMetrics`); there are no glyphs. Sendable and nonisolated, as in the SDK.
open class UIFont: NSObject, @unchecked Sendable {
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight (`.regular` unless made with a weight or as bold).
    public let weight: UIFont.Weight
    /// The font name (`".SFUI-Regular"` style names for system fonts).
    public let fontName: String

    /// The Dynamic Type style the font scales with and its size at Large (fonts from
    /// `preferredFont(forTextStyle:)` and `UIFontMetrics`), so views that adjust for the content size
    /// category can rescale it.
    let dynamicType: DynamicTypeScaling?

    init(size: CGFloat, weight: UIFont.Weight, name: String? = nil, dynamicType: DynamicTypeScaling? = nil) {
        pointSize = size.isFinite && size > 0 ? size : 0
        self.weight = weight
        self.dynamicType = dynamicType
        fontName = name ?? (weight.rawValue >= UIFont.Weight.semibold.rawValue ? ".SFUI-Semibold" : ".SFUI-Regular")
        super.init()
    }

    /// A font named `fontName` at `fontSize` points; `nil` for an empty name. Linux has no font registry:
    /// every other name exists and is measured by `HeadlessTextMetrics` as the regular system font is.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(size: fontSize, weight: .regular, name: fontName)
    }

    /// The italic system font at `fontSize` points (measured as the regular one).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weight: .regular, name: ".SFUI-Italic")
    }

    /// The system font with monospaced digits at `fontSize` points and `weight` (iOS 9+).
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight)
    }

    /// The monospaced system font (SF Mono) at `fontSize` points and `weight` (iOS 13+).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight, name: ".SFMono-Regular")
    }

    /// The family name.
    open var familyName: String { ".SF UI" }
    /// Height of one line in points (the model's 1.2 × `pointSize`).
    open var lineHeight: CGFloat { HeadlessTextMetrics.lineHeight(for: self) }
    /// Distance from the baseline to the top of the line, in points (positive).
    open var ascender: CGFloat { HeadlessTextMetrics.ascender(for: self) }
    /// Distance from the baseline to the bottom of the line, in points (negative).
    open var descender: CGFloat { lineHeight - ascender > 0 ? -(lineHeight - ascender) : 0 }

    /// The system font at `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .regular) }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .bold) }

    /// The system font at `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight)
    }

    /// The font for a Dynamic Type style at the app's content size category (the main screen's,
    /// `.large` unless simulated): the point sizes of Apple's Human Interface Guidelines, "Typography",
    /// Dynamic Type sizes (body 17 pt at Large, 14 at xSmall, 23 at xxxLarge, 53 at AX5).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a Dynamic Type style at `traitCollection`'s content size category (the app's when the
    /// collection is `nil` or leaves it unspecified).
    open class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let scaling = DynamicTypeScaling(
            style: style, sizeAtLarge: DynamicTypeSizes.size(style, .large), maximumPointSize: nil)
        return scaling.font(weight: style.weight, for: traitCollection?.preferredContentSizeCategory)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: weight) }
}

extension UIFont {
    /// A font weight (raw values as UIKit's: −1…1, regular 0).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight, −1 (ultra light) … 1 (black).
        public var rawValue: CGFloat
        /// Creates a weight.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// −0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)
    }

    /// A Dynamic Type text style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name.
        public var rawValue: String
        /// Creates a style.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// 34 pt (iOS 11+).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 pt.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 pt.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 pt.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's weight: semibold for headlines, regular otherwise.
        var weight: UIFont.Weight { self == .headline ? .semibold : .regular }
    }
}
#endif
