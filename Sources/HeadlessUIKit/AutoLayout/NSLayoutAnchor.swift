#if os(Linux)
import Foundation

/// A factory for constraints on one attribute of a view or layout guide (UIKit's `NSLayoutAnchor`).
/// The type parameter keeps X-axis, Y-axis and dimension anchors from being mixed at compile time.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var itemStorage: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        itemStorage = item
        self.attribute = attribute
        super.init()
    }

    /// The view or layout guide this anchor belongs to (iOS 10+); held weakly.
    open var item: AnyObject? { itemStorage }

    /// `self == anchor` (inactive until activated).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self == anchor + c` (points).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// `self >= anchor + c` (points).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + c` (points).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: itemStorage as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.itemStorage,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

/// An anchor on the horizontal axis: left, right, leading, trailing, centerX.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// An anchor on the vertical axis: top, bottom, centerY, baselines.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height anchor; it can also be constrained to a constant or to a multiple of another
/// dimension.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c` (points).
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }

    /// `self >= c` (points).
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }

    /// `self <= c` (points).
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }

    /// `self == m × anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }

    /// `self >= m × anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self <= m × anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self == m × anchor + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= m × anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= m × anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
#endif
