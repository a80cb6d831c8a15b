import Foundation
import TransitionsCore

/// The zoom transition's per-frame work in the core: the geometry at a progress, a drag frame, a settle frame.
///
/// A 110 × 110 pt cell with 12 pt corners zooms to the full 393 × 852 pt screen.
enum ZoomBenchmarks {
    static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    static let geometry = ZoomGeometry(
        source: CGRect(x: 24, y: 300, width: 110, height: 110), destination: screen, containerBounds: screen,
        sourceCornerRadius: 12)
    static let drag = ZoomDragModel(
        start: geometry.frame(at: 1), touchLocation: CGPoint(x: 196, y: 420), containerSize: screen.size)

    /// A settle back to the cell from a frame dragged 200 pt down at 800 pt/s, as a release starts it.
    static func closingSettle() -> ZoomSettle {
        let translation = CGPoint(x: 0, y: 200)
        return ZoomSettle.closing(
            geometry, from: drag.frame(translation: translation),
            velocity: drag.frameVelocity(translation: translation, velocity: CGPoint(x: 0, y: 800)))
    }

    /// The benchmarks, in report order.
    static let all: [Benchmark] = [
        Benchmark("zoom.geometry.frame(at:)") { i in
            // −0.1…1.17: mostly interpolated, with some extrapolated progress at both ends.
            blackHole(geometry.frame(at: Double(i & 127) / 100 - 0.1))
        },
        Benchmark("zoom.drag-frame (ZoomDragModel.frame(translation:))") { i in
            blackHole(drag.frame(translation: CGPoint(x: Double(i & 63) - 32, y: Double(i & 511) - 100)))
        },
        .batch("zoom.settle-frame (advance + currentFrame)") { iterations in
            var settle = closingSettle()
            for _ in 0..<iterations {
                if settle.isSettled { settle = closingSettle() }  // restarted when at rest (amortized)
                settle.advance(by: 1.0 / 120)
                blackHole(settle.currentFrame)
            }
        },
    ]
}
