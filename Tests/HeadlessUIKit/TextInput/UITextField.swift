#if os(Linux)
import Foundation

/// A single line of editable text (UIKit's `UITextField`, iOS 2+).
///
/// Editing follows UIKit: `becomeFirstResponder()` (only in a window, only when enabled) asks the
/// delegate's `textFieldShouldBeginEditing`, then calls `textFieldDidBeginEditing`, sends
/// `.editingDidBegin` and posts `textDidBeginEditingNotification`; resigning mirrors it with
/// `textFieldShouldEndEditing` (skipped by `endEditing(true)`), `textFieldDidEndEditing(_:reason:)`,
/// `.editingDidEnd` and `textDidEndEditingNotification` (the order within each step is HeadlessUIKit's
/// choice). Editing brings up the simulated keyboard (`HeadlessTextInput`). Setting `text` in code
/// notifies nobody, as in UIKit; the Linux-only `simulateTyping(_:)`, `simulateReturnKey()` and
/// `simulateClearButton()` stand in for the user. Nothing is drawn; `intrinsicContentSize` measures the
/// text (or placeholder) with `HeadlessTextMetrics`, plus 7 × 6.5 pt of padding for `.roundedRect`
/// (34 pt tall with the 17 pt system font, as UIKit's rounded field).
@preconcurrency @MainActor open class UITextField: UIControl, UITextInputTraits, HeadlessKeyboardClient {
    /// The border drawn around the field (UIKit's `UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable {
        /// No border (the default).
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezel.
        case bezel = 2
        /// A rounded rectangle.
        case roundedRect = 3
    }

    /// When an overlay view (clear button, left or right view) shows (UIKit's `UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// Only while editing.
        case whileEditing = 1
        /// Only while not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Why editing ended (UIKit's `UITextField.DidEndEditingReason`, iOS 10+).
    public enum DidEndEditingReason: Int, Sendable {
        /// The user or code ended editing.
        case committed = 0
        /// Editing was cancelled (not produced on Linux).
        case cancelled = 1
    }

    /// Posted after the field became first responder; the object is the field.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted after the user changed the text; the object is the field.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted after the field resigned first responder; the object is the field.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")

    private var textStorage = ""
    private var editing = false

    /// A field with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decoding is not supported on Linux: a field with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The text; `""` by default, and `""` is read back after setting `nil`, as UIKit does.
    open var text: String? {
        get { textStorage }
        set {
            textStorage = newValue ?? ""
            invalidateIntrinsicContentSize()
        }
    }

    /// The text as an attributed string (attributes are not kept on Linux).
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: textStorage) }
        set { text = newValue?.string }
    }

    /// Shown while the text is empty; default `nil`.
    open var placeholder: String? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The placeholder as an attributed string (attributes are not kept on Linux).
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }

    /// The font; the 17-pt system font by default; setting `nil` restores it.
    open var font: UIFont? {
        get { fontStorage }
        set {
            fontStorage = newValue ?? .systemFont(ofSize: 17)
            invalidateIntrinsicContentSize()
        }
    }
    private var fontStorage: UIFont = .systemFont(ofSize: 17)

    /// The text color; `.label` by default.
    open var textColor: UIColor? = .label
    /// The text alignment; default `.natural`.
    open var textAlignment: NSTextAlignment = .natural
    /// The border; default `.none`.
    open var borderStyle: UITextField.BorderStyle = .none {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// When the clear button shows; default `.never`.
    open var clearButtonMode: UITextField.ViewMode = .never
    /// Whether beginning to edit clears the text; default `false`.
    open var clearsOnBeginEditing: Bool = false
    /// Whether the font shrinks to fit the width; default `false` (stored only).
    open var adjustsFontSizeToFitWidth: Bool = false
    /// The smallest font size when shrinking; default 0 (stored only).
    open var minimumFontSize: CGFloat = 0
    /// A view on the leading side; default `nil` (stored only).
    open var leftView: UIView?
    /// When `leftView` shows; default `.never`.
    open var leftViewMode: UITextField.ViewMode = .never
    /// A view on the trailing side; default `nil` (stored only).
    open var rightView: UIView?
    /// When `rightView` shows; default `.never`.
    open var rightViewMode: UITextField.ViewMode = .never
    /// A custom input view replacing the keyboard; default `nil` (stored only).
    open var inputView: UIView?
    /// A view above the keyboard; default `nil` (stored only).
    open var inputAccessoryView: UIView?

    /// The delegate; held weakly, as UIKit does.
    weak open var delegate: (any UITextFieldDelegate)?

    /// Whether the field is being edited (is first responder).
    open var isEditing: Bool { editing }

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

    // MARK: - Responder

    /// `true` while the field is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing (see the type's notes); `false` outside a window, when disabled, or when the
    /// delegate refuses. `true` at once when already editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        editing = true
        if clearsOnBeginEditing { textStorage = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        HeadlessTextInput.didBeginEditing(in: window)
        return true
    }

    /// Ends editing (see the type's notes); `false` when the delegate refuses (unless forced by
    /// `endEditing(true)`).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if !HeadlessFirstResponder.isForcingResignation {
            guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        }
        guard super.resignFirstResponder() else { return false }
        editing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        HeadlessTextInput.didEndEditing(in: window)
        return true
    }

    // MARK: - Simulated user input (Linux-only)

    /// Linux-only: the user types `string` at the end of the text while editing. The delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` may refuse; otherwise the text changes,
    /// `.editingChanged` is sent and `textDidChangeNotification` posted. Returns whether the text changed;
    /// `false` when not editing.
    @discardableResult
    public func simulateTyping(_ string: String) -> Bool {
        guard editing else { return false }
        let range = NSRange(location: textStorage.utf16.count, length: 0)
        return replace(range, with: string)
    }

    /// Linux-only: the user taps the clear button while editing. The delegate's `textFieldShouldClear`
    /// may refuse; otherwise the text empties with `.editingChanged` and `textDidChangeNotification`.
    @discardableResult
    public func simulateClearButton() -> Bool {
        guard editing, delegate?.textFieldShouldClear(self) ?? true else { return false }
        textStorage = ""
        didChangeText()
        return true
    }

    /// Linux-only: the user taps the return key while editing. When the delegate's
    /// `textFieldShouldReturn` allows it, `.editingDidEndOnExit` is sent, and the field resigns when that
    /// event has a registration (UIKit ends editing for an "end on exit" action).
    public func simulateReturnKey() {
        guard editing, delegate?.textFieldShouldReturn(self) ?? true else { return }
        let endsOnExit = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if endsOnExit { resignFirstResponder() }
    }

    private func replace(_ range: NSRange, with string: String) -> Bool {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else {
            return false
        }
        textStorage = (textStorage as NSString).replacingCharacters(in: range, with: string)
        didChangeText()
        return true
    }

    private func didChangeText() {
        invalidateIntrinsicContentSize()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    // MARK: - Sizing

    /// The text (or, while empty, the placeholder) on one line in `font`, plus the border's padding.
    open override var intrinsicContentSize: CGSize {
        let shown = textStorage.isEmpty ? (placeholder ?? "") : textStorage
        let measured = HeadlessTextMetrics.size(of: shown, font: fontStorage, width: nil, maximumLines: 1)
        let lineHeight = HeadlessTextMetrics.lineHeight(for: fontStorage).rounded(.up)
        let padding = borderStyle == .roundedRect ? CGSize(width: 14, height: 13) : .zero
        return CGSize(width: measured.width + padding.width, height: max(measured.height, lineHeight) + padding.height)
    }
}
#endif
