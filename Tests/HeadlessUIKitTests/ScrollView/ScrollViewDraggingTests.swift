#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

@MainActor
@Suite("UIScrollView dragging and rubber banding", .headlessHygiene)
struct ScrollViewDraggingTests {
    @Test("contentOffset is bounds.origin and setting it reports a scroll")
    func contentOffsetIsBoundsOrigin() {
        let scene = ScrollScene()
        let child = InputTestSupport.addView(CGRect(x: 0, y: 500, width: 100, height: 100), to: scene.scrollView)
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(scene.scrollView.bounds.origin == CGPoint(x: 0, y: 300))
        #expect(scene.delegate.calls == ["didScroll"])
        #expect(child.convert(CGPoint.zero, to: scene.window) == CGPoint(x: 0, y: 200))
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(scene.delegate.calls == ["didScroll"], "an unchanged offset is not a scroll")
        scene.scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 10)
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 10), "non-finite components are ignored")
    }

    @Test("the content follows the finger once the pan has begun, without jumping by the hysteresis")
    func followsFinger() {
        let scene = ScrollScene()
        let drag = scene.beginDrag()
        #expect(scene.scrollView.isTracking)
        #expect(!scene.scrollView.isDragging)
        drag.move(by: CGPoint(x: 0, y: -10))
        #expect(scene.scrollView.isDragging)
        #expect(scene.scrollView.contentOffset.y == 0)
        drag.move(by: CGPoint(x: 0, y: -50), duration: 0.1, steps: 5)
        #expect(isApproximately(scene.scrollView.contentOffset.y, 50, tolerance: 1e-9))
        drag.move(by: CGPoint(x: 30, y: 20))
        #expect(isApproximately(scene.scrollView.contentOffset.y, 30, tolerance: 1e-9))
        #expect(scene.scrollView.contentOffset.x == 0, "content as wide as the view does not scroll sideways")
        HeadlessClock.main.advance(by: 0.2)
        drag.end()
        #expect(!scene.scrollView.isTracking)
        #expect(!scene.scrollView.isDragging)
        #expect(
            scene.delegate.collapsedCalls == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)",
            ])
    }

    @Test(
        "dragging past the top edge rubber-bands: (1 − 1/(x·0.55/d + 1))·d with d = 960",
        arguments: [(5.0, 2.74), (10.0, 5.47), (100.0, 52.02), (400.0, 178.98), (960.0, 340.65)])
    func rubberBandValues(overshoot: Double, shown: Double) {
        let scene = ScrollScene(size: CGSize(width: 400, height: 960), contentSize: CGSize(width: 400, height: 3000))
        let drag = scene.beginDrag(at: CGPoint(x: 200, y: 10))
        drag.move(by: CGPoint(x: 0, y: 10))
        drag.move(by: CGPoint(x: 0, y: overshoot), duration: 0.2, steps: 10)
        #expect(isApproximately(Double(scene.scrollView.contentOffset.y), -shown, tolerance: 0.01))
        drag.cancel()
    }

    @Test("released past the edge, the content springs back to it without overshooting")
    func springBack() {
        let scene = ScrollScene(size: CGSize(width: 400, height: 960), contentSize: CGSize(width: 400, height: 3000))
        let drag = scene.beginDrag(at: CGPoint(x: 200, y: 10))
        drag.move(by: CGPoint(x: 0, y: 110), duration: 0.2, steps: 11)
        #expect(isApproximately(scene.scrollView.contentOffset.y, -52.02, tolerance: 0.01))
        HeadlessClock.main.advance(by: 0.2)
        drag.end()
        #expect(scene.scrollView.isDecelerating)
        #expect(scene.delegate.proposedTarget == CGPoint(x: 0, y: 0))
        let releaseCount = scene.delegate.offsets.count
        HeadlessClock.main.advance(by: 0.75)
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.scrollView.contentOffset == .zero)
        let returning = scene.delegate.offsets.dropFirst(releaseCount).map(\.offset.y)
        #expect(!returning.isEmpty)
        #expect(zip(returning, returning.dropFirst()).allSatisfy { $0 <= $1 }, "monotonic return")
        #expect(returning.allSatisfy { $0 <= 0 })
        #expect(scene.delegate.calls.filter { $0 == "didEndDecelerating" }.count == 1)
        #expect(
            scene.delegate.collapsedCalls.suffix(5) == [
                "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didScroll", "didEndDecelerating",
            ])
    }

    @Test("with bounces off the content stops at the edges")
    func noBounce() {
        let scene = ScrollScene()
        scene.scrollView.bounces = false
        let drag = scene.beginDrag()
        drag.move(by: CGPoint(x: 0, y: 200), duration: 0.2, steps: 10)
        #expect(scene.scrollView.contentOffset.y == 0)
        drag.move(by: CGPoint(x: 0, y: -30))
        #expect(
            isApproximately(scene.scrollView.contentOffset.y, 30, tolerance: 1e-9),
            "reversing moves the content at once")
        drag.cancel()
    }

    @Test("content that fits does not scroll unless it always bounces")
    func alwaysBounceVertical() {
        for alwaysBounce in [false, true] {
            let scene = ScrollScene(contentSize: CGSize(width: 400, height: 300))
            scene.scrollView.alwaysBounceVertical = alwaysBounce
            let drag = scene.beginDrag()
            drag.move(by: CGPoint(x: 0, y: 60), duration: 0.1, steps: 6)
            if alwaysBounce {
                #expect(scene.scrollView.contentOffset.y < -20)
                #expect(scene.scrollView.panGestureRecognizer.state == .changed)
            } else {
                #expect(scene.scrollView.contentOffset.y == 0)
                #expect(scene.scrollView.panGestureRecognizer.state == .failed)
            }
            drag.cancel()
        }
    }

    @Test("isScrollEnabled = false disables the pan and nothing scrolls")
    func scrollDisabled() {
        let scene = ScrollScene()
        scene.scrollView.isScrollEnabled = false
        #expect(!scene.scrollView.panGestureRecognizer.isEnabled)
        let drag = scene.beginDrag()
        drag.move(by: CGPoint(x: 0, y: -100), duration: 0.1, steps: 6)
        drag.end()
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(scene.delegate.calls.isEmpty)
    }

    @Test("a horizontal scroll view scrolls sideways and leaves vertical drags to its vertical parent")
    func nestedPerpendicularScrollViews() {
        let scene = ScrollScene()
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 200))
        inner.contentSize = CGSize(width: 1600, height: 200)
        scene.scrollView.addSubview(inner)

        let horizontal = scene.window.beginSimulatedDrag(at: CGPoint(x: 300, y: 200))
        horizontal.move(by: CGPoint(x: -110, y: 0), duration: 0.1, steps: 11)
        HeadlessClock.main.advance(by: 0.2)
        horizontal.end()
        #expect(isApproximately(inner.contentOffset.x, 100, tolerance: 1e-9))
        #expect(scene.scrollView.contentOffset == .zero)

        let vertical = scene.window.beginSimulatedDrag(at: CGPoint(x: 300, y: 200))
        vertical.move(by: CGPoint(x: 0, y: -110), duration: 0.1, steps: 11)
        HeadlessClock.main.advance(by: 0.2)
        vertical.end()
        #expect(isApproximately(inner.contentOffset.x, 100, tolerance: 1e-9))
        #expect(isApproximately(scene.scrollView.contentOffset.y, 100, tolerance: 1e-9))
    }

    @Test("directional lock keeps a drag on its first axis")
    func directionalLock() {
        let scene = ScrollScene(contentSize: CGSize(width: 1600, height: 2000))
        scene.scrollView.isDirectionalLockEnabled = true
        let drag = scene.beginDrag()
        drag.move(by: CGPoint(x: 0, y: -12))
        drag.move(by: CGPoint(x: -40, y: -40))
        #expect(scene.scrollView.contentOffset.x == 0)
        #expect(isApproximately(scene.scrollView.contentOffset.y, 40, tolerance: 1e-9))
        drag.cancel()
    }

    @Test("someone moving the content during a drag (a sheet locking its list) is respected")
    func externalOffsetDuringDrag() {
        let scene = ScrollScene()
        scene.delegate.lockedOffset = .zero
        let drag = scene.beginDrag()
        drag.move(by: CGPoint(x: 0, y: -10))
        drag.move(by: CGPoint(x: 0, y: -80), duration: 0.1, steps: 4)
        #expect(scene.scrollView.contentOffset == .zero)
        scene.delegate.lockedOffset = nil
        drag.move(by: CGPoint(x: 0, y: -25))
        #expect(
            isApproximately(scene.scrollView.contentOffset.y, 25, tolerance: 1e-9),
            "continues from the locked offset, no jump")
        drag.cancel()
    }

    @Test("a pan elsewhere can recognize together with the scroll view's pan when its delegate allows")
    func simultaneousWithOuterPan() {
        let scene = ScrollScene()
        let log = GestureLog()
        let outer = UIPanGestureRecognizer(headlessHandler: log.handler)
        let delegate = ConfigurableGestureDelegate()
        delegate.simultaneous = true
        outer.delegate = delegate
        scene.window.addGestureRecognizer(outer)
        let drag = scene.beginDrag()
        drag.move(by: CGPoint(x: 0, y: -60), duration: 0.1, steps: 6)
        drag.end()
        #expect(log.states.first == .began)
        #expect(log.states.last == .ended)
        #expect(isApproximately(scene.scrollView.contentOffset.y, 50, tolerance: 1e-9))
    }

    @Test("without simultaneous recognition the scroll view's pan wins over an ancestor's")
    func scrollPanWins() {
        let scene = ScrollScene()
        let log = GestureLog()
        scene.window.addGestureRecognizer(UIPanGestureRecognizer(headlessHandler: log.handler))
        let drag = scene.beginDrag()
        drag.move(by: CGPoint(x: 0, y: -60), duration: 0.1, steps: 6)
        drag.end()
        #expect(log.states.isEmpty)
        #expect(isApproximately(scene.scrollView.contentOffset.y, 50, tolerance: 1e-9))
    }

    @Test("keyboardDismissMode .onDrag hides the keyboard when a drag begins")
    func keyboardDismissOnDrag() {
        let scene = ScrollScene()
        scene.scrollView.keyboardDismissMode = .onDrag
        HeadlessKeyboard.show(height: 300, duration: 0, in: scene.window)
        HeadlessClock.main.advance(by: 0)
        let drag = scene.beginDrag()
        drag.move(by: CGPoint(x: 0, y: -5))
        #expect(HeadlessKeyboard.frame != nil, "not before the drag begins")
        drag.move(by: CGPoint(x: 0, y: -10))
        #expect(HeadlessKeyboard.frame == nil)
        drag.end()
        HeadlessClock.main.runUntilIdle()
    }
}
#endif
