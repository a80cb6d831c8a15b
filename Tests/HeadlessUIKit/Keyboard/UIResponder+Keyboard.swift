#if os(Linux)
import Foundation

// The notification names are nonisolated and the userInfo keys main-actor isolated, as UIKit's interface
// declares them (iOS 18 headers: names `NS_SWIFT_NONISOLATED`, keys not), so reading a key off the main actor
// is diagnosed here exactly as it is on iOS.
extension UIResponder {
    /// Posted before the keyboard appears (or changes size while shown). iOS 2+.
    nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared. iOS 2+.
    nonisolated public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears. iOS 2+.
    nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappeared. iOS 2+.
    nonisolated public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    /// Posted before any keyboard frame change. iOS 5+.
    nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after any keyboard frame change. iOS 5+.
    nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// userInfo key: the keyboard's frame before the change, an `NSValue` holding a `CGRect` in screen
    /// coordinates. iOS 3.2+.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// userInfo key: the keyboard's frame after the change, an `NSValue` holding a `CGRect` in screen
    /// coordinates. iOS 3.2+.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// userInfo key: the animation duration in seconds, an `NSNumber` (Double). iOS 3+.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// userInfo key: the animation curve, an `NSNumber` (UInt) holding a `UIView.AnimationCurve` raw value —
    /// usually the undocumented 7. iOS 3+.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// userInfo key: whether the keyboard belongs to this app, an `NSNumber` (Bool). iOS 9+.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
#endif
