import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything one frame of a sheet that grows out of a source shows: the card (the sheet's clipping view, its
/// corners and the source's look fading in it) and the sheet's surroundings as a plain sheet would show them at the
/// same point of its way (dimming, recede, touches behind), composed by `SheetComposition`.
///
/// While the card flies (``isFlying``) it is a zoom's card (`ZoomFrame`): the sheet's content keeps its size at
/// the sheet's frame and is scaled by ``contentScale`` to cover ``clip``; the source's copy shows over it at
/// ``sourceAlpha`` (fading out over the first 55 % of the way out, in over the first third of the way back,
/// `ZoomDeviceLook`), the card's shadow at ``shadowAlpha``. Once the card has become the sheet, ``clip`` is the
/// sheet's frame, the content fills it at scale 1, and the corners are the sheet's.
package struct SheetZoomFrame: Hashable, Sendable {
    /// The sheet as a plain sheet is drawn at ``equivalentHeight``: its dimming, the screen behind receding, the
    /// grabber, the footer and whether touches reach what is behind. Its frame is the plain sheet's, not the card's.
    public var composition: SheetComposition
    /// The card's frame in the container's coordinates, pt.
    public var clip: CGRect
    /// The sheet's content frame: its size at the sheet's frame times ``contentScale``; covers ``clip``.
    public var content: CGRect
    /// The content's uniform scale (1 once the card is the sheet).
    public var contentScale: CGFloat
    /// The card's top corners' radius, pt: from the source's to the sheet's, linear in ``progress``.
    public var topCornerRadius: CGFloat
    /// The card's bottom corners' radius, pt: from the source's to what the sheet's bottom corners are drawn with at
    /// rest (0 for an edge-attached sheet, the sheet's one radius for an inset or floating one:
    /// `SheetZoomGeometry.restingBottomCornerRadius(_:)`), linear in ``progress``.
    public var bottomCornerRadius: CGFloat
    /// Alpha of the source's copy drawn over the sheet's background in the card, 0…1.
    public var sourceAlpha: Double
    /// How much of the card's shadow shows, 0…1 (none once it is the sheet).
    public var shadowAlpha: Double
    /// How far the card is from the source toward the sheet, 0…1 (1 for a plain sheet).
    public var progress: Double
    /// The height a plain sheet would stand at for the same point of the way (``progress`` of the way from hidden
    /// to the sheet's height), pt above the bottom obstruction: what the dimming and the recede read.
    public var equivalentHeight: Double
    /// Whether the card is drawn as a card (out of the source or into it) rather than as the sheet.
    public var isFlying: Bool

    /// The dimming amount behind the sheet, 0…1, by the sheet's rules (`SheetDimming` at ``equivalentHeight``).
    public var dimmingAlpha: Double { composition.dimmingAlpha }

    /// Hashes every stored property (written out: CoreGraphics' geometry is not `Hashable` before iOS 18).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(composition)
        hasher.combine(rect: clip)
        hasher.combine(rect: content)
        hasher.combine(contentScale)
        hasher.combine(topCornerRadius)
        hasher.combine(bottomCornerRadius)
        hasher.combine(sourceAlpha)
        hasher.combine(shadowAlpha)
        hasher.combine(progress)
        hasher.combine(equivalentHeight)
        hasher.combine(isFlying)
    }
}

/// The sheet's side of the flight: where the card lands and what it looks like there, read from the sheet's one
/// composition (`SheetComposition`), and the card's look at the source. Pure arithmetic, allocation-free.
package enum SheetZoomGeometry {
    /// The sheet as drawn at `height` (no velocity).
    static func composition(
        height: Double, velocity: Double = 0, context: SheetCompositionContext, surroundings: SheetSurroundings
    ) -> SheetComposition {
        SheetComposition(height: height, velocity: velocity, context: context, surroundings: surroundings)
    }

    /// The card at rest on the sheet drawn as `composition`: the sheet's frame, its top corners, full progress.
    static func sheetCard(_ composition: SheetComposition) -> ZoomFrame {
        ZoomFrame(
            clip: composition.frame, content: composition.frame, contentScale: 1,
            cornerRadius: composition.cornerRadius, dimmingAlpha: 1, alpha: 1, contentBlend: 1)
    }

    /// The card on `source`: its frame and corners, the source's copy solid, no progress.
    static func sourceCard(_ source: SheetZoomSource) -> ZoomFrame {
        ZoomFrame(
            clip: source.frame, content: source.frame, contentScale: 1, cornerRadius: source.cornerRadius,
            dimmingAlpha: 0, alpha: 1, contentBlend: 0, sourceAlpha: 1)
    }

    /// How the sheet's content (its size on the sheet drawn as `composition`) sits in a card growing from `source`:
    /// a centred crop of the source's aspect on the source, the sheet's frame on the sheet (`ZoomContentPlacement`).
    static func placement(source: SheetZoomSource, composition: SheetComposition) -> ZoomContentPlacement {
        ZoomContentPlacement(contentSize: composition.frame.size, alignmentRect: nil, sourceSize: source.frame.size)
    }

    /// The radius the sheet's bottom corners are drawn with at rest, which a flying card's bottom corners land on so
    /// that nothing changes when the card becomes the sheet: 0 for an edge-attached sheet (its layer rounds only its
    /// top corners there; the display's corner clips the screen's edge), and the sheet's one radius when its bottom
    /// corners are rounded (the inset appearance, a floating sheet), as its layer draws one radius on all four
    /// corners at rest. (The inset sheet's nest in the display's corner, `SheetComposition.bottomCornerRadius`, is
    /// not drawn at rest, so a card does not aim for it.)
    static func restingBottomCornerRadius(_ composition: SheetComposition) -> CGFloat {
        composition.roundsBottomCorners ? composition.cornerRadius : 0
    }

    /// Whether `source` can be flown from or into: present, finite, with an area, on screen in the container
    /// (`ZoomGeometry.isUsableSource(_:in:)`).
    static func isUsable(_ source: SheetZoomSource?, context: SheetCompositionContext) -> Bool {
        guard let source else { return false }
        let bounds = CGRect(origin: .zero, size: context.layout.containerSize)
        return ZoomGeometry.isUsableSource(source.frame, in: bounds)
    }

    /// The clip's velocity, pt/s, of the sheet at `height` moving at `velocity` (pt/s, up positive): the change of
    /// its frame over a millisecond.
    static func frameVelocity(
        height: Double, velocity: Double, context: SheetCompositionContext, surroundings: SheetSurroundings
    ) -> ZoomFrameVelocity {
        guard velocity.isFinite, velocity != 0, height.isFinite else { return .zero }
        let step = 1e-3
        let now = composition(height: height, context: context, surroundings: surroundings).frame
        let next = composition(height: height + velocity * step, context: context, surroundings: surroundings).frame
        return ZoomFrameVelocity(
            midX: Double(next.midX - now.midX) / step, midY: Double(next.midY - now.midY) / step,
            width: Double(next.width - now.width) / step, height: Double(next.height - now.height) / step)
    }
}
