#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// A recognizer outlives its view (its owner holds it) and the view is deallocated while a finger is down on
/// it: UIKit detaches a deallocated view's recognizers, so the recognizer lets go of the touch — and of the
/// view the touch began in — once the finger lifts. Found by the navigation zoom fuzzer: a popped screen's
/// list stayed alive through the zoom's drag recognizer, still waiting for a touch it no longer received.
@MainActor
@Suite("Gesture recognizers of a deallocated view", .headlessHygiene)
struct GestureViewDeallocationTests {
    @Test("The view a touch began in is released after its recognizer's view is deallocated mid-touch")
    func touchedViewReleased() {
        let window = InputTestSupport.makeWindow()
        let log = GestureLog()
        let pan = UIPanGestureRecognizer(headlessHandler: log.handler)
        weak var weakContainer: UIView?
        weak var weakTouched: UIView?
        var drag: SimulatedDrag?
        do {
            let container = InputTestSupport.addView(CGRect(x: 0, y: 0, width: 400, height: 800), to: window)
            let touched = InputTestSupport.addView(CGRect(x: 0, y: 0, width: 400, height: 400), to: container)
            container.addGestureRecognizer(pan)
            weakContainer = container
            weakTouched = touched
            drag = window.beginSimulatedDrag(at: CGPoint(x: 200, y: 200))
            container.removeFromSuperview()
        }
        #expect(weakContainer == nil, "the recognizer's view is gone (its owner keeps only the recognizer)")
        drag?.end()
        drag = nil  // the test's handle on the finger holds its touch too
        HeadlessClock.main.runUntilIdle()
        #expect(weakTouched == nil, "the touch's view is not kept alive by the orphaned recognizer")
        #expect(pan.view == nil)
        #expect(pan.state == .possible, "reset, ready for a new view")
        #expect(log.states.isEmpty, "it never recognized")

        let next = InputTestSupport.addView(CGRect(x: 0, y: 0, width: 400, height: 800), to: window)
        next.addGestureRecognizer(pan)
        let second = window.beginSimulatedDrag(at: CGPoint(x: 200, y: 200))
        second.move(by: CGPoint(x: 0, y: 60))
        second.end()
        #expect(log.states.first == .began, "the recognizer works on its next view")
        #expect(log.states.last == .ended)
    }
}
#endif
