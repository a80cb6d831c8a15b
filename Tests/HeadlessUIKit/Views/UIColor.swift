#if os(Linux)
import Foundation

/// A color (UIKit's `UIColor`): RGBA components, optionally resolved per trait collection.
///
/// Not main-actor isolated and Sendable, as in UIKit. `cgColor` resolves dynamic colors against the
/// unspecified trait collection (light appearance).
open class UIColor: NSObject, @unchecked Sendable {
    let red: CGFloat
    let green: CGFloat
    let blue: CGFloat
    let alphaComponent: CGFloat
    let provider: ((UITraitCollection) -> UIColor)?

    /// A gray color with the given white level and alpha (0…1).
    public init(white: CGFloat, alpha: CGFloat) {
        (red, green, blue, alphaComponent, provider) = (white, white, white, alpha, nil)
        super.init()
    }

    /// A color from red, green, blue and alpha components (0…1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, alphaComponent, provider) = (red, green, blue, alpha, nil)
        super.init()
    }

    /// A color from a Core Graphics color.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// A color whose components depend on the trait collection (iOS 13+).
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection())
        (red, green, blue, alphaComponent) = (light.red, light.green, light.blue, light.alphaComponent)
        provider = dynamicProvider
        super.init()
    }

    /// Opaque black.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Opaque white.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Fully transparent.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Opaque mid gray (0.5).
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Opaque red.
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Opaque green.
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Opaque blue.
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// The system background (white in light appearance, black in dark).
    open class var systemBackground: UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
    }
    /// The label color (black in light appearance, white in dark).
    open class var label: UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    }
    /// The system blue tint, (0, 0.478, 1).
    open class var systemBlue: UIColor { UIColor(red: 0, green: 0.478, blue: 1, alpha: 1) }

    /// The same color with a different alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider {
            return UIColor { provider($0).withAlphaComponent(alpha) }
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The color for `traitCollection` (itself unless dynamic).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider?(traitCollection) ?? self
    }

    /// The Core Graphics color (light appearance for dynamic colors).
    open var cgColor: CGColor {
        CGColor(red: red, green: green, blue: blue, alpha: alphaComponent)
    }

    /// Reads the components; always succeeds here. Returns `true`.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = alphaComponent
        return true
    }

    /// Equal when the (light-appearance) components are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return cgColor == other.cgColor
    }

    /// Hash of the components.
    open override var hash: Int { cgColor.hashValue }

    /// `UIColor(r, g, b, a)`.
    open override var description: String { "UIColor(\(cgColor.description.dropFirst(8))" }
}
#endif
