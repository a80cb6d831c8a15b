#if os(Linux)
import Foundation

/// A single user interaction delivered to the app, here always a touch event (UIKit's `UIEvent`, iOS 2+).
///
/// HeadlessUIKit reuses one event object per simulated touch sequence, as UIKit reuses its touch event.
@preconcurrency @MainActor open class UIEvent: NSObject {
    /// Kinds of events (UIKit's `UIEvent.EventType`).
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches = 0
        /// Device motion (shake).
        case motion = 1
        /// Remote-control events.
        case remoteControl = 2
        /// Physical button presses (iOS 9+).
        case presses = 3
        /// Scroll wheel or trackpad scrolling (iOS 13.4+).
        case scroll = 10
        /// A pointer hovering (iOS 13.4+).
        case hover = 11
        /// A trackpad transform such as pinch (iOS 13.4+).
        case transform = 14
    }

    /// Sub-kinds of events (UIKit's `UIEvent.EventSubtype`).
    public enum EventSubtype: Int, Sendable {
        /// No subtype.
        case none = 0
        /// A shake.
        case motionShake = 1
    }

    /// The touches of this event.
    var eventTouches: Set<UITouch> = []
    /// Backing storage for `timestamp`.
    var eventTimestamp: TimeInterval = 0

    /// Creates an empty touch event.
    public override init() {
        super.init()
    }

    /// The event kind; `.touches` for simulated input.
    open var type: UIEvent.EventType { .touches }

    /// The event sub-kind; `.none`.
    open var subtype: UIEvent.EventSubtype { .none }

    /// When the event happened, in `HeadlessClock` seconds.
    open var timestamp: TimeInterval { eventTimestamp }

    /// Every touch of the event; `nil` when there are none.
    open var allTouches: Set<UITouch>? { eventTouches.isEmpty ? nil : eventTouches }

    /// The touches that started in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let matching = eventTouches.filter { $0.view === view }
        return matching.isEmpty ? nil : matching
    }

    /// The touches that belong to `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let matching = eventTouches.filter { $0.window === window }
        return matching.isEmpty ? nil : matching
    }

    /// The touches delivered to `gesture`.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        let matching = eventTouches.filter { touch in touch.receivingRecognizers.contains { $0 === gesture } }
        return matching.isEmpty ? nil : matching
    }

    /// Intermediate touches since the last event (iOS 9+); simulated input has none beyond `touch` itself.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        eventTouches.contains(touch) ? [touch] : nil
    }

    /// Predicted future touches (iOS 9+); none are simulated.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        eventTouches.contains(touch) ? [] : nil
    }
}
#endif
