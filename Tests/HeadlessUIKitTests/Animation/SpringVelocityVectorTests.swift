#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// `UISpringTimingParameters(dampingRatio:initialVelocity:)` uses both components of the velocity for
/// positions. Apple, "initialVelocity"
/// (https://developer.apple.com/documentation/uikit/uispringtimingparameters/initialvelocity): "For view
/// position animations, both components of the initial velocity vector are considered. Each component
/// specifies the initial rate of change along the respective x and y axes, normalized to the total distance of
/// the animation."
@MainActor @Suite("Animation: a spring's velocity vector", .headlessHygiene)
struct SpringVelocityVectorTests {
    /// A view at (0, 0) and a 1 s critically damped spring animator moving its center to (100, 300) with
    /// `velocity`.
    private func launch(_ velocity: CGVector) -> (UIView, UIViewPropertyAnimator) {
        let window = makeWindow()
        let view = UIView(frame: .zero)
        window.addSubview(view)
        let spring = UISpringTimingParameters(dampingRatio: 1, initialVelocity: velocity)
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: spring)
        animator.addAnimations { view.center = CGPoint(x: 100, y: 300) }
        animator.startAnimation()
        return (view, animator)
    }

    private func position(_ view: UIView) -> CGPoint { view.layer.presentation()?.position ?? .zero }

    /// The on-screen velocity at the start, in points per second (a 0.1 ms difference quotient).
    private func initialVelocity(_ view: UIView) -> CGPoint {
        let dt = 0.0001
        let start = position(view)
        HeadlessClock.main.advance(by: dt)
        let next = position(view)
        return CGPoint(x: (next.x - start.x) / dt, y: (next.y - start.y) / dt)
    }

    @Test("a vertical velocity of 2 starts y at 2 × 300 = 600 pt/s; x, with dx = 0, starts at rest")
    func verticalVelocity() {
        let (view, _) = launch(CGVector(dx: 0, dy: 2))
        let velocity = initialVelocity(view)
        #expect(isApproximately(velocity.y, 600, tolerance: 2), "\(velocity)")
        #expect(isApproximately(velocity.x, 0, tolerance: 2), "\(velocity)")
        HeadlessClock.main.runUntilIdle()
        #expect(view.center == CGPoint(x: 100, y: 300))
    }

    @Test("each axis follows its own component: dx for x, dy for y")
    func bothComponents() {
        let (view, _) = launch(CGVector(dx: 3, dy: -1))
        let velocity = initialVelocity(view)
        #expect(isApproximately(velocity.x, 300, tolerance: 2), "\(velocity)")
        #expect(isApproximately(velocity.y, -300, tolerance: 2), "\(velocity)")
    }

    @Test("pausing and stopping keep each axis where it is on screen")
    func pauseAndStop() {
        let (view, animator) = launch(CGVector(dx: 0, dy: 4))
        HeadlessClock.main.advance(by: 0.1)
        let moving = position(view)
        animator.pauseAnimation()
        HeadlessClock.main.advance(by: 0.5)
        #expect(
            isApproximately(position(view).x, moving.x, tolerance: 1e-6)
                && isApproximately(position(view).y, moving.y, tolerance: 1e-6))
        #expect(moving.y / 300 > moving.x / 100 + 0.1, "y is ahead of x: \(moving)")
        animator.startAnimation()
        HeadlessClock.main.advance(by: 0.05)
        let resumed = position(view)
        animator.stopAnimation(true)
        #expect(
            isApproximately(view.center.x, resumed.x, tolerance: 1e-6)
                && isApproximately(view.center.y, resumed.y, tolerance: 1e-6))
    }
}
#endif
