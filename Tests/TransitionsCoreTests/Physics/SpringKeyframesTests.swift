import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

/// A spring motion sampled for a keyframe animation.
@Suite("Spring keyframes")
struct SpringKeyframesTests {
    @Test("keyframes sit on the refresh grid, hold the closed form, and end exactly at the target at rest")
    func samples() {
        let motion = SpringAnimation(spring: .sheet, from: 600, to: 250, initialVelocity: -1_200)
        let keyframes = SpringKeyframes(motion: motion, frameRate: 60)
        #expect(keyframes.duration == motion.settlingDuration)
        #expect(keyframes.count == Int((keyframes.duration * 60).rounded(.up)) + 1)
        #expect(keyframes.keyTime(at: 0) == 0 && keyframes.keyTime(at: keyframes.count - 1) == 1)
        #expect(keyframes.position(at: 0) == 600)
        #expect(keyframes.position(at: keyframes.count - 1) == 250)
        for index in 1..<(keyframes.count - 1) {
            #expect(isApproximately(keyframes.time(at: index), Double(index) / 60, tolerance: 1e-12))
            #expect(keyframes.position(at: index) == motion.value(at: Double(index) / 60))
            #expect(keyframes.keyTime(at: index) > keyframes.keyTime(at: index - 1))
        }
        // Out-of-range indices are clamped.
        #expect(keyframes.position(at: -3) == 600 && keyframes.position(at: 10_000) == 250)
    }

    @Test("a motion part-way through is sampled from where it is, with its velocity")
    func restartsAtElapsed() {
        var motion = SpringAnimation(spring: .snappy, from: 0, to: 400, initialVelocity: 0)
        motion.advance(by: 0.1)
        let keyframes = SpringKeyframes(motion: motion)
        #expect(keyframes.motion.start == motion.value && keyframes.motion.initialVelocity == motion.velocity)
        #expect(keyframes.motion.elapsed == 0)
    }

    @Test("a motion at rest is one keyframe at its target; bad rates fall back to 120 Hz; long ones are capped")
    func edges() {
        let rest = SpringKeyframes(motion: SpringAnimation(spring: .sheet, from: 100, to: 100))
        #expect(rest.duration == 0 && rest.count == 1 && rest.position(at: 0) == 100 && rest.keyTime(at: 0) == 1)
        for bad in [Double.nan, .infinity, 0, -60] {
            #expect(SpringKeyframes(motion: SpringAnimation(spring: .sheet, from: 0, to: 10), frameRate: bad).frameRate == 120)
        }
        let slow = SpringKeyframes(motion: SpringAnimation(spring: SpringCurve(response: 1_000, dampingRatio: 1), from: 0, to: 1_000))
        #expect(slow.count <= SpringKeyframes.maximumCount)
        #expect(slow.position(at: slow.count - 1) == 1_000)
    }

    @Test("an earlier end: the last keyframe holds the curve there and samples after it hold; a later end holds the target")
    func endingAfter() {
        let motion = SpringAnimation(spring: .sheet, from: 400, to: -200, initialVelocity: -800)
        let early = SpringKeyframes(motion: motion, frameRate: 240, endingAfter: 0.1)
        #expect(early.duration == 0.1)
        #expect(early.finalPosition == motion.value(at: 0.1) && early.position(at: early.count - 1) == early.finalPosition)
        #expect(early.sample(at: 0.2) == SpringCurve.Sample(value: early.finalPosition, velocity: 0))
        #expect(isApproximately(early.sample(at: 0.05).value, motion.value(at: 0.05), tolerance: 1e-9))
        let rest = motion.settlingDuration
        let late = SpringKeyframes(motion: motion, frameRate: 240, endingAfter: rest + 0.05)
        #expect(late.duration == rest + 0.05 && late.finalPosition == -200)
        for ignored in [Double.nan, -1, .infinity] {
            #expect(SpringKeyframes(motion: motion, endingAfter: ignored).duration == rest)
        }
    }
}
