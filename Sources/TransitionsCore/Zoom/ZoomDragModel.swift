import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The presented view under one of the gestures that dismiss it (``ZoomDismissGesture``: the downward pan, the
/// back swipes), as iOS's zoom follows a finger.
///
/// **Dead zone.** Translations are measured from where the finger went down (``touchLocation``). The card stays
/// still until the finger is ``deadZone`` away (the gesture's own, or none when the drag took a moving zoom),
/// then follows the travel past it, the dead zone taken off along the gesture's axis:
/// ``effectiveTranslation(_:)``.
///
/// **Shrinking.** Only the travel along the gesture's axis shrinks the card (down for the pan, toward the back
/// for the swipes): `scale = lerp(1, minimumScale, t / (0.6 · L))` with L the container's height (pan) or width
/// (swipes), the travel beyond `0.6 · L` rubber-banded so the scale approaches
/// ``ZoomDragBehavior/floorScale`` (DEVICE-FACTS.md, "The zoom, as UIKit's code defines it", drag scale law).
///
/// **Following.** The card is scaled about the touch-down point and moved by the offset the gesture gives
/// (DEVICE-FACTS.md, same section, scale pivot): the pan rubber-bands sideways (gain 0.56 toward 0.9 of the
/// width) and lets the grabbed point fall behind the finger by the cube of the downward travel; an upward pan
/// moves it rubber-banded without shrinking. The swipes follow 1:1 sideways and 0.42 vertically.
///
/// Start it from any `ZoomFrame`: the presented frame, or `ZoomSettle.currentFrame` to take over an opening
/// mid-flight. Inputs (pt, pt/s, container coordinates, y down) come straight from the gesture recognizers;
/// NaN or infinite components count as 0 and finite ones are clamped to ±10⁹. Pure and allocation-free.
package struct ZoomDragModel: Hashable, Sendable {
    /// The zoom when the drag began (sanitized).
    public let start: ZoomFrame
    /// Where the finger went down, container coordinates, pt: the point the card scales about. A non-finite
    /// component is replaced by the start clip's center.
    public let touchLocation: CGPoint
    /// The container's size, pt, which sets the gesture's length. A side that is NaN, infinite or not positive
    /// counts as 1,000 pt.
    public let containerSize: CGSize
    /// The behavior (sanitized).
    public let behavior: ZoomDragBehavior
    /// The gesture (the pinch follows the pan's law here; it has its own model).
    public let gesture: ZoomDismissGesture
    /// The finger's travel before the card moves, pt (NaN, infinite or negative → 0).
    public let deadZone: Double
    /// Whether the back is to the right (a right-to-left layout): the swipes then shrink the card while moving
    /// left.
    public let isRightToLeft: Bool

    /// Creates the model for one drag.
    /// - Parameters:
    ///   - start: The zoom when the drag began.
    ///   - touchLocation: Where the finger went down, container coordinates, pt.
    ///   - containerSize: The container's size, pt.
    ///   - behavior: The knobs. Default ``ZoomDragBehavior/default``.
    ///   - gesture: Which gesture drags. Default ``ZoomDismissGesture/pan``.
    ///   - deadZone: The finger's travel before the card moves, pt; `nil` (the default) takes the gesture's
    ///     ``ZoomDismissGesture/deadZone``. Pass ``ZoomDismissGesture/inFlightDeadZone`` for a drag that took
    ///     a moving zoom.
    ///   - isRightToLeft: Whether the back is to the right. Default `false`.
    public init(
        start: ZoomFrame, touchLocation: CGPoint, containerSize: CGSize, behavior: ZoomDragBehavior = .default,
        gesture: ZoomDismissGesture = .pan, deadZone: Double? = nil, isRightToLeft: Bool = false
    ) {
        let start = start.sanitized
        self.start = start
        self.touchLocation = ZoomMath.sanitizedPoint(
            touchLocation, or: CGPoint(x: start.clip.midX, y: start.clip.midY))
        self.containerSize = ZoomMath.sanitizedSize(containerSize)
        self.behavior = behavior.sanitized
        self.gesture = gesture
        let zone = deadZone ?? gesture.deadZone
        self.deadZone = zone.isFinite && zone > 0 ? zone : 0
        self.isRightToLeft = isRightToLeft
    }

    /// The container's width, or 1,000 pt when unusable.
    var width: Double { Self.usable(Double(containerSize.width)) }
    /// The container's height, or 1,000 pt when unusable.
    var height: Double { Self.usable(Double(containerSize.height)) }

    /// `L`, the gesture's length: the container's height for the pan (and the pinch), its width for the swipes.
    public var length: Double { gesture.isHorizontal ? width : height }

    /// The translation past the dead zone, zero inside it. The dead zone is waited out along the gesture's axis
    /// (down or up for the pan, sideways for the swipes), so a sweep across the axis once the card follows counts
    /// in full: `t − deadZone` along the axis beyond twice the dead zone, blended from the radial
    /// `t · (|t| − deadZone) / |t|` at its edge (continuous, so the card never jumps).
    public func effectiveTranslation(_ translation: CGPoint) -> CGPoint {
        let t = Self.clamped(translation)
        let x = Double(t.x)
        let y = Double(t.y)
        let distance = (x * x + y * y).squareRoot()
        guard distance > deadZone, distance > 0 else { return .zero }
        guard deadZone > 0 else { return t }
        let radial = (distance - deadZone) / distance
        func past(_ value: Double) -> Double { value < 0 ? min(value + deadZone, 0) : max(value - deadZone, 0) }
        let axial = gesture.isHorizontal ? (x: past(x), y: y) : (x: x, y: past(y))
        let blend = min((distance - deadZone) / deadZone, 1)
        return CGPoint(
            x: x * radial * (1 - blend) + axial.x * blend, y: y * radial * (1 - blend) + axial.y * blend)
    }

    /// The travel along the gesture's axis past the dead zone, pt: down for the pan, toward the back for the
    /// swipes; negative the other way.
    public func axisTravel(translation: CGPoint) -> Double {
        axis(effectiveTranslation(translation))
    }

    /// The scale applied to the start frame: 1 at rest, ``ZoomDragBehavior/minimumScale`` at `0.6 · L`, then
    /// rubber-banded toward ``ZoomDragBehavior/floorScale``. Travel against the axis keeps 1.
    public func scale(translation: CGPoint) -> CGFloat {
        CGFloat(scale(forTravel: axisTravel(translation: translation)))
    }

    /// The dismissal progress, 0…1: how far the scale has gone from 1 toward the floor,
    /// `(1 − scale) / (1 − floorScale)`.
    public func progress(translation: CGPoint) -> Double {
        progress(scale: scale(forTravel: axisTravel(translation: translation)))
    }

    /// The zoom while dragged by `translation` (from touch-down): clip and content scaled about
    /// ``touchLocation`` and moved by the gesture's offset; corner radius growing from the start's toward
    /// ``ZoomDragBehavior/draggingCornerRadius`` with the progress; dimming `start × (1 − progress)`; alpha and
    /// content blend unchanged.
    public func frame(translation: CGPoint) -> ZoomFrame {
        let effective = effectiveTranslation(translation)
        let scaleValue = scale(forTravel: axis(effective))
        let progress = self.progress(scale: scaleValue)
        let scale = CGFloat(scaleValue)
        let offset = self.offset(effective)
        var frame = start
        frame.clip = ZoomMath.transform(start.clip, scale: scale, about: touchLocation, offset: offset)
        frame.content = ZoomMath.transform(start.content, scale: scale, about: touchLocation, offset: offset)
        frame.contentScale = start.contentScale * scale
        let roundest = max(start.cornerRadius, behavior.draggingCornerRadius)
        frame.cornerRadius = ZoomMath.cornerRadius(
            ZoomMath.lerp(start.cornerRadius, roundest, CGFloat(progress)), fitting: frame.clip)
        frame.dimmingAlpha = start.dimmingAlpha * (1 - progress)
        return frame
    }

    /// The clip frame while dragged, pt (``frame(translation:)``'s `clip`).
    public func clipFrame(translation: CGPoint) -> CGRect { frame(translation: translation).clip }

    /// The dimming alpha while dragged: the start's times `1 − progress`.
    public func dimmingAlpha(translation: CGPoint) -> Double {
        start.dimmingAlpha * (1 - progress(translation: translation))
    }

    /// The on-screen corner radius while dragged, pt.
    public func cornerRadius(translation: CGPoint) -> CGFloat { frame(translation: translation).cornerRadius }

    /// The rate of change of the clip frame when the finger is at `translation` moving at `velocity` (pt/s):
    /// the central difference of ``frame(translation:)`` over ±1 ms of the finger's motion. Use it as the
    /// initial velocity of a settle. Non-finite velocity components count as 0.
    public func frameVelocity(translation: CGPoint, velocity: CGPoint) -> ZoomFrameVelocity {
        let t = Self.clamped(translation)
        let v = Self.clamped(velocity)
        let step = 0.001
        let ahead = clipFrame(translation: CGPoint(x: t.x + v.x * step, y: t.y + v.y * step))
        let behind = clipFrame(translation: CGPoint(x: t.x - v.x * step, y: t.y - v.y * step))
        let span = 2 * step
        return ZoomFrameVelocity(
            midX: Double(ahead.midX - behind.midX) / span, midY: Double(ahead.midY - behind.midY) / span,
            width: Double(ahead.width - behind.width) / span, height: Double(ahead.height - behind.height) / span
        ).sanitized
    }

    // MARK: - Law

    /// The component of `effective` along the gesture's axis.
    func axis(_ effective: CGPoint) -> Double {
        guard gesture.isHorizontal else { return Double(effective.y) }
        return isRightToLeft ? -Double(effective.x) : Double(effective.x)
    }

    /// The scale for `travel` pt along the axis.
    func scale(forTravel travel: Double) -> Double {
        guard travel > 0 else { return 1 }
        let range = ZoomDragLaw.linearRangeFraction * length
        let shrink = 1 - behavior.minimumScale
        guard shrink > 0 else { return 1 }
        var counted = travel
        if travel > range {
            // The band's reach makes the scale approach the floor: (1 − floor) = shrink · (range + reach) / range.
            let reach = range * (behavior.minimumScale - behavior.floorScale) / shrink
            counted = range + (reach > 0 ? RubberBand.offset(forOvershoot: travel - range, dimension: reach) : 0)
        }
        return 1 - shrink * counted / range
    }

    /// `(1 − scale) / (1 − floorScale)`, clamped into 0…1.
    func progress(scale: Double) -> Double {
        let span = 1 - behavior.floorScale
        guard span > 0 else { return 0 }
        return min(max((1 - scale) / span, 0), 1)
    }

    /// Where the grabbed point goes for the translation past the dead zone `effective`.
    func offset(_ effective: CGPoint) -> CGPoint {
        let x = Double(effective.x)
        let y = Double(effective.y)
        if gesture.isHorizontal { return CGPoint(x: x, y: y * ZoomDragLaw.swipeVerticalFollow) }
        let sideways = RubberBand.offset(
            forOvershoot: x, dimension: ZoomDragLaw.panSidewaysReachFraction * width,
            coefficient: ZoomDragLaw.panSidewaysGain)
        let height = self.height
        let vertical: Double
        if y >= 0 {
            let u = min(y / height, ZoomDragLaw.panPivotFallLimit)
            vertical = (u - ZoomDragLaw.panPivotFall * u * u * u) * height
        } else {
            vertical = RubberBand.offset(forOvershoot: y, dimension: ZoomDragLaw.panUpwardReachFraction * height)
        }
        return CGPoint(x: sideways, y: vertical)
    }

    // MARK: - Input

    /// A point with NaN or infinite components replaced by 0 and huge ones clamped to ±10⁹.
    static func clamped(_ point: CGPoint) -> CGPoint {
        ZoomMath.sanitizedPoint(point, or: .zero)
    }

    /// `value` as a `Double`, or 0 when it is NaN or infinite.
    static func finiteDouble(_ value: CGFloat) -> Double {
        value.isFinite ? Double(value) : 0
    }

    /// `side` when positive and finite, else 1,000 pt.
    static func usable(_ side: Double) -> Double { side > 0 && side.isFinite ? side : 1000 }
}

extension ZoomDragModel {
    /// Hashes every stored property (written out because CoreGraphics' geometry types are not `Hashable` in
    /// Apple's SDKs before iOS 18; see `Hasher+Geometry.swift`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(start)
        hasher.combine(point: touchLocation)
        hasher.combine(size: containerSize)
        hasher.combine(behavior)
        hasher.combine(gesture)
        hasher.combine(deadZone)
        hasher.combine(isRightToLeft)
    }
}
