import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

/// Found by an independent fuzzer: a fling keeps velocity continuity at release, but its overshoot past the largest
/// detent is rubber-banded like a drag, so it is bounded whatever the velocity.
@Suite("Sheet overshoot past the largest detent")
struct SheetOvershootTests {
    let metrics = sheetMetrics([300, 700])

    /// A sheet resting on its largest detent (700 pt), flicked up from there at `speed` pt/s (finger velocity,
    /// down positive, so negative), then left to settle. Returns the highest height reached.
    func peak(flickingUpAt speed: Double) -> (peak: Double, motion: SheetMotion) {
        var motion = SheetMotion.resting(metrics: metrics, selectedIndex: 1)
        motion.handle(.dragBegan(at: 0, allowsDismissal: true))
        motion.handle(.dragChanged(translation: 0, at: 0.008))
        motion.handle(.dragEnded(velocity: -speed, at: 0.016))
        var peak = motion.height
        var time = 0.016
        while motion.needsFrames && time < 5 {
            time += 1.0 / 240
            motion.handle(.tick(at: time))
            peak = max(peak, motion.height)
        }
        return (peak, motion)
    }

    @Test("A 10,000 pt/s flick overshoots the largest detent by a banded amount, within the room above it")
    func realisticFlick() {
        let (peak, motion) = peak(flickingUpAt: 10_000)
        let overshoot = peak - 700
        print("overshoot past a 700 pt largest detent (118 pt of room) at 10,000 pt/s: \(overshoot) pt")
        // The spring's own excursion would be v/(ω·e) = 10,000 / (2π/0.38 · e) ≈ 222 pt; banded into 118 pt, ~60.
        #expect(overshoot > 30 && overshoot < 80)
        #expect(motion.state == .resting(detentIndex: 1))
        #expect(motion.height == 700)
    }

    @Test(
        "No velocity, however extreme, takes the sheet's top past the container's top",
        arguments: [
            2_000.0, 10_000, 40_000, 1e6, 1e12, Double.greatestFiniteMagnitude,
        ])
    func extremeFlicks(speed: Double) {
        let (peak, motion) = peak(flickingUpAt: speed)
        #expect(peak.isFinite)
        #expect(peak < 700 + SheetOvershoot.room(above: metrics))  // 852 − 34 − 700 = 118 pt of room
        #expect(motion.height == 700)
    }

    @Test("A large sheet on a phone flicked up stays on screen", arguments: [2_000.0, 10_000, 40_000])
    func largeSheetStaysOnScreen(speed: Double) {
        let large = sheetMetrics([Phone.layout.maximumDetentValue])
        var motion = SheetMotion.resting(metrics: large)
        motion.handle(.dragBegan(at: 0, allowsDismissal: true))
        motion.handle(.dragEnded(velocity: -speed, at: 0.016))
        var peak = motion.height
        var time = 0.016
        while motion.needsFrames && time < 5 {
            time += 1.0 / 240
            motion.handle(.tick(at: time))
            peak = max(peak, motion.height)
        }
        let top = Phone.layout.frame(forHeight: CGFloat(peak)).minY
        print("large sheet flicked up at \(speed) pt/s: overshoot \(peak - large.largestHeight) pt, top at \(top) pt")
        #expect(top > 0)
    }

    @Test("The settle starts exactly where and as fast as the released sheet moved")
    func velocityContinuity() {
        var motion = SheetMotion.resting(metrics: metrics, selectedIndex: 0)
        motion.handle(.dragBegan(at: 0, allowsDismissal: true))
        motion.handle(.dragChanged(translation: -100, at: 0.1))
        let released = motion.height
        motion.handle(.dragEnded(velocity: -3_000, at: 0.1))
        #expect(motion.height == released)
        #expect(motion.velocity == 3_000)
        let dt = 1e-4
        motion.handle(.tick(at: 0.1 + dt))
        #expect(isApproximately((motion.height - released) / dt, 3_000, tolerance: 5))
    }

    @Test("A release above the largest detent continues the drag's band: no jump, then down to the detent")
    func releaseInsideTheBand() {
        var motion = SheetMotion.resting(metrics: metrics, selectedIndex: 1)
        motion.handle(.dragBegan(at: 0, allowsDismissal: true))
        motion.handle(.dragChanged(translation: -300, at: 0.3))
        let released = motion.height
        #expect(released > 700 && released < 700 + 300)  // banded
        motion.handle(.dragEnded(velocity: 0, at: 0.3))
        motion.handle(.tick(at: 0.3 + 1.0 / 120))
        #expect(isApproximately(motion.height, released, tolerance: 3))
        var previous = motion.height
        var time = 0.3 + 1.0 / 120
        while motion.needsFrames && time < 5 {
            time += 1.0 / 120
            motion.handle(.tick(at: time))
            #expect(motion.height <= previous + 1e-9)
            previous = motion.height
        }
        #expect(motion.height == 700)
    }

    @Test("A settle redirected mid-flight (new selection, animated change) keeps its bound")
    func redirectedSettleKeepsBound() {
        var motion = SheetMotion.resting(metrics: metrics, selectedIndex: 1)
        motion.handle(.dragBegan(at: 0, allowsDismissal: true))
        motion.handle(.dragEnded(velocity: -40_000, at: 0.016))
        var peak = motion.height
        var time = 0.016
        for step in 1...1_200 {
            time += 1.0 / 240
            if step == 6 { motion.handle(.selectDetent(index: 1, animated: true, at: time)) }
            if step == 10 { motion.handle(.updateMetrics(metrics, transition: .spring(.snappy), at: time)) }
            motion.handle(.tick(at: time))
            peak = max(peak, motion.height)
        }
        #expect(peak < 700 + SheetOvershoot.room(above: metrics))
        #expect(motion.height == 700)
    }

    @Test("A release pulled above the largest detent rises past the room by at most the excess it had")
    func releaseAboveBound() {
        var motion = SheetMotion.resting(metrics: metrics, selectedIndex: 1)
        motion.handle(.dragBegan(at: 0, allowsDismissal: true))
        motion.handle(.dragChanged(translation: -400, at: 0.2))
        let excess = motion.height - 700
        motion.handle(.dragEnded(velocity: -40_000, at: 0.2))
        var peak = motion.height
        var time = 0.2
        while motion.needsFrames && time < 5 {
            time += 1.0 / 240
            motion.handle(.tick(at: time))
            peak = max(peak, motion.height)
        }
        #expect(peak < 700 + SheetOvershoot.room(above: metrics) + excess)
        #expect(motion.height == 700)
    }

    @Test("The band is the identity below the limit and round-trips above it")
    func bandMapping() {
        let band = SheetOvershoot(limit: 700, dimension: 852)
        for height in [-100.0, 0, 350, 700] {
            #expect(band.displayed(height) == height)
            #expect(band.raw(forDisplayed: height) == height)
            #expect(band.slope(atRaw: height) == 1)
        }
        for raw in [700.5, 750, 1_000, 5_000, 1e9] {
            let shown = band.displayed(raw)
            #expect(shown > 700 && shown < 700 + 852)
            #expect(isApproximately(band.raw(forDisplayed: shown), raw, tolerance: 1e-6 * raw))
            #expect(band.slope(atRaw: raw) > 0 && band.slope(atRaw: raw) < 0.55 + 1e-12)
        }
        #expect(band.raw(forDisplayed: 700 + 852) == .greatestFiniteMagnitude)
        let rigid = SheetOvershoot(limit: 700, dimension: .nan)
        #expect(rigid.displayed(900) == 700)
        #expect(rigid.rawVelocity(500, atDisplayed: 700) == 500)
    }
}
