#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// The order of every callback of a custom transition (Apple's View Controller Programming Guide, "Creating
/// Custom Presentations"; the order a developer logged on iOS for a zoom-from-cell transition).
@MainActor @Suite("Custom presentation call order", .headlessHygiene)
struct CustomPresentationOrderTests {
    @Test("animated custom presentation follows §14.1 call for call")
    func animatedPresentation() {
        let f = PresentationFixture()
        f.presenting.present(f.presented, animated: true) { f.log.record("present.completion") }
        #expect(
            f.log.entries == [
                "presentationController(forPresented:presenting:source:)", "presented.viewDidLoad",
                "animationController(forPresented:presenting:source:)",
                "interactionControllerForPresentation(using:)",
            ])
        #expect(f.presenting.presentedViewController === f.presented)
        #expect(f.presented.isBeingPresented)
        f.log.clear()
        HeadlessClock.main.advance(by: 0)
        #expect(
            f.log.entries == [
                "transitionDuration(using:)", "presentationTransitionWillBegin", "presented.viewWillAppear",
                "transitionDuration(using:)", "animateTransition(using:)", "presented.viewIsAppearing",
            ])
        #expect(f.presented.transitionCoordinator != nil)
        f.log.clear()
        HeadlessClock.main.runUntilIdle()
        #expect(
            f.log.entries == [
                "presentationTransitionDidEnd(true)", "presented.viewDidAppear",
                "present.completion", "animationEnded(true)",
            ])
        #expect(!f.presented.isBeingPresented)
        #expect(f.presented.transitionCoordinator == nil)
        #expect(f.presentationController?.containerView != nil)
    }

    @Test("animated custom dismissal follows §14.2 call for call")
    func animatedDismissal() {
        let f = PresentationFixture()
        f.presentAndSettle()
        f.log.clear()
        f.presented.dismiss(animated: true) { f.log.record("dismiss.completion") }
        #expect(f.log.entries == ["animationController(forDismissed:)", "interactionControllerForDismissal(using:)"])
        #expect(f.presented.isBeingDismissed)
        HeadlessClock.main.runUntilIdle()
        #expect(
            f.log.entries == [
                "animationController(forDismissed:)", "interactionControllerForDismissal(using:)",
                "transitionDuration(using:)", "dismissalTransitionWillBegin", "presented.viewWillDisappear",
                "transitionDuration(using:)", "animateTransition(using:)", "dismissalTransitionDidEnd(true)",
                "presented.viewDidDisappear", "dismiss.completion", "animationEnded(true)",
            ])
        #expect(f.presenting.presentedViewController == nil)
        #expect(f.presented.presentingViewController == nil)
        #expect(!f.presented.isBeingDismissed)
        #expect(f.presented.view.window == nil)
    }

    @Test("the present completion runs after viewDidAppear and the dismiss completion after viewDidDisappear")
    func completionTiming() {
        let f = PresentationFixture()
        f.presentAndSettle()
        f.presented.dismiss(animated: true) { f.log.record("dismiss.completion") }
        HeadlessClock.main.runUntilIdle()
        let entries = f.log.entries
        let appear = entries.firstIndex(of: "presented.viewDidAppear") ?? Int.max
        let presentCompletion = entries.firstIndex(of: "present.completion") ?? -1
        let disappear = entries.firstIndex(of: "presented.viewDidDisappear") ?? Int.max
        let dismissCompletion = entries.firstIndex(of: "dismiss.completion") ?? -1
        #expect(appear < presentCompletion)
        #expect(disappear < dismissCompletion)
    }

    @Test("the presented view is in place only after the animation; mid-way its presentation frame is half-way")
    func midFlightFrames() {
        let f = PresentationFixture(presentDuration: 0.4)
        f.presenting.present(f.presented, animated: true)
        HeadlessClock.main.advance(by: 0)
        HeadlessClock.main.advance(by: 0.2)
        let view: UIView = f.presented.view
        #expect(view.frame == f.window.bounds)
        let onScreen = view.layer.presentation()?.frame ?? .null
        #expect(isApproximately(onScreen.minY, 844 / 2, tolerance: 1e-6))
        HeadlessClock.main.runUntilIdle()
        #expect(view.layer.presentation()?.frame == f.window.bounds)
    }
}
#endif
