#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// The single-finger recognizers with several fingers, and the remaining gesture surface.
@MainActor
@Suite("Multi-finger pans and taps, gesture surface", .headlessHygiene)
struct MultiTouchGestureTests {
    @Test("a two-finger pan follows the centroid and begins only with two fingers down")
    func twoFingerPan() {
        let window = InputTestSupport.makeWindow()
        let log = GestureLog()
        let pan = UIPanGestureRecognizer(headlessHandler: log.handler)
        pan.minimumNumberOfTouches = 2
        window.addGestureRecognizer(pan)
        let one = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 100))
        one.move(by: CGPoint(x: 0, y: 60), duration: 0.1, steps: 4)
        one.end()
        #expect(log.states.isEmpty)
        HeadlessClock.main.advance(by: 1)
        let two = window.beginSimulatedTouches(at: [CGPoint(x: 100, y: 300), CGPoint(x: 200, y: 300)])
        two.move(by: CGPoint(x: 0, y: 40), duration: 0.1, steps: 4)
        #expect(log.states.first == .began)
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 40))
        #expect(pan.location(in: nil) == CGPoint(x: 150, y: 340))
        #expect(isApproximately(pan.velocity(in: nil), CGPoint(x: 0, y: 400), tolerance: 1e-6))
        two.end()
        #expect(log.states.last == .ended)
    }

    @Test("a finger joining or leaving mid-pan moves the centroid but not the translation")
    func fingerChangesKeepTranslation() {
        let window = InputTestSupport.makeWindow()
        let log = GestureLog()
        let pan = UIPanGestureRecognizer(headlessHandler: log.handler)
        window.addGestureRecognizer(pan)
        let fingers = window.beginSimulatedTouches(at: [CGPoint(x: 100, y: 300), CGPoint(x: 300, y: 300)])
        fingers.move(by: CGPoint(x: 0, y: 30), duration: 0.1, steps: 3)
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 30))
        fingers.liftFinger(1)
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 30), "the centroid jumped 100 pt left")
        #expect(pan.state == .changed, "the pan goes on with the remaining finger")
        fingers.move(by: CGPoint(x: 0, y: 10), duration: 0.05, steps: 1)
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 40))
        fingers.end()
        #expect(log.states.last == .ended)
    }

    @Test("a two-finger tap: both fingers down and up; one finger or three do not count")
    func twoFingerTap() {
        let window = InputTestSupport.makeWindow()
        let log = GestureLog()
        let tap = UITapGestureRecognizer(headlessHandler: log.handler)
        tap.numberOfTouchesRequired = 2
        window.addGestureRecognizer(tap)
        window.simulateTap(at: CGPoint(x: 100, y: 100))
        HeadlessClock.main.advance(by: 1)
        #expect(log.states.isEmpty)
        let three = window.beginSimulatedTouches(at: [
            CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 100), CGPoint(x: 200, y: 100),
        ])
        three.end()
        HeadlessClock.main.advance(by: 1)
        #expect(log.states.isEmpty)
        let two = window.beginSimulatedTouches(at: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)])
        two.liftFinger(0)
        #expect(log.states.isEmpty, "the tap completes when the last finger lifts")
        two.liftFinger(1)
        #expect(log.states == [.ended])
    }

    @Test("one finger of a two-finger tap moving more than 10 pt fails it")
    func twoFingerTapMoved() {
        let window = InputTestSupport.makeWindow()
        let log = GestureLog()
        let tap = UITapGestureRecognizer(headlessHandler: log.handler)
        tap.numberOfTouchesRequired = 2
        window.addGestureRecognizer(tap)
        let two = window.beginSimulatedTouches(at: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)])
        two.move(to: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 111)])
        two.end()
        #expect(log.states.isEmpty)
    }

    @Test("fingers on different views reach their own recognizers, which recognize independently")
    func fingersOnTwoViews() {
        let window = InputTestSupport.makeWindow()
        let left = InputTestSupport.addView(CGRect(x: 0, y: 0, width: 200, height: 800), to: window)
        let right = InputTestSupport.addView(CGRect(x: 200, y: 0, width: 200, height: 800), to: window)
        let leftLog = GestureLog()
        let rightLog = GestureLog()
        let leftPan = UIPanGestureRecognizer(headlessHandler: leftLog.handler)
        let rightPan = UIPanGestureRecognizer(headlessHandler: rightLog.handler)
        left.addGestureRecognizer(leftPan)
        right.addGestureRecognizer(rightPan)
        let fingers = window.beginSimulatedTouches(at: [CGPoint(x: 100, y: 100), CGPoint(x: 300, y: 100)])
        fingers.move(by: CGPoint(x: 0, y: 30))
        #expect(leftLog.states.first == .began)
        #expect(rightLog.states.first == .began)
        #expect(leftPan.numberOfTouches == 1)
        #expect(leftPan.location(in: left) == CGPoint(x: 100, y: 130))
        #expect(rightPan.location(in: right) == CGPoint(x: 100, y: 130))
        fingers.end()
        #expect(leftLog.states.last == .ended)
        #expect(rightLog.states.last == .ended)
    }

    @Test("modifier flags, button masks and press types have UIKit's values; touches carry none")
    func surfaceValues() {
        #expect(UIKeyModifierFlags.command.rawValue == 1 << 20)
        #expect(UIKeyModifierFlags.alphaShift.rawValue == 1 << 16)
        #expect(UIEventButtonMask.button(1) == .primary)
        #expect(UIEventButtonMask.button(2) == .secondary)
        #expect(UIEventButtonMask.button(0).isEmpty)
        #expect(UIPress.PressType.pageDown.rawValue == 31)
        let pan = UIPanGestureRecognizer()
        #expect(pan.modifierFlags.isEmpty)
        #expect(pan.buttonMask.isEmpty)
        #expect(UIPressesEvent().type == .presses)
    }
}
#endif
