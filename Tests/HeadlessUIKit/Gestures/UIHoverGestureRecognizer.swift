#if os(Linux)
import Foundation

/// A continuous recognizer for a pointer or Apple Pencil hovering over a view (UIKit's
/// `UIHoverGestureRecognizer`, iOS 13+). HeadlessUIKit simulates fingers only, never hovering, so it never
/// leaves `.possible` unless its subclass or a test sets `state`; its readings are those of no hover.
@preconcurrency @MainActor open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The Pencil's distance above the screen, normalized 0…1 (iOS 16.1+); 0.
    open var zOffset: CGFloat { 0 }

    /// The Pencil's altitude angle, radians (iOS 16.4+); π/2 (perpendicular to the screen).
    open var altitudeAngle: CGFloat { .pi / 2 }

    /// The Pencil's azimuth angle in `view`'s coordinates, radians (iOS 16.4+); 0.
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }

    /// The Pencil's azimuth direction as a unit vector in `view`'s coordinates (iOS 16.4+); (1, 0).
    open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }
}
#endif
