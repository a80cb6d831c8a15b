import Foundation
import TransitionsCore

/// The recede film strip (`sheet-recede.svg`): the presenting screen receding behind a sheet and a second sheet
/// pushing the first one back, played through the real `SheetMotion` and drawn with `SheetRecede` and
/// `SheetRecedeGeometry`, as the UIKit layer applies them.
///
/// Script: sheet A (medium, large) is presented to medium (nothing recedes), selected to large (the screen
/// recedes with it), then sheet B (large) is presented from A (A steps back, the screen two steps) and dismissed
/// (everything comes forward again).
enum RecedeStrip {
    /// One moment of the two-sheet script.
    struct Moment {
        var time: Double
        var label: String
        var a: SheetPosition
        var b: SheetPosition?
    }

    static let frameCount = 12
    static let scale = 0.28
    static let gap = 18.0
    static let margin = 24.0
    static let headerHeight = 62.0
    static let captionHeight = 58.0

    static let screen = SheetScenario.screen
    static let safeArea = SheetScenario.safeArea

    /// The script's frames at `fps`.
    static func moments(fps: Double, spring: SpringCurve) -> [Moment] {
        let layout = SheetLayout(context: SheetLayoutContext(containerSize: screen, safeAreaInsets: safeArea))
        let context = DetentResolutionContext(
            containerSize: screen, safeAreaInsets: safeArea, maximumDetentValue: layout.maximumDetentValue)
        func sheet(_ detents: [Detent]) -> (SheetMotion, SheetDimming) {
            let resolution = DetentResolver.resolve(detents, in: context)
            let metrics = SheetMetrics(detents: resolution, layout: layout)
            let dimming = SheetDimming(
                detents: resolution, largestUndimmedDetentIdentifier: nil, hiddenHeight: Double(layout.hiddenHeight))
            return (SheetMotion(metrics: metrics, selectedIndex: 0, behavior: SheetBehavior(spring: spring)), dimming)
        }
        let (motionA, dimmingA) = sheet([.medium(), .large()])
        let (motionB, dimmingB) = sheet([.large()])
        let framesA = SheetScript([.present, .wait(0.2), .select(index: 1), .wait(0.2)]).play(
            motion: motionA, layout: layout, dimming: dimmingA, framesPerSecond: fps)
        let framesB = SheetScript([.present, .wait(0.2), .dismiss, .wait(0.1)]).play(
            motion: motionB, layout: layout, dimming: dimmingB, framesPerSecond: fps)
        guard let restA = framesA.last else { return [] }
        let medium = Double(DetentResolver.resolve([.medium()], in: context).smallest.height)
        var result = framesA.map { frame -> Moment in
            let height = frame.position.height
            let label: String
            if frame.phase == "present" || frame.time == 0 {
                label = "present A → medium"
            } else if height < medium + 1 {
                label = "A at medium"
            } else if height > restA.position.height - 1 {
                label = "A at large"
            } else {
                label = "A → large"
            }
            return Moment(time: frame.time, label: label, a: frame.position, b: nil)
        }
        result += framesB.map { frame in
            Moment(
                time: restA.time + frame.time, label: frame.phase == "present" ? "present B" : "dismiss B",
                a: restA.position, b: frame.position)
        }
        return result
    }

    static func render(_ options: Options) -> String {
        let all = moments(fps: options.framesPerSecond, spring: options.spring.spring)
        let layout = SheetLayout(context: SheetLayoutContext(containerSize: screen, safeAreaInsets: safeArea))
        let context = DetentResolutionContext(
            containerSize: screen, safeAreaInsets: safeArea, maximumDetentValue: layout.maximumDetentValue)
        let resolutionA = DetentResolver.resolve([.medium(), .large()], in: context)
        let resolutionB = DetentResolver.resolve([.large()], in: context)
        let hidden = Double(layout.hiddenHeight)
        func recede(_ resolution: DetentResolution) -> SheetRecede {
            SheetRecede(
                detents: resolution,
                dimming: SheetDimming(detents: resolution, largestUndimmedDetentIdentifier: nil, hiddenHeight: hidden),
                hiddenHeight: hidden)
        }
        let recedeA = recede(resolutionA)
        let recedeB = recede(resolutionB)
        let insetA = SheetInset(appearance: .inset, layout: layout, detents: resolutionA)

        let phoneWidth = Double(screen.width) * scale
        let phoneHeight = Double(screen.height) * scale
        let bezel = Phone.bezel * scale
        let indices = FilmStrip.evenIndices(count: frameCount, total: all.count)
        let step = phoneWidth + 2 * bezel + gap
        let width = margin + Double(indices.count) * step - gap + margin
        let height = headerHeight + phoneHeight + 2 * bezel + captionHeight + margin
        var svg = SVG(width: width, height: height)
        Phone.defineClip(&svg, size: screen)
        svg.title("Recede film strip: the screen behind a sheet recedes, a stacked sheet pushes the first back")
        svg.rect(x: 0, y: 0, width: width, height: height, [("fill", "#ffffff")])
        svg.text(
            "Presenter recede and inset sheets: A (inset style) medium → large, then B stacked on A and dismissed",
            x: margin, y: 28, size: 17,
            [("font-weight", "600"), ("fill", Palette.ink)])
        svg.text(
            "SheetRecedeGeometry: 16 pt side inset and 10 pt stack step per step back, 10 pt corners, top under the"
                + " status bar (59 pt) · SheetInset: 8 pt margins, 47 pt corners at medium · iPhone 393 × 852 pt",
            x: margin, y: 48, size: 11.5, [("fill", Palette.secondaryInk)])
        let top = headerHeight + bezel
        for (column, index) in indices.enumerated() {
            let moment = all[index]
            let x = margin + bezel + Double(column) * step
            let progressA = recedeA.progress(atHeight: moment.a.height)
            let progressB = moment.b.map { recedeB.progress(atHeight: $0.height) } ?? 0
            let rootDepth = SheetRecede.depth(progress: progressA, pushedBack: progressB)
            Phone.begin(&svg, x: x, y: top, scale: scale, size: screen)
            drawScreen(
                &svg, moment: moment, layout: layout, insetA: insetA, rootDepth: rootDepth,
                pushA: progressA * progressB)
            Phone.end(&svg, size: screen)
            let center = x + phoneWidth / 2
            let captionTop = top + phoneHeight + bezel + 8
            svg.text(
                SVG.fixed(moment.time) + " s", x: center, y: captionTop + 14, size: 12, anchor: "middle",
                [("font-weight", "600"), ("fill", Palette.ink)])
            svg.text(moment.label, x: center, y: captionTop + 29, size: 10.5, anchor: "middle", [("fill", Palette.ink)])
            svg.text(
                "depth \(SVG.fixed(rootDepth))", x: center, y: captionTop + 43, size: 9.5, anchor: "middle",
                [("fill", Palette.secondaryInk)])
        }
        return svg.document
    }

    /// Black, the receded app, then each sheet over its dimming.
    private static func drawScreen(
        _ svg: inout SVG, moment: Moment, layout: SheetLayout, insetA: SheetInset, rootDepth: Double, pushA: Double
    ) {
        let w = Double(screen.width)
        let h = Double(screen.height)
        let full = CGRect(origin: .zero, size: screen)
        svg.rect(x: 0, y: 0, width: w, height: h, [("fill", "#000000")])
        let root = SheetRecedeGeometry(restFrame: full, depth: rootDepth, safeAreaTop: CGFloat(safeArea.top))
        svg.beginGroup([("transform", matrix(root, restFrame: full))])
        let r = Double(root.cornerRadius)
        var path = PathData()
        path.move(0, r)
        path.arc(radius: r, r, 0)
        path.line(w - r, 0)
        path.arc(radius: r, w, r)
        path.line(w, h)
        path.line(0, h)
        path.close()
        svg.path(path.text, [("fill", Palette.screenBackground)])
        Phone.drawAppBackground(&svg, size: screen, safeTop: Double(safeArea.top))
        svg.endGroup()
        drawDimming(&svg, alpha: moment.a.dimmingAlpha)
        // Sheet A uses the inset appearance: inset at medium, edge-attached at large.
        let frameA = insetA.frame(moment.a.frame, atHeight: moment.a.height)
        let a = SheetRecedeGeometry(
            restFrame: frameA, depth: pushA, safeAreaTop: CGFloat(safeArea.top), restCornerRadius: 10)
        svg.beginGroup([("transform", matrix(a, restFrame: frameA))])
        FilmStrip.drawSheet(
            &svg, frame: frameA, layout: layout, cornerRadius: insetA.topCornerRadius,
            roundsBottom: insetA.roundsBottomCorners(atHeight: moment.a.height))
        svg.endGroup()
        if let b = moment.b {
            drawDimming(&svg, alpha: b.dimmingAlpha)
            FilmStrip.drawSheet(&svg, frame: b.frame, layout: layout)
        }
    }

    private static func drawDimming(_ svg: inout SVG, alpha: Double) {
        guard alpha > 0 else { return }
        svg.rect(
            x: 0, y: 0, width: Double(screen.width), height: Double(screen.height),
            [("fill", "#000000"), ("fill-opacity", SVG.number(FilmStrip.dimmingOpacity * alpha, decimals: 3))])
    }

    /// The SVG matrix of a view transform about the rest frame's center: x' = s·x + (1 − s)·cx + tx.
    static func matrix(_ geometry: SheetRecedeGeometry, restFrame: CGRect) -> String {
        let s = Double(geometry.scale)
        let e = (1 - s) * Double(restFrame.midX) + Double(geometry.translationX)
        let f = (1 - s) * Double(restFrame.midY) + Double(geometry.translationY)
        return
            "matrix(\(SVG.number(s, decimals: 5)) 0 0 \(SVG.number(s, decimals: 5)) \(SVG.number(e)) \(SVG.number(f)))"
    }
}
