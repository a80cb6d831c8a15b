import Foundation
import Testing
import TransitionsCore

/// Which gesture a one-finger drag is, and the dead zone the motion gives it (DEVICE-FACTS.md, "The zoom, as
/// UIKit's code defines it": start cone, slop while a transition runs).
@Suite("Zoom dismissal gestures")
struct ZoomDismissGestureTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let direction: CGPoint
        let scroll: ZoomInteractiveStartPolicy.TrackedScroll
        let rtl: Bool
        let expected: ZoomDismissGesture?
        let line: Int
        var testDescription: String { "\(direction) \(scroll) rtl \(rtl) → \(String(describing: expected)) (line \(line))" }
    }

    static func row(
        _ x: Double, _ y: Double, scroll: ZoomInteractiveStartPolicy.TrackedScroll = .none, rtl: Bool = false,
        _ expected: ZoomDismissGesture?, line: Int = #line
    ) -> Row {
        Row(direction: CGPoint(x: x, y: y), scroll: scroll, rtl: rtl, expected: expected, line: line)
    }

    static let rows: [Row] = [
        row(100, 0, .contentSwipe),
        row(100, 41, .contentSwipe),  // 22.3°, inside the cone
        row(100, -41, .contentSwipe),
        row(100, 42, nil),  // 22.8°: mostly sideways, outside the cone — nobody's
        row(-100, 0, nil),  // away from the back
        row(-100, 0, rtl: true, .contentSwipe),
        row(100, 0, rtl: true, nil),
        row(0, 100, .pan),
        row(60, 100, .pan),
        row(0, -100, nil),
        row(0, 100, scroll: .scrolled, nil),  // a list scrolled down scrolls
        row(100, 0, scroll: .scrolled, .contentSwipe),  // but a swipe back still swipes
        row(-100, 10, scroll: .atTop, nil),
        row(0, -100, scroll: .atTop, nil),
        row(0, 100, scroll: .atTop, .pan),
        row(.nan, .nan, nil),
    ]

    @Test("Classification table", arguments: rows)
    func classify(row: Row) {
        let gesture = ZoomInteractiveStartPolicy().gesture(
            translation: .zero, velocity: row.direction, trackedScroll: row.scroll, allowsContentSwipe: true,
            isRightToLeft: row.rtl)
        #expect(gesture == row.expected, "line \(row.line)")
    }

    @Test("Without the content swipe, a mostly sideways drag follows the old start rule")
    func withoutContentSwipe() {
        let policy = ZoomInteractiveStartPolicy()
        #expect(
            policy.gesture(
                translation: .zero, velocity: CGPoint(x: 100, y: 0), trackedScroll: .none, allowsContentSwipe: false)
                == nil)
        #expect(
            policy.gesture(
                translation: .zero, velocity: CGPoint(x: 100, y: 0), trackedScroll: .atTop, allowsContentSwipe: false)
                == .pan)
    }

    @Test("The motion gives a drag at rest its gesture's dead zone and one that takes a moving zoom none")
    func motionDeadZone() {
        let geometry = ZoomFixture.geometry()
        let size = ZoomFixture.container.size
        for gesture in [ZoomDismissGesture.pan, .edgeSwipe, .contentSwipe] {
            var resting = ZoomMotion()
            resting.handle(.open(geometry, spring: .snappy, style: .immediate, at: 0))
            resting.settleLanding(.presented)
            resting.handle(
                .dragBegan(
                    location: CGPoint(x: 100, y: 400), containerSize: size, behavior: .default, gesture: gesture,
                    at: 1))
            guard case .tracking(let model, _) = resting.state else {
                Issue.record("not tracking")
                continue
            }
            #expect(model.deadZone == gesture.deadZone && model.gesture == gesture)

            var opening = ZoomMotion()
            opening.handle(.open(geometry, spring: .snappy, style: .spring, at: 0))
            opening.handle(.tick(at: 0.05))
            opening.handle(
                .dragBegan(
                    location: CGPoint(x: 100, y: 400), containerSize: size, behavior: .default, gesture: gesture,
                    at: 0.05))
            guard case .tracking(let inFlight, _) = opening.state else {
                Issue.record("not tracking")
                continue
            }
            #expect(inFlight.deadZone == 0)
        }
    }

    @Test("Swipes mirror in right-to-left: moving left shrinks, moving right does not")
    func mirrored() {
        let model = ZoomDragModel(
            start: ZoomFixture.geometry().frame(at: 1), touchLocation: CGPoint(x: 380, y: 400),
            containerSize: ZoomFixture.container.size, gesture: .edgeSwipe, isRightToLeft: true)
        #expect(model.scale(translation: CGPoint(x: -150, y: 0)) < 0.8)
        #expect(model.scale(translation: CGPoint(x: 150, y: 0)) == 1)
    }
}
