import Foundation

/// iOS's zoom motion as UIKit's code and the recordings set it, shared by every way into and out of a zoom
/// (the opening, the programmatic pop, the downward pan, the back swipes and the pinch). Each value cites its
/// row in DEVICE-FACTS.md; where UIKit's code states a value it wins over a value fitted to recordings.
package enum ZoomDeviceMotion {
    /// How far ahead a released dismissal gesture is projected: translation + velocity × 0.099 s
    /// (DEVICE-FACTS.md, "The zoom, as UIKit's code defines it", release projection: `v17 * 0.099`; the
    /// recordings read 120 ms, 115–130 ms).
    package static let releaseProjectionTime: Double = 0.099

    /// The opening and the programmatic pop: one critically damped spring, ω 19 rad/s
    /// (response 2π/19 ≈ 0.331 s) (DEVICE-FACTS.md, "Zoom transition (iOS 18+), non-interactive", push (open)
    /// spring and programmatic pop spring: fit ω 19, ζ 1).
    package static let flightSpring = SpringCurve(response: 2 * Double.pi / 19, dampingRatio: 1)

    /// A dismissal gesture released without committing springs back on ω 22.5 rad/s, ζ 0.9
    /// (DEVICE-FACTS.md, "Zoom interactive dismissal", cancel (spring back): pans, edge swipes and pinches alike).
    package static let cancelSpring = SpringCurve(response: 2 * Double.pi / 22.5, dampingRatio: 0.9)

    /// A committed dismissal lands in the source on ω 15 rad/s, ζ 0.75, overshooting it by about 2 % of the
    /// flight (DEVICE-FACTS.md, "Zoom interactive dismissal", landing spring).
    package static let landingSpring = SpringCurve(response: 2 * Double.pi / 15, dampingRatio: 0.75)
}
