#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Cancelled presentations, memory, and presenting/dismissing while a transition runs.
@MainActor @Suite("Presentation lifecycle", .headlessHygiene)
struct PresentationLifecycleTests {
    @Test("a presentation the animator completes with false is rolled back in §14.4's order")
    func cancelledPresentation() {
        let f = PresentationFixture()
        f.presentAnimator.completesWith = false
        f.presenting.present(f.presented, animated: true) { f.log.record("present.completion") }
        HeadlessClock.main.advance(by: 0)
        f.log.clear()
        HeadlessClock.main.runUntilIdle()
        #expect(
            f.log.entries == [
                "presentationTransitionDidEnd(false)", "presented.viewWillDisappear", "presented.viewDidDisappear",
                "animationEnded(false)",
            ])
        #expect(f.presenting.presentedViewController == nil)
        #expect(f.presented.presentingViewController == nil)
        #expect(f.presentationController == nil)
        #expect(f.window.subviews.count == 1)
    }

    @Test("the cancelled-presentation completion is behind a switch")
    func cancelledPresentationCompletionSwitch() {
        HeadlessBehavior.callsPresentCompletionOnCancel = true
        defer { HeadlessBehavior.callsPresentCompletionOnCancel = false }
        let f = PresentationFixture()
        f.presentAnimator.completesWith = false
        f.presentAndSettle()
        #expect(f.log.entries.contains("present.completion"))
    }

    @Test("the transitioning delegate is held weakly")
    func weakTransitioningDelegate() {
        let presented = UIViewController()
        weak var weakDelegate: LoggingTransitioningDelegate?
        do {
            let delegate = LoggingTransitioningDelegate(log: CallLog())
            weakDelegate = delegate
            presented.transitioningDelegate = delegate
            #expect(presented.transitioningDelegate != nil)
        }
        #expect(weakDelegate == nil)
        #expect(presented.transitioningDelegate == nil)
    }

    @Test("dismissed controllers, their presentation controller and the transition objects are released")
    func releaseAfterDismissal() {
        weak var weakPresented: UIViewController?
        weak var weakPresentationController: UIPresentationController?
        weak var weakContainer: UIView?
        let source = UIViewController()
        _ = makeWindow(root: source)
        let delegate = LoggingTransitioningDelegate(log: CallLog())
        delegate.presentAnimator = SlideAnimator(log: CallLog(), isPresenting: true)
        delegate.dismissAnimator = SlideAnimator(log: CallLog(), isPresenting: false)
        delegate.presentationControllerFactory = { presented, presenting in
            UIPresentationController(presentedViewController: presented, presenting: presenting)
        }
        do {
            let presented = UIViewController()
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            weakPresented = presented
            source.present(presented, animated: true)
            HeadlessClock.main.runUntilIdle()
            weakPresentationController = presented.presentationController
            weakContainer = presented.presentationController?.containerView
            #expect(weakContainer != nil)
            presented.dismiss(animated: true)
            HeadlessClock.main.runUntilIdle()
        }
        #expect(weakPresented == nil)
        #expect(weakPresentationController == nil)
        #expect(weakContainer == nil)
    }

    @Test("presenting on a controller that is already presenting logs a warning and does nothing")
    func presentWhilePresenting() {
        let f = PresentationFixture()
        HeadlessDiagnostics.resetWarnings()
        f.presenting.present(f.presented, animated: true)
        let other = UIViewController()
        f.presenting.present(other, animated: true)
        #expect(HeadlessDiagnostics.warnings.count == 1)
        #expect(f.presenting.presentedViewController === f.presented)
        HeadlessClock.main.runUntilIdle()
        #expect(other.presentingViewController == nil)
        f.presenting.present(other, animated: false)
        #expect(HeadlessDiagnostics.warnings.count == 2)
    }

    @Test("presenting the same controller twice quickly presents it once")
    func doublePresent() {
        let f = PresentationFixture()
        HeadlessDiagnostics.resetWarnings()
        f.presenting.present(f.presented, animated: true)
        f.presenting.present(f.presented, animated: true)
        HeadlessClock.main.runUntilIdle()
        #expect(f.log.entries.filter { $0 == "presented.viewDidAppear" }.count == 1)
        #expect(!HeadlessDiagnostics.warnings.isEmpty)
    }

    @Test("a dismissal requested during the presentation waits for it, then runs")
    func dismissDuringPresentation() {
        let f = PresentationFixture()
        f.presenting.present(f.presented, animated: true) { f.log.record("present.completion") }
        HeadlessClock.main.advance(by: 0.1)
        f.presented.dismiss(animated: true) { f.log.record("dismiss.completion") }
        HeadlessClock.main.runUntilIdle()
        let entries = f.log.entries
        let presentEnded = entries.firstIndex(of: "animationEnded(true)") ?? Int.max
        let dismissAsked = entries.firstIndex(of: "animationController(forDismissed:)") ?? -1
        #expect(presentEnded < dismissAsked)
        #expect(entries.last == "animationEnded(true)")
        #expect(entries.contains("dismiss.completion"))
        #expect(f.presenting.presentedViewController == nil)
    }

    @Test("a non-animated custom presentation still runs the animator, with isAnimated false and no coordinator")
    func nonAnimated() {
        let f = PresentationFixture()
        var sawAnimated: Bool?
        f.presenting.present(f.presented, animated: false)
        HeadlessClock.main.advance(by: 0)
        sawAnimated = f.presented.transitionCoordinator?.isAnimated
        HeadlessClock.main.advance(by: 0)
        #expect(sawAnimated == nil)
        #expect(f.log.entries.contains("animateTransition(using:)"))
        #expect(f.presented.view.frame == f.window.bounds)
        #expect(f.log.entries.last == "animationEnded(true)")
    }

    @Test("presenting from a dismissal's completion works (a double sheet)")
    func presentFromDismissCompletion() {
        let root = UIViewController()
        _ = makeWindow(root: root)
        let first = UIViewController()
        let second = UIViewController()
        root.present(first, animated: true)
        HeadlessClock.main.runUntilIdle()
        HeadlessDiagnostics.resetWarnings()
        first.dismiss(animated: true) { root.present(second, animated: true) }
        HeadlessClock.main.runUntilIdle()
        #expect(root.presentedViewController === second)
        #expect(HeadlessDiagnostics.warnings.isEmpty)
        second.dismiss(animated: false)
        HeadlessClock.main.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }

    @Test("dismissing a lower controller also removes the ones it presents")
    func stackedDismissal() {
        let log = CallLog()
        let root = UIViewController()
        let window = makeWindow(root: root)
        let first = LoggingViewController("first", log: log)
        let second = LoggingViewController("second", log: log)
        first.modalPresentationStyle = .overFullScreen
        second.modalPresentationStyle = .overFullScreen
        root.present(first, animated: true)
        HeadlessClock.main.runUntilIdle()
        first.present(second, animated: true)
        HeadlessClock.main.runUntilIdle()
        #expect(window.subviews.count == 3)
        log.clear()
        root.dismiss(animated: true)
        HeadlessClock.main.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(first.presentedViewController == nil)
        #expect(second.presentingViewController == nil)
        #expect(window.subviews.count == 1)
        #expect(log.entries.contains("second.viewDidDisappear"))
        #expect(log.entries.contains("first.viewDidDisappear"))
    }

    @Test("dismissing a controller that presents nothing and is not presented does nothing")
    func dismissNothing() {
        let root = UIViewController()
        _ = makeWindow(root: root)
        var called = false
        root.dismiss(animated: true) { called = true }
        HeadlessClock.main.runUntilIdle()
        #expect(!called)
    }

    @Test("the presentation controller is cached: reading it before setting the delegate skips the delegate")
    func cachedPresentationController() {
        let f = PresentationFixture()
        let early = UIViewController()
        early.modalPresentationStyle = .custom
        let cached = early.presentationController
        early.transitioningDelegate = f.delegate
        f.presenting.present(early, animated: true)
        HeadlessClock.main.runUntilIdle()
        #expect(!f.log.entries.contains("presentationController(forPresented:presenting:source:)"))
        #expect(early.presentationController === cached)
        #expect(cached?.presentingViewController === f.presenting)
    }
}
#endif
