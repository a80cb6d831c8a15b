#if os(Linux)
import Foundation

extension UIColor {
    /// A color from hue, saturation, brightness and alpha (0…1 each; hue wraps around), converted to RGB
    /// with the standard HSV formulas (Smith, "Color Gamut Transform Pairs", SIGGRAPH 1978), as UIKit
    /// stores it in extended sRGB. Non-finite components count as 0.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        var h = clean(hue).truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let s = min(max(clean(saturation), 0), 1)
        let v = clean(brightness)
        let sector = h * 6
        let i = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: clean(alpha))
    }

    /// Reads hue, saturation, brightness and alpha (light appearance for dynamic colors), converting from
    /// RGB with the inverse HSV formulas; gray colors have hue and saturation 0. Returns `true`.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let maxValue = max(red, green, blue)
        let minValue = min(red, green, blue)
        let delta = maxValue - minValue
        var h: CGFloat = 0
        if delta > 0 {
            if maxValue == red {
                h = ((green - blue) / delta).truncatingRemainder(dividingBy: 6)
            } else if maxValue == green {
                h = (blue - red) / delta + 2
            } else {
                h = (red - green) / delta + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxValue > 0 ? delta / maxValue : 0
        brightness?.pointee = maxValue
        alpha?.pointee = alphaComponent
        return true
    }

    /// Reads the white level and alpha of a gray color (equal red, green and blue) and returns `true`;
    /// returns `false` and leaves the arguments unchanged for other colors, as UIKit does for colors not
    /// compatible with a grayscale space (HeadlessUIKit's reading of "compatible").
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard red == green, green == blue else { return false }
        white?.pointee = red
        alpha?.pointee = alphaComponent
        return true
    }
}
#endif
