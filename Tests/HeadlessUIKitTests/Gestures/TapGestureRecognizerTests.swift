#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

@MainActor
@Suite("UITapGestureRecognizer", .headlessHygiene)
struct TapGestureRecognizerTests {
    @Test("a tap is recognized once, at the tap's location")
    func singleTap() {
        let window = InputTestSupport.makeWindow()
        let view = InputTestSupport.addView(CGRect(x: 50, y: 60, width: 200, height: 200), to: window)
        let log = GestureLog()
        let tap = UITapGestureRecognizer(headlessHandler: log.handler)
        view.addGestureRecognizer(tap)
        window.simulateTap(at: CGPoint(x: 70, y: 90))
        #expect(log.states == [.ended])
        #expect(log.entries.first?.location == CGPoint(x: 70, y: 90))
        #expect(tap.location(in: view) == CGPoint(x: 20, y: 30))
        #expect(tap.state == .possible)
    }

    @Test("a tap outside the view does not reach its recognizer")
    func tapOutside() {
        let window = InputTestSupport.makeWindow()
        let view = InputTestSupport.addView(CGRect(x: 50, y: 60, width: 200, height: 200), to: window)
        let log = GestureLog()
        view.addGestureRecognizer(UITapGestureRecognizer(headlessHandler: log.handler))
        window.simulateTap(at: CGPoint(x: 300, y: 300))
        #expect(log.states.isEmpty)
    }

    @Test("hidden, transparent and non-interactive views are skipped by hit-testing", arguments: [0, 1, 2])
    func hitTestSkips(variant: Int) {
        let window = InputTestSupport.makeWindow()
        let back = InputTestSupport.addView(CGRect(x: 0, y: 0, width: 400, height: 400), to: window)
        let front = InputTestSupport.addView(CGRect(x: 0, y: 0, width: 400, height: 400), to: window)
        switch variant {
        case 0: front.isHidden = true
        case 1: front.alpha = 0.005
        default: front.isUserInteractionEnabled = false
        }
        let backLog = GestureLog()
        let frontLog = GestureLog()
        back.addGestureRecognizer(UITapGestureRecognizer(headlessHandler: backLog.handler))
        front.addGestureRecognizer(UITapGestureRecognizer(headlessHandler: frontLog.handler))
        window.simulateTap(at: CGPoint(x: 100, y: 100))
        #expect(frontLog.states.isEmpty)
        #expect(backLog.states == [.ended])
    }

    @Test("a tap whose finger moves more than 10 pt fails")
    func movedTapFails() {
        let window = InputTestSupport.makeWindow()
        let log = GestureLog()
        window.addGestureRecognizer(UITapGestureRecognizer(headlessHandler: log.handler))
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 100))
        drag.move(by: CGPoint(x: 0, y: 11))
        drag.end()
        #expect(log.states.isEmpty)
    }

    @Test("a double-tap recognizer needs two taps within 0.35 s")
    func doubleTap() {
        let window = InputTestSupport.makeWindow()
        let log = GestureLog()
        let doubleTap = UITapGestureRecognizer(headlessHandler: log.handler)
        doubleTap.numberOfTapsRequired = 2
        window.addGestureRecognizer(doubleTap)
        window.simulateTap(at: CGPoint(x: 100, y: 100))
        #expect(log.states.isEmpty)
        #expect(doubleTap.state == .possible)
        HeadlessClock.main.advance(by: 0.1)
        window.simulateTap(at: CGPoint(x: 104, y: 98))
        #expect(log.states == [.ended])

        window.simulateTap(at: CGPoint(x: 300, y: 300))
        HeadlessClock.main.advance(by: 0.4)
        window.simulateTap(at: CGPoint(x: 300, y: 300))
        HeadlessClock.main.advance(by: 0.4)
        #expect(log.states == [.ended], "taps 0.4 s apart are two failed double taps")
    }

    @Test("a single tap that requires the double tap to fail waits for it")
    func singleRequiresDoubleToFail() {
        let window = InputTestSupport.makeWindow()
        let singleLog = GestureLog()
        let doubleLog = GestureLog()
        let single = UITapGestureRecognizer(headlessHandler: singleLog.handler)
        let double = UITapGestureRecognizer(headlessHandler: doubleLog.handler)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        window.addGestureRecognizer(single)
        window.addGestureRecognizer(double)

        window.simulateTap(at: CGPoint(x: 100, y: 100))
        #expect(singleLog.states.isEmpty, "the single tap waits while the double tap could still happen")
        HeadlessClock.main.advance(by: 0.34)
        #expect(singleLog.states.isEmpty)
        HeadlessClock.main.advance(by: 0.02)
        #expect(singleLog.states == [.ended])
        #expect(doubleLog.states.isEmpty)

        HeadlessClock.main.advance(by: 1)
        window.simulateTap(at: CGPoint(x: 100, y: 100))
        HeadlessClock.main.advance(by: 0.1)
        window.simulateTap(at: CGPoint(x: 100, y: 100))
        HeadlessClock.main.advance(by: 1)
        #expect(doubleLog.states == [.ended])
        #expect(singleLog.states == [.ended], "the double tap made the waiting single tap fail")
    }

    @Test("cancelsTouchesInView decides whether the view sees touchesCancelled or touchesEnded")
    func cancelsTouchesInView() {
        for cancels in [true, false] {
            let window = InputTestSupport.makeWindow()
            let view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.addSubview(view)
            let tap = UITapGestureRecognizer(headlessHandler: { _ in })
            tap.cancelsTouchesInView = cancels
            view.addGestureRecognizer(tap)
            window.simulateTap(at: CGPoint(x: 10, y: 10))
            #expect(view.calls == (cancels ? ["began", "cancelled"] : ["began", "ended"]))
        }
    }

    @Test("delaysTouchesBegan holds touch-down until the recognizer fails")
    func delaysTouchesBegan() {
        let window = InputTestSupport.makeWindow()
        let view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let doubleTap = UITapGestureRecognizer(headlessHandler: { _ in })
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesBegan = true
        view.addGestureRecognizer(doubleTap)
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 10, y: 10))
        #expect(view.calls.isEmpty)
        drag.move(by: CGPoint(x: 20, y: 0))
        #expect(view.calls == ["began"], "the moved finger failed the tap, releasing touch-down")
        drag.move(by: CGPoint(x: 5, y: 0))
        drag.end()
        #expect(view.calls == ["began", "moved", "ended"])
    }

    @Test("delaysTouchesEnded holds touch-up while a double tap is still possible")
    func delaysTouchesEnded() {
        let window = InputTestSupport.makeWindow()
        let view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let doubleTap = UITapGestureRecognizer(headlessHandler: { _ in })
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        window.simulateTap(at: CGPoint(x: 10, y: 10))
        #expect(view.calls == ["began"])
        HeadlessClock.main.advance(by: 0.5)
        #expect(view.calls == ["began", "ended"])
    }

    @Test("non-finite tap locations tap nothing")
    func nonFiniteTap() {
        let window = InputTestSupport.makeWindow()
        let log = GestureLog()
        window.addGestureRecognizer(UITapGestureRecognizer(headlessHandler: log.handler))
        window.simulateTap(at: CGPoint(x: CGFloat.nan, y: 10))
        window.simulateTap(at: CGPoint(x: 10, y: CGFloat.infinity))
        #expect(log.states.isEmpty)
    }
}
#endif
