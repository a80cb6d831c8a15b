#if os(Linux)
import Foundation

/// A continuous recognizer for two fingers moving towards or away from each other (UIKit's
/// `UIPinchGestureRecognizer`, iOS 3.2+), declared only: real UIKit code checks for it
/// (`is UIPinchGestureRecognizer`) when arbitrating its own gestures, and nothing in this package's tests or
/// guides pinches. It never recognizes here.
@preconcurrency @MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale factor relative to the fingers' distance at the start; default 1.
    open var scale: CGFloat = 1

    /// How fast `scale` changes, in scale factor per second; always 0 here.
    open var velocity: CGFloat { 0 }
}
#endif
