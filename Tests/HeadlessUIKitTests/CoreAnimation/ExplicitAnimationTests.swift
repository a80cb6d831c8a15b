#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Core Animation's explicit animations on the virtual clock, checked against documented values: the
/// named timing functions' control points, Bézier values solved independently by bisection, the spring's
/// closed form, delegate and transaction callbacks.
@MainActor @Suite("Core Animation: explicit animations", .headlessHygiene)
struct ExplicitAnimationTests {
    final class Delegate: NSObject, CAAnimationDelegate {
        var log: [String] = []
        func animationDidStart(_ anim: CAAnimation) { log.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
    }

    /// y of the unit Bézier at x, by bisection on the curve parameter (independent of the Newton solver).
    static func bezier(_ x: Double, _ c1: (Double, Double), _ c2: (Double, Double)) -> Double {
        func b(_ t: Double, _ a: Double, _ c: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * c + t * t * t
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if b(mid, c1.0, c2.0) < x { low = mid } else { high = mid }
        }
        return b((low + high) / 2, c1.1, c2.1)
    }

    @Test(
        "named timing functions have Core Animation's documented control points",
        arguments: [
            (CAMediaTimingFunctionName.linear, [Float(0), 0, 1, 1]),
            (.easeIn, [0.42, 0, 1, 1]),
            (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]),
            (.default, [0.25, 0.1, 0.25, 1]),
        ])
    func controlPoints(name: CAMediaTimingFunctionName, expected: [Float]) {
        let function = CAMediaTimingFunction(name: name)
        var point: [Float] = [0, 0]
        var points: [Float] = []
        for index in 1...2 {
            function.getControlPoint(at: index, values: &point)
            points += point
        }
        #expect(points == expected)
    }

    @Test("a basic animation's presentation follows its timing function on the virtual clock; then the model")
    func basicAnimation() {
        let layer = CALayer()
        layer.position = CGPoint(x: 0, y: 0)
        let delegate = Delegate()
        let animation = CABasicAnimation(keyPath: "position.y")
        animation.fromValue = 100.0
        animation.toValue = 200.0
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.delegate = delegate
        layer.add(animation, forKey: "drop")
        #expect(layer.animation(forKey: "drop") === animation)
        HeadlessClock.main.advance(by: 0)
        #expect(delegate.log == ["start"])
        for step in 1...3 {
            HeadlessClock.main.advance(by: 0.25)
            let fraction = Self.bezier(0.25 * Double(step), (0.42, 0), (0.58, 1))
            let y = Double(layer.presentation()!.position.y)
            #expect(isApproximately(y, 100 + 100 * fraction, tolerance: 1e-4), "step \(step)")
        }
        #expect(layer.position.y == 0, "the model value never changes")
        HeadlessClock.main.advance(by: 0.25)
        #expect(delegate.log == ["start", "stop true"])
        #expect(layer.animation(forKey: "drop") == nil, "removed on completion")
        #expect(layer.presentation()!.position.y == 0)
    }

    @Test("fill mode forwards with isRemovedOnCompletion = false holds the end value; removal reports unfinished")
    func fillAndRemoval() {
        let layer = CALayer()
        let delegate = Delegate()
        let hold = CABasicAnimation(keyPath: "opacity")
        hold.fromValue = 1.0
        hold.toValue = 0.25
        hold.duration = 0.5
        hold.fillMode = .forwards
        hold.isRemovedOnCompletion = false
        layer.add(hold, forKey: "fade")
        HeadlessClock.main.advance(by: 1)
        #expect(layer.presentation()!.opacity == 0.25)
        let cut = CABasicAnimation(keyPath: "cornerRadius")
        cut.toValue = 20.0
        cut.duration = 2
        cut.delegate = delegate
        layer.add(cut, forKey: "round")
        HeadlessClock.main.advance(by: 1)
        #expect(isApproximately(layer.presentation()!.cornerRadius, 10, tolerance: 1e-9), "linear by default: halfway")
        layer.removeAnimation(forKey: "round")
        #expect(delegate.log == ["start", "stop false"])
        #expect(layer.presentation()!.cornerRadius == 0)
        HeadlessClock.main.runUntilIdle()
        #expect(delegate.log == ["start", "stop false"], "no second stop")
    }

    @Test("a spring follows the damped oscillator's closed form and reports its settling duration")
    func spring() {
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0.0
        spring.toValue = 100.0
        spring.mass = 1
        spring.stiffness = 100
        spring.damping = 10
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "spring")
        // ω₀ = 10, ζ = 0.5, ω_d = 10·√0.75: x(t) = 1 − e^(−5t)(cos ω_d t + (5/ω_d) sin ω_d t).
        let wd = 10 * 0.75.squareRoot()
        for t in [0.1, 0.3, 0.6] {
            HeadlessClock.main.advance(by: t - (t == 0.1 ? 0 : (t == 0.3 ? 0.1 : 0.3)))
            let expected = 100 * (1 - exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t)))
            #expect(isApproximately(Double(layer.presentation()!.position.x), expected, tolerance: 1e-6), "t = \(t)")
        }
        // Settled within 0.1 % of the distance from then on: envelope e^(−5t)/√0.75 ≤ 0.001 by t ≈ 1.41 s.
        #expect(spring.settlingDuration > 1.2 && spring.settlingDuration < 1.45)
        HeadlessClock.main.runUntilIdle()
    }

    @Test("a transaction's completion waits for every animation added inside it; an empty one runs next turn")
    func transaction() {
        let layer = CALayer()
        var completed = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed += 1 }
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0.0
        move.toValue = 10.0
        move.duration = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 2
        layer.add(move, forKey: "move")
        layer.add(fade, forKey: "fade")
        CATransaction.commit()
        HeadlessClock.main.advance(by: 0.5)
        #expect(isApproximately(layer.presentation()!.position.x, 5, tolerance: 1e-9))
        HeadlessClock.main.advance(by: 1)
        #expect(completed == 0, "the fade is still running")
        HeadlessClock.main.advance(by: 0.5)
        #expect(completed == 1)
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed += 1 }
        CATransaction.commit()
        HeadlessClock.main.advance(by: 0)
        #expect(completed == 2)
    }

    @Test("bad input: NaN control points count as 0, unknown key paths animate nothing, zero duration is 0.25 s")
    func badInput() {
        let function = CAMediaTimingFunction(controlPoints: .nan, 2, 5, .infinity)
        var point: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &point)
        #expect(point == [0, 2])
        function.getControlPoint(at: 2, values: &point)
        #expect(point == [1, 0])
        let layer = CALayer()
        let delegate = Delegate()
        let odd = CABasicAnimation(keyPath: "sublayerTransform.scale")
        odd.fromValue = 1.0
        odd.toValue = 2.0
        odd.delegate = delegate
        layer.add(odd, forKey: nil)
        HeadlessClock.main.advance(by: 0.2)
        #expect(layer.presentation()!.transform.m11 == 1)
        #expect(delegate.log == ["start"])
        HeadlessClock.main.advance(by: 0.05)
        #expect(delegate.log == ["start", "stop true"], "default duration 0.25 s")
    }
}
#endif
