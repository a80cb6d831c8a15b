import Foundation

/// How a render server plays one animated property of a spring settle.
package enum SettleTrackShape: Hashable, Sendable {
    /// The property keeps one value throughout: its model value alone, no animation.
    case constant
    /// The property is an affine function of the spring's position over the whole motion: one spring animation
    /// from its value at the start to its value at the spring's target (Core Animation's `CASpringAnimation` with
    /// the settle's spring) draws it exactly.
    case spring
    /// Anything else (a rubber band, a kink in the dimming, the inset morph, the recede): keyframes of the closed
    /// form.
    case keyframes
}

/// Which parts of a sheet's settle are plain springs of its position (`SettleTrackShape`), decided from composed
/// frames (`SheetComposition`) at probe positions across the whole range the spring covers: its start, its
/// target, its extremes and evenly spread points between them. A part that stays within `tolerance` of the
/// straight line through its start and target values at every probe is a spring (or constant when the two
/// are equal). Pure; allocation-free.
package struct SheetSettleTracks: Hashable, Sendable {
    /// The sheet's frame (its layer's `position` and `bounds`).
    package var frame = SettleTrackShape.constant
    /// The top corner radius.
    package var cornerRadius = SettleTrackShape.constant
    /// The grabber's frame.
    package var grabber = SettleTrackShape.constant
    /// The dimming's opacity.
    package var dimming = SettleTrackShape.constant
    /// The footer's frame (`.constant` without a footer).
    package var footer = SettleTrackShape.constant
    /// The presenting view's recede (its transform, a scale and a translation, and its corners) and the black
    /// backdrop behind it.
    package var presenter = SettleTrackShape.constant

    /// Probes between the spring's extremes (besides the start, the target and the extremes themselves).
    package static let probeCount = 8
    /// How far (pt) a frame may stray from the straight line and still count as a spring: a quarter point, the
    /// error the render server's linear interpolation between 240 Hz keyframes already makes right after a fast
    /// release (`RenderServerSettle.frameRate`), so a spring is never further off the closed form than keyframes.
    /// It lets a rubber-banded overshoot of a few points, or a recede clamped at a detent the spring undershoots
    /// by a point, play as a spring.
    package static let geometryTolerance = 0.25
    /// The same for opacities: half a step of an 8-bit channel.
    package static let alphaTolerance = 0.5 / 255

    package init() {}

    /// Decides the shape of each part of `plan`'s settle; `compose` gives the frame at a raw spring position
    /// (the plan's `height(atRaw:)` composed). Every moving part is keyframes when the spring does not travel (its
    /// start and target closer than `SpringCurve.minimumRelativeVelocityDistance`): a spring animation has no
    /// distance to scale its velocity by; a part that starts and ends alike but moves in between (the spring's
    /// velocity carries it out and back) is found by the probes.
    package init(plan: SheetSettlePlan, compose: (Double) -> SheetComposition) {
        let motion = plan.animation
        let start = motion.value(at: 0)
        let target = motion.target
        let startFrame = compose(start)
        let targetFrame = compose(target)
        var tracks = SheetSettleTracks(start: startFrame, target: targetFrame)
        // A spring that does not travel may still move (a velocity carries it out and back): its moving parts are
        // keyframes, and the probes find the parts that move although they start and end alike.
        let travels = abs(target - start) >= SpringCurve.minimumRelativeVelocityDistance
        if !travels { tracks.demoteMovingToKeyframes() }
        let (low, high) = Self.extremes(of: motion, over: plan.duration)
        for index in 0...(Self.probeCount + 1) {
            let raw = low + (high - low) * Double(index) / Double(Self.probeCount + 1)
            let fraction = travels ? (raw - start) / (target - start) : 0
            tracks.check(compose(raw), at: fraction, start: startFrame, target: targetFrame)
        }
        self = tracks
    }

    /// Constant parts where `start` and `target` agree, springs elsewhere (until a probe says otherwise).
    private init(start: SheetComposition, target: SheetComposition) {
        frame = Self.initial(start.frame == target.frame)
        cornerRadius = Self.initial(start.cornerRadius == target.cornerRadius)
        grabber = Self.initial(start.grabberFrame == target.grabberFrame)
        dimming = Self.initial(start.dimmingAlpha == target.dimmingAlpha)
        footer = Self.initial(start.footerFrame == target.footerFrame)
        presenter = Self.initial(start.presenter == target.presenter)
    }

    private static func initial(_ same: Bool) -> SettleTrackShape { same ? .constant : .spring }

    private mutating func demoteMovingToKeyframes() {
        func demote(_ shape: inout SettleTrackShape) { if shape == .spring { shape = .keyframes } }
        demote(&frame)
        demote(&cornerRadius)
        demote(&grabber)
        demote(&dimming)
        demote(&footer)
        demote(&presenter)
    }

    /// Checks every part of `probe`, `fraction` of the way from the start to the target in spring position.
    private mutating func check(
        _ probe: SheetComposition, at fraction: Double, start: SheetComposition, target: SheetComposition
    ) {
        let geometry = Self.geometryTolerance
        Self.check(&frame, fraction, geometry, start.frame, target.frame, probe.frame)
        Self.check(
            &cornerRadius, fraction, geometry, Double(start.cornerRadius), Double(target.cornerRadius),
            Double(probe.cornerRadius))
        Self.check(&grabber, fraction, geometry, start.grabberFrame, target.grabberFrame, probe.grabberFrame)
        Self.check(&dimming, fraction, Self.alphaTolerance, start.dimmingAlpha, target.dimmingAlpha, probe.dimmingAlpha)
        if let a = start.footerFrame, let b = target.footerFrame, let p = probe.footerFrame {
            Self.check(&footer, fraction, geometry, a, b, p)
        } else if footer == .constant, start.footerFrame != probe.footerFrame {
            footer = .keyframes
        }
        let (a, b, p) = (start.presenter, target.presenter, probe.presenter)
        // The scale in points: how far it moves the farthest edge of a presenting view as large as the container
        // (whose bottom the sheet's frame reaches) from its centre.
        let extent = Double(max(start.frame.maxY, start.frame.width, target.frame.maxY)) / 2
        Self.check(&presenter, fraction, geometry / max(extent, 1), Double(a.scale), Double(b.scale), Double(p.scale))
        Self.check(&presenter, fraction, geometry, Double(a.translationX), Double(b.translationX), Double(p.translationX))
        Self.check(&presenter, fraction, geometry, Double(a.translationY), Double(b.translationY), Double(p.translationY))
        Self.check(&presenter, fraction, geometry, Double(a.cornerRadius), Double(b.cornerRadius), Double(p.cornerRadius))
        Self.check(
            &presenter, fraction, Self.alphaTolerance, Double(a.backdropAlpha), Double(b.backdropAlpha),
            Double(p.backdropAlpha))
    }

    private static func check(
        _ shape: inout SettleTrackShape, _ t: Double, _ tolerance: Double, _ a: CGRect, _ b: CGRect, _ p: CGRect
    ) {
        check(&shape, t, tolerance, Double(a.minX), Double(b.minX), Double(p.minX))
        check(&shape, t, tolerance, Double(a.minY), Double(b.minY), Double(p.minY))
        check(&shape, t, tolerance, Double(a.width), Double(b.width), Double(p.width))
        check(&shape, t, tolerance, Double(a.height), Double(b.height), Double(p.height))
    }

    /// One number: a constant that moved, or a spring off its line, becomes keyframes. NaN counts as off.
    private static func check(
        _ shape: inout SettleTrackShape, _ t: Double, _ tolerance: Double, _ a: Double, _ b: Double, _ p: Double
    ) {
        switch shape {
        case .keyframes:
            return
        case .constant:
            if !(abs(p - a) <= tolerance) { shape = .keyframes }
        case .spring:
            if !(abs(p - (a + (b - a) * t)) <= tolerance) { shape = .keyframes }
        }
    }

    /// The lowest and highest spring positions of `motion` within `duration` (scanned at 120 Hz, the target and
    /// the start included: only the probes' range, where a peak missed by a scan step moves no probe far).
    static func extremes(of motion: SpringAnimation, over duration: Double) -> (low: Double, high: Double) {
        var low = min(motion.value(at: 0), motion.target)
        var high = max(motion.value(at: 0), motion.target)
        let end = duration.isFinite ? max(duration, 0) : 0
        var time = 0.0
        while time < end {
            let value = motion.value(at: time)
            if value.isFinite {
                low = min(low, value)
                high = max(high, value)
            }
            time += 1.0 / 120
        }
        return (low, high)
    }
}
