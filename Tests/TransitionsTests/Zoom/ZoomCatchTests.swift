#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Touches on a zoom in motion, modal and pushed, as iOS does it (DEVICE-FACTS.md, "Zoom interactive
/// dismissal", touch on a card in flight and on a landing card): a resting touch stops a spring back where it is
/// (at most 1 pt of movement over a 100 ms rest), does not stop an opening (a drag from it takes the card), and
/// passes through a card landing in its source to the page beneath.
@MainActor @Suite("Zoom touched in motion (modal and pushed)", .headlessHygiene)
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

    @Test("Modal opening: a resting touch does not stop it; a drag begun there dismisses")
    func modalOpening() {
        let f = ZoomFixture()
        f.present(settle: false)
        f.stage.advance(0.08)
        let before = f.zoomFrame
        #expect(before.width > 140 && before.width < 380, "mid-opening: \(before)")
        let (moved, drag) = Self.restingTouch(on: f.stage.window, frame: { f.zoomFrame }, advance: f.stage.advance)
        #expect(moved > 20, "the opening went on under the finger: \(moved) pt")
        drag.move(by: CGPoint(x: 0, y: 300), duration: 0.3, steps: 18)
        drag.end()
        f.stage.settle()
        #expect(!f.isPresented, "the drag from the touch dismissed")
        expectApproximately(f.zoomFrame, f.sourceOnScreen, tolerance: 0.01)
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
        expectApproximately(f.zoomFrame, f.sourceOnScreen, tolerance: 0.01)
    }

    @Test("Modal closing: the landing card takes no touch — a tap reaches the grid beneath; the card lands")
    func modalClosing() {
        let f = ZoomFixture()
        var taps = 0
        f.grid.addGestureRecognizer(UITapGestureRecognizer(headlessHandler: { _ in taps += 1 }))
        f.present()
        f.stage.root.dismiss(animated: true)
        f.stage.advance(0)
        f.stage.advance(0.08)
        let before = f.zoomFrame
        #expect(before.width < 390 && before.width > 140, "mid-closing: \(before)")
        let (moved, drag) = Self.restingTouch(on: f.stage.window, frame: { f.zoomFrame }, advance: f.stage.advance)
        #expect(moved > 20, "not held: \(moved) pt")
        drag.end()
        f.stage.settle()
        #expect(taps == 1, "the touch reached the grid")
        #expect(!f.isPresented)
        expectApproximately(f.zoomFrame, f.sourceOnScreen, tolerance: 0.01)
        #expect(!f.tiles[7].isHidden)
    }

    @Test("Push opening: a resting touch does not stop it; the push finishes as without it")
    func pushOpening() {
        let f = NavigationZoomFixture()
        f.push(settle: false)
        f.advance(0.08)
        f.captureClip()
        let before = f.clipFrame
        #expect(before.width > 140 && before.width < 380, "mid-push: \(before)")
        let (moved, drag) = Self.restingTouch(on: f.window, frame: { f.clipFrame }, advance: f.advance)
        #expect(moved > 20, "the push went on under the finger: \(moved) pt")
        drag.end()
        f.settle()
        #expect(f.isPushed)
        #expect(f.detail.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(f.detail.view.transform == .identity)
        #expect(!f.tiles[7].isHidden)
    }

    @Test("Pop closing: the landing card is not held — a tap reaches the grid beneath; it lands on the tile")
    func popClosing() {
        let f = NavigationZoomFixture()
        var taps = 0
        f.scroll.addGestureRecognizer(UITapGestureRecognizer(headlessHandler: { _ in taps += 1 }))
        f.push()
        f.navigation.popViewController(animated: true)
        f.advance(0)
        f.advance(0.08)
        f.captureClip()
        let before = f.clipFrame
        #expect(before.width < 390 && before.width > 140, "mid-pop: \(before)")
        let (moved, drag) = Self.restingTouch(on: f.window, frame: { f.clipFrame }, advance: f.advance)
        #expect(moved > 20, "not held: \(moved) pt")
        drag.end()
        f.settle()
        #expect(taps == 1, "the touch reached the grid")
        #expect(!f.isPushed)
        expectApproximately(f.clipFrame, f.tileOnScreen(), tolerance: 0.01)
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
