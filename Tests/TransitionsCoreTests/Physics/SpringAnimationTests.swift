import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

@Suite("SpringAnimation")
struct SpringAnimationTests {
    @Test("Starts at the start with the initial velocity")
    func initialState() {
        let animation = SpringAnimation(spring: .sheet, from: 400, to: 700, initialVelocity: 1200)
        #expect(animation.value == 400)
        #expect(animation.velocity == 1200)
        #expect(animation.elapsed == 0)
        #expect(!animation.isSettled)
        #expect(animation.settlingDuration > 0)
    }

    @Test("advance(by:) moves along the closed-form curve")
    func advanceFollowsSpring() {
        var animation = SpringAnimation(spring: .bouncy, from: 0, to: 100, initialVelocity: -300)
        for _ in 0..<30 { animation.advance(by: 1.0 / 120) }
        expectApproximately(animation.elapsed, 0.25, tolerance: 1e-12)
        expectApproximately(
            animation.value, SpringCurve.bouncy.value(at: 0.25, from: 0, to: 100, initialVelocity: -300), tolerance: 1e-9)
        expectApproximately(
            animation.velocity, SpringCurve.bouncy.velocity(at: 0.25, from: 0, to: 100, initialVelocity: -300),
            tolerance: 1e-9)
    }

    @Test(
        "advance(by:) ignores NaN, infinite, zero and negative durations",
        arguments: [Double.nan, .infinity, -.infinity, 0, -0.016])
    func advanceIgnoresBadDurations(seconds: Double) {
        var animation = SpringAnimation(spring: .smooth, from: 0, to: 100)
        animation.advance(by: 0.1)
        let before = animation
        animation.advance(by: seconds)
        #expect(animation == before)
        #expect(animation.value.isFinite)
    }

    @Test(
        "Retargeting keeps value and velocity continuous (1e-9)",
        arguments: [SpringCurve.sheet, .smooth, .snappy, .bouncy, SpringCurve(response: 0.3, dampingRatio: 2.5)])
    func retargetIsContinuous(spring: SpringCurve) {
        var animation = SpringAnimation(spring: spring, from: 400, to: 700, initialVelocity: 900)
        for _ in 0..<9 { animation.advance(by: 1.0 / 60) }
        let before = (animation.value, animation.velocity)
        animation.retarget(to: 150)
        #expect(animation.elapsed == 0)
        #expect(animation.target == 150)
        expectApproximately(animation.value, before.0, tolerance: 1e-9)
        expectApproximately(animation.velocity, before.1, tolerance: 1e-9)
        // Just after the retarget the motion continues smoothly from there.
        let h = 1e-6
        expectApproximately(animation.value(at: h), before.0 + before.1 * h, tolerance: 1e-6)

        // Switching the spring as well keeps continuity too.
        animation.advance(by: 0.05)
        let again = (animation.value, animation.velocity)
        animation.retarget(to: 600, spring: .bouncy)
        #expect(animation.spring == .bouncy)
        expectApproximately(animation.value, again.0, tolerance: 1e-9)
        expectApproximately(animation.velocity, again.1, tolerance: 1e-9)
    }

    @Test("Retargeting to a non-finite target is ignored", arguments: [Double.nan, .infinity, -.infinity])
    func retargetIgnoresNonFinite(target: Double) {
        var animation = SpringAnimation(spring: .sheet, from: 0, to: 100)
        animation.advance(by: 0.1)
        let before = animation
        animation.retarget(to: target)
        animation.retarget(to: target, spring: .bouncy)
        #expect(animation == before)
    }

    @Test(
        "isSettled becomes true, stays true, and means within rest distance and slow",
        arguments: [
            SpringCurve.sheet, .smooth, .snappy, .bouncy, SpringCurve(response: 0.5, dampingRatio: 0.1),
            SpringCurve(response: 0.3, dampingRatio: 4),
        ])
    func settles(spring: SpringCurve) {
        var animation = SpringAnimation(spring: spring, from: 0, to: 500, initialVelocity: -2500)
        let frame = 1.0 / 120
        var settledAt: Double?
        for _ in 0..<(120 * 60) {
            animation.advance(by: frame)
            if animation.isSettled, settledAt == nil { settledAt = animation.elapsed }
            if settledAt != nil {
                #expect(animation.isSettled, "settled at \(settledAt ?? 0) s but not at \(animation.elapsed) s")
                #expect(isApproximately(animation.value, 500, tolerance: animation.restDistance))
                #expect(abs(animation.velocity) < animation.restDistance * SpringCurve.restVelocityFactor)
                #expect(animation.settlingDuration == 0)
            }
        }
        #expect(settledAt != nil)
    }

    @Test(
        "settlingDuration is an upper bound, and not far above the real settling time",
        arguments: [
            SpringCurve.sheet, .smooth, .snappy, .bouncy, SpringCurve(response: 0.4, dampingRatio: 1.5),
            SpringCurve(response: 0.4, dampingRatio: 1 + 1e-7), SpringCurve(response: 0.4, dampingRatio: 0.999),
        ])
    func settlingDurationIsTightUpperBound(spring: SpringCurve) {
        let cases: [(Double, Double, Double)] = [(0, 500, 0), (700, 400, -1500), (100, 100, 3000), (0, 0.3, 0)]
        for (start, target, velocity) in cases {
            let bound = spring.settlingDuration(from: start, to: target, initialVelocity: velocity)
            // The last time (sampled every 0.5 ms) at which the motion is not at rest.
            var lastRestless = 0.0
            for step in 0...20_000 {
                let time = Double(step) * 0.0005
                let sample = spring.sample(at: time, from: start, to: target, initialVelocity: velocity)
                let atRest =
                    isApproximately(sample.value, target, tolerance: SpringCurve.defaultRestDistance)
                    && abs(sample.velocity) < SpringCurve.defaultRestDistance * SpringCurve.restVelocityFactor
                if !atRest { lastRestless = time }
            }
            #expect(bound >= lastRestless, "\(start) → \(target) at \(velocity)")
            // "Within reason": no more than one undamped period plus 20 % late.
            #expect(
                bound <= lastRestless * 1.2 + spring.response,
                "\(start) → \(target) at \(velocity): \(bound) vs \(lastRestless)")
        }
    }

    @Test("A motion already at rest is settled at once; a larger rest distance settles sooner")
    func restDistance() {
        var animation = SpringAnimation(spring: .sheet, from: 100, to: 100.1)
        #expect(animation.isSettled)
        animation = SpringAnimation(spring: .sheet, from: 0, to: 300)
        let precise = animation.settlingDuration
        animation.restDistance = 5
        #expect(animation.settlingDuration < precise)
        for bad in [Double.nan, 0, -1] {
            animation.restDistance = bad
            #expect(animation.restDistance == SpringCurve.defaultRestDistance)
        }
    }

    @Test("Non-finite inputs are replaced as documented")
    func nonFiniteInputs() {
        let animation = SpringAnimation(spring: .sheet, from: .nan, to: 250, initialVelocity: .infinity)
        #expect(animation.start == 250)
        #expect(animation.initialVelocity == 0)
        #expect(animation.isSettled)
        let cancelled = SpringAnimation(spring: .sheet, from: 40, to: -.infinity)
        #expect(cancelled.target == 40)
        #expect(cancelled.value == 40)
    }
}
