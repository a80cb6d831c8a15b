#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// A blocked main thread (`HeadlessMainThread.stall(for:)`) and what the render server shows meanwhile
/// (`HeadlessRenderServer`): main-thread work waits, Core Animation keeps its timing.
@MainActor @Suite("Main-thread stalls and the render server", .headlessHygiene)
struct MainThreadStallTests {
    /// A layer whose y a display link sets from the frame's timestamp (100 pt per second), recorded on screen.
    @MainActor final class LinkDriven {
        let layer = CALayer()
        var calls: [(now: Double, timestamp: Double, target: Double)] = []
        lazy var link = CADisplayLink(headlessHandler: { [unowned self] link in
            calls.append((CACurrentMediaTime(), link.timestamp, link.targetTimestamp))
            layer.position.y = 100 * link.timestamp
        })
    }

    @Test("a display-link-driven value freezes for the 3 refreshes of a 50 ms stall at 60 Hz, then jumps")
    func displayLinkFreezes() {
        let driven = LinkDriven()
        driven.link.add(to: .main, forMode: .common)
        let recording = HeadlessRenderServer.record { Double(driven.layer.presentation()?.position.y ?? .nan) }
        HeadlessClock.main.advance(by: 0.1)
        HeadlessMainThread.stall(for: 0.05)
        HeadlessClock.main.advance(by: 0.05)
        recording.stop()
        driven.link.invalidate()
        #expect(recording.frozenFramesDuringStalls() == 3)
        #expect(recording.frames.filter(\.duringStall).count == 3)
        // The refresh after the stall shows the value for its own time: a 4-frame jump (6.67 pt), not a crawl.
        #expect(isApproximately(CGFloat(recording.largestStep), CGFloat(100.0 * 4 / 60), tolerance: 1e-6))
    }

    @Test("after a stall a display link fires once, late, with the last missed refresh as timestamp")
    func lateDisplayLinkFrame() throws {
        let driven = LinkDriven()
        driven.link.add(to: .main, forMode: .common)
        HeadlessClock.main.advance(by: 0.1)
        driven.calls.removeAll()
        HeadlessMainThread.stall(for: 0.055)
        driven.link.invalidate()
        try #require(driven.calls.count == 1)
        let late = driven.calls[0]
        #expect(isApproximately(CGFloat(late.now), CGFloat(0.155), tolerance: 1e-9))
        #expect(isApproximately(CGFloat(late.timestamp), CGFloat(9.0 / 60), tolerance: 1e-9))
        #expect(isApproximately(CGFloat(late.target), CGFloat(10.0 / 60), tolerance: 1e-9))
    }

    @Test("timers and next-turn work wait for the stall to end, then run in time order")
    func timersWait() {
        var log: [String] = []
        HeadlessClock.main.schedule(after: 0.03) { log.append("b \(HeadlessMainThread.isStalled)") }
        HeadlessClock.main.schedule(after: 0.01) { log.append("a") }
        HeadlessClock.main.schedule(after: 0) { log.append("next turn") }
        HeadlessMainThread.stall(for: 0.05)
        #expect(log == ["next turn", "a", "b false"])
        #expect(isApproximately(CGFloat(HeadlessClock.main.now), 0.05, tolerance: 1e-9))
    }

    @Test("a CASpringAnimation keeps moving through a stall: no frozen frame, values on its own curve")
    func springKeepsMoving() {
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 0
        spring.toValue = 500
        spring.stiffness = 300
        spring.damping = 30
        spring.duration = spring.settlingDuration
        layer.position.y = 500
        layer.add(spring, forKey: "settle")
        // The closed form for m = 1, k = 300, c = 30 (ω₀ = √300, ζ = c / (2√(km))), written out independently.
        let omega = 300.0.squareRoot()
        let zeta = 30 / (2 * omega)
        let damped = omega * (1 - zeta * zeta).squareRoot()
        func expected(_ t: Double) -> Double {
            500 * (1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t)))
        }
        let recording = HeadlessRenderServer.record { Double(layer.presentation()?.position.y ?? .nan) }
        HeadlessClock.main.advance(by: 0.05)
        HeadlessMainThread.stall(for: 0.05)
        recording.stop()
        HeadlessClock.main.runUntilIdle()
        #expect(recording.frozenFramesDuringStalls() == 0)
        let stalled = recording.frames.filter(\.duringStall)
        #expect(stalled.count == 3)
        for frame in recording.frames {
            #expect(isApproximately(CGFloat(frame.value), CGFloat(expected(frame.time)), tolerance: 1e-9))
        }
    }

    @Test("a UIView animation keeps moving through a stall; its completion runs after the stall")
    func viewAnimationKeepsMoving() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var completedAt: Double?
        UIView.animate(withDuration: 0.2, delay: 0, options: [.curveLinear]) {
            view.center.y = 200
        } completion: { _ in
            completedAt = CACurrentMediaTime()
        }
        let recording = HeadlessRenderServer.record { Double(view.layer.presentation()?.position.y ?? .nan) }
        HeadlessClock.main.advance(by: 0.1)
        HeadlessMainThread.stall(for: 0.15)
        recording.stop()
        #expect(recording.frozenFramesDuringStalls() == 3)  // at rest after 0.2 s: the stall's last 3 refreshes
        let moving = recording.frames.filter { $0.duringStall && $0.time < 0.2 - 1e-9 }
        #expect(moving.count == 5)
        for frame in moving {
            #expect(isApproximately(CGFloat(frame.value), CGFloat(5 + 195 * frame.time / 0.2), tolerance: 1e-6))
        }
        #expect(completedAt.map { isApproximately(CGFloat($0), 0.25, tolerance: 1e-9) } == true)
    }

    @Test("a recording keeps nobody waiting: runUntilIdle returns, and a running one is a leftover")
    func recordingIsNotWork() {
        let recording = HeadlessRenderServer.record { 0 }
        #expect(!HeadlessClock.main.hasPendingWork)
        HeadlessClock.main.runUntilIdle()
        #expect(recording.frames.isEmpty)
        HeadlessClock.main.advance(by: 0.05)
        #expect(recording.frames.count == 3)
        #expect(HeadlessEnvironment.leftovers.contains { $0.contains("render-server recording") })
        recording.stop()
        recording.stop()
        #expect(!HeadlessEnvironment.leftovers.contains { $0.contains("render-server recording") })
    }

    @Test("bad stall durations stall for nothing but still run the pending next-turn work")
    func badDurations() {
        var ran = 0
        for bad in [-1.0, .nan, .infinity, 0] {
            HeadlessClock.main.schedule(after: 0) { ran += 1 }
            let before = HeadlessClock.main.now
            HeadlessMainThread.stall(for: bad)
            #expect(HeadlessClock.main.now == before)
        }
        #expect(ran == 4)
    }
}
#endif
