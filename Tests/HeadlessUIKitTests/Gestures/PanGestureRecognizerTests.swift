#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

@MainActor
@Suite("UIPanGestureRecognizer", .headlessHygiene)
struct PanGestureRecognizerTests {
    private func makePanScene() -> (UIWindow, UIView, UIPanGestureRecognizer, GestureLog) {
        let window = InputTestSupport.makeWindow()
        let view = InputTestSupport.addView(CGRect(x: 0, y: 0, width: 400, height: 800), to: window)
        let log = GestureLog()
        let pan = UIPanGestureRecognizer(headlessHandler: log.handler)
        view.addGestureRecognizer(pan)
        return (window, view, pan, log)
    }

    @Test("the convenience init is inherited and the view is set by addGestureRecognizer")
    func inheritedHeadlessInit() {
        let (_, view, pan, _) = makePanScene()
        #expect(pan.view === view)
        #expect(view.gestureRecognizers?.contains { $0 === pan } == true)
        #expect(pan.state == .possible)
    }

    @Test("nothing is recognized until the finger has moved 10 pt")
    func hysteresis() {
        let (window, _, pan, log) = makePanScene()
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 100))
        drag.move(by: CGPoint(x: 0, y: 6))
        #expect(pan.state == .possible)
        #expect(log.states.isEmpty)
        drag.move(by: CGPoint(x: 0, y: 6))
        #expect(log.states == [.began])
        #expect(isApproximately(log.entries[0].translation.y, 12, tolerance: 1e-9))
        drag.move(by: CGPoint(x: 5, y: 5))
        #expect(log.states == [.began, .changed])
        #expect(pan.state == .changed)
        drag.end()
        #expect(log.states == [.began, .changed, .ended])
        #expect(pan.state == .possible, "the recognizer resets once its touches are over")
    }

    @Test("each move advances the virtual clock and is reported at its own time")
    func statesOverVirtualTime() {
        let (window, _, _, log) = makePanScene()
        let start = HeadlessClock.main.now
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 50, y: 50))
        drag.move(by: CGPoint(x: 0, y: 40), duration: 0.1, steps: 4)
        drag.end()
        #expect(log.states == [.began, .changed, .changed, .changed, .ended])
        let offsets = log.entries.map { $0.time - start }
        for (offset, expected) in zip(offsets, [0.025, 0.05, 0.075, 0.1, 0.1]) {
            #expect(isApproximately(offset, expected, tolerance: 1e-9))
        }
        #expect(isApproximately(HeadlessClock.main.now - start, 0.1, tolerance: 1e-9))
    }

    @Test("lifting before the hysteresis fails without an action")
    func liftBeforeHysteresisFails() {
        let (window, _, pan, log) = makePanScene()
        var statesSeen: [UIGestureRecognizer.State] = []
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 10, y: 10))
        drag.move(by: CGPoint(x: 3, y: 3))
        statesSeen.append(pan.state)
        drag.end()
        #expect(statesSeen == [.possible])
        #expect(log.states.isEmpty)
        #expect(pan.state == .possible)
    }

    @Test("translation is measured in the requested view's coordinates")
    func translationInScaledView() {
        let (window, view, pan, _) = makePanScene()
        let scaled = InputTestSupport.addView(CGRect(x: 100, y: 100, width: 100, height: 100), to: view)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 150, y: 150))
        drag.move(by: CGPoint(x: 30, y: 40))
        #expect(isApproximately(pan.translation(in: nil).x, 30, tolerance: 1e-9))
        #expect(isApproximately(pan.translation(in: view).y, 40, tolerance: 1e-9))
        #expect(isApproximately(pan.translation(in: scaled).x, 15, tolerance: 1e-9))
        #expect(isApproximately(pan.translation(in: scaled).y, 20, tolerance: 1e-9))
        #expect(isApproximately(pan.location(in: view).x, 180, tolerance: 1e-9))
        drag.end()
    }

    @Test("setTranslation re-bases the translation, as the three-stage sheet resets it every event")
    func setTranslationResets() {
        let (window, view, pan, _) = makePanScene()
        var perEvent: [CGFloat] = []
        pan.addHeadlessHandler { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            perEvent.append(pan.translation(in: view).y)
            pan.setTranslation(.zero, in: view)
        }
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 200, y: 400))
        drag.move(by: CGPoint(x: 0, y: 12))
        drag.move(by: CGPoint(x: 0, y: 7))
        drag.move(by: CGPoint(x: 0, y: -3))
        drag.end()
        #expect(perEvent.count == 4)
        for (value, expected) in zip(perEvent, [12.0, 7.0, -3.0, 0.0]) {
            #expect(isApproximately(value, expected, tolerance: 1e-9))
        }
    }

    @Test(
        "velocity follows the recent movement",
        arguments: [(CGFloat(0), CGFloat(600)), (CGFloat(-900), CGFloat(0)), (CGFloat(300), CGFloat(-1200))])
    func velocityAtConstantSpeed(vx: CGFloat, vy: CGFloat) {
        let (window, _, _, log) = makePanScene()
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 200, y: 400))
        drag.move(by: CGPoint(x: vx * 0.25, y: vy * 0.25), duration: 0.25, steps: 15)
        drag.end()
        guard let ended = log.entries.last else {
            Issue.record("no actions")
            return
        }
        #expect(ended.state == .ended)
        #expect(isApproximately(ended.velocity.x, vx, tolerance: 1e-6))
        #expect(isApproximately(ended.velocity.y, vy, tolerance: 1e-6))
    }

    @Test("a fling reports its own velocity at .ended even after a slow drag")
    func flingVelocity() {
        let (window, _, _, log) = makePanScene()
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 200, y: 200))
        drag.move(by: CGPoint(x: 0, y: 40), duration: 0.4, steps: 24)
        drag.fling(velocity: CGPoint(x: 0, y: 1800))
        #expect(log.states.last == .ended)
        #expect(isApproximately(log.entries.last?.velocity.y ?? 0, 1800, tolerance: 1e-6))
    }

    @Test("a finger that stops before lifting reports no velocity")
    func pauseBeforeLift() {
        let (window, _, _, log) = makePanScene()
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 200, y: 200))
        drag.move(by: CGPoint(x: 0, y: 100), duration: 0.1, steps: 6)
        HeadlessClock.main.advance(by: 0.2)
        drag.end()
        #expect(log.entries.last?.velocity == .zero)
    }

    @Test("velocity is converted into a scaled view's coordinates")
    func velocityInScaledView() {
        let (window, view, pan, _) = makePanScene()
        let scaled = InputTestSupport.addView(CGRect(x: 0, y: 0, width: 100, height: 100), to: view)
        scaled.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 200, y: 200))
        drag.move(by: CGPoint(x: 0, y: 50), duration: 0.1, steps: 6)
        #expect(isApproximately(pan.velocity(in: nil).y, 500, tolerance: 1e-6))
        #expect(isApproximately(pan.velocity(in: scaled).y, 1000, tolerance: 1e-6))
        drag.end()
    }

    @Test("a system cancel ends the gesture with .cancelled")
    func systemCancel() {
        let (window, _, _, log) = makePanScene()
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 200, y: 200))
        drag.move(by: CGPoint(x: 0, y: 30))
        drag.cancel()
        #expect(log.states == [.began, .cancelled])
        drag.move(by: CGPoint(x: 0, y: 30))
        #expect(log.states == [.began, .cancelled], "a finished drag ignores further input")
    }

    @Test("disabling mid-gesture cancels it; re-enabling allows the next gesture")
    func disableMidGesture() {
        let (window, _, pan, log) = makePanScene()
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 200, y: 200))
        drag.move(by: CGPoint(x: 0, y: 30))
        pan.isEnabled = false
        #expect(log.states == [.began, .cancelled])
        drag.move(by: CGPoint(x: 0, y: 30))
        drag.end()
        #expect(log.states == [.began, .cancelled])
        pan.isEnabled = true
        let second = window.beginSimulatedDrag(at: CGPoint(x: 200, y: 200))
        second.move(by: CGPoint(x: 0, y: 30))
        second.end()
        #expect(log.states == [.began, .cancelled, .began, .ended])
    }

    @Test("removing the recognizer mid-gesture cancels it")
    func removeMidGesture() {
        let (window, view, pan, log) = makePanScene()
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 200, y: 200))
        drag.move(by: CGPoint(x: 0, y: 30))
        view.removeGestureRecognizer(pan)
        #expect(log.states == [.began, .cancelled])
        #expect(pan.view == nil)
        drag.end()
    }

    @Test("a pan needing two touches never begins with one simulated finger")
    func minimumTouches() {
        let (window, _, pan, log) = makePanScene()
        pan.minimumNumberOfTouches = 2
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 200, y: 200))
        drag.move(by: CGPoint(x: 0, y: 60), duration: 0.1, steps: 6)
        drag.end()
        #expect(log.states.isEmpty)
    }

    @Test("target–action pairs are recorded, and removeTarget(nil, nil) removes them")
    func targetActionRecording() {
        let target = NSObject()
        let pan = UIPanGestureRecognizer(target: target, action: Selector("handlePan:"))
        pan.addTarget(target, action: "other:")
        #expect(pan.headlessTargetActions.map(\.action) == [Selector("handlePan:"), Selector("other:")])
        #expect(pan.headlessTargetActions.first?.target === target)
        pan.removeTarget(target, action: "other:")
        #expect(pan.headlessTargetActions.count == 1)
        pan.removeTarget(nil, action: nil)
        #expect(pan.headlessTargetActions.isEmpty)
    }

    @Test("non-finite input to setTranslation is ignored")
    func nonFiniteSetTranslation() {
        let (window, _, pan, _) = makePanScene()
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 200, y: 200))
        drag.move(by: CGPoint(x: 0, y: 30))
        pan.setTranslation(CGPoint(x: CGFloat.nan, y: 1), in: nil)
        #expect(isApproximately(pan.translation(in: nil).y, 30, tolerance: 1e-9))
        drag.end()
    }
}
#endif
