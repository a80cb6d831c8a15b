/// Benchmarks on the main actor with a fixture built once, outside the timed runs.
extension Benchmark {
    /// A benchmark whose operations run against a fixture (a window with a presented sheet, say).
    ///
    /// `setUp` runs once before calibration; after the last timed run `note` reads the fixture, then
    /// `tearDown` releases it. None of them is timed or counted. `operation` runs once per measured
    /// operation, on the main actor (transitions-bench runs on the main thread). Between calls the fixture
    /// keeps its state, so an operation can continue a drag or a settle where the previous one left it.
    /// - Parameters:
    ///   - name: The report name.
    ///   - baseline: The name of the benchmark measuring the runtime's share of the same operation.
    ///   - setUp: Builds the fixture.
    ///   - operation: One operation.
    ///   - tearDown: Releases it (dismiss, hide the window, let the clock run out).
    ///   - note: A remark for the report, computed from the fixture after the timed runs.
    static func withFixture<Fixture>(
        _ name: String, baseline: String? = nil,
        setUp: @escaping @MainActor () -> Fixture,
        operation body: @escaping @MainActor (Fixture) -> Void,
        tearDown: @escaping @MainActor (Fixture) -> Void = { _ in },
        note: @escaping @MainActor (Fixture) -> String? = { _ in nil }
    ) -> Benchmark {
        let box = FixtureBox<Fixture>()
        var benchmark = Benchmark.batch(name) { iterations in
            MainActor.assumeIsolated {
                guard let fixture = box.fixture else { return }
                for _ in 0..<iterations { body(fixture) }
            }
        }
        benchmark.baseline = baseline
        benchmark.setUp = {
            MainActor.assumeIsolated { box.fixture = setUp() }
        }
        benchmark.tearDown = {
            MainActor.assumeIsolated {
                if let fixture = box.fixture { tearDown(fixture) }
                box.fixture = nil
            }
        }
        benchmark.note = {
            MainActor.assumeIsolated { box.fixture.flatMap(note) }
        }
        return benchmark
    }
}

/// Holds a benchmark's fixture between set-up and tear-down.
@MainActor private final class FixtureBox<Fixture> {
    var fixture: Fixture?

    nonisolated init() {}
}
