#if os(Linux)
import Foundation

extension UITableViewCell {
    /// The built-in cell layouts (UIKit's `UITableViewCell.CellStyle`, iOS 3+).
    public enum CellStyle: Int, Sendable {
        /// A text label on the left (and an optional image view).
        case `default` = 0
        /// A text label on the left and a right-aligned detail label (Settings).
        case value1 = 1
        /// A right-aligned text label and a left-aligned detail label (Phone, Contacts).
        case value2 = 2
        /// A text label above a detail label.
        case subtitle = 3
    }

    /// How separators between rows are drawn (UIKit's `UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        /// No separators; cells use their full height for content.
        case none = 0
        /// A hairline at the bottom of every row (the default).
        case singleLine = 1
        /// Deprecated in UIKit; behaves like `.singleLine`.
        case singleLineEtched = 2
    }

    /// How a selected cell looks (UIKit's `UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Int, Sendable {
        /// No visible selection.
        case none = 0
        /// The blue selection background (gray since iOS 7).
        case blue = 1
        /// The gray selection background.
        case gray = 2
        /// The system selection background (iOS 7+, the default).
        case `default` = 3
    }

    /// The editing control of a row (UIKit's `UITableViewCell.EditingStyle`).
    public enum EditingStyle: Int, Sendable {
        /// No editing control.
        case none = 0
        /// The red minus (delete) control.
        case delete = 1
        /// The green plus (insert) control.
        case insert = 2
    }

    /// The standard accessory views (UIKit's `UITableViewCell.AccessoryType`); stored only (nothing drawn).
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none = 0
        /// A chevron.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button (iOS 7+).
        case detailButton = 4
    }

    /// The editing states a cell transitions between (UIKit's `UITableViewCell.StateMask`).
    public struct StateMask: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The normal state (no bits).
        public static let defaultMask = StateMask([])
        /// The editing control is shown.
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The delete confirmation button is shown.
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }
}
#endif
