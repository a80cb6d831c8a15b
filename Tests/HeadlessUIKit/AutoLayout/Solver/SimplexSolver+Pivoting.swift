#if os(Linux)
import Foundation

extension SimplexSolver {
    /// Adds the constraint's row to the tableau (primal simplex afterwards); `false` when a required
    /// constraint cannot hold, in which case the tableau must be rebuilt (`rebuild()`).
    func insert(_ constraint: SolverConstraint) -> Bool {
        let row = makeRow(for: constraint)
        var subject = chooseSubject(row, constraint)
        if subject == nil && row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard Self.isNearZero(row.constant) else {
                constraint.marker = nil
                constraint.other = nil
                return false
            }
            subject = constraint.marker  // redundant but consistent: its dummy becomes basic at 0
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject] = row
        } else if !addWithArtificialVariable(row) {
            constraint.marker = nil
            constraint.other = nil
            return false
        }
        optimize(objective)
        return true
    }

    /// The constraint's expression with basic variables substituted, plus its marker (and error) symbols.
    func makeRow(for constraint: SolverConstraint) -> SolverRow {
        let row = SolverRow(constant: constraint.constant)
        for term in constraint.terms where !Self.isNearZero(term.coefficient) {
            if let basic = rows[term.symbol] {
                row.insert(basic, coefficient: term.coefficient)
            } else {
                row.insert(term.symbol, coefficient: term.coefficient)
            }
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            constraint.marker = slack
            row.insert(slack, coefficient: sign)
            if let weight = constraint.weight {
                let error = makeSymbol(.error)
                constraint.other = error
                row.insert(error, coefficient: -sign)
                objective.insert(error, coefficient: weight)
            }
        case .equal:
            if let weight = constraint.weight {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                constraint.marker = plus
                constraint.other = minus
                row.insert(plus, coefficient: -1)
                row.insert(minus, coefficient: 1)
                objective.insert(plus, coefficient: weight)
                objective.insert(minus, coefficient: weight)
            } else {
                let dummy = makeSymbol(.dummy)
                constraint.marker = dummy
                row.insert(dummy)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// The symbol to solve a new row for: an external one, else a marker or error with a negative
    /// coefficient (its value can rise from 0 to absorb the row); `nil` when none qualifies.
    private func chooseSubject(_ row: SolverRow, _ constraint: SolverConstraint) -> SolverSymbol? {
        var external: SolverSymbol?
        for symbol in row.cells.keys where symbol.kind == .external {
            if external == nil || symbol < external! { external = symbol }
        }
        if let external { return external }
        for candidate in [constraint.marker, constraint.other] {
            if let candidate, candidate.isPivotable, row.coefficient(for: candidate) < 0 { return candidate }
        }
        return nil
    }

    /// Phase one: minimises an artificial variable standing for the row; `false` when it stays positive
    /// (the row cannot be satisfied together with the required constraints).
    private func addWithArtificialVariable(_ row: SolverRow) -> Bool {
        let art = makeSymbol(.slack)
        rows[art] = row.copy()
        artificial = row.copy()
        optimize(artificial!)
        let success = Self.isNearZero(artificial!.constant)
        artificial = nil
        if let artRow = rows.removeValue(forKey: art) {
            if artRow.cells.isEmpty { return success }
            guard let entering = artRow.cells.keys.filter(\.isPivotable).min() else { return false }
            artRow.solve(for: art, entering)
            substitute(entering, with: artRow)
            rows[entering] = artRow
        }
        for row in rows.values { row.remove(art) }
        objective.remove(art)
        return success
    }

    /// Replaces `symbol` by `row` everywhere; rows of restricted symbols that turn negative are noted.
    func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        for (basic, other) in rows {
            other.substitute(symbol, with: row)
            if basic.kind != .external && other.constant < 0 { infeasible.append(basic) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Primal simplex: pivots until no objective coefficient is negative (Bland's rule).
    func optimize(_ objective: SolverRow) {
        while true {
            var entering: SolverSymbol?
            for (symbol, coefficient) in objective.cells
            where symbol.kind != .dummy && coefficient < -Self.epsilon && (entering == nil || symbol < entering!) {
                entering = symbol
            }
            guard let entering else { return }
            var leaving: SolverSymbol?
            var ratio = Double.infinity
            for (symbol, row) in rows where symbol.kind != .external {
                let coefficient = row.coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let candidate = -row.constant / coefficient
                if candidate < ratio - Self.epsilon || (abs(candidate - ratio) <= Self.epsilon && symbol < leaving!) {
                    ratio = candidate
                    leaving = symbol
                }
            }
            // Unbounded: cannot happen for Auto Layout objectives (errors are ≥ 0); stop rather than loop.
            guard let leaving, let row = rows.removeValue(forKey: leaving) else { return }
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            rows[entering] = row
        }
    }

    /// Dual simplex: restores feasibility after constants changed; `false` when it cannot (a required
    /// constraint no longer holds).
    func dualOptimize() -> Bool {
        while let leaving = infeasible.min() {
            infeasible.removeAll { $0 == leaving }
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var entering: SolverSymbol?
            var ratio = Double.infinity
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                let candidate = objective.coefficient(for: symbol) / coefficient
                if candidate < ratio - Self.epsilon || (abs(candidate - ratio) <= Self.epsilon && symbol < entering!) {
                    ratio = candidate
                    entering = symbol
                }
            }
            guard let entering else {
                infeasible.removeAll()
                return false
            }
            rows[leaving] = nil
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            rows[entering] = row
        }
        return true
    }

    /// Removing an optional constraint takes its error's weight out of the objective.
    func removeErrorEffects(_ symbol: SolverSymbol, weight: Double) {
        guard symbol.kind == .error else { return }
        if let row = rows[symbol] {
            objective.insert(row, coefficient: -weight)
        } else {
            objective.insert(symbol, coefficient: -weight)
        }
    }

    /// The basic symbol to exchange with a parametric marker being removed (Cassowary's choice: the most
    /// restrictive restricted row with a negative coefficient, else with a positive one, else an external).
    func markerLeavingSymbol(_ marker: SolverSymbol) -> SolverSymbol? {
        var negative: (symbol: SolverSymbol, ratio: Double)?
        var positive: (symbol: SolverSymbol, ratio: Double)?
        var external: SolverSymbol?
        for (symbol, row) in rows {
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if symbol.kind == .external {
                if external == nil || symbol < external! { external = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if negative == nil || ratio < negative!.ratio || (ratio == negative!.ratio && symbol < negative!.symbol)
                {
                    negative = (symbol, ratio)
                }
            } else {
                let ratio = row.constant / coefficient
                if positive == nil || ratio < positive!.ratio || (ratio == positive!.ratio && symbol < positive!.symbol)
                {
                    positive = (symbol, ratio)
                }
            }
        }
        return negative?.symbol ?? positive?.symbol ?? external
    }
}
#endif
