import Foundation

/// The "our share" section: each benchmark with a baseline minus that baseline, against the frame budget.
extension BenchmarkReport {
    /// One frame at 120 Hz, in nanoseconds: the budget every per-frame figure is compared with.
    static let frameBudgetNanoseconds = 1e9 / 120

    /// A row of the share section.
    struct Share {
        let name: String
        let baselineName: String
        let total: Double
        let baseline: Double
        let allocations: Double?
        let baselineAllocations: Double?

        /// Nanoseconds per operation spent outside the baseline (our code plus the runtime work it causes).
        var ours: Double { total - baseline }
        /// Allocations per operation outside the baseline.
        var oursAllocations: Double? {
            guard let allocations, let baselineAllocations else { return nil }
            return allocations - baselineAllocations
        }
        /// ``ours`` as a percentage of a 120 Hz frame.
        var percentOfFrame: Double { ours / BenchmarkReport.frameBudgetNanoseconds * 100 }
    }

    /// Pairs every measurement that names a baseline with that baseline's measurement.
    static func shares(_ measurements: [BenchmarkRunner.Measurement]) -> [Share] {
        measurements.compactMap { measurement in
            guard let baselineName = measurement.benchmark.baseline,
                let baseline = measurements.first(where: { $0.benchmark.name == baselineName })
            else { return nil }
            return Share(
                name: measurement.benchmark.name, baselineName: baselineName,
                total: measurement.medianNanoseconds, baseline: baseline.medianNanoseconds,
                allocations: measurement.medianAllocations, baselineAllocations: baseline.medianAllocations)
        }
    }

    /// The share section as aligned text, or nil when no measured benchmark has a baseline.
    static func shareTable(_ measurements: [BenchmarkRunner.Measurement]) -> String? {
        let rows = shares(measurements)
        guard !rows.isEmpty else { return nil }
        let headings = [
            "our share (minus baseline)", "ns/op", "baseline ns/op", "ours ns/op", "ours allocs/op",
            "% of 8.3 ms",
        ]
        let cells = rows.map(shareCells)
        let widths = headings.indices.map { column in
            ([headings[column]] + cells.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ row: [String]) -> String {
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        return ([line(headings)] + cells.map(line)).joined(separator: "\n")
    }

    /// The share section as a Markdown table, or nil when no measured benchmark has a baseline.
    static func shareMarkdown(_ measurements: [BenchmarkRunner.Measurement]) -> String? {
        let rows = shares(measurements)
        guard !rows.isEmpty else { return nil }
        var lines = [
            "| our share (minus baseline) | ns/op | baseline ns/op | ours ns/op | ours allocs/op | % of 8.3 ms |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        for row in rows {
            let c = shareCells(row)
            lines.append("| `\(c[0])` | \(c[1]) | \(c[2]) | \(c[3]) | \(c[4]) | \(c[5]) |")
        }
        return lines.joined(separator: "\n")
    }

    /// The benchmarks' remarks, one line each, or nil when there are none.
    static func notes(_ measurements: [BenchmarkRunner.Measurement]) -> String? {
        let lines = measurements.compactMap { measurement in
            measurement.note.map { "- \(measurement.benchmark.name): \($0)" }
        }
        return lines.isEmpty ? nil : (["notes:"] + lines).joined(separator: "\n")
    }

    private static func shareCells(_ share: Share) -> [String] {
        [
            share.name, format(share.total), format(share.baseline), format(share.ours),
            share.oursAllocations.map { String(format: "%.2f", $0) } ?? "n/a",
            String(format: "%.3f", share.percentOfFrame),
        ]
    }
}
