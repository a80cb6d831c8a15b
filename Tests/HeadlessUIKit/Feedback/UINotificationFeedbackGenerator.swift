#if os(Linux)
import Foundation

/// Haptics for task outcomes (UIKit's `UINotificationFeedbackGenerator`, iOS 10+).
/// Logs `"notification(success)"`, `"notification(warning)"` or `"notification(error)"`.
@preconcurrency @MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome (UIKit's `UINotificationFeedbackGenerator.FeedbackType`).
    public enum FeedbackType: Int, Sendable {
        /// The task succeeded.
        case success = 0
        /// The task produced a warning.
        case warning = 1
        /// The task failed.
        case error = 2
    }

    /// Plays the feedback for `notificationType`.
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {
        HeadlessFeedback.record("notification(\(notificationType.headlessName))")
    }

    /// Plays the feedback at a location in the attached view (iOS 17.5+).
    open func notificationOccurred(
        _ notificationType: UINotificationFeedbackGenerator.FeedbackType, at location: CGPoint
    ) {
        HeadlessFeedback.record(
            "notification(\(notificationType.headlessName)) at (\(Double(location.x)), \(Double(location.y)))")
    }

    override var headlessKind: String { "notification" }
}

extension UINotificationFeedbackGenerator.FeedbackType {
    /// The case name, for the log.
    var headlessName: String {
        switch self {
        case .success: return "success"
        case .warning: return "warning"
        case .error: return "error"
        }
    }
}
#endif
