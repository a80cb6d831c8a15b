#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Collects keyboard notifications posted to the default center.
@MainActor private final class KeyboardObserver {
    struct Received {
        let name: NSNotification.Name
        let object: AnyObject?
        let userInfo: [AnyHashable: Any]
        let time: TimeInterval
    }

    private(set) var received: [Received] = []
    private var tokens: [NSObjectProtocol] = []

    init() {
        let names = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
        ]
        for name in names {
            let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
                [weak self] notification in
                // Posted synchronously on the main actor by HeadlessKeyboard.
                nonisolated(unsafe) let posted = notification
                MainActor.assumeIsolated {
                    self?.received.append(
                        Received(
                            name: posted.name, object: posted.object as AnyObject?,
                            userInfo: posted.userInfo ?? [:], time: HeadlessClock.main.now))
                }
            }
            tokens.append(token)
        }
    }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens.removeAll()
    }

    var names: [String] { received.map { $0.name.rawValue } }
}

@MainActor
@Suite("Keyboard notifications", .serialized, .headlessHygiene)
struct KeyboardNotificationTests {
    @Test("show posts willChangeFrame and willShow at once, didChangeFrame and didShow after the duration")
    func showOrderAndTiming() {
        let window = InputTestSupport.makeWindow(width: 390, height: 844)
        HeadlessKeyboard.hide(duration: 0, in: window)
        HeadlessClock.main.advance(by: 0.1)
        let observer = KeyboardObserver()
        defer { observer.stop() }
        let start = HeadlessClock.main.now
        HeadlessKeyboard.show(height: 336, duration: 0.25, in: window)
        #expect(observer.names == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification"])
        HeadlessClock.main.advance(by: 0.2)
        #expect(observer.received.count == 2)
        HeadlessClock.main.advance(by: 0.05)
        #expect(observer.names.suffix(2) == ["UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification"])
        #expect(isApproximately((observer.received.last?.time ?? 0) - start, 0.25, tolerance: 1e-9))
        #expect(observer.received.allSatisfy { $0.object === window.screen })
        HeadlessKeyboard.hide(duration: 0, in: window)
        HeadlessClock.main.advance(by: 0)
    }

    @Test("the will-show payload carries UIKit's keys: frames, duration, curve 7, local")
    func showPayload() {
        let window = InputTestSupport.makeWindow(width: 390, height: 844)
        HeadlessKeyboard.hide(duration: 0, in: window)
        HeadlessClock.main.advance(by: 0.1)
        let observer = KeyboardObserver()
        defer { observer.stop() }
        HeadlessKeyboard.show(height: 336, in: window)
        guard
            let info = observer.received.first(where: { $0.name == UIResponder.keyboardWillShowNotification })?.userInfo
        else {
            Issue.record("no will-show notification")
            return
        }
        let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
        let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        #expect(begin == CGRect(x: 0, y: 844, width: 390, height: 336))
        #expect(end == CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue
        #expect(curve == 7)
        #expect(UIView.AnimationOptions(rawValue: (curve ?? 0) << 16).rawValue == 7 << 16)
        #expect((info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
        #expect(HeadlessKeyboard.frame == end)
        HeadlessKeyboard.hide(duration: 0, in: window)
        HeadlessClock.main.advance(by: 0)
    }

    @Test("an explicit curve is posted as its raw value; hiding posts the hide notifications")
    func explicitCurveAndHide() {
        let window = InputTestSupport.makeWindow(width: 390, height: 844)
        HeadlessKeyboard.hide(duration: 0, in: window)
        HeadlessClock.main.advance(by: 0.1)
        let observer = KeyboardObserver()
        defer { observer.stop() }
        HeadlessKeyboard.show(height: 300, duration: 0.3, curve: .easeOut, in: window)
        let showInfo = observer.received.first?.userInfo ?? [:]
        #expect((showInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 2)
        HeadlessClock.main.advance(by: 0.3)
        HeadlessKeyboard.hide(duration: 0.2, curve: .linear, in: window)
        #expect(HeadlessKeyboard.frame == nil)
        HeadlessClock.main.advance(by: 0.2)
        #expect(
            observer.names.suffix(4) == [
                "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
                "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification",
            ])
        let hideInfo = observer.received.first { $0.name == UIResponder.keyboardWillHideNotification }?.userInfo ?? [:]
        #expect((hideInfo[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue.minY == 544)
        #expect((hideInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.minY == 844)
        #expect((hideInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 3)
        let count = observer.received.count
        HeadlessKeyboard.hide(in: window)
        HeadlessClock.main.advance(by: 1)
        #expect(observer.received.count == count, "hiding a hidden keyboard posts nothing")
    }

    @Test("changing the height while shown posts will-show again with the old frame as the begin frame")
    func heightChange() {
        let window = InputTestSupport.makeWindow(width: 390, height: 844)
        HeadlessKeyboard.show(height: 300, duration: 0, in: window)
        HeadlessClock.main.advance(by: 0.1)
        let observer = KeyboardObserver()
        defer { observer.stop() }
        HeadlessKeyboard.show(height: 380, duration: 0, in: window)
        let info = observer.received.first { $0.name == UIResponder.keyboardWillShowNotification }?.userInfo ?? [:]
        #expect((info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue.height == 300)
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height == 380)
        HeadlessKeyboard.hide(duration: 0, in: window)
        HeadlessClock.main.advance(by: 0)
    }

    @Test("bad heights and durations are sanitized")
    func badInput() {
        let window = InputTestSupport.makeWindow(width: 390, height: 844)
        HeadlessKeyboard.hide(duration: 0, in: window)
        HeadlessKeyboard.show(height: -50, duration: .nan, in: window)
        #expect(HeadlessKeyboard.frame == CGRect(x: 0, y: 844, width: 390, height: 0))
        HeadlessKeyboard.show(height: .infinity, duration: -1, in: window)
        #expect(HeadlessKeyboard.frame?.height == 0)
        HeadlessKeyboard.hide(duration: .infinity, in: window)
        HeadlessClock.main.advance(by: 0)
        #expect(HeadlessKeyboard.frame == nil)
    }

    @Test("observers can animate alongside: layout changes in keyboardWillShow run inside an animation")
    func willShowRunsInsideAnimation() {
        let window = InputTestSupport.makeWindow(width: 390, height: 844)
        HeadlessKeyboard.hide(duration: 0, in: window)
        HeadlessClock.main.advance(by: 0.1)
        let panel = InputTestSupport.addView(CGRect(x: 0, y: 744, width: 390, height: 100), to: window)
        let endKey = UIResponder.keyboardFrameEndUserInfoKey  // main-actor isolated, as in UIKit
        let token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { notification in
            let end = (notification.userInfo?[endKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated {
                panel.frame.origin.y = (end?.minY ?? 844) - 100
            }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        HeadlessKeyboard.show(height: 300, duration: 0.25, in: window)
        #expect(panel.frame.minY == 444, "model value is final at once")
        HeadlessClock.main.advance(by: 0.125)
        let onScreen = panel.layer.presentation()?.frame.minY ?? 444
        #expect(onScreen > 444 && onScreen < 744, "the on-screen value is mid-animation")
        HeadlessClock.main.advance(by: 0.2)
        HeadlessKeyboard.hide(duration: 0, in: window)
        HeadlessClock.main.advance(by: 0)
    }
}
#endif
