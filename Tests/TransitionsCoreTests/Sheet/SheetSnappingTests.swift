import Foundation
import Testing
import TransitionsCore

/// The three-stage sheet: hidden, 400 pt, 700 pt. Velocities are in height space (up positive).
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

    static let rows: [Row] = [
        // Slow releases go to the nearer stage.
        Row(height: 400, velocity: 0, expected: .detent(index: 0), line: #line),
        Row(height: 540, velocity: 0, expected: .detent(index: 0), line: #line),
        Row(height: 560, velocity: 0, expected: .detent(index: 1), line: #line),
        Row(height: 700, velocity: 0, expected: .detent(index: 1), line: #line),
        Row(height: 250, velocity: 0, expected: .detent(index: 0), line: #line),
        Row(height: 250, velocity: -10, expected: .detent(index: 0), line: #line),
        Row(height: 150, velocity: 0, expected: .hidden, line: #line),  // nearer hidden (−34) than 400
        Row(height: 100, velocity: 0, expected: .hidden, line: #line),
        // Flicks of ±500 pt/s move one stage in their direction (the hand-made sheet's threshold), via projection.
        Row(height: 400, velocity: 500, expected: .detent(index: 1), line: #line),
        Row(height: 420, velocity: 500, expected: .detent(index: 1), line: #line),
        Row(height: 700, velocity: -500, expected: .detent(index: 0), line: #line),
        Row(height: 680, velocity: -500, expected: .detent(index: 0), line: #line),
        Row(height: 400, velocity: -500, expected: .hidden, line: #line),
        // A weak flick is not enough to leave the stage.
        Row(height: 410, velocity: 150, expected: .detent(index: 0), line: #line),
        Row(height: 690, velocity: -150, expected: .detent(index: 1), line: #line),
        // Moving against the position still respects the direction of motion.
        Row(height: 600, velocity: -200, expected: .detent(index: 0), line: #line),
        Row(height: 500, velocity: 200, expected: .detent(index: 1), line: #line),
        // No skipping: a huge fling from the top stops at 400, not hidden.
        Row(height: 700, velocity: -5000, expected: .detent(index: 0), line: #line),
        Row(height: 400, velocity: 9000, expected: .detent(index: 1), line: #line),
        // Past the ends.
        Row(height: 760, velocity: 0, expected: .detent(index: 1), line: #line),
        Row(height: 760, velocity: 3000, expected: .detent(index: 1), line: #line),
        // Velocity-to-distance ratio ≥ 5.5 /s near the bottom dismisses even with a short projection.
        Row(height: 50, velocity: -600, expected: .hidden, line: #line),
        // Nonsense input.
        Row(height: .nan, velocity: .nan, expected: .detent(index: 0), line: #line),
        Row(height: 500, velocity: .infinity, expected: .detent(index: 0), line: #line),
    ]

    @Test("Three-stage releases", arguments: rows)
    func release(row: Row) {
        let target = SheetSnapping.target(
            height: row.height, velocity: row.velocity, metrics: Self.metrics, includesDismissal: true,
            behavior: .default)
        #expect(target == row.expected, "row at line \(row.line)")
    }

    @Test("Without dismissal as a candidate the smallest detent is the floor")
    func noDismissal() {
        let target = SheetSnapping.target(
            height: 380, velocity: -3000, metrics: Self.metrics, includesDismissal: false, behavior: .default)
        #expect(target == .detent(index: 0))
    }

    @Test("Skipping allowed: a strong fling may pass intermediate detents")
    func skipping() {
        let metrics = sheetMetrics([200, 400, 700])
        var behavior = SheetBehavior()
        behavior.allowsDetentSkipping = true
        let target = SheetSnapping.target(
            height: 200, velocity: 1100, metrics: metrics, includesDismissal: true, behavior: behavior)
        #expect(target == .detent(index: 2))
        let noSkip = SheetSnapping.target(
            height: 200, velocity: 1100, metrics: metrics, includesDismissal: true, behavior: .default)
        #expect(noSkip == .detent(index: 1))
    }

    @Test("A lower redirect threshold favours the direction of motion")
    func redirectThreshold() {
        var eager = SheetBehavior()
        eager.redirectThreshold = 0.1
        let slow = SheetSnapping.target(
            height: 420, velocity: 40, metrics: Self.metrics, includesDismissal: true, behavior: eager)
        #expect(slow == .detent(index: 1))
        let defaultChoice = SheetSnapping.target(
            height: 420, velocity: 40, metrics: Self.metrics, includesDismissal: true, behavior: .default)
        #expect(defaultChoice == .detent(index: 0))
    }
}
