#if os(Linux)
import Foundation

/// A linear constraint as the solver sees it: `Σ coefficient × variable + constant  (≤ | = | ≥)  0`, with a
/// strength (the weight of its error in the objective; `nil` for a required constraint).
final class SolverConstraint {
    /// The relation between the expression and 0.
    enum Relation {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// The variables (external symbols) and their coefficients.
    let terms: [(symbol: SolverSymbol, coefficient: Double)]
    /// The constant term; change it with `SimplexSolver.setConstant(_:of:)` while the constraint is added.
    var constant: Double
    /// The relation.
    let relation: Relation
    /// The weight of a violation (see `SolverStrength`); `nil` for a required constraint.
    let weight: Double?
    /// The marker and other symbols, while the constraint is in a solver.
    var marker: SolverSymbol?
    var other: SolverSymbol?

    init(terms: [(symbol: SolverSymbol, coefficient: Double)], constant: Double, relation: Relation, weight: Double?) {
        self.terms = terms
        self.constant = constant.isFinite ? constant : 0
        self.relation = relation
        self.weight = weight
    }

    /// Whether the constraint must hold.
    var isRequired: Bool { weight == nil }

    /// The coefficient of the marker in the constraint's defining equation (see `SimplexSolver.makeRow`):
    /// `+1` for the slack of `≤` and the dummy of a required `=`, `−1` for the slack of `≥` and for the
    /// positive error of an optional `=`.
    var markerCoefficient: Double {
        switch relation {
        case .lessThanOrEqual: return 1
        case .greaterThanOrEqual: return -1
        case .equal: return isRequired ? 1 : -1
        }
    }
}

/// How Auto Layout priorities become simplex weights.
///
/// Apple does not document its engine's weighting; this one keeps the ordering UIKit code relies on: a
/// higher priority wins whenever violations trade point for point (the usual case: two labels competing
/// for one row, hugging against compression resistance). `weight(p) = 10^(p / 250)`: 250 → 10, 500 → 100,
/// 750 → 1,000, 999 → ≈ 9,908. Bounded so that the tableau's arithmetic stays well inside double
/// precision. 1000 (required) is not a weight: required constraints are hard.
enum SolverStrength {
    /// The weight for an optional priority (clamped to 1…999).
    static func weight(forPriority priority: Float) -> Double {
        let p = Double(priority.isFinite ? min(max(priority, 1), 999) : 1)
        return pow(10, p / 250)
    }
}
#endif
