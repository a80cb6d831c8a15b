extension SpringCurve {
    /// Distances shorter than this (pt) are treated as zero by ``relativeVelocity(_:from:to:)``: a relative
    /// velocity over a vanishing distance is meaningless and would be enormous.
    public static let minimumRelativeVelocityDistance: Double = 1e-3

    /// UIKit's relative initial velocity, `v / (target − current)` (Apple's documentation of
    /// `UISpringTimingParameters(initialVelocity:)` and
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`). Use it when your own
    /// animator hands a finger's release velocity (pt/s) to one of UIKit's spring APIs, so the motion continues at
    /// the finger's speed.
    ///
    /// A velocity of 1000 pt/s toward a target 500 pt away is 2 (the distance per second, in units of
    /// the whole distance). Positive when moving toward the target.
    ///
    /// - Returns: 0 when `|target − current|` is below ``minimumRelativeVelocityDistance`` or any input is not
    ///   finite. Always finite.
    public static func relativeVelocity(_ velocity: Double, from current: Double, to target: Double) -> Double {
        guard velocity.isFinite, current.isFinite, target.isFinite else { return 0 }
        let distance = target - current
        guard abs(distance) >= minimumRelativeVelocityDistance else { return 0 }  // also false for an overflowed NaN
        let relative = velocity / distance
        return relative.isFinite ? relative : 0
    }
}
