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

    /// Creates a press; none are simulated.
    public override init() {
        super.init()
    }

    /// The press phase; `.began`.
    open var phase: UIPress.Phase { .began }

    /// When the press last changed, in seconds.
    open var timestamp: TimeInterval { 0 }

    /// The press force, 0...1.
    open var force: CGFloat { 0 }
}
#endif
