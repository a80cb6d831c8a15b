#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions

/// One pan event dragging a zoom-pushed controller toward its source cell in a navigation stack: the same
/// work as ``ZoomFrameBenchmarks`` (touch dispatch, the pan handler, `ZoomDragModel`, clip, content and
/// dimming) on the navigation zoom, whose interactive pop stays open.
@MainActor enum NavigationZoomFrameBenchmarks {
    /// A 110 × 110 pt cell in the root of a navigation controller; the detail is pushed with a zoom, then
    /// dragged down and up between 12 and 268 pt below the grab point, one display frame per move.
    @MainActor final class NavigationZoomDrag {
        let stage = BenchStage()
        let navigation: UINavigationController
        let grid = UIViewController()
        let cell = UIView(frame: CGRect(x: 24, y: 300, width: 110, height: 110))
        let detail = UIViewController()
        var finger: WigglingFinger

        init() {
            navigation = UINavigationController(rootViewController: grid)
            stage.root.addChild(navigation)
            navigation.view.frame = stage.root.view.bounds
            stage.root.view.addSubview(navigation.view)
            navigation.beginAppearanceTransition(true, animated: false)
            navigation.endAppearanceTransition()
            navigation.didMove(toParent: stage.root)
            HeadlessClock.main.runUntilIdle()
            grid.view.addSubview(cell)
            navigation.pushViewController(detail, using: ZoomTransition { [cell] _ in cell })
            HeadlessClock.main.runUntilIdle()
            finger = WigglingFinger(in: stage.window, at: CGPoint(x: 196, y: 420), direction: 1)
            HeadlessClock.main.advance(by: 0)  // the pop starts on the next run-loop turn
        }

        /// One move; `@inline(never)` keeps a symbol to trace allocations and instructions per operation.
        @inline(never) func move() {
            finger.move()
        }

        var note: String? {
            navigation.transitionCoordinator?.isInteractive == true && finger.drag.isActive
                ? nil : "WARNING: no interactive pop was running: the figures do not describe a drag"
        }

        func tearDown() {
            finger.drag.cancel()
            stage.tearDown()
        }
    }

    /// The navigation zoom's pan event.
    static let all: [Benchmark] = [
        .withFixture(
            "uikit.zoom-push.pan-event (touch → pan → core → frame)", baseline: SheetPanBenchmarks.baseline,
            setUp: NavigationZoomDrag.init, operation: { $0.move() }, tearDown: { $0.tearDown() },
            note: { $0.note })
    ]
}
#endif
