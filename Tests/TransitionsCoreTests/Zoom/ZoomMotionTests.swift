import Foundation
import Testing
import TransitionsCore

/// The zoom's state machine, shared by the modal zoom and the navigation zoom: timed events in, frames and
/// landings out.
@Suite("Zoom motion")
struct ZoomMotionTests {
    let geometry = ZoomFixture.geometry()
    let spring = ZoomDragBehavior.defaultSpring

    /// Ticks at 60 Hz from `time` until a landing (at most 5 s); returns the landing and the time.
    static func run(_ motion: inout ZoomMotion, from time: Double) -> (ZoomLanding?, Double) {
        var time = time
        for _ in 0..<300 {
            time += 1.0 / 60
            if case .landed(let landing) = motion.handle(.tick(time: time)) {
                motion.settleLanding(landing)
                return (landing, time)
            }
        }
        return (nil, time)
    }

    @Test("Opening starts on the source and lands at rest full screen")
    func opens() {
        var motion = ZoomMotion()
        motion.handle(.open(geometry, spring: spring, style: .spring, time: 10))
        #expect(motion.frame?.clip == geometry.frame(at: 0).clip)
        #expect(motion.needsFrames)
        let (landing, _) = Self.run(&motion, from: 10)
        #expect(landing == .presented)
        #expect(motion.state == .presented)
        #expect(motion.frame?.clip == geometry.destination)
    }

    @Test("Not animated: at rest at once; Reduce Motion: a 140 ms fade in place")
    func immediateAndFade() {
        var now = ZoomMotion()
        #expect(now.handle(.open(geometry, spring: spring, style: .immediate, time: 0)) == .landed(.presented))
        var fade = ZoomMotion()
        fade.handle(.open(geometry, spring: spring, style: .fade, time: 0))
        #expect(fade.frame?.clip == geometry.destination)
        #expect(fade.frame?.alpha == 0)
        let (landing, time) = Self.run(&fade, from: 0)
        #expect(landing == .presented)
        #expect(abs(time - ZoomFade.duration) < 1.0 / 30)
    }

    @Test("A touch-down mid-opening holds the frame on screen until the finger lifts; then it finishes opening")
    func caughtOpening() {
        var motion = ZoomMotion()
        motion.handle(.open(geometry, spring: spring, style: .spring, time: 0))
        for step in 1...5 { motion.handle(.tick(time: Double(step) / 60)) }
        let held = motion.frame
        motion.handle(.touchDown(time: 0.09))
        #expect(!motion.needsFrames)
        for step in 0..<6 { motion.handle(.tick(time: 0.1 + Double(step) / 60)) }
        let drift = zip(
            [motion.frame?.clip.minX, motion.frame?.clip.minY, motion.frame?.clip.width],
            [held?.clip.minX, held?.clip.minY, held?.clip.width]
        ).map { abs(($0 ?? .nan) - ($1 ?? .nan)) }.max() ?? .nan
        #expect(drift < 1e-6, "no movement while caught: \(drift) pt")
        #expect(motion.canGrab)
        motion.handle(.touchUp(time: 0.2))
        let (landing, _) = Self.run(&motion, from: 0.2)
        #expect(landing == .presented)
    }

    @Test("A caught flight back resumes into the source and cannot be dragged")
    func caughtClosing() {
        var motion = ZoomMotion()
        motion.handle(.open(geometry, spring: spring, style: .immediate, time: 0))
        motion.settleLanding(.presented)
        motion.handle(.close(geometry, spring: spring, style: .spring, time: 1))
        motion.handle(.tick(time: 1 + 5.0 / 60))
        motion.handle(.touchDown(time: 1.1))
        #expect(!motion.canGrab)
        motion.handle(.dragBegan(location: .zero, containerSize: CGSize(width: 393, height: 852), behavior: .default, time: 1.2))
        #expect(!motion.isTracking)
        motion.handle(.touchUp(time: 1.3))
        let (landing, _) = Self.run(&motion, from: 1.3)
        #expect(landing == .dismissed)
        #expect(motion.state == .idle)
    }

    @Test("A drag follows the finger; a release that dismisses flies into the source, one that does not springs back")
    func dragReleases() {
        for dismissing in [true, false] {
            var motion = ZoomMotion()
            motion.handle(.open(geometry, spring: spring, style: .immediate, time: 0))
            motion.settleLanding(.presented)
            motion.handle(
                .dragBegan(
                    location: CGPoint(x: 200, y: 400), containerSize: CGSize(width: 393, height: 852),
                    behavior: .default, time: 1))
            motion.handle(.dragChanged(translation: CGPoint(x: 0, y: 200), time: 1.2))
            #expect(motion.dragProgress > 0)
            #expect((motion.frame?.clip.width ?? 393) < 393)
            motion.handle(
                .dragEnded(
                    translation: CGPoint(x: 0, y: 200), velocity: CGPoint(x: 0, y: 1500), toward: geometry,
                    dismissing: dismissing, style: .spring, time: 1.2))
            let (landing, _) = Self.run(&motion, from: 1.2)
            #expect(landing == (dismissing ? .dismissed : .presented))
        }
    }

    @Test("Nonsense times (NaN, backwards) never move the zoom backwards or crash")
    func nonsenseTimes() {
        var motion = ZoomMotion()
        motion.handle(.open(geometry, spring: spring, style: .spring, time: 5))
        let start = motion.frame
        motion.handle(.tick(time: .nan))
        motion.handle(.tick(time: 1))
        #expect(motion.frame == start)
        let (landing, _) = Self.run(&motion, from: 1)
        #expect(landing == .presented)
    }
}
