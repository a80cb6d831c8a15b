#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

@MainActor @Suite("Navigation zoom: bad input and interleavings", .headlessHygiene)
struct NavigationZoomBadInputTests {
    @Test("No source: the push grows from the center fallback, the pop shrinks and fades at the center")
    func noSource() {
        let f = NavigationZoomFixture()
        f.sourceIndex = nil
        f.push()
        #expect(f.isPushed)
        #expect(f.detail.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        f.navigation.popViewController(animated: true)
        f.settle()
        #expect(!f.isPushed)
        #expect(
            isApproximately(f.clipFrame.midX, 196.5, tolerance: 1)
                && isApproximately(f.clipFrame.midY, 426, tolerance: 1), "at the center: \(f.clipFrame)")
    }

    @Test("The source vanishes while the photo is pushed: the pop falls back without hiding anything")
    func sourceVanishes() {
        let f = NavigationZoomFixture()
        f.push()
        f.tiles[7].removeFromSuperview()
        f.drag(by: CGPoint(x: 0, y: 320), duration: 0.2)
        f.settle()
        #expect(!f.isPushed)
        #expect(!f.tiles[7].isHidden)
    }

    @Test("A pop during the zoom push waits for it, then zooms back")
    func popDuringPush() {
        let f = NavigationZoomFixture()
        f.push(settle: false)
        f.advance(0.05)
        #expect(f.navigation.popViewController(animated: true) == nil, "queued behind the push")
        f.settle()
        #expect(!f.isPushed)
        expectApproximately(f.clipFrame, f.tileOnScreen(), tolerance: 0.01)
        #expect(!f.tiles[7].isHidden)
    }

    @Test("A drag during the push opening takes it over: the push completes and the drag pops from the frame on screen")
    func dragDuringPush() {
        let f = NavigationZoomFixture()
        f.push(settle: false)
        f.advance(0.08)
        let opening = f.clipFrame
        #expect(opening.width < 393, "still opening")
        let drag = f.drag(by: CGPoint(x: 0, y: 12), duration: 1.0 / 60, release: false)
        f.advance(0)
        #expect(f.navigation.viewControllers.count == 1, "the push completed and the pop began")
        #expect(f.clipFrame.width < 393, "no jump to full screen: \(f.clipFrame)")
        drag.move(by: CGPoint(x: 0, y: 300), duration: 0.2, steps: 12)
        drag.end()
        f.settle()
        #expect(!f.isPushed)
        expectApproximately(f.clipFrame, f.tileOnScreen(), tolerance: 0.01)
        #expect(!f.tiles[7].isHidden)
    }

    @Test("Pushed without animation: no zoom, but the drag down still pops with a zoom")
    func notAnimatedPush() {
        let f = NavigationZoomFixture()
        f.push(animated: false)
        #expect(f.providerCalls == 0)
        f.drag(by: CGPoint(x: 0, y: 320), duration: 0.2)
        f.settle()
        #expect(!f.isPushed)
        expectApproximately(f.clipFrame, f.tileOnScreen(), tolerance: 0.01)
    }

    @Test("Pushing the same controller twice is ignored and keeps its first transition")
    func pushTwice() {
        let f = NavigationZoomFixture()
        f.push()
        f.navigation.pushViewController(f.detail, using: f.makeZoom())
        f.settle()
        #expect(f.navigation.viewControllers.count == 2)
        f.navigation.popViewController(animated: true)
        f.settle()
        expectApproximately(f.clipFrame, f.tileOnScreen(), tolerance: 0.01)
    }

    @Test("Reduce Motion: push and pop cross-fade in place in about 140 ms; the tile is never hidden")
    func reduceMotion() {
        let f = NavigationZoomFixture()
        HeadlessAccessibility.setReduceMotionEnabled(true)
        defer { HeadlessAccessibility.reset() }
        f.push(settle: false)
        f.advance(0.1)
        #expect(f.clipFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect((f.clip?.alpha ?? 1) < 1)
        #expect(!f.tiles[7].isHidden)
        #expect(f.grid.view.transform.isIdentity, "nothing moves: the grid stays whole")
        f.advance(0.04 + 1.0 / 60)  // the fade ends on the first display frame at or after 0.14 s
        #expect(f.detail.log == ["viewWillAppear", "viewDidAppear"], "pushed after 0.14 s")
        f.settle()
        f.navigation.popViewController(animated: true)
        f.advance(0)
        f.advance(0.1)
        #expect(f.clipFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(!f.tiles[7].isHidden)
        #expect(f.detail.log.last == "viewWillDisappear", "still fading at 0.1 s")
        f.advance(0.04 + 1.0 / 60)
        #expect(f.detail.log.last == "viewDidDisappear", "popped after 0.14 s")
        f.settle()
        #expect(!f.isPushed)
    }

    @Test("A pop to the root removes the zoomed controller with a zoom back")
    func popToRoot() {
        let f = NavigationZoomFixture()
        f.push()
        f.navigation.popToRootViewController(animated: true)
        f.settle()
        #expect(!f.isPushed)
        expectApproximately(f.clipFrame, f.tileOnScreen(), tolerance: 0.01)
    }
}
#endif
