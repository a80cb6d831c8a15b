import Foundation
import Testing
import TransitionsCore

/// Default behavior: finish at a projected pull of 120 pt; ≥ 1,000 pt/s down finishes, ≥ 200 pt/s up
/// cancels. Projection at rate 0.998 is 0.499 s × velocity.
@Suite("Zoom release decision")
struct ZoomReleaseDecisionTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let translation: CGPoint
        let velocity: CGPoint
        let expected: ZoomReleaseDecision
        let line: Int
        var testDescription: String { "t=\(translation) v=\(velocity) → \(expected) (line \(line))" }
    }

    static func row(
        _ tx: Double, _ ty: Double, _ vx: Double, _ vy: Double, _ expected: ZoomReleaseDecision, line: Int = #line
    ) -> Row {
        Row(translation: CGPoint(x: tx, y: ty), velocity: CGPoint(x: vx, y: vy), expected: expected, line: line)
    }

    static let rows: [Row] = [
        // Slow releases: the distance decides.
        row(0, 0, 0, 0, .cancel),
        row(0, 119, 0, 0, .cancel),
        row(0, 120, 0, 0, .finish),
        row(0, 400, 0, 0, .finish),
        // The projection adds 0.499 s of velocity.
        row(0, 60, 0, 130, .finish),  // 60 + 64.9
        row(0, 60, 0, 110, .cancel),  // 60 + 54.9
        row(0, 10, 0, 999, .finish),  // 10 + 498.5
        row(0, 200, 0, -150, .finish),  // 200 − 74.9, not yet a flick
        row(0, 150, 0, -100, .cancel),  // 150 − 49.9 = 100.1
        // Upward flicks cancel however far the view was pulled.
        row(0, 400, 0, -200, .cancel),
        row(0, 700, 0, -1500, .cancel),
        row(0, 400, 0, -199, .finish),  // just below the flick threshold: 400 − 99.3
        // Hard downward flicks finish from anywhere.
        row(0, -500, 0, 1000, .finish),  // projects to −1 pt, but the flick is hard enough
        row(0, -500, 0, 999, .cancel),  // projects to −1.5 pt and is not a hard flick
        // Sideways and upward pulls count (upward at half weight).
        row(-200, 0, 0, 0, .finish),
        row(100, 0, 0, 0, .cancel),
        row(50, 0, 300, 0, .finish),  // 50 + 149.7
        row(0, -300, 0, 0, .finish),  // pull 150
        row(0, -200, 0, 0, .cancel),  // pull 100
        // Nonsense input counts as 0.
        row(.nan, .nan, 0, 500, .finish),  // 249.5 projected
        row(0, 200, .nan, .nan, .finish),
        row(0, 50, .infinity, .infinity, .cancel),
        row(.infinity, -.infinity, .nan, 0, .cancel),
    ]

    @Test("Release table", arguments: rows)
    func release(row: Row) {
        let drag = ZoomFixture.drag()
        #expect(
            drag.releaseDecision(translation: row.translation, velocity: row.velocity) == row.expected,
            "row at line \(row.line)")
    }

    @Test("Thresholds are configurable")
    func configurable() {
        let strict = ZoomFixture.drag(
            behavior: ZoomDragBehavior(finishDistance: 300, decelerationRate: Deceleration.fast))
        // 0.99 projects 0.099 s: 250 + 49.5 < 300.
        #expect(strict.releaseDecision(translation: CGPoint(x: 0, y: 250), velocity: CGPoint(x: 0, y: 500)) == .cancel)
        #expect(strict.releaseDecision(translation: CGPoint(x: 0, y: 260), velocity: CGPoint(x: 0, y: 500)) == .finish)
    }

    @Test("release(…) builds the settle toward the source on finish and the full frame on cancel")
    func releaseTargets() {
        let geometry = ZoomFixture.geometry()
        let drag = ZoomFixture.drag()
        let finish = drag.release(
            translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 400), geometry: geometry)
        #expect(finish.decision == .finish)
        #expect(finish.settle.target.clip == ZoomFixture.wideCell)
        #expect(finish.settle.target.dimmingAlpha == 0)
        let cancel = drag.release(translation: CGPoint(x: 0, y: 30), velocity: .zero, geometry: geometry)
        #expect(cancel.decision == .cancel)
        #expect(cancel.settle.target.clip == ZoomFixture.container)
        #expect(cancel.settle.target.dimmingAlpha == 1)
    }
}
