import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

@Suite("Sheet motion")
struct SheetMotionTests {
    let metrics = sheetMetrics([400, 700])

    @Test("Presenting rises from hidden and rests exactly on the selected detent")
    func present() {
        var motion = SheetMotion(metrics: metrics, selectedIndex: 0)
        #expect(motion.state == .hidden)
        motion.handle(.present(at: 0))
        let run = motion.runFrames(from: 0)
        #expect(run.outcome == .settled(detentIndex: 0))
        #expect(motion.state == .resting(detentIndex: 0))
        #expect(motion.height == 400)
        #expect(run.frames.first!.1 > -34 && run.frames.first!.1 < 400)
    }

    @Test("The sheet follows the finger 1:1 between detents")
    func followsFinger() {
        var motion = SheetMotion.resting(metrics: metrics)
        motion.handle(.dragBegan(at: 0, allowsDismissal: true))
        motion.handle(.dragChanged(translation: -120, at: 0.1))
        #expect(motion.height == 520)
        motion.handle(.dragChanged(translation: 50, at: 0.2))
        #expect(motion.height == 350)
    }

    @Test("Past the largest detent the sheet rubber-bands and never reaches the finger")
    func rubberBandTop() {
        var motion = SheetMotion.resting(metrics: metrics, selectedIndex: 1)
        motion.handle(.dragBegan(at: 0, allowsDismissal: true))
        motion.handle(.dragChanged(translation: -100, at: 0.1))
        // UIKit's extent above the largest detent: the gap to the top safe area (852 − 34 − 59 − 700), at most 100.
        #expect(motion.metrics.rubberBandExtentAbove == 59)
        let expected = 700 + RubberBand.offset(forOvershoot: 100, dimension: 59)
        #expect(isApproximately(motion.height, expected, tolerance: 1e-9))
        #expect(motion.height < 800)
        #expect(motion.height > 700)
    }

    @Test("Not dismissible: the lowest detent resists instead of following the finger")
    func rubberBandBottom() {
        var motion = SheetMotion.resting(metrics: metrics)
        motion.handle(.dragBegan(at: 0, allowsDismissal: false))
        // UIKit's extent below the smallest detent: ¼ of the container's height, at most 200 pt.
        #expect(motion.metrics.rubberBandExtentBelow == 200)
        // Pulled 71 pt down (past ¼ of the extent): the attempt is reported while the finger is down.
        #expect(motion.handle(.dragChanged(translation: 200, at: 0.2)) == .dismissalAttempted)
        let expected = 400 - RubberBand.offset(forOvershoot: 200, dimension: 200)
        #expect(isApproximately(motion.height, expected, tolerance: 1e-9))
        // A fast release toward hidden springs back: dismissal is no stop for a sheet that may not dismiss.
        #expect(motion.handle(.dragEnded(velocity: 3000, at: 0.2)) == .none)
        _ = motion.runFrames(from: 0.2)
        #expect(motion.state == .resting(detentIndex: 0))
    }

    @Test("Rubber-band extents: UIKit's rule by default; NaN, infinite or negative extents take it too")
    func bandExtentInput() {
        let detents = metrics.detents
        let plain = SheetMetrics(detents: detents, hiddenHeight: -34, rubberBandDimension: 852)
        #expect(plain.rubberBandExtentAbove == 100 && plain.rubberBandExtentBelow == 200)
        let short = SheetMetrics(detents: detents, hiddenHeight: 0, rubberBandDimension: 568)
        #expect(short.rubberBandExtentBelow == 142, "¼ of 568 pt")
        for bad in [Double.nan, .infinity, -5] {
            let m = SheetMetrics(
                detents: detents, hiddenHeight: -34, rubberBandDimension: 852, rubberBandExtentAbove: bad,
                rubberBandExtentBelow: bad)
            #expect(m.rubberBandExtentAbove == 100 && m.rubberBandExtentBelow == 200, "\(bad)")
        }
        // No room above (a full-height sheet): no give, and a drag up neither moves nor crashes it.
        let none = SheetMetrics(
            detents: detents, hiddenHeight: -34, rubberBandDimension: 852, rubberBandExtentAbove: 0)
        var motion = SheetMotion.resting(metrics: none, selectedIndex: 1)
        motion.handle(.dragBegan(at: 0, allowsDismissal: true))
        motion.handle(.dragChanged(translation: -300, at: 0.1))
        #expect(motion.height == 700)
        #expect(motion.handle(.dragEnded(velocity: -2000, at: 0.1)) == .none)
    }

    @Test("Not dismissible: the attempt is reported once per drag, once pulled ¼ of the extent (50 pt) down")
    func attemptTiming() {
        var motion = SheetMotion.resting(metrics: metrics)
        motion.handle(.dragBegan(at: 0, allowsDismissal: false))
        // 40 pt of finger shows 19.9 pt of pull: no attempt, and none on release either.
        #expect(motion.handle(.dragChanged(translation: 40, at: 0.1)) == .none)
        #expect(motion.handle(.dragEnded(velocity: 0, at: 0.2)) == .none)
        _ = motion.runFrames(from: 0.2)
        var outcomes: [SheetMotionOutcome] = []
        motion.handle(.dragBegan(at: 1, allowsDismissal: false))
        for step in 1...300 {
            let outcome = motion.handle(.dragChanged(translation: Double(step), at: 1 + Double(step) / 1000))
            if outcome != .none { outcomes.append(outcome) }
            if outcome == .dismissalAttempted { #expect(isApproximately(400 - motion.height, 50, tolerance: 0.5)) }
        }
        #expect(outcomes == [.dismissalAttempted])
        #expect(motion.handle(.dragEnded(velocity: 0, at: 2)) == .none)
        var above = SheetMotion.resting(metrics: metrics)
        above.handle(.dragBegan(at: 0, allowsDismissal: false))
        above.handle(.dragChanged(translation: -40, at: 1))
        #expect(above.handle(.dragEnded(velocity: 0, at: 1)) == .none)
    }

    @Test("The settle starts at the release velocity (within 1 pt/s on the first frame)")
    func releaseVelocityContinuity() {
        var motion = SheetMotion.resting(metrics: metrics)
        motion.handle(.dragBegan(at: 0, allowsDismissal: true))
        motion.handle(.dragChanged(translation: -90, at: 0.1))
        let outcome = motion.handle(.dragEnded(velocity: -900, at: 0.1))
        #expect(outcome == .selectedDetentChanged(index: 1))
        #expect(motion.velocity == 900)
        // The first display frame moves on in the finger's direction: the spring starts at 900 pt/s, not at rest.
        let before = motion.height
        motion.handle(.tick(at: 0.1 + 1.0 / 120))
        #expect(motion.height > before + 5)
        var probe = SheetMotion.resting(metrics: metrics)
        probe.handle(.dragBegan(at: 0, allowsDismissal: true))
        probe.handle(.dragChanged(translation: -90, at: 0.1))
        probe.handle(.dragEnded(velocity: -900, at: 0.1))
        probe.handle(.tick(at: 0.1))
        #expect(isApproximately(probe.velocity, 900, tolerance: 1))
    }

    @Test("Grabbing a settling sheet takes over at its current animated height, without a jump")
    func interruptSettle() {
        var motion = SheetMotion.resting(metrics: metrics)
        motion.handle(.selectDetent(index: 1, animated: true, at: 0))
        motion.handle(.tick(at: 0.1))
        let midFlight = motion.height
        #expect(midFlight > 400 && midFlight < 700)
        motion.handle(.dragBegan(at: 0.1, allowsDismissal: true))
        #expect(motion.height == midFlight)
        motion.handle(.dragChanged(translation: 10, at: 0.12))
        #expect(isApproximately(motion.height, midFlight - 10, tolerance: 1e-9))
    }

    @Test("A drag down from the smallest detent dismisses; the sheet ends hidden")
    func dragToDismiss() {
        var motion = SheetMotion.resting(metrics: metrics)
        motion.handle(.dragBegan(at: 0, allowsDismissal: true))
        motion.handle(.dragChanged(translation: 300, at: 0.3))
        #expect(motion.height == 100)
        #expect(motion.handle(.dragEnded(velocity: 700, at: 0.3)) == .dismissalRequested)
        let run = motion.runFrames(from: 0.3)
        #expect(run.outcome == .becameHidden)
        #expect(motion.state == .hidden)
        #expect(motion.height == metrics.hiddenHeight)
    }

    @Test("A cancelled drag returns to the detent it started on, from rest")
    func cancelledDrag() {
        var motion = SheetMotion.resting(metrics: metrics, selectedIndex: 1)
        motion.handle(.dragBegan(at: 0, allowsDismissal: true))
        motion.handle(.dragChanged(translation: 250, at: 0.2))
        motion.handle(.dragCancelled(at: 0.2))
        #expect(motion.velocity == 0)
        _ = motion.runFrames(from: 0.2)
        #expect(motion.state == .resting(detentIndex: 1))
        #expect(motion.height == 700)
    }

    @Test("A 198 → 219 pt animated change passes strictly between the two heights")
    func animatedHeightChange() {
        let small = sheetMetrics([198])
        var motion = SheetMotion.resting(metrics: small)
        motion.handle(.updateMetrics(sheetMetrics([219]), transition: .spring(.sheet), at: 0))
        let run = motion.runFrames(from: 0)
        let intermediate = run.frames.dropLast().map(\.1)
        #expect(!intermediate.isEmpty)
        #expect(intermediate.allSatisfy { $0 > 198 && $0 < 219 })
        #expect(motion.height == 219)
        #expect(run.outcome == .settled(detentIndex: 0))
    }

    @Test("Keyboard-timed change lands exactly at its duration")
    func timedChange() {
        var motion = SheetMotion.resting(metrics: metrics)
        motion.handle(
            .updateMetrics(sheetMetrics([300, 600]), transition: .timed(duration: 0.25, curve: .keyboard), at: 0))
        motion.handle(.tick(at: 0.125))
        #expect(motion.height < 400 && motion.height > 300)
        #expect(motion.handle(.tick(at: 0.25)) == .settled(detentIndex: 0))
        #expect(motion.height == 300)
    }

    @Test("The selected detent survives re-resolution by identifier, else the nearest height")
    func selectionKeptAcrossMetrics() {
        let named = [Detent.height(300, identifier: "a"), Detent.height(600, identifier: "b")]
        func metrics(_ detents: [Detent]) -> SheetMetrics {
            let context = DetentResolutionContext(
                containerSize: Phone.size, safeAreaInsets: Phone.insets, maximumDetentValue: 749)
            return SheetMetrics(detents: DetentResolver.resolve(detents, in: context), layout: Phone.layout)
        }
        var motion = SheetMotion.resting(metrics: metrics(named), selectedIndex: 1)
        motion.handle(.updateMetrics(metrics([.height(100, identifier: "z")] + named), transition: .immediate, at: 0))
        #expect(motion.selectedIdentifier == "b")
        #expect(motion.height == 600)
        motion.handle(
            .updateMetrics(
                metrics([.height(580, identifier: "c"), .height(200, identifier: "d")]), transition: .immediate, at: 0))
        #expect(motion.selectedIdentifier == "c")
    }

    @Test("Programmatic dismissal keeps the current velocity and reports hidden")
    func programmaticDismiss() {
        var motion = SheetMotion(metrics: metrics)
        motion.handle(.present(at: 0))
        motion.handle(.tick(at: 0.05))
        let velocity = motion.velocity
        #expect(velocity > 0)
        motion.handle(.dismiss(at: 0.05))
        #expect(motion.velocity == velocity)
        #expect(motion.runFrames(from: 0.05).outcome == .becameHidden)
    }

    @Test("An event arriving as a settle ends reports the settle's ending (regression: fuzz)")
    func endingNotSwallowed() {
        var motion = SheetMotion.resting(metrics: metrics)
        motion.handle(.dismiss(at: 0))
        #expect(motion.handle(.selectDetent(index: 1, animated: true, at: 10)) == .becameHidden)
        #expect(motion.state == .hidden)
        var resting = SheetMotion.resting(metrics: metrics)
        resting.handle(.selectDetent(index: 1, animated: true, at: 0))
        #expect(resting.handle(.dragBegan(at: 10, allowsDismissal: true)) == .settled(detentIndex: 1))
    }

    @Test("A dismissal that cannot happen is abandoned: the sheet returns to its detent with its velocity")
    func cancelDismissal() {
        var motion = SheetMotion.resting(metrics: metrics)
        motion.handle(.dismiss(at: 0))
        motion.handle(.tick(at: 0.05))
        let velocity = motion.velocity
        #expect(velocity < 0)
        motion.handle(.cancelDismissal(at: 0.05))
        #expect(motion.velocity == velocity)
        _ = motion.runFrames(from: 0.05)
        #expect(motion.state == .resting(detentIndex: 0))
        var resting = SheetMotion.resting(metrics: metrics)
        #expect(resting.handle(.cancelDismissal(at: 0)) == .none)
    }

    @Test("A container that shrinks below the sheet (immediate or timed: rotation, keyboard) clips it at once",
          arguments: [SheetLayoutTransition.immediate, .timed(duration: 0.25, curve: .easeInOut)])
    func shrinkingContainer(transition: SheetLayoutTransition) {
        var motion = SheetMotion.resting(metrics: metrics, selectedIndex: 1)
        motion.handle(.updateMetrics(sheetMetrics([200, 300]), transition: transition, at: 0))
        #expect(motion.height <= 300)
        _ = motion.runFrames(from: 0)
        #expect(motion.height == 300)
    }

    /// `animateChanges`: "To animate changes to any of the sheet's properties, set them inside the block".
    @Test("An animated change that lowers the largest detent under the sheet springs down from where it is")
    func animatedShrink() {
        var motion = SheetMotion.resting(metrics: metrics, selectedIndex: 1)
        let start = motion.height
        motion.handle(.updateMetrics(sheetMetrics([200, 300]), transition: .spring(.sheet), at: 0))
        #expect(motion.height == start, "no jump when the change is made")
        motion.handle(.tick(at: 1.0 / 60))
        #expect(motion.height > 300 && motion.height < start, "on its way down: \(motion.height)")
        _ = motion.runFrames(from: 1.0 / 60)
        #expect(motion.height == 300)
    }

    @Test("Events that make no sense in the current state are ignored")
    func ignoredEvents() {
        var motion = SheetMotion(metrics: metrics)
        #expect(motion.handle(.dragBegan(at: 0, allowsDismissal: true)) == .none)
        #expect(motion.handle(.dragChanged(translation: 50, at: 0.1)) == .none)
        #expect(motion.handle(.dragEnded(velocity: 10, at: 0.1)) == .none)
        #expect(motion.state == .hidden)
        var resting = SheetMotion.resting(metrics: metrics)
        #expect(resting.handle(.dragChanged(translation: .nan, at: 0)) == .none)
        resting.handle(.dragBegan(at: 0, allowsDismissal: true))
        resting.handle(.dragChanged(translation: .nan, at: .nan))
        #expect(resting.height == 400)
        resting.handle(.dragEnded(velocity: .nan, at: 1))
        _ = resting.runFrames(from: 1)
        #expect(resting.state == .resting(detentIndex: 0))
    }
}
