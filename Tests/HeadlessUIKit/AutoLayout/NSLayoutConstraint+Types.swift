#if os(Linux)
import Foundation

extension NSLayoutConstraint {
    /// The part of an item's alignment rectangle a constraint relates (raw values as in UIKit).
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge (the left edge: HeadlessUIKit lays out left to right only).
        case leading = 5
        /// The trailing edge (the right edge: left to right only).
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal center.
        case centerX = 9
        /// The vertical center.
        case centerY = 10
        /// The last baseline (the bottom edge in HeadlessUIKit, which draws no text).
        case lastBaseline = 11
        /// The first baseline (the bottom edge in HeadlessUIKit, which draws no text).
        case firstBaseline = 12
        /// The left edge of the layout margins.
        case leftMargin = 13
        /// The right edge of the layout margins.
        case rightMargin = 14
        /// The top edge of the layout margins.
        case topMargin = 15
        /// The bottom edge of the layout margins.
        case bottomMargin = 16
        /// The leading edge of the layout margins.
        case leadingMargin = 17
        /// The trailing edge of the layout margins.
        case trailingMargin = 18
        /// The horizontal center between the layout margins.
        case centerXWithinMargins = 19
        /// The vertical center between the layout margins.
        case centerYWithinMargins = 20
        /// No attribute: the constraint relates the first attribute to its constant.
        case notAnAttribute = 0
    }

    /// The relation between the two sides of a constraint (raw values as in UIKit).
    public enum Relation: Int, Sendable {
        /// first ≤ multiplier × second + constant.
        case lessThanOrEqual = -1
        /// first = multiplier × second + constant.
        case equal = 0
        /// first ≥ multiplier × second + constant.
        case greaterThanOrEqual = 1
    }

    /// A layout axis (content hugging and compression resistance are set per axis).
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute without margins (`leftMargin` → `left`), and whether it was a margin attribute.
    var withoutMargins: (attribute: NSLayoutConstraint.Attribute, isMargin: Bool) {
        switch self {
        case .leftMargin: return (.left, true)
        case .rightMargin: return (.right, true)
        case .topMargin: return (.top, true)
        case .bottomMargin: return (.bottom, true)
        case .leadingMargin: return (.left, true)
        case .trailingMargin: return (.right, true)
        case .centerXWithinMargins: return (.centerX, true)
        case .centerYWithinMargins: return (.centerY, true)
        case .leading: return (.left, false)
        case .trailing: return (.right, false)
        case .firstBaseline, .lastBaseline: return (.bottom, false)
        default: return (self, false)
        }
    }

    /// The name UIKit prints in constraint descriptions.
    var displayName: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }
}
#endif
