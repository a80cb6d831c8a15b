#if os(Linux)
import Foundation

extension UIImage {
    /// The traits an image is resolved for (UIKit's `UIImage.Configuration`, iOS 13+).
    open class Configuration: NSObject, @unchecked Sendable {
        /// The traits the image is resolved for; `nil` when unspecified.
        public let traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
            super.init()
        }

        /// A copy of this configuration with `traitCollection` replaced.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            copyReplacing(traitCollection: traitCollection)
        }

        /// This configuration with the values `otherConfiguration` specifies laid over it (its trait
        /// collection wins when it has one).
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            guard let other = otherConfiguration else { return self }
            return copyReplacing(traitCollection: other.traitCollection ?? traitCollection)
        }

        func copyReplacing(traitCollection: UITraitCollection?) -> Self {
            (Configuration(traitCollection: traitCollection) as? Self) ?? self
        }
    }

    /// The size, weight and scale of a symbol image (UIKit's `UIImage.SymbolConfiguration`, iOS 13+).
    ///
    /// HeadlessUIKit sizes symbols with a documented model (see `UIImage(systemName:)`): the point size
    /// (explicit, from a text style's Large size, from a font, default 17) times the scale's factor.
    /// Weight is stored only.
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// The point size; 0 when unspecified (text style, font or default decide).
        let pointSize: CGFloat
        /// The weight; `.unspecified` by default.
        let weight: UIImage.SymbolWeight
        /// The scale; `.unspecified` by default.
        let scale: UIImage.SymbolScale
        /// The text style, if the configuration follows one.
        let textStyle: UIFont.TextStyle?

        init(
            pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale,
            textStyle: UIFont.TextStyle?, traitCollection: UITraitCollection?
        ) {
            self.pointSize = pointSize.isFinite ? max(0, pointSize) : 0
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            super.init(traitCollection: traitCollection)
        }

        /// A configuration that specifies nothing.
        public class var unspecified: UIImage.SymbolConfiguration {
            SymbolConfiguration(
                pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil, traitCollection: nil)
        }

        /// A configuration with a scale.
        public convenience init(scale: UIImage.SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil, traitCollection: nil)
        }

        /// A configuration with a point size (negative or non-finite count as unspecified).
        public convenience init(pointSize: CGFloat) {
            self.init(
                pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil, traitCollection: nil)
        }

        /// A configuration with a weight.
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil, traitCollection: nil)
        }

        /// A configuration with a point size and weight.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil, traitCollection: nil)
        }

        /// A configuration with a point size, weight and scale.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil, traitCollection: nil)
        }

        /// A configuration following a Dynamic Type text style (its Large size).
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(
                pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle, traitCollection: nil)
        }

        /// A configuration following a Dynamic Type text style, with a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle, traitCollection: nil)
        }

        /// A configuration matching a font's point size.
        public convenience init(font: UIFont) {
            self.init(
                pointSize: font.pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil,
                traitCollection: nil)
        }

        /// A configuration matching a font's point size, with a scale.
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(
                pointSize: font.pointSize, weight: .unspecified, scale: scale, textStyle: nil, traitCollection: nil)
        }

        /// Equal when every specified value is equal.
        open func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            guard let other = otherConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && textStyle == other.textStyle
        }

        /// See `isEqual(to:)`.
        open override func isEqual(_ object: Any?) -> Bool {
            isEqual(to: object as? UIImage.SymbolConfiguration)
        }

        /// Hash of the point size and scale.
        open override var hash: Int { pointSize.hashValue ^ scale.rawValue }

        /// The symbol's side in points under HeadlessUIKit's model: the point size (explicit, else the
        /// text style's Large size, else 17 — the body style) times 0.8 (small), 1 (medium, default) or
        /// 1.3 (large), rounded up to a whole point.
        var headlessSymbolSide: CGFloat {
            var size = pointSize
            if size == 0, let textStyle { size = UIFont.preferredFont(forTextStyle: textStyle).pointSize }
            if size == 0 { size = 17 }
            let factor: CGFloat
            switch scale {
            case .small: factor = 0.8
            case .large: factor = 1.3
            default: factor = 1
            }
            return (size * factor).rounded(.up)
        }

        override func copyReplacing(traitCollection: UITraitCollection?) -> Self {
            merged(with: nil, traitCollection: traitCollection)
        }

        /// This configuration with `other`'s specified values laid over it.
        func merged(with other: SymbolConfiguration?, traitCollection: UITraitCollection?) -> Self {
            let copy = SymbolConfiguration(
                pointSize: (other?.pointSize ?? 0) > 0 ? other!.pointSize : pointSize,
                weight: other.map { $0.weight == .unspecified ? weight : $0.weight } ?? weight,
                scale: other.map { $0.scale == .unspecified ? scale : $0.scale } ?? scale,
                textStyle: other?.textStyle ?? textStyle, traitCollection: traitCollection)
            return (copy as? Self) ?? self
        }

        /// This configuration with the values `otherConfiguration` specifies laid over it.
        open override func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            guard let other = otherConfiguration else { return self }
            return merged(
                with: other as? SymbolConfiguration, traitCollection: other.traitCollection ?? traitCollection)
        }
    }

    /// A symbol's stroke weight (UIKit's `UIImage.SymbolWeight`; stored only on Linux).
    public enum SymbolWeight: Int, Sendable {
        /// Not specified.
        case unspecified = 0
        /// Ultralight.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9
    }

    /// A symbol's size relative to the text it accompanies (UIKit's `UIImage.SymbolScale`).
    public enum SymbolScale: Int, Sendable {
        /// The system default size (medium).
        case `default` = -1
        /// Not specified (medium here).
        case unspecified = 0
        /// Small: 0.8 × the point size in HeadlessUIKit's model.
        case small = 1
        /// Medium: 1 × the point size.
        case medium = 2
        /// Large: 1.3 × the point size in HeadlessUIKit's model.
        case large = 3
    }
}
#endif
