import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

@Suite("Spring closed form")
struct SpringClosedFormTests {
    struct Motion: Sendable, CustomTestStringConvertible {
        var dampingRatio: Double
        var response: Double
        var start: Double
        var target: Double
        var velocity: Double
        var testDescription: String {
            "ζ \(dampingRatio), T \(response) s, \(start) → \(target) pt at \(velocity) pt/s"
        }
    }

    static let motions: [Motion] = [
        // docs/physics.md's drift example: T = 0.4 s, x₀ = −300 pt, v₀ = −2000 pt/s.
        Motion(dampingRatio: 0.3, response: 0.4, start: -300, target: 0, velocity: -2000),
        Motion(dampingRatio: 0.7, response: 0.5, start: 400, target: 700, velocity: 500),
        Motion(dampingRatio: 0.999, response: 0.4, start: 0, target: 300, velocity: 0),
        Motion(dampingRatio: 1, response: 0.4, start: -300, target: 0, velocity: -2000),
        Motion(dampingRatio: 1, response: 0.38, start: 700, target: 400, velocity: -1500),
        Motion(dampingRatio: 1.001, response: 0.4, start: 0, target: 300, velocity: 0),
        Motion(dampingRatio: 1.5, response: 0.4, start: -300, target: 0, velocity: -2000),
        Motion(dampingRatio: 4, response: 0.3, start: 100, target: 0, velocity: 3000),
    ]

    @Test("Closed form agrees with a 1e-5 s RK4 integration within 1e-6 of the travel", arguments: motions)
    func agreesWithReferenceIntegration(motion: Motion) {
        let spring = SpringCurve(response: motion.response, dampingRatio: motion.dampingRatio)
        let times = stride(from: 0.0, through: 1.5, by: 0.05).map { $0 }
        let reference = ReferenceIntegrator(spring: spring)
            .integrate(from: motion.start - motion.target, velocity: motion.velocity, sampling: times)
        let travel = max(abs(motion.target - motion.start), abs(motion.velocity) * motion.response)
        for (time, expected) in zip(times, reference) {
            let value = spring.value(at: time, from: motion.start, to: motion.target, initialVelocity: motion.velocity)
            let velocity = spring.velocity(
                at: time, from: motion.start, to: motion.target, initialVelocity: motion.velocity)
            expectApproximately(value, motion.target + expected.x, tolerance: 1e-6 * travel, "value at t = \(time)")
            expectApproximately(
                velocity, expected.v, tolerance: 1e-6 * travel / motion.response, "velocity at t = \(time)")
        }
    }

    @Test("Samples do not depend on the frame rate that advanced the animation")
    func frameRateIndependent() {
        let spring = SpringCurve(response: 0.4, dampingRatio: 0.8)
        // Sampling the same instant through different frame sequences gives the same answer.
        var at60 = SpringAnimation(spring: spring, from: -300, to: 0, initialVelocity: -2000)
        var at120 = at60
        for _ in 0..<60 { at60.advance(by: 1.0 / 60) }
        for _ in 0..<120 { at120.advance(by: 1.0 / 120) }
        expectApproximately(at60.value, at120.value, tolerance: 1e-9)
        expectApproximately(at60.value, spring.value(at: 1, from: -300, to: 0, initialVelocity: -2000), tolerance: 1e-9)
    }

    @Test("The critical-damping band is continuous: ζ just inside and outside it agree with ζ = 1")
    func criticalBandIsContinuous() {
        let band = SpringCurve.criticalDampingTolerance
        let ratios = [
            1 - 1e-4, 1 - 1e-6, 1 - 3 * band, 1 - band / 2, 1, 1 + band / 2, 1 + 3 * band, 1 + 1e-6, 1 + 1e-4,
        ]
        for time in [0.01, 0.1, 0.25, 0.5, 1.0, 2.0] {
            let critical = SpringCurve(response: 0.4, dampingRatio: 1)
            let reference = critical.sample(at: time, from: 0, to: 300, initialVelocity: -2000)
            for ratio in ratios {
                let sample = SpringCurve(response: 0.4, dampingRatio: ratio)
                    .sample(at: time, from: 0, to: 300, initialVelocity: -2000)
                // The exact solution moves by about (|x₀| + |v₀|·T)·|Δζ|; allow twice that plus rounding.
                let allowance = 2 * (300 + 2000 * 0.4) * abs(ratio - 1) + 1e-9
                expectApproximately(sample.value, reference.value, tolerance: allowance, "ζ \(ratio), t \(time)")
                expectApproximately(
                    sample.velocity, reference.velocity, tolerance: allowance * 20, "ζ \(ratio), t \(time)")
            }
        }
    }

    @Test("Starts exactly at the start with the initial velocity and ends at the target")
    func endpoints() {
        for spring in [SpringCurve.sheet, .smooth, .snappy, .bouncy, SpringCurve(response: 0.3, dampingRatio: 3)] {
            #expect(spring.value(at: 0, from: 12.5, to: 400, initialVelocity: -750) == 12.5)
            #expect(spring.velocity(at: 0, from: 12.5, to: 400, initialVelocity: -750) == -750)
            expectApproximately(spring.value(at: 30, from: 12.5, to: 400, initialVelocity: -750), 400, tolerance: 1e-6)
            expectApproximately(spring.velocity(at: 30, from: 12.5, to: 400, initialVelocity: -750), 0, tolerance: 1e-6)
        }
    }

    @Test("Underdamped springs overshoot; critically and overdamped springs from rest do not")
    func overshoot() {
        let times = stride(from: 0.0, through: 2, by: 0.005)
        let bouncyPeak = times.map { SpringCurve.bouncy.value(at: $0, from: 0, to: 100, initialVelocity: 0) }.max() ?? 0
        #expect(bouncyPeak > 101)
        for spring in [SpringCurve.smooth, .sheet, SpringCurve(response: 0.4, dampingRatio: 2)] {
            let peak = times.map { spring.value(at: $0, from: 0, to: 100, initialVelocity: 0) }.max() ?? 0
            #expect(peak <= 100)
        }
    }

    static let edgeTimes: [(time: Double, value: Double, velocity: Double)] = [
        (.nan, 10, 500), (0, 10, 500), (-1, 10, 500), (-.infinity, 10, 500), (.infinity, 80, 0),
    ]

    @Test("Time outside (0, ∞) is handled: NaN/0/negative → start, +∞ → target", arguments: edgeTimes)
    func timeEdgeCases(time: Double, expectedValue: Double, expectedVelocity: Double) {
        let spring = SpringCurve.snappy
        #expect(spring.value(at: time, from: 10, to: 80, initialVelocity: 500) == expectedValue)
        #expect(spring.velocity(at: time, from: 10, to: 80, initialVelocity: 500) == expectedVelocity)
    }

    /// (start, target, velocity) → (value at 0, value at ∞, velocity at 0)
    static let nonFiniteInputs: [(Double, Double, Double, Double, Double, Double)] = [
        (.nan, 100, 0, 100, 100, 0),
        (.infinity, 100, 50, 100, 100, 50),
        (10, .nan, 0, 10, 10, 0),
        (10, -.infinity, 0, 10, 10, 0),
        (.nan, .nan, 0, 0, 0, 0),
        (10, 100, .nan, 10, 100, 0),
        (10, 100, -.infinity, 10, 100, 0),
    ]

    @Test("Non-finite start, target and velocity follow the documented replacements", arguments: nonFiniteInputs)
    func nonFiniteMotionInputs(
        start: Double, target: Double, velocity: Double, valueAtStart: Double, valueAtEnd: Double,
        velocityAtStart: Double
    ) {
        let spring = SpringCurve.sheet
        #expect(spring.value(at: 0, from: start, to: target, initialVelocity: velocity) == valueAtStart)
        #expect(spring.velocity(at: 0, from: start, to: target, initialVelocity: velocity) == velocityAtStart)
        expectApproximately(
            spring.value(at: 10, from: start, to: target, initialVelocity: velocity), valueAtEnd, tolerance: 1e-6)
        #expect(spring.settlingDuration(from: start, to: target, initialVelocity: velocity).isFinite)
    }

    @Test("Overflowing magnitudes count as arrived instead of producing NaN")
    func overflowCountsAsArrived() {
        let huge = Double.greatestFiniteMagnitude
        let spring = SpringCurve.bouncy
        #expect(spring.value(at: 0.1, from: -huge, to: huge, initialVelocity: 0) == huge)
        #expect(spring.velocity(at: 0.1, from: -huge, to: huge, initialVelocity: 0) == 0)
        #expect(spring.settlingDuration(from: -huge, to: huge, initialVelocity: 0) == 0)
    }
}
