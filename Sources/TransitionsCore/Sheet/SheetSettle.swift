import Foundation

/// Where a settling sheet is heading.
package enum SheetSettleTarget: Hashable, Sendable {
    /// A resolved detent, by index into the current `DetentResolution`.
    case detent(index: Int)
    /// Below the screen: the sheet is being dismissed (or a presentation is being undone).
    case hidden
}

/// The curve a settle follows: a spring (drags, flings, detent changes) or a fixed duration and curve
/// (motion UIKit dictates, such as the keyboard's).
package enum SheetSettleAnimation: Hashable, Sendable {
    /// Physically based; keeps velocity continuous and can be retargeted mid-flight.
    case spring(SpringAnimation)
    /// Fixed duration along a timing curve.
    case timed(TimedAnimation)

    /// Current value (points).
    public var value: Double {
        switch self {
        case .spring(let animation): return animation.value
        case .timed(let animation): return animation.value
        }
    }

    /// Current velocity (points per second).
    public var velocity: Double {
        switch self {
        case .spring(let animation): return animation.velocity
        case .timed(let animation): return animation.velocity
        }
    }

    /// The value the animation ends at.
    public var target: Double {
        switch self {
        case .spring(let animation): return animation.target
        case .timed(let animation): return animation.target
        }
    }

    /// Whether the motion has come to rest.
    public var isFinished: Bool {
        switch self {
        case .spring(let animation): return animation.isSettled
        case .timed(let animation): return animation.isFinished
        }
    }

    /// Advances time by `seconds` (ignored when negative or not finite).
    public mutating func advance(by seconds: Double) {
        switch self {
        case .spring(var animation):
            animation.advance(by: seconds)
            self = .spring(animation)
        case .timed(var animation):
            animation.advance(by: seconds)
            self = .timed(animation)
        }
    }
}

/// How a change of layout (new detents, keyboard, rotation) moves a resting or settling sheet.
package enum SheetLayoutTransition: Hashable, Sendable {
    /// Jump to the new height at once.
    case immediate
    /// Spring to the new height, keeping the current velocity.
    case spring(SpringCurve)
    /// Follow a duration and curve, as the keyboard does.
    case timed(duration: Double, curve: TimingCurve)
}
