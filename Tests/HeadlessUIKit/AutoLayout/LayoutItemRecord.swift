#if os(Linux)
import Foundation

/// What the layout engine keeps for one view or layout guide: its four variables (in its parent's
/// coordinates, ignoring the parent's `bounds.origin`, as Auto Layout does) and the constraints UIKit
/// adds on its own (autoresizing-mask constraints, content-size constraints, a system guide's insets).
final class LayoutItemRecord {
    /// The left edge, relative to the parent's left edge.
    let x: SolverSymbol
    /// The top edge, relative to the parent's top edge.
    let y: SolverSymbol
    /// The width.
    let width: SolverSymbol
    /// The height.
    let height: SolverSymbol
    /// `x`, `y`, `width`, `height` fixed to the view's frame while `translatesAutoresizingMaskIntoConstraints`
    /// (UIKit's `NSAutoresizingMaskLayoutConstraint`s), or a system guide's insets.
    var fixed: [SolverConstraint] = []
    /// width ≥ intrinsic (compression resistance), width ≤ intrinsic (hugging); then the same for height.
    var content: [SolverConstraint?] = [nil, nil, nil, nil]
    /// The intrinsic size the content constraints were made for.
    var contentSize = CGSize(width: -1, height: -1)
    /// The content-size constraints must be refreshed from `intrinsicContentSize` before the next layout.
    var contentNeedsUpdate = true

    init(solver: SimplexSolver) {
        x = solver.makeVariable()
        y = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }

    /// The solved rectangle, relative to the parent.
    func rect(in solver: SimplexSolver) -> CGRect {
        CGRect(
            x: solver.value(of: x), y: solver.value(of: y), width: solver.value(of: width),
            height: solver.value(of: height))
    }

    /// Removes every constraint the engine made for this item.
    func removeOwnConstraints(from solver: SimplexSolver) {
        for constraint in fixed { solver.remove(constraint) }
        fixed = []
        for constraint in content { if let constraint { solver.remove(constraint) } }
        content = [nil, nil, nil, nil]
    }
}
#endif
