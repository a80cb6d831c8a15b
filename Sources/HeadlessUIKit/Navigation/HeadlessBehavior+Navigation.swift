#if os(Linux)
import Foundation

extension HeadlessBehavior {
    /// Duration of the standard push and pop slide, s; default 0.35 (UIKit does not document it; unconfirmed).
    public static var standardNavigationTransitionDuration: TimeInterval = 0.35

    /// Horizontal release velocity past which the edge-swipe back finishes the pop whatever its progress,
    /// pt/s; default 300 (undocumented; unconfirmed). Slower releases finish past half the width.
    public static var interactivePopCompletionVelocity: CGFloat = 300
}
#endif
