#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

@MainActor
@Suite("UIControl, UIButton and UIAction", .headlessHygiene)
struct ControlTests {
    /// A window with a 100 × 44 button at (100, 100) logging every touch event it sends.
    private func makeButtonScene() -> (UIWindow, UIButton, EventLog) {
        let window = InputTestSupport.makeWindow()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        window.addSubview(button)
        let log = EventLog()
        let events: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
            (.primaryActionTriggered, "primaryAction"),
        ]
        for (event, name) in events {
            button.addAction(UIAction { _ in log.names.append(name) }, for: event)
        }
        return (window, button, log)
    }

    @MainActor final class EventLog {
        var names: [String] = []
    }

    @Test("a tap sends touchDown, touchUpInside, then primaryActionTriggered")
    func tap() {
        let (window, button, log) = makeButtonScene()
        window.simulateTap(at: CGPoint(x: 150, y: 120))
        #expect(log.names == ["touchDown", "touchUpInside", "primaryAction"])
        #expect(!button.isHighlighted)
        #expect(!button.isTracking)
    }

    @Test("the control is highlighted while the finger is on it")
    func highlight() {
        let (window, button, _) = makeButtonScene()
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 150, y: 120))
        #expect(button.isHighlighted)
        #expect(button.state == .highlighted)
        drag.end()
        #expect(button.state == .normal)
    }

    @Test("dragging beyond the 70 pt touch area exits, and lifting there is touchUpOutside")
    func dragOutside() {
        let (window, button, log) = makeButtonScene()
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 150, y: 120))
        drag.move(to: CGPoint(x: 150, y: 200))
        #expect(button.isHighlighted, "76 pt below the top is still within 44 + 70")
        drag.move(to: CGPoint(x: 150, y: 230))
        #expect(!button.isHighlighted)
        drag.move(to: CGPoint(x: 150, y: 240))
        drag.end()
        #expect(
            log.names == [
                "touchDown", "dragInside", "dragOutside", "dragExit", "dragOutside", "touchUpOutside",
            ])
    }

    @Test("a disabled button sends nothing; recognizers above it still see the touch")
    func disabled() {
        let (window, button, log) = makeButtonScene()
        let backLog = GestureLog()
        window.addGestureRecognizer(UITapGestureRecognizer(headlessHandler: backLog.handler))
        button.isEnabled = false
        #expect(button.state == .disabled)
        window.simulateTap(at: CGPoint(x: 150, y: 120))
        #expect(log.names.isEmpty)
        #expect(backLog.states == [.ended])
    }

    @Test("UIButton(primaryAction:) runs the action with the button as sender")
    func primaryActionInit() {
        let window = InputTestSupport.makeWindow()
        var senders: [AnyObject?] = []
        let action = UIAction(title: "Close") { action in senders.append(action.sender as AnyObject?) }
        let button = UIButton(primaryAction: action)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        window.addSubview(button)
        #expect(button.title(for: .normal) == "Close")
        #expect(button.buttonType == .system)
        window.simulateTap(at: CGPoint(x: 40, y: 22))
        #expect(senders.count == 1)
        #expect(senders.first! === button)
        #expect(action.sender == nil, "sender is only set while the handler runs")
    }

    @Test("an action with the same identifier replaces the earlier one; removeAction removes it")
    func replaceAndRemove() {
        let window = InputTestSupport.makeWindow()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(control)
        var log: [String] = []
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .touchUpInside)
        window.simulateTap(at: CGPoint(x: 50, y: 50))
        #expect(log == ["second"])
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        window.simulateTap(at: CGPoint(x: 50, y: 50))
        #expect(log == ["second"])
        #expect(control.allControlEvents.isEmpty)
    }

    @Test("a plain UIControl does not send primaryActionTriggered on a tap")
    func plainControl() {
        let window = InputTestSupport.makeWindow()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(control)
        var fired = 0
        control.addAction(UIAction { _ in fired += 1 }, for: .primaryActionTriggered)
        window.simulateTap(at: CGPoint(x: 50, y: 50))
        #expect(fired == 0)
        control.sendActions(for: .primaryActionTriggered)
        #expect(fired == 1)
    }

    @Test("target–action pairs are recorded and can be inspected")
    func targetActionRecording() {
        let control = UIControl(frame: .zero)
        let target = NSObject()
        control.addTarget(target, action: "save:", for: [.touchUpInside, .valueChanged])
        control.addTarget(nil, action: "firstResponderAction:", for: .touchUpInside)
        #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["save:"])
        #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["firstResponderAction:"])
        #expect(control.allTargets.contains(AnyHashable(target)))
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
        control.removeTarget(target, action: nil, for: .touchUpInside)
        #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == nil)
        #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == ["save:"])
    }

    @Test("a button's tap wins over a single-tap recognizer on its superview")
    func buttonBeatsSuperviewTap() {
        let (window, _, log) = makeButtonScene()
        let tapLog = GestureLog()
        window.addGestureRecognizer(UITapGestureRecognizer(headlessHandler: tapLog.handler))
        window.simulateTap(at: CGPoint(x: 150, y: 120))
        #expect(log.names == ["touchDown", "touchUpInside", "primaryAction"])
        #expect(tapLog.states.isEmpty)
        window.simulateTap(at: CGPoint(x: 350, y: 600))
        #expect(tapLog.states == [.ended])
    }

    @Test("a button inside a scroll view: taps arrive late but arrive; quick drags scroll instead")
    func buttonInScrollView() {
        let scene = ScrollScene()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 300, width: 200, height: 200)
        scene.scrollView.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)

        let drag = scene.window.beginSimulatedDrag(at: CGPoint(x: 200, y: 400))
        #expect(!button.isHighlighted, "touch-down is delayed while the scroll view decides")
        drag.end()
        #expect(taps == 1)

        let quick = scene.window.beginSimulatedDrag(at: CGPoint(x: 200, y: 400))
        quick.move(by: CGPoint(x: 0, y: -60), duration: 0.05, steps: 3)
        #expect(!button.isHighlighted)
        HeadlessClock.main.advance(by: 0.2)
        quick.end()
        #expect(taps == 1)
        #expect(
            isApproximately(scene.scrollView.contentOffset.y, 40, tolerance: 1e-9),
            "the pan began at 20 pt, then moved 40")
    }

    @Test("after a long press a button keeps the touch: the scroll view may not cancel a control")
    func buttonKeepsTouchAfterDelay() {
        let scene = ScrollScene()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 300, width: 200, height: 200)
        scene.scrollView.addSubview(button)
        let drag = scene.window.beginSimulatedDrag(at: CGPoint(x: 200, y: 400))
        HeadlessClock.main.advance(by: 0.2)
        #expect(button.isHighlighted)
        drag.move(by: CGPoint(x: 0, y: -60), duration: 0.1, steps: 6)
        #expect(scene.scrollView.contentOffset.y == 0)
        #expect(button.isHighlighted)
        drag.end()
    }
}
#endif
