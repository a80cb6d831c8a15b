#if os(Linux)
import Foundation

/// The log of simulated haptics (Linux-only; not part of UIKit).
///
/// Entries, oldest first: `"prepare(impact)"`, `"prepare(selection)"`, `"prepare(notification)"`,
/// `"impact(medium, intensity: 1.0)"`, `"selectionChanged"`, `"notification(success)"`; location forms
/// append `" at (x, y)"`. Tests share the log: call `resetLog()` first.
@MainActor public enum HeadlessFeedback {
    private static var log: [String] = []

    /// Every feedback event since the last `resetLog()`.
    public static var events: [String] { log }

    /// Clears `events`.
    public static func resetLog() {
        log.removeAll()
    }

    static func record(_ entry: String) {
        log.append(entry)
    }
}
#endif
