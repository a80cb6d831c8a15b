/// Every benchmark, in report order. Add a list here (one line) when adding a file of benchmarks.
enum BenchmarkRegistry {
    static var all: [Benchmark] {
        AllocationSelfCheck.benchmarks
            + PhysicsBenchmarks.all
            + DetentBenchmarks.all
            + SheetBenchmarks.all
            + SheetRecedeBenchmarks.all
            + SheetEdgeBenchmarks.all
            + ZoomBenchmarks.all
            + SheetZoomBenchmarks.all
            + UIKitLayerBenchmarks.all
    }
}
