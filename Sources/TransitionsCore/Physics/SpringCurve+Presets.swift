extension SpringCurve {
    /// The default spring of sheets: response 0.38 s, damping ratio 1 (critically damped).
    ///
    /// Tuned by eye to resemble the settle of a UIKit sheet between detents: quick, and never
    /// overshooting the detent. Not a measured UIKit constant.
    public static let sheet = SpringCurve(response: 0.38, dampingRatio: 1)

    /// Like SwiftUI's `.smooth`: duration 0.5 s, bounce 0 (damping ratio 1).
    public static let smooth = SpringCurve(duration: 0.5, bounce: 0)

    /// Like SwiftUI's `.snappy`: duration 0.5 s, bounce 0.15 (damping ratio 0.85), a small overshoot.
    public static let snappy = SpringCurve(duration: 0.5, bounce: 0.15)

    /// Like SwiftUI's `.bouncy`: duration 0.5 s, bounce 0.3 (damping ratio 0.7), a visible overshoot.
    public static let bouncy = SpringCurve(duration: 0.5, bounce: 0.3)
}
