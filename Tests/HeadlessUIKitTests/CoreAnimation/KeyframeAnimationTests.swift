#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// `CAKeyframeAnimation` on the virtual clock, checked against Apple's documented examples.
@MainActor @Suite("Core Animation: keyframe animations", .headlessHygiene)
struct KeyframeAnimationTests {
    /// The presented `position.y` of a layer running `animation` (1 s long) at each time in `times`.
    static func presented(_ animation: CAKeyframeAnimation, at times: [Double]) -> [Double] {
        let layer = CALayer()
        animation.duration = 1
        layer.add(animation, forKey: "keyframes")
        var values: [Double] = []
        var elapsed = 0.0
        for time in times {
            HeadlessClock.main.advance(by: time - elapsed)
            elapsed = time
            values.append(Double(layer.presentation()?.position.y ?? .nan))
        }
        HeadlessClock.main.runUntilIdle()
        return values
    }

    @Test("linear mode interpolates between keyframes at their key times (Apple's example)")
    func linear() {
        let animation = CAKeyframeAnimation(keyPath: "position.y")
        #expect(animation.calculationMode == .linear)
        animation.keyTimes = [0, 0.25, 0.5, 0.75, 1]
        animation.values = [310, 60, 120, 60, 310]
        let values = Self.presented(animation, at: [0, 0.125, 0.25, 0.375, 0.5, 0.875, 0.99])
        let expected = [310, 185, 60, 90, 120, 185, 60 + 250 * 0.96]
        for (value, wanted) in zip(values, expected) {
            #expect(isApproximately(CGFloat(value), CGFloat(wanted), tolerance: 1e-6))
        }
    }

    @Test("discrete mode holds each value until the next key time (Apple's example)")
    func discrete() {
        let animation = CAKeyframeAnimation(keyPath: "position.y")
        animation.calculationMode = .discrete
        animation.keyTimes = [0, 0.25, 0.5, 0.75, 1]
        animation.values = [310, 60, 120, 60]
        let values = Self.presented(animation, at: [0.1, 0.3, 0.6, 0.8, 0.99])
        #expect(values == [310, 60, 120, 60, 60])
    }

    @Test("key times that break Apple's rules are ignored: the keyframes spread evenly")
    func invalidKeyTimes() {
        for bad: [NSNumber] in [[0, 0.5], [0.1, 0.5, 1], [0, 0.8, 0.5, 1][..<3].map { $0 }, [0, 0.6, 0.4]] {
            let animation = CAKeyframeAnimation(keyPath: "position.y")
            animation.keyTimes = bad
            animation.values = [0, 100, 300]
            let values = Self.presented(animation, at: [0.25, 0.75])
            #expect(values.map { CGFloat($0) } == [50, 200], "key times \(bad)")
        }
    }

    @Test("mixed or missing values show the model value; the animation still ends and calls its delegate")
    func badValues() {
        final class Delegate: NSObject, CAAnimationDelegate {
            var stops: [Bool] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
        }
        for bad: [Any]? in [nil, [], [0, CGPoint(x: 1, y: 2)], ["text", 1]] {
            let layer = CALayer()
            layer.position.y = 42
            let animation = CAKeyframeAnimation(keyPath: "position.y")
            let delegate = Delegate()
            animation.values = bad
            animation.duration = 0.5
            animation.delegate = delegate
            layer.add(animation, forKey: "bad")
            HeadlessClock.main.advance(by: 0.25)
            #expect(layer.presentation()?.position.y == 42)
            HeadlessClock.main.runUntilIdle()
            #expect(delegate.stops == [true])
        }
    }
}
#endif
