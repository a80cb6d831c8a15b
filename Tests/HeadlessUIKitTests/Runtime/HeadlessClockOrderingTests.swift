#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Ordering of scheduled work on the virtual clock: plain work, animation ends (which can be cancelled) and
/// work scheduled while the clock advances.
@MainActor @Suite("Virtual clock ordering", .headlessHygiene)
struct HeadlessClockOrderingTests {
    @Test("work scheduled in random order runs sorted by due time, ties in scheduling order")
    func randomOrder() {
        let seed: UInt64 = 0x5EED_C10C
        print("HeadlessClockOrderingTests seed: \(seed)")
        var rng = SeededGenerator(seed: seed)
        let clock = HeadlessClock.main
        clock.runUntilIdle()
        let delays: [TimeInterval] = [0, 0.01, 0.02, 0.05, 0.1, 0.25]
        var ran: [Int] = []
        var planned: [(delay: TimeInterval, index: Int)] = []
        for index in 0..<400 {
            let delay = delays.randomElement(using: &rng) ?? 0
            planned.append((delay, index))
            clock.schedule(after: delay) { ran.append(index) }
        }
        clock.runUntilIdle()
        let expected = planned.sorted { ($0.delay, $0.index) < ($1.delay, $1.index) }.map(\.index)
        #expect(ran == expected)
    }

    @Test("work scheduled while advancing runs before later pending work, after work already due at its time")
    func scheduledWhileAdvancing() {
        let clock = HeadlessClock.main
        clock.runUntilIdle()
        var log: [String] = []
        clock.schedule(after: 0.3) { log.append("0.3") }
        clock.schedule(after: 0.1) {
            log.append("0.1")
            clock.schedule(after: 0.05) { log.append("0.15 (from 0.1)") }
            clock.schedule(after: 0.1) { log.append("0.2 (from 0.1)") }
        }
        clock.schedule(after: 0.2) { log.append("0.2") }
        clock.advance(by: 0.4)
        #expect(log == ["0.1", "0.15 (from 0.1)", "0.2", "0.2 (from 0.1)", "0.3"])
    }

    @Test("animation ends and plain work interleave by time; an animation whose layers lost it never ends twice")
    func animationEndsAmongPlainWork() {
        let clock = HeadlessClock.main
        clock.runUntilIdle()
        let short = UIView()
        let long = UIView()
        let removed = UIView()
        var log: [String] = []
        clock.schedule(after: 0.3) { log.append("work 0.3") }
        UIView.animate(withDuration: 0.2, animations: { long.alpha = 0.5 }) { log.append("long \($0)") }
        clock.schedule(after: 0.2) { log.append("work 0.2") }
        UIView.animate(withDuration: 0.1, animations: { short.alpha = 0.5 }) { log.append("short \($0)") }
        UIView.animate(withDuration: 0.25, animations: { removed.alpha = 0 }) { log.append("removed \($0)") }
        clock.advance(by: 0.05)
        removed.layer.removeAllAnimations()
        clock.advance(by: 0.5)
        #expect(log == ["removed false", "short true", "long true", "work 0.2", "work 0.3"])
        #expect(!clock.hasPendingWork)
    }

    @Test("display links fire in the order they were added; pauses, resumes and removals apply within the frame")
    func displayLinksWithinAFrame() {
        let clock = HeadlessClock.main
        clock.runUntilIdle()
        var log: [String] = []
        var added: CADisplayLink?
        let paused = CADisplayLink { _ in log.append("paused") }
        let first = CADisplayLink { _ in log.append("first") }
        let second = CADisplayLink { _ in log.append("second") }
        let resumed = CADisplayLink { _ in log.append("resumed") }
        let removed = CADisplayLink { _ in log.append("removed") }
        paused.add(to: .main, forMode: .common)
        first.add(to: .main, forMode: .common)
        second.add(to: .main, forMode: .common)
        resumed.isPaused = true
        resumed.add(to: .main, forMode: .common)
        removed.add(to: .main, forMode: .common)
        // Frame 1: `first` resumes a later link, pauses an earlier one, removes a later one and adds a new one.
        var frame = 0
        let controller = CADisplayLink { _ in
            frame += 1
            log.append("controller \(frame)")
            guard frame == 1 else { return }
            resumed.isPaused = false
            second.isPaused = true
            removed.invalidate()
            let link = CADisplayLink { _ in log.append("added") }
            link.add(to: .main, forMode: .common)
            added = link
        }
        paused.isPaused = true
        controller.add(to: .main, forMode: .common)
        clock.advance(by: 1.0 / 60)
        #expect(log == ["first", "second", "removed", "controller 1"])
        log.removeAll()
        clock.advance(by: 1.0 / 60)
        #expect(log == ["first", "resumed", "controller 2", "added"])
        for link in [paused, first, second, resumed, controller] { link.invalidate() }
        added?.invalidate()
        #expect(!clock.hasPendingWork)
    }
}
#endif
