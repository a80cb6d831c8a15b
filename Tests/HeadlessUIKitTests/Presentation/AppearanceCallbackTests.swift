#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Who gets appearance callbacks, by presentation style (the modal lifecycle since iOS 13; Apple's documentation of
/// `UIPresentationController.shouldRemovePresentersView`).
@MainActor @Suite("Appearance callbacks", .headlessHygiene)
struct AppearanceCallbackTests {
    private static let appearance: Set<String> = [
        "presenting.viewWillAppear", "presenting.viewDidAppear", "presenting.viewWillDisappear",
        "presenting.viewDidDisappear", "presented.viewWillAppear", "presented.viewDidAppear",
        "presented.viewWillDisappear", "presented.viewDidDisappear",
    ]

    private func cycle(style: UIModalPresentationStyle) -> [String] {
        let log = CallLog()
        let presenting = LoggingViewController("presenting", log: log)
        _ = makeWindow(root: presenting)
        let presented = LoggingViewController("presented", log: log)
        presented.modalPresentationStyle = style
        log.clear()
        presenting.present(presented, animated: true)
        HeadlessClock.main.runUntilIdle()
        presented.dismiss(animated: true)
        HeadlessClock.main.runUntilIdle()
        return log.filtered(to: Self.appearance)
    }

    @Test("full screen removes the presenter: it disappears and reappears, the 'from' side first")
    func fullScreen() {
        #expect(
            cycle(style: .fullScreen) == [
                "presenting.viewWillDisappear", "presented.viewWillAppear", "presenting.viewDidDisappear",
                "presented.viewDidAppear", "presented.viewWillDisappear", "presenting.viewWillAppear",
                "presented.viewDidDisappear", "presenting.viewDidAppear",
            ])
    }

    @Test(
        "styles that keep the presenter give it no callbacks",
        arguments: [UIModalPresentationStyle.overFullScreen, .pageSheet, .formSheet, .automatic])
    func presenterStays(style: UIModalPresentationStyle) {
        #expect(
            cycle(style: style) == [
                "presented.viewWillAppear", "presented.viewDidAppear", "presented.viewWillDisappear",
                "presented.viewDidDisappear",
            ])
    }

    @Test("a full-screen presentation takes the presenter's view out of the window until dismissal")
    func fullScreenRemovesPresenterView() {
        let presenting = UIViewController()
        let window = makeWindow(root: presenting)
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        presenting.present(presented, animated: true)
        HeadlessClock.main.runUntilIdle()
        #expect(presenting.view.window == nil)
        presented.dismiss(animated: true)
        HeadlessClock.main.runUntilIdle()
        #expect(presenting.view.superview === window)
        #expect(presenting.view.frame == window.bounds)
    }

    @Test("custom: shouldRemovePresentersView decides whether the presenter gets callbacks")
    func customFollowsShouldRemovePresentersView() {
        for removes in [false, true] {
            let f = PresentationFixture()
            f.removesPresenter = removes
            f.presentAndSettle()
            f.presented.dismiss(animated: true)
            HeadlessClock.main.runUntilIdle()
            let presenterCalls = f.log.entries.filter { $0.hasPrefix("presenting.") }
            #expect(presenterCalls.isEmpty == !removes, "removes presenter: \(removes)")
        }
    }

    @Test("the standard sheet and full-screen animations run for the documented standard duration")
    func standardDuration() {
        let presenting = UIViewController()
        _ = makeWindow(root: presenting)
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        var done = false
        presenting.present(presented, animated: true) { done = true }
        HeadlessClock.main.advance(by: 0)
        HeadlessClock.main.advance(by: HeadlessBehavior.standardTransitionDuration - 0.01)
        #expect(!done)
        HeadlessClock.main.advance(by: 0.02)
        #expect(done)
    }
}
#endif
