import Foundation
import TransitionsCore

/// Height and velocity of ``SheetScenario`` over time: two stacked charts sharing the time axis, with the
/// phases shaded, dashed lines at the detents and the hidden height, and the film strip's frames marked.
enum Plot {
    static let width = 960.0
    static let chartHeight = 230.0
    static let left = 86.0
    static let right = 24.0

    static func render(_ scenario: SheetScenario) -> String {
        let frames = scenario.frames
        let times = frames.map(\.frame.time)
        let endTime = times.last ?? 1
        let xTicks = Chart.ticks(covering: 0, endTime, count: 10)
        let heights = frames.map(\.frame.position.height)
        let velocities = frames.map(\.frame.position.velocity)
        let plotWidth = width - left - right
        let legendTop = 70.0
        let heightTop = legendTop + 34
        let velocityTop = heightTop + chartHeight + 62
        let totalHeight = velocityTop + chartHeight + 56

        var svg = SVG(width: width, height: totalHeight)
        svg.title("Sheet height and velocity over time")
        svg.rect(x: 0, y: 0, width: width, height: totalHeight, [("fill", "#ffffff")])
        svg.text(
            "Sheet height and velocity over time", x: 24, y: 28, size: 17,
            [("font-weight", "600"), ("fill", Palette.ink)])
        svg.text(FilmStrip.subtitle(scenario), x: 24, y: 48, size: 11.5, [("fill", Palette.secondaryInk)])
        drawLegend(&svg, scenario, x: left, y: legendTop)

        let lowest = min(heights.min() ?? 0, scenario.metrics.hiddenHeight)
        let highest = max(heights.max() ?? 0, scenario.metrics.largestHeight)
        let heightChart = Chart(
            left: left, top: heightTop, width: plotWidth, height: chartHeight, xTicks: xTicks,
            yTicks: Chart.ticks(covering: lowest, highest, count: 6))
        shadePhases(&svg, scenario, chart: heightChart)
        heightChart.drawAxes(&svg, xTitle: "time (s)", yTitle: "height above safe area (pt)")
        for detent in scenario.detents.detents {
            heightChart.drawReference(
                &svg, at: Double(detent.height),
                label:
                    "\(SheetScenario.name(of: detent.identifier)) \(SVG.number(Double(detent.height), decimals: 1)) pt",
                color: Palette.detent)
        }
        heightChart.drawReference(
            &svg, at: scenario.metrics.hiddenHeight,
            label: "hidden \(SVG.label(scenario.metrics.hiddenHeight, decimals: 1)) pt", color: Palette.axis)
        heightChart.drawSeries(&svg, Array(zip(times, heights)), color: Palette.accent)
        markFilmStripFrames(&svg, scenario, chart: heightChart, values: heights)

        let fastest = max(velocities.map(abs).max() ?? 1, 1)
        let velocityChart = Chart(
            left: left, top: velocityTop, width: plotWidth, height: chartHeight, xTicks: xTicks,
            yTicks: Chart.ticks(covering: -fastest, fastest, count: 6))
        shadePhases(&svg, scenario, chart: velocityChart)
        velocityChart.drawAxes(&svg, xTitle: "time (s)", yTitle: "velocity, up positive (pt/s)")
        velocityChart.drawReference(&svg, at: 0, label: "", color: Palette.axis, dashed: false)
        velocityChart.drawSeries(&svg, Array(zip(times, velocities)), color: Palette.series[3])
        markFilmStripFrames(&svg, scenario, chart: velocityChart, values: velocities)
        return svg.document
    }

    /// Runs of consecutive frames in the same phase group, as (group, start time, end time).
    static func phaseRuns(_ frames: [SheetScenario.LabeledFrame]) -> [(group: String, start: Double, end: Double)] {
        var runs: [(group: String, start: Double, end: Double)] = []
        for (index, labeled) in frames.enumerated() {
            // A frame shows the state reached at its time, so a run covers (previous frame's time, last time].
            let end = labeled.frame.time
            if let last = runs.last, last.group == labeled.group {
                runs[runs.count - 1].end = end
            } else {
                let start = index > 0 ? frames[index - 1].frame.time : labeled.frame.time
                runs.append((labeled.group, start, end))
            }
        }
        return runs
    }

    private static func shadePhases(_ svg: inout SVG, _ scenario: SheetScenario, chart: Chart) {
        for run in phaseRuns(scenario.frames) where run.group != "rest" {
            chart.drawBand(&svg, from: run.start, to: run.end, color: Palette.phase(run.group), opacity: 0.12)
        }
    }

    private static func markFilmStripFrames(_ svg: inout SVG, _ scenario: SheetScenario, chart: Chart, values: [Double])
    {
        for index in FilmStrip.evenIndices(count: FilmStrip.frameCount, total: scenario.frames.count) {
            svg.circle(
                cx: chart.x(scenario.frames[index].frame.time), cy: chart.y(values[index]), r: 3.2,
                [("fill", "#ffffff"), ("stroke", Palette.ink), ("stroke-width", "1.2")])
        }
    }

    private static func drawLegend(_ svg: inout SVG, _ scenario: SheetScenario, x: Double, y: Double) {
        var cursor = x
        var seen: [String] = []
        for run in phaseRuns(scenario.frames) where run.group != "rest" && !seen.contains(run.group) {
            seen.append(run.group)
            svg.rect(
                x: cursor, y: y - 9, width: 14, height: 12, radius: 2,
                [("fill", Palette.phase(run.group)), ("fill-opacity", "0.35")])
            svg.text(run.group, x: cursor + 19, y: y + 1, size: 11, [("fill", Palette.ink)])
            cursor += 34 + Double(run.group.count) * 6.5
        }
        svg.line(
            x1: cursor, y1: y - 3, x2: cursor + 18, y2: y - 3,
            [("stroke", Palette.detent), ("stroke-width", "1.2"), ("stroke-dasharray", "6 4")])
        svg.text("detent", x: cursor + 23, y: y + 1, size: 11, [("fill", Palette.ink)])
        cursor += 70
        svg.circle(
            cx: cursor + 5, cy: y - 3, r: 3.2, [("fill", "#ffffff"), ("stroke", Palette.ink), ("stroke-width", "1.2")])
        svg.text("film-strip frame", x: cursor + 14, y: y + 1, size: 11, [("fill", Palette.ink)])
    }
}
