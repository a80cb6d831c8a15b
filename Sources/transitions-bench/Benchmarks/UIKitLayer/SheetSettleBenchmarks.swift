#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions

/// One display frame of a settling sheet through the UIKit layer, the settle's start amortized over its frames:
/// since settles play on the render server (docs/performance.md, "Motion off the main thread"), the start —
/// composing the keyframes and adding the animations — is nearly all of the main thread's work, and the frames
/// themselves are idle. The feel report (`--feel`, `SettleFrameCost`) times start, frames and end apart. An empty
/// frame with one idle display link is the baseline subtracted as the runtime's share.
@MainActor enum SheetSettleBenchmarks {
    /// A sheet springing between medium and large: whenever it comes to rest (no display link left), the
    /// next frame starts a new settle with `animateChanges` (its cost is amortized over the ~33 frames of a settle).
    @MainActor final class SheetSettle {
        let stage = BenchStage()
        let content: UIViewController
        let sheet: SheetPresentationController?
        private(set) var restarts = 0
        private(set) var frames = 0

        init() {
            content = stage.presentSheet()
            sheet = content.sheet
        }

        /// One operation; `@inline(never)` keeps a symbol to trace allocations and instructions per operation.
        @inline(never) func frame() {
            if !HeadlessClock.main.hasPendingWork, let sheet {
                restarts += 1
                sheet.animateChanges {
                    sheet.selectedDetentIdentifier = sheet.selectedDetentIdentifier == .large ? .medium : .large
                }
            }
            frames += 1
            HeadlessClock.main.advance(by: BenchStage.frame)
        }

        var note: String {
            guard sheet != nil else { return "WARNING: no sheet was presented: nothing measured" }
            guard restarts > 0 else { return "WARNING: the settle never came to rest: the frames may be idle" }
            let perSettle = restarts > 0 ? Double(frames) / Double(restarts) : .nan
            return String(format: "%.1f frames per settle (one animateChanges restart per settle)", perSettle)
        }
    }

    /// A window and a display link whose handler does nothing: what every frame costs the runtime.
    @MainActor final class EmptyFrame {
        let stage = BenchStage()
        let link = CADisplayLink(headlessHandler: { _ in })

        init() { link.add(to: .main, forMode: .common) }

        /// One operation; `@inline(never)` keeps a symbol to trace allocations and instructions per operation.
        @inline(never) func frame() { HeadlessClock.main.advance(by: BenchStage.frame) }

        func tearDown() {
            link.invalidate()
            stage.tearDown()
        }
    }

    /// The name of the empty-frame baseline.
    static let baseline = "uikit.baseline.frame (one idle display link)"

    /// The settle frame and its baseline.

    static let all: [Benchmark] = [
        .withFixture(baseline, setUp: EmptyFrame.init, operation: { $0.frame() }, tearDown: { $0.tearDown() }),
        .withFixture(
            "uikit.sheet.settle-frame (start amortized; frames on the render server)", baseline: baseline, setUp: SheetSettle.init,
            operation: { $0.frame() }, tearDown: { $0.stage.tearDown() }, note: { $0.note }),
    ]
}
#endif
