import Foundation
import Testing
import TransitionsCore

/// The target on release: what a delegate is offered before the sheet settles, and what happens when it changes it
/// (FloatingPanel's `floatingPanelWillEndDragging(_:withVelocity:targetState:)`).
@Suite("Sheet release target")
struct SheetReleaseTargetTests {
    static let metrics = sheetMetrics([200, 400, 749])

    /// A sheet resting on 400 pt, dragged `translation` (down positive).
    static func dragged(_ translation: Double, allowsDismissal: Bool = true) -> SheetMotion {
        var motion = SheetMotion.resting(metrics: metrics, selectedIndex: 1)
        motion.handle(.dragBegan(at: 0, allowsDismissal: allowsDismissal))
        motion.handle(.dragChanged(translation: translation, at: 0.1))
        return motion
    }

    @Test("The offered target is the one a plain release settles at", arguments: [
        (0.0, 0.0), (30, 0), (-120, 0), (0, 1_500), (0, -1_500), (150, 2_500),
    ])
    func offeredIsSettled(translation: Double, velocity: Double) {
        var motion = Self.dragged(translation)
        let offered = motion.releaseTarget(fingerVelocity: velocity)
        motion.handle(.dragEnded(velocity: velocity, at: 0.12))
        guard case .settling(_, let target) = motion.state else {
            Issue.record("a release settles")
            return
        }
        #expect(offered == target)
    }

    @Test("A changed target is where the sheet settles, reported as a selection change")
    func redirected() {
        var motion = Self.dragged(30)
        #expect(motion.releaseTarget(fingerVelocity: 0) == .detent(index: 1))
        #expect(motion.handle(.dragEndedRedirected(velocity: 0, to: .detent(index: 2), at: 0.12))
            == .selectedDetentChanged(index: 2))
        #expect(motion.runFrames(from: 0.12).outcome == .settled(detentIndex: 2))
        #expect(motion.height == 749)
    }

    @Test("Dismissal is a target only when the sheet may be dismissed; an index out of range is clamped")
    func invalidTargets() {
        var locked = Self.dragged(30, allowsDismissal: false)
        #expect(locked.handle(.dragEndedRedirected(velocity: 0, to: .hidden, at: 0.12)) == .none)
        #expect(locked.runFrames(from: 0.12).outcome == .settled(detentIndex: 1))
        var free = Self.dragged(30)
        #expect(free.handle(.dragEndedRedirected(velocity: 0, to: .hidden, at: 0.12)) == .dismissalRequested)
        var far = Self.dragged(30)
        #expect(far.handle(.dragEndedRedirected(velocity: .nan, to: .detent(index: 9), at: 0.12))
            == .selectedDetentChanged(index: 2))
    }

    @Test("Nothing is offered without a drag, and a redirected release without one is ignored")
    func noDrag() {
        var resting = SheetMotion.resting(metrics: Self.metrics)
        #expect(resting.releaseTarget(fingerVelocity: 100) == nil)
        #expect(resting.handle(.dragEndedRedirected(velocity: 0, to: .detent(index: 2), at: 0)) == .none)
        #expect(resting.state == .resting(detentIndex: 0))
    }
}
