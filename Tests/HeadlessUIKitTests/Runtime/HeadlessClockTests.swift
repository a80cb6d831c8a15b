#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// The virtual clock and `CADisplayLink` on it.
@MainActor @Suite("Virtual clock", .headlessHygiene)
struct HeadlessClockTests {
    @Test("work runs in time order, same-time work in scheduling order, zero-delay work on advance(by: 0)")
    func ordering() {
        let clock = HeadlessClock.main
        var log: [String] = []
        clock.schedule(after: 0.2) { log.append("b") }
        clock.schedule(after: 0.1) { log.append("a") }
        clock.schedule(after: 0.2) { log.append("c") }
        clock.schedule(after: 0) {
            log.append("now")
            clock.schedule(after: 0) { log.append("next turn") }
        }
        #expect(log.isEmpty)
        clock.advance(by: 0)
        #expect(log == ["now", "next turn"])
        clock.advance(by: 0.1 + 0.1)
        #expect(log == ["now", "next turn", "a", "b", "c"])
    }

    @Test("time only moves forwards: bad durations advance by nothing")
    func badDurations() {
        let clock = HeadlessClock.main
        let start = clock.now
        for bad in [-1.0, .nan, .infinity] { clock.advance(by: bad) }
        #expect(clock.now == start)
        #expect(CACurrentMediaTime() == clock.now)
        clock.advance(by: 0.25)
        #expect(CACurrentMediaTime() == start + 0.25)
    }

    @Test("runUntilIdle stops when nothing is pending, or at its maximum with a running display link")
    func runUntilIdle() {
        let clock = HeadlessClock.main
        clock.runUntilIdle()
        #expect(!clock.hasPendingWork)
        var fired = false
        clock.schedule(after: 3) { fired = true }
        #expect(clock.hasPendingWork)
        clock.runUntilIdle()
        #expect(fired)
        let link = CADisplayLink(headlessHandler: { _ in })
        link.add(to: .main, forMode: .common)
        let start = clock.now
        clock.runUntilIdle(maximumDuration: 0.5)
        #expect(isApproximately(CGFloat(clock.now - start), 0.5, tolerance: 1e-9))
        link.invalidate()
        #expect(!clock.hasPendingWork)
    }

    @Test("a display link fires once per frame with frame-grid timestamps, and honours isPaused")
    func displayLink() {
        let clock = HeadlessClock.main
        clock.runUntilIdle()
        var stamps: [CFTimeInterval] = []
        var targets: [CFTimeInterval] = []
        let link = CADisplayLink { link in
            stamps.append(link.timestamp)
            targets.append(link.targetTimestamp)
        }
        link.add(to: .main, forMode: .common)
        clock.advance(by: 0.1)
        #expect(stamps.count == 6)
        #expect(isApproximately(CGFloat(link.duration), 1.0 / 60, tolerance: 1e-12))
        for (stamp, target) in zip(stamps, targets) {
            #expect(isApproximately(CGFloat(target - stamp), 1.0 / 60, tolerance: 1e-9))
            #expect(isApproximately(CGFloat((stamp * 60).rounded()), CGFloat(stamp * 60), tolerance: 1e-6))
        }
        link.isPaused = true
        clock.advance(by: 0.1)
        #expect(stamps.count == 6)
        link.isPaused = false
        link.preferredFramesPerSecond = 30
        clock.advance(by: 0.1)
        #expect(stamps.count == 9)
        link.invalidate()
        clock.advance(by: 0.1)
        #expect(stamps.count == 9)
    }

    @Test("the clock retains an added link until invalidate, as the run loop does")
    func displayLinkRetention() {
        weak var weakLink: CADisplayLink?
        var frames = 0
        do {
            let link = CADisplayLink { _ in frames += 1 }
            weakLink = link
            link.add(to: .main, forMode: .default)
        }
        HeadlessClock.main.advance(by: 1.0 / 60)
        #expect(weakLink != nil)
        #expect(frames == 1)
        weakLink?.invalidate()
        #expect(weakLink == nil)
    }
}
#endif
