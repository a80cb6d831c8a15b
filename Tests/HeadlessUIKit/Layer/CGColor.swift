#if os(Linux)
import Foundation

/// An RGBA color, standing in for Core Graphics' `CGColor` (Linux has none) so tests can compare colors.
///
/// Components are in the sRGB-like space HeadlessUIKit uses everywhere; equality compares components.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, each nominally 0…1.
    public let components: [CGFloat]?

    /// A color from red, green, blue and alpha components (0…1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.components = [red, green, blue, alpha]
    }

    /// A gray color (Core Graphics' `CGColor(gray:alpha:)`).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The alpha component.
    public var alpha: CGFloat { components?[3] ?? 0 }

    /// The number of components (always 4 here).
    public var numberOfComponents: Int { 4 }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// A copy with a different alpha (Core Graphics' `copy(alpha:)`).
    public func copy(alpha: CGFloat) -> CGColor? {
        let c = rgba
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    var rgba: [CGFloat] { components ?? [0, 0, 0, 0] }

    /// Component-wise equality.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.rgba == rhs.rgba
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rgba)
    }

    /// `rgba(r, g, b, a)` with two decimals.
    public var description: String {
        let c = rgba.map { String(format: "%.2f", Double($0)) }
        return "CGColor(rgba: \(c.joined(separator: ", ")))"
    }
}
#endif
