#if os(Linux)
import Foundation

/// Marks the text inputs whose editing shows the simulated keyboard.
@MainActor protocol HeadlessKeyboardClient: AnyObject {}

/// Linux-only: how text fields drive the simulated keyboard (`HeadlessKeyboard`).
///
/// As on a device, a `UITextField` that becomes first responder in a window brings the keyboard up (UIKit's keyboard
/// notifications, `keyboardHeight` tall), and the keyboard goes down on the next run-loop turn after editing ends,
/// unless another text input has become first responder by then (moving between fields posts no hide/show pair).
@MainActor public enum HeadlessTextInput {
    /// Whether text inputs bring up the simulated keyboard; default `true`.
    public static var showsKeyboard = HeadlessSwitches.launch.showsKeyboard

    /// Height of that keyboard in points; default 336, the portrait iPhone keyboard with its predictive
    /// bar and the area below it on a 390 × 844 pt phone (unconfirmed; Apple does not document it).
    public static var keyboardHeight: CGFloat = HeadlessSwitches.launch.keyboardHeight

    static func didBeginEditing(in window: UIWindow?) {
        guard showsKeyboard, let window, HeadlessKeyboard.frame == nil else { return }
        HeadlessKeyboard.show(height: keyboardHeight, in: window)
    }

    static func didEndEditing(in window: UIWindow?) {
        guard let window else { return }
        HeadlessClock.main.schedule(after: 0) { [weak window] in
            guard let window, HeadlessKeyboard.frame != nil,
                !(HeadlessFirstResponder.current is HeadlessKeyboardClient)
            else { return }
            HeadlessKeyboard.hide(in: window)
        }
    }
}

extension UIView {
    /// Makes the first responder in this view's subtree (the view included) resign, and returns whether
    /// it did; `true` when nothing in the subtree is first responder (HeadlessUIKit's choice: nothing is
    /// left editing). With `force`, the responder resigns even if it refuses (`canResignFirstResponder`,
    /// a delegate's `textFieldShouldEndEditing`).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let current = HeadlessFirstResponder.current as? UIView, current.isDescendant(of: self) else {
            return true
        }
        return HeadlessFirstResponder.resign(current, force: force)
    }
}
#endif
