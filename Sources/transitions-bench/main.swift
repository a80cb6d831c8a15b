import Foundation

// transitions-bench: nanoseconds and heap allocations per operation for the core's hot paths and, on
// Linux, for the UIKit layer running on HeadlessUIKit.
// `swift run -c release transitions-bench --help` for options; docs/performance.md for the figures.

let options: BenchmarkOptions
do {
    options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    printToStandardError("transitions-bench: \(error.message)\n\n\(BenchmarkOptions.usage)")
    exit(2)
}
if options.help {
    print(BenchmarkOptions.usage)
    exit(0)
}

if options.zoomParity || options.sheetParity {
    // A report, not a gate: misses are printed and counted on the last line; the exit status stays 0.
    if options.zoomParity { _ = ParityReport.print(title: "Zoom: iOS vs Transitions", rows: ZoomParity.rows) }
    if options.sheetParity { _ = ParityReport.print(title: "Sheet: UIKit vs Transitions", rows: SheetParity.rows) }
    exit(0)
}

if options.feel {
    #if canImport(HeadlessUIKit)
    AllocationCounter.install()
    // A report, not a gate: misses are printed (and counted on the last line), the exit status stays 0.
    _ = MainActor.assumeIsolated { FeelReport.run(runs: options.runs) }
    exit(0)
    #else
    printToStandardError("transitions-bench: --feel needs HeadlessUIKit (Linux)")
    exit(2)
    #endif
}

let registered = BenchmarkRegistry.all
let matching = registered.filter { benchmark in
    options.filter.map { benchmark.name.lowercased().contains($0.lowercased()) } ?? true
}
// A benchmark with a baseline brings its baseline along, so "our share" can always be computed.
let neededBaselines = Set(matching.compactMap(\.baseline))
let selected = registered.filter { benchmark in
    matching.contains { $0.name == benchmark.name } || neededBaselines.contains(benchmark.name)
}
if options.list {
    for benchmark in selected { print(benchmark.name) }
    exit(0)
}
guard !selected.isEmpty else {
    printToStandardError("transitions-bench: no benchmark matches '\(options.filter ?? "")' (see --list)")
    exit(2)
}

AllocationCounter.install()
print(BenchmarkReport.header(runs: options.runs))
print(AllocationSelfCheck.verdict())
print("")

let runner = BenchmarkRunner(iterations: options.iterations, runs: options.runs)
var measurements: [BenchmarkRunner.Measurement] = []
for benchmark in selected {
    measurements.append(runner.measure(benchmark))
    if !options.markdown {
        // Print progressively so long runs show life; the aligned table follows at the end.
        printToStandardError("  measured \(benchmark.name)")
    }
}
print(options.markdown ? BenchmarkReport.markdown(measurements) : BenchmarkReport.table(measurements))
let share = options.markdown ? BenchmarkReport.shareMarkdown(measurements) : BenchmarkReport.shareTable(measurements)
if let share { print("\n" + share) }
if let notes = BenchmarkReport.notes(measurements) { print("\n" + notes) }

/// Writes `message` and a newline to standard error.
func printToStandardError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
