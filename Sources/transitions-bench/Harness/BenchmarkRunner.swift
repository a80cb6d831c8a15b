import Foundation

/// Times benchmarks: calibrates the iteration count, repeats timed runs, and counts allocations.
struct BenchmarkRunner {
    /// The result of measuring one benchmark.
    struct Measurement {
        let benchmark: Benchmark
        let iterations: Int
        /// Nanoseconds per operation, one entry per run.
        let nanosecondsPerOperation: [Double]
        /// Heap allocations per operation, one entry per run (empty when counting is unavailable).
        let allocationsPerOperation: [Double]
        /// The benchmark's remark, if it has one.
        var note: String? = nil

        var medianNanoseconds: Double { Self.median(nanosecondsPerOperation) }
        var minimumNanoseconds: Double { nanosecondsPerOperation.min() ?? .nan }
        var medianAllocations: Double? { allocationsPerOperation.isEmpty ? nil : Self.median(allocationsPerOperation) }

        /// ns / (n log₂ n), for benchmarks with a problem size of at least 2.
        var nanosecondsPerNLogN: Double? {
            guard let n = benchmark.n, n >= 2 else { return nil }
            let size = Double(n)
            return medianNanoseconds / (size * log2(size))
        }

        private static func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return .nan }
            let middle = sorted.count / 2
            return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
        }
    }

    let iterations: Int?
    let runs: Int

    /// Measures `benchmark`: set-up, one untimed warm-up run, then `runs` timed runs, then tear-down.
    func measure(_ benchmark: Benchmark) -> Measurement {
        benchmark.setUp()
        defer { benchmark.tearDown() }
        let iterations = self.iterations ?? calibratedIterations(for: benchmark)
        benchmark.run(min(iterations, 1000))  // warm-up: lazy globals, caches, first-use allocations
        var times: [Double] = []
        var allocations: [Double] = []
        times.reserveCapacity(runs)
        allocations.reserveCapacity(runs)
        for _ in 0..<runs {
            if let measured = benchmark.measuredRun {
                let (elapsed, counted) = measured(iterations)
                times.append(elapsed / Double(iterations))
                if AllocationCounter.isAvailable { allocations.append(Double(counted) / Double(iterations)) }
                continue
            }
            let allocationsBefore = AllocationCounter.count
            let elapsed = Self.nanoseconds { benchmark.run(iterations) }
            let allocationsAfter = AllocationCounter.count
            times.append(elapsed / Double(iterations))
            if AllocationCounter.isAvailable {
                allocations.append(Double(allocationsAfter &- allocationsBefore) / Double(iterations))
            }
        }
        return Measurement(
            benchmark: benchmark, iterations: iterations, nanosecondsPerOperation: times,
            allocationsPerOperation: allocations, note: benchmark.note())
    }

    /// Doubles the iteration count until a run takes a few milliseconds, then scales to the target.
    private func calibratedIterations(for benchmark: Benchmark) -> Int {
        var iterations = 1
        while true {
            let elapsed = Self.nanoseconds { benchmark.run(iterations) }
            if elapsed >= BenchmarkOptions.targetRunNanoseconds / 8 || iterations >= 1 << 28 {
                let perOperation = max(elapsed / Double(iterations), 0.01)
                let scaled = BenchmarkOptions.targetRunNanoseconds / perOperation
                return max(1, min(Int(scaled), 1 << 30))
            }
            iterations *= 2
        }
    }

    /// Wall time of `body` in nanoseconds, from the monotonic `ContinuousClock`.
    static func nanoseconds(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        body()
        let duration = start.duration(to: clock.now)
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
