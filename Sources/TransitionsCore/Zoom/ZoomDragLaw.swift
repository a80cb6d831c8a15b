import Foundation

/// The fixed parts of how a zoom follows a finger, as UIKit's code and the recordings set them (the tunable
/// parts are ``ZoomDragBehavior``'s). Each value cites its row in DEVICE-FACTS.md.
package enum ZoomDragLaw {
    /// The scale runs linearly from 1 to ``ZoomDragBehavior/minimumScale`` over this fraction of the gesture's
    /// length (the container's height for the pan, its width for the swipes); beyond it the translation is
    /// rubber-banded: `scale = lerp(1, minScale, t / (0.6 · L))` (DEVICE-FACTS.md, "The zoom, as UIKit's code
    /// defines it", drag scale law).
    package static let linearRangeFraction: Double = 0.6

    /// The pan's sideways follow: the card moves `RubberBand` of the sideways translation with coefficient 0.56
    /// toward 0.9 of the width (26 pt for a 50 pt sweep, 49/100, 69/150, 85/195), and sideways movement does
    /// not shrink it (DEVICE-FACTS.md, "Zoom interactive dismissal", pan: sideways follow).
    package static let panSidewaysGain: Double = 0.56
    /// See ``panSidewaysGain``: the band's reach, as a fraction of the container's width.
    package static let panSidewaysReachFraction: Double = 0.9

    /// The pan's pivot fall: the grabbed point trails the finger by `0.48 · H · (t / H)³` of the downward
    /// travel `t` past the dead zone (H the container's height): about 7 pt at 0.28 H, 40 at 0.48 H, 183 at
    /// 0.78 H against the recorded 9, 39, 185 (DEVICE-FACTS.md, "Zoom interactive dismissal", pan: vertical follow
    /// (pivot fall); least-squares fit of the cube).
    package static let panPivotFall: Double = 0.48
    /// Where the fall stops growing faster than the finger (`1 − 3 · 0.48 · u² = 0`, u = t / H ≈ 0.833): past
    /// it the card holds its height instead of climbing back.
    package static let panPivotFallLimit: Double = (1 / (3 * panPivotFall)).squareRoot()

    /// An upward pan moves the card up rubber-banded with the standard coefficient over the container's height
    /// and does not change its scale (not measured; UIKit's scale law only counts a downward translation).
    package static let panUpwardReachFraction: Double = 1

    /// The back swipes follow the finger 1:1 sideways and by 0.42 (0.41–0.43) vertically (86 pt for a 200 pt
    /// drop) (DEVICE-FACTS.md, "Measured iOS behaviours this package lacks altogether", edge back swipe).
    package static let swipeVerticalFollow: Double = 0.42

    /// A back swipe's landing from rest: ω 12 rad/s, ζ 0.62 (the recordings' ω 10–12, ζ 0.6–0.65, ≈ 213 ms;
    /// the top of the ω range, since the slower end misses the 213 ms)
    /// (DEVICE-FACTS.md, "Measured iOS behaviours this package lacks altogether", edge back swipe).
    package static let swipeLandingSpring = SpringCurve(response: 2 * Double.pi / 12, dampingRatio: 0.62)

    /// Below this finger speed a swipe lands on ``swipeLandingSpring`` as from rest, pt/s: 400 pt/s landed
    /// like a release at rest (170–217 ms against 165–245) (DEVICE-FACTS.md, "Zoom interactive dismissal",
    /// landing vs release speed).
    package static let swipeQuickeningStartSpeed: Double = 400
    /// From this finger speed on, a swipe's landing spring is ``swipeQuickeningFactor`` times stiffer in ω:
    /// 800 pt/s lands in 100–133 ms and 1200 pt/s in 103–108 ms, the floor (same row).
    package static let swipeQuickeningFullSpeed: Double = 800
    /// How much quicker (in ω) the fastest swipes land than those at rest (fitted so an 800 pt/s fling lands in
    /// about 110 ms; same row).
    package static let swipeQuickeningFactor: Double = 2

    /// A swipe's landing spring for a release at `speed` pt/s: ``swipeLandingSpring`` below
    /// ``swipeQuickeningStartSpeed``, its ω raised linearly up to ``swipeQuickeningFactor``× at
    /// ``swipeQuickeningFullSpeed`` and held there; NaN counts as at rest.
    package static func swipeLandingSpring(speed: Double) -> SpringCurve {
        let span = swipeQuickeningFullSpeed - swipeQuickeningStartSpeed
        let reach = speed.isNaN ? 0 : min(max((abs(speed) - swipeQuickeningStartSpeed) / span, 0), 1)
        let factor = 1 + (swipeQuickeningFactor - 1) * reach
        return SpringCurve(
            response: swipeLandingSpring.response / factor, dampingRatio: swipeLandingSpring.dampingRatio)
    }
}
