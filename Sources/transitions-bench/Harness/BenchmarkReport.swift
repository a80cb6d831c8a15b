import Foundation

/// Formats measurements as aligned text or as a Markdown table.
enum BenchmarkReport {
    /// A header describing the machine, the build and the allocation counter.
    static func header(runs: Int) -> String {
        var lines = ["transitions-bench — \(MachineDescription.current)"]
        #if DEBUG
        lines.append("warning: debug build; measure with `swift run -c release transitions-bench`.")
        #endif
        lines.append("allocations counted: \(AllocationCounter.source)")
        lines.append("median of \(runs) timed runs per benchmark")
        return lines.joined(separator: "\n")
    }

    /// One line per measurement in aligned columns.
    static func table(_ measurements: [BenchmarkRunner.Measurement]) -> String {
        let headings = ["benchmark", "ns/op", "min ns/op", "allocs/op", "ns/(n log2 n)", "iterations"]
        let rows = measurements.map { cells(for: $0) }
        let widths = headings.indices.map { column in
            ([headings[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column == 0
                    ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0) : pad(cell, widths[column])
            }.joined(separator: "  ")
        }
        return ([line(headings)] + rows.map(line)).joined(separator: "\n")
    }

    /// A Markdown table of the measurements.
    static func markdown(_ measurements: [BenchmarkRunner.Measurement]) -> String {
        var lines = [
            "| benchmark | ns/op (median) | min ns/op | allocs/op | ns/(n log₂ n) |",
            "|---|---:|---:|---:|---:|",
        ]
        for measurement in measurements {
            let cells = cells(for: measurement)
            lines.append("| `\(cells[0])` | \(cells[1]) | \(cells[2]) | \(cells[3]) | \(cells[4]) |")
        }
        return lines.joined(separator: "\n")
    }

    private static func cells(for measurement: BenchmarkRunner.Measurement) -> [String] {
        [
            measurement.benchmark.name,
            format(measurement.medianNanoseconds),
            format(measurement.minimumNanoseconds),
            measurement.medianAllocations.map { String(format: "%.2f", $0) } ?? "n/a",
            measurement.nanosecondsPerNLogN.map { String(format: "%.2f", $0) } ?? "",
            String(measurement.iterations),
        ]
    }

    static func format(_ nanoseconds: Double) -> String {
        nanoseconds < 100 ? String(format: "%.1f", nanoseconds) : String(format: "%.0f", nanoseconds)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}

/// The processor, core count and build configuration, for the report header.
enum MachineDescription {
    static var current: String {
        let processor = cpuModel ?? "unknown processor"
        let cores = ProcessInfo.processInfo.activeProcessorCount
        #if DEBUG
        let configuration = "debug"
        #else
        let configuration = "release"
        #endif
        return "\(processor), \(cores) cores, \(configuration) build"
    }

    private static var cpuModel: String? {
        guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        let line = info.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line?.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
    }
}
