/// Checks that the allocation counter sees an allocation and sees nothing when nothing allocates.
enum AllocationSelfCheck {
    /// Benchmarks with a known number of allocations per operation, shown in the report like the others.
    static let benchmarks: [Benchmark] = [
        Benchmark("harness.empty (expect 0 allocs)") { i in blackHole(i) },
        Benchmark("harness.array-append (expect 1 alloc)") { i in
            var array: [Int] = []
            array.append(i)
            escape(array)
        },
    ]

    /// A sentence saying whether the counter behaved, measured with a short run of each check.
    static func verdict() -> String {
        guard AllocationCounter.isAvailable else { return "allocation counter unavailable: allocs/op shows n/a" }
        let runner = BenchmarkRunner(iterations: 10_000, runs: 3)
        let empty = runner.measure(benchmarks[0]).medianAllocations ?? .nan
        let appending = runner.measure(benchmarks[1]).medianAllocations ?? .nan
        let trustworthy = empty < 0.01 && abs(appending - 1) < 0.01
        return "allocation counter self-check: empty loop \(empty) allocs/op, array append \(appending) allocs/op → "
            + (trustworthy ? "OK" : "NOT TRUSTWORTHY")
    }
}
