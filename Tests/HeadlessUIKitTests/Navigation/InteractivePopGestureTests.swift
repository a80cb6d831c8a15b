#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

@MainActor @Suite(.headlessHygiene) struct InteractivePopGestureTests {
    @Test func isALeadingScreenEdgePanOnTheNavigationView() throws {
        let f = NavigationFixture()
        let pan = try #require(f.navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(pan.edges == .left)
        #expect(pan.view === f.navigation.view)
    }

    @Test func aSwipeFromTheEdgeFollowsTheFingerAndPopsPastHalfway() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f.b, animated: false)
        f.settle()
        let drag = f.window.beginSimulatedDrag(at: CGPoint(x: 4, y: 300))
        drag.move(by: CGPoint(x: 120, y: 0), duration: 0.2, steps: 12)
        HeadlessClock.main.advance(by: 1.0 / 60)
        #expect(f.navigation.transitionCoordinator?.isInteractive == true)
        // The top view follows the finger (the standard slide, scrubbed).
        let shownX = (f.b.view.layer.presentation()?.position.x ?? -1) - f.b.view.bounds.width / 2
        #expect(isApproximately(shownX, 120, tolerance: 20))
        drag.move(by: CGPoint(x: 150, y: 0), duration: 0.2, steps: 12)
        drag.end()
        f.settle()
        #expect(f.navigation.viewControllers.count == 1)
        #expect(f.b.parent == nil)
        #expect(f.log.entries.last == "didShow(A)")
    }

    @Test func aFastShortFlickPops() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f.b, animated: false)
        f.settle()
        let drag = f.window.beginSimulatedDrag(at: CGPoint(x: 4, y: 300))
        drag.move(by: CGPoint(x: 20, y: 0), duration: 0.05, steps: 3)
        drag.fling(velocity: CGPoint(x: 900, y: 0), duration: 0.05)
        f.settle()
        #expect(f.navigation.viewControllers.count == 1)
    }

    @Test func neverBeginsOnTheRootAwayFromTheEdgeOrDuringATransition() {
        let f = NavigationFixture()
        var drag = f.window.beginSimulatedDrag(at: CGPoint(x: 4, y: 300))
        drag.move(by: CGPoint(x: 200, y: 0), duration: 0.2, steps: 10)
        drag.end()
        f.settle()
        #expect(f.log.entries.isEmpty)
        f.navigation.pushViewController(f.b, animated: false)
        f.settle()
        drag = f.window.beginSimulatedDrag(at: CGPoint(x: 60, y: 300))  // not at the edge
        drag.move(by: CGPoint(x: 250, y: 0), duration: 0.2, steps: 10)
        drag.end()
        f.settle()
        #expect(f.navigation.viewControllers.count == 2)
        f.navigation.pushViewController(f.c, animated: true)
        HeadlessClock.main.advance(by: 0.05)  // the push runs
        drag = f.window.beginSimulatedDrag(at: CGPoint(x: 4, y: 300))
        drag.move(by: CGPoint(x: 250, y: 0), duration: 0.1, steps: 6)
        #expect(
            f.navigation.interactivePopGestureRecognizer?.state == .possible
                || f.navigation.interactivePopGestureRecognizer?.state == .failed)
        drag.end()
        f.settle()
        #expect(f.navigation.viewControllers.count == 3)
    }

    @Test func aCustomAnimatorWithoutInteractionControllerPopsAtOnce() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f.b, animated: false)
        f.settle()
        f.delegate.animator = SlideAnimator(log: f.log, isPresenting: false, duration: 0.3)
        f.log.clear()
        let drag = f.window.beginSimulatedDrag(at: CGPoint(x: 4, y: 300))
        drag.move(by: CGPoint(x: 40, y: 0), duration: 0.1, steps: 6)
        drag.cancel()
        f.settle()
        #expect(f.log.entries.contains("interactionController"))
        #expect(f.navigation.viewControllers.count == 1)
    }
}
#endif

#if canImport(HeadlessUIKit)
/// iOS 26's swipe back from anywhere (`interactiveContentPopGestureRecognizer`).
@MainActor @Suite(.headlessHygiene) struct InteractiveContentPopGestureTests {
    @Test func onIOS26ASwipeFromMidPagePopsWithTheSlide() {
        let f = NavigationFixture()
        HeadlessDevice.systemVersion = "26.0"
        defer { HeadlessDevice.systemVersion = "17.0" }
        #expect(f.navigation.interactiveContentPopGestureRecognizer?.view === f.navigation.view)
        f.navigation.pushViewController(f.b, animated: false)
        f.settle()
        let drag = f.window.beginSimulatedDrag(at: CGPoint(x: 150, y: 300))
        drag.move(by: CGPoint(x: 250, y: 20), duration: 0.2, steps: 12)
        HeadlessClock.main.advance(by: 1.0 / 60)
        #expect(f.navigation.transitionCoordinator?.isInteractive == true)
        drag.end()
        f.settle()
        #expect(f.navigation.viewControllers.count == 1)
    }

    @Test func beforeIOS26OrOutsideItsConeNothingHappens() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f.b, animated: false)
        f.settle()
        var drag = f.window.beginSimulatedDrag(at: CGPoint(x: 150, y: 300))
        drag.move(by: CGPoint(x: 250, y: 0), duration: 0.2, steps: 12)
        drag.end()
        f.settle()
        #expect(f.navigation.viewControllers.count == 2, "iOS 17: no swipe from anywhere")
        HeadlessDevice.systemVersion = "26.0"
        defer { HeadlessDevice.systemVersion = "17.0" }
        drag = f.window.beginSimulatedDrag(at: CGPoint(x: 150, y: 300))
        drag.move(by: CGPoint(x: 200, y: 150), duration: 0.2, steps: 12)  // 37°: outside ±22.5°
        drag.end()
        f.settle()
        #expect(f.navigation.viewControllers.count == 2)
    }
}
#endif
