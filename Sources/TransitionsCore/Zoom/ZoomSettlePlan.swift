import Foundation

/// A zoom moving on its own as a function of time, for playing it without the main thread (a render server's
/// keyframes at `KeyframeTimes` times): an opening or a spring back to full screen.
///
/// A flight back into the source has no plan: it re-aims at its source on every display frame (a list still
/// scrolling), which only the main thread can measure. A `ZoomMotion` advanced to ``startTime`` + ``duration``
/// has landed (`ZoomMotionOutcome.landed(_:)`).
package struct ZoomSettlePlan: Equatable, Sendable {
    /// The motion where the plan starts.
    public let settle: ZoomSettle
    /// Where it lands.
    public let landing: ZoomLanding
    /// The motion's time the plan starts at (`ZoomMotion.time`), s.
    public let startTime: Double

    /// Seconds from ``startTime`` until the motion lands (`ZoomSettle.settlingDuration`).
    public var duration: Double { settle.settlingDuration }

    /// The frame `seconds` after ``startTime``: exactly the target from ``duration`` on.
    public func frame(after seconds: Double) -> ZoomFrame {
        var advanced = settle
        if seconds > 0 { advanced.advance(by: seconds) }
        return advanced.currentFrame
    }

    /// Whether `other` plays the same motion (the same curves from the same start toward the same target), however
    /// far either has advanced along it.
    public func isSameMotion(as other: ZoomSettlePlan) -> Bool {
        landing == other.landing && settle.hasSameCurves(as: other.settle)
    }
}

extension ZoomSettle {
    /// Whether `other` follows the same five curves (same springs, starts, velocities and targets) and blends the
    /// same appearances, whatever time each has reached.
    public func hasSameCurves(as other: ZoomSettle) -> Bool {
        midX.followsSameCurve(as: other.midX) && midY.followsSameCurve(as: other.midY)
            && width.followsSameCurve(as: other.width) && height.followsSameCurve(as: other.height)
            && fraction.followsSameCurve(as: other.fraction) && origin == other.origin && target == other.target
            && placement == other.placement
    }
}

extension ZoomMotion {
    /// The running motion as a function of time (`ZoomSettlePlan`): an opening or a spring back; `nil` otherwise
    /// (at rest, under a finger, caught, fading, or flying back into the source).
    public var settlePlan: ZoomSettlePlan? {
        switch state {
        case .opening(let settle): return ZoomSettlePlan(settle: settle, landing: .presented, startTime: time)
        case .settling(let settle, .presented) where settle.origin.rotation == 0:
            // A card a pinch turned un-turns frame by frame: a plan carries no turn.
            return ZoomSettlePlan(settle: settle, landing: .presented, startTime: time)
        default: return nil
        }
    }
}
