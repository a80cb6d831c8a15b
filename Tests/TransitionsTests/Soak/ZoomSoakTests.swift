#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Many zoom present/dismiss cycles — animated, dragged away, a cancelled drag then a dismissal, an opening
/// grabbed mid-flight, not animated — must leave no object behind, no tile hidden, and keep resident memory
/// flat. CI runs 1,000 cycles; `TRANSITIONS_SOAK_CYCLES=10000 swift test --filter ZoomSoak` runs the full
/// soak (see docs/performance.md for the figures).
@MainActor @Suite("Zoom soak", .headlessHygiene)
struct ZoomSoakTests {
    static let cycles = SoakTests.cycles

    /// Weak references to everything one zoom cycle creates.
    struct Weak {
        weak var controller: UIViewController?
        weak var presentation: UIPresentationController?
        weak var transition: ZoomTransition?
        weak var driver: PanToDismissDriver?
        weak var zoomView: UIView?
        weak var dimmingView: UIView?
        weak var container: UIView?
        /// Whether the zoom was really presented (UIKit accepted the call).
        var presented = false
        var isEmpty: Bool {
            controller == nil && presentation == nil && transition == nil && driver == nil && zoomView == nil
                && dimmingView == nil && container == nil
        }
    }

    enum Kind: CaseIterable { case animated, dragged, cancelledThenDismissed, interruptedOpening, notAnimated }

    /// One zoom cycle of `kind` from tile `tile`; returns weak references to everything it created.
    static func cycle(_ fixture: ZoomFixture, kind: Kind, tile: Int) -> Weak {
        var refs = Weak()
        let stage = fixture.stage
        do {
            let controller = UIViewController()
            // Not the fixture's provider: it records every context it is given, which would grow with the cycles.
            let transition = ZoomTransition { [weak fixture] _ in fixture?.tiles[tile] }
            stage.root.present(controller, using: transition, animated: kind != .notAnimated)
            stage.advance(0)
            refs.controller = controller
            refs.presentation = controller.zoomPresentationController
            refs.transition = transition
            refs.driver = controller.zoomPresentationController?.dismissalDriver
            refs.zoomView = controller.zoomPresentationController?.presentedView
            refs.container = refs.zoomView?.superview
            refs.dimmingView = refs.container?.subviews.first
            refs.presented = refs.presentation != nil
            switch kind {
            case .interruptedOpening:
                stage.advance(0.08)
                // Grab the zoom where it is on screen mid-flight (its model frame already holds the end).
                let onScreen = refs.zoomView.map { $0.layer.presentation()?.frame ?? $0.frame } ?? .zero
                _ = fixture.drag(
                    from: CGPoint(x: onScreen.midX, y: onScreen.midY), by: CGPoint(x: 0, y: 320), duration: 0.25)
            case .animated, .notAnimated:
                stage.settle()
                controller.dismiss(animated: kind != .notAnimated)
            case .dragged:
                stage.settle()
                _ = fixture.drag(by: CGPoint(x: 0, y: 300), duration: 0.3)
            case .cancelledThenDismissed:
                stage.settle()
                let drag = fixture.drag(by: CGPoint(x: 0, y: 120), duration: 0.2, release: false)
                drag.move(by: CGPoint(x: 0, y: -110), duration: 0.2, steps: 12)
                drag.move(by: .zero, duration: 0.2, steps: 12)
                drag.end()
                stage.settle()
                controller.dismiss(animated: true)
            }
            stage.settle()
        }
        stage.settle()
        return refs
    }

    @Test("Zooms: cycles of every kind leave nothing alive and no tile hidden; resident memory stays flat")
    func zooms() {
        let fixture = ZoomFixture()
        let kinds = Kind.allCases
        var survivors = 0
        var refused = 0
        var index = 0
        func run(_ count: Int) {
            for _ in 0..<count {
                let tile = (index * 7) % fixture.tiles.count
                let refs = Self.cycle(fixture, kind: kinds[index % kinds.count], tile: tile)
                if !refs.isEmpty { survivors += 1 }
                if !refs.presented { refused += 1 }
                index += 1
            }
        }
        run(max(Self.cycles / 10, 50))  // warm-up: caches and allocator pools reach their size
        let before = SoakTests.residentBytes()
        run(Self.cycles)
        let after = SoakTests.residentBytes()
        #expect(survivors == 0)
        #expect(refused == 0, "every cycle presented a zoom (the previous one was gone)")
        #expect(fixture.stage.root.presentedViewController == nil)
        #expect(fixture.stage.window.subviews.count == 1, "only the root view is left in the window")
        #expect(fixture.tiles.allSatisfy { !$0.isHidden })
        if let before, let after {
            let growth = Double(after - before) / 1_048_576
            let mib = { (bytes: Int) in String(format: "%.1f", Double(bytes) / 1_048_576) }
            print(
                "zoom soak: \(Self.cycles) zoom cycles, resident \(mib(before)) MiB → \(mib(after)) MiB (\(String(format: "%+.2f", growth)) MiB)"
            )
            // Flat: allocator noise, not growth per cycle (1,000 leaked zooms with their views would be far more).
            #expect(growth < 8)
        }
    }
}
#endif
