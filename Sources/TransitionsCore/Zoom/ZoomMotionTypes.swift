import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a zoom's motion ends.
package enum ZoomLanding: Hashable, Sendable {
    /// Full screen, presented (or pushed).
    case presented
    /// On the source (or faded out at the center): the dismissal (or pop) is over.
    case dismissed
}

/// How a zoom opens or closes without a finger.
package enum ZoomMotionStyle: Hashable, Sendable {
    /// With the zoom's spring between the source and full screen.
    case spring
    /// A Reduce Motion cross-fade in place (`ZoomFade`).
    case fade
    /// At once (not animated).
    case immediate
}

/// What a `ZoomMotion` is doing; each case carries the core model it follows.
package enum ZoomMotionState: Equatable, Sendable {
    /// Not on screen (before the presentation, after the dismissal).
    case idle
    /// The opening animation from the source to full screen.
    case opening(ZoomSettle)
    /// At rest, full screen.
    case presented
    /// Under the finger; the translation is the latest one, container points.
    case tracking(ZoomDragModel, translation: CGPoint)
    /// Under two fingers: a pinch (with a turn) the card chases (`ZoomPinchModel`).
    case pinching(ZoomPinchModel)
    /// Moving on its own toward a landing (after a release, or a dismissal without a drag).
    case settling(ZoomSettle, ZoomLanding)
    /// A Reduce Motion cross-fade toward a landing.
    case fading(ZoomFade, ZoomLanding)
    /// Held by a resting finger where it was drawn when the finger landed: the settle it stopped, restarted at
    /// rest from that frame, toward the same landing (`opening` tells an opening from a spring back or a flight
    /// back).
    case caught(ZoomSettle, ZoomLanding, opening: Bool)
}

/// An input to `ZoomMotion`. Every event carries the time it happened, s.
package enum ZoomMotionEvent: Equatable, Sendable {
    /// The presentation (or push) starts: from `geometry`'s source to full screen in `style`.
    case open(ZoomGeometry, spring: SpringCurve, style: ZoomMotionStyle, at: Double)
    /// A dismissal (or pop) without a drag starts from wherever the zoom is, at its velocity, toward
    /// `geometry`'s source (or the fallback); from rest its spring starts 20 ms in, as iOS's
    /// (`ZoomDeviceLook/popLeadTime`).
    case close(ZoomGeometry, spring: SpringCurve, style: ZoomMotionStyle, at: Double)
    /// The zoom is at rest, full screen, drawn as `frame` (a push that completed without the zoom's motion).
    case rest(ZoomFrame, at: Double)
    /// A finger touched the zoom: a moving zoom is caught where it was last drawn.
    case touchDown(at: Double)
    /// The finger lifted without dragging: a caught zoom continues toward its landing.
    case touchUp(at: Double)
    /// A drag took hold of the zoom where it is; `location` is where the finger went down, `containerSize`
    /// sets the gesture's length, `gesture` which gesture it is (its law and dead zone: the dead zone applies
    /// to a zoom at rest, a moving zoom is taken at once), `isRightToLeft` where the back is for the swipes.
    case dragBegan(
        location: CGPoint, containerSize: CGSize, behavior: ZoomDragBehavior, gesture: ZoomDismissGesture = .pan,
        isRightToLeft: Bool = false, at: Double)
    /// The finger moved; translation since the finger went down (the dead zone included).
    case dragChanged(translation: CGPoint, at: Double)
    /// The finger lifted: into `geometry`'s source at `velocity` when `dismissing`, else a spring back.
    case dragEnded(
        translation: CGPoint, velocity: CGPoint, toward: ZoomGeometry, dismissing: Bool, style: ZoomMotionStyle,
        at: Double)
    /// A two-finger pinch took hold of the zoom where it is (past its dead zone, see
    /// `ZoomPinchModel.begins(fingerScale:startDistance:)`): the fingers' scale and rotation (radians) from
    /// touch-down, their focal point in the container.
    case pinchBegan(fingerScale: Double, rotation: Double, focal: CGPoint, at: Double)
    /// The pinching fingers moved.
    case pinchChanged(fingerScale: Double, rotation: Double, focal: CGPoint, at: Double)
    /// The fingers lifted: into `geometry`'s source when `dismissing` (a fade where it is with
    /// `ZoomMotionStyle.fade`), else back to full screen; from the card as drawn, at its velocity.
    case pinchEnded(toward: ZoomGeometry, dismissing: Bool, style: ZoomMotionStyle, at: Double)
    /// The container changed size; `geometry` is rebuilt for the new full-screen frame.
    case resize(ZoomGeometry, at: Double)
    /// A display frame.
    case tick(at: Double)
    /// The zoom left the screen without landing (removed with a presentation below it).
    case end
}

/// What a `ZoomMotion` event leads to.
package enum ZoomMotionOutcome: Hashable, Sendable {
    /// Nothing to react to.
    case none
    /// The motion arrived; draw the frame, then complete the transition.
    case landed(ZoomLanding)
}

extension ZoomFrame {
    /// This frame with the zoom and the dimming fully transparent, without shadow or source copy and with the
    /// covered page at full size (where a Reduce Motion fade starts or ends).
    public var fadedOut: ZoomFrame {
        var faded = self
        faded.alpha = 0
        faded.dimmingAlpha = 0
        faded.sourceAlpha = 0
        faded.shadowAlpha = 0
        faded.coveredScale = 1
        return faded
    }
}

/// The Reduce Motion cross-fade: the zoom stays where it is while its alpha, the dimming, the source copy and the
/// shadow go from `from`'s to `to`'s along an ease-in-out curve; the covered page stays whole (scale 1).
package struct ZoomFade: Hashable, Sendable {
    /// The fade's length, s: about 140 ms, opening and closing alike (`ZoomDeviceLook/reduceMotionFadeDuration`;
    /// DEVICE-FACTS.md, "Zoom transition (iOS 18+), non-interactive", Reduce Motion).
    public static let duration = ZoomDeviceLook.reduceMotionFadeDuration

    /// Where it starts.
    public let from: ZoomFrame
    /// Where it ends.
    public let to: ZoomFrame
    private var animation = TimedAnimation(from: 0, to: 1, duration: ZoomFade.duration, curve: .easeInOut)

    /// A fade from `from` to `to`.
    public init(from: ZoomFrame, to: ZoomFrame) {
        self.from = from
        self.to = to
    }

    /// The frame now: `from`'s geometry with alpha and dimming interpolated.
    public var current: ZoomFrame {
        let t = min(max(animation.value, 0), 1)
        var frame = from
        frame.alpha = from.alpha + (to.alpha - from.alpha) * t
        frame.dimmingAlpha = from.dimmingAlpha + (to.dimmingAlpha - from.dimmingAlpha) * t
        frame.sourceAlpha = from.sourceAlpha + (to.sourceAlpha - from.sourceAlpha) * t
        frame.shadowAlpha = from.shadowAlpha + (to.shadowAlpha - from.shadowAlpha) * t
        frame.coveredScale = 1  // nothing moves under Reduce Motion: the covered page stays whole
        return frame
    }

    /// Whether the fade is over.
    public var isFinished: Bool { animation.isFinished }

    /// Advances the fade by `seconds`.
    public mutating func advance(by seconds: Double) { animation.advance(by: seconds) }
}
