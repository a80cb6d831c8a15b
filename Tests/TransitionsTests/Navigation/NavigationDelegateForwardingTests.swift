#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The app's own navigation delegate, logging what it receives.
@MainActor final class AppNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var log: [String] = []
    var animator: (any UIViewControllerAnimatedTransitioning)?

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) { log.append("willShow(\(name(viewController)))") }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) { log.append("didShow(\(name(viewController)))") }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log.append("animationController(\(name(fromVC))→\(name(toVC)))")
        return animator
    }

    private func name(_ controller: UIViewController) -> String {
        (controller as? RecordingViewController)?.name ?? "?"
    }
}

/// A push animator built from parts: the pushed view fades in; the pop fades it out.
@MainActor final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let pushing: Bool
    init(pushing: Bool) { self.pushing = pushing }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let from = context.view(forKey: .from), let to = context.view(forKey: .to) else { return }
        if pushing { container.addSubview(to) } else { container.insertSubview(to, belowSubview: from) }
        to.frame = container.bounds
        let moving = pushing ? to : from
        moving.alpha = pushing ? 0 : 1
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveLinear],
            animations: { moving.alpha = self.pushing ? 1 : 0 },
            completion: { _ in
                moving.alpha = 1
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}

/// A custom transition from parts.
final class FadeTransition: PushPopTransition {
    override func makePushAnimator(from: UIViewController, to: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    { FadeAnimator(pushing: true) }

    override func makePopAnimator(from: UIViewController, to: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    { FadeAnimator(pushing: false) }
}

@MainActor @Suite("Navigation transitions keep the app's delegate", .headlessHygiene)
struct NavigationDelegateForwardingTests {
    @Test("The app's delegate keeps getting willShow/didShow and answers for pushes the library does not handle")
    func forwards() {
        let f = NavigationZoomFixture()
        let app = AppNavigationDelegate()
        f.navigation.delegate = app
        f.push()
        #expect(f.navigation.delegate !== app, "a forwarding delegate stands in front")
        #expect(app.log == ["willShow(detail)", "didShow(detail)"], "the zoom push is the library's: \(app.log)")
        app.log.removeAll()
        let other = RecordingViewController(name: "other")
        f.navigation.pushViewController(other, animated: true)
        f.settle()
        #expect(app.log == ["animationController(detail→other)", "willShow(other)", "didShow(other)"])
        app.log.removeAll()
        app.animator = FadeAnimator(pushing: false)
        f.navigation.popViewController(animated: true)
        f.settle()
        #expect(app.log == ["animationController(other→detail)", "willShow(detail)", "didShow(detail)"])
        #expect(f.navigation.topViewController === f.detail)
    }

    @Test("The app's delegate is held weakly by the forwarding delegate, as UIKit holds it")
    func appDelegateWeak() {
        let f = NavigationZoomFixture()
        weak var weakApp: AppNavigationDelegate?
        do {
            let app = AppNavigationDelegate()
            weakApp = app
            f.navigation.delegate = app
            f.push()
        }
        #expect(weakApp == nil)
        f.navigation.popViewController(animated: true)
        f.settle()
        #expect(!f.isPushed)
    }

    @Test("A custom push from parts: push and pop animators, and a PanToDismissDriver that pops")
    func customParts() {
        let f = NavigationZoomFixture()
        let fade = FadeTransition()
        let driver = PanToDismissDriver(direction: .down)
        fade.interactivePop = driver
        f.navigation.pushViewController(f.detail, using: fade)
        f.advance(0.1)
        #expect(
            isApproximately(f.detail.view.layer.presentation()?.opacity ?? -1, 1.0 / 3, tolerance: 0.02), "fading in")
        f.settle()
        driver.install(on: f.detail.view, popping: f.detail)
        let drag = f.window.beginSimulatedDrag(at: CGPoint(x: 200, y: 300))
        drag.move(by: CGPoint(x: 0, y: 426), duration: 0.5, steps: 30)
        f.advance(0)
        #expect(f.navigation.transitionCoordinator?.isInteractive == true)
        let opacity = f.detail.view.layer.presentation()?.opacity ?? -1
        #expect(opacity > 0.3 && opacity < 0.7, "scrubbed to about half: \(opacity)")
        drag.end()
        f.settle()
        #expect(!f.isPushed)
        #expect(f.detail.view.alpha == 1)
    }

    @Test("A programmatic pop never waits for a finger: the driver is not the interaction controller then")
    func programmaticPopIsNotInteractive() {
        let f = NavigationZoomFixture()
        let fade = FadeTransition()
        fade.interactivePop = PanToDismissDriver()
        f.navigation.pushViewController(f.detail, using: fade)
        f.settle()
        f.navigation.popViewController(animated: true)
        f.advance(0.01)
        #expect(f.navigation.transitionCoordinator?.isInteractive == false)
        f.settle()
        #expect(!f.isPushed)
    }

    @Test("begin(popping:) refuses the root, a controller not on top, and a running transition")
    func beginPoppingRules() {
        let f = NavigationZoomFixture()
        let driver = PanToDismissDriver()
        #expect(!driver.begin(popping: f.grid))
        #expect(!driver.begin(popping: f.detail))
        f.push(settle: false)
        #expect(!driver.begin(popping: f.detail), "the push is running")
        f.settle()
        #expect(!driver.begin(popping: f.grid), "not on top")
        #expect(!driver.isInteracting)
    }
}
#endif
