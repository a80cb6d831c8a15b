#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// A touch stops a running zoom where it is — opening, closing, springing back; modal and pushed — before the
/// finger moves, as iOS 18's zoom can be grabbed "anytime during [its] animation" (Apple, *Enhancing your app
/// with fluid transitions*). Target: at most 1 pt of movement over a 100 ms rest after touch-down; lifting the
/// finger lets the zoom finish where it was going.
@MainActor @Suite("Zoom caught on touch-down (modal and pushed)", .headlessHygiene)
struct ZoomCatchTests {
    /// How far `frame` moved from `start`, the largest edge difference, pt.
    static func moved(_ start: CGRect, _ frame: CGRect) -> CGFloat {
        max(
            abs(frame.minX - start.minX), abs(frame.minY - start.minY), abs(frame.maxX - start.maxX),
            abs(frame.maxY - start.maxY))
    }

    /// Touches `frame`'s center, rests 100 ms (frames keep coming) and returns the largest movement seen.
    static func restingTouch(
        on window: UIWindow, frame: () -> CGRect, advance: (TimeInterval) -> Void
    ) -> (moved: CGFloat, drag: SimulatedDrag) {
        let start = frame()
        let drag = window.beginSimulatedDrag(at: CGPoint(x: start.midX, y: start.midY))
        var largest: CGFloat = 0
        for _ in 0..<6 {
            advance(1.0 / 60)
            largest = max(largest, moved(start, frame()))
        }
        return (largest, drag)
    }

    @Test("Modal opening: caught where it is, then finishes opening when the finger lifts")
    func modalOpening() {
        let f = ZoomFixture()
        f.present(settle: false)
        f.stage.advance(0.08)
        let before = f.zoomFrame
        #expect(before.width > 140 && before.width < 380, "mid-opening: \(before)")
        let (moved, drag) = Self.restingTouch(on: f.stage.window, frame: { f.zoomFrame }, advance: f.stage.advance)
        #expect(moved <= 1, "moved \(moved) pt while the finger rested")
        drag.end()
        f.stage.settle()
        #expect(f.isPresented)
        #expect(f.zoomFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(!f.tiles[7].isHidden)
    }

    @Test("Modal spring back: caught where it is, then springs back when the finger lifts")
    func modalSpringBack() {
        let f = ZoomFixture()
        f.present()
        _ = f.drag(by: CGPoint(x: 0, y: 60), duration: 0.5)
        f.stage.advance(0.05)
        let before = f.zoomFrame
        #expect(before.width < 392, "springing back: \(before)")
        let (moved, drag) = Self.restingTouch(on: f.stage.window, frame: { f.zoomFrame }, advance: f.stage.advance)
        #expect(moved <= 1, "moved \(moved) pt while the finger rested")
        drag.end()
        f.stage.settle()
        #expect(f.isPresented)
        #expect(f.zoomFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test("Modal spring back caught, then dragged down: the same finger dismisses")
    func modalCaughtThenDragged() {
        let f = ZoomFixture()
        f.present()
        _ = f.drag(by: CGPoint(x: 0, y: 60), duration: 0.5)
        f.stage.advance(0.05)
        let (_, drag) = Self.restingTouch(on: f.stage.window, frame: { f.zoomFrame }, advance: f.stage.advance)
        drag.move(by: CGPoint(x: 0, y: 300), duration: 0.2, steps: 12)
        drag.end()
        f.stage.settle()
        #expect(!f.isPresented)
        expectClose(f.zoomFrame, f.sourceOnScreen, tolerance: 0.01)
    }

    @Test("Modal closing: caught where it is, then lands on the tile when the finger lifts")
    func modalClosing() {
        let f = ZoomFixture()
        f.present()
        f.stage.root.dismiss(animated: true)
        f.stage.advance(0)
        f.stage.advance(0.08)
        let before = f.zoomFrame
        #expect(before.width < 390 && before.width > 140, "mid-closing: \(before)")
        let (moved, drag) = Self.restingTouch(on: f.stage.window, frame: { f.zoomFrame }, advance: f.stage.advance)
        #expect(moved <= 1, "moved \(moved) pt while the finger rested")
        drag.end()
        f.stage.settle()
        #expect(!f.isPresented)
        expectClose(f.zoomFrame, f.sourceOnScreen, tolerance: 0.01)
        #expect(!f.tiles[7].isHidden)
    }

    @Test("Push opening: caught where it is, then finishes the push when the finger lifts")
    func pushOpening() {
        let f = NavigationZoomFixture()
        f.push(settle: false)
        f.advance(0.08)
        f.captureClip()
        let before = f.clipFrame
        #expect(before.width > 140 && before.width < 380, "mid-push: \(before)")
        let (moved, drag) = Self.restingTouch(on: f.window, frame: { f.clipFrame }, advance: f.advance)
        #expect(moved <= 1, "moved \(moved) pt while the finger rested")
        drag.end()
        f.settle()
        #expect(f.isPushed)
        #expect(f.detail.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(f.detail.view.transform == .identity)
        #expect(!f.tiles[7].isHidden)
    }

    @Test("Pop closing: caught where it is, then lands on the tile when the finger lifts")
    func popClosing() {
        let f = NavigationZoomFixture()
        f.push()
        f.navigation.popViewController(animated: true)
        f.advance(0)
        f.advance(0.08)
        f.captureClip()
        let before = f.clipFrame
        #expect(before.width < 390 && before.width > 140, "mid-pop: \(before)")
        let (moved, drag) = Self.restingTouch(on: f.window, frame: { f.clipFrame }, advance: f.advance)
        #expect(moved <= 1, "moved \(moved) pt while the finger rested")
        drag.end()
        f.settle()
        #expect(!f.isPushed)
        expectClose(f.clipFrame, f.tileOnScreen(), tolerance: 0.01)
    }

    @Test("At rest a touch changes nothing: a tap still reaches the content")
    func restingZoomLetsTapsThrough() {
        let f = ZoomFixture()
        var taps = 0
        let button = UIButton(frame: CGRect(x: 100, y: 400, width: 200, height: 60))
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        f.detail.view.addSubview(button)
        f.present()
        f.stage.window.simulateTap(at: CGPoint(x: 200, y: 430))
        f.stage.settle()
        #expect(taps == 1)
        #expect(f.isPresented)
        #expect(f.zoomFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }
}
#endif
