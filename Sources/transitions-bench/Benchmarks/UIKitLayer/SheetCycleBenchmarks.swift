#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions

/// A whole animated present-and-dismiss of a sheet, settled, on top of a stack of already presented sheets:
/// the controller, transition, presentation controller and views are created, the rise and the fall run
/// every display frame, and everything is torn down again.
@MainActor enum SheetCycleBenchmarks {
    /// `depth` nested sheets, each presented from the one below, then cycles of one more on top.
    @MainActor final class StackedCycle {
        let stage = BenchStage()
        let depth: Int
        private(set) var cycles = 0
        private(set) var frames = 0
        /// Cycles after which the measured sheet was still presented (then the figures are not full cycles).
        private(set) var unfinished = 0

        init(depth: Int) {
            self.depth = depth
            for _ in 0..<depth { stage.presentSheet() }
            var presented = 0
            var controller = stage.root
            while let next = controller.presentedViewController {
                presented += 1
                controller = next
            }
            stackIsComplete = presented == depth
        }

        /// Whether the stack really holds `depth` presented sheets.
        let stackIsComplete: Bool

        /// One operation; `@inline(never)` keeps a symbol to trace allocations and instructions per operation.
        @inline(never) func cycle() {
            let top = stage.topController
            let content = stage.presentSheet { transition in
                transition.onPositionChange = { [weak self] _ in self?.frames += 1 }
            }
            content.dismiss(animated: true)
            HeadlessClock.main.runUntilIdle()
            cycles += 1
            if top.presentedViewController != nil { unfinished += 1 }
        }

        var note: String {
            let perCycle = cycles > 0 ? Double(frames) / Double(cycles) : .nan
            let summary = String(format: "%.0f frames per cycle (position updates, rise and fall)", perCycle)
            var warnings: [String] = []
            if !stackIsComplete { warnings.append("the stack did not reach \(depth) sheets") }
            if unfinished > 0 { warnings.append("\(unfinished) cycles left the sheet presented") }
            return ([summary] + warnings.map { "WARNING: " + $0 }).joined(separator: "; ")
        }
    }

    /// A cycle on top of 0, 1, 10 and 100 presented sheets.
    static let all: [Benchmark] = [0, 1, 10, 100].map { depth in
        .withFixture(
            "uikit.sheet.present+dismiss (on \(depth) presented sheets)", setUp: { StackedCycle(depth: depth) },
            operation: { $0.cycle() }, tearDown: { $0.stage.tearDown() }, note: { $0.note })
    }
}
#endif
