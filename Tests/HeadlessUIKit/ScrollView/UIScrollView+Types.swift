#if os(Linux)
import Foundation

extension UIScrollView {
    /// How quickly a scroll view slows down after the finger lifts (UIKit's `UIScrollView.DecelerationRate`,
    /// iOS 3+): the fraction of velocity kept each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The per-millisecond velocity factor.
        public let rawValue: CGFloat

        /// A rate from its factor; values outside (0, 1) decelerate like `.normal`.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The default rate, 0.998 (a flick at 1000 pt/s travels 499 pt).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How safe-area insets are added to `contentInset` (UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`, iOS 11+).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// UIKit adds the safe area along scrollable axes, and always vertically for the content view of a
        /// navigation or tab bar controller. HeadlessUIKit has no such containers: same as `.scrollableAxes`.
        case automatic = 0
        /// Adds the safe area only along axes that scroll (content larger than the view, or always-bounce).
        case scrollableAxes = 1
        /// Never adds the safe area.
        case never = 2
        /// Always adds the safe area.
        case always = 3
    }

    /// How the keyboard is dismissed when a drag begins (UIKit's `UIScrollView.KeyboardDismissMode`, iOS 7+).
    public enum KeyboardDismissMode: Int, Sendable {
        /// The keyboard stays.
        case none = 0
        /// The keyboard hides when a drag begins.
        case onDrag = 1
        /// The keyboard follows the finger (modelled as `.none` here).
        case interactive = 2
        /// Like `.onDrag`, including the input accessory view (iOS 16+).
        case onDragWithAccessory = 3
        /// Like `.interactive`, including the input accessory view (iOS 16+).
        case interactiveWithAccessory = 4
    }

    /// The scroll indicator style (UIKit's `UIScrollView.IndicatorStyle`); stored only.
    public enum IndicatorStyle: Int, Sendable {
        /// Chosen by the system.
        case `default` = 0
        /// Dark indicators.
        case black = 1
        /// Light indicators.
        case white = 2
    }
}
#endif
