#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// A zoom push adopted for a screen someone else pushes with plain `pushViewController(_:animated:)`, as SwiftUI's
/// `NavigationStack` does: an invisible anchor controller inside the pushed screen (where SwiftUI's
/// `transitionsNavigationZoom` puts it) gives that screen a zoom when it joins it or appears.
@MainActor @Suite("Zoom adopted by a screen someone else pushes (SwiftUI's navigation zoom)", .headlessHygiene)
struct NavigationAdoptedTransitionTests {
    /// An anchor making the fixture's zoom push, counting how many it made.
    @MainActor final class Maker {
        var made = 0
        func anchor(_ f: NavigationZoomFixture) -> NavigationTransitionAnchor {
            NavigationTransitionAnchor {
                self.made += 1
                return ZoomPushTransition(zoom: f.makeZoom())
            }
        }
    }

    /// Adds `anchor` to `screen` as a child, as SwiftUI adds a representable's controller to its host.
    func embed(_ anchor: NavigationTransitionAnchor, in screen: UIViewController) {
        screen.addChild(anchor)
        screen.view.addSubview(anchor.view)
        anchor.didMove(toParent: screen)
    }

    /// Pops the detail with the back button's call and returns the zoom's last frame.
    func popAndLand(_ f: NavigationZoomFixture) -> CGRect {
        f.navigation.popViewController(animated: true)
        f.advance(0.05)
        f.captureClip()
        f.settle()
        return f.clipFrame
    }

    @Test("Anchor joining the pushed screen before the transition starts: the push grows from the tile, pops into it")
    func adoptedBeforeTheAnimator() {
        let f = NavigationZoomFixture()
        let maker = Maker()
        f.navigation.pushViewController(f.detail, animated: true)
        embed(maker.anchor(f), in: f.detail)  // the destination's views are built before the animator is asked
        f.advance(0.05)
        f.captureClip()
        #expect(f.clip != nil, "the pushed screen flies in the zoom's clip")
        #expect(f.clipFrame.width < 393, "and is still smaller than the screen 50 ms in: \(f.clipFrame)")
        f.settle()
        #expect(f.isPushed)
        #expect(maker.made == 1)
        expectApproximately(popAndLand(f), f.tileOnScreen(), tolerance: 0.01)
        #expect(!f.isPushed)
    }

    @Test("Anchor joining after the push ended: the screen pops into the tile, by the back button or a drag down")
    func adoptedAfterThePush() {
        let f = NavigationZoomFixture()
        let maker = Maker()
        f.navigation.pushViewController(f.detail, animated: true)
        f.settle()
        #expect(f.clip == nil, "UIKit's standard push, no zoom")
        embed(maker.anchor(f), in: f.detail)
        f.drag(by: CGPoint(x: 0, y: 300), duration: 0.3)
        f.settle()
        #expect(!f.isPushed, "the drag down pops: it was installed when the anchor joined")
        expectApproximately(f.clipFrame, f.tileOnScreen(), tolerance: 0.01)

        let g = NavigationZoomFixture()
        g.navigation.pushViewController(g.detail, animated: true)
        g.settle()
        embed(Maker().anchor(g), in: g.detail)
        expectApproximately(popAndLand(g), g.tileOnScreen(), tolerance: 0.01)
    }

    @Test("Anchor nested in a child of the pushed screen, appearing again after a screen above pops: one zoom, kept")
    func nestedAndReappearing() {
        let f = NavigationZoomFixture()
        let maker = Maker()
        let content = UIViewController()
        f.detail.addChild(content)
        f.detail.view.addSubview(content.view)
        content.didMove(toParent: f.detail)
        let anchor = maker.anchor(f)
        content.addChild(anchor)
        content.view.addSubview(anchor.view)
        anchor.didMove(toParent: content)
        f.navigation.pushViewController(f.detail, animated: true)
        f.settle()
        f.navigation.pushViewController(RecordingViewController(name: "above"), animated: true)
        f.settle()
        f.navigation.popViewController(animated: true)
        f.settle()
        #expect(maker.made == 1, "appearing again reuses the screen's zoom")
        #expect(f.isPushed)
        #expect(anchor.adopted != nil)
        expectApproximately(popAndLand(f), f.tileOnScreen(), tolerance: 0.01)
    }

    @Test("The app's navigation delegate keeps receiving every call around an adopted zoom")
    func delegateKept() {
        let f = NavigationZoomFixture()
        let app = AppNavigationDelegate()
        f.navigation.delegate = app
        f.navigation.pushViewController(f.detail, animated: true)
        embed(Maker().anchor(f), in: f.detail)
        f.settle()
        #expect(app.log == ["willShow(detail)", "didShow(detail)"], "the zoom answers the animator question itself")
        app.log.removeAll()
        _ = popAndLand(f)
        #expect(app.log == ["willShow(grid)", "didShow(grid)"])
    }

    @Test("An anchor outside any navigation controller adopts nothing and makes no zoom")
    func outsideNavigation() {
        let f = NavigationZoomFixture()
        let maker = Maker()
        let loose = UIViewController()
        let anchor = maker.anchor(f)
        embed(anchor, in: loose)
        anchor.adopt()
        #expect(anchor.adopted == nil)
        #expect(maker.made == 0)
    }
}
#endif
