import Foundation
import TransitionsCore

/// A frame of a sheet on another edge than the bottom costs what the bottom sheet's does: the same composition,
/// placed once through `SheetEdgeMapping`. The same phone and detents as `SheetBenchmarks`, no recede, no footer.
enum SheetEdgeBenchmarks {
    /// The composition context of a sheet on `edge` (its layout in that edge's axis space).
    static func context(_ edge: SheetPhysicalEdge) -> SheetCompositionContext {
        let mapping = SheetEdgeMapping(edge: edge)
        let layout = SheetLayout(
            context: mapping.axisContext(
                SheetLayoutContext(
                    containerSize: CGSize(width: 393, height: 852), safeAreaInsets: LayoutInsets(top: 59, bottom: 34))))
        let resolution = DetentResolver.resolve(
            [.medium(), .large()],
            in: DetentResolutionContext(
                containerSize: layout.containerSize, safeAreaInsets: layout.safeAreaInsets,
                maximumDetentValue: layout.maximumDetentValue))
        return SheetCompositionContext(
            layout: layout, detents: resolution, largestUndimmedDetentIdentifier: .medium, prefersGrabberVisible: true,
            edge: mapping)
    }

    static let bottom = context(.bottom)
    static let top = context(.top)
    static let left = context(.left)

    /// The benchmarks, in report order.
    static let all: [Benchmark] = [
        Benchmark("sheet.composition.edge (bottom: the identity mapping)") { i in
            blackHole(SheetComposition(height: Double(i & 511) - 50, velocity: 0, context: bottom))
        },
        Benchmark("sheet.composition.edge (top: reflected)") { i in
            blackHole(SheetComposition(height: Double(i & 511) - 50, velocity: 0, context: top))
        },
        Benchmark("sheet.composition.edge (leading: transposed)") { i in
            blackHole(SheetComposition(height: Double(i & 255) - 50, velocity: 0, context: left))
        },
    ]
}
