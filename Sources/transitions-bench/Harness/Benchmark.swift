/// One named benchmark: a body the harness runs many times inside a timed loop.
///
/// Register a benchmark with one line in a list under `Benchmarks/`:
/// ```swift
/// Benchmark("spring.sample") { i in blackHole(SpringCurve.sheet.sample(at: Double(i & 63) / 240, from: 0, to: 500, initialVelocity: 0)) }
/// ```
/// The body receives the iteration index so inputs can vary (the optimizer cannot hoist work out of
/// the loop) and must pass its result to ``blackHole(_:)``. Bodies that keep state between iterations
/// use ``batch(_:n:_:)`` and run the loop themselves; bodies that need an expensive set-up (a window, a
/// presented sheet) use ``withFixture(_:baseline:setUp:operation:tearDown:note:)``.
struct Benchmark: Sendable {
    /// The name shown in reports and matched by `--filter`.
    let name: String
    /// The problem size for benchmarks whose cost should scale with it (e.g. the number of detents);
    /// the report then also shows ns / (n log₂ n).
    let n: Int?
    /// Runs `iterations` operations.
    let run: @Sendable (_ iterations: Int) -> Void
    /// The name of a benchmark measuring the same operation without our code (the runtime's own share);
    /// the report subtracts its figures to show "our share". It is run whenever this one is.
    var baseline: String?
    /// Runs once before calibration (builds a fixture); not timed.
    var setUp: @Sendable () -> Void = {}
    /// Runs once after the last timed run (releases the fixture); not timed.
    var tearDown: @Sendable () -> Void = {}
    /// A remark for the report, read after the timed runs (e.g. frames per measured cycle).
    var note: @Sendable () -> String? = { nil }
    /// For a benchmark whose operation needs untimed preparation each time (a finger must be dragging before it
    /// can lift): runs `iterations` operations and returns the nanoseconds and allocations of the measured parts
    /// only. When set, the runner uses it instead of timing ``run`` as a whole.
    var measuredRun: (@Sendable (_ iterations: Int) -> (nanoseconds: Double, allocations: UInt64))?

    /// A benchmark whose body is one operation; the harness loops over it.
    init(_ name: String, n: Int? = nil, _ operation: @escaping @Sendable (_ iteration: Int) -> Void) {
        self.name = name
        self.n = n
        self.run = { iterations in
            for iteration in 0..<iterations { operation(iteration) }
        }
    }

    init(name: String, n: Int?, run: @escaping @Sendable (_ iterations: Int) -> Void) {
        self.name = name
        self.n = n
        self.run = run
    }

    /// A benchmark whose body runs `iterations` operations itself (for state kept across iterations).
    /// Set-up inside the body is timed too, so keep it small.
    static func batch(
        _ name: String, n: Int? = nil, _ body: @escaping @Sendable (_ iterations: Int) -> Void
    ) -> Benchmark {
        Benchmark(name: name, n: n, run: body)
    }
}
