#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// The zoom's opening and spring back played by the render server (docs/performance.md, "Motion off the main
/// thread"): they go on while the main thread stalls, and a finger meets the zoom where it is shown.
@MainActor @Suite("Zoom on the render server", .headlessHygiene)
struct ZoomRenderServerTests {
    @Test("A 50 ms main-thread stall mid-opening freezes no frame; the opening lands on time")
    func stallDuringOpening() {
        let fixture = ZoomFixture()
        fixture.present(settle: false)
        let zoom = fixture.zoomView!.layer
        let recording = HeadlessRenderServer.record { Double(zoom.presentation()?.frame.width ?? .nan) }
        fixture.stage.advance(0.05)
        HeadlessMainThread.stall(for: 0.05)
        fixture.stage.advance(0.05)
        recording.stop()
        print("zoom opening: \(recording.frames.filter(\.duringStall).count) frames in the stall, frozen \(recording.frozenFramesDuringStalls())")
        #expect(recording.frames.filter(\.duringStall).count >= 2)
        #expect(recording.frozenFramesDuringStalls() == 0)
        #expect(fixture.detail.log == ["viewWillAppear"])  // still opening
        fixture.stage.settle()
        #expect(fixture.detail.log == ["viewWillAppear", "viewDidAppear"])
        #expect(fixture.zoomFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test("The zoom's frame is the one on screen while the render server plays the opening")
    func zoomFrameIsShown() throws {
        let fixture = ZoomFixture()
        fixture.present(settle: false)
        fixture.stage.advance(0.1)
        let shown = fixture.zoomFrame
        let reported = try #require(fixture.zoom?.zoomFrame?.clip)
        #expect(shown.width > 129 && shown.width < 393)
        expectApproximately(reported, shown, tolerance: 0.1)
        #expect(fixture.zoomView!.frame.width == 393)  // the model holds the end, as after any UIKit animation
        fixture.stage.settle()
    }

    @Test("A spring back after a refused drag plays on the render server and can be caught where it is shown")
    func springBackCaught() {
        let fixture = ZoomFixture()
        fixture.present()
        let drag = fixture.drag(by: CGPoint(x: 0, y: 60), duration: 0.3, release: false)
        drag.move(by: .zero, duration: 0.2, steps: 12)
        drag.end()  // a slow, short drag: springs back
        fixture.stage.advance(0.03)
        let zoom = fixture.zoomView!.layer
        #expect(!(zoom.animationKeys() ?? []).isEmpty, "played by the render server")
        HeadlessMainThread.stall(for: 0.034)  // it keeps springing back meanwhile
        let moving = fixture.zoomFrame
        #expect(moving.width < 393 && moving.width > 200, "springing back: \(moving)")
        let finger = fixture.stage.window.beginSimulatedDrag(at: CGPoint(x: moving.midX, y: moving.midY))
        fixture.stage.advance(0.1)
        expectApproximately(fixture.zoomFrame, moving, tolerance: 0.5)  // caught where it was shown
        #expect(zoom.animationKeys()?.isEmpty ?? true)
        finger.end()
        fixture.stage.settle()
        #expect(fixture.zoomFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(fixture.isPresented)
    }

    @Test("A touch outside the opening zoom as shown is not the zoom's (its model frame is already full screen)")
    func touchOutsideShownClip() {
        let fixture = ZoomFixture()
        fixture.present(settle: false)
        fixture.stage.advance(0.04)
        let shown = fixture.zoomFrame
        #expect(shown.minY > 20)
        let clip = fixture.zoomView!
        let outside = CGPoint(x: 196, y: shown.minY / 2)  // above the zoom on screen, inside its model frame
        let hit = fixture.stage.window.hitTest(outside, with: nil)
        #expect(hit.map { !$0.isDescendant(of: clip) } ?? true)
        let inside = CGPoint(x: shown.midX, y: shown.midY)
        #expect(fixture.stage.window.hitTest(inside, with: nil)?.isDescendant(of: clip) == true)
        fixture.stage.settle()
    }
}
#endif
