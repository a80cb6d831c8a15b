#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

@MainActor @Suite("Navigation zoom lifetimes", .headlessHygiene)
struct NavigationZoomLifetimeTests {
    @Test("1,000 push/pop cycles (animated pops, drags, non-animated) leave no controller or transition")
    func thousandCycles() {
        let f = NavigationZoomFixture()
        weak var lastDetail: UIViewController?
        weak var lastZoom: ZoomTransition?
        func cycle(_ index: Int) {
            let detail = RecordingViewController(name: "d\(index)")
            let zoom = f.makeZoom()
            lastDetail = detail
            lastZoom = zoom
            f.navigation.pushViewController(detail, using: zoom, animated: index % 5 != 4)
            f.settle()
            switch index % 3 {
            case 0:
                f.navigation.popViewController(animated: true)
            case 1:
                let drag = f.window.beginSimulatedDrag(at: CGPoint(x: 196, y: 430))
                drag.move(by: CGPoint(x: 0, y: 320), duration: 0.2, steps: 12)
                drag.end()
            default:
                f.navigation.popViewController(animated: false)
            }
            f.settle()
        }
        for index in 0..<1_000 { cycle(index) }
        #expect(lastDetail == nil)
        #expect(lastZoom == nil)
        #expect(f.navigation.viewControllers.count == 1)
        #expect(f.navigation.children.count == 1)
        #expect(f.tiles.allSatisfy { !$0.isHidden })
        #expect(f.navigation.view.subviews.first?.subviews.count == 1, "only the grid's view in the container")
    }

    @Test("The navigation transition and its drag driver are released after the pop")
    func transitionReleased() {
        let f = NavigationZoomFixture()
        weak var weakTransition: PushPopTransition?
        weak var weakDriver: PanToDismissDriver?
        do {
            let transition = ZoomPushTransition(zoom: f.makeZoom())
            weakTransition = transition
            weakDriver = transition.interactivePop
            f.navigation.pushViewController(f.detail, using: transition)
        }
        f.settle()
        #expect(weakTransition != nil, "kept while pushed")
        f.drag(by: CGPoint(x: 0, y: 320), duration: 0.2)
        f.settle()
        #expect(!f.isPushed)
        #expect(weakTransition == nil)
        #expect(weakDriver == nil)
    }
}
#endif
