import Foundation

/// The gestures that dismiss (or pop) a zoom, as iOS 18–26 install them: the downward pan, the back swipe from
/// the leading edge, the swipe back from anywhere on the page (iOS 26's content swipe) and the pinch. Each one is
/// still for its own dead zone before the card follows; a drag begun while the zoom moves takes it at once.
public enum ZoomDismissGesture: Hashable, Sendable, CaseIterable {
    /// A drag down anywhere on the zoomed screen.
    case pan
    /// A back swipe from the leading edge of the screen (left, or right in a right-to-left layout).
    case edgeSwipe
    /// A back swipe from anywhere on the page (iOS 26), within ±22.5° of the horizontal.
    case contentSwipe
    /// Two fingers pinching the card closed.
    case pinch

    /// How far the finger travels from its touch-down point before the card moves, pt, while the zoom is at
    /// rest (a drag that begins while the zoom moves has none, ``inFlightDeadZone``):
    /// - pan: 20 pt, the top of the measured 16–20 pt (DEVICE-FACTS.md, "Zoom interactive dismissal", pan: when
    ///   the card starts): UIKit's 150 pt commit line counts from touch-down, and only a slop of 19–20 pt puts it
    ///   between the recorded releases at rest (0.914 sprang back, 0.900 landed; same section, pan: commit rule);
    /// - edge swipe: 12 pt (DEVICE-FACTS.md, "Measured iOS behaviours this package lacks altogether", edge back
    ///   swipe that shrinks the zoom);
    /// - content swipe: 18 pt, the zoom page's own reading (same section, back swipe from anywhere on a zoom
    ///   page). The 27 pt read from mid-page belongs to the standard sliding page; with 18 pt the 150 pt commit
    ///   line of UIKit's code falls at scale 0.78, between the recorded 0.796 (back) and 0.779 (landed), while
    ///   27 pt would put it at 0.796, on the side that sprang back;
    /// - pinch: 8.7 pt of change in the fingers' distance (same section, pinch to dismiss).
    public var deadZone: Double {
        switch self {
        case .pan: return 20
        case .edgeSwipe: return 12
        case .contentSwipe: return 18
        case .pinch: return 8.7
        }
    }

    /// The dead zone of a drag that begins while a transition runs (an opening, a spring back): 0, so the
    /// drag takes the card at once (DEVICE-FACTS.md, "The zoom, as UIKit's code defines it", slop while a
    /// transition runs).
    public static let inFlightDeadZone: Double = 0

    /// The half-angle of the cone about the horizontal axis inside which a drag starts the content swipe:
    /// 22.5° (DEVICE-FACTS.md, "The zoom, as UIKit's code defines it", start cone (content swipe)), in radians.
    public static let contentSwipeStartCone: Double = Double.pi / 8

    /// Whether the axis a gesture shrinks the card along is the horizontal one (the back swipes); the pan and
    /// the pinch work along the vertical.
    package var isHorizontal: Bool { self == .edgeSwipe || self == .contentSwipe }
}
