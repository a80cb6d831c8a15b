import Foundation

/// A running spring settle as a closed form of time: what a render server needs to play it without the main
/// thread (`SpringKeyframes`), and what the main thread needs to say where it is at any moment.
///
/// The spring moves an unbanded height (`SheetOvershoot`); ``height(atRaw:)`` is the height shown. The settle
/// ends when the spring rests or, for a dismissal (it aims past the bottom edge, `SheetExit`), on the first
/// moment the sheet is off screen: ``duration``. A `SheetMotion` advanced to `duration` seconds after the plan
/// was made has ended its settle (`SheetMotionOutcome.settled(detentIndex:)` or
/// `SheetMotionOutcome.becameHidden`).
package struct SheetSettlePlan: Hashable, Sendable {
    /// The spring, restarted where the settle is now (`elapsed` 0), in unbanded heights (pt, up positive).
    public let animation: SpringAnimation
    /// The band heights above the largest detent are shown through.
    public let overshoot: SheetOvershoot
    /// Where the settle is heading.
    public let target: SheetSettleTarget
    /// Seconds from ``startTime`` until the settle ends (see the type's discussion); 0 when it is over.
    public let duration: Double
    /// The motion's time (its latest event's, the caller's clock) the plan starts at: ``animation`` is where the
    /// settle is then. `startTime + duration` is when the settle ends.
    public let startTime: Double

    /// A plan of `animation` (restarted where the settle is now) through `overshoot`, heading for `target`, ending
    /// `duration` seconds after `startTime`.
    package init(
        animation: SpringAnimation, overshoot: SheetOvershoot, target: SheetSettleTarget, duration: Double,
        startTime: Double
    ) {
        self.animation = animation
        self.overshoot = overshoot
        self.target = target
        self.duration = duration
        self.startTime = startTime
    }

    /// The height shown (pt) for an unbanded spring height.
    public func height(atRaw raw: Double) -> Double { overshoot.displayed(raw) }

    /// Keyframes for the settle at `frameRate`, ending at ``duration``.
    public func keyframes(frameRate: Double = KeyframeTimes.defaultFrameRate) -> SpringKeyframes {
        SpringKeyframes(motion: animation, frameRate: frameRate, endingAfter: duration)
    }
}

extension SheetMotion {
    /// The running settle as a closed form (`SheetSettlePlan`), when it is a spring; `nil` at rest, while a
    /// finger holds the sheet, during a timed (keyboard) settle or a Reduce Motion cross-fade.
    public var settlePlan: SheetSettlePlan? {
        guard fade == nil, case .settling(.spring(let running), let target) = state else { return nil }
        let animation = running.restarted()  // same curve from here, its clock at 0
        let rest = running.settlingDuration  // the motion's own rest time (a restart may estimate it shorter)
        var duration = rest
        if target == .hidden { duration = Self.offScreenTime(animation, overshoot: overshoot, hidden: metrics.hiddenHeight, within: rest) }
        return SheetSettlePlan(
            animation: animation, overshoot: overshoot, target: target, duration: duration, startTime: time ?? 0)
    }

    /// The first moment (s) the shown height is at or below `hidden`, within `limit`: scanned at 1/240 s, then
    /// bisected to 1 µs, returning the side that is off screen. `limit` when it never gets there.
    static func offScreenTime(_ animation: SpringAnimation, overshoot: SheetOvershoot, hidden: Double, within limit: Double)
        -> Double
    {
        func isOff(_ time: Double) -> Bool { overshoot.displayed(animation.value(at: time)) <= hidden }
        guard limit > 0, limit.isFinite else { return max(limit.isFinite ? limit : 0, 0) }
        if isOff(0) { return 0 }
        let step = 1.0 / 240
        var before = 0.0
        var after = step
        while after < limit, !isOff(after) {
            before = after
            after += step
        }
        guard after < limit || isOff(limit) else { return limit }
        after = min(after, limit)
        while after - before > 1e-6 {
            let middle = (before + after) / 2
            if isOff(middle) { after = middle } else { before = middle }
        }
        return after
    }
}
