#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
@testable import Transitions
import TransitionsTestSupport

/// Settles played by the render server (`RenderServerSettle`) on plain layers: they keep moving while the
/// main thread stalls, stop where they are on screen when interrupted, and complete once.
@MainActor @Suite("Render-server settle", .headlessHygiene)
struct RenderServerSettleTests {
    /// A layer whose y follows the motion's position and whose opacity fades with it (two tracks).
    @MainActor final class Fixture {
        let layer = CALayer()
        let runner = RenderServerSettle()
        var completions = 0
        var tracks: [RenderServerSettle.Track] {
            [
                .init(layer: layer, keyPath: "position.y", value: { $0 }),
                .init(layer: layer, keyPath: "opacity", value: { Float(min(max($0 / 600, 0), 1)) }),
            ]
        }

        func run(from start: Double = 600, to target: Double = 200, velocity: Double = -900) {
            runner.run(
                SpringAnimation(spring: .sheet, from: start, to: target, initialVelocity: velocity), tracks: tracks
            ) { [unowned self] in completions += 1 }
        }

        var shownY: Double { Double(layer.presentation()?.position.y ?? .nan) }
    }

    @Test("a 50 ms main-thread stall mid-settle freezes no frame; every frame is on the closed-form curve")
    func stall() {
        let fixture = Fixture()
        let motion = SpringAnimation(spring: .sheet, from: 600, to: 200, initialVelocity: -900)
        let recording = HeadlessRenderServer.record { fixture.shownY }
        fixture.run()
        HeadlessClock.main.advance(by: 0.1)
        HeadlessMainThread.stall(for: 0.05)
        HeadlessClock.main.advance(by: 0.1)
        recording.stop()
        #expect(recording.frozenFramesDuringStalls() == 0)
        #expect(recording.frames.filter(\.duringStall).count == 3)
        for frame in recording.frames {
            #expect(isApproximately(frame.value, motion.value(at: frame.time), tolerance: 1e-6), "t = \(frame.time)")
        }
        #expect(fixture.layer.position.y == 200)  // the model holds the end state from the start
        HeadlessClock.main.runUntilIdle()
        #expect(fixture.completions == 1)
    }

    @Test("an interruption leaves every layer where it was on screen and returns the position and velocity")
    func interruption() throws {
        let fixture = Fixture()
        let motion = SpringAnimation(spring: .sheet, from: 600, to: 200, initialVelocity: -900)
        fixture.run()
        HeadlessClock.main.advance(by: 0.1234)
        let shownY = fixture.shownY
        let shownOpacity = fixture.layer.presentation()?.opacity ?? .nan
        let sample = try #require(fixture.runner.interrupt())
        #expect(isApproximately(sample.value, motion.value(at: 0.1234), tolerance: 1e-9))
        #expect(isApproximately(sample.velocity, motion.velocity(at: 0.1234), tolerance: 1e-9))
        #expect(isApproximately(Double(fixture.layer.position.y), shownY, tolerance: 0.5))
        #expect(isApproximately(Double(fixture.layer.opacity), Double(shownOpacity), tolerance: 0.01))
        #expect(fixture.layer.animationKeys() == nil)
        #expect(fixture.shownY == Double(fixture.layer.position.y))
        #expect(!fixture.runner.isRunning && fixture.runner.interrupt() == nil)
        HeadlessClock.main.runUntilIdle()
        #expect(fixture.completions == 0)
        #expect(Double(fixture.layer.position.y) == sample.value)
    }

    @Test("completion runs exactly once at the end, late under a stall, and never for a replaced settle")
    func completionOnce() {
        let fixture = Fixture()
        fixture.run()
        HeadlessClock.main.advance(by: 0.05)
        fixture.run(from: fixture.shownY, to: 500, velocity: 0)  // replaces: the first completion is dropped
        HeadlessClock.main.runUntilIdle()
        #expect(fixture.completions == 1)
        #expect(fixture.layer.position.y == 500 && fixture.layer.animationKeys() == nil)
        fixture.run(from: 500, to: 500, velocity: 0)  // at rest: completes at once
        #expect(fixture.completions == 2 && !fixture.runner.isRunning)
    }

    @Test("no position callback: no display link; with one, each frame gets the closed form, then the target")
    func positionCallback() {
        let fixture = Fixture()
        fixture.run()
        HeadlessClock.main.advance(by: 0.05)
        #expect(!HeadlessEnvironment.leftovers.joined().contains("frames wanted"))
        var samples: [(time: Double, sample: SpringCurve.Sample)] = []
        fixture.runner.onFrame = { samples.append((CACurrentMediaTime(), $0)) }
        HeadlessClock.main.advance(by: 0.05)
        #expect(HeadlessEnvironment.leftovers.joined().contains("frames wanted"))
        let motion = SpringAnimation(spring: .sheet, from: 600, to: 200, initialVelocity: -900)
        #expect(samples.count == 3)
        for (time, sample) in samples {
            #expect(isApproximately(sample.value, motion.value(at: time), tolerance: 1e-9))
        }
        HeadlessClock.main.runUntilIdle()
        #expect(samples.last?.sample == SpringCurve.Sample(value: 200, velocity: 0))
        #expect(!HeadlessEnvironment.leftovers.joined().contains("frames wanted"))
    }

    @Test("the runner is released with its layers; a settle in flight keeps nothing alive once it ends")
    func noLeak() {
        weak var weakRunner: RenderServerSettle?
        weak var weakLayer: CALayer?
        do {
            let fixture = Fixture()
            weakRunner = fixture.runner
            weakLayer = fixture.layer
            fixture.runner.onFrame = { _ in }
            fixture.run()
            HeadlessClock.main.advance(by: 0.05)
            fixture.runner.interrupt()
        }
        HeadlessClock.main.runUntilIdle()
        #expect(weakRunner == nil && weakLayer == nil)
    }

    @Test("bad input: non-finite targets and velocities, no tracks, keep layers finite and complete once")
    func badInput() {
        let fixture = Fixture()
        fixture.runner.run(SpringAnimation(spring: .sheet, from: 300, to: .nan, initialVelocity: .infinity), tracks: fixture.tracks) {
            fixture.completions += 1
        }
        HeadlessClock.main.runUntilIdle()
        #expect(fixture.completions == 1 && fixture.layer.position.y == 300)
        fixture.runner.run(SpringAnimation(spring: .sheet, from: 0, to: 100), tracks: []) { fixture.completions += 1 }
        #expect(fixture.completions == 2)
    }
}
#endif
