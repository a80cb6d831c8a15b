#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The zoom from a tapped item in a navigation stack, as a story: a grid pushes the photo with a zoom from its tile; dragging
/// the photo down pops it, landing exactly on the tile's current frame; a short drag springs back; the edge
/// swipe still goes back.
@MainActor @Suite("Zoom in a navigation stack: push with zoom, drag down to pop", .headlessHygiene)
struct NavigationZoomPushPopTests {
    @Test("Push: starts on the tile, grows to full screen over the dimmed grid, the tile hidden meanwhile")
    func push() {
        let f = NavigationZoomFixture()
        let tile = f.tileOnScreen()
        #expect(tile == CGRect(x: 132, y: 379, width: 129, height: 129))
        f.push(settle: false)
        expectApproximately(f.clipFrame, tile, tolerance: 0.01, "the first frame is the tile")
        #expect(f.tiles[7].isHidden)
        #expect(f.grid.view.window != nil, "the grid stays visible under the zoom")
        var widths: [CGFloat] = []
        for _ in 0..<10 {
            f.advance(1.0 / 30)
            widths.append(f.clipFrame.width)
        }
        #expect(widths.first! > tile.width && widths.last! > 300, "grows: \(widths)")
        f.settle()
        #expect(f.detail.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(f.detail.view.transform == .identity)
        #expect(f.detail.view.superview === f.navigation.view.subviews.first, "back in the navigation container")
        #expect(f.clip?.superview == nil)
        #expect(!f.tiles[7].isHidden)
        #expect(f.grid.view.window == nil, "the grid leaves once pushed over")
        #expect(f.detail.log == ["viewWillAppear", "viewDidAppear"])
        #expect(f.grid.log == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test("Drag down anywhere: follows the finger and shrinks; past the threshold it lands on the tile, popped")
    func dragPops() {
        let f = NavigationZoomFixture()
        f.push()
        let drag = f.drag(by: CGPoint(x: 20, y: 200), duration: 0.4, release: false)
        f.advance(0)
        #expect(f.clipFrame.width < 393, "shrinks under the finger")
        #expect(f.tiles[7].isHidden)
        #expect(f.navigation.transitionCoordinator?.isInteractive == true)
        drag.move(by: CGPoint(x: 0, y: 60), duration: 0.1, steps: 6)
        drag.end()
        f.settle()
        #expect(!f.isPushed)
        expectApproximately(f.clipFrame, f.tileOnScreen(), tolerance: 0.01)
        #expect(f.clip?.superview == nil)
        #expect(!f.tiles[7].isHidden)
        #expect(f.detail.parent == nil)
        #expect(f.grid.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(f.detail.log == ["viewWillDisappear", "viewDidDisappear"])
        #expect(f.grid.log == ["viewWillAppear", "viewDidAppear"])
    }

    @Test("The source is asked again at the pop: a grid scrolled meanwhile gets the zoom at its new place")
    func followsTheScrolledGrid() {
        let f = NavigationZoomFixture()
        f.push()
        f.scroll.contentOffset = CGPoint(x: 0, y: 132)
        let calls = f.providerCalls
        f.navigation.popViewController(animated: true)
        f.settle()
        #expect(f.providerCalls > calls)
        #expect(isApproximately(f.tileOnScreen().minY, 379 - 132, tolerance: 0.01))
        expectApproximately(f.clipFrame, f.tileOnScreen(), tolerance: 0.01)
        #expect(!f.isPushed)
    }

    @Test("Short of the threshold the photo springs back, stays pushed, and the pop is cancelled")
    func cancelledDragReturns() {
        let f = NavigationZoomFixture()
        f.push()
        let drag = f.drag(by: CGPoint(x: 0, y: 50), duration: 0.4, release: false)
        drag.move(by: .zero, duration: 0.2, steps: 12)
        drag.end()
        f.settle()
        #expect(f.isPushed)
        #expect(f.navigation.viewControllers.count == 2)
        #expect(f.detail.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(f.detail.view.window != nil)
        #expect(f.grid.viewIfLoaded?.window == nil)
        #expect(!f.tiles[7].isHidden)
        #expect(
            f.detail.log == ["viewWillDisappear", "viewDidDisappear", "viewWillAppear", "viewDidAppear"]
                || f.detail.log == ["viewWillDisappear", "viewWillAppear", "viewDidAppear"])
    }

    @Test("A drag can grab the photo again while it springs back, and pop it")
    func regrabDuringSpringBack() {
        let f = NavigationZoomFixture()
        f.push()
        let first = f.drag(by: CGPoint(x: 0, y: 60), duration: 0.4, release: false)
        first.move(by: .zero, duration: 0.2, steps: 12)
        first.end()
        f.advance(0.05)
        #expect(f.clipFrame.width < 393, "still springing back")
        f.drag(by: CGPoint(x: 0, y: 300), duration: 0.3)
        f.settle()
        #expect(!f.isPushed)
        expectApproximately(f.clipFrame, f.tileOnScreen(), tolerance: 0.01)
    }

    @Test("The edge swipe back shrinks the card into its tile instead of UIKit's slide")
    func edgeSwipe() {
        let f = NavigationZoomFixture()
        f.push()
        let drag = f.window.beginSimulatedDrag(at: CGPoint(x: 4, y: 400))
        drag.move(by: CGPoint(x: 240, y: 0), duration: 0.3, steps: 18)
        f.captureClip()
        f.advance(0)
        #expect(f.navigation.transitionCoordinator?.isInteractive == true)
        #expect(f.detail.view.superview !== f.navigation.view.subviews.first, "in the zoom's clip, not sliding")
        // 1 − 0.667 · (240 − 12) / 393 ≈ 0.61 (rubber-banded past 0.6 of the width).
        #expect(f.clipFrame.width / 393 < 0.7 && f.clipFrame.width / 393 > 0.55, "\(f.clipFrame)")
        drag.end()
        f.settle()
        #expect(!f.isPushed)
        expectApproximately(f.clipFrame, f.tileOnScreen(), tolerance: 0.01)
        #expect(!f.tiles[7].isHidden)
    }

    @Test("The back button's pop (programmatic) zooms back; a non-animated pop just removes the photo")
    func programmaticPops() {
        let f = NavigationZoomFixture()
        f.push()
        f.navigation.popViewController(animated: true)
        f.advance(1.0 / 60)
        #expect(f.tiles[7].isHidden)
        f.settle()
        expectApproximately(f.clipFrame, f.tileOnScreen(), tolerance: 0.01)
        let g = NavigationZoomFixture()
        g.push()
        g.navigation.popViewController(animated: false)
        g.settle()
        #expect(!g.isPushed)
        #expect(!g.tiles[7].isHidden)
        #expect(g.grid.view.window != nil)
    }
}
#endif
