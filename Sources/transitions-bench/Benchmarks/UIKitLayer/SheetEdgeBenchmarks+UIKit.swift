#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Transitions

/// An edge sheet and an embedded panel through the whole UIKit layer, beside the bottom sheet: one pan event of a
/// drag (`uikit.sheet.pan-event`'s operation on a top sheet and on an embedded panel), and one release (a grab, a
/// slow move past the pan's hysteresis, the lift and the settle's start on the render server) of each.
@MainActor enum SheetEdgeUIKitBenchmarks {
    /// What a benchmark drives: a presented sheet on an edge, or an embedded panel.
    enum Kind {
        case presented(SheetEdge)
        case embedded
    }

    /// A sheet of `kind` at medium (of medium and large), and the finger's direction away from its edge.
    @MainActor final class Fixture {
        let stage = BenchStage()
        let panel: EmbeddedSheet?
        let content = UIViewController()
        let away: CGPoint
        var drag: SimulatedDrag?
        var step = 0

        init(_ kind: Kind, dragging: Bool) {
            var configuration = SheetConfiguration(detents: [.medium(), .large()])
            configuration.largestUndimmedDetentIdentifier = .medium
            switch kind {
            case .presented(let edge):
                configuration.edge = edge
                panel = nil
                stage.topController.present(content, using: SheetTransition(configuration: configuration))
                away = edge == .top ? CGPoint(x: 0, y: 1) : CGPoint(x: 0, y: -1)
            case .embedded:
                let panel = EmbeddedSheet(configuration: configuration)
                panel.embed(content, in: stage.root)
                self.panel = panel
                away = CGPoint(x: 0, y: -1)
            }
            HeadlessClock.main.runUntilIdle()
            if dragging {
                let drag = stage.window.beginSimulatedDrag(at: grabPoint)
                drag.move(by: scaled(12), duration: BenchStage.frame)  // past the pan's 10 pt hysteresis
                self.drag = drag
            }
        }

        /// 20 pt inside the sheet's inner edge.
        var grabPoint: CGPoint {
            let frame = content.view.superview.map { $0.convert($0.bounds, to: stage.window) } ?? .zero
            return away.y > 0 ? CGPoint(x: 196, y: frame.maxY - 20) : CGPoint(x: 196, y: frame.minY + 20)
        }

        func scaled(_ length: CGFloat) -> CGPoint { CGPoint(x: away.x * length, y: away.y * length) }

        /// One pan event (4 pt, turning every 64 frames). `@inline(never)` keeps a symbol per operation.
        @inline(never) func move() {
            step += 1
            drag?.move(by: scaled((step & 64) == 0 ? 4 : -4), duration: BenchStage.frame)
        }

        /// One release: grab, move slowly past the hysteresis, lift; the settle starts (on the render server) and
        /// runs out before the next grab.
        @inline(never) func release() {
            let drag = stage.window.beginSimulatedDrag(at: grabPoint)
            drag.move(by: scaled(16), duration: 0.2)
            drag.end()
            HeadlessClock.main.runUntilIdle()
        }

        /// One display frame of a settle between medium and large (a new `animateChanges` whenever it rests), as
        /// `uikit.sheet.settle-frame` does.
        @inline(never) func settleFrame() {
            if !HeadlessClock.main.hasPendingWork {
                let next: Detent.Identifier = selected == .large ? .medium : .large
                selected = next
                if let panel {
                    panel.animateChanges { panel.selectedDetentIdentifier = next }
                } else if let sheet = content.sheet {
                    sheet.animateChanges { sheet.selectedDetentIdentifier = next }
                }
            }
            HeadlessClock.main.advance(by: BenchStage.frame)
        }

        private var selected: Detent.Identifier = .medium

        var note: String? {
            content.view.window == nil ? "WARNING: the sheet is not on screen: nothing measured" : nil
        }

        func tearDown() {
            drag?.end()
            panel?.remove(animated: false)
            stage.tearDown()
        }
    }

    static let all: [Benchmark] = {
        var list: [Benchmark] = []
        let kinds: [(String, Kind)] = [("bottom", .presented(.bottom)), ("top edge", .presented(.top)), ("embedded", .embedded)]
        for (name, kind) in kinds {
            list.append(
                .withFixture(
                    "uikit.edge.pan-event (\(name))", baseline: SheetPanBenchmarks.baseline,
                    setUp: { Fixture(kind, dragging: true) }, operation: { $0.move() }, tearDown: { $0.tearDown() },
                    note: { $0.note }))
        }
        for (name, kind) in kinds {
            list.append(
                .withFixture(
                    "uikit.edge.settle-frame (\(name))", baseline: SheetSettleBenchmarks.baseline,
                    setUp: { Fixture(kind, dragging: false) }, operation: { $0.settleFrame() },
                    tearDown: { $0.tearDown() }, note: { $0.note }))
        }
        for (name, kind) in kinds {
            list.append(
                .withFixture(
                    "uikit.edge.release (\(name): grab, move, lift, settle)", setUp: { Fixture(kind, dragging: false) },
                    operation: { $0.release() }, tearDown: { $0.tearDown() }, note: { $0.note }))
        }
        return list
    }()
}
#endif
