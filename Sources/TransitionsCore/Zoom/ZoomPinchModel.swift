import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The zoom under two fingers: a pinch (with a turn) that shrinks the card toward its source, as iOS 18–26's
/// zoom does it.
///
/// **Dead zone.** Nothing happens until the fingers' distance has changed by ``deadZone`` (8.7 pt) from
/// touch-down, and only a closing pinch begins: a pinch that only spreads, or a turn alone, never takes the card
/// (``begins(fingerScale:startDistance:)``).
///
/// **Following.** From the moment it begins, the card's scale is the fingers' scale relative to that moment,
/// banded into [``minimumScale``, 1] (spreading beyond full size does nothing; below the floor it gives a little,
/// ``cardScale(relativeScale:)``); it turns with the fingers' rotation and moves with their focal point 1:1,
/// scaled and turned about where the focal point was when it began. The card does not jump to the fingers:
/// scale, turn and focal point each chase the fingers on ``trackingSpring`` (ω 45), two to three frames behind.
///
/// **Release.** ``releaseDecision(velocity:)``: the fingers' scale from touch-down below ``commitFingerScale``
/// (0.5), or a downward drag of the focal point projected by `ZoomDeviceMotion.releaseProjectionTime` beyond
/// ``commitDragDistance`` (200 pt), lands in the source; anything else springs back. ``settle(to:placement:landing:)``
/// starts that motion from the card as drawn, at its velocity (so a fast pinch lands sooner), un-turning it on the
/// way.
///
/// Pure value type, time passed in (s); container coordinates (y down), radians. Non-finite inputs count as
/// their neutral value (scale 1, rotation 0, the previous focal point); allocation-free.
package struct ZoomPinchModel: Hashable, Sendable {
    /// The fingers' distance must change by 8.7 pt before the card moves: half the platform's touch slop
    /// (DEVICE-FACTS.md, "Measured iOS behaviours this package lacks altogether", pinch item: "holds until the
    /// fingers' distance changes by 8.7 pt").
    public static let deadZone: Double = 8.7

    /// The card scale at full dismissal progress: progress = (1 − s)/(1 − 0.25) (DEVICE-FACTS.md, "The zoom, as
    /// UIKit's code defines it", pinch scale).
    public static let minimumScale: Double = 0.25

    /// How far below ``minimumScale`` the card can be pressed, as a share of full size: at most 0.1 (UIKit's
    /// band stretchiness −0.1 below the range; DEVICE-FACTS.md, "The zoom, as UIKit's code defines it", pinch
    /// scale "banded to [0.25, 1] with stretchiness −0.1 / 0.75"). Read as the band's extent below the floor,
    /// with ``floorBandCoefficient`` its slope there.
    public static let floorBandExtent: Double = 0.1

    /// The band's slope just below ``minimumScale``: 0.75 (same row, the second stretchiness).
    public static let floorBandCoefficient: Double = 0.75

    /// A release with the fingers' scale (from touch-down) below 0.5 lands in the source (DEVICE-FACTS.md, "The
    /// zoom, as UIKit's code defines it", pinch commit: "fingers' scale < 0.5"; recordings: 0.515 sprang back,
    /// 0.494 landed). No projection of the scale.
    public static let commitFingerScale: Double = 0.5

    /// A release whose focal point, projected by `ZoomDeviceMotion.releaseProjectionTime`, has moved down more
    /// than 200 pt lands too (DEVICE-FACTS.md, "The zoom, as UIKit's code defines it", pinch commit: "or a
    /// downward drag projected > 200 pt").
    public static let commitDragDistance: Double = 200

    /// The chase of the card after the fingers: ω 45 rad/s, ζ 0.85, two to three frames behind (DEVICE-FACTS.md,
    /// "Zoom interactive dismissal", tracking lag: "a spring of ω 45, ζ 0.7–1.0"; ζ the middle of that range).
    public static let trackingSpring = SpringCurve(response: 2 * Double.pi / 45, dampingRatio: 0.85)

    /// A committed pinch lands on ω 16.5 rad/s, ζ 0.67: the spring whose overshoot is the ~6 % and whose 98 % point
    /// is the ~180 ms a pinch released at rest shows (DEVICE-FACTS.md, "Measured iOS behaviours this package lacks
    /// altogether", pinch item: "landing ~180 ms at rest with ~6 % overshoot"; ζ from the overshoot,
    /// e^(−ζπ/√(1−ζ²)) = 0.06, ω from the time). Quicker and bouncier than a pan's landing
    /// (`ZoomDeviceMotion.landingSpring`); a fast pinch lands sooner still through its release velocity.
    public static let landingSpring = SpringCurve(response: 2 * Double.pi / 16.5, dampingRatio: 0.67)

    /// How close the chased scale and turn must be to the fingers' to count as caught up: 0.001 (0.4 pt of a
    /// 400 pt card; 0.06°).
    public static let unitRestDistance: Double = 1e-3

    /// The card when the pinch began (sanitized).
    public let start: ZoomFrame
    /// The fingers' scale from touch-down when the pinch began (distance / touch-down distance).
    public let beginFingerScale: Double
    /// The fingers' rotation from touch-down when the pinch began, radians.
    public let beginRotation: Double
    /// The fingers' focal point when the pinch began, container points: the pivot of the scale and the turn.
    public let beginFocal: CGPoint

    /// The fingers' latest scale from touch-down.
    public private(set) var fingerScale: Double
    /// The fingers' latest focal point.
    public private(set) var focal: CGPoint
    /// The focal point's latest velocity, pt/s (from the last two updates).
    public private(set) var focalVelocity: CGPoint = .zero
    /// The time of the latest update or advance, s.
    public private(set) var time: Double

    private var scale: SpringAnimation
    private var turn: SpringAnimation
    private var offsetX: SpringAnimation
    private var offsetY: SpringAnimation

    /// Whether fingers whose scale from touch-down is `fingerScale`, having started `startDistance` pt apart,
    /// have closed by ``deadZone`` or more (spreading never begins a pinch). A non-finite or non-positive distance
    /// counts the scale alone against 1 − 8.7/300 (the recorded fingers' spacing, about 300 pt).
    public static func begins(fingerScale: Double, startDistance: Double) -> Bool {
        guard fingerScale.isFinite, fingerScale > 0 else { return false }
        let distance = startDistance.isFinite && startDistance > 0 ? startDistance : 300
        return (1 - fingerScale) * distance >= deadZone - 1e-9  // a closing of exactly 8.7 pt counts
    }

    /// A pinch that begins now (`time`, s) on the card `start`, with the fingers at `fingerScale` and `rotation`
    /// from touch-down and their focal point at `focal`.
    public init(start: ZoomFrame, fingerScale: Double, rotation: Double, focal: CGPoint, time: Double) {
        let start = start.sanitized
        self.start = start
        let scale = Self.finiteScale(fingerScale)
        beginFingerScale = scale
        beginRotation = rotation.isFinite ? rotation : 0
        let focal = ZoomMath.sanitizedPoint(focal, or: CGPoint(x: start.clip.midX, y: start.clip.midY))
        beginFocal = focal
        self.fingerScale = scale
        self.focal = focal
        self.time = time.isFinite ? time : 0
        let spring = Self.trackingSpring
        var chase = SpringAnimation(spring: spring, from: 1, to: 1)
        chase.restDistance = Self.unitRestDistance
        self.scale = chase
        var turn = SpringAnimation(spring: spring, from: 0, to: 0)
        turn.restDistance = Self.unitRestDistance
        self.turn = turn
        offsetX = SpringAnimation(spring: spring, from: 0, to: 0)
        offsetY = SpringAnimation(spring: spring, from: 0, to: 0)
    }

    // MARK: - Following

    /// The card's scale for fingers at `relativeScale` of their distance when the pinch began: 1 at and above 1
    /// (spreading does nothing), itself down to ``minimumScale``, then banded toward
    /// `minimumScale − floorBandExtent`. NaN gives 1.
    public static func cardScale(relativeScale: Double) -> Double {
        guard !relativeScale.isNaN else { return 1 }
        let floor = minimumScale
        if relativeScale >= 1 { return 1 }
        if relativeScale >= floor { return relativeScale }
        return floor
            - RubberBand.offset(
                forOvershoot: floor - relativeScale, dimension: floorBandExtent, coefficient: floorBandCoefficient)
    }

    /// The fingers moved (`time`, s): scale and rotation from touch-down, focal point in the container.
    public mutating func update(fingerScale: Double, rotation: Double, focal: CGPoint, time: Double) {
        advance(to: time)
        let newFocal = ZoomMath.sanitizedPoint(focal, or: self.focal)
        self.fingerScale = Self.finiteScale(fingerScale)
        if let last = lastUpdate, time.isFinite, time - last > 1e-4 {
            let dt = time - last
            focalVelocity = CGPoint(x: (newFocal.x - self.focal.x) / dt, y: (newFocal.y - self.focal.y) / dt)
        }
        if time.isFinite { lastUpdate = time }
        self.focal = newFocal
        scale.retarget(to: Self.cardScale(relativeScale: self.fingerScale / beginFingerScale))
        turn.retarget(to: rotation.isFinite ? rotation - beginRotation : turn.target)
        offsetX.retarget(to: Double(newFocal.x - beginFocal.x))
        offsetY.retarget(to: Double(newFocal.y - beginFocal.y))
    }

    private var lastUpdate: Double?

    /// Moves the chase forward to `time` (s); a time that is not later is ignored.
    public mutating func advance(to time: Double) {
        guard time.isFinite, time > self.time else { return }
        let step = time - self.time
        self.time = time
        scale.advance(by: step)
        turn.advance(by: step)
        offsetX.advance(by: step)
        offsetY.advance(by: step)
    }

    /// Whether the chase has caught up with the fingers (no frames are needed until they move again).
    public var isCaughtUp: Bool { scale.isSettled && turn.isSettled && offsetX.isSettled && offsetY.isSettled }

    /// The card's scale as drawn now (chasing the fingers).
    public var currentScale: Double { scale.value }

    /// The card's turn as drawn now, radians.
    public var currentRotation: Double { turn.value }

    /// The dismissal progress as drawn, 0…1: (1 − scale)/(1 − ``minimumScale``) (UIKit's pinch progress).
    public var progress: Double { Self.progress(cardScale: scale.value) }

    /// UIKit's pinch progress for a card `cardScale`: (1 − s)/(1 − ``minimumScale``), clamped into 0…1.
    public static func progress(cardScale: Double) -> Double {
        guard cardScale.isFinite else { return 0 }
        return min(max((1 - cardScale) / (1 - minimumScale), 0), 1)
    }

    /// The card as drawn now: the start scaled by the chased scale and turned by the chased rotation about the
    /// focal point where the pinch began, then moved with the focal point; corners scaled with it; dimming
    /// `start × (1 − progress)`.
    public var frame: ZoomFrame {
        let c = CGFloat(scale.value)
        let angle = CGFloat(turn.value)
        let offset = CGPoint(x: offsetX.value, y: offsetY.value)
        let arm = CGPoint(x: (start.clip.midX - beginFocal.x) * c, y: (start.clip.midY - beginFocal.y) * c)
        let (sine, cosine) = (sin(angle), cos(angle))
        let center = CGPoint(
            x: beginFocal.x + offset.x + cosine * arm.x - sine * arm.y,
            y: beginFocal.y + offset.y + sine * arm.x + cosine * arm.y)
        var frame = start
        frame.clip = ZoomMath.rect(
            center: center, size: CGSize(width: start.clip.width * c, height: start.clip.height * c))
        let contentCenter = CGPoint(
            x: center.x + (start.content.midX - start.clip.midX) * c,
            y: center.y + (start.content.midY - start.clip.midY) * c)
        frame.content = ZoomMath.rect(
            center: contentCenter, size: CGSize(width: start.content.width * c, height: start.content.height * c))
        frame.contentScale = start.contentScale * c
        frame.cornerRadius = ZoomMath.cornerRadius(start.cornerRadius * c, fitting: frame.clip)
        frame.rotation = start.rotation + angle
        frame.dimmingAlpha = start.dimmingAlpha * (1 - progress)
        return frame
    }

    /// How fast the drawn card's clip moves now, pt/s: the exact derivative of ``frame``'s clip under the chase.
    public var frameVelocity: ZoomFrameVelocity {
        let c = scale.value
        let dc = scale.velocity
        let angle = turn.value
        let dAngle = turn.velocity
        let ax = Double(start.clip.midX - beginFocal.x)
        let ay = Double(start.clip.midY - beginFocal.y)
        let (sine, cosine) = (sin(angle), cos(angle))
        // d/dt [R(θ)·c·a] = R(θ)·ċ·a + R'(θ)·θ̇·c·a
        let vx = offsetX.velocity + dc * (cosine * ax - sine * ay) + c * dAngle * (-sine * ax - cosine * ay)
        let vy = offsetY.velocity + dc * (sine * ax + cosine * ay) + c * dAngle * (cosine * ax - sine * ay)
        return ZoomFrameVelocity(
            midX: vx, midY: vy, width: dc * Double(start.clip.width), height: dc * Double(start.clip.height)
        ).sanitized
    }

    // MARK: - Release

    /// Whether letting go now lands the card in its source: the fingers' scale from touch-down is below
    /// ``commitFingerScale``, or the focal point's downward travel projected by
    /// `ZoomDeviceMotion.releaseProjectionTime` at `velocity` (pt/s; default the focal point's own, from its
    /// last two updates) exceeds ``commitDragDistance``.
    public func releaseDecision(velocity: CGPoint? = nil) -> ZoomReleaseDecision {
        if fingerScale < Self.commitFingerScale { return .finish }
        let vy = velocity.map { $0.y.isFinite ? Double($0.y) : 0 } ?? Double(focalVelocity.y)
        let travel = Double(focal.y - beginFocal.y) + vy * ZoomDeviceMotion.releaseProjectionTime
        return travel > Self.commitDragDistance ? .finish : .cancel
    }

    /// The motion after the release, from the card as drawn at its velocity: into `target` (the source's frame,
    /// `ZoomGeometry.frame(at:)` at 0) on ``landingSpring`` when `landing` is `ZoomLanding.dismissed`, else
    /// back to `target` (full screen) on `ZoomDeviceMotion.cancelSpring`. The turn goes back to the target's
    /// with the settle's fraction, in step with the scale.
    public func settle(to target: ZoomFrame, placement: ZoomContentPlacement, landing: ZoomLanding) -> ZoomSettle {
        let spring = landing == .dismissed ? Self.landingSpring : ZoomDeviceMotion.cancelSpring
        return ZoomSettle(from: frame, velocity: frameVelocity, to: target, placement: placement, spring: spring)
    }

    private static func finiteScale(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 1
    }
}

extension ZoomPinchModel {
    /// Hashes the pinch's start and the fingers' latest values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(start)
        hasher.combine(beginFingerScale)
        hasher.combine(beginRotation)
        hasher.combine(point: beginFocal)
        hasher.combine(fingerScale)
        hasher.combine(point: focal)
        hasher.combine(time)
    }
}
