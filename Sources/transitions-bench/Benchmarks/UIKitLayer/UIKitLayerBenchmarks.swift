/// The UIKit layer's frame costs, measured on HeadlessUIKit (Linux only; empty elsewhere, where UIKit needs a
/// device or simulator).
enum UIKitLayerBenchmarks {
    static var all: [Benchmark] {
        #if canImport(HeadlessUIKit)
        MainActor.assumeIsolated {
            SheetPanBenchmarks.all + SheetSettleBenchmarks.all + ZoomFrameBenchmarks.all
                + NavigationZoomFrameBenchmarks.all
                + SheetCycleBenchmarks.all + AutoLayoutBenchmarks.all + ListScrollBenchmarks.all
                + DynamicsBenchmarks.all
        }
        #else
        []
        #endif
    }
}
