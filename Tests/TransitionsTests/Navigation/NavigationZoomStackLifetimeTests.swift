#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// A whole navigation stack goes away — scene closed, tab removed, root replaced — at every moment of a zoom's
/// life: nothing process-wide keeps its delegate proxy, its controllers, their transitions, their drivers or
/// what the source providers capture.
@MainActor @Suite("Navigation zoom: a released stack releases everything", .headlessHygiene)
struct NavigationZoomStackLifetimeTests {
    enum Moment: String, CaseIterable, CustomTestStringConvertible {
        case midPush, afterPush, midPop, afterPop, midDrag, midFlightBack, caughtMidPush
        var testDescription: String { rawValue }
    }

    @Test("Released at each moment: navigation, controllers, transition, driver and captures are gone", arguments: Moment.allCases)
    func released(at moment: Moment) {
        weak var weakNavigation: UINavigationController?
        weak var weakTransition: ZoomTransition?
        weak var weakPush: PushPopTransition?
        weak var weakDetail: UIViewController?
        weak var weakGrid: UIViewController?
        weak var weakCaptured: UIView?
        weak var weakDriver: PanToDismissDriver?
        var drag: SimulatedDrag?
        do {
            let f = NavigationZoomFixture()
            let captured = f.tiles[7]
            let zoom = ZoomTransition { _ in captured }
            let push = ZoomPushTransition(zoom: zoom)
            weakNavigation = f.navigation
            weakTransition = zoom
            weakPush = push
            weakDetail = f.detail
            weakGrid = f.grid
            weakCaptured = captured
            weakDriver = push.interactivePop
            f.navigation.pushViewController(f.detail, using: push)
            f.advance(0)
            f.advance(0.1)
            switch moment {
            case .midPush:
                break
            case .caughtMidPush:
                drag = f.window.beginSimulatedDrag(at: CGPoint(x: 196, y: 440))
                f.advance(0.05)
            case .afterPush:
                f.settle()
            case .midPop:
                f.settle()
                f.navigation.popViewController(animated: true)
                f.advance(0)
                f.advance(0.1)
            case .afterPop:
                f.settle()
                f.navigation.popViewController(animated: true)
                f.settle()
            case .midDrag:
                f.settle()
                drag = f.drag(by: CGPoint(x: 0, y: 150), duration: 0.2, release: false)
            case .midFlightBack:
                f.settle()
                f.drag(by: CGPoint(x: 0, y: 300), duration: 0.2)
                f.advance(0.05)
            }
            f.window.rootViewController = UIViewController()
            f.window.isHidden = true
            drag?.cancel()
            drag = nil
            f.settle()
        }
        HeadlessClock.main.runUntilIdle()
        #expect(weakNavigation == nil, "navigation controller")
        #expect(weakDetail == nil, "pushed controller")
        #expect(weakGrid == nil, "root controller")
        #expect(weakTransition == nil, "zoom transition")
        #expect(weakPush == nil, "push transition")
        #expect(weakDriver == nil, "pop driver")
        #expect(weakCaptured == nil, "what the source provider captured")
    }

    @Test("The pushed controller's transition is released after its pop while the stack lives on")
    func releasedAfterPopWithStackAlive() {
        let f = NavigationZoomFixture()
        weak var weakTransition: ZoomTransition?
        weak var weakPush: PushPopTransition?
        do {
            let zoom = f.makeZoom()
            let push = ZoomPushTransition(zoom: zoom)
            weakTransition = zoom
            weakPush = push
            f.navigation.pushViewController(f.detail, using: push)
        }
        f.settle()
        #expect(weakPush != nil, "kept while pushed")
        f.navigation.popViewController(animated: true)
        f.settle()
        #expect(weakTransition == nil)
        #expect(weakPush == nil, "released though the popped controller is still alive (the fixture holds it)")
    }
}
#endif
