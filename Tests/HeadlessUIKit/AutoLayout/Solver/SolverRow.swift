#if os(Linux)
import Foundation

/// One row of the simplex tableau: `basic = constant + Σ coefficient × symbol` (or, before it is solved
/// for a symbol, the linear expression `constant + Σ coefficient × symbol` of a constraint).
///
/// A class so that the tableau's rows are updated in place: changing a constant in the per-frame path
/// allocates nothing.
final class SolverRow {
    /// The constant term (the basic variable's current value once the row is in the tableau).
    var constant: Double
    /// The coefficients of the parametric symbols; never holds near-zero coefficients.
    var cells: [SolverSymbol: Double]

    init(constant: Double = 0, cells: [SolverSymbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    /// A copy with its own storage.
    func copy() -> SolverRow { SolverRow(constant: constant, cells: cells) }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(for symbol: SolverSymbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient × symbol`, dropping the cell when the sum is near zero.
    func insert(_ symbol: SolverSymbol, coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if SimplexSolver.isNearZero(sum) { cells[symbol] = nil } else { cells[symbol] = sum }
    }

    /// Adds `coefficient × other` (its constant and every cell).
    func insert(_ other: SolverRow, coefficient: Double = 1) {
        constant += other.constant * coefficient
        for (symbol, value) in other.cells { insert(symbol, coefficient: value * coefficient) }
    }

    /// Removes `symbol`'s cell.
    func remove(_ symbol: SolverSymbol) { cells[symbol] = nil }

    /// Negates the constant and every coefficient.
    func reverseSign() {
        constant = -constant
        scaleCells(by: -1)
    }

    /// Multiplies every coefficient in place (an index walk: iterating `keys` while writing would copy
    /// the storage, an allocation in the per-frame path).
    private func scaleCells(by factor: Double) {
        var index = cells.values.startIndex
        while index != cells.values.endIndex {
            cells.values[index] *= factor
            cells.values.formIndex(after: &index)
        }
    }

    /// Rewrites `0 = self` as `symbol = …`; `symbol` must have a cell.
    func solve(for symbol: SolverSymbol) {
        let factor = -1 / (cells.removeValue(forKey: symbol) ?? 1)
        constant *= factor
        scaleCells(by: factor)
    }

    /// Rewrites `lhs = self` as `rhs = …` (`rhs` must have a cell).
    func solve(for lhs: SolverSymbol, _ rhs: SolverSymbol) {
        insert(lhs, coefficient: -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` (`symbol = row`), if present.
    func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient: coefficient)
    }
}
#endif
