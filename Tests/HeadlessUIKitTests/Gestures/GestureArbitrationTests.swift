#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

@MainActor
@Suite("Gesture delegates, simultaneous recognition and failure requirements", .headlessHygiene)
struct GestureArbitrationTests {
    /// A parent view covering the window with a child inside, each with its own pan.
    @MainActor private struct NestedPans {
        let window: UIWindow
        let parent: UIView
        let child: UIView
        let parentPan: UIPanGestureRecognizer
        let childPan: UIPanGestureRecognizer
        let parentLog = GestureLog()
        let childLog = GestureLog()

        init() {
            window = InputTestSupport.makeWindow()
            parent = InputTestSupport.addView(CGRect(x: 0, y: 0, width: 400, height: 800), to: window)
            child = InputTestSupport.addView(CGRect(x: 0, y: 200, width: 400, height: 400), to: parent)
            parentPan = UIPanGestureRecognizer(headlessHandler: parentLog.handler)
            childPan = UIPanGestureRecognizer(headlessHandler: childLog.handler)
            parent.addGestureRecognizer(parentPan)
            child.addGestureRecognizer(childPan)
        }

        func dragInChild(by translation: CGPoint = CGPoint(x: 0, y: 50)) {
            let drag = window.beginSimulatedDrag(at: CGPoint(x: 200, y: 400))
            drag.move(by: translation, duration: 0.1, steps: 5)
            drag.end()
        }
    }

    @Test("without a delegate the nearest recognizer wins and the other fails")
    func nearestWins() {
        let scene = NestedPans()
        scene.dragInChild()
        #expect(scene.childLog.states == [.began, .changed, .changed, .changed, .changed, .ended])
        #expect(scene.parentLog.states.isEmpty)
    }

    @Test("either delegate allowing simultaneous recognition lets both recognize", arguments: [true, false])
    func simultaneous(onParent: Bool) {
        let scene = NestedPans()
        let delegate = ConfigurableGestureDelegate()
        delegate.simultaneous = true
        if onParent { scene.parentPan.delegate = delegate } else { scene.childPan.delegate = delegate }
        scene.dragInChild()
        #expect(scene.childLog.states.first == .began)
        #expect(scene.parentLog.states.first == .began)
        #expect(scene.childLog.states.last == .ended)
        #expect(scene.parentLog.states.last == .ended)
        #expect(delegate.questions.contains("simultaneous"))
    }

    @Test("gestureRecognizerShouldBegin returning false fails the recognizer and frees the next one")
    func shouldBeginFalse() {
        let scene = NestedPans()
        let delegate = ConfigurableGestureDelegate()
        delegate.shouldBegin = false
        scene.childPan.delegate = delegate
        scene.dragInChild()
        #expect(scene.childLog.states.isEmpty)
        #expect(scene.parentLog.states.first == .began, "the parent's pan takes over")
        #expect(delegate.questions.filter { $0 == "shouldBegin" }.count == 1)
    }

    @Test("shouldReceive touch returning false keeps the recognizer out of the touch")
    func shouldReceiveFalse() {
        let scene = NestedPans()
        let delegate = ConfigurableGestureDelegate()
        delegate.shouldReceiveTouch = false
        scene.childPan.delegate = delegate
        scene.dragInChild()
        #expect(scene.childLog.states.isEmpty)
        #expect(!delegate.questions.contains("shouldBegin"))
        #expect(scene.parentLog.states.first == .began)
    }

    @Test("the hit view's gestureRecognizerShouldBegin can veto an ancestor's recognizer")
    func viewVeto() {
        final class VetoView: UIView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let window = InputTestSupport.makeWindow()
        let parent = InputTestSupport.addView(CGRect(x: 0, y: 0, width: 400, height: 800), to: window)
        let veto = VetoView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(veto)
        let log = GestureLog()
        parent.addGestureRecognizer(UIPanGestureRecognizer(headlessHandler: log.handler))
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 50, y: 50))
        drag.move(by: CGPoint(x: 0, y: 40))
        drag.end()
        #expect(log.states.isEmpty)
        let elsewhere = window.beginSimulatedDrag(at: CGPoint(x: 300, y: 300))
        elsewhere.move(by: CGPoint(x: 0, y: 40))
        elsewhere.end()
        #expect(log.states == [.began, .ended])
    }

    @Test("require(toFail:) makes a recognizer fail when the other one recognizes")
    func requireToFailOtherRecognizes() {
        let scene = NestedPans()
        scene.parentPan.require(toFail: scene.childPan)
        scene.dragInChild()
        #expect(scene.childLog.states.first == .began)
        #expect(scene.parentLog.states.isEmpty)
    }

    @Test("require(toFail:) lets the waiting recognizer begin once the other fails")
    func requireToFailOtherFails() {
        let scene = NestedPans()
        scene.childPan.require(toFail: scene.parentPan)
        let delegate = ConfigurableGestureDelegate()
        scene.parentPan.delegate = delegate
        delegate.shouldBegin = false
        scene.dragInChild()
        #expect(scene.parentLog.states.isEmpty)
        #expect(scene.childLog.states == [.began, .changed, .changed, .changed, .changed, .ended])
    }

    @Test("a recognizer waiting for another keeps tracking and reports the full translation when it begins")
    func waitingKeepsTranslation() {
        let window = InputTestSupport.makeWindow()
        let view = InputTestSupport.addView(CGRect(x: 0, y: 0, width: 400, height: 800), to: window)
        let blockerLog = GestureLog()
        let waiterLog = GestureLog()
        let blocker = UITapGestureRecognizer(headlessHandler: blockerLog.handler)
        let waiter = UIPanGestureRecognizer(headlessHandler: waiterLog.handler)
        view.addGestureRecognizer(blocker)
        view.addGestureRecognizer(waiter)
        waiter.require(toFail: blocker)
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 100))
        drag.move(by: CGPoint(x: 0, y: 8))
        drag.move(by: CGPoint(x: 0, y: 8))
        #expect(waiterLog.states == [.began], "the tap failed after 10 pt, releasing the pan")
        #expect(isApproximately(waiterLog.entries.first?.translation.y ?? 0, 16, tolerance: 1e-9))
        drag.end()
    }

    @Test("delegate failure requirements work from either side", arguments: [true, false])
    func delegateFailureRequirements(fromWaiter: Bool) {
        let scene = NestedPans()
        let delegate = ConfigurableGestureDelegate()
        if fromWaiter {
            delegate.requireFailureOf = scene.childPan
            scene.parentPan.delegate = delegate
        } else {
            delegate.requiredToFailBy = scene.parentPan
            scene.childPan.delegate = delegate
        }
        delegate.simultaneous = true  // would otherwise let both run
        scene.dragInChild()
        #expect(scene.childLog.states.first == .began)
        #expect(scene.parentLog.states.isEmpty)
    }

    @Test("a recognizer in progress prevents a later one unless simultaneous")
    func inProgressPrevents() {
        let window = InputTestSupport.makeWindow()
        let view = InputTestSupport.addView(CGRect(x: 0, y: 0, width: 400, height: 800), to: window)
        let firstLog = GestureLog()
        let secondLog = GestureLog()
        let first = UIPanGestureRecognizer(headlessHandler: firstLog.handler)
        let second = UITapGestureRecognizer(headlessHandler: secondLog.handler)
        view.addGestureRecognizer(first)
        view.addGestureRecognizer(second)
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 100, y: 100))
        drag.move(by: CGPoint(x: 0, y: 10))
        drag.end()
        #expect(firstLog.states == [.began, .ended])
        #expect(secondLog.states.isEmpty)
    }

    @Test("the delegate is held weakly")
    func weakDelegate() {
        let pan = UIPanGestureRecognizer()
        do {
            let delegate = ConfigurableGestureDelegate()
            pan.delegate = delegate
            #expect(pan.delegate != nil)
        }
        #expect(pan.delegate == nil)
    }

    @Test("an empty delegate answers as UIKit does when nothing is implemented")
    func defaultAnswers() {
        let delegate = SilentGestureDelegate()
        let a = UIPanGestureRecognizer()
        let b = UITapGestureRecognizer()
        #expect(delegate.gestureRecognizerShouldBegin(a))
        #expect(!delegate.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b))
        #expect(!delegate.gestureRecognizer(a, shouldRequireFailureOf: b))
        #expect(!delegate.gestureRecognizer(a, shouldBeRequiredToFailBy: b))
        #expect(delegate.gestureRecognizer(a, shouldReceive: UITouch()))
        #expect(delegate.gestureRecognizer(a, shouldReceive: UIPress()))
        #expect(delegate.gestureRecognizer(a, shouldReceive: UIEvent()))
    }

    @Test("setting state by hand (subclass API) still consults the delegate and sends actions")
    func manualStateChanges() {
        let log = GestureLog()
        let recognizer = UIGestureRecognizer(headlessHandler: log.handler)
        let delegate = ConfigurableGestureDelegate()
        recognizer.delegate = delegate
        recognizer.state = .began
        recognizer.state = .changed
        recognizer.state = .ended
        #expect(log.states == [.began, .changed, .ended])
        #expect(delegate.questions == ["shouldBegin"])
        #expect(recognizer.state == .possible)
        delegate.shouldBegin = false
        recognizer.state = .began
        #expect(log.states == [.began, .changed, .ended])
    }
}
#endif
