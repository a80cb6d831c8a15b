import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything the UIKit layer applies to a zoom for one display frame: the visible window, where the
/// presented content sits inside it, and the appearance around it.
///
/// The zoom is drawn as a clipping view (frame ``clip``, corner radius ``cornerRadius``, alpha ``alpha``)
/// holding the presented view, which keeps its destination size and is scaled uniformly by
/// ``contentScale`` so that its frame is ``content``; a dimming view behind shows ``dimmingAlpha``. The look
/// around it: a copy of the source in the card at ``sourceAlpha``, the card's shadow at ``shadowAlpha`` of its
/// strength, and the page the zoom covers scaled by ``coveredScale`` about the screen's centre.
/// Produced by `ZoomGeometry`, `ZoomDragModel` and `ZoomSettle`; all rects are in the container's
/// coordinates, in points.
package struct ZoomFrame: Hashable, Sendable {
    /// The visible window (the clipping view's frame), pt.
    public var clip: CGRect
    /// The presented content's frame: its destination size times ``contentScale``, pt. Covers ``clip``.
    public var content: CGRect
    /// The uniform scale of the presented content relative to its destination size (1 when presented).
    public var contentScale: CGFloat
    /// The clip's corner radius as seen on screen, pt; never more than half the clip's shorter side.
    public var cornerRadius: CGFloat
    /// Alpha of the dimming view behind the zoom, 0…1.
    public var dimmingAlpha: Double
    /// Alpha of the zoomed view itself, 0…1: 1 except while fading toward a missing source.
    public var alpha: Double
    /// How the content sits in the clip, 0…1: 0 fits the alignment rect to the clip (the source's look),
    /// 1 places it as in the destination. See `ZoomContentPlacement.contentFrame(inClip:blend:)`.
    public var contentBlend: Double
    /// Alpha of the source's copy drawn over the content inside the card, 0…1: 1 on the source, fading out over
    /// the first 55 % of an opening and back in over the first third of a flight into the source
    /// (DEVICE-FACTS.md, source-content cross-fade).
    public var sourceAlpha: Double
    /// How much of the card's shadow shows, 0…1 (of the shadow's full opacity): none at rest, gone before a
    /// landing (DEVICE-FACTS.md, card shadow).
    public var shadowAlpha: Double
    /// The scale of the page the zoom covers (the presenter's view, the screen pushed from) about the screen's
    /// centre, 0…1: 1 with the zoom on its source, max((W − 34.667)/W, 0.8) full screen, linear in between
    /// (DEVICE-FACTS.md, covered page).
    public var coveredScale: CGFloat
    /// The clip's turn about its own center, radians (positive turns clockwise on screen, as
    /// `CGAffineTransform(rotationAngle:)` does in UIKit's y-down space): 0 except while a two-finger pinch
    /// turns the card and while it un-turns on the way home. ``clip`` and ``content`` describe the card
    /// before this turn (the clip's bounds about its center; the content placed in those bounds).
    public var rotation: CGFloat = 0

    /// Creates a frame from its parts, stored as given (see ``sanitized``). The look's parts default to a frame
    /// without it: no source copy, no shadow, the covered page at full size, no turn.
    public init(
        clip: CGRect, content: CGRect, contentScale: CGFloat, cornerRadius: CGFloat, dimmingAlpha: Double,
        alpha: Double, contentBlend: Double, sourceAlpha: Double = 0, shadowAlpha: Double = 0,
        coveredScale: CGFloat = 1, rotation: CGFloat = 0
    ) {
        self.rotation = rotation
        self.clip = clip
        self.content = content
        self.contentScale = contentScale
        self.cornerRadius = cornerRadius
        self.dimmingAlpha = dimmingAlpha
        self.alpha = alpha
        self.contentBlend = contentBlend
        self.sourceAlpha = sourceAlpha
        self.shadowAlpha = shadowAlpha
        self.coveredScale = coveredScale
    }

    /// A fully presented view filling `rect`: clip and content both `rect`, scale 1, dimming, alpha and
    /// blend 1.
    public static func presented(in rect: CGRect, cornerRadius: CGFloat = 0) -> ZoomFrame {
        ZoomFrame(
            clip: rect, content: rect, contentScale: 1, cornerRadius: cornerRadius, dimmingAlpha: 1, alpha: 1,
            contentBlend: 1
        ).sanitized
    }

    /// This frame made safe to compute with; every model applies it to the frames it is given.
    ///
    /// - A rect with a NaN or infinite component becomes `.zero` (a non-finite ``content`` becomes ``clip``);
    ///   negative sizes are standardized; coordinates are clamped to ±10⁹ pt.
    /// - A ``contentScale`` that is NaN, infinite or negative becomes 1.
    /// - ``cornerRadius``: NaN, infinite and negative become 0, and it is capped at half the clip's shorter side.
    /// - ``dimmingAlpha``, ``alpha`` and ``contentBlend`` are clamped into 0…1; NaN becomes 1 (the presented
    ///   state). ``sourceAlpha`` and ``shadowAlpha`` are clamped into 0…1; NaN becomes 0 (the presented state).
    /// - ``coveredScale`` is clamped into 0…1; NaN and infinities become 1.
    /// - A ``rotation`` that is NaN or infinite becomes 0.
    public var sanitized: ZoomFrame {
        let clip = ZoomMath.sanitizedRect(self.clip) ?? .zero
        let content = ZoomMath.sanitizedRect(self.content) ?? clip
        let scale = contentScale.isFinite && contentScale >= 0 ? min(contentScale, ZoomMath.coordinateLimit) : 1
        return ZoomFrame(
            clip: clip, content: content, contentScale: scale,
            cornerRadius: ZoomMath.cornerRadius(cornerRadius, fitting: clip),
            dimmingAlpha: ZoomMath.unit(dimmingAlpha, nan: 1), alpha: ZoomMath.unit(alpha, nan: 1),
            contentBlend: ZoomMath.unit(contentBlend, nan: 1), sourceAlpha: ZoomMath.unit(sourceAlpha, nan: 0),
            shadowAlpha: ZoomMath.unit(shadowAlpha, nan: 0),
            coveredScale: coveredScale.isFinite ? min(max(coveredScale, 0), 1) : 1,
            rotation: rotation.isFinite ? rotation : 0)
    }
}

extension ZoomFrame {
    /// Hashes every stored property (written out because CoreGraphics' geometry types are not `Hashable` in
    /// Apple's SDKs before iOS 18; see `Hasher+Geometry.swift`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: clip)
        hasher.combine(rect: content)
        hasher.combine(contentScale)
        hasher.combine(cornerRadius)
        hasher.combine(dimmingAlpha)
        hasher.combine(alpha)
        hasher.combine(contentBlend)
        hasher.combine(sourceAlpha)
        hasher.combine(shadowAlpha)
        hasher.combine(coveredScale)
        hasher.combine(rotation)
    }
}
