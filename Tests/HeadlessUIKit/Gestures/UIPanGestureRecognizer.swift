#if os(Linux)
import Foundation

/// A continuous recognizer for a dragging finger (UIKit's `UIPanGestureRecognizer`, iOS 3.2+).
///
/// It begins once the finger has moved `UIPanGestureRecognizer.headlessHysteresis` (10 pt) from where it
/// touched down, reports `.changed` on every later move and `.ended` on lift-off (`.cancelled` if the
/// system cancels the touch); a finger lifted before moving that far makes it fail.
/// `translation(in:)` is measured from the touch-down point, so it already includes the hysteresis at
/// `.began` (UIKit's behaviour; `setTranslation(_:in:)` re-bases it). `velocity(in:)` is the finger's
/// average velocity over the last 50 ms of movement (see `GestureVelocityTracker`). With several fingers
/// (`UIWindow.beginSimulatedTouches(at:)`) the pan follows their centroid; a finger added or lifted
/// mid-gesture moves the centroid without changing the translation, and the pan begins only once
/// `minimumNumberOfTouches` fingers are down.
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Distance the finger must travel before the pan begins, in points. UIKit does not document it;
    /// about 10 pt is what devices show.
    public static let headlessHysteresis: CGFloat = 10

    /// Fewest touches that can begin the pan; default 1.
    open var minimumNumberOfTouches: Int = 1

    /// Most touches the pan accepts; default `Int.max` (UIKit's `NSUIntegerMax`).
    open var maximumNumberOfTouches: Int = Int.max

    /// Pointer scroll types that drive the pan (iOS 13.4+); default none. Stored only.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// Where the touch went down, in window coordinates.
    var touchDownLocation: CGPoint = .zero
    /// The window point from which translation is measured.
    var translationOrigin: CGPoint = .zero
    /// The latest finger position, in window coordinates.
    var latestLocation: CGPoint = .zero
    /// Recent finger positions for `velocity(in:)`.
    var velocityTracker = GestureVelocityTracker()

    /// The finger's movement since touch-down (or since the last `setTranslation(_:in:)`), in `view`'s
    /// coordinates; `nil` means window coordinates.
    open func translation(in view: UIView?) -> CGPoint {
        let start = TouchGeometry.convertFromWindow(translationOrigin, to: view)
        let end = TouchGeometry.convertFromWindow(latestLocation, to: view)
        return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }

    /// Re-bases the translation so that `translation(in: view)` returns `translation` now. Non-finite
    /// components are ignored.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard TouchGeometry.isFinite(translation) else { return }
        let current = TouchGeometry.convertFromWindow(latestLocation, to: view)
        let originInView = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
        translationOrigin = view.map { $0.convert(originInView, to: nil) } ?? originInView
    }

    /// The finger's velocity in `view`'s coordinates, in points per second; `nil` means window coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        TouchGeometry.convertVector(velocityTracker.velocity, at: latestLocation, to: view)
    }

    /// Whether a finger movement of `translation` (window coordinates) may begin the pan; the scroll view's
    /// pan overrides it to refuse moves along an axis it cannot scroll.
    func headlessShouldBegin(afterMoving translation: CGPoint) -> Bool { true }

    // MARK: - Touch handling

    /// Records where the finger went down (the translation origin) and starts velocity tracking.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first else { return }
        if state == .possible && numberOfTouches <= touches.count {
            touchDownLocation = currentWindowLocation
            translationOrigin = currentWindowLocation
            latestLocation = currentWindowLocation
            velocityTracker.reset()
            velocityTracker.add(currentWindowLocation, at: touch.timestamp)
        } else {
            rebaseCentroid(to: currentWindowLocation, at: touch.timestamp)
        }
        if numberOfTouches > maximumNumberOfTouches && state == .possible { state = .failed }
    }

    /// Another finger joined or left: the centroid jumps, the translation (and the hysteresis measure)
    /// does not; velocity tracking restarts from the new centroid.
    private func rebaseCentroid(to centroid: CGPoint, at time: TimeInterval) {
        let shift = CGPoint(x: centroid.x - latestLocation.x, y: centroid.y - latestLocation.y)
        translationOrigin = CGPoint(x: translationOrigin.x + shift.x, y: translationOrigin.y + shift.y)
        touchDownLocation = CGPoint(x: touchDownLocation.x + shift.x, y: touchDownLocation.y + shift.y)
        latestLocation = centroid
        velocityTracker.reset()
        velocityTracker.add(centroid, at: time)
    }

    /// Begins after the hysteresis, then reports `.changed` on every move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first else { return }
        latestLocation = currentWindowLocation
        velocityTracker.add(latestLocation, at: touch.timestamp)
        switch state {
        case .possible:
            guard pendingState == nil else { return }
            let moved = CGPoint(x: latestLocation.x - touchDownLocation.x, y: latestLocation.y - touchDownLocation.y)
            let distance = (moved.x * moved.x + moved.y * moved.y).squareRoot()
            guard distance >= Self.headlessHysteresis, numberOfTouches >= minimumNumberOfTouches else { return }
            if headlessShouldBegin(afterMoving: moved) {
                state = .began
            } else {
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a gesture in progress; a pan that never began fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        let remaining = trackedTouches.filter { !touches.contains($0) }
        if let touch = touches.first {
            if remaining.isEmpty {
                latestLocation = currentWindowLocation
                velocityTracker.add(latestLocation, at: touch.timestamp)
            } else {
                // Some fingers stay down: the pan goes on with them.
                latestLocation = currentWindowLocation
                let count = CGFloat(remaining.count)
                let sum = remaining.reduce(CGPoint.zero) {
                    CGPoint(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y)
                }
                rebaseCentroid(to: CGPoint(x: sum.x / count, y: sum.y / count), at: touch.timestamp)
                if state != .possible || remaining.count >= minimumNumberOfTouches { return }
            }
        }
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            state = pendingState == nil ? .failed : .ended
        default:
            break
        }
    }

    /// Cancels a gesture in progress; a pan that never began fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        switch state {
        case .began, .changed:
            state = .cancelled
        case .possible:
            state = .failed
        default:
            break
        }
    }
}
#endif
