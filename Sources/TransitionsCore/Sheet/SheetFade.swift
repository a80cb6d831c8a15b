import Foundation

/// The Reduce Motion cross-fade a `SheetMotion` runs instead of sliding: the sheet appears at its detent, or
/// disappears where it is, by opacity alone, with no sliding or scaling motion.
package struct SheetFade: Hashable, Sendable {
    /// What the fade ends in.
    package enum Target: Hashable, Sendable {
        /// Fully opaque, resting on the selected detent (a presentation).
        case presented
        /// Fully transparent, then hidden (a dismissal).
        case dismissed
    }

    /// The fade's length: 0.25 s.
    public static let duration = 0.25

    /// The opacity curve (ease in-out over ``duration``).
    public private(set) var animation: TimedAnimation
    /// What it ends in.
    public let target: Target

    /// A fade from `opacity` (clamped to 0…1; NaN counts as 1) to the target's.
    public init(from opacity: Double, to target: Target) {
        let start = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
        animation = TimedAnimation(
            from: start, to: target == .presented ? 1 : 0, duration: Self.duration, curve: .easeInOut)
        self.target = target
    }

    /// The opacity now, 0…1.
    public var opacity: Double { animation.value }

    /// Whether the fade has run its course.
    public var isFinished: Bool { animation.isFinished }

    /// Advances the fade by `seconds` (ignored when negative or not finite).
    public mutating func advance(by seconds: Double) { animation.advance(by: seconds) }
}
