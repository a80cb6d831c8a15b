#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Reduce Motion: the zoom cross-fades in place instead of moving.
@MainActor @Suite("Zoom: Reduce Motion", .headlessHygiene)
struct ZoomReduceMotionTests {
    @Test("Present and dismiss cross-fade at full screen in about 140 ms; the tile stays visible")
    func crossFade() {
        let fixture = ZoomFixture()
        HeadlessAccessibility.setReduceMotionEnabled(true)
        defer { HeadlessAccessibility.setReduceMotionEnabled(false) }
        fixture.present(settle: false)
        let full = CGRect(x: 0, y: 0, width: 393, height: 852)
        var alphas: [CGFloat] = []
        for step in 0..<5 {
            #expect(fixture.detail.log == ["viewWillAppear"], "still fading at \(Double(step) * 0.025) s")
            #expect(fixture.zoomFrame == full)
            #expect(!fixture.tiles[7].isHidden)
            alphas.append(fixture.zoomView?.alpha ?? -1)
            fixture.stage.advance(0.025)
        }
        #expect(alphas.first == 0 && zip(alphas, alphas.dropFirst()).allSatisfy { $0 < $1 }, "fades in: \(alphas)")
        fixture.stage.advance(0.015 + 1.0 / 60)  // the fade ends on the first display frame at or after 0.14 s
        #expect(fixture.detail.log == ["viewWillAppear", "viewDidAppear"], "done after 0.14 s")
        #expect(fixture.zoomView?.alpha == 1)

        fixture.detail.dismiss(animated: true)
        fixture.stage.advance(0)
        fixture.stage.advance(0.07)
        #expect(fixture.zoomFrame == full)
        #expect((fixture.zoomView?.alpha ?? 0) > 0.1 && (fixture.zoomView?.alpha ?? 1) < 0.9)
        #expect(!fixture.tiles[7].isHidden)
        #expect(fixture.stage.root.view.transform.isIdentity, "no motion under Reduce Motion: the page stays whole")
        fixture.stage.advance(0.07 + 1.0 / 60)
        #expect(!fixture.isPresented, "gone after 0.14 s")
        #expect(fixture.zoomView?.alpha == 0)
    }

    @Test("A drag still follows the finger; a dismissing release fades out where the screen is")
    func dragFadesOut() {
        let fixture = ZoomFixture()
        HeadlessAccessibility.setReduceMotionEnabled(true)
        defer { HeadlessAccessibility.setReduceMotionEnabled(false) }
        fixture.present()
        _ = fixture.drag(by: CGPoint(x: 0, y: 260), duration: 0.4)
        let released = fixture.zoomFrame
        #expect(released.width < 393)
        fixture.stage.advance(0.1)
        #expect(fixture.zoomFrame == released, "does not fly")
        fixture.stage.settle()
        #expect(!fixture.isPresented)
        #expect(fixture.zoomFrame == released)
        #expect(fixture.zoomView?.alpha == 0)
        #expect(!fixture.tiles[7].isHidden)
    }
}
#endif
