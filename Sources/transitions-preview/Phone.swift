import Foundation

/// Draws a phone in device points: bezel, a clipped screen, a placeholder app behind the presented content,
/// the Dynamic Island and the home indicator. Content between ``begin(_:x:y:scale:size:)`` and
/// ``end(_:size:)`` is drawn in device points and clipped to the screen's rounded corners.
enum Phone {
    /// Corner radius of the screen, pt (an iPhone 15's display corners are about 55 pt).
    static let screenCornerRadius = 55.0
    /// Width of the bezel around the screen, pt.
    static let bezel = 9.0
    static let clipID = "phone-screen"

    /// Adds the screen clip path to the document's definitions; call once per document.
    static func defineClip(_ svg: inout SVG, size: CGSize) {
        let r = SVG.number(screenCornerRadius)
        svg.define(
            "<clipPath id=\"\(clipID)\"><rect x=\"0\" y=\"0\" width=\"\(SVG.number(Double(size.width)))\" "
                + "height=\"\(SVG.number(Double(size.height)))\" rx=\"\(r)\" ry=\"\(r)\"/></clipPath>")
    }

    /// Opens a phone whose screen's top-left corner is at (`x`, `y`) px, scaled by `scale` px per pt.
    static func begin(_ svg: inout SVG, x: Double, y: Double, scale: Double, size: CGSize) {
        let w = Double(size.width)
        let h = Double(size.height)
        svg.beginGroup([
            ("transform", "translate(\(SVG.number(x)) \(SVG.number(y))) scale(\(SVG.number(scale, decimals: 4)))")
        ])
        svg.rect(
            x: -bezel, y: -bezel, width: w + 2 * bezel, height: h + 2 * bezel, radius: screenCornerRadius + bezel,
            [("fill", Palette.bezel)])
        svg.beginGroup([("clip-path", "url(#\(clipID))")])
        svg.rect(x: 0, y: 0, width: w, height: h, [("fill", Palette.screenBackground)])
    }

    /// Draws a placeholder app screen: a large title and a grouped list, so dimming is visible over it.
    static func drawAppBackground(_ svg: inout SVG, size: CGSize, safeTop: Double) {
        let w = Double(size.width)
        let h = Double(size.height)
        svg.rect(x: 20, y: safeTop + 44, width: 170, height: 26, radius: 6, [("fill", "#c7c7cc")])
        var y = safeTop + 96
        var row = 0
        while y + 44 < h - 40 {
            svg.rect(x: 16, y: y, width: w - 32, height: 44, radius: row % 4 == 0 ? 10 : 0, [("fill", "#ffffff")])
            svg.circle(cx: 40, cy: y + 22, r: 12, [("fill", Palette.series[row % Palette.series.count])])
            svg.rect(
                x: 64, y: y + 16, width: 120 + Double((row * 37) % 90), height: 12, radius: 6, [("fill", "#d1d1d6")])
            y += 45
            row += 1
            if row % 4 == 0 { y += 30 }
        }
    }

    /// Closes the screen: draws the Dynamic Island and the home indicator on top, then the groups.
    static func end(_ svg: inout SVG, size: CGSize) {
        let w = Double(size.width)
        let h = Double(size.height)
        svg.rect(x: (w - 126) / 2, y: 11, width: 126, height: 37, radius: 18.5, [("fill", "#000000")])
        svg.rect(
            x: (w - 134) / 2, y: h - 13, width: 134, height: 5, radius: 2.5,
            [("fill", "#000000"), ("fill-opacity", "0.75")])
        svg.endGroup()
        svg.endGroup()
    }
}
