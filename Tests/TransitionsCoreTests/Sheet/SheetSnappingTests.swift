import Foundation
import Testing
import TransitionsCore

/// The three-stage sheet: hidden (−34), 400 pt, 700 pt. Velocities are in height space (up positive).
@Suite("Sheet snapping on release")
struct SheetSnappingTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let height: Double
        let velocity: Double
        let expected: SheetSettleTarget
        let line: Int
        var testDescription: String { "h=\(height) v=\(velocity) → \(expected) (line \(line))" }
    }

    static let metrics = sheetMetrics([400, 700])

    /// UIKit's rule (the default): 0.099 s projection, nearest stop, flick bump at 1000 pt/s, still below 250 pt/s.
    static let uikitRows: [Row] = [
        // At rest the nearest stop wins; hidden is one more stop.
        Row(height: 400, velocity: 0, expected: .detent(index: 0), line: #line),
        Row(height: 540, velocity: 0, expected: .detent(index: 0), line: #line),
        Row(height: 560, velocity: 0, expected: .detent(index: 1), line: #line),
        Row(height: 150, velocity: 0, expected: .hidden, line: #line),  // 184 from hidden, 250 from 400
        // A gentle push up from medium stays (the old rule went to large).
        Row(height: 400, velocity: 600, expected: .detent(index: 0), line: #line),
        // A 700 pt/s pull down from medium returns to medium (the old rule dismissed).
        Row(height: 400, velocity: -700, expected: .detent(index: 0), line: #line),
        // Just below the flick speed the short projection keeps the sheet where it is.
        Row(height: 400, velocity: 999, expected: .detent(index: 0), line: #line),
        Row(height: 700, velocity: -999, expected: .detent(index: 1), line: #line),
        // Flick bump: at 1000 pt/s the projection lands back on the nearest stop, so the sheet goes one further.
        Row(height: 400, velocity: 1000, expected: .detent(index: 1), line: #line),
        Row(height: 400, velocity: -1000, expected: .hidden, line: #line),
        Row(height: 700, velocity: -1000, expected: .detent(index: 0), line: #line),
        // Moving toward the nearest stop: no bump.
        Row(height: 560, velocity: 1500, expected: .detent(index: 1), line: #line),
        Row(height: 540, velocity: -1500, expected: .detent(index: 0), line: #line),
        // A bump never goes past the largest detent.
        Row(height: 760, velocity: 3000, expected: .detent(index: 1), line: #line),
        // A strong fling lands where its projection is nearest.
        Row(height: 700, velocity: -3000, expected: .detent(index: 0), line: #line),
        Row(height: 400, velocity: 3000, expected: .detent(index: 1), line: #line),
        // Below 250 pt/s the velocity counts as 0.
        Row(height: 545, velocity: 249, expected: .detent(index: 0), line: #line),
        Row(height: 545, velocity: 250, expected: .detent(index: 1), line: #line),
        Row(height: 555, velocity: -249, expected: .detent(index: 1), line: #line),
        Row(height: 555, velocity: -250, expected: .detent(index: 0), line: #line),
        // Near the bottom the projection reaches hidden.
        Row(height: 50, velocity: -600, expected: .hidden, line: #line),
        // Nonsense input: NaN height is the smallest detent, NaN and infinite velocities are still.
        Row(height: .nan, velocity: .nan, expected: .detent(index: 0), line: #line),
        Row(height: 500, velocity: .infinity, expected: .detent(index: 0), line: #line),
        Row(height: 600, velocity: -.infinity, expected: .detent(index: 1), line: #line),
    ]

    /// FloatingPanel's rule (``SheetBehavior/floatingPanel``), the package's former default, unchanged.
    static let floatingPanelRows: [Row] = [
        Row(height: 400, velocity: 0, expected: .detent(index: 0), line: #line),
        Row(height: 540, velocity: 0, expected: .detent(index: 0), line: #line),
        Row(height: 560, velocity: 0, expected: .detent(index: 1), line: #line),
        Row(height: 700, velocity: 0, expected: .detent(index: 1), line: #line),
        Row(height: 250, velocity: 0, expected: .detent(index: 0), line: #line),
        Row(height: 250, velocity: -10, expected: .detent(index: 0), line: #line),
        Row(height: 150, velocity: 0, expected: .hidden, line: #line),
        Row(height: 100, velocity: 0, expected: .hidden, line: #line),
        // Flicks of ±500 pt/s move one stage in their direction, via the 0.5 s projection.
        Row(height: 400, velocity: 500, expected: .detent(index: 1), line: #line),
        Row(height: 420, velocity: 500, expected: .detent(index: 1), line: #line),
        Row(height: 700, velocity: -500, expected: .detent(index: 0), line: #line),
        Row(height: 680, velocity: -500, expected: .detent(index: 0), line: #line),
        Row(height: 400, velocity: -500, expected: .hidden, line: #line),
        // Where UIKit's rule disagrees: 600 up from medium goes to large, 700 down dismisses.
        Row(height: 400, velocity: 600, expected: .detent(index: 1), line: #line),
        Row(height: 400, velocity: -700, expected: .hidden, line: #line),
        Row(height: 410, velocity: 150, expected: .detent(index: 0), line: #line),
        Row(height: 690, velocity: -150, expected: .detent(index: 1), line: #line),
        Row(height: 600, velocity: -200, expected: .detent(index: 0), line: #line),
        Row(height: 500, velocity: 200, expected: .detent(index: 1), line: #line),
        // No skipping: a huge fling from the top stops at 400, not hidden.
        Row(height: 700, velocity: -5000, expected: .detent(index: 0), line: #line),
        Row(height: 400, velocity: 9000, expected: .detent(index: 1), line: #line),
        Row(height: 760, velocity: 0, expected: .detent(index: 1), line: #line),
        Row(height: 760, velocity: 3000, expected: .detent(index: 1), line: #line),
        // Velocity-to-distance ratio ≥ 5.5 /s near the bottom dismisses even with a short projection.
        Row(height: 50, velocity: -600, expected: .hidden, line: #line),
        Row(height: .nan, velocity: .nan, expected: .detent(index: 0), line: #line),
        Row(height: 500, velocity: .infinity, expected: .detent(index: 0), line: #line),
    ]

    @Test("UIKit's rule (the default)", arguments: uikitRows)
    func uikitRelease(row: Row) {
        let target = SheetSnapping.target(
            height: row.height, velocity: row.velocity, metrics: Self.metrics, includesDismissal: true,
            behavior: .default)
        #expect(target == row.expected, "row at line \(row.line)")
    }

    @Test("FloatingPanel's rule stays reachable as a preset", arguments: floatingPanelRows)
    func floatingPanelRelease(row: Row) {
        let target = SheetSnapping.target(
            height: row.height, velocity: row.velocity, metrics: Self.metrics, includesDismissal: true,
            behavior: .floatingPanel)
        #expect(target == row.expected, "row at line \(row.line)")
    }

    @Test("Without dismissal as a candidate the smallest detent is the floor")
    func noDismissal() {
        for behavior in [SheetBehavior.default, .floatingPanel] {
            let target = SheetSnapping.target(
                height: 380, velocity: -3000, metrics: Self.metrics, includesDismissal: false, behavior: behavior)
            #expect(target == .detent(index: 0))
        }
    }

    @Test("UIKit's rule may pass a detent when the projection lands beyond it; FloatingPanel's never does")
    func skipping() {
        let metrics = sheetMetrics([200, 300, 600])
        // 3000 pt/s from 200: projected 497 pt, nearer 600 than 300.
        let uikit = SheetSnapping.target(
            height: 200, velocity: 3000, metrics: metrics, includesDismissal: true, behavior: .default)
        #expect(uikit == .detent(index: 2))
        let floatingPanel = SheetSnapping.target(
            height: 200, velocity: 3000, metrics: metrics, includesDismissal: true, behavior: .floatingPanel)
        #expect(floatingPanel == .detent(index: 1))
    }

    @Test("A lower redirect threshold favours the direction of motion")
    func redirectThreshold() {
        var eager = SheetBehavior.floatingPanel
        eager.redirectThreshold = 0.1
        let slow = SheetSnapping.target(
            height: 420, velocity: 40, metrics: Self.metrics, includesDismissal: true, behavior: eager)
        #expect(slow == .detent(index: 1))
        let defaultChoice = SheetSnapping.target(
            height: 420, velocity: 40, metrics: Self.metrics, includesDismissal: true, behavior: .floatingPanel)
        #expect(defaultChoice == .detent(index: 0))
    }

    @Test("An infinite flick speed turns the bump off; a zero minimum speed lets slow releases count")
    func knobs() {
        var noBump = SheetBehavior.default
        noBump.flickSpeed = .infinity
        #expect(
            SheetSnapping.target(
                height: 400, velocity: 1500, metrics: Self.metrics, includesDismissal: true, behavior: noBump)
                == .detent(index: 0))
        var noMinimum = SheetBehavior.default
        noMinimum.minimumReleaseSpeed = 0
        // 200 pt/s from 545: projected 564.8, nearer 700 than 400.
        #expect(
            SheetSnapping.target(
                height: 545, velocity: 200, metrics: Self.metrics, includesDismissal: true, behavior: noMinimum)
                == .detent(index: 1))
        // Nonsense knobs fall back to UIKit's values.
        var nonsense = SheetBehavior.default
        nonsense.flickSpeed = .nan
        nonsense.minimumReleaseSpeed = -5
        nonsense.decelerationRate = .infinity
        nonsense.dismissalVelocityRatio = .nan
        #expect(nonsense.sanitized == SheetBehavior.default)
    }
}
