#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Every bug the zoom fuzzer found, as the minimal sequence it printed (plus a direct check of what a user
/// would see). Each must now keep every invariant.
@MainActor @Suite("Zoom fuzz regressions", .headlessHygiene)
struct ZoomFuzzRegressionTests {
    func expectClean(_ events: [ZoomFuzzEvent], sourceLocation: SourceLocation = #_sourceLocation) {
        let result = ZoomFuzzWorld().run(events)
        #expect(result == nil, "\(result.map { "step \($0.0): \($0.1)" } ?? "")", sourceLocation: sourceLocation)
    }

    static func present(
        tile: Int, animated: Bool = true, stacked: Bool = false, modal: Bool = false, allows: Bool = true
    ) -> ZoomFuzzEvent {
        .present(
            tile: tile, animated: animated, stacked: stacked, modal: modal, allows: allows, tracked: false,
            options: .standard)
    }

    @Test("Rotating during the opening: the zoom lands on the new full-screen frame, not the old one")
    func rotationDuringOpening() {
        expectClean([Self.present(tile: 3), .wait(0.1), .rotate(landscape: true)])
        let fixture = ZoomFixture()
        fixture.present(settle: false)
        fixture.stage.advance(0.1)
        fixture.stage.window.simulateSizeChange(to: CGSize(width: 852, height: 393))
        fixture.stage.settle()
        #expect(fixture.zoomFrame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(fixture.detail.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    }

    @Test("Rotating during a drag: the zoom springs back to the new full-screen frame")
    func rotationDuringDrag() {
        expectClean([
            Self.present(tile: 5), .wait(1.0), .dragBegin(x: 0.5, y: 0.5),
            .dragMove(dx: 0, dy: 60, steps: 6, timed: true), .rotate(landscape: true), .wait(0.4), .dragCancel,
        ])
    }

    @Test("A zoom presented without animation can be dragged away and follows a rotation")
    func notAnimatedPresentationIsAtRest() {
        expectClean([Self.present(tile: 30, animated: false), .wait(0.4), .rotate(landscape: true)])
        let fixture = ZoomFixture()
        fixture.present(animated: false)
        _ = fixture.drag(by: CGPoint(x: 0, y: 300), duration: 0.3)
        fixture.stage.settle()
        #expect(!fixture.isPresented, "the drag dismissed it")
        #expect(!fixture.tiles[7].isHidden)
    }

    @Test("Two zooms hiding the same tile (a stacked zoom while the one below is dragged) give it back")
    func overlappingHidesOfOneSource() {
        expectClean([
            Self.present(tile: 18, modal: true), .wait(1.0),
            .dragBegin(x: 0.8317947908689605, y: 0.3397262365773962),
            Self.present(tile: 10, stacked: true, allows: false),
            .dragMove(dx: -206.0, dy: 229.0, steps: 8, timed: true),
        ])
    }

    @Test("A stacked zoom removed by a dismissal from below, while it springs back, gives its tile back")
    func stackDismissedFromBelow() {
        expectClean([
            Self.present(tile: 19, animated: false), .wait(0.1),
            Self.present(tile: 17, stacked: true, allows: false), .wait(0.4),
            .dismiss(animated: true, fromRoot: true),
            .swipe(x: 0.7985553130679118, y: 0.6688745088572552, dx: 10.0, dy: 402.0, steps: 3, fling: false),
        ])
        expectClean([
            Self.present(tile: 13), .wait(0.6),
            .swipe(x: 0.3337659166941867, y: 0.1742108052884362, dx: -71.0, dy: 61.0, steps: 9, fling: true),
            Self.present(tile: 12, stacked: true),
            .swipe(x: 0.93336985856076, y: 0.5407300801498595, dx: -24.0, dy: -102.0, steps: 16, fling: true),
            .dragBegin(x: 0.799226262394, y: 0.8784516599497866),
            .dismiss(animated: true, fromRoot: true),
            .dragMove(dx: 160.0, dy: 214.0, steps: 3, timed: true),
        ])
    }
}
#endif
