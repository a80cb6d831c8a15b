#if os(Linux)
import Foundation

extension HeadlessBehavior {
    /// Duration of the standard push and pop slide, s; default 0.35 (UIKit does not document it; unconfirmed).
    public static var standardNavigationTransitionDuration =
        HeadlessSwitches.launch.standardNavigationTransitionDuration

    /// Horizontal release velocity past which the edge-swipe back finishes the pop whatever its progress,
    /// pt/s; default 300 (undocumented; unconfirmed). Slower releases finish past half the width.
    public static var interactivePopCompletionVelocity = HeadlessSwitches.launch.interactivePopCompletionVelocity
}
#endif
