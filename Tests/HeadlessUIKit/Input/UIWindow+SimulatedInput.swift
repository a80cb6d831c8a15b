#if os(Linux)
import Foundation

extension UIWindow {
    /// Taps at `point` (window coordinates): touch-down and lift-off at the same spot, `holdDuration`
    /// seconds of `HeadlessClock` time apart (default 0). Linux-only.
    ///
    /// Delivery is real: hit-testing, the recognizers of the hit view and its ancestors, delegate questions,
    /// then the hit view's `touchesBegan`/`touchesEnded` (so `UIControl`s send `.touchUpInside`).
    /// Two taps within 0.35 s and 45 pt count as a double tap. A non-finite point taps nothing.
    /// A touch already down (an unfinished `SimulatedDrag`) is cancelled first.
    public func simulateTap(at point: CGPoint, holdDuration: TimeInterval = 0) {
        guard TouchGeometry.isFinite(point) else { return }
        let sequence = TouchDispatcher.shared.touchDown(at: point, in: self)
        if holdDuration.isFinite && holdDuration > 0 {
            HeadlessClock.main.advance(by: holdDuration)
        }
        TouchDispatcher.shared.finish(sequence, cancelled: false)
    }

    /// Touches down at `point` (window coordinates) and returns the finger to move and lift. Nothing is
    /// recognized yet; pans begin after about 10 pt of movement. Linux-only.
    ///
    /// A non-finite point is replaced by `.zero`. A touch already down is cancelled first.
    public func beginSimulatedDrag(at point: CGPoint) -> SimulatedDrag {
        let start = TouchGeometry.isFinite(point) ? point : .zero
        let sequence = TouchDispatcher.shared.touchDown(at: start, in: self)
        return SimulatedDrag(sequence: sequence, location: start)
    }
}
#endif
