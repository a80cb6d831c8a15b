#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Where a zoom's motion ends.
enum ZoomLanding: Equatable {
    /// Full screen, presented.
    case presented
    /// On the source (or faded out at the center): the dismissal is over.
    case dismissed
}

/// What a ``ZoomPresentationController`` is doing; each case carries the core model it follows.
enum ZoomPhase {
    /// Not on screen (before the presentation, after the dismissal).
    case idle
    /// The opening animation from the source to full screen.
    case opening(ZoomSettle)
    /// At rest, full screen.
    case presented
    /// Under the finger; the translation is the latest one, container points.
    case tracking(ZoomDragModel, translation: CGPoint)
    /// Moving on its own toward a landing (after a release, or a dismissal without a drag).
    case settling(ZoomSettle, ZoomLanding)
    /// A Reduce Motion cross-fade toward a landing.
    case fading(ZoomFade, ZoomLanding)

    /// Whether a display link is needed.
    var needsFrames: Bool {
        switch self {
        case .opening, .settling, .fading: return true
        case .idle, .presented, .tracking: return false
        }
    }
}

extension ZoomPhase {
    /// The frame drawn in this phase and how fast its clip moves; `nil` at rest (idle, presented).
    var motion: (frame: ZoomFrame, velocity: ZoomFrameVelocity)? {
        switch self {
        case .opening(let settle), .settling(let settle, _): return (settle.currentFrame, settle.frameVelocity)
        case .tracking(let model, let translation): return (model.frame(translation: translation), .zero)
        case .fading(let fade, _): return (fade.current, .zero)
        case .idle, .presented: return nil
        }
    }

    /// Advances the motion by `step` seconds (a flight back is first re-aimed by `follow`, which keeps it on a
    /// moving source); returns where it landed, if it did this frame.
    mutating func advance(by step: Double, following follow: (inout ZoomSettle) -> Void) -> ZoomLanding? {
        switch self {
        case .opening(var settle):
            settle.advance(by: step)
            self = .opening(settle)
            return settle.isSettled ? .presented : nil
        case .settling(var settle, let target):
            if target == .dismissed { follow(&settle) }
            settle.advance(by: step)
            self = .settling(settle, target)
            return settle.isSettled ? target : nil
        case .fading(var fade, let target):
            fade.advance(by: step)
            self = .fading(fade, target)
            return fade.isFinished ? target : nil
        case .idle, .presented, .tracking:
            return nil
        }
    }
}

extension ZoomPhase {
    /// The motion after a drag is let go: into `geometry`'s source at the release velocity when `dismissing`
    /// (a fade out where it is under Reduce Motion), else a spring back to full screen.
    @MainActor static func released(
        _ model: ZoomDragModel, translation: CGPoint, velocity: CGPoint, toward geometry: ZoomGeometry,
        dismissing: Bool
    ) -> ZoomPhase {
        guard dismissing else {
            let back = model.settle(
                translation: translation, velocity: velocity, to: geometry.frame(at: 1), placement: geometry.placement)
            return .settling(back, .presented)
        }
        if UIAccessibility.isReduceMotionEnabled {
            let frame = model.frame(translation: translation)
            return .fading(ZoomFade(from: frame, to: frame.fadedOut), .dismissed)
        }
        let release = model.settle(
            translation: translation, velocity: velocity, to: geometry.frame(at: 0), placement: geometry.placement)
        return .settling(release, .dismissed)
    }
}

extension ZoomFrame {
    /// This frame with the zoom and the dimming fully transparent (where a Reduce Motion fade starts or ends).
    var fadedOut: ZoomFrame {
        var faded = self
        faded.alpha = 0
        faded.dimmingAlpha = 0
        return faded
    }
}

/// The Reduce Motion cross-fade: the zoom stays where it is while its alpha and the dimming go from `from`'s
/// to `to`'s along an ease-in-out curve.
struct ZoomFade {
    /// The fade's length, s: 0.25 s, like the sheets' Reduce Motion fade.
    static let duration = 0.25

    let from: ZoomFrame
    let to: ZoomFrame
    private(set) var animation = TimedAnimation(from: 0, to: 1, duration: ZoomFade.duration, curve: .easeInOut)

    init(from: ZoomFrame, to: ZoomFrame) {
        self.from = from
        self.to = to
    }

    /// The frame now: `from`'s geometry with alpha and dimming interpolated.
    var current: ZoomFrame {
        let t = min(max(animation.value, 0), 1)
        var frame = from
        frame.alpha = from.alpha + (to.alpha - from.alpha) * t
        frame.dimmingAlpha = from.dimmingAlpha + (to.dimmingAlpha - from.dimmingAlpha) * t
        return frame
    }

    var isFinished: Bool { animation.isFinished }

    mutating func advance(by seconds: Double) { animation.advance(by: seconds) }
}
#endif
