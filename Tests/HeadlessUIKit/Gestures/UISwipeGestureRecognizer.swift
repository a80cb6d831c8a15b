#if os(Linux)
import Foundation

/// A discrete recognizer for a quick, straight finger movement (UIKit's `UISwipeGestureRecognizer`, iOS 3.2+),
/// declared only: real UIKit code checks for it (`is UISwipeGestureRecognizer`) when arbitrating its own
/// gestures, and nothing in this package's tests or guides swipes. It never recognizes here.
@preconcurrency @MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe (UIKit's `UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The bit mask.
        public let rawValue: UInt

        /// A direction set from raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Towards the right (increasing x).
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left (decreasing x).
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards (decreasing y).
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards (increasing y).
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions; default `.right`.
    open var direction: UISwipeGestureRecognizer.Direction = .right

    /// Fingers that must swipe together; default 1.
    open var numberOfTouchesRequired: Int = 1
}
#endif
