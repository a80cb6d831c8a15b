#if os(Linux)
import Foundation

extension UIGestureRecognizer {
    /// The modifier keys held during the gesture (iOS 13.4+); none for simulated touches.
    public var modifierFlags: UIKeyModifierFlags { [] }

    /// The pointer buttons pressed during the gesture (iOS 13.4+); none for simulated touches.
    public var buttonMask: UIEventButtonMask { [] }
}
#endif
