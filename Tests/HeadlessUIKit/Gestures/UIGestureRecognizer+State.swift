#if os(Linux)
import Foundation

extension UIGestureRecognizer {
    /// The states of a recognizer (UIKit's `UIGestureRecognizer.State`, iOS 3.2+).
    ///
    /// Continuous gestures (pan) go `possible → began → changed… → ended` (or `cancelled`); discrete
    /// gestures (tap) go `possible → recognized`. Any of them may go `possible → failed`. Once a gesture is
    /// over and its touches have ended, the recognizer returns to `possible`.
    public enum State: Int, Sendable {
        /// Not yet recognized; the default.
        case possible = 0
        /// A continuous gesture started.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// A continuous gesture ended, or a discrete gesture was recognized.
        case ended = 3
        /// A continuous gesture was cancelled.
        case cancelled = 4
        /// The touches could not be recognized as this gesture.
        case failed = 5

        /// A discrete gesture was recognized; the same value as `.ended`.
        public static var recognized: UIGestureRecognizer.State { .ended }
    }
}

extension UIGestureRecognizer.State {
    /// Whether the gesture is over (`ended`, `cancelled` or `failed`).
    var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Whether a continuous gesture is in progress (`began` or `changed`).
    var isInProgress: Bool { self == .began || self == .changed }

    /// Whether this state sends actions to targets.
    var sendsActions: Bool { self == .began || self == .changed || self == .ended || self == .cancelled }
}
#endif
