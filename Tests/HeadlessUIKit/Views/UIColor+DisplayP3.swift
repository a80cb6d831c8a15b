#if os(Linux)
import Foundation

extension UIColor {
    /// A color from Display P3 components (iOS 10+), converted to extended sRGB as UIKit stores it: decode
    /// the sRGB transfer curve (P3 uses the same), map linear P3 to linear sRGB with the D65 matrix
    /// derived from the two primaries sets (CSS Color 4, §"Predefined color spaces"), encode again. Colors
    /// outside the sRGB gamut keep components below 0 or above 1, as extended sRGB does.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b) = (Self.linear(displayP3Red), Self.linear(green), Self.linear(blue))
        let red = 1.224_940_18 * r - 0.224_940_18 * g
        let green = -0.042_056_95 * r + 1.042_056_95 * g
        let blue = -0.019_637_55 * r - 0.078_636_05 * g + 1.098_273_60 * b
        self.init(red: Self.encoded(red), green: Self.encoded(green), blue: Self.encoded(blue), alpha: alpha)
    }

    /// The sRGB transfer curve, decoded (sign-symmetric, as extended sRGB extends it).
    static func linear(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let decoded = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -decoded : decoded
    }

    /// The sRGB transfer curve, encoded (sign-symmetric).
    static func encoded(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}
#endif
