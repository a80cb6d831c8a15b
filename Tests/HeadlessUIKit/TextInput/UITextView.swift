#if os(Linux)
import Foundation

/// Hears about editing in a text view and may veto it (UIKit's `UITextViewDelegate`). Every method is
/// optional in Objective-C; here each has UIKit's "not implemented" behaviour as its default. Assign it
/// to the text view's `delegate` (declared by `UIScrollView`).
@preconcurrency @MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin; default `true`.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end; default `true` (ignored by `endEditing(true)`).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` (UTF-16) may be replaced by `text`; default `true`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Default: `true`.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Default: `true`.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Default: nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Default: nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Default: `true`.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// Default: nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Default: nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// Scrollable, multi-line editable text (UIKit's `UITextView`, iOS 2+).
///
/// Editing works as `UITextField`'s does (delegate questions, `textDidBeginEditingNotification` …,
/// the simulated keyboard), with `isEditable` (default `true`) gating it; the delegate is the scroll
/// view's `delegate` when it conforms to `UITextViewDelegate`. Setting `text` in code notifies nobody;
/// the Linux-only `simulateTyping(_:)` stands in for the user. Nothing is drawn or laid out as text.
@preconcurrency @MainActor open class UITextView: UIScrollView, UITextInputTraits, HeadlessKeyboardClient {
    /// Posted after the view became first responder; the object is the view.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted after the user changed the text; the object is the view.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted after the view resigned first responder; the object is the view.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")

    /// A text view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decoding is not supported on Linux: a text view with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The text; `""` by default, and `""` after setting `nil`.
    open var text: String! {
        get { textStorage }
        set { textStorage = newValue ?? "" }
    }
    private var textStorage = ""

    /// The text as an attributed string (attributes are not kept on Linux).
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: textStorage) }
        set { textStorage = newValue?.string ?? "" }
    }

    /// The font; default `nil` (UIKit then uses its 12-pt default).
    open var font: UIFont?
    /// The text color; default `nil` (UIKit then uses black / `.label`).
    open var textColor: UIColor?
    /// The text alignment; default `.natural`.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the user may edit; default `true`. A non-editable view cannot become first responder.
    open var isEditable: Bool = true
    /// Whether the user may select; default `true` (stored only).
    open var isSelectable: Bool = true
    /// Insets of the text inside the view; default (8, 0, 8, 0), as UIKit's (stored only).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// A custom input view replacing the keyboard; default `nil` (stored only).
    open var inputView: UIView?
    /// A view above the keyboard; default `nil` (stored only).
    open var inputAccessoryView: UIView?

    /// Whether the view is first responder.
    private var editing = false

    // MARK: - Text input traits (stored)

    /// The keyboard asked for; default `.default`.
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title; default `.default`.
    open var returnKeyType: UIReturnKeyType = .default
    /// Automatic capitalization; default `.sentences`.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Autocorrection; default `.default`.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Spell checking; default `.default`.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The keyboard's appearance; default `.default`.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Whether typed text is hidden; default `false`.
    open var isSecureTextEntry: Bool = false
    /// Whether the return key is disabled while the text is empty; default `false`.
    open var enablesReturnKeyAutomatically: Bool = false
    /// The content's meaning for AutoFill; default `nil`.
    open var textContentType: UITextContentType! = nil

    private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    // MARK: - Responder

    /// `true` while editable.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing: `false` outside a window, when not editable, or when the delegate refuses.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder, textDelegate?.textViewShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        editing = true
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        HeadlessTextInput.didBeginEditing(in: window)
        return true
    }

    /// Ends editing: `false` when the delegate refuses (unless forced by `endEditing(true)`).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if !HeadlessFirstResponder.isForcingResignation {
            guard textDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        }
        guard super.resignFirstResponder() else { return false }
        editing = false
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        HeadlessTextInput.didEndEditing(in: window)
        return true
    }

    /// Linux-only: the user types `string` at the end of the text while editing; the delegate's
    /// `textView(_:shouldChangeTextIn:replacementText:)` may refuse, else the text changes,
    /// `textViewDidChange` is called and `textDidChangeNotification` posted. Returns whether it changed.
    @discardableResult
    public func simulateTyping(_ string: String) -> Bool {
        guard editing else { return false }
        let range = NSRange(location: textStorage.utf16.count, length: 0)
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else {
            return false
        }
        textStorage += string
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        return true
    }
}
#endif
