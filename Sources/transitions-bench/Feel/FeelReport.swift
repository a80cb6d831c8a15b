#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions

/// `transitions-bench --feel`: plays every `FeelTrace` into the real sheet on HeadlessUIKit and prints each
/// figure next to its target (docs/performance.md, "Feel report"), then the main-thread cost of a settle
/// (``SettleFrameCost``).
@MainActor enum FeelReport {
    /// One printed figure: what it is, the value, the target in words and whether the value meets it
    /// (`nil`: shown for information, no target).
    struct Row {
        let trace: String
        let figure: String
        let value: String
        let target: String
        let passes: Bool?
    }

    /// Targets for motion that feels native under any load (a main-thread stall included).
    static let handOffRange = 0.9...1.1
    static let maximumTouchDownMovement = 1.0
    static let maximumOffScreenMilliseconds = 150.0
    static let maximumFrozenFrames = 0
    static let maximumSettleFrameNanoseconds = 1_000.0
    /// How far the overshoot seen at display refreshes may differ from UIKit's springs' (pt): a 60 Hz refresh
    /// can miss the peak by a fraction of a point.
    static let maximumOvershootError = 0.5

    /// Plays the traces and prints the report; returns the number of misses.
    static func run(runs: Int) -> Int {
        var rows: [Row] = []
        for trace in FeelTrace.all {
            let context = FeelContext()
            trace.play(context)
            rows += Self.rows(for: context.finish(name: trace.name))
            context.tearDown()
        }
        rows += ZoomFeel.rows()
        rows += settleFrameRows(settles: 30 * max(runs, 1))
        print(table(rows))
        let misses = rows.filter { $0.passes == false }.count
        print("\n\(rows.filter { $0.passes == true }.count) PASS, \(misses) MISS")
        return misses
    }

    static func rows(for result: FeelTrace.Result) -> [Row] {
        var rows: [Row] = []
        if let handOff = result.handOff, let finger = result.releaseVelocity, let sheet = result.sheetVelocityAfterRelease {
            rows.append(Row(
                trace: result.name, figure: "release hand-off",
                value: String(format: "%.2f (%.0f / %.0f pt/s)", handOff, sheet, finger), target: "0.9–1.1",
                passes: handOffRange.contains(handOff)))
        }
        if let overshoot = result.overshoot, let expected = result.expectedOvershoot {
            // A release at 1000 pt/s or more overshoots exactly as UIKit's flick spring (ratio 0.8) does; no other
            // release overshoots (DEVICE-FACTS.md, "The sheet, as UIKit's code defines it", flick spring).
            rows.append(Row(
                trace: result.name, figure: "overshoot", value: String(format: "%.1f pt", overshoot),
                target: String(format: "%.1f ± %.1f pt", expected, maximumOvershootError),
                passes: abs(overshoot - expected) <= maximumOvershootError))
        }
        if let settle = result.settleTime {
            rows.append(Row(trace: result.name, figure: "settle time", value: String(format: "%.0f ms", settle),
                            target: "(info)", passes: nil))
        }
        if let moved = result.movedAfterTouchDown {
            rows.append(Row(
                trace: result.name, figure: "moved after touch-down", value: String(format: "%.1f pt", moved),
                target: "≤ 1 pt", passes: moved <= maximumTouchDownMovement))
        }
        if result.name.contains("dismissal") {
            let time = result.offScreenTime
            rows.append(Row(
                trace: result.name, figure: "off screen after release",
                value: time.map { String(format: "%.0f ms", $0) } ?? "never", target: "≤ 150 ms",
                passes: time.map { $0 <= maximumOffScreenMilliseconds } ?? false))
        }
        if let frozen = result.frozenFrames {
            rows.append(Row(
                trace: result.name, figure: "frames frozen under the stall", value: "\(frozen)",
                target: "0 (no position callback)", passes: frozen <= maximumFrozenFrames))
        }
        return rows
    }

    /// The settle's main-thread cost (``SettleFrameCost``) over `settles` settles: per display frame against the
    /// target, and the start and end of a settle, for information.
    static func settleFrameRows(settles: Int) -> [Row] {
        let cost = SettleFrameCost.measure(settles: settles)
        let trace = "settle medium ↔ large (animateChanges)"
        return [
            Row(
                trace: trace, figure: "main-thread work per settle frame",
                value: String(format: "%.0f ns", cost.frameNanoseconds), target: "≤ 1,000 ns (no callback)",
                passes: cost.frameNanoseconds <= maximumSettleFrameNanoseconds),
            Row(
                trace: trace, figure: "main-thread work to start a settle",
                value: String(format: "%.1f µs (%.0f frames per settle)", cost.startNanoseconds / 1000, cost.framesPerSettle),
                target: "(info)", passes: nil),
            Row(
                trace: trace, figure: "main-thread work in the frame it ends",
                value: String(format: "%.1f µs", cost.endNanoseconds / 1000), target: "(info)", passes: nil),
        ]
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    static func table(_ rows: [Row]) -> String {
        let header = Row(trace: "trace", figure: "figure", value: "measured", target: "target", passes: nil)
        let all = [header] + rows
        var widths = [0, 0, 0, 0]
        for row in all {
            widths[0] = max(widths[0], row.trace.count)
            widths[1] = max(widths[1], row.figure.count)
            widths[2] = max(widths[2], row.value.count)
            widths[3] = max(widths[3], row.target.count)
        }
        var lines: [String] = []
        for (index, row) in all.enumerated() {
            var verdict = ""
            if index == 0 {
                verdict = "verdict"
            } else if let passes = row.passes {
                verdict = passes ? "PASS" : "MISS"
            }
            let cells = [
                pad(row.trace, widths[0]), pad(row.figure, widths[1]), pad(row.value, widths[2]), pad(row.target, widths[3]),
            ]
            lines.append((cells + [verdict]).joined(separator: "  "))
        }
        return lines.joined(separator: "\n")
    }
}
#endif
