import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The zoom between a source item and the presented view's final frame, as a function of progress:
/// 0 is collapsed onto the source, 1 is the presented view in place.
///
/// At progress `p` (see ``frame(at:)``):
/// - the clip (the visible window) is the linear interpolation of the source and destination rects;
/// - the content keeps the destination's size and is scaled uniformly by ``placement``: at 0 its
///   alignment rect covers the source exactly (by default a centered crop of the source's aspect ratio,
///   like iOS 18's zoom and its `alignmentRectProvider`), at 1 it is the destination, and in between it
///   always covers the clip;
/// - the corner radius goes linearly from ``sourceCornerRadius`` to ``destinationCornerRadius``, the
///   dimming alpha from 0 to 1.
///
/// **Missing source.** When the source is `nil`, has a NaN or infinite component, has no area, or lies
/// entirely outside the container, the zoom uses a fallback (``isFallback``): the source becomes the
/// destination's shape scaled by ``fallbackScale`` (by default 44 pt wide, as UIKit's fallback source:
/// DEVICE-FACTS.md, "The zoom, as UIKit's code defines it", missing source) centered in the container, the
/// content simply shrinks with the clip, and ``alpha(at:)`` fades the view out toward progress 0.
///
/// **The look.** The source's copy in the card fades out over the first 55 % (`ZoomFrame.sourceAlpha`), the
/// card's shadow shows away from both ends (`ZoomFrame.shadowAlpha`), and the covered page scales from 1 to
/// max((W − 34.667)/W, 0.8) for a container W wide (`ZoomFrame.coveredScale`), linear in progress
/// (`ZoomDeviceLook`).
///
/// **Progress outside 0…1** (a spring's overshoot) extrapolates: the frame keeps the shape it has at the
/// nearer end, its center keeps moving along the straight line from the source's center to the
/// destination's, and it keeps growing or shrinking *uniformly* at the rate the clip's perimeter had at
/// that end (never below zero size). Clip and content move together, so the content still covers the
/// clip. Progress is clamped into ``progressRange``; NaN counts as 1.
///
/// A value type; every method is pure arithmetic on stored values, allocation-free, and total.
package struct ZoomGeometry: Hashable, Sendable {
    /// The source rect the zoom collapses onto (container coordinates, pt): the item's rect, or the
    /// fallback rect when ``isFallback``.
    public let source: CGRect
    /// The presented view's final frame (container coordinates, pt).
    public let destination: CGRect
    /// The container's bounds (pt); `.zero` when the given bounds were not finite.
    public let containerBounds: CGRect
    /// Whether the source was missing or unusable and the zoom shrinks and fades toward the center.
    public let isFallback: Bool
    /// The source item's corner radius, pt (≥ 0).
    public let sourceCornerRadius: CGFloat
    /// The presented view's corner radius, pt (≥ 0).
    public let destinationCornerRadius: CGFloat
    /// The scale of the fallback rect relative to the destination, 0…1.
    public let fallbackScale: CGFloat
    /// The covered page's scale at full screen (`ZoomDeviceLook/coveredPageScale(width:)` of the container's
    /// width; 1 when the container's bounds are unknown).
    public let coveredPageScale: CGFloat
    /// How the content sits in the clip at every progress.
    public let placement: ZoomContentPlacement
    /// The alignment rect as the caller gave it (kept for ``replacingSource(_:)``).
    private let requestedAlignmentRect: CGRect?

    /// The progress values that are honoured; others are clamped into this range (−1…2).
    public static let progressRange: ClosedRange<Double> = -1...2

    /// Creates the geometry of one zoom.
    ///
    /// - Parameters:
    ///   - source: The tapped item's rect in container coordinates, or `nil` when it is gone.
    ///   - destination: The presented view's final frame. Negative sizes are standardized; a rect with a
    ///     NaN or infinite component is replaced by the container's bounds (where a presented view goes).
    ///   - containerBounds: The container view's bounds, for the "off screen" test and the fallback's
    ///     center. Non-finite bounds count as unknown (`.zero`): the off-screen test is skipped and the
    ///     fallback centers on the destination.
    ///   - alignmentRect: In the destination content's coordinates; `nil` for the aspect-fill default.
    ///     Ignored in the fallback. See `ZoomContentPlacement.init(contentSize:alignmentRect:sourceSize:)`.
    ///   - sourceCornerRadius: pt; NaN, infinite and negative give 0.
    ///   - destinationCornerRadius: pt; NaN, infinite and negative give 0.
    ///   - fallbackScale: 0…1 of the destination; values outside are clamped. `nil` (default) and NaN make the
    ///     fallback 44 pt wide (`ZoomDeviceLook/fallbackSourceWidth`; the whole destination when it is narrower).
    public init(
        source: CGRect?, destination: CGRect, containerBounds: CGRect, alignmentRect: CGRect? = nil,
        sourceCornerRadius: CGFloat = 0, destinationCornerRadius: CGFloat = 0, fallbackScale: CGFloat? = nil
    ) {
        let container = ZoomMath.sanitizedRect(containerBounds) ?? .zero
        let destination = ZoomMath.sanitizedRect(destination) ?? container
        let scale: CGFloat
        if let fallbackScale, !fallbackScale.isNaN {
            scale = min(max(fallbackScale, 0), 1)
        } else {
            scale = destination.width > 0 ? min(ZoomDeviceLook.fallbackSourceWidth / destination.width, 1) : 1
        }
        self.containerBounds = container
        self.destination = destination
        self.fallbackScale = scale
        self.coveredPageScale = ZoomDeviceLook.coveredPageScale(width: container.width)
        self.sourceCornerRadius = ZoomMath.radius(sourceCornerRadius)
        self.destinationCornerRadius = ZoomMath.radius(destinationCornerRadius)
        self.requestedAlignmentRect = alignmentRect
        if let usable = Self.usableSource(source, in: container) {
            self.source = usable
            self.isFallback = false
            self.placement = ZoomContentPlacement(
                contentSize: destination.size, alignmentRect: alignmentRect, sourceSize: usable.size)
        } else {
            let hasContainer = container.width > 0 && container.height > 0
            let center =
                hasContainer
                ? CGPoint(x: container.midX, y: container.midY)
                : CGPoint(x: destination.midX, y: destination.midY)
            let size = CGSize(width: destination.width * scale, height: destination.height * scale)
            self.source = ZoomMath.rect(center: center, size: size)
            self.isFallback = true
            self.placement = ZoomContentPlacement(
                contentSize: destination.size, alignmentRect: CGRect(origin: .zero, size: destination.size),
                sourceSize: destination.size)
        }
    }

    /// Whether `source` can be zoomed from: present, finite, of positive width and height, and, when the
    /// container's bounds have an area, overlapping them with a positive area.
    public static func isUsableSource(_ source: CGRect?, in containerBounds: CGRect) -> Bool {
        usableSource(source, in: ZoomMath.sanitizedRect(containerBounds) ?? .zero) != nil
    }

    private static func usableSource(_ source: CGRect?, in container: CGRect) -> CGRect? {
        guard let rect = source.flatMap(ZoomMath.sanitizedRect), rect.width > 0, rect.height > 0 else {
            return nil
        }
        guard container.width > 0, container.height > 0 else { return rect }
        let overlap = rect.intersection(container)
        return !overlap.isNull && overlap.width > 0 && overlap.height > 0 ? rect : nil
    }

    /// The same zoom toward a new source rect (the provider asked again at dismissal, after the list
    /// scrolled or the cell was reused), with every other input unchanged.
    public func replacingSource(_ newSource: CGRect?) -> ZoomGeometry {
        ZoomGeometry(
            source: newSource, destination: destination, containerBounds: containerBounds,
            alignmentRect: requestedAlignmentRect, sourceCornerRadius: sourceCornerRadius,
            destinationCornerRadius: destinationCornerRadius, fallbackScale: fallbackScale)
    }
}

extension ZoomGeometry {
    /// Hashes every stored property (written out because CoreGraphics' geometry types are not `Hashable` in
    /// Apple's SDKs before iOS 18; see `Hasher+Geometry.swift`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: source)
        hasher.combine(rect: destination)
        hasher.combine(rect: containerBounds)
        hasher.combine(isFallback)
        hasher.combine(sourceCornerRadius)
        hasher.combine(destinationCornerRadius)
        hasher.combine(fallbackScale)
        hasher.combine(coveredPageScale)
        hasher.combine(placement)
        hasher.combine(requestedAlignmentRect != nil)
        if let requestedAlignmentRect { hasher.combine(rect: requestedAlignmentRect) }
    }
}
