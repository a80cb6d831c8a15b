#if os(Linux)
import Foundation

extension UIControl {
    /// The events a control sends (UIKit's `UIControl.Event`, iOS 2+), with UIKit's bit values.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bit mask.
        public let rawValue: UInt

        /// Events from a bit mask.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A finger touched down inside the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down (tap count above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The finger moved while inside the control's touch area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The finger moved while outside the control's touch area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The finger moved back into the touch area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The finger moved out of the touch area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger lifted inside the touch area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger lifted outside the touch area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (iOS 9+; a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action fired (iOS 14+).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Text changed in a text control.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return was pressed in a text control.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits reserved for the app.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states a control can be in (UIKit's `UIControl.State`), with UIKit's bit values.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bit mask.
        public let rawValue: UInt

        /// A state from a bit mask.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A finger is on it (`isHighlighted`).
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is `false`.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is `true`.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (iOS 9+; never set here).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits for the app's own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
#endif
