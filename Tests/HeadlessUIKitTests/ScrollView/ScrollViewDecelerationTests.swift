#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

@MainActor
@Suite("UIScrollView deceleration, bounce and animated offsets", .headlessHygiene)
struct ScrollViewDecelerationTests {
    /// `x(t) = x₀ + v₀(r^(1000t) − 1)/(1000 ln r)` (WWDC 2018 session 803).
    private func decelerated(from start: Double, velocity: Double, rate: Double, time: Double) -> Double {
        start + velocity * (pow(rate, 1000 * time) - 1) / (1000 * log(rate))
    }

    /// Flings the content upwards (finger moving up) at `speed` pt/s from offset `start`; returns the
    /// offset and clock time at release.
    private func flingUp(_ scene: ScrollScene, from start: CGFloat, speed: CGFloat) -> (offset: Double, time: Double) {
        scene.scrollView.contentOffset = CGPoint(x: 0, y: start)
        let drag = scene.beginDrag()
        drag.fling(velocity: CGPoint(x: 0, y: -speed))
        return (Double(scene.delegate.offsets.last?.offset.y ?? start), HeadlessClock.main.now)
    }

    @Test("a release at 1000 pt/s reports 1 pt/ms and a target 499.5 pt further (rate 0.998)")
    func targetAndVelocity() {
        let scene = ScrollScene(contentSize: CGSize(width: 400, height: 100_000))
        let release = flingUp(scene, from: 1000, speed: 1000)
        let travel = -1000 / (1000 * log(0.998))
        #expect(isApproximately(travel, 499.5, tolerance: 0.01))
        #expect(isApproximately(Double(scene.delegate.endVelocity?.y ?? 0), 1.0, tolerance: 1e-9))
        #expect(
            isApproximately(Double(scene.delegate.proposedTarget?.y ?? 0), release.offset + travel, tolerance: 1e-6))
        #expect(scene.scrollView.isDecelerating)
        HeadlessClock.main.runUntilIdle()
        #expect(!scene.scrollView.isDecelerating)
        #expect(isApproximately(Double(scene.scrollView.contentOffset.y), release.offset + travel, tolerance: 1e-6))
        #expect(scene.delegate.calls.last == "didEndDecelerating")
    }

    @Test("every decelerating frame matches the closed form", arguments: [0.998, 0.99])
    func decelerationCurve(rate: Double) {
        let scene = ScrollScene(contentSize: CGSize(width: 400, height: 100_000))
        scene.scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: CGFloat(rate))
        let release = flingUp(scene, from: 1000, speed: 1500)
        let releaseIndex = scene.delegate.offsets.count
        HeadlessClock.main.advance(by: 1)
        let frames = scene.delegate.offsets.dropFirst(releaseIndex)
        #expect(frames.count >= 30)
        // The motion snaps to its resting place once less than 0.5 pt of travel remains.
        let stopTime = log(0.5 * 1000 * abs(log(rate)) / 1500) / (1000 * log(rate))
        for frame in frames where frame.time - release.time < stopTime - 1e-9 {
            let expected = decelerated(
                from: release.offset, velocity: 1500, rate: rate, time: frame.time - release.time)
            #expect(isApproximately(Double(frame.offset.y), expected, tolerance: 1e-6))
        }
        HeadlessClock.main.runUntilIdle()
        let travel = -1500 / (1000 * log(rate))
        #expect(isApproximately(Double(scene.scrollView.contentOffset.y), release.offset + travel, tolerance: 1e-6))
    }

    @Test("a delegate-chosen target is where the content stops")
    func targetOverride() {
        let scene = ScrollScene(contentSize: CGSize(width: 400, height: 100_000))
        scene.delegate.targetOverride = CGPoint(x: 0, y: 1600)
        _ = flingUp(scene, from: 1000, speed: 1000)
        HeadlessClock.main.runUntilIdle()
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 1600))
        let ys = scene.delegate.offsets.map(\.offset.y)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test("deceleration into the bottom edge overshoots and springs back to the edge")
    func bounceAtEdge() {
        let scene = ScrollScene()  // content 2000, view 800: the bottom edge is at 1200
        let release = flingUp(scene, from: 1100, speed: 2000)
        #expect(scene.delegate.proposedTarget == CGPoint(x: 0, y: 1200))
        HeadlessClock.main.runUntilIdle()
        let ys = scene.delegate.offsets.map { Double($0.offset.y) }
        let peak = ys.max() ?? 0
        #expect(peak > 1200 + 20, "the content flies past the edge")
        #expect(peak < 1200 + 120)
        #expect(scene.scrollView.contentOffset.y == 1200)
        #expect(!scene.scrollView.isDecelerating)
        let settleTime = (scene.delegate.offsets.last?.time ?? 0) - release.time
        #expect(settleTime < 1.5)
    }

    @Test("without bounces deceleration stops dead at the edge")
    func noBounceDeceleration() {
        let scene = ScrollScene()
        scene.scrollView.bounces = false
        _ = flingUp(scene, from: 1100, speed: 2000)
        HeadlessClock.main.runUntilIdle()
        #expect(scene.delegate.offsets.allSatisfy { $0.offset.y <= 1200 })
        #expect(scene.scrollView.contentOffset.y == 1200)
    }

    @Test("a finger touching moving content stops it")
    func touchStopsDeceleration() {
        let scene = ScrollScene(contentSize: CGSize(width: 400, height: 100_000))
        _ = flingUp(scene, from: 1000, speed: 1500)
        HeadlessClock.main.advance(by: 0.2)
        let drag = scene.beginDrag()
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.scrollView.isTracking)
        let stopped = scene.scrollView.contentOffset
        HeadlessClock.main.advance(by: 0.5)
        #expect(scene.scrollView.contentOffset == stopped)
        drag.end()
        #expect(!scene.delegate.calls.contains("didEndDecelerating"))
    }

    @Test("setContentOffset(animated:) eases over 0.3 s and reports the end of the animation")
    func animatedOffset() {
        let scene = ScrollScene()
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scene.scrollView.isScrollAnimating)
        HeadlessClock.main.advance(by: 0.15 + 1e-7)
        let mid = Double(scene.scrollView.contentOffset.y)
        #expect(mid > 100 && mid < 200)
        HeadlessClock.main.advance(by: 0.2)
        #expect(scene.scrollView.contentOffset.y == 300)
        #expect(!scene.scrollView.isScrollAnimating)
        #expect(scene.delegate.calls.last == "didEndScrollingAnimation")
        #expect(scene.delegate.calls.filter { $0 == "didScroll" }.count >= 17)
    }

    @Test("setContentOffset(animated: false) jumps and stops a deceleration silently")
    func jumpStopsDeceleration() {
        let scene = ScrollScene(contentSize: CGSize(width: 400, height: 100_000))
        _ = flingUp(scene, from: 1000, speed: 1500)
        HeadlessClock.main.advance(by: 0.1)
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        #expect(!scene.scrollView.isDecelerating)
        HeadlessClock.main.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == 50)
        #expect(!scene.delegate.calls.contains("didEndDecelerating"))
    }

    @Test("scrollRectToVisible moves the least distance and clamps to the content")
    func scrollRectToVisible() {
        let scene = ScrollScene()
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 100, height: 100), animated: false)
        #expect(scene.scrollView.contentOffset.y == 200)
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 100), animated: false)
        #expect(scene.scrollView.contentOffset.y == 100)
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 100, height: 100), animated: false)
        #expect(scene.scrollView.contentOffset.y == 1200)
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1), animated: false)
        #expect(scene.scrollView.contentOffset.y == 1200)
    }

    @Test("deceleration rates outside (0, 1) behave like .normal")
    func invalidRate() {
        let scene = ScrollScene(contentSize: CGSize(width: 400, height: 100_000))
        scene.scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1.5)
        let release = flingUp(scene, from: 1000, speed: 1000)
        HeadlessClock.main.runUntilIdle()
        #expect(isApproximately(Double(scene.scrollView.contentOffset.y), release.offset + 499.4996, tolerance: 0.01))
    }

    @Test("horizontal scroll views decelerate by the same law")
    func horizontalDeceleration() {
        let scene = ScrollScene(contentSize: CGSize(width: 100_000, height: 800))
        scene.scrollView.contentOffset = CGPoint(x: 1000, y: 0)
        let drag = scene.beginDrag()
        drag.fling(velocity: CGPoint(x: -1200, y: 0))
        let release = Double(scene.scrollView.contentOffset.x)
        #expect(isApproximately(Double(scene.delegate.endVelocity?.x ?? 0), 1.2, tolerance: 1e-9))
        HeadlessClock.main.runUntilIdle()
        let travel = -1200 / (1000 * log(0.998))
        #expect(isApproximately(Double(scene.scrollView.contentOffset.x), release + travel, tolerance: 1e-6))
        #expect(scene.scrollView.contentOffset.y == 0)
    }
}
#endif
