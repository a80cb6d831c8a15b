import Foundation
import TransitionsCore

/// The sheet film strip: evenly spaced frames of ``SheetScenario`` side by side, each a phone with the
/// dimming, the sheet (rounded top corners, grabber) and dashed guides at the detents, labelled with the frame's
/// time, phase, height and velocity.
enum FilmStrip {
    /// Number of frames shown (fewer when the scenario has fewer frames).
    static let frameCount = 12
    /// Pixels per point of the phones.
    static let scale = 0.28
    static let gap = 18.0
    static let margin = 24.0
    /// Room left of the first phone for the detent names.
    static let leftMargin = 64.0
    static let headerHeight = 62.0
    static let captionHeight = 70.0
    /// UIKit's dimming view in light mode: black at 20 % opacity when fully dimmed (DEVICE-FACTS.md, "The sheet, as
    /// UIKit's code defines it", dimming).
    static let dimmingOpacity = Double(SheetDeviceMetrics.dimmingAlphaLight)

    /// Indices of `count` frames evenly spread over `total` frames, first and last included.
    static func evenIndices(count: Int, total: Int) -> [Int] {
        guard total > 0 else { return [] }
        let n = min(max(count, 1), total)
        guard n > 1 else { return [0] }
        return (0..<n).map { Int((Double($0) * Double(total - 1) / Double(n - 1)).rounded()) }
    }

    static func render(_ scenario: SheetScenario) -> String {
        let size = SheetScenario.screen
        let phoneWidth = Double(size.width) * scale
        let phoneHeight = Double(size.height) * scale
        let bezel = Phone.bezel * scale
        let indices = evenIndices(count: frameCount, total: scenario.frames.count)
        let step = phoneWidth + 2 * bezel + gap
        let width = leftMargin + Double(indices.count) * step - gap + margin
        let height = headerHeight + phoneHeight + 2 * bezel + captionHeight + margin
        var svg = SVG(width: width, height: height)
        Phone.defineClip(&svg, size: size)
        svg.title("Sheet film strip: present, fling up, drag down to dismiss")
        svg.rect(x: 0, y: 0, width: width, height: height, [("fill", "#ffffff")])
        svg.text(
            "Sheet: present → fling up → drag down to dismiss", x: margin, y: 28, size: 17,
            [("font-weight", "600"), ("fill", Palette.ink)])
        svg.text(Self.subtitle(scenario), x: margin, y: 48, size: 11.5, [("fill", Palette.secondaryInk)])

        let top = headerHeight + bezel
        drawDetentNames(&svg, scenario, x: leftMargin - bezel - 6, top: top)
        for (column, index) in indices.enumerated() {
            let x = leftMargin + bezel + Double(column) * step
            let labeled = scenario.frames[index]
            Phone.begin(&svg, x: x, y: top, scale: scale, size: size)
            drawScreen(&svg, scenario, position: labeled.frame.position)
            Phone.end(&svg, size: size)
            drawCaption(&svg, labeled, x: x, width: phoneWidth, top: top + phoneHeight + bezel + 8)
        }
        return svg.document
    }

    static func subtitle(_ scenario: SheetScenario) -> String {
        let detents = scenario.detents.detents.map {
            "\(SheetScenario.name(of: $0.identifier)) \(SVG.number(Double($0.height), decimals: 1)) pt"
        }
        let spring = scenario.options.spring
        let fling = SVG.number(scenario.options.flingVelocity)
        let fps = SVG.number(scenario.options.framesPerSecond)
        return "Detents \(detents.joined(separator: ", ")) · spring \(spring.name) (response "
            + "\(SVG.number(spring.spring.response, decimals: 3)) s, damping ratio "
            + "\(SVG.number(spring.spring.dampingRatio, decimals: 3))) · fling \(fling) pt/s"
            + " · \(fps) fps · iPhone 393 × 852 pt, safe area 59/34 pt"
    }

    private static func detentY(_ scenario: SheetScenario, height: Double) -> Double {
        Double(scenario.layout.containerSize.height - scenario.layout.bottomObstruction) - height
    }

    private static func drawDetentNames(_ svg: inout SVG, _ scenario: SheetScenario, x: Double, top: Double) {
        for detent in scenario.detents.detents {
            let y = top + detentY(scenario, height: Double(detent.height)) * scale
            svg.text(
                SheetScenario.name(of: detent.identifier), x: x, y: y + 3.5, size: 10, anchor: "end",
                [("fill", Palette.detent)])
        }
    }

    private static func drawScreen(_ svg: inout SVG, _ scenario: SheetScenario, position: SheetPosition) {
        let size = scenario.layout.containerSize
        Phone.drawAppBackground(&svg, size: size, safeTop: Double(SheetScenario.safeArea.top))
        if position.dimmingAlpha > 0 {
            svg.rect(
                x: 0, y: 0, width: Double(size.width), height: Double(size.height),
                [
                    ("fill", "#000000"),
                    ("fill-opacity", SVG.number(dimmingOpacity * position.dimmingAlpha, decimals: 3)),
                ])
        }
        drawSheet(&svg, frame: position.frame, layout: scenario.layout)
        for detent in scenario.detents.detents {
            let y = detentY(scenario, height: Double(detent.height))
            svg.line(
                x1: 0, y1: y, x2: Double(size.width), y2: y,
                [
                    ("stroke", Palette.detent), ("stroke-width", "3"), ("stroke-dasharray", "14 10"),
                    ("stroke-opacity", "0.7"),
                ])
        }
    }

    /// A sheet: white, top corners rounded (all corners when floating), grabber, and placeholder content.
    /// `cornerRadius` and `roundsBottom` override the layout's (the inset appearance morphs them).
    static func drawSheet(
        _ svg: inout SVG, frame: CGRect, layout: SheetLayout, cornerRadius: CGFloat? = nil, roundsBottom: Bool? = nil
    ) {
        let x = Double(frame.minX)
        let y = Double(frame.minY)
        let w = Double(frame.width)
        let h = Double(frame.height)
        guard w > 0, h > 0, y < Double(layout.containerSize.height) else { return }
        let r = min(Double(cornerRadius ?? layout.cornerRadius), w / 2, h / 2)
        var path = PathData()
        path.move(x, y + r)
        path.arc(radius: r, x + r, y)
        path.line(x + w - r, y)
        path.arc(radius: r, x + w, y + r)
        if roundsBottom ?? layout.roundsBottomCorners {
            path.line(x + w, y + h - r)
            path.arc(radius: r, x + w - r, y + h)
            path.line(x + r, y + h)
            path.arc(radius: r, x, y + h - r)
        } else {
            path.line(x + w, y + h)
            path.line(x, y + h)
        }
        path.close()
        svg.path(path.text, [("fill", Palette.sheet), ("stroke", "#c7c7cc"), ("stroke-width", "1.5")])
        let grabber = layout.grabberFrame
        svg.rect(
            x: x + Double(grabber.minX) + (w - Double(layout.sheetWidth)) / 2, y: y + Double(grabber.minY),
            width: Double(grabber.width),
            height: Double(grabber.height), radius: Double(grabber.height) / 2, [("fill", "#c7c7cc")])
        // Placeholder content: a heading and rows, down to the sheet's bottom or the screen's.
        let bottom = min(y + h, Double(layout.containerSize.height)) - 30
        if y + 50 < bottom {
            svg.rect(x: x + 20, y: y + 28, width: 150, height: 20, radius: 5, [("fill", "#3a3a3c")])
        }
        var rowY = y + 66
        var row = 0
        while rowY + 36 < bottom {
            svg.rect(x: x + 20, y: rowY, width: w - 40, height: 36, radius: 8, [("fill", Palette.placeholder)])
            svg.rect(
                x: x + 32, y: rowY + 12, width: 90 + Double((row * 53) % 140), height: 12, radius: 6,
                [("fill", "#c7c7cc")])
            rowY += 46
            row += 1
        }
    }

    private static func drawCaption(
        _ svg: inout SVG, _ labeled: SheetScenario.LabeledFrame, x: Double, width: Double, top: Double
    ) {
        let center = x + width / 2
        let position = labeled.frame.position
        svg.rect(
            x: x, y: top, width: width, height: 3, radius: 1.5, [("fill", Palette.phase(labeled.group))])
        svg.text(
            SVG.fixed(labeled.frame.time) + " s", x: center, y: top + 19, size: 12, anchor: "middle",
            [("font-weight", "600"), ("fill", Palette.ink)])
        svg.text(labeled.label, x: center, y: top + 34, size: 10.5, anchor: "middle", [("fill", Palette.ink)])
        svg.text(
            "h \(SVG.label(position.height)) pt", x: center, y: top + 48, size: 9.5, anchor: "middle",
            [("fill", Palette.secondaryInk)])
        svg.text(
            "v \(SVG.label(position.velocity)) pt/s", x: center, y: top + 60, size: 9.5, anchor: "middle",
            [("fill", Palette.secondaryInk)])
    }
}
