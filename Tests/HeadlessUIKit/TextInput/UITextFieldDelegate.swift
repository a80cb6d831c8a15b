#if os(Linux)
import Foundation

/// Hears about editing in a text field and may veto it (UIKit's `UITextFieldDelegate`). Every method is
/// optional in Objective-C; here each has UIKit's "not implemented" behaviour as its default (allow,
/// do nothing).
@preconcurrency @MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether editing may begin; default `true`.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began (the field is first responder).
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end; default `true` (ignored by `endEditing(true)`).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended for `reason` (iOS 10+); the default calls `textFieldDidEndEditing(_:)`, as UIKit
    /// calls that one when this one is not implemented.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16) may be replaced by `string`; default `true`.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// Whether the clear button may clear the text; default `true`.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the field handles the return key; default `true`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The selection changed (iOS 13+).
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    /// Default: `true`.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Default: `true`.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Default: calls `textFieldDidEndEditing(_:)`.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Default: `true`.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Default: `true`.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Default: `true`.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}
#endif
