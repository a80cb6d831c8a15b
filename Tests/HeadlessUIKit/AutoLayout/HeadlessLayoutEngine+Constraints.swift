#if os(Linux)
import Foundation

extension HeadlessLayoutEngine {
    /// Activates a constraint: installs it on its items' nearest common ancestor; the solver takes it at the
    /// next layout pass (or read of solved values), with the other changes made meanwhile (see
    /// `applyPendingChanges()`). Where UIKit raises (an item that is neither a view nor a guide, no common ancestor, a location equal
    /// to a constant) it logs a warning and leaves the constraint inactive.
    func activate(_ constraint: NSLayoutConstraint) {
        guard !constraint.activeStorage else { return }
        guard let first = constraint.firstItem, first is UIView || first is UILayoutGuide else {
            HeadlessDiagnostics.warn("Constraint items must each be a view or layout guide: \(constraint)")
            return
        }
        let second = constraint.secondItem
        let offsetTargets = [constraint.firstOffsetTarget, constraint.secondOffsetTarget].compactMap { $0 }
        let extraItems = offsetTargets.map(\.item)
        if let second, !(second is UIView || second is UILayoutGuide) {
            HeadlessDiagnostics.warn("Constraint items must each be a view or layout guide: \(constraint)")
            return
        }
        if extraItems.contains(where: { !($0 is UIView || $0 is UILayoutGuide) }) {
            HeadlessDiagnostics.warn("An offset dimension's anchor belongs to no view or layout guide: \(constraint)")
            return
        }
        let (firstAttribute, _) = constraint.firstAttribute.withoutMargins
        if second == nil && firstAttribute != .width && firstAttribute != .height
            && constraint.firstOffsetTarget == nil
        {
            HeadlessDiagnostics.warn(
                "A multiplier of 0 or a nil second item together with a location for the first attribute creates "
                    + "an illegal constraint of a location equal to a constant: \(constraint)")
            return
        }
        var ancestor = commonAncestor(first, second)
        for case let item? in extraItems { ancestor = ancestor.flatMap { commonAncestor($0, item) } }
        guard let ancestor, let host = hostView(of: ancestor) else {
            HeadlessDiagnostics.warn(
                "Unable to activate constraint with anchors \(constraint) because they have no common ancestor. "
                    + "Does the constraint or its anchors reference items in different view hierarchies? "
                    + "That's illegal.")
            return
        }
        var terms = self.terms(first, constraint.firstAttribute, in: ancestor, factor: 1)
        if let target = constraint.firstOffsetTarget, let item = target.item {
            // An offset dimension: (target − first.attribute).
            terms =
                self.terms(item, target.attribute, in: ancestor, factor: 1)
                + self.terms(first, constraint.firstAttribute, in: ancestor, factor: -1)
        }
        if let second {
            let factor = -Double(constraint.multiplier)
            if let target = constraint.secondOffsetTarget, let item = target.item {
                // − multiplier × (target − second.attribute).
                terms += self.terms(item, target.attribute, in: ancestor, factor: factor)
                terms += self.terms(second, constraint.secondAttribute, in: ancestor, factor: -factor)
            } else {
                terms += self.terms(second, constraint.secondAttribute, in: ancestor, factor: factor)
            }
        }
        let solverConstraint = SolverConstraint(
            terms: terms, constant: -Double(constraint.constant), relation: Self.relation(constraint.relation),
            weight: Self.weight(constraint.priority))
        constraint.solverConstraint = solverConstraint
        constraint.activeStorage = true
        constraint.installedView = host
        host.installedConstraints.append(constraint)
        active.append(ConstraintEntry(constraint: constraint, solverConstraint: solverConstraint))
        pendingAdditions.append(WeakConstraint(constraint: constraint))
        didChange(around: host)
    }

    /// Deactivates a constraint (nothing happens when it is inactive).
    func deactivate(_ constraint: NSLayoutConstraint) {
        guard constraint.activeStorage else { return }
        if let solverConstraint = constraint.solverConstraint {
            solver.remove(solverConstraint)
            active.removeAll { $0.solverConstraint === solverConstraint }
        }
        let host = constraint.installedView
        host?.installedConstraints.removeAll { $0 === constraint }
        constraint.activeStorage = false
        constraint.isBroken = false
        constraint.solverConstraint = nil
        constraint.installedView = nil
        didChange(around: host)
    }

    /// `constant` changed: the solver re-solves incrementally at the next layout pass (a required constraint
    /// that can no longer hold then breaks).
    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard constraint.activeStorage, !constraint.isBroken, constraint.solverConstraint != nil else { return }
        pendingConstants.append(WeakConstraint(constraint: constraint))
        didChange(around: constraint.installedView)
    }

    /// Hands the solver what changed since the last pass, in the order it changed: constants first (of
    /// constraints already solved; one that conflicts is tried again last), then activations. Deactivations took effect at once (removing a constraint
    /// cannot make others conflict). So a set of changes that holds together at the next pass solves without
    /// a conflict, whatever the order of the calls that made it (Apple, Auto Layout Guide, "Changing
    /// Constraints": "Instead of immediately updating the affected views' frames, Auto Layout schedules a
    /// layout pass for the near future. This deferred pass updates the layout's constraints and then
    /// calculates the frames for all the views in the view hierarchy."). A required constraint that cannot
    /// hold is broken and logged here, as UIKit logs it during the pass.
    func applyPendingChanges() {
        guard !pendingConstants.isEmpty || !pendingAdditions.isEmpty else { return }
        // A constant that conflicts only until a later change of the same turn is applied (the solver took the
        // constraint out) is tried again once everything else is in.
        var retried: [NSLayoutConstraint] = []
        swap(&pendingConstants, &applyingBuffer)
        for entry in applyingBuffer {
            guard let constraint = entry.constraint, constraint.activeStorage, !constraint.isBroken,
                let solverConstraint = constraint.solverConstraint
            else { continue }
            if !solver.setConstant(-Double(constraint.constant), of: solverConstraint) { retried.append(constraint) }
        }
        applyingBuffer.removeAll(keepingCapacity: true)
        swap(&pendingAdditions, &applyingBuffer)
        for entry in applyingBuffer {
            guard let constraint = entry.constraint, constraint.activeStorage, !constraint.isBroken,
                let solverConstraint = constraint.solverConstraint, !solver.contains(solverConstraint)
            else { continue }
            solverConstraint.constant = -Double(constraint.constant)
            if !solver.add(solverConstraint) { breakConstraint(constraint) }
        }
        applyingBuffer.removeAll(keepingCapacity: true)
        for constraint in retried {
            guard let solverConstraint = constraint.solverConstraint, !solver.contains(solverConstraint) else {
                continue
            }
            if !solver.add(solverConstraint) { breakConstraint(constraint) }
        }
    }

    /// An optional priority changed: the constraint is re-added with its new weight.
    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard constraint.activeStorage else { return }
        deactivate(constraint)
        activate(constraint)
    }

    /// Logs UIKit's "Unable to simultaneously satisfy constraints" for a constraint the solver refused and
    /// keeps it active but ignored, as UIKit does.
    func breakConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isBroken = true
        var sharing: [String] = []
        for entry in active {
            guard let other = entry.constraint, other !== constraint, other.priority == .required, !other.isBroken
            else { continue }
            if other.relatedItems.contains(where: { item in item.map { constraint.relates($0) } ?? false }) {
                sharing.append(other.description)
            }
        }
        for item in constraint.relatedItems {
            if let view = item as? UIView, view.translatesAutoresizingMaskIntoConstraints, view.layoutRecord != nil {
                sharing.append("<NSAutoresizingMaskLayoutConstraint \(type(of: view)) (frame \(view.frame))>")
            }
        }
        reportBroken(description: constraint.description, sharing: sharing)
    }

    /// The log line UIKit prints, sent to `HeadlessDiagnostics` and standard output.
    func reportBroken(description: String, sharing: [String]) {
        let list = (sharing + [description]).map { "    \"\($0)\"" }.joined(separator: ",\n")
        let message =
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want.\n"
            + "(\n\(list)\n)\n\nWill attempt to recover by breaking constraint \n\(description)\n"
        HeadlessDiagnostics.warn(message)
        print(message)
    }

    func autoresizingDescription(record: LayoutItemRecord, index: Int) -> String {
        let attribute = ["minX", "minY", "width", "height"][index]
        return "<NSAutoresizingMaskLayoutConstraint \(attribute) (engine variable \(record.x.id))>"
    }

    // MARK: - Expressions

    /// The nearest item that is an ancestor of (or equal to) both; for a single item, its view.
    func commonAncestor(_ first: AnyObject, _ second: AnyObject?) -> AnyObject? {
        guard let second else { return first is UIView ? first : parent(of: first) }
        var candidate: AnyObject? = first
        while let node = candidate {
            if isItem(second, below: node) { return node }
            candidate = parent(of: node)
        }
        return nil
    }

    private func isItem(_ item: AnyObject, below ancestor: AnyObject) -> Bool {
        var current: AnyObject? = item
        while let node = current {
            if node === ancestor { return true }
            current = parent(of: node)
        }
        return false
    }

    /// The view a constraint is installed on.
    private func hostView(of ancestor: AnyObject) -> UIView? {
        (ancestor as? UIView) ?? (ancestor as? UILayoutGuide)?.owningViewStorage
    }

    /// `factor × item.attribute`, in `ancestor`'s coordinates (the sum of the offsets of the item and its
    /// parents below `ancestor`; `ancestor` itself sits at 0). Margin attributes read the item's
    /// `layoutMarginsGuide`; leading/trailing are left/right; baselines are the bottom edge.
    func terms(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in ancestor: AnyObject, factor: Double)
        -> [(symbol: SolverSymbol, coefficient: Double)]
    {
        let (base, isMargin) = attribute.withoutMargins
        var target = item
        if isMargin, let view = item as? UIView { target = view.layoutMarginsGuide }
        let record = ensureRecord(target)
        var result: [(symbol: SolverSymbol, coefficient: Double)] = []
        let horizontal: Bool
        let sizeFactor: Double
        switch base {
        case .width: return [(record.width, factor)]
        case .height: return [(record.height, factor)]
        case .left: (horizontal, sizeFactor) = (true, 0)
        case .right: (horizontal, sizeFactor) = (true, 1)
        case .centerX: (horizontal, sizeFactor) = (true, 0.5)
        case .top: (horizontal, sizeFactor) = (false, 0)
        case .bottom: (horizontal, sizeFactor) = (false, 1)
        case .centerY: (horizontal, sizeFactor) = (false, 0.5)
        default: return []
        }
        if sizeFactor != 0 { result.append((horizontal ? record.width : record.height, factor * sizeFactor)) }
        var node: AnyObject? = target
        while let current = node, current !== ancestor {
            let currentRecord = ensureRecord(current)
            result.append((horizontal ? currentRecord.x : currentRecord.y, factor))
            node = parent(of: current)
        }
        return result
    }

    static func relation(_ relation: NSLayoutConstraint.Relation) -> SolverConstraint.Relation {
        switch relation {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    static func weight(_ priority: UILayoutPriority) -> Double? {
        priority >= .required ? nil : SolverStrength.weight(forPriority: priority.rawValue)
    }
}
#endif
