import TransitionsCore

/// The per-frame physics: spring samples, animation frames, rubber banding, projection.
///
/// Inputs vary with the iteration index (`i & 63`) so no work can be hoisted out of the loop.
enum PhysicsBenchmarks {
    static let overdamped = SpringCurve(response: 0.4, dampingRatio: 2)

    static let all: [Benchmark] = [
        Benchmark("spring.value+velocity (bouncy, ζ 0.7)") { i in
            let t = Double(i & 63) * (1.0 / 120)
            blackHole(SpringCurve.bouncy.value(at: t, from: 400, to: 700, initialVelocity: -900))
            blackHole(SpringCurve.bouncy.velocity(at: t, from: 400, to: 700, initialVelocity: -900))
        },
        Benchmark("spring.value+velocity (sheet, ζ 1)") { i in
            let t = Double(i & 63) * (1.0 / 120)
            blackHole(SpringCurve.sheet.value(at: t, from: 400, to: 700, initialVelocity: -900))
            blackHole(SpringCurve.sheet.velocity(at: t, from: 400, to: 700, initialVelocity: -900))
        },
        Benchmark("spring.value+velocity (ζ 2)") { i in
            let t = Double(i & 63) * (1.0 / 120)
            blackHole(overdamped.value(at: t, from: 400, to: 700, initialVelocity: -900))
            blackHole(overdamped.velocity(at: t, from: 400, to: 700, initialVelocity: -900))
        },
        Benchmark("spring.sample (value and velocity in one call)") { i in
            blackHole(SpringCurve.bouncy.sample(at: Double(i & 63) * (1.0 / 120), from: 400, to: 700, initialVelocity: -900))
        },
        Benchmark("spring.settlingDuration") { i in
            blackHole(SpringCurve.bouncy.settlingDuration(from: Double(i & 63), to: 700, initialVelocity: -900))
        },
        .batch("spring-animation.frame (advance + sample + isSettled)") { iterations in
            var animation = SpringAnimation(spring: .snappy, from: 400, to: 700, initialVelocity: 1500)
            for i in 0..<iterations {
                animation.advance(by: 1.0 / 120)
                blackHole(animation.sample)
                if animation.isSettled { animation.retarget(to: (i & 1) == 0 ? 400 : 700) }
            }
        },
        .batch("spring-animation.retarget") { iterations in
            var animation = SpringAnimation(spring: .sheet, from: 400, to: 700, initialVelocity: 1500)
            for i in 0..<iterations {
                animation.advance(by: 1.0 / 120)
                animation.retarget(to: Double(400 + (i & 255)))
                blackHole(animation.elapsed)
            }
        },
        Benchmark("rubber-band.clamp") { i in
            blackHole(RubberBand.clamp(Double(i & 1023) - 100, to: 200...700, dimension: 844))
        },
        Benchmark("rubber-band.overshoot (inverse)") { i in
            blackHole(RubberBand.overshoot(forOffset: Double(i & 255), dimension: 844))
        },
        Benchmark("deceleration.projectedPosition") { i in
            blackHole(Deceleration.projectedPosition(from: 400, velocity: Double(i & 1023) - 512))
        },
        Benchmark("spring-velocity.relative") { i in
            blackHole(SpringCurve.relativeVelocity(Double(i & 1023), from: 400, to: 700))
        },
    ]
}
