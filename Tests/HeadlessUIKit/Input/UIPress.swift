#if os(Linux)
import Foundation

/// A physical button press (UIKit's `UIPress`, iOS 9+). Declared so delegate signatures match UIKit;
/// HeadlessUIKit never produces presses.
@preconcurrency @MainActor open class UIPress: NSObject {
    /// The phase of a press (UIKit's `UIPress.Phase`).
    public enum Phase: Int, Sendable {
        /// The button went down.
        case began = 0
        /// The pressure changed.
        case changed = 1
        /// The button is held without change.
        case stationary = 2
        /// The button was released.
        case ended = 3
        /// The system cancelled the press.
        case cancelled = 4
    }

    /// The button of a press (UIKit's `UIPress.PressType`, raw values as in UIKit).
    public enum PressType: Int, Sendable {
        /// The up arrow.
        case upArrow = 0
        /// The down arrow.
        case downArrow = 1
        /// The left arrow.
        case leftArrow = 2
        /// The right arrow.
        case rightArrow = 3
        /// Select.
        case select = 4
        /// Menu.
        case menu = 5
        /// Play/Pause.
        case playPause = 6
        /// Page up (iOS 14.3+).
        case pageUp = 30
        /// Page down (iOS 14.3+).
        case pageDown = 31
    }

    /// Creates a press; none are simulated.
    public override init() {
        super.init()
    }

    /// The press phase; `.began`.
    open var phase: UIPress.Phase { .began }

    /// When the press last changed, in seconds.
    open var timestamp: TimeInterval { 0 }

    /// The button pressed; `.select`.
    open var type: UIPress.PressType { .select }

    /// The press force, 0...1.
    open var force: CGFloat { 0 }
}
#endif
