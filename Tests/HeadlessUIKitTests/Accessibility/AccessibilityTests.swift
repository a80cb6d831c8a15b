#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

@MainActor
@Suite("UIAccessibility and HeadlessAccessibility", .serialized, .headlessHygiene)
struct AccessibilityTests {
    /// Counts posts of `name` on the default center while `body` runs.
    private func countPosts(of name: NSNotification.Name, during body: () -> Void) -> Int {
        let counter = Counter()
        let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { counter.value += 1 }
        }
        body()
        NotificationCenter.default.removeObserver(token)
        return counter.value
    }

    @MainActor private final class Counter {
        var value = 0
    }

    @Test("Reduce Motion is off by default and posts its notification only when it changes")
    func reduceMotion() {
        HeadlessAccessibility.reset()
        #expect(!UIAccessibility.isReduceMotionEnabled)
        let posts = countPosts(of: UIAccessibility.reduceMotionStatusDidChangeNotification) {
            HeadlessAccessibility.setReduceMotionEnabled(true)
            HeadlessAccessibility.setReduceMotionEnabled(true)
        }
        #expect(posts == 1)
        #expect(UIAccessibility.isReduceMotionEnabled)
        let offPosts = countPosts(of: UIAccessibility.reduceMotionStatusDidChangeNotification) {
            HeadlessAccessibility.setReduceMotionEnabled(false)
        }
        #expect(offPosts == 1)
        #expect(!UIAccessibility.isReduceMotionEnabled)
        #expect(
            UIAccessibility.reduceMotionStatusDidChangeNotification.rawValue
                == "UIAccessibilityReduceMotionStatusDidChangeNotification")
    }

    @Test("prefersCrossFadeTransitions needs both Reduce Motion and the cross-fade switch")
    func crossFade() {
        HeadlessAccessibility.reset()
        let posts = countPosts(of: UIAccessibility.prefersCrossFadeTransitionsStatusDidChange) {
            HeadlessAccessibility.setPrefersCrossFadeTransitions(true)
            #expect(!UIAccessibility.prefersCrossFadeTransitions)
            HeadlessAccessibility.setReduceMotionEnabled(true)
            #expect(UIAccessibility.prefersCrossFadeTransitions)
        }
        #expect(posts == 1)
        HeadlessAccessibility.reset()
        #expect(!UIAccessibility.prefersCrossFadeTransitions)
    }

    @Test("VoiceOver and Reduce Transparency switches post their notifications")
    func otherSwitches() {
        HeadlessAccessibility.reset()
        let voiceOver = countPosts(of: UIAccessibility.voiceOverStatusDidChangeNotification) {
            HeadlessAccessibility.setVoiceOverRunning(true)
        }
        let transparency = countPosts(of: UIAccessibility.reduceTransparencyStatusDidChangeNotification) {
            HeadlessAccessibility.setReduceTransparencyEnabled(true)
        }
        #expect(voiceOver == 1 && transparency == 1)
        #expect(UIAccessibility.isVoiceOverRunning && UIAccessibility.isReduceTransparencyEnabled)
        HeadlessAccessibility.reset()
    }

    @Test("post(notification:argument:) is logged in order with its argument")
    func postedNotifications() {
        HeadlessAccessibility.reset()
        let view = UIView()
        UIAccessibility.post(notification: .announcement, argument: "Sheet expanded")
        UIAccessibility.post(notification: .layoutChanged, argument: view)
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        let log = HeadlessAccessibility.postedNotifications
        #expect(log.map(\.0) == [.announcement, .layoutChanged, .screenChanged])
        #expect(log[1].1 as AnyObject? === view)
        #expect(log[2].1 == nil)
        #expect(HeadlessAccessibility.announcements == ["Sheet expanded"])
        HeadlessAccessibility.resetLog()
        #expect(HeadlessAccessibility.postedNotifications.isEmpty)
    }

    @Test("notification values are distinct and stable")
    func notificationValues() {
        let all: [UIAccessibility.Notification] = [
            .screenChanged, .layoutChanged, .announcement, .pageScrolled, .pauseAssistiveTechnology,
            .resumeAssistiveTechnology,
        ]
        #expect(Set(all).count == all.count)
        #expect(UIAccessibility.Notification.announcement.rawValue == 1008)
    }

    @Test(
        "traits have UIKit's bit values",
        arguments: [
            (UIAccessibilityTraits.button, UInt64(1)), (.link, 2), (.image, 4), (.selected, 8), (.staticText, 64),
            (.notEnabled, 256), (.adjustable, 4096), (.header, 65536),
        ])
    func traitValues(trait: UIAccessibilityTraits, raw: UInt64) {
        #expect(trait.rawValue == raw)
    }

    @Test("traits combine as an option set")
    func traitSet() {
        var traits: UIAccessibilityTraits = [.button, .selected]
        #expect(traits.contains(.button))
        traits.remove(.button)
        traits.insert(.adjustable)
        #expect(traits == [.selected, .adjustable])
        #expect(UIAccessibilityTraits.none.isEmpty)
    }

    @Test("custom actions run their handler; the target–selector form cannot run on Linux")
    func customActions() {
        var ran = 0
        let action = UIAccessibilityCustomAction(name: "Expand") { action in
            ran += 1
            return action.name == "Expand"
        }
        #expect(HeadlessAccessibility.perform(action))
        #expect(ran == 1)
        let target = NSObject()
        let selectorAction = UIAccessibilityCustomAction(name: "Close", target: target, selector: "close")
        #expect(selectorAction.target === target)
        #expect(selectorAction.selector == Selector("close"))
        #expect(!HeadlessAccessibility.perform(selectorAction))
        let view = UIView()
        view.accessibilityCustomActions = [action, selectorAction]
        #expect(view.accessibilityCustomActions?.map(\.name) == ["Expand", "Close"])
    }

    @Test("escape walks up the responder chain until someone handles it")
    func escape() {
        final class EscapingView: UIView {
            var escapes = 0
            override func accessibilityPerformEscape() -> Bool {
                escapes += 1
                return true
            }
        }
        let container = EscapingView()
        let child = UIView()
        container.addSubview(child)
        #expect(HeadlessAccessibility.performEscape(from: child))
        #expect(container.escapes == 1)
        #expect(!HeadlessAccessibility.performEscape(from: UIView()))
    }

    @Test("increment and decrement reach only adjustable elements")
    func adjustable() {
        final class Stepper: UIView {
            var value = 0
            override func accessibilityIncrement() { value += 1 }
            override func accessibilityDecrement() { value -= 1 }
        }
        let stepper = Stepper()
        #expect(!HeadlessAccessibility.increment(stepper))
        stepper.accessibilityTraits = .adjustable
        #expect(HeadlessAccessibility.increment(stepper))
        #expect(HeadlessAccessibility.increment(stepper))
        #expect(HeadlessAccessibility.decrement(stepper))
        #expect(stepper.value == 1)
    }
}
#endif
