#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions

/// One pan event through the whole UIKit layer: HeadlessUIKit's touch dispatch, the sheet's pan handler,
/// `SheetMotion`, `SheetPosition` and the frame, dimming and delegate updates — and the same event on a
/// plain view whose pan handler does nothing, to subtract the runtime's share.
@MainActor enum SheetPanBenchmarks {
    /// A finger dragging a sheet presented at medium up and down between medium and large, one display frame
    /// per move (4 pt per frame, turning every 64 frames: never rubber-banding, never dismissing).
    @MainActor final class SheetDrag {
        let stage = BenchStage()
        let content: UIViewController
        var finger: WigglingFinger

        init() {
            content = stage.presentSheet()
            let top = content.sheet?.presentedView?.frame.minY ?? 400
            finger = WigglingFinger(in: stage.window, at: CGPoint(x: 196, y: top + 20), direction: -1)
        }

        /// One operation; `@inline(never)` keeps a symbol to trace allocations and instructions per operation.
        @inline(never) func move() {
            finger.move()
        }

        /// Says so when the drag stopped being a steady sheet drag (then the figures mean nothing).
        var note: String? {
            guard content.sheet != nil, finger.drag.isActive else {
                return "WARNING: the drag ended early: the figures do not describe a drag"
            }
            return nil
        }

        func tearDown() {
            finger.drag.end()
            stage.tearDown()
        }
    }

    /// The same finger on a plain full-width view (where the sheet would be) whose pan does nothing.
    @MainActor final class PlainDrag {
        let stage = BenchStage()
        var finger: WigglingFinger

        init() {
            let plain = UIView(frame: CGRect(x: 0, y: 400, width: 393, height: 452))
            plain.addGestureRecognizer(UIPanGestureRecognizer(headlessHandler: { _ in }))
            stage.root.view.addSubview(plain)
            HeadlessClock.main.runUntilIdle()
            finger = WigglingFinger(in: stage.window, at: CGPoint(x: 196, y: 420), direction: -1)
        }

        /// One operation; `@inline(never)` keeps a symbol to trace allocations and instructions per operation.
        @inline(never) func move() {
            finger.move()
        }

        func tearDown() {
            finger.drag.end()
            stage.tearDown()
        }
    }

    /// The name of the plain-view pan baseline (also the zoom pan event's).
    static let baseline = "uikit.baseline.pan-event (plain view, no-op pan)"

    /// The sheet's pan event and its baseline.

    static let all: [Benchmark] = [
        .withFixture(baseline, setUp: PlainDrag.init, operation: { $0.move() }, tearDown: { $0.tearDown() }),
        .withFixture(
            "uikit.sheet.pan-event (touch → pan → core → frame)", baseline: baseline, setUp: SheetDrag.init,
            operation: { $0.move() }, tearDown: { $0.tearDown() }, note: { $0.note }),
    ]
}
#endif
