/// The UIKit layer's frame costs, measured on HeadlessUIKit (Linux only; empty elsewhere, where UIKit needs a
/// device or simulator). Only the product is measured here: HeadlessUIKit's own speed is not a figure of
/// Transitions, and enters only as the baselines that are subtracted.
enum UIKitLayerBenchmarks {
    static var all: [Benchmark] {
        #if canImport(HeadlessUIKit)
        MainActor.assumeIsolated {
            SheetPanBenchmarks.all + SheetListPanBenchmarks.all + SheetSettleBenchmarks.all + ZoomFrameBenchmarks.all
                + NavigationZoomFrameBenchmarks.all + SheetCycleBenchmarks.all + SheetZoomFrameBenchmarks.all
                + SheetEdgeUIKitBenchmarks.all
        }
        #else
        []
        #endif
    }
}
