#if os(Linux)
import Foundation

extension HeadlessLayoutEngine {
    /// `systemLayoutSizeFitting`: the view's size solved from the constraints the view and its subviews hold,
    /// with `width == target.width` at `horizontal` and `height == target.height` at `vertical` added for the
    /// measurement; `nil` when no constraint involves the view or its subtree (the caller falls back to the
    /// intrinsic size). The size is rounded to the screen's pixel grid, like the frames layout applies.
    ///
    /// Apple, "systemLayoutSizeFitting(_:)": "This method returns a size value for the view that optimally
    /// satisfies the view's current constraints and is as close to the value in the `targetSize` parameter as
    /// possible." The view's current constraints are those it and its subviews hold: constraints that tie the
    /// view or its subviews to views outside it (its superview's, say) take no part, and neither does the frame
    /// the view was given (its autoresizing-mask constraints), as AppKit's `fittingSize` spells out ("considering
    /// all of the constraints it and its subviews hold"). A view pinned with a 420-pt intrinsic height inside a
    /// zero-height superview measures 420, not 0. The measurement runs in a solver of its own, over copies of
    /// those constraints, and leaves the layout as it was.
    func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
        -> CGSize?
    {
        guard view.hasLayoutRecordInSubtree else { return nil }
        prepareForReading()
        let record = ensureRecord(view)
        let held = constraintsHeld(bySubtreeOf: view)
        let measuring = SimplexSolver(after: solver)
        // In the order the layout's solver took them, so a measurement is as deterministic as a layout.
        for constraint in solver.constraints where held.contains(ObjectIdentifier(constraint)) {
            measuring.add(
                SolverConstraint(
                    terms: constraint.terms, constant: constraint.constant, relation: constraint.relation,
                    weight: constraint.weight))
        }
        measuring.add(
            SolverConstraint(
                terms: [(record.width, 1)], constant: -Double(target.width.isFinite ? target.width : 0),
                relation: .equal, weight: Self.weight(horizontal)))
        measuring.add(
            SolverConstraint(
                terms: [(record.height, 1)], constant: -Double(target.height.isFinite ? target.height : 0),
                relation: .equal, weight: Self.weight(vertical)))
        let scale = UIView.layoutPixelScale
        return CGSize(
            width: CGFloat(measuring.value(of: record.width)).pixelRounded(scale: scale),
            height: CGFloat(measuring.value(of: record.height)).pixelRounded(scale: scale))
    }

    /// The solver constraints the view and its subviews hold: the client constraints all of whose items lie in
    /// the subtree, and those the engine made for an item of the subtree (content size, a subview's
    /// autoresizing-mask frame, a guide's insets), but not the view's own frame.
    private func constraintsHeld(bySubtreeOf view: UIView) -> Set<ObjectIdentifier> {
        var held = Set<ObjectIdentifier>()
        for entry in items {
            guard let item = entry.item, isItem(item, inSubtreeOf: view) else { continue }
            if item !== view { for constraint in entry.record.fixed { held.insert(ObjectIdentifier(constraint)) } }
            for case let constraint? in entry.record.content { held.insert(ObjectIdentifier(constraint)) }
        }
        func inside(_ item: AnyObject?) -> Bool { item.map { isItem($0, inSubtreeOf: view) } ?? false }
        for entry in active {
            guard let constraint = entry.constraint, !constraint.isBroken, inside(constraint.firstItem),
                constraint.secondItem == nil || inside(constraint.secondItem),
                constraint.firstOffsetTarget.map({ inside($0.item) }) ?? true,
                constraint.secondOffsetTarget.map({ inside($0.item) }) ?? true
            else { continue }
            held.insert(ObjectIdentifier(entry.solverConstraint))
        }
        return held
    }
}

extension UIView {
    /// Whether this view or a descendant takes part in Auto Layout.
    var hasLayoutRecordInSubtree: Bool {
        if layoutRecord != nil { return true }
        return subviewStorage.contains { $0.hasLayoutRecordInSubtree }
    }
}
#endif
