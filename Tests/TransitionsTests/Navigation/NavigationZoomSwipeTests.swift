#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The zoom push's back swipes (from the leading edge and, as on iOS 26, from anywhere): the card shrinks into
/// its tile instead of UIKit's slide; the navigation controller's own swipes wait for them.
@MainActor @Suite("Navigation zoom: back swipes", .headlessHygiene)
struct NavigationZoomSwipeTests {
    nonisolated static let starts: [CGPoint] = [CGPoint(x: 4, y: 400), CGPoint(x: 150, y: 400)]

    @Test("A swipe back past its threshold pops into the tile; the system's swipes stay idle", arguments: starts)
    func pops(from start: CGPoint) {
        let f = NavigationZoomFixture()
        HeadlessDevice.systemVersion = "26.0"  // the navigation controller's own swipe from anywhere exists
        defer { HeadlessDevice.systemVersion = "17.0" }
        f.push()
        let drag = f.drag(from: start, by: CGPoint(x: 260, y: 30), duration: 0.3, release: false)
        f.advance(0)
        #expect(f.navigation.transitionCoordinator?.isInteractive == true)
        #expect(f.clipFrame.width < 393 * 0.8, "shrinking: \(f.clipFrame)")
        #expect(f.navigation.interactivePopGestureRecognizer?.state == .failed || f.navigation.interactivePopGestureRecognizer?.state == .possible)
        #expect(f.navigation.interactiveContentPopGestureRecognizer?.state != .began)
        #expect(f.navigation.interactiveContentPopGestureRecognizer?.state != .changed)
        drag.end()
        f.settle()
        #expect(!f.isPushed)
        expectApproximately(f.clipFrame, f.tileOnScreen(), tolerance: 0.01)
        #expect(!f.tiles[7].isHidden)
    }

    @Test("A short swipe back springs back and the page stays pushed", arguments: starts)
    func cancels(from start: CGPoint) {
        let f = NavigationZoomFixture()
        f.push()
        let drag = f.drag(from: start, by: CGPoint(x: 70, y: 0), duration: 0.3, release: false)
        drag.move(by: .zero, duration: 0.15, steps: 9)
        drag.end()
        f.settle()
        #expect(f.isPushed)
        #expect(f.detail.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(!f.tiles[7].isHidden)
        // It can be swiped away again afterwards.
        f.drag(from: start, by: CGPoint(x: 300, y: 0), duration: 0.3)
        f.settle()
        #expect(!f.isPushed)
    }

    @Test("A vetoed swipe from anywhere leaves the page where it is; the veto hears which gesture asked")
    func vetoContentSwipe() {
        let f = NavigationZoomFixture()
        var heard: [ZoomDismissGesture] = []
        var options = ZoomTransition.Options()
        options.interactiveDismissShouldBegin = { context in
            heard.append(context.gesture)
            return context.gesture != .contentSwipe
        }
        f.push(f.makeZoom(options: options))
        let drag = f.drag(from: CGPoint(x: 150, y: 400), by: CGPoint(x: 260, y: 0), duration: 0.3, release: false)
        #expect(f.detail.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(f.navigation.transitionCoordinator == nil)
        drag.end()
        f.settle()
        #expect(!heard.isEmpty && heard.allSatisfy { $0 == .contentSwipe }, "\(heard)")
        #expect(f.isPushed)
        #expect(!f.tiles[7].isHidden)
    }

    @Test("A vetoed edge swipe leaves the back swipe to the navigation controller: UIKit's slide pops")
    func vetoEdgeSwipe() {
        let f = NavigationZoomFixture()
        var options = ZoomTransition.Options()
        options.interactiveDismissShouldBegin = { context in context.willBegin && context.gesture != .edgeSwipe }
        f.push(f.makeZoom(options: options))
        let drag = f.drag(from: CGPoint(x: 4, y: 400), by: CGPoint(x: 260, y: 0), duration: 0.3, release: false)
        f.advance(0)
        #expect(f.navigation.interactivePopGestureRecognizer?.state == .changed)
        #expect(f.detail.view.superview === f.navigation.view.subviews.first, "sliding, not in a zoom clip")
        drag.end()
        f.settle()
        #expect(!f.isPushed)
    }

    @Test("A source that vanishes mid-swipe: the pop still completes and the card fades")
    func sourceVanishes() {
        let f = NavigationZoomFixture()
        f.push()
        let drag = f.drag(from: CGPoint(x: 4, y: 400), by: CGPoint(x: 260, y: 0), duration: 0.3, release: false)
        f.sourceIndex = nil
        f.tiles[7].removeFromSuperview()
        drag.end()
        f.settle()
        #expect(!f.isPushed)
        #expect(f.navigation.viewControllers.count == 1)
    }

    @Test("After a swipe's pop the transition, its driver and the page are released", arguments: starts)
    func noLeaks(from start: CGPoint) {
        let f = NavigationZoomFixture()
        weak var weakTransition: PushPopTransition?
        weak var weakDetail: UIViewController?
        do {
            let detail = RecordingViewController(name: "swiped")
            weakDetail = detail
            let transition = ZoomPushTransition(zoom: f.makeZoom())
            weakTransition = transition
            f.navigation.pushViewController(detail, using: transition)
        }
        f.settle()
        f.drag(from: start, by: CGPoint(x: 280, y: 0), duration: 0.3)
        f.settle()
        #expect(f.navigation.viewControllers.count == 1)
        #expect(weakTransition == nil && weakDetail == nil)
    }
}
#endif
