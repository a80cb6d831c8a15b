#if os(Linux)
import Foundation

/// UIKit's accessibility namespace: system settings, their change notifications, and posting notifications
/// to assistive apps (`UIAccessibility`, iOS 8+ for the settings used here).
///
/// The settings read HeadlessUIKit's simulated values; change them with `HeadlessAccessibility`.
/// Isolation follows the iOS 18 SDK: queries `@MainActor`, notification names `nonisolated`.
public struct UIAccessibility: Sendable {
    private init() {}

    /// Whether Reduce Motion is on (iOS 8+). Default `false`.
    @preconcurrency @MainActor public static var isReduceMotionEnabled: Bool {
        HeadlessAccessibility.settings.reduceMotion
    }

    /// Posted when Reduce Motion changes (iOS 8+).
    nonisolated public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Whether Reduce Motion and Prefer Cross-Fade Transitions are both on (iOS 14+). Default `false`.
    @preconcurrency @MainActor public static var prefersCrossFadeTransitions: Bool {
        HeadlessAccessibility.settings.reduceMotion && HeadlessAccessibility.settings.crossFade
    }

    /// Posted when `prefersCrossFadeTransitions` changes (iOS 14+).
    nonisolated public static let prefersCrossFadeTransitionsStatusDidChange = NSNotification.Name(
        "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")

    /// Whether VoiceOver is running (iOS 4+). Default `false`.
    @preconcurrency @MainActor public static var isVoiceOverRunning: Bool { HeadlessAccessibility.settings.voiceOver }

    /// Posted when VoiceOver starts or stops (iOS 11+).
    nonisolated public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// Whether Reduce Transparency is on (iOS 8+). Default `false`.
    @preconcurrency @MainActor public static var isReduceTransparencyEnabled: Bool {
        HeadlessAccessibility.settings.reduceTransparency
    }

    /// Posted when Reduce Transparency changes (iOS 8+).
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")

    /// Sends `notification` to assistive apps; HeadlessUIKit records it in
    /// `HeadlessAccessibility.postedNotifications`. Pass `nil` unless the notification takes an argument
    /// (a `String` to announce, or the element to focus).
    @preconcurrency @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        HeadlessAccessibility.record(notification, argument: argument)
    }

    /// A notification an app posts to assistive apps (UIKit's `UIAccessibility.Notification`).
    ///
    /// Raw values are UIKit's constants as observed on iOS (not documented).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's number.
        public let rawValue: UInt32

        /// A notification from its number.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// A new view occupies most of the screen; the argument is the element to focus, or a `String`.
        nonisolated public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed; the argument is the element to focus, or a `String`.
        nonisolated public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak an announcement; the argument is the `String` (or `NSAttributedString`).
        nonisolated public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a `String` describing the new position.
        nonisolated public static let pageScrolled = Notification(rawValue: 1009)
        /// Pause an assistive technology's operation (iOS 8+).
        nonisolated public static let pauseAssistiveTechnology = Notification(rawValue: 1017)
        /// Resume an assistive technology's operation (iOS 8+).
        nonisolated public static let resumeAssistiveTechnology = Notification(rawValue: 1018)
    }
}
#endif
