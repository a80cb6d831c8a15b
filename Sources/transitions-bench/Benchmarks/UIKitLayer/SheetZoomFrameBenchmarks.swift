#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions

/// One display frame of a sheet flying into its zoom source through the UIKit layer (`SheetZoomDriver`): the
/// heaviest flight frame, since it measures the source, re-aims the card at it and applies the card, the content's
/// scale, the source's copy, the dimming and the recede. The source drifts half a point every frame (a list still
/// scrolling, 30 pt/s), so the card, chasing it, never lands and every operation is a flight frame. The baseline moves
/// a plain view the same way on an empty frame with one idle display link.
@MainActor enum SheetZoomFrameBenchmarks {
    /// A sheet grown out of a button and closing back into it while the button keeps moving.
    @MainActor final class Flight {
        let stage = BenchStage()
        let button = UIView(frame: CGRect(x: 330, y: 70, width: 44, height: 44))
        private(set) var content: UIViewController?
        private var step = 0

        init() {
            button.layer.cornerRadius = 22
            stage.root.view.addSubview(button)
            let content = UIViewController()
            var configuration = SheetConfiguration()
            configuration.detents = [.medium(), .large()]
            configuration.zoomSource = .view { [button] _ in button }
            stage.root.present(content, using: SheetTransition(configuration: configuration))
            HeadlessClock.main.runUntilIdle()
            content.dismiss(animated: true)
            HeadlessClock.main.advance(by: BenchStage.frame)
            self.content = content
        }

        /// One operation; `@inline(never)` keeps a symbol to trace allocations and instructions per operation.
        @inline(never) func frame() {
            step += 1
            button.center.x = 200 + CGFloat(step % 300) / 2
            HeadlessClock.main.advance(by: BenchStage.frame)
        }

        var note: String? {
            content?.presentingViewController == nil
                ? "WARNING: the sheet closed: the frames measured were idle" : "the card still flying after every frame"
        }
    }

    /// A view moved by a point on a frame with one idle display link: the runtime's share of a flight frame.
    @MainActor final class MovingView {
        let stage = BenchStage()
        let view = UIView(frame: CGRect(x: 330, y: 70, width: 44, height: 44))
        let link = CADisplayLink(headlessHandler: { _ in })
        private var step = 0

        init() {
            stage.root.view.addSubview(view)
            link.add(to: .main, forMode: .common)
        }

        /// One operation; `@inline(never)` keeps a symbol to trace allocations and instructions per operation.
        @inline(never) func frame() {
            step += 1
            view.center.x = 200 + CGFloat(step % 300) / 2
            HeadlessClock.main.advance(by: BenchStage.frame)
        }

        func tearDown() {
            link.invalidate()
            stage.tearDown()
        }
    }

    /// The name of the baseline.
    static let baseline = "uikit.baseline.moving-view-frame (a view moved, one idle display link)"

    static let all: [Benchmark] = [
        .withFixture(baseline, setUp: MovingView.init, operation: { $0.frame() }, tearDown: { $0.tearDown() }),
        .withFixture(
            "uikit.sheet-zoom.flight-frame (card into a moving source)", baseline: baseline, setUp: Flight.init,
            operation: { $0.frame() }, tearDown: { $0.stage.tearDown() }, note: { $0.note }),
    ]
}
#endif
