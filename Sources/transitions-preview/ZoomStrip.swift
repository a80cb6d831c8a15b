import Foundation
import TransitionsCore

/// The zoom film strip: evenly spaced frames of ``ZoomScenario`` side by side. Each phone shows a photo grid;
/// the tapped tile is hidden while the zoom is on screen; the zoom is drawn as the core describes it — a
/// rounded clip (`ZoomFrame.clip`, `cornerRadius`) holding the photo viewer scaled uniformly to
/// `ZoomFrame.content` — over a dimming that follows `dimmingAlpha`.
enum ZoomStrip {
    /// How the zoom is used: presented modally, or pushed in a navigation stack (a navigation bar over the
    /// grid and a back button on the pushed screen; the motion is the same core models').
    enum Style {
        case modal, navigation
    }

    /// The scenario's labels as a navigation stack names the same moments.
    static let navigationLabels = [
        "open": "push", "presented": "pushed", "finish → tile": "pop → tile", "back in grid": "popped",
        "cancel → full screen": "cancel → pushed",
    ]

    /// The zoom's dimming: black at up to 60 % opacity (our choice for the picture).
    static let dimmingOpacity = 0.6

    /// A strip's own heading (title, accessible description, subtitle) in place of the drag's.
    struct Heading {
        var title: String
        var description: String
        var subtitle: String
    }

    static func render(_ scenario: ZoomScenario, style: Style = .modal, heading: Heading? = nil) -> String {
        let size = ZoomScenario.screen
        let columns = FilmStripColumns(size: size, total: scenario.frames.count)
        let (indices, width, height) = (columns.indices, columns.width, columns.height)
        var svg = SVG(width: width, height: height)
        Phone.defineClip(&svg, size: size)
        for (column, index) in indices.enumerated() {
            if let zoom = scenario.frames[index].zoom { defineClip(&svg, id: column, zoom: zoom) }
        }
        let title =
            heading?.title
            ?? (style == .modal
                ? "Zoom: open from a tile → drag down → release back into the tile"
                : "Zoom push: pushed from a tile → drag down anywhere → pops back into the tile")
        svg.title(
            heading?.description
                ?? (style == .modal
                    ? "Zoom film strip: open from a tile, drag down, release back into the tile"
                    : "Zoom push film strip: push from a tile in a navigation stack, drag down, pop back into the tile")
        )
        svg.rect(x: 0, y: 0, width: width, height: height, [("fill", "#ffffff")])
        svg.text(
            title, x: FilmStrip.margin, y: 28, size: 17,
            [("font-weight", "600"), ("fill", Palette.ink)])
        svg.text(
            heading?.subtitle ?? subtitle(scenario), x: FilmStrip.margin, y: 48, size: 11.5,
            [("fill", Palette.secondaryInk)])

        let top = columns.top
        for (column, index) in indices.enumerated() {
            let x = columns.x(column)
            let labeled = scenario.frames[index]
            Phone.begin(&svg, x: x, y: top, scale: FilmStrip.scale, size: size)
            drawGrid(&svg, hidesSource: labeled.zoom != nil, style: style)
            if let zoom = labeled.zoom { drawZoom(&svg, zoom, clipID: column, style: style) }
            Phone.end(&svg, size: size)
            var caption = labeled
            if style == .navigation { caption.label = navigationLabels[caption.label] ?? caption.label }
            drawCaption(
                &svg, caption, x: x, width: columns.phoneWidth, top: top + columns.phoneHeight + columns.bezel + 8)
        }
        return svg.document
    }

    static func subtitle(_ scenario: ZoomScenario) -> String {
        let source = ZoomScenario.source
        let drag = ZoomScenario.dragTranslation
        let v = scenario.releaseVelocity
        let outcome = scenario.decision == .finish ? "finish" : "cancel"
        return
            "Tile \(SVG.number(Double(source.width), decimals: 1)) pt square at (\(SVG.number(Double(source.minX))), "
            + "\(SVG.number(Double(source.minY)))) · spring \(scenario.springName), response "
            + "\(SVG.number(scenario.spring.response, decimals: 3)) s, damping ratio "
            + "\(SVG.number(scenario.spring.dampingRatio, decimals: 3)) · drag (\(SVG.number(Double(drag.x))), "
            + "\(SVG.number(Double(drag.y)))) pt in \(SVG.number(ZoomScenario.dragDuration)) s, released at "
            + "(\(SVG.number(Double(v.x), decimals: 0)), \(SVG.number(Double(v.y), decimals: 0))) pt/s → "
            + "\(outcome) · iPhone 393 × 852 pt"
    }

    private static func defineClip(_ svg: inout SVG, id: Int, zoom: ZoomFrame) {
        let clip = zoom.clip
        let r = SVG.number(Double(zoom.cornerRadius))
        svg.define(
            "<clipPath id=\"zoom-clip-\(id)\"><rect x=\"\(SVG.number(Double(clip.minX)))\" "
                + "y=\"\(SVG.number(Double(clip.minY)))\" width=\"\(SVG.number(Double(clip.width)))\" "
                + "height=\"\(SVG.number(Double(clip.height)))\" rx=\"\(r)\" ry=\"\(r)\"/></clipPath>")
    }

    /// The photo library behind the zoom: a large title and a grid of photo tiles.
    private static func drawGrid(_ svg: inout SVG, hidesSource: Bool, style: Style) {
        svg.rect(
            x: 0, y: 0, width: Double(ZoomScenario.screen.width), height: Double(ZoomScenario.screen.height),
            [("fill", "#ffffff")])
        if style == .navigation {
            drawNavigationBar(&svg, title: 90, back: false)
        } else {
            svg.rect(x: 16, y: 59 + 14, width: 120, height: 28, radius: 6, [("fill", "#3a3a3c")])
        }
        var row = 0
        while ZoomScenario.tile(row: row, column: 0).minY < ZoomScenario.screen.height {
            for column in 0..<ZoomScenario.columns {
                let isSource = row == ZoomScenario.sourceRow && column == ZoomScenario.sourceColumn
                if isSource && hidesSource { continue }
                let rect = ZoomScenario.tile(row: row, column: column)
                drawPhoto(
                    &svg, in: rect, variant: row * ZoomScenario.columns + column, radius: ZoomScenario.tileCornerRadius)
            }
            row += 1
        }
    }

    /// A placeholder photo: sky, sun and two hills, in one of a few color schemes.
    static func drawPhoto(_ svg: inout SVG, in rect: CGRect, variant: Int, radius: Double = 0) {
        let schemes = [
            ("#8ecae6", "#ffb703", "#219ebc", "#023047"), ("#ffd6a5", "#ff7b00", "#bc6c25", "#6b4226"),
            ("#cdb4db", "#fff3b0", "#8e7dbe", "#4a4e69"), ("#b7e4c7", "#f4a261", "#52b788", "#1b4332"),
            ("#a2d2ff", "#ffffff", "#5390d9", "#283618"),
        ]
        let (sky, sun, far, near) = schemes[((variant % schemes.count) + schemes.count) % schemes.count]
        let x = Double(rect.minX)
        let y = Double(rect.minY)
        let w = Double(rect.width)
        let h = Double(rect.height)
        svg.rect(x: x, y: y, width: w, height: h, radius: radius, [("fill", sky)])
        svg.circle(cx: x + w * (0.25 + 0.1 * Double(variant % 3)), cy: y + h * 0.3, r: w * 0.1, [("fill", sun)])
        var hills = PathData()
        hills.move(x, y + h * 0.75)
        hills.line(x + w * 0.35, y + h * 0.45)
        hills.line(x + w * 0.6, y + h * 0.65)
        hills.line(x + w * 0.8, y + h * 0.5)
        hills.line(x + w, y + h * 0.7)
        hills.line(x + w, y + h - radius)
        hills.line(x, y + h - radius)
        hills.close()
        svg.path(hills.text, [("fill", far)])
        svg.rect(x: x, y: y + h * 0.82, width: w, height: h * 0.18, radius: radius, [("fill", near)])
    }

    /// The zoom: dimming, then the photo viewer (drawn at its destination size) scaled into `content` and
    /// clipped to the rounded `clip`.
    private static func drawZoom(_ svg: inout SVG, _ zoom: ZoomFrame, clipID: Int, style: Style) {
        let size = ZoomScenario.screen
        let dim = dimmingOpacity * zoom.dimmingAlpha
        if dim > 0 {
            svg.rect(
                x: 0, y: 0, width: Double(size.width), height: Double(size.height),
                [("fill", "#000000"), ("fill-opacity", SVG.number(dim, decimals: 3))])
        }
        var group: [(String, String)] = [("clip-path", "url(#zoom-clip-\(clipID))")]
        if zoom.rotation != 0 {  // a pinch's turn, about the clip's center (the clip path turns with the group)
            let degrees = Double(zoom.rotation) * 180 / .pi
            group.append(
                (
                    "transform",
                    "rotate(\(SVG.number(degrees, decimals: 2)) \(SVG.number(Double(zoom.clip.midX))) "
                        + "\(SVG.number(Double(zoom.clip.midY))))"
                ))
        }
        if zoom.alpha < 1 { group.append(("opacity", SVG.number(zoom.alpha, decimals: 3))) }
        svg.beginGroup(group)
        let content = zoom.content
        svg.beginGroup([
            (
                "transform",
                "translate(\(SVG.number(Double(content.minX))) \(SVG.number(Double(content.minY)))) "
                    + "scale(\(SVG.number(Double(zoom.contentScale), decimals: 4)))"
            )
        ])
        drawViewer(&svg, style: style)
        svg.endGroup()
        svg.endGroup()
    }

    /// A navigation bar below the status bar: a centered title of `title` pt, and a back button when `back`.
    private static func drawNavigationBar(_ svg: inout SVG, title: Double, back: Bool, dark: Bool = false) {
        let w = Double(ZoomScenario.screen.width)
        let bar = 59.0
        svg.rect(x: 0, y: bar, width: w, height: 44, [("fill", dark ? "#1c1c1e" : "#f2f2f7")])
        svg.rect(x: (w - title) / 2, y: bar + 15, width: title, height: 14, radius: 7, [("fill", "#8e8e93")])
        guard back else { return }
        var chevron = PathData()
        chevron.move(24, bar + 12)
        chevron.line(16, bar + 22)
        chevron.line(24, bar + 32)
        svg.path(chevron.text, [("fill", "none"), ("stroke", "#0a84ff"), ("stroke-width", "3")])
        svg.rect(x: 30, y: bar + 16, width: 52, height: 12, radius: 6, [("fill", "#0a84ff")])
    }

    /// The presented photo viewer at its destination size: black, the photo centered at full width (so the
    /// default aspect-fill alignment rect is exactly the photo), a top bar and a toolbar.
    private static func drawViewer(_ svg: inout SVG, style: Style) {
        let w = Double(ZoomScenario.screen.width)
        let h = Double(ZoomScenario.screen.height)
        svg.rect(x: 0, y: 0, width: w, height: h, [("fill", "#000000")])
        let photo = CGRect(x: 0, y: (h - w) / 2, width: w, height: w)
        drawPhoto(&svg, in: photo, variant: ZoomScenario.sourceRow * ZoomScenario.columns + ZoomScenario.sourceColumn)
        if style == .navigation {
            drawNavigationBar(&svg, title: 70, back: true, dark: true)
        } else {
            svg.rect(x: 16, y: 68, width: 28, height: 28, radius: 14, [("fill", "#3a3a3c")])
            svg.rect(x: (w - 120) / 2, y: 74, width: 120, height: 16, radius: 8, [("fill", "#8e8e93")])
        }
        for i in 0..<4 {
            svg.rect(
                x: 30 + Double(i) * (w - 60 - 28) / 3, y: h - 80, width: 28, height: 28, radius: 8,
                [("fill", "#3a3a3c")])
        }
    }

    private static func drawCaption(
        _ svg: inout SVG, _ labeled: ZoomScenario.LabeledFrame, x: Double, width: Double, top: Double
    ) {
        let center = x + width / 2
        svg.rect(x: x, y: top, width: width, height: 3, radius: 1.5, [("fill", Palette.phase(labeled.group))])
        svg.text(
            SVG.fixed(labeled.time) + " s", x: center, y: top + 19, size: 12, anchor: "middle",
            [("font-weight", "600"), ("fill", Palette.ink)])
        svg.text(labeled.label, x: center, y: top + 34, size: 10.5, anchor: "middle", [("fill", Palette.ink)])
        guard let zoom = labeled.zoom else { return }
        svg.text(
            "scale \(SVG.fixed(Double(zoom.contentScale)))", x: center, y: top + 48, size: 9.5, anchor: "middle",
            [("fill", Palette.secondaryInk)])
        svg.text(
            "dim \(SVG.number(zoom.dimmingAlpha * 100, decimals: 0)) %", x: center, y: top + 60, size: 9.5,
            anchor: "middle",
            [("fill", Palette.secondaryInk)])
    }
}
