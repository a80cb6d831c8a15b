#if os(Linux)
import Foundation

extension UIView {
    /// How a view adjusts when its bounds change (UIKit's `UIView.AutoresizingMask`).
    ///
    /// HeadlessUIKit applies it when a superview's size changes and `autoresizesSubviews` is on, sharing the
    /// size change among the flexible margins and dimension in proportion to their current lengths.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The raw bit mask.
        public let rawValue: UInt

        /// A mask from raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Flexible left margin (bit 0).
        public static var flexibleLeftMargin: AutoresizingMask { .init(rawValue: 1 << 0) }
        /// Flexible width (bit 1).
        public static var flexibleWidth: AutoresizingMask { .init(rawValue: 1 << 1) }
        /// Flexible right margin (bit 2).
        public static var flexibleRightMargin: AutoresizingMask { .init(rawValue: 1 << 2) }
        /// Flexible top margin (bit 3).
        public static var flexibleTopMargin: AutoresizingMask { .init(rawValue: 1 << 3) }
        /// Flexible height (bit 4).
        public static var flexibleHeight: AutoresizingMask { .init(rawValue: 1 << 4) }
        /// Flexible bottom margin (bit 5).
        public static var flexibleBottomMargin: AutoresizingMask { .init(rawValue: 1 << 5) }
    }

    /// How a view's content fills its bounds (UIKit's `UIView.ContentMode`; stored only).
    public enum ContentMode: Int, Sendable {
        /// Stretch to fill.
        case scaleToFill = 0
        /// Fit, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Fill, keeping the aspect ratio.
        case scaleAspectFill = 2
        /// Redraw on bounds changes.
        case redraw = 3
        /// Centered.
        case center = 4
        /// Top.
        case top = 5
        /// Bottom.
        case bottom = 6
        /// Left.
        case left = 7
        /// Right.
        case right = 8
        /// Top left.
        case topLeft = 9
        /// Top right.
        case topRight = 10
        /// Bottom left.
        case bottomLeft = 11
        /// Bottom right.
        case bottomRight = 12
    }

    /// The value `intrinsicContentSize` uses for a dimension without an intrinsic size (−1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The smallest possible fitting size, (0, 0): pass it to `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// The largest possible fitting size (UIKit uses a very large finite number; here 10⁶ × 10⁶ points).
    public static let layoutFittingExpandedSize = CGSize(width: 1_000_000, height: 1_000_000)
}
#endif
