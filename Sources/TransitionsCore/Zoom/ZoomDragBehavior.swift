import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a zoomed view responds to the gestures that dismiss it (the downward pan and the back swipes): how far
/// it shrinks, when a release dismisses, and the springs it settles with. The defaults are iOS's, as UIKit's
/// code and the recordings set them (DEVICE-FACTS.md); ``sanitized`` replaces nonsense values.
///
/// The shrink: `scale = lerp(1, minimumScale, t / (0.6 · L))` for the translation `t` along the gesture's axis
/// past its dead zone (L = the container's height for the pan, its width for the swipes); beyond `0.6 · L` the
/// translation is rubber-banded so the scale approaches ``floorScale``.
public struct ZoomDragBehavior: Hashable, Sendable {
    /// The scale at 0.6 of the gesture's length, 0.05…1. Default 0.6, so `1 − 0.667 · t / L` until then
    /// (DEVICE-FACTS.md, "The zoom, as UIKit's code defines it", drag scale law: minScale 0.6).
    public var minimumScale: Double

    /// The scale a long pull approaches (and never reaches) once the translation is rubber-banded, 0.05…
    /// ``minimumScale``. Default 0.37, the recorded floor; with it the pan reads 0.814 at 0.3, 0.680 at 0.5 and
    /// 0.549 at 0.8 of the height against the recorded 0.812, 0.678 and 0.545 (DEVICE-FACTS.md, "Zoom
    /// interactive dismissal", pan: scale vs travel).
    public var floorScale: Double

    /// The on-screen corner radius a drag grows toward as the view shrinks, pt. Default 32 pt. A view that
    /// already has a larger radius keeps it.
    public var draggingCornerRadius: CGFloat

    /// How far ahead a release is projected: the release dismisses by where `translation + velocity ×
    /// releaseProjectionTime` lands, s. Default 0.099 s (DEVICE-FACTS.md, "The zoom, as UIKit's code defines
    /// it", release projection).
    public var releaseProjectionTime: Double

    /// A pan dismisses when its projected downward translation (from touch-down) exceeds this, and a swipe from
    /// anywhere when its projected translation toward the back does, pt. Default 150 pt; there is no separate
    /// fling rule, so a pull back up at speed from deep down still dismisses (DEVICE-FACTS.md, "The zoom, as
    /// UIKit's code defines it", downward pan commit and swipe from anywhere commit).
    public var commitDistance: Double

    /// An edge swipe dismisses when its projected translation toward the back exceeds this, pt. Default 200 pt
    /// (DEVICE-FACTS.md, "The zoom, as UIKit's code defines it", edge swipe commit).
    public var edgeCommitDistance: Double

    /// An edge swipe also dismisses once the card is smaller than this scale. Default 0.5 (same row).
    public var edgeCommitScale: Double

    /// The spring back to full screen after a release that does not dismiss, seeded with the release velocity.
    /// Default ω 22.5 rad/s, ζ 0.9 (DEVICE-FACTS.md, "Zoom interactive dismissal", cancel (spring back)).
    public var cancelSpring: SpringCurve

    /// The pan's landing in the source, from rest whatever the release speed. Default ω 15 rad/s, ζ 0.75
    /// (DEVICE-FACTS.md, "Zoom interactive dismissal", landing spring and landing vs release speed: a pan lands
    /// in 233–272 ms however hard it is flung). The back swipes land on their own spring, quicker with the
    /// finger's speed (same rows).
    public var landingSpring: SpringCurve

    /// The zoom's flight spring without a gesture (opening, programmatic pop), the default of
    /// `ZoomTransition.Options.spring`: iOS's critically damped ω 19 rad/s (response 2π/19 ≈ 0.331 s, damping
    /// ratio 1; DEVICE-FACTS.md, "Zoom transition (iOS 18+), non-interactive", push (open) spring).
    public static let defaultSpring = ZoomDeviceMotion.flightSpring

    /// Creates a behavior; every argument defaults to the documented value (`nil` for the release projection
    /// and the springs means that default).
    public init(
        minimumScale: Double = 0.6, floorScale: Double = 0.37, draggingCornerRadius: CGFloat = 32,
        releaseProjectionTime: Double? = nil, commitDistance: Double = 150, edgeCommitDistance: Double = 200,
        edgeCommitScale: Double = 0.5, cancelSpring: SpringCurve? = nil, landingSpring: SpringCurve? = nil
    ) {
        self.minimumScale = minimumScale
        self.floorScale = floorScale
        self.draggingCornerRadius = draggingCornerRadius
        self.releaseProjectionTime = releaseProjectionTime ?? ZoomDeviceMotion.releaseProjectionTime
        self.commitDistance = commitDistance
        self.edgeCommitDistance = edgeCommitDistance
        self.edgeCommitScale = edgeCommitScale
        self.cancelSpring = cancelSpring ?? ZoomDeviceMotion.cancelSpring
        self.landingSpring = landingSpring ?? ZoomDeviceMotion.landingSpring
    }

    /// The default behavior.
    public static let `default` = ZoomDragBehavior()

    /// The same behavior with nonsense replaced: ``minimumScale`` clamped into 0.05…1 (NaN → 0.6);
    /// ``floorScale`` clamped into 0.05…``minimumScale`` (NaN → 0.37, then clamped); ``draggingCornerRadius``
    /// NaN, infinite or negative becomes 0; a ``releaseProjectionTime``, ``commitDistance`` or
    /// ``edgeCommitDistance`` that is NaN, infinite or negative becomes its default (0 is allowed: no
    /// projection, or any movement commits); ``edgeCommitScale`` clamped into 0…1 (NaN → 0.5). The springs are
    /// sanitized by ``SpringCurve`` itself.
    public var sanitized: ZoomDragBehavior {
        var copy = self
        copy.minimumScale = minimumScale.isNaN ? 0.6 : min(max(minimumScale, 0.05), 1)
        copy.floorScale = min(max(floorScale.isNaN ? 0.37 : floorScale, 0.05), copy.minimumScale)
        copy.draggingCornerRadius = ZoomMath.radius(draggingCornerRadius)
        if !(releaseProjectionTime >= 0 && releaseProjectionTime.isFinite) {
            copy.releaseProjectionTime = ZoomDeviceMotion.releaseProjectionTime
        }
        if !(commitDistance >= 0 && commitDistance.isFinite) { copy.commitDistance = 150 }
        if !(edgeCommitDistance >= 0 && edgeCommitDistance.isFinite) { copy.edgeCommitDistance = 200 }
        copy.edgeCommitScale = edgeCommitScale.isNaN ? 0.5 : min(max(edgeCommitScale, 0), 1)
        return copy
    }
}
