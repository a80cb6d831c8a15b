#if os(Linux)
import Foundation

/// An incremental Cassowary solver (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", ACM TOCHI 2001): required constraints hold exactly, optional ones are
/// met as well as their weights allow (the weighted sum of their errors is minimised by the primal
/// simplex), and changing a constraint's constant re-solves incrementally with the dual simplex.
///
/// Written for HeadlessUIKit's Auto Layout. Deterministic: ties go to the symbol created first. A
/// required constraint that cannot hold is refused (`add` returns `false`) and the solver is left as it was.
final class SimplexSolver {
    /// Comparisons of coefficients and constants use this tolerance.
    static let epsilon = 1e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// The tableau: basic symbol → its row.
    var rows: [SolverSymbol: SolverRow] = [:]
    /// The objective: the weighted errors of the optional constraints.
    var objective = SolverRow()
    /// The artificial objective, only while a constraint is added through an artificial variable.
    var artificial: SolverRow?
    /// Basic symbols whose rows went negative (restricted symbols only), for the dual simplex.
    var infeasible: [SolverSymbol] = []
    /// The constraints in the solver, in the order they were added (a rebuild re-adds them in that order).
    private(set) var constraints: [SolverConstraint] = []
    private var nextSymbolID = 0

    init() {}

    /// An empty solver whose symbols come after every symbol `other` made so far, so the two solvers' symbols
    /// never share an id (a measurement solves copies of another solver's constraints over its variables).
    init(after other: SimplexSolver) {
        nextSymbolID = other.nextSymbolID
    }

    /// A new variable (an external symbol), 0 until constrained.
    func makeVariable() -> SolverSymbol { makeSymbol(.external) }

    func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        nextSymbolID += 1
        return SolverSymbol(id: nextSymbolID, kind: kind)
    }

    /// The current value of a variable.
    func value(of variable: SolverSymbol) -> Double { rows[variable]?.constant ?? 0 }

    /// Whether `constraint` is in the solver.
    func contains(_ constraint: SolverConstraint) -> Bool { constraint.marker != nil }

    /// Adds a constraint; returns `false` (and changes nothing) when it is required and cannot hold
    /// together with the required constraints already added. Adding a constraint twice does nothing.
    @discardableResult
    func add(_ constraint: SolverConstraint) -> Bool {
        guard constraint.marker == nil else { return true }
        if insert(constraint) {
            constraints.append(constraint)
            return true
        }
        rebuild()
        return false
    }

    /// Removes a constraint (nothing happens when it is not in the solver).
    func remove(_ constraint: SolverConstraint) {
        guard let marker = constraint.marker else { return }
        if let index = constraints.firstIndex(where: { $0 === constraint }) { constraints.remove(at: index) }
        constraint.marker = nil
        let other = constraint.other
        constraint.other = nil
        if let weight = constraint.weight {
            removeErrorEffects(marker, weight: weight)
            if let other { removeErrorEffects(other, weight: weight) }
        }
        if rows.removeValue(forKey: marker) == nil {
            guard let leaving = markerLeavingSymbol(marker), let row = rows.removeValue(forKey: leaving) else {
                rebuild()
                return
            }
            row.solve(for: leaving, marker)
            substitute(marker, with: row)
        }
        optimize(objective)
    }

    /// Changes a constraint's constant incrementally (dual simplex); allocation-free when no pivot is
    /// needed. Returns `false` when the constraint is required and can no longer hold: it is then taken out
    /// of the solver (the caller reports it), and the others hold as before.
    @discardableResult
    func setConstant(_ newValue: Double, of constraint: SolverConstraint) -> Bool {
        let value = newValue.isFinite ? newValue : 0
        let delta = value - constraint.constant
        guard delta != 0 else { return true }
        constraint.constant = value
        guard let marker = constraint.marker else { return true }
        // The defining equation is `expression + m·marker (+ …) = 0`; raising the expression's constant by
        // `delta` is the substitution `marker = marker′ + delta / m` (Cassowary §4.2, "edit constants").
        let shift = delta / constraint.markerCoefficient
        if let row = rows[marker] {
            row.constant -= shift
            if marker.kind == .dummy {
                if !Self.isNearZero(row.constant) { return breakRequired(constraint) }
            } else if row.constant < 0 {
                infeasible.append(marker)
            }
        } else {
            for (symbol, row) in rows {
                let coefficient = row.coefficient(for: marker)
                guard coefficient != 0 else { continue }
                row.constant += coefficient * shift
                if symbol.kind != .external && row.constant < 0 { infeasible.append(symbol) }
            }
        }
        return dualOptimize() ? true : breakRequired(constraint)
    }

    /// Rebuilds the tableau from the constraints that should hold, without `constraint`; returns `false`.
    private func breakRequired(_ constraint: SolverConstraint) -> Bool {
        constraint.marker = nil
        constraint.other = nil
        constraints.removeAll { $0 === constraint }
        rebuild()
        return false
    }

    /// Starts over and re-adds the constraints in their order; one that can no longer hold is dropped (and
    /// the rebuild restarts without it, so the tableau is always a consistent one).
    private func rebuild() {
        var pending = constraints
        while true {
            rows.removeAll()
            objective = SolverRow()
            artificial = nil
            infeasible.removeAll()
            constraints.removeAll()
            for constraint in pending {
                constraint.marker = nil
                constraint.other = nil
            }
            guard let failed = pending.firstIndex(where: { !insertAndRecord($0) }) else { return }
            pending.remove(at: failed)
        }
    }

    private func insertAndRecord(_ constraint: SolverConstraint) -> Bool {
        guard insert(constraint) else { return false }
        constraints.append(constraint)
        return true
    }
}
#endif
