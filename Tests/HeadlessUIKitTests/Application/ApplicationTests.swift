#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// An app delegate that logs the life-cycle calls.
private final class LoggingAppDelegate: NSObject, UIApplicationDelegate {
    let log: CallLog
    var window: UIWindow?

    init(log: CallLog) { self.log = log }

    func applicationWillResignActive(_ application: UIApplication) { log.record("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.record("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.record("willEnterForeground") }
    func applicationDidBecomeActive(_ application: UIApplication) { log.record("didBecomeActive") }
}

/// UIApplication: windows, key window, scenes, status bar, URLs, actions and the life cycle.
@MainActor @Suite(.headlessHygiene) struct ApplicationTests {
    @Test func windowsAreTheShownWindowsAndTheKeyWindowIsTheLastMadeKey() {
        let app = UIApplication.shared
        let first = makeWindow()
        #expect(app.keyWindow === first)
        #expect(first.isKeyWindow)
        var second: UIWindow? = makeWindow()
        #expect(app.keyWindow === second)
        #expect(!first.isKeyWindow)
        do {
            let windows = app.windows
            let firstIndex = windows.firstIndex { $0 === first }
            let secondIndex = windows.firstIndex { $0 === second }
            #expect(firstIndex != nil && secondIndex != nil && firstIndex! < secondIndex!)
        }
        second?.isHidden = true
        #expect(app.keyWindow === first)
        #expect(app.windows.contains { $0 === second })
        weak let released = second
        second = nil
        HeadlessClock.main.runUntilIdle()
        #expect(released == nil)
        #expect(!app.windows.contains { $0 === released })
    }

    @Test func windowsAreOrderedByLevel() {
        let alert = makeWindow()
        alert.windowLevel = .alert
        let normal = makeWindow()
        let windows = UIApplication.shared.windows
        #expect(windows.firstIndex { $0 === normal }! < windows.firstIndex { $0 === alert }!)
        alert.isHidden = true
        normal.isHidden = true
    }

    @Test func oneWindowSceneHoldsTheWindows() throws {
        let window = makeWindow()
        let scenes = UIApplication.shared.connectedScenes
        #expect(scenes.count == 1)
        let scene = try #require(scenes.first as? UIWindowScene)
        #expect(scene.windows.contains { $0 === window })
        #expect(scene.keyWindow === window)
        #expect(window.windowScene === scene)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.screen === UIScreen.main)
        let attached = UIWindow(windowScene: scene)
        #expect(attached.windowScene === scene)
        #expect(attached.bounds == UIScreen.main.bounds)
        attached.windowScene = nil
        #expect(attached.windowScene == nil)
        #expect(!scene.windows.contains { $0 === attached })
    }

    @Test func theStatusBarFrameIsTheKeyWindowsTopSafeArea() {
        let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        #expect(UIApplication.shared.statusBarOrientation == .portrait)
        #expect(!UIApplication.shared.isStatusBarHidden)
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(UIApplication.shared.statusBarFrame.height == 20)
    }

    /// `UIInterfaceOrientation.landscapeRight` is the device turned left, as the raw values say.
    @Test func aWideKeyWindowIsLandscapeMatchingTheDevice() {
        let window = makeWindow(size: CGSize(width: 844, height: 390))
        HeadlessDevice.simulateOrientation(.landscapeLeft)
        #expect(UIApplication.shared.statusBarOrientation == .landscapeRight)
        HeadlessDevice.simulateOrientation(.landscapeRight)
        #expect(UIApplication.shared.statusBarOrientation == .landscapeLeft)
        #expect(UIApplication.shared.statusBarOrientation.isLandscape)
        HeadlessDevice.reset()
        window.isHidden = true
    }

    @Test func keyValueCodingOnTheClassFindsTheSharedApplication() {
        HeadlessDiagnostics.resetWarnings()
        #expect(UIApplication.value(forKeyPath: "shared") as? UIApplication === UIApplication.shared)
        #expect(UIApplication.value(forKey: "sharedApplication") as? UIApplication === UIApplication.shared)
        #expect(UIApplication.value(forKey: "nothing") == nil)
        #expect(UIApplication.value(forKeyPath: "shared.delegate") == nil)
        #expect(HeadlessDiagnostics.warnings.count == 1)
        HeadlessDiagnostics.resetWarnings()
    }

    @Test func urlsAreRecordedNotOpenedAndTheCompletionWaitsATurn() throws {
        HeadlessApplication.reset()
        let url = try #require(URL(string: "https://example.com/a"))
        var answers: [Bool] = []
        #expect(!UIApplication.shared.canOpenURL(url))
        UIApplication.shared.open(url, options: [:]) { answers.append($0) }
        #expect(answers.isEmpty)
        HeadlessClock.main.advance(by: 0)
        #expect(answers == [false])
        HeadlessApplication.canOpenURLs = true
        UIApplication.shared.open(url) { answers.append($0) }
        HeadlessClock.main.advance(by: 0)
        #expect(answers == [false, true])
        #expect(HeadlessApplication.openedURLs == [url, url])
        HeadlessApplication.reset()
    }

    @Test func sendActionIsRecordedAndAnswersFalse() {
        HeadlessApplication.reset()
        let handled = UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
        #expect(!handled)
        #expect(HeadlessApplication.sentActions == [Selector("resignFirstResponder")])
        HeadlessApplication.reset()
    }

    /// UIKit's order: the delegate, then the notification, one state at a time.
    @Test func theLifeCycleRunsStepByStep() throws {
        let log = CallLog()
        let delegate = LoggingAppDelegate(log: log)
        let app = UIApplication.shared
        app.delegate = delegate
        let names: [NSNotification.Name] = [
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
        ]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: app, queue: nil) { note in
                let raw = note.name.rawValue
                MainActor.assumeIsolated { log.record(raw) }
            }
        }
        defer {
            for token in tokens { NotificationCenter.default.removeObserver(token) }
            app.delegate = nil
        }
        HeadlessApplication.simulateState(.background)
        #expect(app.applicationState == .background)
        let scene = try #require(app.connectedScenes.first)
        #expect(scene.activationState == .background)
        HeadlessApplication.simulateState(.active)
        #expect(
            log.entries == [
                "willResignActive", "UIApplicationWillResignActiveNotification", "didEnterBackground",
                "UIApplicationDidEnterBackgroundNotification", "willEnterForeground",
                "UIApplicationWillEnterForegroundNotification", "didBecomeActive",
                "UIApplicationDidBecomeActiveNotification",
            ])
        log.clear()
        HeadlessApplication.simulateState(.active)
        #expect(log.entries.isEmpty)
    }

    @Test func supportedOrientationsFollowTheIdiomUnlessTheDelegateAnswers() {
        #expect(UIApplication.shared.supportedInterfaceOrientations(for: nil) == .allButUpsideDown)
        HeadlessDevice.simulate(idiom: .pad)
        #expect(UIApplication.shared.supportedInterfaceOrientations(for: nil) == .all)
        HeadlessDevice.reset()
    }

    @Test func theTextSizeIsTheScreens() {
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        UIScreen.main.simulatePreferredContentSizeCategory(.extraExtraLarge)
        #expect(UIApplication.shared.preferredContentSizeCategory == .extraExtraLarge)
        UIScreen.main.simulatePreferredContentSizeCategory(.large)
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
    }

    @Test func ignoringInteractionEventsNests() {
        let app = UIApplication.shared
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
    }
}
#endif
