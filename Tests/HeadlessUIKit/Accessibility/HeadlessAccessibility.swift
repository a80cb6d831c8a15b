#if os(Linux)
import Foundation

/// Simulated accessibility settings and VoiceOver actions (Linux-only; not part of UIKit).
///
/// Setting a value that differs from the current one posts UIKit's status notification through
/// `NotificationCenter.default` (object `nil`), as iOS does when the user flips the switch; setting the
/// same value posts nothing. Tests share these globals: call `reset()` at the start of a test that
/// depends on them.
@MainActor public enum HeadlessAccessibility {
    /// The simulated switches.
    struct Settings: Equatable {
        var reduceMotion = false
        var crossFade = false
        var voiceOver = false
        var reduceTransparency = false
    }

    static var settings = Settings()
    private static var log: [(UIAccessibility.Notification, Any?)] = []

    /// Turns Reduce Motion on or off; posts `reduceMotionStatusDidChangeNotification` (and
    /// `prefersCrossFadeTransitionsStatusDidChange` when that value changes too).
    public static func setReduceMotionEnabled(_ enabled: Bool) {
        guard settings.reduceMotion != enabled else { return }
        let crossFadeBefore = UIAccessibility.prefersCrossFadeTransitions
        settings.reduceMotion = enabled
        post(UIAccessibility.reduceMotionStatusDidChangeNotification)
        if crossFadeBefore != UIAccessibility.prefersCrossFadeTransitions {
            post(UIAccessibility.prefersCrossFadeTransitionsStatusDidChange)
        }
    }

    /// Turns the Prefer Cross-Fade Transitions switch on or off (it only takes effect with Reduce Motion);
    /// posts `prefersCrossFadeTransitionsStatusDidChange` when `prefersCrossFadeTransitions` changes.
    public static func setPrefersCrossFadeTransitions(_ enabled: Bool) {
        guard settings.crossFade != enabled else { return }
        let before = UIAccessibility.prefersCrossFadeTransitions
        settings.crossFade = enabled
        if before != UIAccessibility.prefersCrossFadeTransitions {
            post(UIAccessibility.prefersCrossFadeTransitionsStatusDidChange)
        }
    }

    /// Starts or stops VoiceOver; posts `voiceOverStatusDidChangeNotification`.
    public static func setVoiceOverRunning(_ running: Bool) {
        guard settings.voiceOver != running else { return }
        settings.voiceOver = running
        post(UIAccessibility.voiceOverStatusDidChangeNotification)
    }

    /// Turns Reduce Transparency on or off; posts `reduceTransparencyStatusDidChangeNotification`.
    public static func setReduceTransparencyEnabled(_ enabled: Bool) {
        guard settings.reduceTransparency != enabled else { return }
        settings.reduceTransparency = enabled
        post(UIAccessibility.reduceTransparencyStatusDidChangeNotification)
    }

    /// Every `UIAccessibility.post(notification:argument:)` since the last `resetLog()`, oldest first.
    public static var postedNotifications: [(UIAccessibility.Notification, Any?)] { log }

    /// The arguments of posted `.announcement`s that are strings, oldest first (convenience for tests).
    public static var announcements: [String] {
        log.compactMap { entry in entry.0 == .announcement ? entry.1 as? String : nil }
    }

    /// Clears `postedNotifications`.
    public static func resetLog() {
        log.removeAll()
    }

    /// Turns every simulated setting off (without posting) and clears the log.
    public static func reset() {
        settings = Settings()
        log.removeAll()
    }

    /// Performs a custom action as VoiceOver's Actions rotor does; returns the handler's result
    /// (`false` for the target–action form, which Linux cannot perform).
    @discardableResult
    public static func perform(_ action: UIAccessibilityCustomAction) -> Bool {
        action.actionHandler?(action) ?? false
    }

    /// VoiceOver's two-finger scrub ("escape"): asks `responder` and then each next responder
    /// (`UIResponder.next`) to `accessibilityPerformEscape()` until one returns `true`; returns whether
    /// any did.
    @discardableResult
    public static func performEscape(from responder: UIResponder) -> Bool {
        var candidate: UIResponder? = responder
        var visited = 0
        while let current = candidate, visited < 10_000 {
            if current.accessibilityPerformEscape() { return true }
            candidate = current.next
            visited += 1
        }
        return false
    }

    /// A VoiceOver swipe up on `element`: calls `accessibilityIncrement()` if the element has the
    /// `.adjustable` trait, as VoiceOver only offers it then; returns whether it was called.
    @discardableResult
    public static func increment(_ element: UIResponder) -> Bool {
        guard element.accessibilityTraits.contains(.adjustable) else { return false }
        element.accessibilityIncrement()
        return true
    }

    /// A VoiceOver swipe down on `element`: calls `accessibilityDecrement()` if it is `.adjustable`;
    /// returns whether it was called.
    @discardableResult
    public static func decrement(_ element: UIResponder) -> Bool {
        guard element.accessibilityTraits.contains(.adjustable) else { return false }
        element.accessibilityDecrement()
        return true
    }

    static func record(_ notification: UIAccessibility.Notification, argument: Any?) {
        log.append((notification, argument))
    }

    private static func post(_ name: NSNotification.Name) {
        NotificationCenter.default.post(name: name, object: nil)
    }
}
#endif
