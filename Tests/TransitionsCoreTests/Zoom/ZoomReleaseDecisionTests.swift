import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

/// The release rules of UIKit's code (DEVICE-FACTS.md, "The zoom, as UIKit's code defines it"): project
/// translation + velocity × 0.099 s; the pan commits past 150 pt down, the swipe from anywhere past 150 pt toward
/// the back, the edge swipe past 200 pt or below scale 0.5. No fling rules. Translations count from touch-down.
@Suite("Zoom release decision")
struct ZoomReleaseDecisionTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let gesture: ZoomDismissGesture
        let translation: CGPoint
        let velocity: CGPoint
        let isRightToLeft: Bool
        let expected: ZoomReleaseDecision
        let line: Int
        var testDescription: String { "\(gesture) t=\(translation) v=\(velocity) → \(expected) (line \(line))" }
    }

    static func row(
        _ gesture: ZoomDismissGesture, _ tx: Double, _ ty: Double, _ vx: Double, _ vy: Double,
        _ expected: ZoomReleaseDecision, rtl: Bool = false, line: Int = #line
    ) -> Row {
        Row(
            gesture: gesture, translation: CGPoint(x: tx, y: ty), velocity: CGPoint(x: vx, y: vy),
            isRightToLeft: rtl, expected: expected, line: line)
    }

    static let rows: [Row] = [
        // Pan: the projected downward translation against 150 pt.
        row(.pan, 0, 0, 0, 0, .cancel),
        row(.pan, 0, 149, 0, 0, .cancel),
        row(.pan, 0, 151, 0, 0, .finish),
        row(.pan, 0, 60, 0, 920, .finish),  // 60 + 91.1
        row(.pan, 0, 60, 0, 900, .cancel),  // 60 + 89.1
        // No fling rules: a pull back up at 800 pt/s from deep down (scale 0.766 ≈ 325 pt) still lands…
        row(.pan, 0, 325, 0, -800, .finish),  // 325 − 79.2
        // …and a hard downward flick from near the top lands only by its projection.
        row(.pan, 0, 10, 0, 1500, .finish),  // 10 + 148.5
        row(.pan, 0, 10, 0, 1400, .cancel),  // 10 + 138.6
        // Sideways does not count for the pan.
        row(.pan, 300, 100, 2000, 0, .cancel),
        // Swipe from anywhere: 150 pt toward the back, mirrored in right-to-left.
        row(.contentSwipe, 149, 0, 0, 0, .cancel),
        row(.contentSwipe, 100, 0, 600, 0, .finish),  // 100 + 59.4
        row(.contentSwipe, -200, 0, 0, 0, .cancel),
        row(.contentSwipe, -160, 0, 0, 0, .finish, rtl: true),
        row(.contentSwipe, 160, 0, 0, 0, .cancel, rtl: true),
        // Edge swipe: 200 pt, or a card smaller than 0.5.
        row(.edgeSwipe, 199, 0, 0, 0, .cancel),
        row(.edgeSwipe, 150, 0, 600, 0, .finish),  // 150 + 59.4
        row(.edgeSwipe, 14, 0, 1200, 0, .cancel),  // a 14 pt flick at 1200 pt/s sprang back: 14 + 118.8
        row(.edgeSwipe, -250, 0, 0, 0, .finish, rtl: true),
        // Nonsense input counts as 0.
        row(.pan, .nan, .nan, 0, 2000, .finish),  // 198 projected
        row(.pan, 0, 200, .nan, .nan, .finish),
        row(.pan, 0, 50, .infinity, .infinity, .cancel),
        row(.pan, .infinity, -.infinity, .nan, 0, .cancel),
    ]

    @Test("Release table", arguments: rows)
    func release(row: Row) {
        let drag = ZoomDragModel(
            start: ZoomFixture.geometry().frame(at: 1), touchLocation: CGPoint(x: 200, y: 400),
            containerSize: CGSize(width: 402, height: 874), gesture: row.gesture, isRightToLeft: row.isRightToLeft)
        #expect(
            drag.releaseDecision(translation: row.translation, velocity: row.velocity) == row.expected,
            "row at line \(row.line)")
    }

    @Test("The edge swipe commits once the card is smaller than 0.5, however slowly it is let go")
    func edgeScale() {
        let drag = ZoomDragModel(
            start: ZoomFixture.geometry().frame(at: 1), touchLocation: CGPoint(x: 5, y: 400),
            containerSize: CGSize(width: 402, height: 874),
            behavior: ZoomDragBehavior(edgeCommitDistance: 10_000), gesture: .edgeSwipe)
        #expect(drag.releaseDecision(translation: CGPoint(x: 500, y: 0), velocity: .zero) == .finish)
        #expect(drag.releaseDecision(translation: CGPoint(x: 250, y: 0), velocity: .zero) == .cancel)
    }

    @Test("Thresholds and the projection are configurable")
    func configurable() {
        let strict = ZoomFixture.drag(behavior: ZoomDragBehavior(releaseProjectionTime: 0, commitDistance: 300))
        #expect(strict.releaseDecision(translation: CGPoint(x: 0, y: 290), velocity: CGPoint(x: 0, y: 5000)) == .cancel)
        #expect(strict.releaseDecision(translation: CGPoint(x: 0, y: 310), velocity: CGPoint(x: 0, y: -5000)) == .finish)
    }

    @Test("Springs: cancel ω 22.5 ζ 0.9; the pan lands on ω 15 ζ 0.75 from rest; swipes land quicker when flung")
    func springs() {
        let pan = ZoomFixture.drag()
        #expect(pan.settleSpring(dismissing: false, velocity: .zero) == ZoomDragBehavior().cancelSpring)
        let landing = pan.settleSpring(dismissing: true, velocity: CGPoint(x: 0, y: 3000))
        expectApproximately(2 * Double.pi / landing.response, 15, tolerance: 1e-9)
        #expect(landing == pan.settleSpring(dismissing: true, velocity: .zero), "not quicker with speed")
        let swipe = ZoomDragModel(
            start: ZoomFixture.geometry().frame(at: 1), touchLocation: CGPoint(x: 5, y: 400),
            containerSize: ZoomFixture.container.size, gesture: .edgeSwipe)
        let rest = swipe.settleSpring(dismissing: true, velocity: .zero)
        let slow = swipe.settleSpring(dismissing: true, velocity: CGPoint(x: 400, y: 0))
        let fast = swipe.settleSpring(dismissing: true, velocity: CGPoint(x: 800, y: 0))
        let faster = swipe.settleSpring(dismissing: true, velocity: CGPoint(x: 1200, y: 0))
        #expect(rest == slow && fast.response < rest.response && faster == fast)
        // The pan's landing starts from rest; its cancel carries the release velocity.
        let geometry = ZoomFixture.geometry()
        let flung = pan.settle(
            translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 2000), to: geometry.frame(at: 0),
            placement: geometry.placement, dismissing: true)
        #expect(flung.frameVelocity == .zero)
        let back = pan.settle(
            translation: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: -500), to: geometry.frame(at: 1),
            placement: geometry.placement, dismissing: false)
        #expect(back.frameVelocity.midY < 0)
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
