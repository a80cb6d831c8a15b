#if os(Linux)
import Foundation

/// A discrete recognizer for a quick, straight finger movement in one of its permitted directions
/// (UIKit's `UISwipeGestureRecognizer`, iOS 3.2+).
///
/// Apple documents the swipe as "a fast, mostly straight" movement of `numberOfTouchesRequired` fingers in
/// one of `direction`'s directions, recognized (`.ended`) while the fingers move; the thresholds are not
/// documented. HeadlessUIKit recognizes once the fingers' centroid has travelled
/// `headlessMinimumDistance` (50 pt) along a permitted direction, within `headlessMaximumDuration` (0.5 s)
/// of the first touch-down, with the movement across that direction at most `headlessMaximumDeviation`
/// (0.5, about 27°) times the movement along it. It fails when the time runs out, when the movement
/// strays too far sideways (checked after 10 pt), when the fingers lift first, or when more fingers than
/// required touch down.
@preconcurrency @MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe (UIKit's `UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The bit mask.
        public let rawValue: UInt

        /// A direction set from raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Towards the right (increasing x).
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left (decreasing x).
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards (decreasing y).
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards (increasing y).
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// Shortest centroid travel along the direction that recognizes, in points (unconfirmed).
    public static let headlessMinimumDistance: CGFloat = 50

    /// Longest time from the first touch-down to recognition, in seconds (unconfirmed).
    public static let headlessMaximumDuration: TimeInterval = 0.5

    /// Largest ratio of sideways to forward travel (0.5 ≈ 26.6°) (unconfirmed).
    public static let headlessMaximumDeviation: CGFloat = 0.5

    /// Travel before the straightness check applies, in points (unconfirmed).
    static let straightnessCheckDistance: CGFloat = 10

    /// The permitted directions; default `.right`.
    open var direction: UISwipeGestureRecognizer.Direction = .right

    /// Fingers that must swipe together; default 1. Values below 1 behave as 1.
    open var numberOfTouchesRequired: Int = 1

    /// The centroid when the required fingers were all down (window coordinates).
    private var startCentroid: CGPoint = .zero
    /// Whether all required fingers are down and the movement is being measured.
    private var isTracking = false
    /// Invalidates pending time-out timers.
    private var timerGeneration = 0

    private var requiredTouches: Int { max(1, numberOfTouchesRequired) }

    // MARK: - Touch handling

    /// Starts measuring once the required fingers are down; the swipe must recognize within
    /// `headlessMaximumDuration` of the first touch-down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if numberOfTouches > requiredTouches {
            state = .failed
            return
        }
        if numberOfTouches == touches.count {  // the first finger(s): start the clock
            timerGeneration += 1
            let generation = timerGeneration
            HeadlessClock.main.schedule(after: Self.headlessMaximumDuration) { [weak self] in
                guard let self, self.timerGeneration == generation, self.storedState == .possible,
                    self.pendingState == nil
                else { return }
                self.state = .failed
            }
        }
        if numberOfTouches == requiredTouches {
            startCentroid = currentWindowLocation
            isTracking = true
        }
    }

    /// Recognizes once the centroid has travelled far enough along a permitted direction; fails when it
    /// strays sideways or goes another way.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, pendingState == nil, isTracking else { return }
        let location = currentWindowLocation
        let dx = location.x - startCentroid.x
        let dy = location.y - startCentroid.y
        guard (dx * dx + dy * dy).squareRoot() >= Self.straightnessCheckDistance else { return }
        let horizontal = abs(dx) >= abs(dy)
        let along = horizontal ? abs(dx) : abs(dy)
        let across = horizontal ? abs(dy) : abs(dx)
        let moving: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        guard direction.contains(moving), across <= along * Self.headlessMaximumDeviation else {
            state = .failed
            return
        }
        if along >= Self.headlessMinimumDistance { state = .ended }
    }

    /// Lifting a finger before the swipe was recognized fails it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible && pendingState == nil { state = .failed }
    }

    /// A cancelled touch fails the swipe.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { state = .failed }
    }

    /// Stops measuring and the time-out.
    open override func reset() {
        super.reset()
        isTracking = false
        timerGeneration += 1
    }
}
#endif
