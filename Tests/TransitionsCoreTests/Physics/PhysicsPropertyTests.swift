import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

@Suite("Physics properties (seeded)")
struct PhysicsPropertyTests {
    static let seed: UInt64 = 0x5EED_2024_0002

    @Test("Any finite inputs give finite outputs")
    func finiteInFiniteOut() {
        var random = SeededGenerator(seed: Self.seed)
        print("PhysicsPropertyTests.finiteInFiniteOut seed: \(random.seed)")
        for iteration in 0..<3000 {
            let spring = SpringCurve(
                response: random.wideDouble(exponents: -4...4), dampingRatio: random.wideDouble(exponents: -4...4))
            let physical = SpringCurve(
                mass: random.wideDouble(), stiffness: random.wideDouble(), damping: random.wideDouble())
            let start = random.wideDouble(exponents: -3...12)
            let target = random.wideDouble(exponents: -3...12)
            let velocity = random.wideDouble(exponents: -3...12)
            let time = random.wideDouble(exponents: -4...3)
            for candidate in [
                spring, physical, SpringCurve(duration: random.wideDouble(), bounce: random.wideDouble(exponents: -2...1)),
            ] {
                let sample = candidate.sample(at: time, from: start, to: target, initialVelocity: velocity)
                let settle = candidate.settlingDuration(from: start, to: target, initialVelocity: velocity)
                #expect(
                    sample.value.isFinite && sample.velocity.isFinite && settle.isFinite && settle >= 0,
                    "iteration \(iteration): \(candidate) t=\(time) \(start)→\(target) v=\(velocity)")
                #expect(candidate.stiffness.isFinite && candidate.damping.isFinite)
            }
            var animation = SpringAnimation(spring: spring, from: start, to: target, initialVelocity: velocity)
            animation.advance(by: abs(time))
            animation.retarget(to: random.wideDouble(exponents: -3...12))
            animation.advance(by: 1.0 / 60)
            #expect(animation.value.isFinite && animation.velocity.isFinite && animation.settlingDuration.isFinite)

            let dimension = random.wideDouble(exponents: -3...6)
            let coefficient = random.wideDouble(exponents: -2...1)
            let overshoot = random.wideDouble(exponents: -3...12)
            let lower = random.wideDouble(exponents: -3...6)
            let upper = lower + abs(random.wideDouble(exponents: -3...6))
            #expect(RubberBand.offset(forOvershoot: overshoot, dimension: dimension, coefficient: coefficient).isFinite)
            #expect(RubberBand.overshoot(forOffset: overshoot, dimension: dimension, coefficient: coefficient).isFinite)
            #expect(
                RubberBand.clamp(overshoot, to: lower...upper, dimension: dimension, coefficient: coefficient).isFinite)
            let rate = random.wideDouble(exponents: -1...1)
            #expect(Deceleration.projectedPosition(from: start, velocity: velocity, rate: rate).isFinite)
            #expect(SpringCurve.relativeVelocity(velocity, from: start, to: target).isFinite)
        }
    }

    @Test("Non-finite inputs in every position give finite outputs")
    func nonFiniteInputs() {
        let specials: [Double] = [
            .nan, .infinity, -.infinity, 0, -0.0, -1, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
        ]
        for a in specials {
            for b in specials {
                let springs = [
                    SpringCurve(response: a, dampingRatio: b), SpringCurve(mass: a, stiffness: b, damping: a),
                    SpringCurve(duration: a, bounce: b),
                ]
                for spring in springs {
                    for c in specials {
                        let sample = spring.sample(at: c, from: a, to: b, initialVelocity: c)
                        #expect(sample.value.isFinite && sample.velocity.isFinite, "\(spring) \(a) \(b) \(c)")
                        #expect(spring.settlingDuration(from: a, to: b, initialVelocity: c, restDistance: c).isFinite)
                    }
                }
                #expect(RubberBand.offset(forOvershoot: a, dimension: b, coefficient: a).isFinite)
                #expect(RubberBand.overshoot(forOffset: a, dimension: b, coefficient: b).isFinite)
                #expect(RubberBand.clamp(a, to: -1...1, dimension: b).isFinite)
                #expect(Deceleration.projectedPosition(from: a, velocity: b, rate: a).isFinite)
                #expect(SpringCurve.relativeVelocity(a, from: b, to: a).isFinite)
            }
        }
    }

    @Test("Banded offsets stay below the dimension")
    func bandedOffsetBelowDimension() {
        var random = SeededGenerator(seed: Self.seed &+ 1)
        print("PhysicsPropertyTests.bandedOffsetBelowDimension seed: \(random.seed)")
        for _ in 0..<5000 {
            let dimension = abs(random.wideDouble(exponents: -2...5)) + 1e-3
            let coefficient = abs(random.wideDouble(exponents: -2...1)) + 1e-3
            let overshoot = random.wideDouble(exponents: -3...15)
            let offset = RubberBand.offset(forOvershoot: overshoot, dimension: dimension, coefficient: coefficient)
            #expect(abs(offset) < dimension, "x \(overshoot), d \(dimension), c \(coefficient)")
            #expect(abs(offset) <= abs(overshoot) * coefficient * (1 + 1e-12), "never more than the linear slope")
        }
    }

    @Test("clamp is non-decreasing in its input")
    func clampIsMonotone() {
        var random = SeededGenerator(seed: Self.seed &+ 2)
        print("PhysicsPropertyTests.clampIsMonotone seed: \(random.seed)")
        for _ in 0..<200 {
            let lower = random.wideDouble(exponents: 0...3)
            let upper = lower + abs(random.wideDouble(exponents: 0...3))
            let dimension = abs(random.wideDouble(exponents: 1...4)) + 1
            let inputs = (0..<100).map { _ in random.wideDouble(exponents: 0...5) }.sorted()
            let outputs = inputs.map { RubberBand.clamp($0, to: lower...upper, dimension: dimension) }
            for (previous, next) in zip(outputs, outputs.dropFirst()) {
                #expect(previous <= next, "range \(lower)...\(upper), dimension \(dimension)")
            }
        }
    }
}
