#if os(Linux)
import Foundation

/// The base of menu items such as `UIAction` (UIKit's `UIMenuElement`, iOS 13+).
///
/// Images are not modelled (HeadlessUIKit has no `UIImage`).
@preconcurrency @MainActor open class UIMenuElement: NSObject {
    /// Display options of a menu element (UIKit's `UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The bit mask.
        public let rawValue: UInt

        /// Attributes from a bit mask.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Shown but not selectable.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown as destructive.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays up after the action (iOS 16+).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The check state of a menu element (UIKit's `UIMenuElement.State`).
    public enum State: Int, Sendable {
        /// Unchecked.
        case off = 0
        /// Checked.
        case on = 1
        /// Mixed.
        case mixed = 2
    }

    /// The element's title.
    open var title: String

    /// A secondary line (iOS 15+).
    open var subtitle: String?

    /// An element with a title.
    init(title: String) {
        self.title = title
        super.init()
    }
}
#endif
