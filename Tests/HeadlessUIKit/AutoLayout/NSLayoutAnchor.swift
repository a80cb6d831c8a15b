#if os(Linux)
import Foundation

/// A factory for constraints on one attribute of a view or layout guide (UIKit's `NSLayoutAnchor`).
/// The type parameter keeps X-axis, Y-axis and dimension anchors from being mixed at compile time.
///
/// Two anchors are equal (`isEqual(_:)`, hence `==`) when they are of the same class and name the same
/// attribute of the same item (for an offset dimension, also the same far anchor): `view.topAnchor ==
/// view.topAnchor`, and a constraint's `firstAnchor` equals the anchor it was made from. UIKit declares
/// `firstAnchor` `@NSCopying` (Apple, "firstAnchor": "The first anchor that defines the constraint."), so
/// equality, not identity, is what code can rely on; each read here makes a new anchor, as a copy would.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject, LayoutAnchorIdentifying {
    weak var itemStorage: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
    /// For a dimension made by `anchorWithOffset(to:)`: the other anchor. The dimension is then the
    /// distance `offsetTarget − (item.attribute)`, a linear expression in the solver.
    let offsetTarget: LayoutAnchorReference?

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute, offsetTarget: LayoutAnchorReference? = nil) {
        itemStorage = item
        self.attribute = attribute
        self.offsetTarget = offsetTarget
        super.init()
    }

    /// The view or layout guide this anchor belongs to (iOS 10+); held weakly.
    open var item: AnyObject? { itemStorage }

    /// What makes two anchors equal (see the type's comment).
    nonisolated var anchorIdentity: LayoutAnchorIdentity {
        MainActor.assumeIsolated {
            LayoutAnchorIdentity(
                item: itemStorage.map(ObjectIdentifier.init), attribute: attribute,
                offsetItem: offsetTarget?.item.map(ObjectIdentifier.init), offsetAttribute: offsetTarget?.attribute)
        }
    }

    /// Equal to another anchor of the same class on the same item and attribute (see the type's comment).
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? any LayoutAnchorIdentifying, type(of: other) == type(of: self) else {
            return false
        }
        return other.anchorIdentity == anchorIdentity
    }

    /// Consistent with `isEqual(_:)`.
    nonisolated open override var hash: Int { anchorIdentity.hashValue }

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
        let constraint = NSLayoutConstraint(
            item: itemStorage as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.itemStorage,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
        constraint.firstOffsetTarget = offsetTarget
        if constraint.secondItem != nil { constraint.secondOffsetTarget = anchor?.offsetTarget }
        return constraint
    }
}

/// An anchor on the horizontal axis: left, right, leading, trailing, centerX.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The horizontal distance from this anchor to `otherAnchor` (`other − self`, positive when `otherAnchor`
    /// lies to the right), as a dimension usable in constraints with constants and multipliers (iOS 10+):
    /// `a.anchorWithOffset(to: b).constraint(equalTo: b.anchorWithOffset(to: c))` centers `b` between
    /// `a` and `c`.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(
            item: itemStorage, attribute: attribute,
            offsetTarget: LayoutAnchorReference(item: otherAnchor.itemStorage, attribute: otherAnchor.attribute))
    }
}

/// An anchor on the vertical axis: top, bottom, centerY, baselines.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The vertical distance from this anchor to `otherAnchor` (`other − self`, positive when `otherAnchor`
    /// lies below), as a dimension usable in constraints with constants and multipliers (iOS 10+).
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(
            item: itemStorage, attribute: attribute,
            offsetTarget: LayoutAnchorReference(item: otherAnchor.itemStorage, attribute: otherAnchor.attribute))
    }
}

/// An anchor's item and attribute, compared by `NSLayoutAnchor.isEqual(_:)`.
struct LayoutAnchorIdentity: Hashable {
    let item: ObjectIdentifier?
    let attribute: NSLayoutConstraint.Attribute
    let offsetItem: ObjectIdentifier?
    let offsetAttribute: NSLayoutConstraint.Attribute?
}

/// Any `NSLayoutAnchor`, whatever its type parameter (Swift's generic classes are unrelated types; UIKit's
/// Objective-C generics are one class).
protocol LayoutAnchorIdentifying: AnyObject {
    var anchorIdentity: LayoutAnchorIdentity { get }
}

extension NSLayoutAnchor {
    /// The anchor of `attribute` on `item`, of the class UIKit uses for it (`NSLayoutXAxisAnchor`,
    /// `NSLayoutYAxisAnchor`, `NSLayoutDimension`; an offset dimension is a dimension), typed as
    /// `NSLayoutConstraint.firstAnchor` types it. The type parameter is a phantom (no stored property or
    /// method depends on it), so the one object serves as both types, as one Objective-C object does in UIKit.
    static func erased(
        item: AnyObject?, attribute: NSLayoutConstraint.Attribute, offsetTarget: LayoutAnchorReference?
    ) -> NSLayoutAnchor<AnyObject> {
        let (base, _) = attribute.withoutMargins
        let erased = NSLayoutAnchor<AnyObject>.self
        if offsetTarget != nil || base == .width || base == .height {
            return unsafeBitCast(
                NSLayoutDimension(item: item, attribute: attribute, offsetTarget: offsetTarget), to: erased)
        }
        if base == .left || base == .right || base == .centerX {
            return unsafeBitCast(NSLayoutXAxisAnchor(item: item, attribute: attribute), to: erased)
        }
        return unsafeBitCast(NSLayoutYAxisAnchor(item: item, attribute: attribute), to: erased)
    }
}

/// One side of an offset dimension (`anchorWithOffset(to:)`): an item and one of its position attributes.
struct LayoutAnchorReference {
    /// The view or layout guide; held weakly, like an anchor's item.
    weak var item: AnyObject?
    /// The position attribute.
    let attribute: NSLayoutConstraint.Attribute
}

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
