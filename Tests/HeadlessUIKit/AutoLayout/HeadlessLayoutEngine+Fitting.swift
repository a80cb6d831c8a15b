#if os(Linux)
import Foundation

extension HeadlessLayoutEngine {
    /// `systemLayoutSizeFitting`: the view's size solved with `width == target.width` at `horizontal` and
    /// `height == target.height` at `vertical` added for the measurement (and the view's own
    /// autoresizing size lifted, as UIKit measures content, not the frame it was given). `nil` when no
    /// constraint involves the view or its subtree (the caller falls back to the intrinsic size).
    func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
        -> CGSize?
    {
        guard view.hasLayoutRecordInSubtree else { return nil }
        prepareForReading()
        let record = ensureRecord(view)
        let lifted = record.fixed.count == 4 ? [record.fixed[2], record.fixed[3]] : []
        for constraint in lifted { solver.remove(constraint) }
        let width = SolverConstraint(
            terms: [(record.width, 1)], constant: -Double(target.width.isFinite ? target.width : 0), relation: .equal,
            weight: Self.weight(horizontal))
        let height = SolverConstraint(
            terms: [(record.height, 1)], constant: -Double(target.height.isFinite ? target.height : 0),
            relation: .equal, weight: Self.weight(vertical))
        solver.add(width)
        solver.add(height)
        let size = CGSize(width: solver.value(of: record.width), height: solver.value(of: record.height))
        solver.remove(width)
        solver.remove(height)
        for constraint in lifted { solver.add(constraint) }
        return size
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
