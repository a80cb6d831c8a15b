#if os(Linux)
import Foundation

/// A continuous recognizer for fingers held down in place (UIKit's `UILongPressGestureRecognizer`, iOS 3.2+).
///
/// As Apple documents it: the gesture begins (`.began`) once `numberOfTouchesRequired` fingers have been held
/// down for `minimumPressDuration` seconds of `HeadlessClock` time without any of them moving more than
/// `allowableMovement` points; it reports `.changed` whenever a finger moves (with no limit on movement once
/// begun) and ends (`.ended`) when any finger lifts. Moving too far, lifting early or touching down with
/// more fingers than required before it begins makes it fail. With `numberOfTapsRequired` > 0 that many
/// full taps (within `UITapGestureRecognizer.headlessMaximumTapInterval` of each other and 45 pt of the
/// first) must come before the press.
@preconcurrency @MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Full taps required before the press; default 0. Negative values behave as 0.
    open var numberOfTapsRequired: Int = 0

    /// Fingers that must be held down; default 1. Values below 1 behave as 1.
    open var numberOfTouchesRequired: Int = 1

    /// How long the fingers must be held, in seconds; default 0.5. Negative or non-finite values count as 0.
    open var minimumPressDuration: TimeInterval = 0.5

    /// How far a finger may move before the gesture begins, in points; default 10. After it has begun,
    /// movement is unlimited. Negative or NaN values count as 0.
    open var allowableMovement: CGFloat = 10

    /// Where each tracked finger went down (window coordinates), for `allowableMovement`.
    private var startLocations: [(touch: UITouch, location: CGPoint)] = []
    /// Taps completed so far (when `numberOfTapsRequired` > 0).
    private var completedTaps = 0
    /// Where the first tap went down (window coordinates).
    private var firstTapStart: CGPoint = .zero
    /// Invalidates pending press and inter-tap timers.
    private var timerGeneration = 0

    private var requiredTouches: Int { max(1, numberOfTouchesRequired) }
    private var requiredTaps: Int { max(0, numberOfTapsRequired) }
    private var pressDuration: TimeInterval {
        minimumPressDuration.isFinite && minimumPressDuration > 0 ? minimumPressDuration : 0
    }
    private var movementLimit: CGFloat { allowableMovement >= 0 ? allowableMovement : 0 }

    // MARK: - Touch handling

    /// Records the new fingers; once enough are down for the press (after the required taps), starts
    /// the `minimumPressDuration` timer.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        for touch in touches where !startLocations.contains(where: { $0.touch === touch }) {
            startLocations.append((touch, touch.windowLocation))
        }
        if numberOfTouches > requiredTouches {
            state = .failed
            return
        }
        if completedTaps > 0, let touch = touches.first,
            TouchGeometry.distance(touch.windowLocation, firstTapStart) > TouchDispatcher.multipleTapDistance
        {
            state = .failed
            return
        }
        if completedTaps == 0, let touch = touches.first { firstTapStart = touch.windowLocation }
        timerGeneration += 1
        guard completedTaps >= requiredTaps, numberOfTouches == requiredTouches else { return }
        let generation = timerGeneration
        HeadlessClock.main.schedule(after: pressDuration) { [weak self] in
            guard let self, self.timerGeneration == generation, self.storedState == .possible,
                self.pendingState == nil, self.numberOfTouches == self.requiredTouches
            else { return }
            self.state = .began
        }
    }

    /// Fails on too much movement before the press begins; reports `.changed` after.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible:
            guard pendingState == nil else { return }
            for touch in touches {
                guard let start = startLocations.first(where: { $0.touch === touch })?.location else { continue }
                if TouchGeometry.distance(touch.windowLocation, start) > movementLimit {
                    state = .failed
                    return
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a press in progress; lifting before it began counts a tap (while taps are required) or fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        forget(touches)
        switch state {
        case .began, .changed:
            state = .ended
        case .possible where pendingState != nil:
            state = .ended
        case .possible:
            guard completedTaps < requiredTaps else {
                state = .failed
                return
            }
            guard numberOfTouches <= 1 else { return }  // the tap is complete when its last finger lifts
            completedTaps += 1
            timerGeneration += 1
            let generation = timerGeneration
            HeadlessClock.main.schedule(after: UITapGestureRecognizer.headlessMaximumTapInterval) { [weak self] in
                guard let self, self.timerGeneration == generation, self.storedState == .possible,
                    self.numberOfTouches == 0
                else { return }
                self.state = .failed
            }
        default:
            break
        }
    }

    /// A cancelled touch cancels a press in progress and fails a possible one.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        forget(touches)
        switch state {
        case .began, .changed:
            state = .cancelled
        case .possible:
            state = .failed
        default:
            break
        }
    }

    /// Forgets the taps and fingers of the last gesture and stops its timers.
    open override func reset() {
        super.reset()
        startLocations.removeAll()
        completedTaps = 0
        timerGeneration += 1
    }

    private func forget(_ touches: Set<UITouch>) {
        startLocations.removeAll { entry in touches.contains(entry.touch) }
    }
}
#endif
