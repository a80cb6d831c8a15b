import Foundation

/// One row of a device-parity report: a quantity iOS sets (read from UIKit's code, or measured on a recording),
/// the value our core models give for the same scenario, and whether the two agree within a stated tolerance.
struct ParityRow {
    /// The quantity and scenario, as DEVICE-FACTS.md names its row (for example "pan scale at 0.3 H").
    var quantity: String
    /// iOS's value.
    var measured: Double
    /// Ours, computed by the core models for the same scenario.
    var ours: Double
    /// The largest accepted |ours − measured|, in the quantity's unit.
    var tolerance: Double
    /// The unit printed after both values ("", "pt", "ms", "rad/s").
    var unit: String
    /// Where iOS's value comes from (a DEVICE-FACTS.md section and row name).
    var source: String

    /// Whether ours is within the tolerance of iOS's value (a NaN on either side is a miss).
    var passes: Bool { abs(ours - measured) <= tolerance }

    /// A row whose tolerance is a fraction of iOS's value (spring ω ± 10 %: `relativeTolerance: 0.1`).
    static func relative(
        _ quantity: String, measured: Double, ours: Double, relativeTolerance: Double, unit: String, source: String
    ) -> ParityRow {
        ParityRow(
            quantity: quantity, measured: measured, ours: ours, tolerance: abs(measured) * relativeTolerance,
            unit: unit, source: source)
    }
}

/// Prints parity rows as an aligned table and a summary line; returns the number of misses.
enum ParityReport {
    static func print(title: String, rows: [ParityRow]) -> Int {
        Swift.print("# \(title)")
        Swift.print("")
        let width = max(rows.map(\.quantity.count).max() ?? 0, 8)
        func pad(_ text: String, _ count: Int) -> String {
            text.count >= count ? text : text + String(repeating: " ", count: count - text.count)
        }
        Swift.print("\(pad("quantity", width))  \(pad("iOS", 12))  \(pad("ours", 12))  \(pad("± tol", 10))  verdict  source")
        for row in rows {
            Swift.print(
                "\(pad(row.quantity, width))  \(pad(format(row.measured, row.unit), 12))  "
                    + "\(pad(format(row.ours, row.unit), 12))  \(pad(format(row.tolerance, row.unit), 10))  "
                    + "\(row.passes ? "PASS   " : "MISS   ")  \(row.source)")
        }
        let misses = rows.filter { !$0.passes }.count
        Swift.print("")
        Swift.print("\(rows.count - misses) PASS, \(misses) MISS")
        return misses
    }

    private static func format(_ value: Double, _ unit: String) -> String {
        let number = abs(value) >= 100 ? String(format: "%.1f", value) : String(format: "%.3f", value)
        return unit.isEmpty ? number : "\(number) \(unit)"
    }
}
