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
