#if os(Linux)
import Foundation

/// The keyboard a text input asks for (UIKit's `UIKeyboardType`; stored only on Linux).
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard for the current input method.
    case `default` = 0
    /// ASCII characters only.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// URL entry.
    case URL = 3
    /// Digits 0–9.
    case numberPad = 4
    /// A telephone keypad.
    case phonePad = 5
    /// Names and phone numbers.
    case namePhonePad = 6
    /// Email addresses.
    case emailAddress = 7
    /// Digits and a decimal point (iOS 4.1+).
    case decimalPad = 8
    /// Twitter text (iOS 5+).
    case twitter = 9
    /// Web search terms and URLs (iOS 7+).
    case webSearch = 10
    /// ASCII digits only (iOS 10+).
    case asciiCapableNumberPad = 11

    /// The same as `.asciiCapable` (deprecated).
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The title of the keyboard's return key (UIKit's `UIReturnKeyType`; stored only on Linux).
public enum UIReturnKeyType: Int, Sendable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go = 1
    /// "Google".
    case google = 2
    /// "Join".
    case join = 3
    /// "Next".
    case next = 4
    /// "Route".
    case route = 5
    /// "Search".
    case search = 6
    /// "Send".
    case send = 7
    /// "Yahoo".
    case yahoo = 8
    /// "Done".
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "Continue" (iOS 9+).
    case `continue` = 11
}

/// When the shift key is pressed automatically (UIKit's `UITextAutocapitalizationType`; stored only).
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none = 0
    /// The first letter of each word.
    case words = 1
    /// The first letter of each sentence.
    case sentences = 2
    /// Every letter.
    case allCharacters = 3
}

/// Whether autocorrection is on (UIKit's `UITextAutocorrectionType`; stored only).
public enum UITextAutocorrectionType: Int, Sendable {
    /// The input method's default.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether spell checking is on (UIKit's `UITextSpellCheckingType`; stored only).
public enum UITextSpellCheckingType: Int, Sendable {
    /// The input method's default.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// The keyboard's appearance (UIKit's `UIKeyboardAppearance`; stored only).
public enum UIKeyboardAppearance: Int, Sendable {
    /// The default appearance.
    case `default` = 0
    /// Dark.
    case dark = 1
    /// Light.
    case light = 2

    /// The same as `.dark` (deprecated).
    public static var alert: UIKeyboardAppearance { .dark }
}

/// The semantic meaning of a text input, for AutoFill (UIKit's `UITextContentType`, iOS 10+; stored only).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public var rawValue: String
    /// A content type with the given raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A name.
    public static let name = UITextContentType(rawValue: "name")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "url")
    /// A user name (iOS 11+).
    public static let username = UITextContentType(rawValue: "username")
    /// A password (iOS 11+).
    public static let password = UITextContentType(rawValue: "password")
    /// A new password (iOS 12+).
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code (iOS 12+).
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}

/// The keyboard traits of a text input (UIKit's `UITextInputTraits`). Every requirement is optional in
/// Objective-C; here each has a default (the value UIKit assumes, setters ignored) so other conformers
/// need not implement them. `UITextField` stores them.
@preconcurrency @MainActor public protocol UITextInputTraits: NSObjectProtocol {
    /// The keyboard asked for; default `.default`.
    var keyboardType: UIKeyboardType { get set }
    /// The return key's title; default `.default`.
    var returnKeyType: UIReturnKeyType { get set }
    /// Automatic capitalization; default `.sentences`.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Autocorrection; default `.default`.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// The keyboard's appearance; default `.default`.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// Whether the text is hidden as typed (passwords); default `false`.
    var isSecureTextEntry: Bool { get set }
    /// Whether the return key is disabled while the text is empty; default `false`.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// The content's meaning for AutoFill; default `nil`.
    var textContentType: UITextContentType! { get set }
}

extension UITextInputTraits {
    /// Default: `.default`; setting does nothing.
    public var keyboardType: UIKeyboardType {
        get { .default }
        set {}
    }
    /// Default: `.default`; setting does nothing.
    public var returnKeyType: UIReturnKeyType {
        get { .default }
        set {}
    }
    /// Default: `.sentences`; setting does nothing.
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { .sentences }
        set {}
    }
    /// Default: `.default`; setting does nothing.
    public var autocorrectionType: UITextAutocorrectionType {
        get { .default }
        set {}
    }
    /// Default: `.default`; setting does nothing.
    public var keyboardAppearance: UIKeyboardAppearance {
        get { .default }
        set {}
    }
    /// Default: `false`; setting does nothing.
    public var isSecureTextEntry: Bool {
        get { false }
        set {}
    }
    /// Default: `false`; setting does nothing.
    public var enablesReturnKeyAutomatically: Bool {
        get { false }
        set {}
    }
    /// Default: `nil`; setting does nothing.
    public var textContentType: UITextContentType! {
        get { nil }
        set {}
    }
}
#endif
