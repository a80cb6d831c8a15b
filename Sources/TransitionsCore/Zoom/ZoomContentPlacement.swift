import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where the presented content sits inside a zoom's clip: the content keeps its destination size and is
/// scaled **uniformly** (never stretched) so that its alignment rect lines up with the clip.
///
/// The alignment rect mirrors iOS 18's `ZoomOptions.alignmentRectProvider`: a rect in the presented
/// content's own coordinates that must land on the source item when the zoom is collapsed. By default
/// it is the largest rect of the source's aspect ratio centered in the content, so the collapsed content
/// *aspect-fills* the source (a center crop), as a photo cell shows its photo.
///
/// The placement rule is a similarity-invariant function of the clip (see
/// ``contentFrame(inClip:blend:)``): moving or uniformly scaling a clip moves or scales the content with
/// it, so a drag can transform clip and content together and a settle can recompute the content from the
/// clip without a jump.
package struct ZoomContentPlacement: Hashable, Sendable {
    /// The presented content's size at scale 1 (the destination frame's size), pt. Sanitized: NaN,
    /// infinite and negative components are 0.
    public let contentSize: CGSize
    /// The rect (content coordinates, pt) that lands on the clip when ``contentFrame(inClip:blend:)`` is
    /// asked for blend 0. Always inside `(0, 0, contentSize)` and at least ``minimumAlignmentSize`` on
    /// each side (or the whole content when the content is smaller than that).
    public let alignmentRect: CGRect

    /// Alignment rects narrower or shorter than this (pt) are replaced by the default: scaling such a
    /// sliver up to a source's size would give absurd scales.
    public static let minimumAlignmentSize: CGFloat = 1e-3

    /// Creates a placement.
    ///
    /// - Parameters:
    ///   - contentSize: The destination frame's size, pt.
    ///   - alignmentRect: A rect in content coordinates; `nil` for the default. It is standardized and
    ///     intersected with the content's bounds; if nothing of at least ``minimumAlignmentSize`` on each
    ///     side remains (or a component is not finite), the default is used.
    ///   - sourceSize: The source item's size, pt, which gives the default's aspect ratio
    ///     (``aspectFillAlignmentRect(contentSize:sourceSize:)``).
    public init(contentSize: CGSize, alignmentRect: CGRect? = nil, sourceSize: CGSize) {
        let size = ZoomMath.sanitizedSize(contentSize)
        self.contentSize = size
        let bounds = CGRect(origin: .zero, size: size)
        if let requested = alignmentRect.flatMap(ZoomMath.sanitizedRect) {
            let visible = requested.intersection(bounds)
            if !visible.isNull, visible.width >= Self.minimumAlignmentSize,
                visible.height >= Self.minimumAlignmentSize
            {
                self.alignmentRect = visible
                return
            }
        }
        self.alignmentRect = Self.aspectFillAlignmentRect(contentSize: size, sourceSize: sourceSize)
    }

    /// The default alignment rect: the largest rect with the source's aspect ratio centered in the
    /// content (full width for a source wider than the content, full height otherwise), pt.
    ///
    /// A source without a usable aspect ratio (a side that is 0, NaN or infinite) gives the content's whole
    /// bounds. Sides are at least ``minimumAlignmentSize`` (or the content's side, if smaller).
    public static func aspectFillAlignmentRect(contentSize: CGSize, sourceSize: CGSize) -> CGRect {
        let size = ZoomMath.sanitizedSize(contentSize)
        let source = ZoomMath.sanitizedSize(sourceSize)
        guard size.width > 0, size.height > 0, source.width > 0, source.height > 0 else {
            return CGRect(origin: .zero, size: size)
        }
        var width = size.width
        var height = size.height
        if source.width * size.height > size.width * source.height {
            height = size.width * (source.height / source.width)  // source is wider: full width
        } else {
            width = size.height * (source.width / source.height)  // source is taller: full height
        }
        width = min(max(width, min(minimumAlignmentSize, size.width)), size.width)
        height = min(max(height, min(minimumAlignmentSize, size.height)), size.height)
        return CGRect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    }

    /// The content's uniform scale for a clip and a blend; see ``contentFrame(inClip:blend:)``.
    public func contentScale(inClip clip: CGRect, blend: Double) -> CGFloat {
        fit(inClip: clip, blend: blend).scale
    }

    /// The content's frame (pt, the clip's coordinate space) for a clip and a blend between the collapsed
    /// and the presented placement.
    ///
    /// Let `A` be the alignment rect, `A_K` the rect at the same *relative* position in the clip `K`
    /// (`A`'s fractions of the content's width and height applied to `K`), and `T = lerp(K, A_K, blend)`.
    /// The content is scaled by `s = max(T.width / A.width, T.height / A.height)` and placed so that `A`'s
    /// center lands on `T`'s center: `A` covers `T` (aspect-fill).
    /// - blend 0: `T = K`, the alignment rect fills the clip (exactly, when their aspect ratios match);
    /// - blend 1 with a clip of the content's aspect ratio: `A_K` is `A` scaled with the clip, so the
    ///   content is exactly the clip.
    /// For any clip and any blend in 0…1 the content covers the clip (because `A` lies inside the content),
    /// and the rule commutes with moving and uniformly scaling the clip.
    ///
    /// Inputs: a blend outside 0…1 is clamped, NaN counts as 1; a clip with a NaN or infinite component
    /// counts as `.zero`, negative sizes are standardized. Content of zero area has nothing to place: the
    /// result is the clip itself (scale 1). Always finite.
    public func contentFrame(inClip clip: CGRect, blend: Double) -> CGRect {
        fit(inClip: clip, blend: blend).frame
    }

    /// Frame and scale together, evaluated once.
    func fit(inClip clip: CGRect, blend: Double) -> (frame: CGRect, scale: CGFloat) {
        let clip = ZoomMath.sanitizedRect(clip) ?? .zero
        let width = contentSize.width
        let height = contentSize.height
        guard width > 0, height > 0 else { return (clip, 1) }
        let q = CGFloat(ZoomMath.unit(blend, nan: 1))
        let a = alignmentRect
        let relative = CGRect(
            x: clip.minX + a.minX / width * clip.width, y: clip.minY + a.minY / height * clip.height,
            width: a.width / width * clip.width, height: a.height / height * clip.height)
        let target = ZoomMath.lerp(clip, relative, q)
        let scale = max(target.width / a.width, target.height / a.height)
        let frame = CGRect(
            x: target.midX - scale * a.midX, y: target.midY - scale * a.midY,
            width: scale * width, height: scale * height)
        guard scale.isFinite, frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite,
            frame.height.isFinite
        else { return (clip, 1) }
        return (frame, scale)
    }
}

extension ZoomContentPlacement {
    /// Hashes every stored property (written out because CoreGraphics' geometry types are not `Hashable` in
    /// Apple's SDKs before iOS 18; see `Hasher+Geometry.swift`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size: contentSize)
        hasher.combine(rect: alignmentRect)
    }
}
