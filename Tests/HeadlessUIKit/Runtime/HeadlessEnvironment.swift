#if os(Linux)
import Foundation

/// Linux-only: the process-wide simulated state every test shares, and a way to keep tests independent.
///
/// On a device each test run starts a fresh app; here all tests share one process. The keyboard, the first
/// responder, the simulated device and Settings, the app's state, the animation switch, the unconfirmed
/// behaviour switches and the main clock's queue outlive the test that changed them, so a test that leaves
/// one changed makes a later test pass or fail depending on the order tests happen to run in. Tests run in
/// parallel in an order that changes from run to run, so such a leak shows up as a rare failure elsewhere.
///
/// - `leftovers` names every piece of that state that differs from launch, in words a test can print.
/// - `reset()` puts all of it back.
///
/// A Swift Testing trait that checks `leftovers` after each test and calls `reset()` when something is
/// left makes a leak fail the test that caused it (this package's own tests do that; see
/// docs/testing-on-linux.md, "Keeping tests independent").
@MainActor public enum HeadlessEnvironment {
    /// Each piece of process-wide state that differs from launch, one line each; empty when nothing does.
    ///
    /// Shown windows are not listed (a window stays shown until it is hidden, as in a scene; `reset()` hides
    /// them), nor is the device chosen with `HeadlessDevice.use(_:)` (a test's setup, like its window; `reset()`
    /// puts the launch device back): changes made after it (`simulate(idiom:)`, `systemVersion`) are. Logs (`HeadlessDiagnostics.warnings`, `HeadlessFeedback.events`,
    /// `HeadlessAccessibility.postedNotifications`) are not listed either: tests clear them before reading them.
    public static var leftovers: [String] {
        var found: [String] = []
        if let frame = HeadlessKeyboard.frame { found.append("the simulated keyboard is up (\(frame))") }
        if let responder = HeadlessFirstResponder.current {
            found.append("\(type(of: responder)) is still first responder")
        }
        if HeadlessClock.main.hasPendingWork {
            found.append("HeadlessClock.main has work pending: \(HeadlessClock.main.pendingWorkDescription)")
        }
        if HeadlessClock.main.renderRecordingCount > 0 {
            found.append("\(HeadlessClock.main.renderRecordingCount) render-server recording(s) still running")
        }
        if !TouchDispatcher.shared.sequences.isEmpty {
            found.append("\(TouchDispatcher.shared.sequences.count) simulated finger(s) still down")
        }
        if HeadlessPresentationDriver.hasTransitionsInFlight { found.append("a presentation transition is in flight") }
        if HeadlessClock.main.framesPerSecond != HeadlessClock.launchFramesPerSecond {
            found.append("HeadlessClock.main runs at \(HeadlessClock.main.framesPerSecond) frames per second")
        }
        found += deviceLeftovers + switchLeftovers
        return found
    }

    /// Puts the shared state back as it is at launch: stops render-server recordings
    /// (`HeadlessRenderServer`), cancels simulated fingers still down and forgets the
    /// last tap (a later tap is not a double tap), finishes scheduled work and transitions on the main
    /// clock (at most 60 virtual seconds; display links still running are left), hides the keyboard (posting
    /// UIKit's hide notifications, so keyboard observers hear it; a will-hide is posted even with no keyboard
    /// shown, so observers forget frames tests posted themselves), forces the first responder to resign,
    /// dismisses what the shown windows present and hides them (releasing what only they kept alive),
    /// restores the device (`HeadlessDevice.Model.launch`), Settings, the app's state and every switch to its default, and, when nothing is
    /// left pending, starts `HeadlessClock.main` again from 0 at 60 frames per second.
    ///
    /// The restart matters as much as the rest: animation values are sampled on the clock's frame grid and
    /// computed from absolute times, so a test that starts at another time (after other tests advanced the
    /// clock) can see values that differ in the last bits or by a frame.
    public static func reset() {
        TouchDispatcher.shared.resetForEnvironment()
        HeadlessClock.main.stopRenderRecordings()
        HeadlessClock.main.runUntilIdle()
        if let responder = HeadlessFirstResponder.current { HeadlessFirstResponder.resign(responder, force: true) }
        if HeadlessKeyboard.frame != nil {
            let window = HeadlessWindows.currentKeyWindow ?? UIWindow(frame: UIScreen.main.bounds)
            HeadlessKeyboard.hide(duration: 0, in: window)
        } else {
            announceNoKeyboard()
        }
        // A new launch has no windows. Presentations are dismissed first: a presented controller and its
        // presenter keep each other alive until dismissal (as in UIKit), so hiding the window alone would leave
        // an earlier test's sheet reacting to a later test's keyboard, trait or notification changes.
        for window in HeadlessWindows.visible.reversed() {
            if let root = window.rootViewController, root.presentedViewController != nil {
                root.dismiss(animated: false)
            }
        }
        HeadlessClock.main.runUntilIdle()
        for window in HeadlessWindows.visible.reversed() { window.isHidden = true }
        HeadlessDevice.reset()
        UIScreen.main.simulatePreferredContentSizeCategory(.large)
        HeadlessApplication.reset()
        HeadlessAccessibility.reset()
        UIView.setAnimationsEnabled(true)
        HeadlessSwitches.current = .launch
        HeadlessClock.main.runUntilIdle()
        HeadlessClock.main.restartIfIdle()
    }

    /// Runs `body` while no other `exclusively` call in the process runs; callers wait their turn, first come
    /// first served. A test harness wraps each test in it (with a check of `leftovers` and a `reset()` before
    /// it returns) so that nothing else touches the shared state between a test and its check, even when the
    /// tests live in several test targets.
    ///
    /// Calls must not nest: a `body` that calls `exclusively` again waits forever.
    public nonisolated static func exclusively<T: Sendable>(_ body: () async throws -> T) async rethrows -> T {
        await HeadlessExclusiveLock.shared.acquire()
        do {
            let result = try await body()
            await HeadlessExclusiveLock.shared.release()
            return result
        } catch {
            await HeadlessExclusiveLock.shared.release()
            throw error
        }
    }

    /// A new launch has no keyboard: posts UIKit's `keyboardWillHideNotification` even when HeadlessKeyboard
    /// showed none, so a process-wide keyboard observer (an app's keyboard tracker, which on a device starts
    /// empty in each launch) forgets a frame a test announced by posting keyboard notifications itself.
    private static func announceNoKeyboard() {
        let screen = UIScreen.main.bounds
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(
                cgRect: CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: 0)),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.0),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(
                value: HeadlessKeyboard.systemAnimationCurveRawValue),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillHideNotification, object: UIScreen.main, userInfo: info)
    }

    /// The simulated device, screen, Settings and app.
    private static var deviceLeftovers: [String] {
        var found: [String] = []
        let device = (idiom: HeadlessDevice.userInterfaceIdiom, orientation: HeadlessDevice.orientation)
        let model = HeadlessDevice.model
        if device.idiom != model.idiom { found.append("the device is \(device.idiom)") }
        if device.orientation != .portrait { found.append("the device is turned (\(device.orientation))") }
        if HeadlessDevice.systemVersion != model.systemVersion {
            found.append("systemVersion is \(HeadlessDevice.systemVersion)")
        }
        let category = UIScreen.main.traitCollection.preferredContentSizeCategory
        if category != .large { found.append("the text size is \(category.rawValue)") }
        if UIApplication.shared.applicationState != .active {
            found.append("the app is not active (\(UIApplication.shared.applicationState))")
        }
        if HeadlessApplication.canOpenURLs { found.append("HeadlessApplication.canOpenURLs is on") }
        if HeadlessAccessibility.settings != HeadlessAccessibility.Settings() {
            found.append("an accessibility setting is on")
        }
        return found
    }

    /// The animation switch and the Linux-only behaviour switches.
    private static var switchLeftovers: [String] {
        var found: [String] = []
        if !UIView.areAnimationsEnabled { found.append("UIView animations are disabled") }
        if !HeadlessAnimationContext.stack.isEmpty { found.append("an animation block is still open") }
        let changed = HeadlessSwitches.current.differences(from: .launch)
        if !changed.isEmpty { found.append("switches differ from their defaults: \(changed.joined(separator: ", "))") }
        return found
    }
}
#endif
