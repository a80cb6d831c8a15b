import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

/// A settle as a closed form (``SheetSettlePlan``): what a render server plays must end exactly when the state
/// machine does, and show the same heights.
@Suite("Sheet settle plan")
struct SheetSettlePlanTests {
    let metrics = sheetMetrics([400, 700])

    @Test("A detent settle: the plan's heights are the motion's, and it ends exactly when the motion settles")
    func detentSettle() throws {
        var motion = SheetMotion.resting(metrics: metrics)
        motion.handle(.selectDetent(index: 1, animated: true, at: 2))
        motion.handle(.tick(at: 2.05))  // partway: the plan starts where the motion is
        let plan = try #require(motion.settlePlan)
        #expect(plan.startTime == 2.05 && plan.target == .detent(index: 1))
        #expect(isApproximately(plan.height(atRaw: plan.animation.value(at: 0)), motion.height, tolerance: 1e-9))
        var probe = motion
        probe.handle(.tick(at: 2.05 + 0.1))
        #expect(isApproximately(plan.height(atRaw: plan.animation.value(at: 0.1)), probe.height, tolerance: 1e-6))
        var early = motion
        #expect(early.handle(.tick(at: plan.startTime + plan.duration - 0.001)) == .none)
        #expect(motion.handle(.tick(at: plan.startTime + plan.duration + 1e-6)) == .settled(detentIndex: 1))
        #expect(motion.settlePlan == nil)  // at rest
    }

    @Test("A dismissal ends on the first moment the sheet is off screen, not when its spring rests")
    func dismissalEndsOffScreen() throws {
        var motion = SheetMotion.resting(metrics: metrics)
        motion.handle(.dragBegan(at: 0, allowsDismissal: true))
        motion.handle(.dragChanged(translation: 120, at: 0.1))
        #expect(motion.handle(.dragEnded(velocity: 1_200, at: 0.1)) == .dismissalRequested)
        let plan = try #require(motion.settlePlan)
        #expect(plan.target == .hidden)
        #expect(plan.duration < plan.animation.settlingDuration)
        #expect(plan.height(atRaw: plan.animation.value(at: plan.duration)) <= metrics.hiddenHeight)
        #expect(plan.height(atRaw: plan.animation.value(at: plan.duration - 1e-3)) > metrics.hiddenHeight)
        var early = motion
        #expect(early.handle(.tick(at: 0.1 + plan.duration - 1e-3)) == .none)
        #expect(motion.handle(.tick(at: 0.1 + plan.duration + 1e-6)) == .becameHidden)
    }

    @Test("No plan while a finger holds the sheet, during a timed (keyboard) settle or a Reduce Motion fade")
    func noPlan() {
        var held = SheetMotion.resting(metrics: metrics)
        held.handle(.dragBegan(at: 0, allowsDismissal: true))
        #expect(held.settlePlan == nil)
        var timed = SheetMotion.resting(metrics: metrics)
        timed.handle(
            .updateMetrics(sheetMetrics([300, 600]), transition: .timed(duration: 0.25, curve: .easeInOut), at: 0))
        #expect(timed.needsFrames && timed.settlePlan == nil)
        var fading = SheetMotion(metrics: metrics)
        fading.handle(.fadeIn(at: 0))
        #expect(fading.needsFrames && fading.settlePlan == nil)
    }
}

@Suite("Sheet settle finished elsewhere")
struct SheetFinishSettleTests {
    let metrics = sheetMetrics([400, 700])

    @Test("A settle the render server finished lands the motion at the plan's end, to the microsecond")
    func landsAtPlanEnd() throws {
        var motion = SheetMotion.resting(metrics: metrics)
        motion.handle(.selectDetent(index: 1, animated: true, at: 2))
        let plan = try #require(motion.settlePlan)
        let outcome = motion.finishSettle(at: plan.startTime + plan.duration)
        #expect(outcome == .settled(detentIndex: 1))
        #expect(motion.state == .resting(detentIndex: 1) && motion.height == 700 && motion.velocity == 0)
    }

    @Test("A dismissal finished elsewhere is hidden; at rest there is nothing to finish")
    func hiddenAndResting() throws {
        var motion = SheetMotion.resting(metrics: metrics)
        let atRest = motion.finishSettle(at: 1)
        #expect(atRest == .none)
        motion.handle(.dismiss(at: 1))
        let plan = try #require(motion.settlePlan)
        let outcome = motion.finishSettle(at: plan.startTime + plan.duration)
        #expect(outcome == .becameHidden)
        #expect(motion.state == .hidden && motion.height == metrics.hiddenHeight)
    }
}
