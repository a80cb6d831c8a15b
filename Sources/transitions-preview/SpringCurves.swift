import Foundation
import TransitionsCore

/// `springs.svg`: step responses (0 → 100 %, starting at rest) of the spring presets, plus the
/// `--spring` choice when it is not a preset, with each curve's response, damping ratio, settling time and
/// overshoot in the legend. Curves come from the closed-form `SpringCurve.value(at:from:to:initialVelocity:)`,
/// sampled with `Timeline.sample`.
enum SpringCurves {
    /// The travel used for the settling times in the legend, pt (a typical detent change).
    static let referenceTravel = 300.0
    static let width = 880.0
    static let left = 78.0
    static let chartHeight = 320.0

    static func render(_ options: Options) -> String {
        var springs = SpringChoice.presets
        if !options.spring.isPreset { springs.append(options.spring) }
        let settling = springs.map {
            $0.spring.settlingDuration(from: 0, to: referenceTravel, initialVelocity: 0)
        }
        let duration = min(max((settling.max() ?? 1) * 1.05, 0.5), 10)
        let curves = springs.map { choice in
            Timeline.sample(duration: duration, framesPerSecond: max(options.framesPerSecond, 120)) { time in
                TimelineFrame(
                    time: time, value: choice.spring.value(at: time, from: 0, to: 1, initialVelocity: 0), velocity: 0)
            }
        }
        let peaks = curves.map { $0.map(\.value).max() ?? 1 }
        let xTicks = Chart.ticks(covering: 0, duration, count: 10)
        let yTicks = Chart.ticks(covering: 0, max((peaks.max() ?? 1) * 100, 100), count: 6)

        let legendTop = 72.0
        let chartTop = legendTop + Double(springs.count) * 18 + 16
        let totalHeight = chartTop + chartHeight + 52
        var svg = SVG(width: width, height: totalHeight)
        svg.title("Spring step responses")
        svg.rect(x: 0, y: 0, width: width, height: totalHeight, [("fill", "#ffffff")])
        svg.text("Spring step responses", x: 24, y: 28, size: 17, [("font-weight", "600"), ("fill", Palette.ink)])
        svg.text(
            "Position from 0 to 100 % of the travel, starting at rest (closed-form SpringCurve.value(at:)); settling "
                + "time (tick on the target line) for a \(SVG.number(referenceTravel)) pt travel to within 0.5 pt",
            x: 24, y: 48, size: 11.5, [("fill", Palette.secondaryInk)])

        let chart = Chart(
            left: left, top: chartTop, width: width - left - 24, height: chartHeight, xTicks: xTicks, yTicks: yTicks)
        chart.drawAxes(&svg, xTitle: "time (s)", yTitle: "position (% of travel)", xDecimals: 2)
        chart.drawReference(&svg, at: 100, label: "target", color: Palette.axis)
        for (index, choice) in springs.enumerated() {
            let color = Palette.series[index % Palette.series.count]
            let y = legendTop + Double(index) * 18
            svg.line(x1: left, y1: y - 4, x2: left + 22, y2: y - 4, [("stroke", color), ("stroke-width", "3")])
            svg.text(
                legend(choice, settling: settling[index], peak: peaks[index]), x: left + 30, y: y, size: 11.5,
                [("fill", Palette.ink)])
            chart.drawSeries(&svg, curves[index].map { ($0.time, $0.value * 100) }, color: color, width: 2.2)
            if peaks[index] > 1.001, let top = curves[index].max(by: { $0.value < $1.value }) {
                svg.circle(cx: chart.x(top.time), cy: chart.y(top.value * 100), r: 3, [("fill", color)])
            }
            let settleX = settling[index]
            if settleX <= duration {
                svg.line(
                    x1: chart.x(settleX), y1: chart.y(100) - 7, x2: chart.x(settleX), y2: chart.y(100) + 7,
                    [("stroke", color), ("stroke-width", "2")])
            }
        }
        return svg.document
    }

    private static func legend(_ choice: SpringChoice, settling: Double, peak: Double) -> String {
        let spring = choice.spring
        let overshoot = max(peak - 1, 0) * 100
        let name = choice.isPreset ? ".\(choice.name)" : choice.name
        return "\(name): response \(SVG.number(spring.response, decimals: 3)) s, damping ratio "
            + "\(SVG.number(spring.dampingRatio, decimals: 3)), settles in \(SVG.fixed(settling)) s"
            + (overshoot >= 0.1 ? ", overshoot \(SVG.number(overshoot, decimals: 1)) %" : ", no overshoot")
    }
}
