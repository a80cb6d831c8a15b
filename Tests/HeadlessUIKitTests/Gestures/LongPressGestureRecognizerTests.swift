#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

@MainActor
@Suite("UILongPressGestureRecognizer", .headlessHygiene)
struct LongPressGestureRecognizerTests {
    @Test("UIKit's defaults: 0.5 s, 10 pt, one finger, no taps")
    func defaults() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.numberOfTapsRequired == 0)
    }

    @Test("begins at 0.5 s, not before; moves report changed; lifting ends it")
    func beginsAfterDuration() {
        let window = InputTestSupport.makeWindow()
        let log = GestureLog()
        window.addGestureRecognizer(UILongPressGestureRecognizer(headlessHandler: log.handler))
        let start = HeadlessClock.main.now
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 100))
        HeadlessClock.main.advance(by: 0.49)
        #expect(log.states.isEmpty, "not before 0.5 s")
        HeadlessClock.main.advance(by: 0.02)
        #expect(log.states == [.began])
        #expect(isClose(log.entries[0].time - start, 0.5, tolerance: 1e-9))
        #expect(log.entries[0].location == CGPoint(x: 100, y: 100))
        drag.move(by: CGPoint(x: 80, y: 0), duration: 0.1, steps: 2)
        #expect(log.states == [.began, .changed, .changed], "no movement limit once begun")
        #expect(log.entries.last?.location == CGPoint(x: 180, y: 100))
        drag.end()
        #expect(log.states == [.began, .changed, .changed, .ended])
    }

    @Test("moving 11 pt before it begins fails it; 10 pt does not", arguments: [(10.0, true), (11.0, false)])
    func allowableMovement(distance: Double, recognizes: Bool) {
        let window = InputTestSupport.makeWindow()
        let log = GestureLog()
        window.addGestureRecognizer(UILongPressGestureRecognizer(headlessHandler: log.handler))
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 100))
        drag.move(by: CGPoint(x: 0, y: distance), duration: 0.1)
        HeadlessClock.main.advance(by: 0.5)
        #expect(log.states == (recognizes ? [.began] : []))
        drag.end()
    }

    @Test("lifting before the duration fails it; no action is sent")
    func earlyLift() {
        let window = InputTestSupport.makeWindow()
        let log = GestureLog()
        let press = UILongPressGestureRecognizer(headlessHandler: log.handler)
        window.addGestureRecognizer(press)
        window.simulateTap(at: CGPoint(x: 50, y: 50), holdDuration: 0.3)
        HeadlessClock.main.advance(by: 1)
        #expect(log.states.isEmpty)
        #expect(press.state == .possible, "reset once the touch is over")
    }

    @Test("a custom duration and one required tap: tap, then hold")
    func tapThenHold() {
        let window = InputTestSupport.makeWindow()
        let log = GestureLog()
        let press = UILongPressGestureRecognizer(headlessHandler: log.handler)
        press.minimumPressDuration = 0.2
        press.numberOfTapsRequired = 1
        window.addGestureRecognizer(press)
        let holdOnly = window.beginSimulatedDrag(at: CGPoint(x: 60, y: 60))
        HeadlessClock.main.advance(by: 0.3)
        #expect(log.states.isEmpty, "a hold without the tap is a tap that took too long")
        holdOnly.end()
        HeadlessClock.main.advance(by: 1)
        window.simulateTap(at: CGPoint(x: 60, y: 60))
        HeadlessClock.main.advance(by: 0.1)
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 62, y: 60))
        HeadlessClock.main.advance(by: 0.19)
        #expect(log.states.isEmpty)
        HeadlessClock.main.advance(by: 0.02)
        #expect(log.states == [.began])
        drag.end()
        #expect(log.states == [.began, .ended])
    }

    @Test("two fingers required: begins only with both down, 0.5 s after the second")
    func twoFingers() {
        let window = InputTestSupport.makeWindow()
        let log = GestureLog()
        let press = UILongPressGestureRecognizer(headlessHandler: log.handler)
        press.numberOfTouchesRequired = 2
        window.addGestureRecognizer(press)
        let one = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 100))
        HeadlessClock.main.advance(by: 0.6)
        #expect(log.states.isEmpty)
        one.end()
        HeadlessClock.main.advance(by: 1)
        let fingers = window.beginSimulatedTouches(at: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)])
        HeadlessClock.main.advance(by: 0.5)
        #expect(log.states == [.began])
        #expect(log.entries[0].location == CGPoint(x: 150, y: 100), "the centroid of the fingers")
        #expect(press.numberOfTouches == 2)
        #expect(press.location(ofTouch: 1, in: nil) == CGPoint(x: 200, y: 100))
        fingers.liftFinger(0)
        #expect(log.states == [.began, .ended], "ends when any finger lifts")
        fingers.end()
    }

    @Test("a cancelled touch cancels a press in progress")
    func cancellation() {
        let window = InputTestSupport.makeWindow()
        let log = GestureLog()
        window.addGestureRecognizer(UILongPressGestureRecognizer(headlessHandler: log.handler))
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 100))
        HeadlessClock.main.advance(by: 0.6)
        drag.cancel()
        #expect(log.states == [.began, .cancelled])
    }

    @Test("a press whose view leaves the window mid-way is cancelled, and nothing leaks")
    func removedView() {
        let window = InputTestSupport.makeWindow()
        let log = GestureLog()
        weak var weakPress: UILongPressGestureRecognizer?
        weak var weakView: UIView?
        do {
            let view = InputTestSupport.addView(CGRect(x: 0, y: 0, width: 200, height: 200), to: window)
            let press = UILongPressGestureRecognizer(headlessHandler: log.handler)
            view.addGestureRecognizer(press)
            weakPress = press
            weakView = view
            let drag = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 100))
            HeadlessClock.main.advance(by: 0.6)
            view.removeGestureRecognizer(press)
            view.removeFromSuperview()
            drag.end()
        }
        #expect(log.states == [.began, .cancelled])
        HeadlessClock.main.runUntilIdle(maximumDuration: 2)
        #expect(weakPress == nil)
        #expect(weakView == nil)
    }

    @Test("a long press that requires a double tap to fail waits for that failure, then begins and ends")
    func failureRequirement() {
        let window = InputTestSupport.makeWindow()
        let order = CallLog()
        let double = UITapGestureRecognizer(headlessHandler: { _ in order.record("double") })
        double.numberOfTapsRequired = 2
        let press = UILongPressGestureRecognizer(headlessHandler: { g in order.record("press \(g.state.rawValue)") })
        press.require(toFail: double)
        window.addGestureRecognizer(double)
        window.addGestureRecognizer(press)
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 100))
        HeadlessClock.main.advance(by: 0.8)
        #expect(order.entries.isEmpty, "the double tap has not failed yet")
        drag.end()
        #expect(order.entries.isEmpty)
        HeadlessClock.main.advance(by: UITapGestureRecognizer.headlessMaximumTapInterval + 0.01)
        #expect(order.entries == ["press 1", "press 3"], "began, then ended at once: the finger is already up")
    }

    @Test("a double tap that recognizes fails the long press that required its failure")
    func requiredRecognizes() {
        let window = InputTestSupport.makeWindow()
        let order = CallLog()
        let double = UITapGestureRecognizer(headlessHandler: { _ in order.record("double") })
        double.numberOfTapsRequired = 2
        let press = UILongPressGestureRecognizer(headlessHandler: { _ in order.record("press") })
        press.numberOfTapsRequired = 1
        press.require(toFail: double)
        window.addGestureRecognizer(double)
        window.addGestureRecognizer(press)
        window.simulateTap(at: CGPoint(x: 100, y: 100))
        window.simulateTap(at: CGPoint(x: 100, y: 100))
        HeadlessClock.main.advance(by: 1)
        #expect(order.entries == ["double"])
    }
}
#endif
