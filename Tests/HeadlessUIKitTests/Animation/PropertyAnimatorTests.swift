#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// `UIViewPropertyAnimator`: states, scrubbing, reversal, stopping and the completion positions.
@MainActor @Suite("UIViewPropertyAnimator", .headlessHygiene)
struct PropertyAnimatorTests {
    /// A view in a window and a linear 1 s animator moving it from x = 0 to x = 100.
    private func makeAnimator() -> (UIView, UIViewPropertyAnimator) {
        let window = makeWindow()
        let view = UIView(frame: .zero)
        window.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 100, y: 0) }
        return (view, animator)
    }

    private func x(_ view: UIView) -> CGFloat { view.layer.presentation()?.position.x ?? -1 }

    @Test("runs from inactive through active to inactive, completing at .end")
    func naturalRun() {
        let (view, animator) = makeAnimator()
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        #expect(view.center == .zero, "blocks run when the animator starts")
        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        HeadlessClock.main.advance(by: 0.3)
        #expect(isApproximately(x(view), 30, tolerance: 1e-6))
        #expect(isApproximately(animator.fractionComplete, 0.3, tolerance: 1e-6))
        HeadlessClock.main.advance(by: 0.7)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(view.center.x == 100)
    }

    @Test("pausing and scrubbing set the on-screen value linearly; continuing finishes from there")
    func scrubAndContinue() {
        let (view, animator) = makeAnimator()
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        animator.fractionComplete = 0.6
        #expect(isApproximately(x(view), 60, tolerance: 1e-6))
        HeadlessClock.main.advance(by: 5)
        #expect(isApproximately(x(view), 60, tolerance: 1e-6), "paused animators do not move")
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        HeadlessClock.main.advance(by: 0.2)
        #expect(isApproximately(x(view), 80, tolerance: 1e-6))
        HeadlessClock.main.advance(by: 0.2)
        #expect(positions == [.end])
    }

    @Test("setting fractionComplete while running is ignored; NaN is ignored")
    func scrubWhileRunning() {
        let (view, animator) = makeAnimator()
        animator.startAnimation()
        HeadlessClock.main.advance(by: 0.5)
        animator.fractionComplete = 0.1
        #expect(isApproximately(x(view), 50, tolerance: 1e-6))
        animator.pauseAnimation()
        animator.fractionComplete = .nan
        #expect(isApproximately(animator.fractionComplete, 0.5, tolerance: 1e-6))
    }

    @Test("reversing mid-flight returns to the start and completes at .start with the model reset")
    func reverse() {
        let (view, animator) = makeAnimator()
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        HeadlessClock.main.advance(by: 0.4)
        animator.isReversed = true
        HeadlessClock.main.advance(by: 0.2)
        #expect(isApproximately(x(view), 20, tolerance: 1e-6))
        HeadlessClock.main.advance(by: 0.2)
        #expect(positions == [.start])
        #expect(view.center.x == 0)
        #expect(x(view) == 0)
    }

    @Test(
        "stopAnimation(false) then finishAnimation(at:) settles where asked",
        arguments: [(UIViewAnimatingPosition.end, CGFloat(100)), (.start, 0), (.current, 25)])
    func stopAndFinish(position: UIViewAnimatingPosition, expected: CGFloat) {
        let (view, animator) = makeAnimator()
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        HeadlessClock.main.advance(by: 0.25)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        HeadlessClock.main.advance(by: 1)
        #expect(positions.isEmpty)
        animator.finishAnimation(at: position)
        #expect(positions == [position])
        #expect(animator.state == .inactive)
        #expect(isApproximately(view.center.x, expected, tolerance: 1e-6))
        #expect(isApproximately(x(view), expected, tolerance: 1e-6))
    }

    @Test("stopAnimation(true) keeps the current values and drops completions")
    func stopWithoutFinishing() {
        let (view, animator) = makeAnimator()
        var called = false
        animator.addCompletion { _ in called = true }
        animator.startAnimation()
        HeadlessClock.main.advance(by: 0.5)
        animator.stopAnimation(true)
        HeadlessClock.main.runUntilIdle()
        #expect(!called)
        #expect(animator.state == .inactive)
        #expect(isApproximately(view.center.x, 50, tolerance: 1e-6))
    }

    @Test("pausesOnCompletion keeps the animator active at the end without completing")
    func pausesOnCompletion() {
        let (view, animator) = makeAnimator()
        var called = false
        animator.addCompletion { _ in called = true }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        HeadlessClock.main.advance(by: 2)
        #expect(!called)
        #expect(animator.state == .active)
        #expect(isApproximately(x(view), 100, tolerance: 1e-6))
        animator.isReversed = true
        animator.startAnimation()
        HeadlessClock.main.advance(by: 0.5)
        #expect(isApproximately(x(view), 50, tolerance: 1e-6))
    }

    @Test("animations added to a running animator run for the remaining time")
    func addWhileRunning() {
        let (view, animator) = makeAnimator()
        animator.startAnimation()
        HeadlessClock.main.advance(by: 0.5)
        animator.addAnimations { view.alpha = 0 }
        HeadlessClock.main.advance(by: 0.25)
        #expect(isApproximately(CGFloat(view.layer.presentation()?.opacity ?? -1), 0.5, tolerance: 1e-6))
    }

    @Test("runningPropertyAnimator starts after its delay and reports .end")
    func runningAnimator() {
        let window = makeWindow()
        let view = UIView(frame: .zero)
        window.addSubview(view)
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { view.alpha = 0 },
            completion: { position = $0 })
        #expect(animator.state == .active)
        #expect(animator.delay == 0.5)
        HeadlessClock.main.advance(by: 1)
        #expect(isApproximately(CGFloat(view.layer.presentation()?.opacity ?? -1), 0.5, tolerance: 1e-6))
        HeadlessClock.main.advance(by: 0.5)
        #expect(position == .end)
    }

    @Test("physical springs run until they settle; ratio springs take the animator's duration")
    func springTiming() {
        let window = makeWindow()
        let view = UIView(frame: .zero)
        window.addSubview(view)
        let stiff = UISpringTimingParameters(mass: 1, stiffness: 400, damping: 40, initialVelocity: .zero)
        var stiffDone = false
        let physical = UIViewPropertyAnimator(duration: 10, timingParameters: stiff)
        physical.addAnimations { view.center = CGPoint(x: 100, y: 0) }
        physical.addCompletion { _ in stiffDone = true }
        physical.startAnimation()
        // ω₀ = 20 rad/s, critically damped: settles to 0.1 % in about 9.23 / 20 ≈ 0.46 s, far before 10 s.
        HeadlessClock.main.advance(by: 0.6)
        #expect(stiffDone)
        var ratioDone = false
        let ratio = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 0.7) { view.alpha = 0 }
        ratio.addCompletion { _ in ratioDone = true }
        ratio.startAnimation()
        HeadlessClock.main.advance(by: 0.79)
        #expect(!ratioDone)
        HeadlessClock.main.advance(by: 0.02)
        #expect(ratioDone)
    }

    @Test("timing parameters report their kind and values")
    func timingParameters() {
        let cubic = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
        #expect(cubic.timingCurveType == .cubic)
        #expect(cubic.controlPoint1 == CGPoint(x: 0.2, y: 0))
        let builtin = UICubicTimingParameters(animationCurve: .easeOut)
        #expect(builtin.timingCurveType == .builtin)
        #expect(builtin.animationCurve == .easeOut)
        let spring = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 2, dy: 0))
        #expect(spring.timingCurveType == .spring)
        #expect(spring.initialVelocity.dx == 2)
        #expect(spring.cubicTimingParameters == nil)
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: spring)
        #expect(animator.timingParameters?.springTimingParameters?.initialVelocity.dx == 2)
    }
}
#endif
