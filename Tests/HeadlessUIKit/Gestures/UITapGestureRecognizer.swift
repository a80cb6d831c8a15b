#if os(Linux)
import Foundation

/// A discrete recognizer for one or more taps (UIKit's `UITapGestureRecognizer`, iOS 3.2+).
///
/// It recognizes (`.ended`) when the finger lifts for the `numberOfTapsRequired`-th time. It fails if the
/// finger moves more than `headlessAllowableMovement` while down, if the next tap does not start within
/// `headlessMaximumTapInterval` of the previous lift, or if it lands farther than 45 pt from the first.
/// While it waits for more taps it stays `.possible`, so a single-tap recognizer that requires it to fail
/// recognizes only once that interval has passed on `HeadlessClock`. With `numberOfTouchesRequired` > 1,
/// each tap is that many fingers down together (`UIWindow.beginSimulatedTouches(at:)`), complete when the
/// last one lifts; more fingers fail it, fewer do not count. UIKit does not document these tolerances;
/// the values here are HeadlessUIKit's choices.
@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Farthest the finger may move while down, in points.
    public static let headlessAllowableMovement: CGFloat = 10

    /// Longest wait for the next tap of a multi-tap, in seconds.
    public static let headlessMaximumTapInterval: TimeInterval = TouchDispatcher.multipleTapInterval

    /// Taps needed to recognize; default 1. Values below 1 behave as 1.
    open var numberOfTapsRequired: Int = 1

    /// Fingers needed per tap; default 1. Values below 1 behave as 1.
    open var numberOfTouchesRequired: Int = 1

    /// Taps completed so far in this gesture.
    private var completedTaps = 0
    /// Where the current tap went down, and where the first one did (window coordinates).
    private var tapStart: CGPoint = .zero
    private var firstTapStart: CGPoint = .zero
    /// Invalidates pending inter-tap timers.
    private var timerGeneration = 0
    /// The most fingers down at once during the current tap.
    private var fingersInTap = 0
    /// Where each finger of the current tap went down (window coordinates).
    private var fingerStarts: [(touch: UITouch, location: CGPoint)] = []

    /// Starts a tap; a tap too far from the first one of a multi-tap fails.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let touch = touches.first else { return }
        timerGeneration += 1
        for touch in touches { fingerStarts.append((touch, touch.windowLocation)) }
        fingersInTap = max(fingersInTap, numberOfTouches)
        if numberOfTouches > max(1, numberOfTouchesRequired) {
            state = .failed
            return
        }
        guard numberOfTouches == touches.count else { return }  // a later finger of the same tap
        tapStart = touch.windowLocation
        if completedTaps == 0 {
            firstTapStart = tapStart
        } else if TouchGeometry.distance(tapStart, firstTapStart) > TouchDispatcher.multipleTapDistance {
            state = .failed
        }
    }

    /// Fails when the finger moves more than `headlessAllowableMovement`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible else { return }
        for touch in touches {
            guard let start = fingerStarts.first(where: { $0.touch === touch })?.location else { continue }
            if TouchGeometry.distance(touch.windowLocation, start) > Self.headlessAllowableMovement {
                state = .failed
                return
            }
        }
    }

    /// Counts the tap: recognizes on the last one, otherwise waits for the next.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible, pendingState == nil else { return }
        guard numberOfTouches <= touches.count else { return }  // fingers of this tap still down
        let fingers = fingersInTap
        fingersInTap = 0
        fingerStarts.removeAll()
        guard fingers == max(1, numberOfTouchesRequired) else {
            state = .failed
            return
        }
        completedTaps += 1
        if completedTaps >= max(1, numberOfTapsRequired) {
            state = .ended
            return
        }
        timerGeneration += 1
        let generation = timerGeneration
        HeadlessClock.main.schedule(after: Self.headlessMaximumTapInterval) { [weak self] in
            guard let self, self.timerGeneration == generation, self.storedState == .possible,
                self.numberOfTouches == 0
            else { return }
            self.state = .failed
        }
    }

    /// A cancelled touch fails the tap.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { state = .failed }
    }

    /// Forgets the taps counted so far.
    open override func reset() {
        super.reset()
        completedTaps = 0
        timerGeneration += 1
        fingersInTap = 0
        fingerStarts.removeAll()
    }
}
#endif
