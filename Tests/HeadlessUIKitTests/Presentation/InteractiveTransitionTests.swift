#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Percent-driven interactive dismissal, finished and cancelled (Apple's documentation of
/// `UIPercentDrivenInteractiveTransition`).
@MainActor @Suite("Interactive transitions", .headlessHygiene)
struct InteractiveTransitionTests {
    /// Presents, then starts an interactive dismissal driven by a percent-driven interactor.
    private func startInteractiveDismissal(
        speed: CGFloat = 1, curve: UIView.AnimationCurve = .linear
    ) -> (PresentationFixture, LoggingInteractor) {
        let f = PresentationFixture(dismissDuration: 0.4)
        f.presentAndSettle()
        let interactor = LoggingInteractor(log: f.log)
        interactor.completionSpeed = speed
        interactor.completionCurve = curve
        f.delegate.dismissInteractor = interactor
        f.log.clear()
        f.presented.dismiss(animated: true) { f.log.record("dismiss.completion") }
        HeadlessClock.main.advance(by: 0)
        return (f, interactor)
    }

    @Test("the interactor starts instead of the animator, and the animations are held at 0 %")
    func startIsHeld() {
        let (f, interactor) = startInteractiveDismissal()
        #expect(
            f.log.entries == [
                "animationController(forDismissed:)", "interactionControllerForDismissal(using:)",
                "transitionDuration(using:)", "dismissalTransitionWillBegin", "presented.viewWillDisappear",
                "transitionDuration(using:)", "startInteractiveTransition(_:)", "transitionDuration(using:)",
                "animateTransition(using:)",
            ])
        #expect(isApproximately(interactor.duration, 0.4, tolerance: 1e-6))
        HeadlessClock.main.advance(by: 1)
        let view: UIView = f.presented.view
        #expect(view.layer.presentation()?.frame.minY == 0)
        #expect(f.presented.transitionCoordinator?.isInteractive == true)
        interactor.update(0.25)
        #expect(isApproximately(view.layer.presentation()?.frame.minY ?? -1, 0.25 * 844, tolerance: 1e-6))
        #expect(isApproximately(interactor.percentComplete, 0.25, tolerance: 1e-6))
        interactor.cancel()  // a transition left held would stay in flight for the rest of the process
        HeadlessClock.main.runUntilIdle()
    }

    @Test("finish plays the rest over (1 − p) × duration / speed, then completes in §14.2's order")
    func finish() {
        let (f, interactor) = startInteractiveDismissal(speed: 2)
        interactor.update(0.5)
        f.log.clear()
        interactor.finish()
        #expect(f.presented.transitionCoordinator?.isInteractive == false)
        HeadlessClock.main.advance(by: 0.05)
        let view: UIView = f.presented.view
        // Linear completion: 0.5 of 0.4 s left at speed 2 takes 0.1 s; at 0.05 s it is three quarters down.
        #expect(isApproximately(view.layer.presentation()?.frame.minY ?? -1, 0.75 * 844, tolerance: 1e-6))
        HeadlessClock.main.advance(by: 0.05)
        #expect(
            f.log.entries == [
                "dismissalTransitionDidEnd(true)", "presented.viewDidDisappear", "dismiss.completion",
                "animationEnded(true)",
            ])
        #expect(f.presenting.presentedViewController == nil)
    }

    @Test("cancel plays back over p × duration / speed; the presented controller reappears, no completion")
    func cancel() {
        let (f, interactor) = startInteractiveDismissal()
        interactor.update(0.5)
        f.log.clear()
        interactor.cancel()
        let coordinator = f.presented.transitionCoordinator
        #expect(coordinator?.isCancelled == true)
        HeadlessClock.main.advance(by: 0.1)
        let view: UIView = f.presented.view
        #expect(isApproximately(view.layer.presentation()?.frame.minY ?? -1, 0.25 * 844, tolerance: 1e-6))
        HeadlessClock.main.advance(by: 0.1)
        #expect(
            f.log.entries == [
                "dismissalTransitionDidEnd(false)", "presented.viewWillAppear", "presented.viewIsAppearing",
                "presented.viewDidAppear", "animationEnded(false)",
            ])
        #expect(view.frame == f.window.bounds)
        #expect(view.window === f.window)
        #expect(f.presenting.presentedViewController === f.presented)
        #expect(!f.presented.isBeingDismissed)
        // The presentation still works: a programmatic dismissal afterwards completes.
        f.delegate.dismissInteractor = nil
        f.presented.dismiss(animated: true)
        HeadlessClock.main.runUntilIdle()
        #expect(f.presenting.presentedViewController == nil)
    }

    @Test("a finish requested before the transition starts is applied right after it starts")
    func finishBeforeStart() {
        let f = PresentationFixture()
        f.presentAndSettle()
        let interactor = LoggingInteractor(log: f.log)
        f.delegate.dismissInteractor = interactor
        f.presented.dismiss(animated: true)
        interactor.update(0.3)
        interactor.finish()
        HeadlessClock.main.runUntilIdle()
        #expect(f.presenting.presentedViewController == nil)
    }

    @Test("coordinator completion and interaction-change handlers run")
    func coordinatorCallbacks() {
        let (f, interactor) = startInteractiveDismissal()
        var events: [String] = []
        let coordinator = f.presented.transitionCoordinator
        coordinator?.notifyWhenInteractionChanges { events.append("interaction ended, cancelled: \($0.isCancelled)") }
        coordinator?.animate(alongsideTransition: nil) { _ in events.append("completion") }
        interactor.update(0.9)
        interactor.finish()
        HeadlessClock.main.runUntilIdle()
        #expect(events == ["interaction ended, cancelled: false", "completion"])
    }
}
#endif
