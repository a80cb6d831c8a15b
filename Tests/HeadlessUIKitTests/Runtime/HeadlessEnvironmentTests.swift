#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// HeadlessEnvironment: what a test can leave behind for the next one, and the reset to launch state.
@MainActor @Suite("HeadlessEnvironment", .headlessHygiene)
struct HeadlessEnvironmentTests {
    @Test("at launch state nothing is listed; each changed piece of shared state is named, and reset clears all")
    func leftoversAndReset() {
        HeadlessEnvironment.reset()
        #expect(HeadlessEnvironment.leftovers.isEmpty)
        let window = makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        window.addSubview(field)
        field.becomeFirstResponder()  // brings the keyboard up
        HeadlessDevice.simulateOrientation(.landscapeLeft)
        UIScreen.main.simulatePreferredContentSizeCategory(.accessibilityLarge)
        HeadlessApplication.simulateState(.background)
        HeadlessAccessibility.setReduceMotionEnabled(true)
        UIView.setAnimationsEnabled(false)
        HeadlessBehavior.standardTransitionDuration = 2
        HeadlessTextInput.keyboardHeight = 100
        HeadlessClock.main.schedule(after: 5) {}
        let found = HeadlessEnvironment.leftovers.joined(separator: "\n")
        for expected in [
            "keyboard is up", "UITextField is still first responder", "work pending:",
            "device is turned", "text size is UICTContentSizeCategoryAccessibilityL", "app is not active",
            "accessibility setting", "animations are disabled",
            "differ from their defaults: standardTransitionDuration, keyboardHeight",
        ] {
            #expect(found.contains(expected), "missing \(expected) in \(found)")
        }
        HeadlessEnvironment.reset()
        #expect(HeadlessEnvironment.leftovers.isEmpty)
        #expect(HeadlessKeyboard.frame == nil && !field.isFirstResponder)
        #expect(window.isHidden && UIApplication.shared.keyWindow == nil)
        #expect(HeadlessClock.main.now == 0)
    }

    @Test("reset hides the keyboard with UIKit's notifications, so keyboard observers hear it go down")
    func keyboardHidesWithNotifications() {
        let window = makeWindow()
        HeadlessKeyboard.show(height: 300, in: window)
        var hides = 0
        let token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { hides += 1 } }
        defer { NotificationCenter.default.removeObserver(token) }
        HeadlessEnvironment.reset()
        #expect(hides == 1)
        #expect(HeadlessKeyboard.frame == nil)
    }

    @Test("reset announces no keyboard even when a test posted a keyboard frame itself, as a new launch has none")
    func keyboardFramePostedDirectlyIsForgotten() {
        var lastEndFrame: CGRect?
        let endKey = UIResponder.keyboardFrameEndUserInfoKey
        let hideName = UIResponder.keyboardWillHideNotification
        let tokens = [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification].map {
            name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let end = (note.userInfo?[endKey] as? NSValue)?.cgRectValue
                let hiding = note.name == hideName
                MainActor.assumeIsolated { lastEndFrame = hiding ? nil : end }
            }
        }
        defer { tokens.forEach { NotificationCenter.default.removeObserver($0) } }
        // An undocked keyboard, as a test posts it without HeadlessKeyboard (whose own frame stays nil).
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillChangeFrameNotification, object: UIScreen.main,
            userInfo: [endKey: NSValue(cgRect: CGRect(x: 0, y: 400, width: 393, height: 300))])
        #expect(lastEndFrame != nil && HeadlessKeyboard.frame == nil)
        HeadlessEnvironment.reset()
        #expect(lastEndFrame == nil, "an observer still believes a keyboard is at \(String(describing: lastEndFrame))")
    }

    @Test("reset dismisses what shown windows present, so the presented controllers go away with the windows")
    func presentationsAreReleased() {
        weak var weakPresented: UIViewController?
        weak var weakWindow: UIWindow?
        do {
            let window = makeWindow()
            let presented = UIViewController()
            window.rootViewController?.present(presented, animated: true)
            HeadlessClock.main.runUntilIdle()
            #expect(window.rootViewController?.presentedViewController === presented)
            weakPresented = presented
            weakWindow = window
        }
        HeadlessEnvironment.reset()
        #expect(weakPresented == nil)
        #expect(weakWindow == nil)
    }

    @Test("the clock starts again from 0, so a test's times do not depend on the tests before it")
    func clockRestarts() {
        HeadlessClock.main.advance(by: 12.345)
        HeadlessClock.main.framesPerSecond = 120
        #expect(HeadlessEnvironment.leftovers.contains { $0.contains("120") })
        HeadlessEnvironment.reset()
        #expect(HeadlessClock.main.now == 0 && HeadlessClock.main.framesPerSecond == 60)
        #expect(CACurrentMediaTime() == 0)
    }

    @Test("a tap right after a reset is a single tap even where the last test tapped, and fingers are lifted")
    func tapsStartOver() {
        let window = makeWindow()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(control)
        window.simulateTap(at: CGPoint(x: 50, y: 50))
        HeadlessClock.main.runUntilIdle()
        let drag = window.beginSimulatedDrag(at: CGPoint(x: 50, y: 300))
        drag.move(by: CGPoint(x: 0, y: 40), duration: 0.1, steps: 4)
        #expect(HeadlessEnvironment.leftovers.contains { $0.contains("finger") })
        HeadlessEnvironment.reset()
        let again = makeWindow()
        let second = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        again.addSubview(second)
        var events: UIControl.Event = []
        second.addAction(UIAction { _ in events.insert(.touchDown) }, for: .touchDown)
        second.addAction(UIAction { _ in events.insert(.touchDownRepeat) }, for: .touchDownRepeat)
        again.simulateTap(at: CGPoint(x: 50, y: 50))
        #expect(events == .touchDown)
        again.isHidden = true
    }
}

/// Not main-actor isolated and without `.headlessHygiene`: the trait itself holds the exclusive section, and
/// sections must not nest.
@Suite("HeadlessEnvironment.exclusively")
struct HeadlessExclusiveSectionTests {
    @Test("exclusively runs one body at a time, first come first served, across concurrent callers")
    func exclusiveSections() async {
        let log = OrderLog()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<4 {
                group.addTask {
                    await HeadlessEnvironment.exclusively {
                        await log.append("enter \(index)")
                        await Task.yield()
                        await log.append("leave \(index)")
                    }
                }
            }
        }
        let entries = await log.entries
        #expect(entries.count == 8)
        for pair in stride(from: 0, to: entries.count, by: 2) {
            #expect(entries[pair].dropFirst(6) == entries[pair + 1].dropFirst(6), "overlap in \(entries)")
        }
    }
}

/// Collects lines from concurrent tasks.
private actor OrderLog {
    private(set) var entries: [String] = []
    func append(_ line: String) { entries.append(line) }
}
#endif
