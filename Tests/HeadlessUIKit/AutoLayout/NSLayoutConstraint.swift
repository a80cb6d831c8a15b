#if os(Linux)
import Foundation

/// A relation between two layout attributes that the constraint-based layout system must satisfy:
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant` (UIKit's
/// `NSLayoutConstraint`).
///
/// Solved by `HeadlessLayoutEngine` (an incremental Cassowary simplex). Activating a constraint installs it
/// on the items' nearest common ancestor (`UIView.constraints`); changing `constant` re-solves
/// incrementally. Where UIKit raises (no common ancestor, a required priority changed on an active
/// constraint) HeadlessUIKit logs a `HeadlessDiagnostics` warning and ignores the call.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    private weak var firstItemStorage: AnyObject?
    private weak var secondItemStorage: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: NSLayoutConstraint.Attribute
    /// The relation.
    public let relation: NSLayoutConstraint.Relation
    /// The second item's attribute (`.notAnAttribute` when there is no second item).
    public let secondAttribute: NSLayoutConstraint.Attribute
    /// The factor applied to the second attribute; default 1.
    public let multiplier: CGFloat
    var constantStorage: CGFloat
    var priorityStorage: UILayoutPriority = .required
    /// Whether the constraint is active (it may be active but broken: see `isBroken`).
    var activeStorage = false
    /// Active, but refused by the solver because it conflicted with required constraints (UIKit keeps it
    /// active and ignores it after logging "Unable to simultaneously satisfy constraints").
    var isBroken = false
    /// The solver's form while active.
    var solverConstraint: SolverConstraint?
    /// The view it is installed on (the nearest common ancestor of its items).
    weak var installedView: UIView?
    /// When the first side is an offset dimension (`anchorWithOffset(to:)`): its far anchor. The first side is
    /// then `target − firstItem.firstAttribute`.
    var firstOffsetTarget: LayoutAnchorReference?
    /// The same for the second side.
    var secondOffsetTarget: LayoutAnchorReference?

    /// Creates a constraint `view1.attr1 relation multiplier × view2.attr2 + c`. Items are views or layout
    /// guides; the constraint is inactive until activated. Non-finite numbers count as 0 (and a
    /// multiplier of NaN as 1).
    ///
    /// A multiplier of 0 leaves the second item out of the equation, so the constraint takes UIKit's one-item
    /// form: `secondItem` and `secondAnchor` are `nil`, `secondAttribute` is `.notAnAttribute` and
    /// `multiplier` reads 1 (Apple, "NSLayoutConstraint.Attribute.notAnAttribute": "If a constraint only has
    /// one item, set the second item to `nil`, and set the second attribute to `notAnAttribute`"; UIKit's
    /// exception for such a constraint on a location names both forms: "A multiplier of 0 or a nil second
    /// item together with a location for the first attribute creates an illegal constraint").
    public init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
        relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
        attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let factor = multiplier.isFinite ? multiplier : (multiplier.isNaN ? 1 : 0)
        let hasSecond = view2 != nil && attr2 != .notAnAttribute && factor != 0
        firstItemStorage = view1 as AnyObject
        secondItemStorage = hasSecond ? view2.map { $0 as AnyObject } : nil
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = hasSecond ? attr2 : .notAnAttribute
        self.multiplier = hasSecond ? factor : 1
        constantStorage = c.isFinite ? c : 0
        super.init()
    }

    /// The first item (a view or a layout guide); held weakly.
    open var firstItem: AnyObject? { firstItemStorage }

    /// The second item, or `nil` for a constant constraint; held weakly.
    open var secondItem: AnyObject? { secondItemStorage }

    /// The first item's anchor for `firstAttribute` (iOS 10+): equal to the anchor the constraint was made
    /// from (`constraint.firstAnchor == view.bottomAnchor`) and of its class (`NSLayoutYAxisAnchor`, …), as
    /// in UIKit. For a constraint made from an offset dimension (`anchorWithOffset(to:)`), that dimension.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>.erased(
            item: firstItemStorage, attribute: firstAttribute, offsetTarget: firstOffsetTarget)
    }

    /// The second item's anchor, or `nil` for a one-item constraint (iOS 10+); equal to the anchor the
    /// constraint was made from and of its class, like `firstAnchor`.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItemStorage == nil
            ? nil
            : NSLayoutAnchor<AnyObject>.erased(
                item: secondItemStorage, attribute: secondAttribute, offsetTarget: secondOffsetTarget)
    }

    /// Every item the constraint relates, offset dimensions' far anchors included (two to four entries;
    /// deallocated ones are `nil`).
    var relatedItems: [AnyObject?] {
        [firstItemStorage, secondItemStorage, firstOffsetTarget?.item, secondOffsetTarget?.item]
    }

    /// Whether one of the constraint's items is `item`.
    func relates(_ item: AnyObject) -> Bool {
        firstItemStorage === item || secondItemStorage === item || firstOffsetTarget?.item === item
            || secondOffsetTarget?.item === item
    }

    /// The constant added to the second side, in points. Changing it on an active constraint re-solves
    /// incrementally and schedules layout. Non-finite values count as 0.
    open var constant: CGFloat {
        get { constantStorage }
        set {
            let value = newValue.isFinite ? newValue : 0
            guard value != constantStorage else { return }
            constantStorage = value
            HeadlessLayoutEngine.shared.constantDidChange(self)
        }
    }

    /// The priority (1…1000); default `.required`. A required priority cannot become optional (nor the
    /// reverse) while the constraint is active: UIKit raises, HeadlessUIKit logs and ignores it.
    open var priority: UILayoutPriority {
        get { priorityStorage }
        set {
            let clamped = UILayoutPriority(min(max(newValue.rawValue.isFinite ? newValue.rawValue : 1, 1), 1000))
            guard clamped != priorityStorage else { return }
            if activeStorage && (clamped == .required) != (priorityStorage == .required) {
                HeadlessDiagnostics.warn(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                        + "supported. You passed priority \(clamped.rawValue) and the existing priority was "
                        + "\(priorityStorage.rawValue).")
                return
            }
            priorityStorage = clamped
            HeadlessLayoutEngine.shared.priorityDidChange(self)
        }
    }

    /// Whether the constraint takes part in layout; activating installs it on the items' nearest common
    /// ancestor, deactivating removes it.
    open var isActive: Bool {
        get { activeStorage }
        set {
            if newValue {
                HeadlessLayoutEngine.shared.activate(self)
            } else {
                HeadlessLayoutEngine.shared.deactivate(self)
            }
        }
    }

    /// A name shown in descriptions and unsatisfiable-constraint logs; default `nil`.
    open var identifier: String?

    /// Whether the constraint is archived with its view; stored only.
    open var shouldBeArchived: Bool = false

    /// Activates each constraint (UIKit's efficient form of setting `isActive` one by one).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// UIKit's description format, e.g. `<NSLayoutConstraint UIView.width == 100 (active)>`.
    nonisolated open override var description: String { MainActor.assumeIsolated { describe() } }

    private func describe() -> String {
        let name = identifier.map { "'\($0)' " } ?? ""
        let relationText = relation == .equal ? "==" : (relation == .lessThanOrEqual ? "<=" : ">=")
        var rhs = ""
        if let second = secondItemStorage {
            rhs = Self.side(second, secondAttribute, secondOffsetTarget)
            if secondOffsetTarget != nil && multiplier != 1 { rhs = "(\(rhs))" }
            if multiplier != 1 { rhs = "\(Self.number(multiplier))*\(rhs)" }
            if constantStorage != 0 {
                rhs +=
                    constantStorage > 0 ? " + \(Self.number(constantStorage))" : " - \(Self.number(-constantStorage))"
            }
        } else {
            rhs = Self.number(constantStorage)
        }
        let priorityText = priorityStorage == .required ? "" : " @\(Self.number(CGFloat(priorityStorage.rawValue)))"
        let first =
            firstItemStorage.map { Self.side($0, firstAttribute, firstOffsetTarget) }
            ?? "nil.\(firstAttribute.displayName)"
        return
            "<NSLayoutConstraint \(name)\(first) \(relationText) \(rhs)\(priorityText)\(activeStorage ? " (active)" : "")>"
    }

    /// `Item.attribute`, or `Other.attribute - Item.attribute` for an offset dimension.
    static func side(_ item: AnyObject, _ attribute: Attribute, _ offsetTarget: LayoutAnchorReference?) -> String {
        let text = "\(itemName(item)).\(attribute.displayName)"
        guard let offsetTarget else { return text }
        let target = offsetTarget.item.map { itemName($0) } ?? "nil"
        return "\(target).\(offsetTarget.attribute.displayName) - \(text)"
    }

    static func itemName(_ item: AnyObject) -> String {
        if let guide = item as? UILayoutGuide { return "'\(guide.identifier)'" }
        return String(describing: type(of: item))
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
    }
}
#endif
