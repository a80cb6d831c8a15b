#if os(Linux)
import Foundation

/// Linux-only: warnings HeadlessUIKit logs where UIKit would print one to the console (e.g. presenting
/// on a controller that is already presenting). Tests can assert on them.
@MainActor public enum HeadlessDiagnostics {
    /// Warnings in the order they were logged.
    public private(set) static var warnings: [String] = []

    /// Clears `warnings`.
    public static func resetWarnings() {
        warnings = []
    }

    static func warn(_ message: String) {
        warnings.append(message)
    }
}

/// Linux-only switches for UIKit behaviours that are not confirmed; each choice lives here only.
@MainActor public enum HeadlessBehavior {
    /// Whether the `present` completion runs when the presentation is cancelled; default `false`
    /// (Apple does not document it: unconfirmed).
    public static var callsPresentCompletionOnCancel = HeadlessSwitches.launch.callsPresentCompletionOnCancel

    /// Whether the `dismiss` completion runs when an interactive dismissal is cancelled; default `false`
    /// (Apple does not document it: unconfirmed).
    public static var callsDismissCompletionOnCancel = HeadlessSwitches.launch.callsDismissCompletionOnCancel

    /// Duration of the standard (non-custom) modal animations, in seconds; default 0.5 (unconfirmed).
    public static var standardTransitionDuration = HeadlessSwitches.launch.standardTransitionDuration
}
#endif
