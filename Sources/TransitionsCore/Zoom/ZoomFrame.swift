import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything the UIKit layer applies to a zoom for one display frame: the visible window, where the
/// presented content sits inside it, and the appearance around it.
///
/// The zoom is drawn as a clipping view (frame ``clip``, corner radius ``cornerRadius``, alpha ``alpha``)
/// holding the presented view, which keeps its destination size and is scaled uniformly by
/// ``contentScale`` so that its frame is ``content``; a dimming view behind shows ``dimmingAlpha``.
/// Produced by ``ZoomGeometry``, ``ZoomDragModel`` and ``ZoomSettle``; all rects are in the container's
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
    /// 1 places it as in the destination. See ``ZoomContentPlacement/contentFrame(inClip:blend:)``.
    public var contentBlend: Double

    /// Creates a frame from its parts, stored as given (see ``sanitized``).
    public init(
        clip: CGRect, content: CGRect, contentScale: CGFloat, cornerRadius: CGFloat, dimmingAlpha: Double,
        alpha: Double, contentBlend: Double
    ) {
        self.clip = clip
        self.content = content
        self.contentScale = contentScale
        self.cornerRadius = cornerRadius
        self.dimmingAlpha = dimmingAlpha
        self.alpha = alpha
        self.contentBlend = contentBlend
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
    ///   state).
    public var sanitized: ZoomFrame {
        let clip = ZoomMath.sanitizedRect(self.clip) ?? .zero
        let content = ZoomMath.sanitizedRect(self.content) ?? clip
        let scale = contentScale.isFinite && contentScale >= 0 ? min(contentScale, ZoomMath.coordinateLimit) : 1
        return ZoomFrame(
            clip: clip, content: content, contentScale: scale,
            cornerRadius: ZoomMath.cornerRadius(cornerRadius, fitting: clip),
            dimmingAlpha: ZoomMath.unit(dimmingAlpha, nan: 1), alpha: ZoomMath.unit(alpha, nan: 1),
            contentBlend: ZoomMath.unit(contentBlend, nan: 1))
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
    }
}
