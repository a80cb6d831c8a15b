import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// iOS's zoom as it looks in flight — dimming, corners, the source's copy in the card, the card's shadow, the page
/// it covers, Reduce Motion and the missing source — as UIKit's code and the recordings set it; the motion's springs
/// are in `ZoomDeviceMotion`. Each value cites its row in DEVICE-FACTS.md; where UIKit's code states a value it
/// wins over a value fitted to recordings.
package enum ZoomDeviceLook {
    // MARK: Dimming

    /// The dimming's opacity at full screen: black at 0.15, times the flight's progress (DEVICE-FACTS.md, "The zoom,
    /// as UIKit's code defines it", dimming: opacity 0.15; the recordings read black at 0.15 × progress).
    package static let dimmingOpacity: Double = 0.15

    // MARK: The source's copy in the card

    /// On the way out of the source, its copy in the card fades out linearly over the first 55 % of the flight
    /// (DEVICE-FACTS.md, "Zoom transition (iOS 18+), non-interactive", source-content cross-fade: 0.58 at 0.21,
    /// 0.39 at 0.33, 0.03 at 0.63).
    package static let sourceFadeOutSpan: Double = 0.55

    /// On the way back into the source, its copy comes in from the start and is solid a third of the way
    /// (DEVICE-FACTS.md, "Zoom transition (iOS 18+), non-interactive", source-content cross-fade, the pop).
    package static let sourceFadeInSpan: Double = 1.0 / 3

    /// The source copy's alpha at `progress` of an opening (0 on the source, 1 full screen): `1 − progress / 0.55`,
    /// clamped into 0…1; NaN gives 0.
    package static func sourceAlpha(progress: Double) -> Double {
        guard !progress.isNaN else { return 0 }
        return min(max(1 - progress / sourceFadeOutSpan, 0), 1)
    }

    // MARK: The card's shadow

    /// The shadow's opacity (DEVICE-FACTS.md, "The zoom, as UIKit's code defines it", card shadow: opacity 0.4;
    /// the recordings read α 0.24 at σ ≈ 18 pt, what a 0.4 shadow of radius 40 shows).
    package static let shadowOpacity: Double = 0.4
    /// The shadow's blur radius, pt (same row: radius 40).
    package static let shadowRadius: CGFloat = 40
    /// The shadow's offset, pt, y down (same row: offset (0, 10)).
    package static let shadowOffset = CGSize(width: 0, height: 10)

    /// The progress below which the shadow is gone: a landing sheds it over the last tenth of the way and has none
    /// left for the last twentieth (DEVICE-FACTS.md, "Zoom transition (iOS 18+), non-interactive", card shadow:
    /// "gone by the last ~1/10–1/20 of a landing").
    package static let shadowGoneProgress: Double = 0.05
    /// The progress from which the shadow is at full strength (same row: the last tenth).
    package static let shadowFullProgress: Double = 0.1

    /// How much of the shadow shows at `progress` (0 on the source, 1 full screen), 0…1: none within the last
    /// twentieth of either end, full from a tenth in, linear in between. At rest — on the source or full screen,
    /// where the shadow would lie outside the screen — there is none. NaN gives 0.
    package static func shadowStrength(progress: Double) -> Double {
        guard !progress.isNaN else { return 0 }
        let distance = min(progress, 1 - progress)  // to the nearer end
        let ramp = (distance - shadowGoneProgress) / (shadowFullProgress - shadowGoneProgress)
        return min(max(ramp, 0), 1)
    }

    // MARK: The covered page

    /// How far in from the screen's width the covered page recedes, pt (DEVICE-FACTS.md, "The zoom, as UIKit's code
    /// defines it", covered page: scale max((W − 34.667)/W, 0.8), `recededBackgroundScaleDownPoints`).
    package static let coveredPageInsetPoints: CGFloat = 34.667
    /// The smallest the covered page gets (same row: the 0.8 in max(…, 0.8)).
    package static let coveredPageMinimumScale: CGFloat = 0.8

    /// The covered page's scale at full screen for a container `width` pt wide: max((W − 34.667)/W, 0.8) (0.914 at
    /// W 402). A width that is not positive and finite gives 1 (nothing to scale).
    package static func coveredPageScale(width: CGFloat) -> CGFloat {
        guard width.isFinite, width > 0 else { return 1 }
        return max((width - coveredPageInsetPoints) / width, coveredPageMinimumScale)
    }

    // MARK: Timing

    /// A dismissal or pop without a finger, from rest, starts this far into its flight, s: its first frame reads as
    /// started 16–24 ms early (DEVICE-FACTS.md, "Zoom interactive dismissal", pop lead / first-frame timing; and
    /// "Zoom transition (iOS 18+), non-interactive", programmatic pop spring: "reading as started 16–24 ms early").
    package static let popLeadTime: Double = 0.02

    // MARK: Reduce Motion and the missing source

    /// Under Reduce Motion the zoom cross-fades in place in about 140 ms, opening and closing alike
    /// (DEVICE-FACTS.md, "Zoom transition (iOS 18+), non-interactive", Reduce Motion).
    package static let reduceMotionFadeDuration: Double = 0.14

    /// A zoom whose source is missing flies from (and back to) a fallback source 44 pt wide at the container's
    /// centre, in the destination's shape (DEVICE-FACTS.md, "The zoom, as UIKit's code defines it", missing source).
    package static let fallbackSourceWidth: CGFloat = 44

    // MARK: The display's corners

    /// A display's corner radius for its screen size in points, either orientation.
    package struct DisplayCorner: Sendable {
        /// The screen's shorter side, pt.
        package let width: CGFloat
        /// The screen's longer side, pt.
        package let height: CGFloat
        /// The display's corner radius, pt.
        package let radius: CGFloat
    }

    /// The corner radii of current iPhones' displays, by screen size in points. UIKit has no public API for them;
    /// these are the values devices report for UIScreen's `_displayCornerRadius` (commonly published), the iPhone 17
    /// row (402 × 874 → 62) being the one DEVICE-FACTS.md reads ("Zoom transition (iOS 18+), non-interactive",
    /// corner radius in flight: "iPhone 17 display ≈ 62"). Screens not listed (home-button iPhones, iPads, windows
    /// in split view) count as square-cornered.
    package static let displayCorners: [DisplayCorner] = [
        DisplayCorner(width: 360, height: 780, radius: 44),  // iPhone 12 mini, 13 mini
        DisplayCorner(width: 375, height: 812, radius: 39),  // iPhone X, XS, 11 Pro
        DisplayCorner(width: 390, height: 844, radius: 47.33),  // iPhone 12, 13, 14, 16e
        DisplayCorner(width: 393, height: 852, radius: 55),  // iPhone 14 Pro, 15, 15 Pro, 16
        DisplayCorner(width: 402, height: 874, radius: 62),  // iPhone 16 Pro, 17, 17 Pro
        DisplayCorner(width: 414, height: 896, radius: 41.5),  // iPhone XR, 11 (XS Max, 11 Pro Max: 39)
        DisplayCorner(width: 420, height: 912, radius: 62),  // iPhone Air
        DisplayCorner(width: 428, height: 926, radius: 53.33),  // iPhone 12 Pro Max, 13 Pro Max, 14 Plus
        DisplayCorner(width: 430, height: 932, radius: 55),  // iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus
        DisplayCorner(width: 440, height: 956, radius: 62),  // iPhone 16 Pro Max, 17 Pro Max
    ]

    /// The corner radius of a display whose screen is `size` points (either orientation), from ``displayCorners``:
    /// 0 for a size not listed (within half a point) and for sizes that are not finite.
    package static func displayCornerRadius(screenSize size: CGSize) -> CGFloat {
        guard size.width.isFinite, size.height.isFinite else { return 0 }
        let short = min(abs(size.width), abs(size.height))
        let long = max(abs(size.width), abs(size.height))
        for corner in displayCorners where abs(corner.width - short) < 0.5 && abs(corner.height - long) < 0.5 {
            return corner.radius
        }
        return 0
    }
}
