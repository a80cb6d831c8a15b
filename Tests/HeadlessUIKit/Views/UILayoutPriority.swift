#if os(Linux)
import Foundation

/// A layout priority (UIKit's `UILayoutPriority`); HeadlessUIKit has no Auto Layout engine and uses
/// priorities only in `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority value, 1…1000.
    public var rawValue: Float

    /// A priority with value `rawValue`.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A priority with value `rawValue`.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// 1000: must be satisfied.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's content compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: "as close as possible to the target size", used by fitting-size calls.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// A priority raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}
#endif
