#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions
import TransitionsCore

/// Two fingers pinching (and turning) a zoom closed, modal and pushed, as iOS 18–26 does it: nothing until the
/// fingers close by 8.7 pt, the card follows their scale, turn and focal point, lands in the source below half
/// the fingers' distance (un-turning on the way) and springs back otherwise; spreading or turning alone does
/// nothing.
@MainActor @Suite("Zoom pinch to dismiss (modal and pushed)", .headlessHygiene)
struct ZoomPinchTests {
    static let fingers = [CGPoint(x: 96, y: 400), CGPoint(x: 296, y: 400)]

    /// The clip's turn on screen, radians.
    static func turn(of view: UIView?) -> CGFloat {
        guard let t = view?.transform else { return 0 }
        return atan2(t.b, t.a)
    }

    @Test("Modal: pinch closed with a turn — the card shrinks and turns with the fingers, then lands un-turned")
    func modalCommit() {
        let f = ZoomFixture()
        f.present()
        let touches = f.stage.window.beginSimulatedTouches(at: Self.fingers)
        touches.transform(scale: 0.6, rotation: 0.3, duration: 0.3, steps: 18)
        f.stage.advance(0.2)  // the chase catches up with fingers at rest
        let zoomView = f.zoom?.presentedView
        #expect(isApproximately(Self.turn(of: zoomView), 0.3, tolerance: 0.01), "turn \(Self.turn(of: zoomView))")
        let width = zoomView?.bounds.width ?? 0
        // 0.6 of 200 pt = 120 pt; the pinch began at 191.3 pt (8.7 pt in): 120 / 191.3 = 0.627.
        #expect(isApproximately(width / 393, 0.627, tolerance: 0.01), "card scale \(width / 393)")
        let center = zoomView?.center ?? .zero
        #expect(
            isApproximately(center.x, 196, tolerance: 30) && isApproximately(center.y, 400, tolerance: 60),
            "the card stays about the fingers: \(center)")
        touches.transform(scale: 0.7, duration: 0.1, steps: 6)  // 0.42 of the start: past the commit
        touches.end()
        f.stage.settle()
        #expect(!f.isPresented)
        expectApproximately(f.zoomFrame, f.sourceOnScreen, tolerance: 0.01)
        #expect(Self.turn(of: zoomView) == 0)
        #expect(!f.tiles[7].isHidden)
    }

    @Test("Modal: let go above half the fingers' distance — springs back full screen and un-turns")
    func modalCancel() {
        let f = ZoomFixture()
        f.present()
        let touches = f.stage.window.beginSimulatedTouches(at: Self.fingers)
        touches.transform(scale: 0.6, rotation: -0.4, duration: 0.3, steps: 18)
        f.stage.advance(0.1)
        touches.end()
        f.stage.advance(0.05)
        #expect(f.isPresented)
        #expect(abs(Self.turn(of: f.zoom?.presentedView)) > 0.05, "still un-turning on the way back")
        f.stage.settle()
        #expect(f.isPresented)
        #expect(f.zoomFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(Self.turn(of: f.zoom?.presentedView) == 0)
    }

    @Test("Spreading only, or turning only, moves nothing and dismisses nothing")
    func spreadAndTurnAlone() {
        let f = ZoomFixture()
        f.present()
        let spread = f.stage.window.beginSimulatedTouches(at: Self.fingers)
        spread.transform(scale: 1.6, duration: 0.3, steps: 18)
        f.stage.advance(0.1)
        #expect(f.zoomFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
        spread.end()
        f.stage.settle()
        let turn = f.stage.window.beginSimulatedTouches(at: Self.fingers)
        turn.transform(rotation: 0.9, duration: 0.3, steps: 18)
        f.stage.advance(0.1)
        #expect(f.zoomFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(Self.turn(of: f.zoom?.presentedView) == 0)
        turn.end()
        f.stage.settle()
        #expect(f.isPresented)
    }

    @Test("The veto is asked with the pinch gesture; refusing keeps the zoom still")
    func veto() {
        let f = ZoomFixture()
        var gestures: [ZoomDismissGesture] = []
        var options = ZoomTransition.Options()
        options.interactiveDismissShouldBegin = { context in
            gestures.append(context.gesture)
            return false
        }
        f.transition = f.makeTransition(options: options)
        f.present()
        let touches = f.stage.window.beginSimulatedTouches(at: Self.fingers)
        touches.transform(scale: 0.3, duration: 0.3, steps: 18)
        touches.end()
        f.stage.settle()
        #expect(gestures.contains(.pinch))
        #expect(f.isPresented)
        #expect(f.zoomFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test("The source vanishing mid-pinch: the card lands in the fallback, nothing stays hidden")
    func sourceVanishes() {
        let f = ZoomFixture()
        f.present()
        let touches = f.stage.window.beginSimulatedTouches(at: Self.fingers)
        touches.transform(scale: 0.6, duration: 0.2, steps: 12)
        f.tiles[7].removeFromSuperview()
        f.sourceIndex = nil
        touches.transform(scale: 0.6, duration: 0.2, steps: 12)
        touches.end()
        f.stage.settle()
        #expect(!f.isPresented)
        #expect(!f.tiles[7].isHidden)
    }

    @Test("A pinch on a scrolled page dismisses as on an unscrolled one")
    func scrolledPage() {
        let f = ZoomFixture()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        list.contentSize = CGSize(width: 393, height: 3000)
        f.detail.view.addSubview(list)
        var options = ZoomTransition.Options()
        options.trackedScrollView = list
        f.transition = f.makeTransition(options: options)
        f.present()
        list.contentOffset = CGPoint(x: 0, y: 600)
        let touches = f.stage.window.beginSimulatedTouches(at: Self.fingers)
        touches.transform(scale: 0.35, duration: 0.3, steps: 18)
        touches.end()
        f.stage.settle()
        #expect(!f.isPresented)
    }

    @Test("Push: a pinch past the commit pops into the tile; a light one springs back")
    func push() {
        let f = NavigationZoomFixture()
        f.push()
        let light = f.window.beginSimulatedTouches(at: Self.fingers)
        light.transform(scale: 0.7, rotation: 0.2, duration: 0.3, steps: 18)
        f.captureClip()
        #expect(abs(Self.turn(of: f.clip)) > 0.05, "the pushed card turns under the fingers")
        light.end()
        f.settle()
        #expect(f.isPushed)
        #expect(f.detail.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        let hard = f.window.beginSimulatedTouches(at: Self.fingers)
        hard.transform(scale: 0.35, rotation: 0.3, duration: 0.3, steps: 18)
        hard.end()
        f.settle()
        #expect(!f.isPushed)
        expectApproximately(f.clipFrame, f.tileOnScreen(), tolerance: 0.01)
        #expect(Self.turn(of: f.clip) == 0)
        #expect(!f.tiles[7].isHidden)
    }

    @Test("Push: the source vanishing mid-pinch pops into the fallback; the transition is released after the pop")
    func pushSourceVanishesNoLeaks() {
        let f = NavigationZoomFixture()
        weak var weakZoom: ZoomTransition?
        do {
            let zoom = f.push()
            weakZoom = zoom
        }
        let touches = f.window.beginSimulatedTouches(at: Self.fingers)
        touches.transform(scale: 0.6, rotation: 0.2, duration: 0.2, steps: 12)
        f.sourceIndex = nil
        touches.transform(scale: 0.6, duration: 0.2, steps: 12)
        touches.end()
        f.settle()
        #expect(!f.isPushed)
        #expect(!f.tiles[7].isHidden)
        #expect(weakZoom == nil, "the zoom transition outlived its pop")
    }
}
#endif
