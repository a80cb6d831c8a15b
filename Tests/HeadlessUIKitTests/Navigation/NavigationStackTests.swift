#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

@MainActor @Suite(.headlessHygiene) struct NavigationStackTests {
    @Test func pushUpdatesTheStackAtOnceAndShowsTheViewAfterTheTransition() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f.b, animated: true)
        #expect(f.navigation.viewControllers.map(ObjectIdentifier.init) == [f.a, f.b].map(ObjectIdentifier.init))
        #expect(f.navigation.topViewController === f.b)
        #expect(f.b.navigationController === f.navigation)
        #expect(f.b.view.window == nil)  // the visible change waits for the next run-loop turn
        f.settle()
        #expect(f.b.view.window === f.window)
        #expect(f.a.viewIfLoaded?.window == nil)
        #expect(f.b.view.frame == f.navigation.view.bounds)
    }

    @Test func popReturnsThePoppedControllerWhichLeavesItsParent() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f.b, animated: false)
        f.settle()
        let popped = f.navigation.popViewController(animated: true)
        #expect(popped === f.b)
        #expect(f.navigation.topViewController === f.a)
        #expect(f.b.parent === f.navigation)  // leaves when the transition ends
        f.settle()
        #expect(f.b.parent == nil)
        #expect(f.b.navigationController == nil)
        #expect(f.a.view.window === f.window)
    }

    @Test func poppingTheRootDoesNothing() {
        let f = NavigationFixture()
        #expect(f.navigation.popViewController(animated: true) == nil)
        #expect(f.navigation.popToRootViewController(animated: true) == [])
        f.settle()
        #expect(f.log.entries.isEmpty)
        #expect(f.navigation.viewControllers.count == 1)
    }

    @Test func popToAndPopToRootReturnThePoppedControllersBottomFirst() {
        let f = NavigationFixture()
        let d = NavLoggingViewController("D", log: f.log)
        f.navigation.setViewControllers([f.a, f.b, f.c, d], animated: false)
        f.settle()
        let toB = f.navigation.popToViewController(f.b, animated: true)
        #expect(toB?.map(ObjectIdentifier.init) == [f.c, d].map(ObjectIdentifier.init))
        f.settle()
        #expect(f.navigation.popToViewController(d, animated: true) == nil)  // not in the stack
        let toRoot = f.navigation.popToRootViewController(animated: false)
        #expect(toRoot?.map(ObjectIdentifier.init) == [ObjectIdentifier(f.b)])
        f.settle()
        #expect(f.navigation.children.count == 1)
        #expect(f.c.parent == nil && d.parent == nil)
    }

    @Test func pushingTheSameControllerTwiceOrANavigationControllerIsIgnored() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f.a, animated: true)
        f.navigation.pushViewController(UINavigationController(), animated: true)
        f.settle()
        #expect(f.navigation.viewControllers.count == 1)
        let other = UINavigationController(rootViewController: f.b)
        f.navigation.pushViewController(f.b, animated: true)  // belongs to another navigation controller
        f.settle()
        #expect(f.navigation.viewControllers.count == 1)
        #expect(other.viewControllers.count == 1)
    }

    @Test func setViewControllersDropsDuplicatesAndChoosesPushOrPop() {
        let f = NavigationFixture()
        f.navigation.setViewControllers([f.a, f.b, f.b, f.c], animated: true)
        #expect(f.navigation.viewControllers.count == 3)
        f.settle()
        #expect(f.log.entries.contains("animationController(push, A→C)"))
        f.log.clear()
        f.navigation.setViewControllers([f.a, f.b], animated: true)
        f.settle()
        #expect(f.log.entries.contains("animationController(pop, C→B)"))
        #expect(f.c.parent == nil)
    }

    @Test func changesInOneRunLoopTurnMakeOneTransition() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f.b, animated: true)
        f.navigation.pushViewController(f.c, animated: true)
        f.settle()
        #expect(
            f.log.filtered(to: ["animationController(push, A→B)", "animationController(push, A→C)"]) == [
                "animationController(push, A→C)"
            ])
        #expect(f.navigation.viewControllers.count == 3)
    }

    @Test func pushDuringAPushIsQueuedUntilItEnds() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f.b, animated: true)
        HeadlessClock.main.advance(by: 0.05)  // the first push is on screen
        f.navigation.pushViewController(f.c, animated: true)
        #expect(f.navigation.viewControllers.count == 2)  // queued
        f.settle()
        #expect(f.navigation.viewControllers.count == 3)
        #expect(
            f.log.filtered(to: ["didShow(B)", "animationController(push, B→C)", "didShow(C)"]) == [
                "didShow(B)", "animationController(push, B→C)", "didShow(C)",
            ])
    }

    @Test func popDuringAPopIsQueuedAndReturnsNil() {
        let f = NavigationFixture()
        f.navigation.setViewControllers([f.a, f.b, f.c], animated: false)
        f.settle()
        f.navigation.popViewController(animated: true)
        HeadlessClock.main.advance(by: 0.05)
        #expect(f.navigation.popViewController(animated: true) == nil)
        f.settle()
        #expect(f.navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(f.a)])
    }

    @Test func visibleViewControllerIsAPresentedOneElseTheTop() {
        let f = NavigationFixture()
        #expect(f.navigation.visibleViewController === f.a)
        let modal = UIViewController()
        f.navigation.present(modal, animated: false)
        f.settle()
        #expect(f.navigation.visibleViewController === modal)
    }

    @Test func theBarMovesTheChildrensSafeAreaBelowIt() {
        let f = NavigationFixture(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        f.window.layoutIfNeeded()
        #expect(f.navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(f.a.view.safeAreaInsets.top == 91)
        #expect(f.a.view.safeAreaInsets.bottom == 34)
        f.navigation.isNavigationBarHidden = true
        f.window.layoutIfNeeded()
        #expect(f.navigation.navigationBar.isHidden)
        #expect(f.a.view.safeAreaInsets.top == 47)
        f.navigation.setNavigationBarHidden(false, animated: true)
        f.navigation.pushViewController(f.b, animated: false)
        f.settle()
        f.window.layoutIfNeeded()
        #expect(f.b.view.safeAreaInsets.top == 91)
    }

    @Test func aNavigationControllerOffScreenChangesItsStackWithoutCallbacks() {
        let log = CallLog()
        let a = NavLoggingViewController("A", log: log)
        let b = NavLoggingViewController("B", log: log)
        let navigation = UINavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: true)
        HeadlessClock.main.runUntilIdle(maximumDuration: 5)
        #expect(log.entries == ["A.willMove(nav)", "B.willMove(nav)", "A.didMove(nav)", "B.didMove(nav)"])
        #expect(navigation.topViewController === b)
        _ = navigation.view
        #expect(b.view.superview != nil)
        #expect(a.viewIfLoaded?.superview == nil)
    }

    @Test func emptyingTheStackRemovesTheViewAndIsAllowed() {
        let f = NavigationFixture()
        f.navigation.setViewControllers([], animated: true)
        f.settle()
        #expect(f.navigation.topViewController == nil)
        #expect(f.a.viewIfLoaded?.window == nil)
        #expect(f.log.entries == ["A.willMove(nil)", "A.viewWillDisappear", "A.viewDidDisappear", "A.didMove(nil)"])
    }
}
#endif
