#if os(Linux)
import Foundation

extension UIView {
    /// The active constraints that position or size this view along `axis` (Apple's debugging API:
    /// `.horizontal` for the center's x and the width, `.vertical` for y and the height). HeadlessUIKit
    /// lists the constraints that name the view or its layout-margins guide (offset dimensions included);
    /// UIKit also lists constraints that affect it only indirectly, and its autoresizing-mask constraints.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        HeadlessLayoutEngine.shared.activeConstraints(relating: self, along: axis)
    }

    /// Moves an ambiguous view to another valid layout (a debugging aid). HeadlessUIKit's solver is
    /// deterministic and does not detect ambiguity (`hasAmbiguousLayout` is `false`): nothing happens.
    public func exerciseAmbiguityInLayout() {}
}

extension UILayoutGuide {
    /// The active constraints that position or size this guide along `axis` (iOS 10+); see
    /// `UIView.constraintsAffectingLayout(for:)`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        HeadlessLayoutEngine.shared.activeConstraints(relating: self, along: axis)
    }

    /// Whether the guide's frame is under-determined by its constraints (iOS 10+); HeadlessUIKit does not
    /// detect ambiguity and answers `false`.
    public var hasAmbiguousLayout: Bool { false }
}

extension HeadlessLayoutEngine {
    /// Active constraints along `axis` that name `item` on either side, in activation order.
    func activeConstraints(relating item: AnyObject, along axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        for entry in active {
            guard let constraint = entry.constraint, constraint.firstAttribute.axis == axis else { continue }
            let viaMargins = (item as? UIView)?.systemGuides.margins.map { constraint.relates($0) } ?? false
            if constraint.relates(item) || viaMargins { result.append(constraint) }
        }
        return result
    }
}

extension NSLayoutConstraint.Attribute {
    /// The axis the attribute lies on (`nil` for `.notAnAttribute`).
    var axis: NSLayoutConstraint.Axis? {
        switch withoutMargins.attribute {
        case .left, .right, .width, .centerX: return .horizontal
        case .top, .bottom, .height, .centerY: return .vertical
        default: return nil
        }
    }
}
#endif
