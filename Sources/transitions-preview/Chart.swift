import Foundation

/// One x/y chart area inside an SVG: maps data to pixels and draws grid, ticks, axis titles, shaded bands,
/// reference lines and series.
struct Chart {
    /// The plot area in px (the axes' box).
    var left: Double
    var top: Double
    var width: Double
    var height: Double
    /// Data ranges, already widened to whole ticks by ``Chart/ticks(covering:count:)``.
    var xTicks: [Double]
    var yTicks: [Double]

    var xRange: ClosedRange<Double> { (xTicks.first ?? 0)...(xTicks.last ?? 1) }
    var yRange: ClosedRange<Double> { (yTicks.first ?? 0)...(yTicks.last ?? 1) }

    func x(_ value: Double) -> Double {
        let span = xRange.upperBound - xRange.lowerBound
        return left + (span > 0 ? (value - xRange.lowerBound) / span : 0) * width
    }

    func y(_ value: Double) -> Double {
        let span = yRange.upperBound - yRange.lowerBound
        return top + height - (span > 0 ? (value - yRange.lowerBound) / span : 0) * height
    }

    /// "Nice" tick values (steps of 1, 2, 2.5 or 5 × 10ⁿ) covering `low…high` with about `count` intervals.
    /// Non-finite bounds count as 0; an empty range is widened to ±1 around its value.
    static func ticks(covering low: Double, _ high: Double, count: Int = 6) -> [Double] {
        var a = low.isFinite ? low : 0
        var b = high.isFinite ? high : 0
        if a > b { swap(&a, &b) }
        if b - a < 1e-9 {
            a -= 1
            b += 1
        }
        let rough = (b - a) / Double(max(count, 1))
        let magnitude = pow(10, (log10(rough)).rounded(.down))
        let step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= rough * 0.999 } ?? 10 * magnitude
        let first = (a / step).rounded(.down)
        let last = (b / step).rounded(.up)
        return stride(from: first, through: last, by: 1).map { ($0 * step * 1e9).rounded() / 1e9 }
    }

    /// Grid lines, tick labels, the axes' box and the axis titles.
    func drawAxes(_ svg: inout SVG, xTitle: String, yTitle: String, xDecimals: Int = 1, yDecimals: Int = 0) {
        for tick in yTicks {
            let py = y(tick)
            svg.line(x1: left, y1: py, x2: left + width, y2: py, [("stroke", Palette.grid), ("stroke-width", "1")])
            svg.text(
                SVG.label(tick, decimals: yDecimals), x: left - 6, y: py + 3.5, size: 10, anchor: "end",
                [("fill", Palette.secondaryInk)])
        }
        for tick in xTicks {
            let px = x(tick)
            svg.line(x1: px, y1: top, x2: px, y2: top + height, [("stroke", Palette.grid), ("stroke-width", "1")])
            svg.line(x1: px, y1: top + height, x2: px, y2: top + height + 4, [("stroke", Palette.axis)])
            svg.text(
                SVG.label(tick, decimals: xDecimals), x: px, y: top + height + 16, size: 10, anchor: "middle",
                [("fill", Palette.secondaryInk)])
        }
        svg.rect(
            x: left, y: top, width: width, height: height,
            [("fill", "none"), ("stroke", Palette.axis), ("stroke-width", "1")])
        svg.text(
            xTitle, x: left + width / 2, y: top + height + 32, size: 11, anchor: "middle", [("fill", Palette.ink)])
        let cx = left - 48
        let cy = top + height / 2
        svg.text(
            yTitle, x: cx, y: cy, size: 11, anchor: "middle",
            [("fill", Palette.ink), ("transform", "rotate(-90 \(SVG.number(cx)) \(SVG.number(cy)))")])
    }

    /// A vertical band from `x0` to `x1` (data units) over the whole plot height.
    func drawBand(_ svg: inout SVG, from x0: Double, to x1: Double, color: String, opacity: Double = 0.1) {
        let a = min(max(x(x0), left), left + width)
        let b = min(max(x(x1), left), left + width)
        guard b > a else { return }
        svg.rect(
            x: a, y: top, width: b - a, height: height,
            [("fill", color), ("fill-opacity", SVG.number(opacity, decimals: 3))])
    }

    /// A horizontal reference line at `value` with a label at its right end, inside the plot.
    func drawReference(_ svg: inout SVG, at value: Double, label: String, color: String, dashed: Bool = true) {
        guard yRange.contains(value) else { return }
        let py = y(value)
        var style: [(String, String)] = [("stroke", color), ("stroke-width", "1.2")]
        if dashed { style.append(("stroke-dasharray", "6 4")) }
        svg.line(x1: left, y1: py, x2: left + width, y2: py, style)
        if !label.isEmpty {
            svg.text(label, x: left + width - 6, y: py - 4, size: 10, anchor: "end", [("fill", color)])
        }
    }

    /// A data series as a polyline.
    func drawSeries(_ svg: inout SVG, _ points: [(Double, Double)], color: String, width lineWidth: Double = 2) {
        svg.polyline(
            points.map { (x($0.0), y($0.1)) },
            [("stroke", color), ("stroke-width", SVG.number(lineWidth)), ("stroke-linejoin", "round")])
    }
}
