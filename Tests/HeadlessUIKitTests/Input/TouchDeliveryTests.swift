#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

@MainActor
@Suite("Touch delivery and simulated input", .headlessHygiene)
struct TouchDeliveryTests {
    @Test("the hit view receives began, moved and ended; a recognized pan cancels its touches")
    func viewTouchesAndCancellation() {
        let window = InputTestSupport.makeWindow()
        let view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 100))
        drag.move(by: CGPoint(x: 0, y: 5))
        drag.end()
        #expect(view.calls == ["began", "moved", "ended"])

        let recording = TouchRecordingView(frame: CGRect(x: 0, y: 400, width: 400, height: 400))
        window.addSubview(recording)
        recording.addGestureRecognizer(UIPanGestureRecognizer(headlessHandler: { _ in }))
        let pan = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 500))
        pan.move(by: CGPoint(x: 0, y: 5))
        pan.move(by: CGPoint(x: 0, y: 10))
        pan.move(by: CGPoint(x: 0, y: 10))
        pan.end()
        #expect(recording.calls == ["began", "moved", "cancelled"])
    }

    @Test("a hitTest override can route touches to a view in another hierarchy")
    func hitTestOverride() {
        final class ForwardingView: UIView {
            weak var target: UIView?
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { target }
        }
        let window = InputTestSupport.makeWindow()
        let forwarding = ForwardingView(frame: window.bounds)
        window.addSubview(forwarding)
        let elsewhere = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let container = UIView(frame: .zero)
        container.addSubview(elsewhere)
        forwarding.target = elsewhere
        let childLog = GestureLog()
        let containerLog = GestureLog()
        let windowLog = GestureLog()
        elsewhere.addGestureRecognizer(UITapGestureRecognizer(headlessHandler: childLog.handler))
        container.addGestureRecognizer(UIPanGestureRecognizer(headlessHandler: containerLog.handler))
        window.addGestureRecognizer(UITapGestureRecognizer(headlessHandler: windowLog.handler))
        window.simulateTap(at: CGPoint(x: 300, y: 300))
        #expect(childLog.states == [.ended])
        #expect(windowLog.states.isEmpty, "the window is not an ancestor of the returned view")
    }

    @Test("touch objects report locations, phases and tap counts")
    func touchDetails() {
        final class InspectingView: UIView {
            var phases: [UITouch.Phase] = []
            var locations: [CGPoint] = []
            var previous: [CGPoint] = []
            var tapCounts: [Int] = []
            func record(_ touches: Set<UITouch>) {
                guard let touch = touches.first else { return }
                phases.append(touch.phase)
                locations.append(touch.location(in: self))
                previous.append(touch.previousLocation(in: self))
                tapCounts.append(touch.tapCount)
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
        }
        let window = InputTestSupport.makeWindow()
        let view = InspectingView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        window.addSubview(view)
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 60, y: 70))
        drag.move(to: CGPoint(x: 65, y: 72))
        drag.end()
        #expect(view.phases == [.began, .moved, .ended])
        #expect(view.locations == [CGPoint(x: 10, y: 20), CGPoint(x: 15, y: 22), CGPoint(x: 15, y: 22)])
        #expect(view.previous[1] == CGPoint(x: 10, y: 20))
        window.simulateTap(at: CGPoint(x: 65, y: 72))
        #expect(view.tapCounts.last == 2, "a second tap within 0.35 s and 45 pt counts as a double tap")
    }

    @Test("starting a new touch cancels the one still down")
    func newTouchCancelsOld() {
        let window = InputTestSupport.makeWindow()
        let log = GestureLog()
        window.addGestureRecognizer(UIPanGestureRecognizer(headlessHandler: log.handler))
        let first = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 100))
        first.move(by: CGPoint(x: 0, y: 20))
        #expect(first.isActive)
        let second = window.beginSimulatedDrag(at: CGPoint(x: 200, y: 200))
        #expect(!first.isActive)
        #expect(log.states == [.began, .cancelled])
        first.move(by: CGPoint(x: 0, y: 20))
        second.move(by: CGPoint(x: 0, y: 20))
        second.end()
        #expect(log.states == [.began, .cancelled, .began, .ended])
    }

    @Test("moves advance the clock by their duration, split into their steps")
    func clockAdvance() {
        let window = InputTestSupport.makeWindow()
        let start = HeadlessClock.main.now
        let drag = window.beginSimulatedDrag(at: .zero)
        drag.move(by: CGPoint(x: 10, y: 0), duration: 0.5, steps: 5)
        #expect(isApproximately(HeadlessClock.main.now - start, 0.5, tolerance: 1e-9))
        #expect(drag.location == CGPoint(x: 10, y: 0))
        drag.fling(velocity: CGPoint(x: 100, y: 0), duration: 0.1)
        #expect(isApproximately(HeadlessClock.main.now - start, 0.6, tolerance: 1e-9))
        #expect(isApproximately(drag.location.x, 20, tolerance: 1e-9))
        #expect(!drag.isActive)
    }

    @Test(
        "bad drag input never crashes",
        arguments: [
            (CGPoint(x: CGFloat.nan, y: 0), 0.1, 1), (CGPoint(x: 5, y: 5), Double.nan, 3),
            (CGPoint(x: 5, y: 5), -1.0, 0), (CGPoint(x: 5, y: 5), Double.infinity, -4),
        ])
    func badDragInput(translation: CGPoint, duration: Double, steps: Int) {
        let window = InputTestSupport.makeWindow()
        let start = HeadlessClock.main.now
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 10, y: 10))
        drag.move(by: translation, duration: duration, steps: steps)
        #expect(HeadlessClock.main.now - start < 0.2)
        #expect(drag.location.x.isFinite && drag.location.y.isFinite)
        drag.fling(velocity: CGPoint(x: CGFloat.infinity, y: 0), duration: .nan)
        #expect(!drag.isActive)
        drag.end()
        drag.cancel()
    }

    @Test("a drag started at a non-finite point starts at the origin")
    func nonFiniteStart() {
        let window = InputTestSupport.makeWindow()
        let drag = window.beginSimulatedDrag(at: CGPoint(x: CGFloat.nan, y: CGFloat.infinity))
        #expect(drag.location == .zero)
        drag.end()
    }

    @Test("recognizers receive the touch before the view, and the event lists it")
    func eventContents() {
        final class EventView: UIView {
            var sawTouchForView = false
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                sawTouchForView =
                    event?.touches(for: self)?.count == 1 && event?.allTouches?.count == 1
                    && event?.type == .touches
            }
        }
        let window = InputTestSupport.makeWindow()
        let view = EventView(frame: window.bounds)
        window.addSubview(view)
        let tap = UITapGestureRecognizer(headlessHandler: { _ in })
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        window.simulateTap(at: CGPoint(x: 5, y: 5))
        #expect(view.sawTouchForView)
    }
}
#endif
