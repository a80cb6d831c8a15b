#if os(Linux)
import Foundation

/// The modifier keys held during an event (UIKit's `UIKeyModifierFlags`, iOS 7+; bit values as in UIKit).
/// Simulated touches carry none.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The bit mask.
    public let rawValue: Int

    /// Flags from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// The pointer buttons pressed during an event (UIKit's `UIEventButtonMask`, iOS 13.4+). Simulated
/// touches are direct fingers: they press none.
public struct UIEventButtonMask: OptionSet, Hashable, Sendable {
    /// The bit mask.
    public let rawValue: Int

    /// A mask from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The primary (left) button.
    public static let primary = UIEventButtonMask(rawValue: 1 << 0)
    /// The secondary (right) button.
    public static let secondary = UIEventButtonMask(rawValue: 1 << 1)

    /// The mask for button number `buttonNumber` (1 is the primary button); numbers outside 1…63 give an
    /// empty mask.
    public static func button(_ buttonNumber: Int) -> UIEventButtonMask {
        guard (1...63).contains(buttonNumber) else { return [] }
        return UIEventButtonMask(rawValue: 1 << (buttonNumber - 1))
    }
}

extension UIEvent {
    /// The modifier keys held (iOS 13.4+); none for simulated touches.
    public var modifierFlags: UIKeyModifierFlags { [] }

    /// The pointer buttons pressed (iOS 13.4+); none for simulated touches.
    public var buttonMask: UIEventButtonMask { [] }
}

/// An event carrying physical button presses (UIKit's `UIPressesEvent`, iOS 9+). Declared so the
/// `presses…` methods of recognizers and responders have UIKit's signatures; HeadlessUIKit never
/// produces presses.
@preconcurrency @MainActor open class UIPressesEvent: UIEvent {
    /// The presses of the event; always empty.
    open var allPresses: Set<UIPress> { [] }

    /// The presses delivered to `gesture`; always empty.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }

    /// The event kind: `.presses`.
    open override var type: UIEvent.EventType { .presses }
}
#endif
