#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Interruptible, never half-done: a drag grabs the opening mid-flight, a cancelled dismissal springs back and
/// can be grabbed again, and the source view's visibility is always given back.
@MainActor @Suite("Zoom: interruptions, cancellation and the source's visibility", .headlessHygiene)
struct ZoomInterruptionTests {
    @Test("A drag during the opening takes over from the frame on screen, without a jump")
    func dragDuringOpening() {
        let fixture = ZoomFixture()
        fixture.present(settle: false)
        fixture.stage.advance(0.12)
        let onScreen = fixture.zoomFrame
        #expect(onScreen.width > 129 && onScreen.width < 380, "mid-opening: \(onScreen)")
        #expect(fixture.detail.log == ["viewWillAppear"])
        let drag = fixture.stage.window.beginSimulatedDrag(at: CGPoint(x: onScreen.midX, y: onScreen.midY))
        drag.move(by: CGPoint(x: 0, y: 12), duration: 0, steps: 1)  // the pan begins at this very instant
        // The render server draws the opening between 240 Hz keyframes; the catch stops it on the curve itself,
        // a few hundredths of a point away.
        expectApproximately(fixture.zoomFrame, onScreen, tolerance: 0.1, "grabbed where it was")
        #expect(fixture.detail.log == ["viewWillAppear", "viewDidAppear"], "the presentation completed at the grab")
        fixture.stage.advance(0.1)
        expectApproximately(fixture.zoomFrame, onScreen, tolerance: 0.1, "the opening no longer moves it")
        drag.move(by: CGPoint(x: 0, y: 40), duration: 0.1, steps: 6)
        #expect(fixture.zoomFrame.midY > onScreen.midY + 20, "follows the finger from there")
        drag.move(by: CGPoint(x: 0, y: 200), duration: 0.2, steps: 12)
        drag.end()
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        expectApproximately(fixture.zoomFrame, fixture.sourceOnScreen, tolerance: 0.01)
        #expect(!fixture.tiles[7].isHidden)
        #expect(fixture.detail.log == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    }

    @Test("Dismissal cancelled mid-way: down, back up, release — springs back; appearance reverses")
    func cancelledMidWay() {
        let fixture = ZoomFixture()
        let delegate = RecordingSheetDelegate()
        fixture.transition.delegate = delegate
        fixture.present()
        let drag = fixture.drag(by: CGPoint(x: 0, y: 200), duration: 0.3, release: false)
        #expect(fixture.detail.log.last == "viewWillDisappear")
        drag.move(by: CGPoint(x: 0, y: -190), duration: 0.3, steps: 18)
        drag.move(by: .zero, duration: 0.2, steps: 12)
        drag.end()
        #expect(fixture.detail.log.suffix(3) == ["viewWillDisappear", "viewWillAppear", "viewDidAppear"])
        #expect(fixture.tiles[7].isHidden, "hidden until the zoom is back at rest")
        fixture.stage.settle()
        #expect(fixture.isPresented)
        #expect(fixture.zoomFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(!fixture.tiles[7].isHidden)
        #expect(delegate.log == ["shouldDismiss", "willDismiss"])
    }

    @Test("A spring back can be grabbed again and dismissed")
    func grabSpringBack() {
        let fixture = ZoomFixture()
        fixture.present()
        let first = fixture.drag(by: CGPoint(x: 0, y: 80), duration: 0.3, release: false)
        first.move(by: .zero, duration: 0.2, steps: 12)
        first.end()
        fixture.stage.advance(0.05)
        let springing = fixture.zoomFrame
        #expect(springing.width < 393, "still on its way back: \(springing)")
        _ = fixture.drag(from: CGPoint(x: springing.midX, y: springing.midY), by: CGPoint(x: 0, y: 300), duration: 0.3)
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        expectApproximately(fixture.zoomFrame, fixture.sourceOnScreen, tolerance: 0.01)
        #expect(!fixture.tiles[7].isHidden)
    }

    @Test("The system cancels the touch: the zoom springs back, nothing is dismissed")
    func systemCancel() {
        let fixture = ZoomFixture()
        fixture.present()
        let drag = fixture.drag(by: CGPoint(x: 0, y: 400), duration: 0.3, release: false)
        drag.cancel()
        fixture.stage.settle()
        #expect(fixture.isPresented)
        #expect(fixture.zoomFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(!fixture.tiles[7].isHidden)
    }

    @Test("A source hidden by the app before the zoom stays hidden afterwards", arguments: [false, true])
    func restoresPreviousVisibility(dismissByDrag: Bool) {
        let fixture = ZoomFixture()
        fixture.tiles[7].isHidden = true
        fixture.present(settle: false)
        fixture.stage.advance(0.1)
        #expect(fixture.tiles[7].isHidden)
        fixture.stage.settle()
        #expect(fixture.tiles[7].isHidden)
        if dismissByDrag {
            _ = fixture.drag(by: CGPoint(x: 0, y: 300), duration: 0.3)
        } else {
            fixture.detail.dismiss(animated: true)
        }
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        #expect(fixture.tiles[7].isHidden)
    }

    @Test("Dismissing during the opening: UIKit waits for the presentation, then the zoom flies back")
    func dismissDuringPresent() {
        let fixture = ZoomFixture()
        fixture.present(settle: false)
        fixture.stage.advance(0.1)
        var completed = false
        fixture.detail.dismiss(animated: true) { completed = true }
        fixture.stage.settle()
        #expect(completed)
        #expect(!fixture.isPresented)
        expectApproximately(fixture.zoomFrame, fixture.sourceOnScreen, tolerance: 0.01)
        #expect(!fixture.tiles[7].isHidden)
        #expect(fixture.detail.log == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    }
}
#endif
