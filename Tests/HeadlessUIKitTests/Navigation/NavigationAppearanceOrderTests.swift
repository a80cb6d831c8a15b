#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// The callback orders of HeadlessNavigationTransition's documentation, each pinned against its source.
@MainActor @Suite(.headlessHygiene) struct NavigationAppearanceOrderTests {
    /// The log without the delegate's animator questions (pinned in NavigationCustomTransitionTests).
    private func appearance(_ log: CallLog) -> [String] {
        log.entries.filter { !$0.hasPrefix("animationController") && $0 != "interactionController" }
    }

    /// vastdevblog.vast.com (2012) and arm1.ru: willMove inside push; will-disappear, will-appear, willShow;
    /// did-disappear, did-appear; didMove after did-appear.
    @Test(arguments: [true, false]) func push(animated: Bool) {
        let f = NavigationFixture()
        f.navigation.pushViewController(f.b, animated: animated)
        #expect(appearance(f.log) == ["B.willMove(nav)"])
        f.settle()
        #expect(
            appearance(f.log) == [
                "B.willMove(nav)", "A.viewWillDisappear", "B.viewWillAppear", "willShow(B)", "A.viewDidDisappear",
                "B.viewDidAppear", "B.didMove(nav)", "didShow(B)",
            ])
    }

    @Test(arguments: [true, false]) func pop(animated: Bool) {
        let f = NavigationFixture()
        f.navigation.pushViewController(f.b, animated: false)
        f.settle()
        f.log.clear()
        f.navigation.popViewController(animated: animated)
        #expect(appearance(f.log) == ["B.willMove(nil)"])
        f.settle()
        #expect(
            appearance(f.log) == [
                "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "willShow(A)", "B.viewDidDisappear",
                "A.viewDidAppear", "B.didMove(nil)", "didShow(A)",
            ])
    }

    @Test func isMovingToAndFromParentAreTrueDuringTheirAppearanceCallbacks() {
        final class Probe: UIViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) { seen.append("willAppear:\(isMovingToParent)") }
            override func viewDidAppear(_ animated: Bool) { seen.append("didAppear:\(isMovingToParent)") }
            override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear:\(isMovingFromParent)") }
            override func viewDidDisappear(_ animated: Bool) { seen.append("didDisappear:\(isMovingFromParent)") }
        }
        let f = NavigationFixture()
        let probe = Probe()
        f.navigation.pushViewController(probe, animated: true)
        f.settle()
        f.navigation.pushViewController(f.c, animated: true)
        f.settle()
        f.navigation.popViewController(animated: true)
        f.settle()
        f.navigation.popViewController(animated: true)
        f.settle()
        #expect(
            probe.seen == [
                "willAppear:true", "didAppear:true", "willDisappear:false", "didDisappear:false", "willAppear:false",
                "didAppear:false", "willDisappear:true", "didDisappear:true",
            ])
    }

    /// dev.mo4tech.com ("iOS life cycle"): a swipe back that is let go sends the controller underneath
    /// will-disappear and did-disappear, then the top one will-appear and did-appear again; no didShow.
    @Test func cancelledInteractivePop() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f.b, animated: false)
        f.settle()
        f.log.clear()
        let drag = f.window.beginSimulatedDrag(at: CGPoint(x: 5, y: 400))
        drag.move(by: CGPoint(x: 80, y: 0), duration: 0.2, steps: 12)
        HeadlessClock.main.advance(by: 0.05)
        drag.move(by: CGPoint(x: -40, y: 0), duration: 0.2, steps: 12)
        drag.end()
        f.settle()
        #expect(
            appearance(f.log) == [
                "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "willShow(A)", "A.viewWillDisappear",
                "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
            ])
        #expect(f.navigation.topViewController === f.b)
        #expect(f.b.parent === f.navigation)
        #expect(f.b.view.window === f.window)
        #expect(f.a.viewIfLoaded?.window == nil)
    }
}
#endif
