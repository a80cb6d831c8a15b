#if os(Linux)
import Foundation

/// A continuous recognizer for two fingers turning around each other (UIKit's `UIRotationGestureRecognizer`,
/// iOS 3.2+), declared only: real UIKit code checks for it (`is UIRotationGestureRecognizer`) when arbitrating
/// its own gestures, and nothing in this package's tests or guides rotates. It never recognizes here.
@preconcurrency @MainActor open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation since the start, in radians, clockwise positive; default 0.
    open var rotation: CGFloat = 0

    /// How fast `rotation` changes, in radians per second; always 0 here.
    open var velocity: CGFloat { 0 }
}
#endif
