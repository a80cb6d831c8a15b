#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The two defects of the navigation zoom's former second copy of the engine, pinned as regressions: a drag
/// on a tracked list in a pushed screen pops it as the modal zoom dismisses, and nothing process-wide keeps a
/// navigation controller's transitions alive.
@MainActor @Suite("Navigation zoom regressions: tracked list drag-to-pop, stack lifetime", .headlessHygiene)
struct NavigationZoomRegressionTests {
    static let full = CGRect(x: 0, y: 0, width: 393, height: 852)

    /// The detail's content is one tall list, tracked by the zoom, scrolled to its top.
    func pushedList() -> (NavigationZoomFixture, UIScrollView) {
        let f = NavigationZoomFixture()
        let list = UIScrollView(frame: Self.full)
        list.contentInsetAdjustmentBehavior = .never
        list.contentSize = CGSize(width: 393, height: 3000)
        f.detail.view.addSubview(list)
        var options = ZoomTransition.Options()
        options.trackedScrollView = list
        f.push(f.makeZoom(options: options))
        return (f, list)
    }

    @Test("Tracked list at its top in a pushed screen: a drag down shrinks the screen, pins the list, and pops")
    func trackedListPops() {
        let (f, list) = pushedList()
        let drag = f.window.beginSimulatedDrag(at: CGPoint(x: 196, y: 430))
        drag.move(by: CGPoint(x: 0, y: 150), duration: 0.25, steps: 15)
        f.captureClip()
        f.advance(0)
        #expect(list.contentOffset.y == 0, "the list stays pinned at its top, no rubber band")
        #expect(f.clipFrame.width < 393, "the screen shrinks under the finger: \(f.clipFrame)")
        drag.move(by: CGPoint(x: 0, y: 25), duration: 1.0 / 60, steps: 1)  // 1,500 pt/s at the release
        drag.end()
        f.settle()
        #expect(!f.isPushed, "the release pops")
        expectApproximately(f.clipFrame, f.tileOnScreen(), tolerance: 0.01)
    }

    @Test("Releasing a navigation controller with a zoom-pushed screen releases its transition, driver and captures")
    func stackReleased() {
        weak var weakNavigation: UINavigationController?
        weak var weakTransition: ZoomTransition?
        weak var weakDetail: UIViewController?
        weak var weakCaptured: UIView?
        weak var weakDriver: PanToDismissDriver?
        do {
            let f = NavigationZoomFixture()
            let captured = UIView()
            let zoom = ZoomTransition { _ in captured }
            let push = ZoomPushTransition(zoom: zoom)
            weakNavigation = f.navigation
            weakTransition = zoom
            weakDetail = f.detail
            weakCaptured = captured
            weakDriver = push.interactivePop
            f.navigation.pushViewController(f.detail, using: push)
            f.settle()
            #expect(f.isPushed)
            f.window.rootViewController = UIViewController()
            f.settle()
        }
        HeadlessClock.main.runUntilIdle()
        #expect(weakNavigation == nil)
        #expect(weakDetail == nil)
        #expect(weakTransition == nil)
        #expect(weakDriver == nil)
        #expect(weakCaptured == nil, "what the source provider captured")
    }
}
#endif
