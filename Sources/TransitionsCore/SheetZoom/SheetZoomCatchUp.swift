import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A card a drag took during the opening becoming the sheet under the finger: how the rest of the morph plays once
/// the sheet's own drag has the card.
///
/// When the drag begins, the sheet is held at ``grabHeight``: the height whose top edge is where the card's top edge
/// is shown (clamped between hidden and the largest detent), so the finger holds the sheet's top edge where it sees
/// the card's. From there the finger moves the sheet by the sheet's rules (detents, rubber band, dismissal), and the
/// card is drawn as that sheet plus what still separates the card from it at the grab (each edge's offset, the
/// corners, the content's scale and place, the source's copy, the shadow, and the height the dimming and the recede
/// read), shrinking to nothing on ``spring``. The first frame is therefore the card exactly as it was shown, and the
/// card is the sheet once the spring has settled (``isCaughtUp(at:)``).
///
/// When a drag takes iOS's own zoom mid-push, the push finishes in 3–4 frames and the pan then has the full page
/// (DEVICE-FACTS.md, "Zoom interactive dismissal", touch on a card in flight (push)); the remaining morph here plays
/// on the chase iOS's zoom keeps behind fingers (``spring``, about 6 frames to 95 %), so that a card caught far from
/// the sheet does not leap.
///
/// Pure value type, time passed in; reading a frame never allocates.
package struct SheetZoomCatchUp: Hashable, Sendable {
    /// The remaining morph's spring: the chase iOS's zoom keeps behind fingers, `ZoomPinchModel.trackingSpring`'s
    /// ω 45 rad/s (DEVICE-FACTS.md, "Zoom interactive dismissal", tracking lag: ω 45, ζ 0.7–1.0), critically damped
    /// (the top of that row's range: the card never swings past the sheet it becomes); 95 % in about 0.1 s.
    package static let spring = SpringCurve(response: ZoomPinchModel.trackingSpring.response, dampingRatio: 1)
    /// How far the remaining morph must have played to count as done: within 0.1 % of the way (0.2 pt of a 200 pt
    /// offset), about 0.2 s after the grab.
    package static let caughtUpFraction = 0.999

    /// The card as shown when the drag took it.
    public let card: SheetZoomFrame
    /// The sheet's height the drag starts from, pt above the bottom obstruction.
    public let grabHeight: Double
    /// When the drag took the card, s.
    public let startTime: Double
    /// The sheet's frame at ``grabHeight`` when the drag took the card (what the card's offsets are measured from).
    private let grabFrame: CGRect
    private let fraction: SpringAnimation

    /// The catch-up of `card` (as shown now, `time`) by a sheet held at `sheetHeight` in `context`.
    public init(
        card: SheetZoomFrame, sheetHeight: Double, time: Double, context: SheetCompositionContext,
        surroundings: SheetSurroundings
    ) {
        self.card = card
        grabHeight = sheetHeight.isFinite ? sheetHeight : context.metrics.largestHeight
        startTime = time.isFinite ? time : 0
        grabFrame =
            SheetZoomGeometry.composition(height: grabHeight, context: context, surroundings: surroundings).frame
        fraction = SpringAnimation(spring: Self.spring, from: 0, to: 1)
    }

    /// The sheet's height whose top edge is at the top edge of `card` (container coordinates), clamped between
    /// `context`'s hidden height and its largest detent; the largest detent for a non-finite card.
    public static func grabHeight(card: CGRect, context: SheetCompositionContext) -> Double {
        let metrics = context.metrics
        guard card.minY.isFinite else { return metrics.largestHeight }
        let height = Double(context.layout.height(forSheetMinY: card.minY))
        return min(max(height, metrics.hiddenHeight), metrics.largestHeight)
    }

    /// How far the card has become the sheet at `time`, 0…1 (0 before the grab and for NaN, 1 for +∞).
    public func progress(at time: Double) -> Double {
        let elapsed = time - startTime
        guard elapsed > 0 else { return 0 }  // NaN too
        guard elapsed.isFinite else { return 1 }
        let value = fraction.value(at: elapsed)
        return value.isFinite ? min(max(value, 0), 1) : 1
    }

    /// Whether the card has become the sheet at `time`.
    public func isCaughtUp(at time: Double) -> Bool { progress(at: time) >= Self.caughtUpFraction }

    /// The card at `time` over the sheet at `height` moving at `velocity` (pt/s, up positive).
    public func frame(
        height: Double, velocity: Double, time: Double, context: SheetCompositionContext,
        surroundings: SheetSurroundings
    ) -> SheetZoomFrame {
        let s = progress(at: time)
        let p = CGFloat(s)
        let sheet = SheetZoomGeometry.composition(
            height: height, velocity: velocity, context: context, surroundings: surroundings)
        let target = sheet.frame
        let clip = CGRect(
            x: target.minX + (1 - p) * (card.clip.minX - grabFrame.minX),
            y: target.minY + (1 - p) * (card.clip.minY - grabFrame.minY),
            width: max(target.width + (1 - p) * (card.clip.width - grabFrame.width), 0),
            height: max(target.height + (1 - p) * (card.clip.height - grabFrame.height), 0))
        let scale0 = card.contentScale > 0 && card.contentScale.isFinite ? card.contentScale : 1
        let scale = ZoomMath.lerp(scale0, 1, p)
        let size = CGSize(
            width: ZoomMath.lerp(card.content.width / scale0, target.width, p) * scale,
            height: ZoomMath.lerp(card.content.height / scale0, target.height, p) * scale)
        let center = CGPoint(
            x: clip.minX + ZoomMath.lerp(card.content.midX - card.clip.minX, clip.width / 2, p),
            y: clip.minY + ZoomMath.lerp(card.content.midY - card.clip.minY, clip.height / 2, p))
        let equivalent = ZoomMath.lerp(card.equivalentHeight, height, s)
        let bottom = SheetZoomGeometry.restingBottomCornerRadius(sheet)
        return SheetZoomFrame(
            composition: SheetZoomGeometry.composition(
                height: equivalent, velocity: velocity, context: context, surroundings: surroundings),
            clip: clip,
            content: CGRect(
                x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height),
            contentScale: scale,
            topCornerRadius: ZoomMath.cornerRadius(
                ZoomMath.lerp(card.topCornerRadius, sheet.cornerRadius, p), fitting: clip),
            bottomCornerRadius: ZoomMath.cornerRadius(ZoomMath.lerp(card.bottomCornerRadius, bottom, p), fitting: clip),
            sourceAlpha: card.sourceAlpha * (1 - s), shadowAlpha: card.shadowAlpha * (1 - s),
            progress: ZoomMath.lerp(card.progress, 1, s), equivalentHeight: equivalent, isFlying: true)
    }

    /// Hashes the card, the grab and its time.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(card)
        hasher.combine(grabHeight)
        hasher.combine(startTime)
    }

    public static func == (lhs: SheetZoomCatchUp, rhs: SheetZoomCatchUp) -> Bool {
        lhs.card == rhs.card && lhs.grabHeight == rhs.grabHeight && lhs.startTime == rhs.startTime
            && lhs.grabFrame == rhs.grabFrame
    }
}

extension SheetZoomFrame {
    /// This frame as a zoom's card (its top corners' radius as the card's), to start a flight from where it is shown.
    package var card: ZoomFrame {
        ZoomFrame(
            clip: clip, content: content, contentScale: contentScale, cornerRadius: topCornerRadius,
            dimmingAlpha: 1, alpha: 1, contentBlend: progress, sourceAlpha: sourceAlpha, shadowAlpha: shadowAlpha)
    }
}
