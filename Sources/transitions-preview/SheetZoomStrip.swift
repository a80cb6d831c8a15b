import Foundation
import TransitionsCore

/// The sheet-zoom film strip: evenly spaced frames of ``SheetZoomScenario``. Each phone shows a list under a
/// navigation bar with a toolbar button (hidden while the sheet came out of it and has not closed); the sheet is
/// drawn as the core describes it: the card (`SheetZoomFrame.clip`, its top and bottom corners) holding the sheet's
/// content scaled into `content`, the button's look fading in it at `sourceAlpha`, over the sheet's dimming.
enum SheetZoomStrip {
    static func render(_ scenario: SheetZoomScenario) -> String {
        let size = SheetZoomScenario.screen
        let columns = FilmStripColumns(size: size, total: scenario.frames.count)
        let (indices, width, height) = (columns.indices, columns.width, columns.height)
        var svg = SVG(width: width, height: height)
        Phone.defineClip(&svg, size: size)
        for (column, index) in indices.enumerated() {
            svg.define(
                "<clipPath id=\"card-\(column)\"><path d=\"\(cardPath(scenario.frames[index].frame).text)\"/></clipPath>"
            )
        }
        svg.title(
            "Sheet zoom film strip: a sheet grows out of a toolbar button, is dragged down and closes back into it")
        svg.rect(x: 0, y: 0, width: width, height: height, [("fill", "#ffffff")])
        svg.text(
            "Sheet zoom: grow out of a toolbar button → drag down → close back into the button", x: FilmStrip.margin,
            y: 28, size: 17, [("font-weight", "600"), ("fill", Palette.ink)])
        svg.text(subtitle(scenario), x: FilmStrip.margin, y: 48, size: 11.5, [("fill", Palette.secondaryInk)])
        let top = columns.top
        for (column, index) in indices.enumerated() {
            let x = columns.x(column)
            let labeled = scenario.frames[index]
            Phone.begin(&svg, x: x, y: top, scale: FilmStrip.scale, size: size)
            drawScreen(&svg, labeled, clipID: "card-\(column)", size: size)
            Phone.end(&svg, size: size)
            drawCaption(
                &svg, labeled, x: x, width: columns.phoneWidth, top: top + columns.phoneHeight + columns.bezel + 8)
        }
        return svg.document
    }

    static func subtitle(_ scenario: SheetZoomScenario) -> String {
        let button = SheetZoomScenario.button.frame
        let detents = scenario.context.metrics.detents.detents.map {
            "\(SheetScenario.name(of: $0.identifier)) \(SVG.number(Double($0.height), decimals: 1)) pt"
        }
        return "Button 44 × 36 pt at (\(SVG.number(Double(button.minX))), \(SVG.number(Double(button.minY)))) · "
            + "detents \(detents.joined(separator: ", ")), inset appearance · opening on the zoom's flight spring "
            + "(ω 19), drag \(SVG.number(SheetZoomScenario.dragDistance)) pt released at "
            + "\(SVG.number(scenario.releaseSpeed, decimals: 0)) pt/s onto the landing spring (ω 15, ζ 0.75) · "
            + "iPhone 393 × 852 pt"
    }

    /// The card's outline: top corners and bottom corners of their own radii.
    static func cardPath(_ frame: SheetZoomFrame) -> PathData {
        let c = frame.clip
        let x = Double(c.minX)
        let y = Double(c.minY)
        let w = Double(c.width)
        let h = Double(c.height)
        let t = min(Double(frame.topCornerRadius), w / 2, h / 2)
        let b = min(Double(frame.bottomCornerRadius), w / 2, h / 2)
        var path = PathData()
        path.move(x, y + t)
        path.arc(radius: t, x + t, y)
        path.line(x + w - t, y)
        path.arc(radius: t, x + w, y + t)
        path.line(x + w, y + h - b)
        if b > 0 { path.arc(radius: b, x + w - b, y + h) }
        path.line(x + b, y + h)
        if b > 0 { path.arc(radius: b, x, y + h - b) }
        path.close()
        return path
    }

    private static func drawScreen(
        _ svg: inout SVG, _ labeled: SheetZoomScenario.LabeledFrame, clipID: String, size: CGSize
    ) {
        let w = Double(size.width)
        Phone.drawAppBackground(&svg, size: size, safeTop: Double(SheetScenario.safeArea.top))
        svg.rect(x: 0, y: 59, width: w, height: 44, [("fill", "#f2f2f7")])
        let button = SheetZoomScenario.button
        if !labeled.hidesSource { drawButton(&svg, button.frame, opacity: 1) }
        let frame = labeled.frame
        let dim = FilmStrip.dimmingOpacity * frame.dimmingAlpha
        if dim > 0 {
            svg.rect(
                x: 0, y: 0, width: w, height: Double(size.height),
                [("fill", "#000000"), ("fill-opacity", SVG.number(dim, decimals: 3))])
        }
        guard labeled.hidesSource || frame.progress > 0 else { return }
        svg.beginGroup([("clip-path", "url(#\(clipID))")])
        svg.rect(
            x: Double(frame.clip.minX), y: Double(frame.clip.minY), width: Double(frame.clip.width),
            height: Double(frame.clip.height), [("fill", Palette.sheet)])
        drawContent(&svg, frame)
        if frame.sourceAlpha > 0 { drawButton(&svg, frame.clip, opacity: frame.sourceAlpha) }
        svg.endGroup()
        svg.path(cardPath(frame).text, [("fill", "none"), ("stroke", "#c7c7cc"), ("stroke-width", "1.5")])
    }

    /// The sheet's content at its size on the sheet, scaled into the content frame: a grabber, a heading and rows.
    private static func drawContent(_ svg: inout SVG, _ frame: SheetZoomFrame) {
        let content = frame.content
        let s = Double(frame.contentScale)
        guard s > 0 else { return }
        svg.beginGroup([
            (
                "transform",
                "translate(\(SVG.number(Double(content.minX))) \(SVG.number(Double(content.minY)))) "
                    + "scale(\(SVG.number(s, decimals: 4)))"
            )
        ])
        let w = Double(content.width) / s
        let h = Double(content.height) / s
        svg.rect(x: (w - 36) / 2, y: 5, width: 36, height: 5, radius: 2.5, [("fill", "#c7c7cc")])
        svg.rect(x: 20, y: 28, width: 150, height: 20, radius: 5, [("fill", "#3a3a3c")])
        var y = 66.0
        var row = 0
        while y + 36 < h - 30 {
            svg.rect(x: 20, y: y, width: w - 40, height: 36, radius: 8, [("fill", Palette.placeholder)])
            svg.rect(
                x: 32, y: y + 12, width: 90 + Double((row * 53) % 140), height: 12, radius: 6, [("fill", "#c7c7cc")])
            y += 46
            row += 1
        }
        svg.endGroup()
    }

    /// The toolbar button's look stretched over `rect`: a tinted capsule with a plus sign.
    private static func drawButton(_ svg: inout SVG, _ rect: CGRect, opacity: Double) {
        let x = Double(rect.minX)
        let y = Double(rect.minY)
        let w = Double(rect.width)
        let h = Double(rect.height)
        svg.beginGroup([("opacity", SVG.number(opacity, decimals: 3))])
        svg.rect(x: x, y: y, width: w, height: h, radius: min(w, h) / 2, [("fill", Palette.accent)])
        let arm = min(w, h) * 0.25
        svg.line(
            x1: x + w / 2 - arm, y1: y + h / 2, x2: x + w / 2 + arm, y2: y + h / 2,
            [("stroke", "#ffffff"), ("stroke-width", "3")])
        svg.line(
            x1: x + w / 2, y1: y + h / 2 - arm, x2: x + w / 2, y2: y + h / 2 + arm,
            [("stroke", "#ffffff"), ("stroke-width", "3")])
        svg.endGroup()
    }

    private static func drawCaption(
        _ svg: inout SVG, _ labeled: SheetZoomScenario.LabeledFrame, x: Double, width: Double, top: Double
    ) {
        let center = x + width / 2
        svg.rect(x: x, y: top, width: width, height: 3, radius: 1.5, [("fill", Palette.phase(labeled.group))])
        svg.text(
            SVG.fixed(labeled.time) + " s", x: center, y: top + 19, size: 12, anchor: "middle",
            [("font-weight", "600"), ("fill", Palette.ink)])
        svg.text(labeled.label, x: center, y: top + 34, size: 10.5, anchor: "middle", [("fill", Palette.ink)])
        svg.text(
            "progress \(SVG.fixed(labeled.frame.progress))", x: center, y: top + 48, size: 9.5, anchor: "middle",
            [("fill", Palette.secondaryInk)])
        svg.text(
            "dim \(SVG.number(labeled.frame.dimmingAlpha * 100, decimals: 0)) %", x: center, y: top + 60, size: 9.5,
            anchor: "middle", [("fill", Palette.secondaryInk)])
    }
}
