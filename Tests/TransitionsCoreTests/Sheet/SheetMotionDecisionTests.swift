import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

/// The decisions the sheet's state machine owns: a touch catching a settle, when a drag's dismissal becomes
/// interactive, and the Reduce Motion cross-fade.
@Suite("Sheet motion decisions")
struct SheetMotionDecisionTests {
    let metrics = sheetMetrics([400, 700])

    /// A sheet settling from 400 up to 700, `seconds` into the settle.
    func settlingUp(for seconds: Double) -> SheetMotion {
        var motion = SheetMotion.resting(metrics: metrics)
        motion.handle(.selectDetent(index: 1, animated: true, at: 0))
        motion.handle(.tick(at: seconds))
        return motion
    }

    @Test("A touch stops a settle where it was last shown, with no velocity, and asks for no frames")
    func touchStops() {
        var motion = settlingUp(for: 0.1)
        let shown = motion.height
        #expect(shown > 400 && shown < 700)
        motion.handle(.touchDown(at: 0.11, allowsDismissal: false))
        #expect(motion.height == shown && motion.velocity == 0 && !motion.needsFrames && motion.isTracking)
        motion.handle(.tick(at: 0.3))
        #expect(motion.height == shown)
    }

    @Test("Lifted without dragging: settles from rest to the nearer detent, a user selection when it changes")
    func liftGoesToNearest() {
        for (seconds, expected) in [(0.04, 0), (0.3, 1)] {
            var motion = settlingUp(for: seconds)
            motion.handle(.touchDown(at: seconds, allowsDismissal: true))
            let outcome = motion.handle(.touchUp(at: seconds + 0.1))
            #expect(motion.velocity == 0 && motion.needsFrames)
            #expect(outcome == (expected == 1 ? .none : .selectedDetentChanged(index: 0)))
            let run = motion.runFrames(from: seconds + 0.1)
            #expect(run.outcome == .settled(detentIndex: expected))
        }
    }

    @Test("A caught dismissal lifted nearer gone goes on leaving; a caught rise never dismisses")
    func liftAndDismissal() {
        var leaving = SheetMotion.resting(metrics: metrics)
        leaving.handle(.dismiss(at: 0))
        leaving.handle(.tick(at: 0.12))
        #expect(leaving.height < 183)  // nearer hidden (−34) than 400
        leaving.handle(.touchDown(at: 0.12, allowsDismissal: true))
        #expect(leaving.handle(.touchUp(at: 0.2)) == .dismissalRequested)
        #expect(leaving.runFrames(from: 0.2).outcome == .becameHidden)

        var rising = SheetMotion(metrics: metrics)
        rising.handle(.present(at: 0))
        rising.handle(.tick(at: 0.05))
        #expect(rising.height < 183)
        rising.handle(.touchDown(at: 0.05, allowsDismissal: true))
        #expect(rising.handle(.touchUp(at: 0.1)) == .none)
        #expect(rising.runFrames(from: 0.1).outcome == .settled(detentIndex: 0))
    }

    @Test("A drag after a catch starts where the sheet stopped; touch-up after it changes nothing")
    func dragAfterCatch() {
        var motion = settlingUp(for: 0.1)
        let shown = motion.height
        motion.handle(.touchDown(at: 0.1, allowsDismissal: false))
        motion.handle(.dragBegan(at: 0.15, allowsDismissal: true))
        motion.handle(.dragChanged(translation: -20, at: 0.2))
        #expect(isApproximately(motion.height, shown + 20, tolerance: 1e-9))
        #expect(motion.handle(.touchUp(at: 0.21)) == .none)
        #expect(motion.isTracking)
    }

    @Test("Touch events that make no sense are ignored: at rest, hidden, NaN times")
    func ignored() {
        var resting = SheetMotion.resting(metrics: metrics)
        #expect(resting.handle(.touchDown(at: 0, allowsDismissal: true)) == .none)
        #expect(resting.state == .resting(detentIndex: 0))
        #expect(resting.handle(.touchUp(at: .nan)) == .none)
        var hidden = SheetMotion(metrics: metrics)
        #expect(hidden.handle(.touchDown(at: .nan, allowsDismissal: true)) == .none)
        #expect(hidden.state == .hidden)
    }

    @Test("A drag below the smallest detent with dismissal allowed begins the dismissal once; progress follows")
    func dismissalDragBegins() {
        var motion = SheetMotion.resting(metrics: metrics)
        motion.handle(.dragBegan(at: 0, allowsDismissal: true))
        #expect(motion.handle(.dragChanged(translation: 0.4, at: 0.01)) == .none)
        #expect(motion.handle(.dragChanged(translation: 50, at: 0.02)) == .dismissalDragBegan)
        #expect(motion.handle(.dragChanged(translation: 120, at: 0.03)) == .none)
        #expect(isApproximately(motion.dismissalProgress, 120.0 / 434, tolerance: 1e-9))
        var modal = SheetMotion.resting(metrics: metrics)
        modal.handle(.dragBegan(at: 0, allowsDismissal: false))
        #expect(modal.handle(.dragChanged(translation: 50, at: 0.02)) == .none)
        #expect(SheetMotion.resting(metrics: metrics).dismissalProgress == 0)
    }

    @Test("Reduce Motion: a fade-in rests on the detent at once and settles when opaque; a fade-out ends hidden")
    func fades() {
        var motion = SheetMotion(metrics: metrics, selectedIndex: 1)
        motion.handle(.fadeIn(at: 0))
        #expect(motion.height == 700 && motion.opacity == 0 && motion.needsFrames)
        motion.handle(.tick(at: 0.125))
        #expect(motion.opacity > 0.4 && motion.opacity < 0.6 && motion.height == 700)
        #expect(motion.handle(.tick(at: 0.25)) == .settled(detentIndex: 1))
        #expect(motion.opacity == 1 && !motion.needsFrames)
        motion.handle(.fadeOut(at: 1))
        #expect(motion.opacity == 1 && motion.height == 700)
        #expect(motion.handle(.tick(at: 1.25)) == .becameHidden)
        #expect(motion.state == .hidden && motion.fade == nil)
    }

    @Test("A drag during a fade-in ends it: the sheet is simply there")
    func dragEndsFadeIn() {
        var motion = SheetMotion(metrics: metrics)
        motion.handle(.fadeIn(at: 0))
        motion.handle(.tick(at: 0.1))
        motion.handle(.dragBegan(at: 0.1, allowsDismissal: true))
        #expect(motion.opacity == 1 && motion.fade == nil)
    }
}
