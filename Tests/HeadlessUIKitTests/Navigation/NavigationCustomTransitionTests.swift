#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// An animator that records what the context showed it, then slides the new view in.
private final class ContextProbeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var seen: [String] = []
    weak var container: UIView?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        container = context.containerView
        let to = context.viewController(forKey: .to)!
        let toView = context.view(forKey: .to)!
        seen.append("animated:\(context.isAnimated) interactive:\(context.isInteractive)")
        seen.append("final:\(context.finalFrame(for: to) == context.containerView.bounds)")
        context.containerView.addSubview(toView)
        toView.frame = context.finalFrame(for: to).offsetBy(dx: 100, dy: 0)
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveLinear],
            animations: { toView.frame = context.finalFrame(for: to) },
            completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

@MainActor @Suite(.headlessHygiene) struct NavigationCustomTransitionTests {
    @Test func theDelegateIsAskedForAnimatorAndInteractorBeforeTheAppearanceCallbacks() {
        let f = NavigationFixture()
        let animator = ContextProbeAnimator()
        f.delegate.animator = animator
        f.navigation.pushViewController(f.b, animated: true)
        f.settle()
        #expect(
            Array(f.log.entries.prefix(5)) == [
                "B.willMove(nav)", "animationController(push, A→B)", "interactionController", "A.viewWillDisappear",
                "B.viewWillAppear",
            ])
        #expect(animator.seen == ["animated:true interactive:false", "final:true"])
        #expect(animator.container?.isDescendant(of: f.navigation.view) == true)
        #expect(f.b.view.frame == f.navigation.view.bounds)
    }

    @Test func aNonAnimatedChangeNeverAsksForAnAnimator() {
        let f = NavigationFixture()
        f.delegate.animator = ContextProbeAnimator()
        f.navigation.pushViewController(f.b, animated: false)
        f.settle()
        #expect(!f.log.entries.contains { $0.hasPrefix("animationController") })
    }

    @Test func childrenSeeTheCoordinatorAndItsAlongsideAnimationsRun() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f.b, animated: true)
        HeadlessClock.main.advance(by: 0.01)
        let coordinator = f.b.transitionCoordinator
        #expect(coordinator != nil)
        #expect(coordinator?.viewController(forKey: .to) === f.b)
        var completed: Bool?
        coordinator?.animate(alongsideTransition: nil) { context in completed = !context.isCancelled }
        f.settle()
        #expect(completed == true)
        #expect(f.b.transitionCoordinator == nil)
    }

    /// A on the root, B pushed; the delegate answers pops with a 0.4 s slide and the returned interactor.
    private func stackOfTwoWithInteractivePops() -> (NavigationFixture, UIPercentDrivenInteractiveTransition) {
        let f = NavigationFixture()
        f.navigation.pushViewController(f.b, animated: false)
        f.settle()
        let interactor = UIPercentDrivenInteractiveTransition()
        f.delegate.animator = SlideAnimator(log: f.log, isPresenting: false, duration: 0.4)
        f.delegate.interactor = interactor
        return (f, interactor)
    }

    @Test func aPercentDrivenInteractorFromTheDelegateScrubsAndCancels() {
        let (f, interactor) = stackOfTwoWithInteractivePops()
        f.navigation.popViewController(animated: true)
        HeadlessClock.main.advance(by: 0.01)
        interactor.update(0.5)
        HeadlessClock.main.advance(by: 0.1)
        let shownY = (f.b.view.layer.presentation()?.position.y ?? -1) - f.b.view.bounds.height / 2
        #expect(isApproximately(shownY, f.navigation.view.bounds.height * 0.5, tolerance: 1))
        interactor.cancel()
        f.settle()
        #expect(f.navigation.topViewController === f.b)
        #expect(f.b.view.frame == f.navigation.view.bounds)
        #expect(f.log.entries.contains("animationEnded(false)"))
        #expect(!f.log.entries.contains("didShow(A)"))
    }

    /// A controller pushed and popped again in the turn a pop of the top starts is in neither the stack the
    /// cancelled pop restores nor the stack it was leaving for; it got `willMove(toParent: nil)` when popped, so
    /// the cancel completes its removal (Apple, `willMove(toParent:)`: call it "before calling the
    /// removeFromParent() method, passing in a parent value of nil"; `didMove(toParent:)`: "The
    /// removeFromParent() method automatically calls the didMove(toParent:) method").
    @Test func aCancelledPopReleasesAControllerPoppedBeforeItBegan() {
        let (f, interactor) = stackOfTwoWithInteractivePops()
        weak var weakD: NavLoggingViewController?
        do {
            let d = NavLoggingViewController("D", log: f.log)
            weakD = d
            f.navigation.pushViewController(d, animated: true)
            f.navigation.popViewController(animated: false)
            f.navigation.popViewController(animated: true)  // B, interactively: one transition, B → A
        }
        f.log.clear()
        HeadlessClock.main.advance(by: 0.01)
        interactor.update(0.3)
        interactor.cancel()
        f.settle()
        #expect(f.navigation.viewControllers == [f.a, f.b])
        #expect(f.navigation.children == [f.a, f.b])
        #expect(f.log.entries.contains("D.didMove(nil)"))
        #expect(!f.log.entries.contains("D.willMove(nil)"), "sent once, when D was popped")
        #expect(weakD == nil)
    }

    @Test func poppedControllersAndTheirAnimatorsAreReleased() {
        let f = NavigationFixture()
        weak var weakController: UIViewController?
        weak var weakAnimator: ContextProbeAnimator?
        func cycle() {
            let controller = UIViewController()
            let animator = ContextProbeAnimator()
            weakController = controller
            weakAnimator = animator
            f.delegate.animator = animator
            f.navigation.pushViewController(controller, animated: true)
            f.settle()
            f.delegate.animator = nil
            f.navigation.popViewController(animated: true)
            f.settle()
        }
        for _ in 0..<50 { cycle() }
        #expect(weakController == nil)
        #expect(weakAnimator == nil)
        #expect(f.navigation.children.count == 1)
    }
}
#endif
