import Foundation
import Testing
import TransitionsTestSupport
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
            if case .landed(let landing) = motion.handle(.tick(at: time)) {
                motion.settleLanding(landing)
                return (landing, time)
            }
        }
        return (nil, time)
    }

    @Test("Opening starts on the source and lands at rest full screen")
    func opens() {
        var motion = ZoomMotion()
        motion.handle(.open(geometry, spring: spring, style: .spring, at: 10))
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
        #expect(now.handle(.open(geometry, spring: spring, style: .immediate, at: 0)) == .landed(.presented))
        var fade = ZoomMotion()
        fade.handle(.open(geometry, spring: spring, style: .fade, at: 0))
        #expect(fade.frame?.clip == geometry.destination)
        #expect(fade.frame?.alpha == 0)
        let (landing, time) = Self.run(&fade, from: 0)
        #expect(landing == .presented)
        #expect(isApproximately(time, ZoomFade.duration, tolerance: 1.0 / 30))
    }

    @Test("A touch-down mid-opening does not stop it; a drag begun then takes the card where it is")
    func touchDuringOpening() {
        var motion = ZoomMotion()
        motion.handle(.open(geometry, spring: spring, style: .spring, at: 0))
        for step in 1...5 { motion.handle(.tick(at: Double(step) / 60)) }
        let held = motion.frame
        motion.handle(.touchDown(at: 0.09))
        #expect(motion.needsFrames)
        motion.handle(.tick(at: 0.12))
        #expect((motion.frame?.clip.width ?? 0) > (held?.clip.width ?? 0), "still opening")
        let shown = motion.frame
        #expect(motion.canGrab)
        motion.handle(
            .dragBegan(location: CGPoint(x: 200, y: 400), containerSize: CGSize(width: 393, height: 852),
                behavior: .default, at: 0.12))
        #expect(motion.isTracking)
        #expect(motion.frame?.clip == shown?.clip, "taken from the frame on screen")
    }

    @Test("A card landing in its source is not held by a touch: it lands, and touches pass through")
    func touchDuringLanding() {
        var motion = ZoomMotion()
        motion.handle(.open(geometry, spring: spring, style: .immediate, at: 0))
        motion.settleLanding(.presented)
        motion.handle(.close(geometry, spring: spring, style: .spring, at: 1))
        motion.handle(.tick(at: 1 + 5.0 / 60))
        #expect(motion.isLandingInSource)
        #expect(!motion.isCatchable)
        motion.handle(.touchDown(at: 1.1))
        #expect(motion.needsFrames, "not held")
        let (landing, _) = Self.run(&motion, from: 1.1)
        #expect(landing == .dismissed)
        #expect(!motion.isLandingInSource)
    }

    @Test("A drag follows the finger; a release that dismisses flies into the source, one that does not springs back")
    func dragReleases() {
        for dismissing in [true, false] {
            var motion = ZoomMotion()
            motion.handle(.open(geometry, spring: spring, style: .immediate, at: 0))
            motion.settleLanding(.presented)
            motion.handle(
                .dragBegan(
                    location: CGPoint(x: 200, y: 400), containerSize: CGSize(width: 393, height: 852),
                    behavior: .default, at: 1))
            motion.handle(.dragChanged(translation: CGPoint(x: 0, y: 200), at: 1.2))
            #expect(motion.dragProgress > 0)
            #expect((motion.frame?.clip.width ?? 393) < 393)
            motion.handle(
                .dragEnded(
                    translation: CGPoint(x: 0, y: 200), velocity: CGPoint(x: 0, y: 1500), toward: geometry,
                    dismissing: dismissing, style: .spring, at: 1.2))
            let (landing, _) = Self.run(&motion, from: 1.2)
            #expect(landing == (dismissing ? .dismissed : .presented))
        }
    }

    @Test("Nonsense times (NaN, backwards) never move the zoom backwards or crash")
    func nonsenseTimes() {
        var motion = ZoomMotion()
        motion.handle(.open(geometry, spring: spring, style: .spring, at: 5))
        let start = motion.frame
        motion.handle(.tick(at: .nan))
        motion.handle(.tick(at: 1))
        #expect(motion.frame == start)
        let (landing, _) = Self.run(&motion, from: 1)
        #expect(landing == .presented)
    }
}
