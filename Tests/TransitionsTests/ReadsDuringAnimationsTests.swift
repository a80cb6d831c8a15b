#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import Transitions
import TransitionsTestSupport

/// docs/performance.md: "Reads — `position`, `presenterRecedeDepth`, `zoomFrame` — give the value on screen now" —
/// during UIKit's own animations too: the keyboard's (its notification's duration and curve 7) and a rotation's
/// (the size change's coordinator animation), checked against the presentation layers after every display frame
/// (``FrameReadsCheck``). And what the docs promise about the presenter and the coordinator while things move.
@MainActor @Suite("Reads during UIKit's animations", .headlessHygiene)
struct ReadsDuringAnimationsTests {
    static let landscape = CGSize(width: 852, height: 393)
    static let landscapeInsets = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)

    func rotateToLandscape(_ stage: Stage) {
        stage.window.simulateSizeChange(
            to: Self.landscape, safeAreaInsets: Self.landscapeInsets, horizontalSizeClass: .regular,
            verticalSizeClass: .compact)
    }

    /// Checks the sheets' reads on every frame for `seconds`, returning the first problem.
    func sheetReadsProblem(_ stage: Stage, for seconds: Double) -> String? {
        let reads = FrameReadsCheck {
            var chain: [UIViewController] = []
            var current = stage.root.presentedViewController
            while let controller = current {
                chain.append(controller)
                current = controller.presentedViewController
            }
            return ReadsInvariants.sheetProblem(window: stage.window, root: stage.root, chain: chain)
        }
        stage.advance(seconds)
        reads.stop()
        return reads.problem
    }

    @Test("While the keyboard animates, a sheet's position is where the sheet is shown")
    func positionDuringKeyboard() {
        let stage = Stage()
        let panel = UIViewController()
        stage.present(panel, using: SheetTransition(detents: [.medium(), .large()]))
        HeadlessKeyboard.show(height: 300, in: stage.window)  // 0.25 s, curve 7, as iOS posts it
        let problem = sheetReadsProblem(stage, for: 0.5)
        #expect(problem == nil, "\(problem ?? "")")
        HeadlessKeyboard.hide(in: stage.window)
        stage.settle()
    }

    @Test("While the window rotates, a sheet's position is where the sheet is shown")
    func positionDuringRotation() {
        let stage = Stage()
        let panel = UIViewController()
        stage.present(panel, using: SheetTransition(detents: [.medium(), .large()]))
        rotateToLandscape(stage)
        let problem = sheetReadsProblem(stage, for: 0.5)
        #expect(problem == nil, "\(problem ?? "")")
        stage.settle()
    }

    @Test("A fling that catches a presentation in flight: position is where the sheet is shown")
    func positionAfterCatchingAPresentation() {
        let stage = Stage()
        let panel = UIViewController()
        stage.present(panel, using: SheetTransition(detents: [.medium(), .large()]), settle: false)
        stage.advance(0.12)
        let top = stage.sheetFrame(panel).minY
        let finger = stage.window.beginSimulatedDrag(at: CGPoint(x: 196, y: top + 20))
        finger.move(by: CGPoint(x: 0, y: -40), duration: 0.05, steps: 3)
        finger.fling(velocity: CGPoint(x: 0, y: -2500))
        let problem = sheetReadsProblem(stage, for: 1)
        #expect(problem == nil, "\(problem ?? "")")
        stage.settle()
    }

    @Test("Detents changed during a dismissal: position is where the sheet is shown")
    func positionWhenDetentsChangeDuringDismissal() {
        let stage = Stage()
        let panel = UIViewController()
        stage.present(panel, using: SheetTransition(detents: [.medium(), .large()]))
        panel.dismiss(animated: true)
        stage.advance(0.05)
        panel.sheet?.animateChanges { panel.sheet?.detents = [.height(200)] }
        let problem = sheetReadsProblem(stage, for: 1)
        #expect(problem == nil, "\(problem ?? "")")
        stage.settle()
    }

    @Test("Detents changed during a presentation: presenterRecedeDepth is the recede the screen behind shows")
    func recedeDepthWhenDetentsChangeDuringPresentation() {
        let world = FuzzWorld()
        world.checksReadsEveryFrame = true
        PromiseFuzzTests.alignToFrame()
        let problem = world.run([
            .present(detents: [.height(431), .large, .height(446)], selected: -1, modal: true, animated: true, stacked: false),
            .wait(0.1), .changeDetents([.fitting, .medium], animated: true),
        ])
        #expect(problem == nil, "\(problem.map { "step \($0.0): \($0.1)" } ?? "")")
    }

    @Test("A sheet replaced during the keyboard's animation, then dragged: the screen behind never grows")
    func presenterNeverEnlarged() {
        let stage = Stage()
        let first = UIViewController()
        let transition = SheetTransition(detents: [.medium(), .large()])
        transition.selectedDetentIdentifier = .large
        stage.present(first, using: transition)
        HeadlessKeyboard.show(height: 300, in: stage.window)
        stage.advance(0.05)
        let next = UIViewController()
        stage.root.replacePresentedSheet(with: next, using: SheetTransition(detents: [.medium(), .large()]))
        let presenter = stage.root.view.layer
        let recording = HeadlessRenderServer.record { Double((presenter.presentation() ?? presenter).transform.m11) }
        stage.advance(0.8)
        let drag = stage.drag(next, by: -300, duration: 0.3, release: false)
        drag.move(by: CGPoint(x: 0, y: 200), duration: 0.2, steps: 12)
        drag.end()
        stage.advance(1)
        recording.stop()
        let largest = recording.frames.map(\.value).max() ?? 1
        #expect(largest <= 1.0001, "the screen behind shown at scale \(largest)")
        HeadlessKeyboard.hide(in: stage.window)
        stage.settle()
    }

    @Test("The keyboard expands a sheet, then Reduce Motion stands the screen behind up: it never grows past its size")
    func presenterNeverEnlargedByReduceMotion() {
        let world = FuzzWorld()
        world.checksReadsEveryFrame = true  // the screen behind as presenterRecedeDepth says, every frame
        PromiseFuzzTests.alignToFrame()
        let presenter = world.stage.root.view.layer
        let recording = HeadlessRenderServer.record { Double((presenter.presentation() ?? presenter).transform.m11) }
        let problem = world.run([.coordinator(2), .wait(1.0), .keyboard(height: 400), .reduceMotion(true)])
        recording.stop()
        #expect(problem == nil, "\(problem.map { "step \($0.0): \($0.1)" } ?? "")")
        let largest = recording.frames.map(\.value).max() ?? 1
        #expect(largest <= 1.0001, "the screen behind shown at scale \(largest)")
    }

    @Test("While the window rotates, zoomFrame is what the screen shows (not the new size at once)")
    func zoomFrameDuringRotation() {
        let fixture = ZoomFixture()
        fixture.present()
        let detail = fixture.detail
        let reads = FrameReadsCheck { ReadsInvariants.zoomProblem(chain: [detail]) }
        rotateToLandscape(fixture.stage)
        fixture.stage.advance(0.15)  // halfway through the 0.3 s rotation
        let read = fixture.zoom?.zoomFrame?.clip ?? .null
        #expect(read.width > 400 && read.width < 852, "halfway, not yet the new size: \(read)")
        #expect(isApproximately(read, fixture.zoomFrame, tolerance: 0.5), "read \(read), shown \(fixture.zoomFrame)")
        fixture.stage.advance(0.3)
        reads.stop()
        #expect(reads.problem == nil, "\(reads.problem ?? "")")
        let rest = fixture.zoom?.zoomFrame?.clip ?? .null
        #expect(isApproximately(rest, CGRect(origin: .zero, size: Self.landscape), tolerance: 0.5), "\(rest)")
    }

    @Test("A zoom springing back under a rising sheet is shown springing back, then recedes behind the sheet")
    func zoomSpringBackUnderRisingSheet() {
        let fixture = ZoomFixture()
        fixture.present()
        let detail = fixture.detail
        detail.isModalInPresentation = true  // the drag springs back
        _ = fixture.drag(by: CGPoint(x: 0, y: 200), duration: 0.3, release: true)
        let content = UIViewController()
        detail.present(content, using: SheetTransition(detents: [.large()]))
        let layer = detail.view.layer
        var mismatches: [String] = []
        let recording = HeadlessRenderServer.record {
            let shown = (layer.presentation() ?? layer).transform.m11
            if let zoom = fixture.zoom?.zoomFrame, zoom.contentScale < 0.999, abs(shown - zoom.contentScale) > 0.01 {
                mismatches.append("zoomFrame scale \(zoom.contentScale), shown \(shown)")
            }
            return Double(shown)
        }
        fixture.stage.settle()
        recording.stop()
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
        #expect(detail.view.layer.masksToBounds, "at rest the zoomed screen recedes behind the sheet at .large()")
        content.dismiss(animated: false)
        fixture.stage.settle()
    }

    @Test("A zoom opening over a zoom that springs back leaves it its own motion: the screen shows its spring back")
    func zoomOverSpringingZoom() {
        let world = ZoomFuzzWorld()
        PromiseFuzzTests.alignToFrame()
        world.apply(.tap(x: 0.9005, y: 0.2465))  // a tile presents a zoom
        world.apply(.wait(0.2))
        world.apply(.swipe(x: 0.92, y: 0.69, dx: 65, dy: 26, steps: 5, fling: false))  // too short: it springs back
        let lower = world.chain[0]
        world.apply(
            .present(tile: 2, animated: true, stacked: true, modal: false, allows: false, tracked: false, options: .standard))
        let layer = lower.view.layer
        var mismatches: [String] = []
        let recording = HeadlessRenderServer.record {
            let shown = (layer.presentation() ?? layer).transform.m11
            if let read = lower.zoomPresentationController?.zoomFrame, read.contentScale < 0.999,
                abs(shown - read.contentScale) > 0.01
            {
                mismatches.append("springing back at \(read.contentScale), shown at \(shown)")
            }
            return Double(shown)
        }
        world.stage.advance(0.3)
        recording.stop()
        #expect(world.chain.count == 2)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
        world.stage.root.dismiss(animated: false)
        world.stage.settle()
        world.stage.window.isHidden = true
    }

    @Test("A stack dismissed from below: the zoom under a sheet is shown flying home, not held by the sheet's recede")
    func zoomUnderSheetDismissedFromBelow() {
        let world = ZoomFuzzWorld()
        world.checksReadsEveryFrame = true  // the zoomed screen shows its own scale while it moves
        PromiseFuzzTests.alignToFrame()
        let problem = world.run([
            .tap(x: 0.8989, y: 0.2575), .wait(1.0), .sheetOverZoom(large: true),
            .swipe(x: 0.518, y: 0.616, dx: -65, dy: 291, steps: 18, fling: false),
            .swipe(x: 0.688, y: 0.313, dx: 7, dy: 156, steps: 11, fling: true),
            .dismiss(animated: true, fromRoot: true),
        ])
        #expect(problem == nil, "\(problem.map { "step \($0.0): \($0.1)" } ?? "")")
    }

    @Test("A zoom covered by another presentation takes no drag (a touch through an opening zoom meets the page)")
    func coveredZoomTakesNoDrag() {
        let world = ZoomFuzzWorld()
        PromiseFuzzTests.alignToFrame()
        world.apply(
            .present(tile: 35, animated: true, stacked: true, modal: false, allows: false, tracked: false, options: .nonsense))
        world.apply(.swipe(x: 0.53, y: 0.31, dx: 56, dy: -38, steps: 15, fling: false))
        world.apply(
            .present(tile: 31, animated: true, stacked: true, modal: false, allows: true, tracked: false, options: .standard))
        let lower = world.chain[0]
        let finger = world.stage.window.beginSimulatedDrag(at: CGPoint(x: 80, y: 365))
        finger.move(by: CGPoint(x: 138, y: 194), duration: 7.0 / 60, steps: 7)
        #expect(lower.zoomPresentationController?.zoomFrame?.contentScale == 1, "the covered zoom stays put")
        finger.end()
        world.stage.settle()
        #expect(world.chain.count == 2)
        world.stage.root.dismiss(animated: false)
        world.stage.settle()
        world.stage.window.isHidden = true
    }

    @Test("Other code dismisses a sheet the coordinator is still presenting: its completion runs once")
    func coordinatorLeavesOtherDismissalsAlone() {
        let screen = CoordinatedScreen()
        screen.item = "a"
        screen.stage.advance(0)
        screen.item = "b"  // the latest request wins once "a" has appeared
        var completions = 0
        screen.made["a"]?.dismiss(animated: true) { completions += 1 }
        screen.stage.settle()
        #expect(completions == 1)
        #expect(screen.dismissed == ["a"])
        #expect(screen.stage.root.presentedViewController === screen.made["b"])
    }

    @Test("A late call from a presentation that is over reaches neither the next one's delegate nor its identifier")
    func lateCallsStayWithTheirPresentation() {
        let stage = Stage()
        var delegates: [String: RecordingSheetDelegate] = [:]
        var made: [String: UIViewController] = [:]
        var reported: [String] = []
        let coordinator = PresentationCoordinator<String>(presenter: stage.root) { id in
            let transition = SheetTransition(detents: [.medium(), .large()])
            let delegate = RecordingSheetDelegate()
            delegates[id] = delegate
            transition.delegate = delegate
            let controller = UIViewController()
            made[id] = controller
            return .init(viewController: controller, transition: transition)
        }
        coordinator.onSelectedDetentChange = { id, _ in reported.append(id) }
        coordinator.request("a")
        stage.settle()
        let first = made["a"]?.presentationController
        coordinator.request("b")
        stage.settle()
        #expect(stage.root.presentedViewController === made["b"])
        // The first sheet's presentation controller, gone from the screen, calls its delegate once more.
        if let first, let sheet = first as? SheetPresentationController {
            (first.delegate as? SheetPresentationControllerDelegate)?
                .sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
            first.delegate?.presentationControllerDidDismiss(first)
        }
        #expect(!reported.contains("b"), "reported for the new sheet: \(reported)")
        #expect(delegates["b"]?.log.isEmpty == true, "the new sheet's delegate heard \(delegates["b"]?.log ?? [])")
        coordinator.request(nil)
        stage.settle()
    }

    @Test("The app's state re-applied after other code took the sheet down does not bring it back")
    func staleRequestDoesNotPresentAgain() {
        let screen = CoordinatedScreen()
        screen.item = "a"
        screen.stage.settle()
        screen.stage.root.dismiss(animated: false)  // nobody tells the coordinator
        screen.stage.settle()
        screen.coordinator.request("a")  // SwiftUI's next update applies the unchanged state
        screen.stage.settle()
        #expect(screen.stage.root.presentedViewController == nil)
        #expect(screen.cleared == ["a"])
        #expect(screen.dismissed == ["a"])
        #expect(screen.item == nil)
    }
}
#endif
