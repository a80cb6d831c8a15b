#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import Transitions
import TransitionsTestSupport

/// The core's closed-form spring and Core Animation's `CASpringAnimation` (as HeadlessUIKit models it from
/// Apple's documentation) draw the same curve from the same parameters, so a settle can be handed to either.
@MainActor @Suite("CASpringAnimation and SpringCurve", .headlessHygiene)
struct SpringParityTests {
    @Test(
        "CASpringAnimation and SpringCurve draw the same curve (mass, stiffness, damping, relative velocity)",
        arguments: [
            (SpringCurve.sheet, 0.0), (.sheet, -1_800), (.smooth, 600), (.snappy, 0), (.bouncy, 2_500),
            (SpringCurve(mass: 2, stiffness: 300, damping: 12), -400),
            (SpringCurve(mass: 1, stiffness: 100, damping: 40), 900),
        ])
    func sameCurve(spring: SpringCurve, velocity: Double) {
        let start = 600.0
        let target = 250.0
        let layer = CALayer()
        layer.position.y = CGFloat(target)
        let animation = CASpringAnimation(keyPath: "position.y")
        animation.fromValue = start
        animation.toValue = target
        animation.mass = CGFloat(spring.mass)
        animation.stiffness = CGFloat(spring.stiffness)
        animation.damping = CGFloat(spring.damping)
        // "positive values represent the object moving towards the spring attachment point", in distances/s.
        animation.initialVelocity = CGFloat(velocity / (target - start))
        animation.duration = 10
        layer.add(animation, forKey: "spring")
        var elapsed = 0.0
        for step in 1...90 {
            let time = Double(step) / 120
            HeadlessClock.main.advance(by: time - elapsed)
            elapsed = time
            let expected = spring.value(at: time, from: start, to: target, initialVelocity: velocity)
            let shown = Double(layer.presentation()?.position.y ?? .nan)
            #expect(isApproximately(shown, expected, tolerance: 1e-6), "t = \(time): \(shown) vs \(expected)")
        }
        layer.removeAllAnimations()
    }
}
#endif
