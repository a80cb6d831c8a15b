#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

@MainActor
@Suite("UISwipeGestureRecognizer", .headlessHygiene)
struct SwipeGestureRecognizerTests {
    /// A window with a swipe recognizer for `direction`, logging its actions.
    private func stage(_ direction: UISwipeGestureRecognizer.Direction) -> (
        UIWindow, UISwipeGestureRecognizer, GestureLog
    ) {
        let window = InputTestSupport.makeWindow()
        let log = GestureLog()
        let swipe = UISwipeGestureRecognizer(headlessHandler: log.handler)
        swipe.direction = direction
        window.addGestureRecognizer(swipe)
        return (window, swipe, log)
    }

    @Test("UIKit's defaults and raw values")
    func defaults() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        #expect(UISwipeGestureRecognizer.Direction.right.rawValue == 1)
        #expect(UISwipeGestureRecognizer.Direction.left.rawValue == 2)
        #expect(UISwipeGestureRecognizer.Direction.up.rawValue == 4)
        #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
    }

    /// Moves and directions: (dx, dy, permitted directions' raw value, recognizes).
    private static let directionExamples: [(CGFloat, CGFloat, UInt, Bool)] = [
        (120, 0, 1, true),  // right, .right
        (-120, 0, 1, false),  // left, .right
        (-120, 0, 2, true),  // left, .left
        (0, -120, 4, true),  // up, .up
        (0, 120, 8, true),  // down, .down
        (0, 120, 3, false),  // down, [.right, .left]
        (0, 120, 12, true),  // down, [.up, .down]
    ]

    @Test("a fast straight move recognizes only in a permitted direction", arguments: 0..<7)
    func direction(example index: Int) {
        let (dx, dy, raw, recognizes) = Self.directionExamples[index]
        let translation = CGPoint(x: dx, y: dy)
        let direction = UISwipeGestureRecognizer.Direction(rawValue: raw)
        let (window, _, log) = stage(direction)
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 200, y: 400))
        drag.move(by: translation, duration: 0.12, steps: 6)
        drag.end()
        #expect(log.states == (recognizes ? [.ended] : []))
    }

    @Test("recognized during the move, once the finger has travelled 50 pt, before it lifts")
    func recognizedMidMove() {
        let (window, _, log) = stage(.right)
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 400))
        drag.move(by: CGPoint(x: 45, y: 0), duration: 0.05, steps: 3)
        #expect(log.states.isEmpty)
        drag.move(by: CGPoint(x: 10, y: 0), duration: 0.02)
        #expect(log.states == [.ended])
        #expect(log.entries.first?.location == CGPoint(x: 155, y: 400))
        drag.end()
        #expect(log.states == [.ended], "discrete: one action")
    }

    @Test("too slow (over 0.5 s), too crooked, or lifted too early: it fails", arguments: [0, 1, 2])
    func failures(variant: Int) {
        let (window, _, log) = stage(.right)
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 400))
        switch variant {
        case 0: drag.move(by: CGPoint(x: 120, y: 0), duration: 2, steps: 40)  // 50 pt only after 0.83 s
        case 1: drag.move(by: CGPoint(x: 100, y: 60), duration: 0.1, steps: 5)
        default: drag.move(by: CGPoint(x: 30, y: 0), duration: 0.05, steps: 2)
        }
        drag.end()
        HeadlessClock.main.advance(by: 1)
        #expect(log.states.isEmpty)
    }

    @Test("two fingers required: one finger does not swipe, two do")
    func twoFingers() {
        let (window, swipe, log) = stage(.up)
        swipe.numberOfTouchesRequired = 2
        let one = window.beginSimulatedDrag(at: CGPoint(x: 200, y: 400))
        one.move(by: CGPoint(x: 0, y: -120), duration: 0.1, steps: 5)
        one.end()
        #expect(log.states.isEmpty)
        HeadlessClock.main.advance(by: 1)
        let two = window.beginSimulatedTouches(at: [CGPoint(x: 150, y: 400), CGPoint(x: 250, y: 400)])
        two.move(by: CGPoint(x: 0, y: -120), duration: 0.1, steps: 5)
        two.end()
        #expect(log.states == [.ended])
    }

    @Test("a swipe and a pan on the same view: the swipe requiring the pan to fail never fires while dragging")
    func swipeVersusPan() {
        let (window, swipe, swipeLog) = stage(.right)
        let panLog = GestureLog()
        let pan = UIPanGestureRecognizer(headlessHandler: panLog.handler)
        window.addGestureRecognizer(pan)
        swipe.require(toFail: pan)
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 400))
        drag.move(by: CGPoint(x: 120, y: 0), duration: 0.1, steps: 5)
        drag.end()
        #expect(swipeLog.states.isEmpty)
        #expect(panLog.states.first == .began)
        #expect(panLog.states.last == .ended)
    }
}
#endif
