#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions

/// One pan event dragging a zoomed controller toward its source cell: HeadlessUIKit's touch dispatch, the
/// zoom's pan handler, `ZoomDragModel`, the clip, content and dimming updates and the interactive
/// dismissal's progress. Its baseline is the plain-view pan event of ``SheetPanBenchmarks``.
@MainActor enum ZoomFrameBenchmarks {
    /// A 110 × 110 pt cell zoomed to full screen, then dragged down and up between 12 and 268 pt below the
    /// grab point, one display frame per move (never released: the interactive dismissal stays open).
    @MainActor final class ZoomDrag {
        let stage = BenchStage()
        let cell = UIView(frame: CGRect(x: 24, y: 300, width: 110, height: 110))
        let detail = UIViewController()
        var finger: WigglingFinger

        init() {
            stage.root.view.addSubview(cell)
            let zoom = ZoomTransition { [cell] _ in cell }
            stage.root.present(detail, using: zoom)
            HeadlessClock.main.runUntilIdle()
            finger = WigglingFinger(in: stage.window, at: CGPoint(x: 196, y: 420), direction: 1)
        }

        /// One move; `@inline(never)` keeps a symbol to trace allocations and instructions per operation.
        @inline(never) func move() {
            finger.move()
        }

        var note: String? {
            stage.root.presentedViewController === detail && finger.drag.isActive
                ? nil : "WARNING: the zoomed controller was no longer presented: the figures do not describe a drag"
        }

        func tearDown() {
            finger.drag.cancel()
            stage.tearDown()
        }
    }

    /// The zoom's pan event.
    static let all: [Benchmark] = [
        .withFixture(
            "uikit.zoom.pan-event (touch → pan → core → frame)", baseline: SheetPanBenchmarks.baseline,
            setUp: ZoomDrag.init, operation: { $0.move() }, tearDown: { $0.tearDown() }, note: { $0.note })
    ]
}
#endif
