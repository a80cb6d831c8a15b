#if os(Linux)
import Foundation

/// A column of the simplex tableau: a layout variable, or one of the solver's own helper variables.
///
/// Symbols are ordered by `id` (creation order); every choice the solver makes between candidates takes the
/// smallest id (Bland's rule), so the same constraints added in the same order always give the same
/// solution, whatever the hashing seed, and the simplex cannot cycle.
struct SolverSymbol: Hashable, Comparable {
    /// What the symbol stands for (Cassowary's four kinds).
    enum Kind: UInt8 {
        /// A variable the client reads (an edge or a size); unrestricted in sign.
        case external
        /// The slack of an inequality (≥ 0).
        case slack
        /// The error of an optional constraint (≥ 0, weighted in the objective).
        case error
        /// The marker of a required equality (always 0; never enters the basis).
        case dummy
    }

    /// Creation order; unique within one solver.
    let id: Int
    /// The kind.
    let kind: Kind

    /// Slack and error symbols may leave the basis in the primal simplex (they are restricted to ≥ 0).
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id < rhs.id }
}
#endif
