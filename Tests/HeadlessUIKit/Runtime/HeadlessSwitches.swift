#if os(Linux)
import Foundation

/// The Linux-only switches of `HeadlessBehavior` and `HeadlessTextInput`, read and written together, with their
/// launch values written once: the switches' declarations start from `launch`, and `HeadlessEnvironment`
/// compares against it and restores it.
@MainActor struct HeadlessSwitches {
    var callsPresentCompletionOnCancel = false
    var callsDismissCompletionOnCancel = false
    var standardTransitionDuration: TimeInterval = 0.5
    var standardNavigationTransitionDuration: TimeInterval = 0.35
    var interactivePopCompletionVelocity: CGFloat = 300
    var showsKeyboard = true
    var keyboardHeight: CGFloat = 336

    /// The values at launch (the unconfirmed choices of docs/headless-uikit.md; see each switch's documentation).
    static let launch = HeadlessSwitches()

    /// The names of the switches whose values differ from `other`'s, in declaration order.
    func differences(from other: HeadlessSwitches) -> [String] {
        zip(Mirror(reflecting: self).children, Mirror(reflecting: other).children).compactMap { mine, theirs in
            "\(mine.value)" == "\(theirs.value)" ? nil : mine.label
        }
    }

    /// The switches' current values; setting writes every switch.
    static var current: HeadlessSwitches {
        get {
            HeadlessSwitches(
                callsPresentCompletionOnCancel: HeadlessBehavior.callsPresentCompletionOnCancel,
                callsDismissCompletionOnCancel: HeadlessBehavior.callsDismissCompletionOnCancel,
                standardTransitionDuration: HeadlessBehavior.standardTransitionDuration,
                standardNavigationTransitionDuration: HeadlessBehavior.standardNavigationTransitionDuration,
                interactivePopCompletionVelocity: HeadlessBehavior.interactivePopCompletionVelocity,
                showsKeyboard: HeadlessTextInput.showsKeyboard, keyboardHeight: HeadlessTextInput.keyboardHeight)
        }
        set {
            HeadlessBehavior.callsPresentCompletionOnCancel = newValue.callsPresentCompletionOnCancel
            HeadlessBehavior.callsDismissCompletionOnCancel = newValue.callsDismissCompletionOnCancel
            HeadlessBehavior.standardTransitionDuration = newValue.standardTransitionDuration
            HeadlessBehavior.standardNavigationTransitionDuration = newValue.standardNavigationTransitionDuration
            HeadlessBehavior.interactivePopCompletionVelocity = newValue.interactivePopCompletionVelocity
            HeadlessTextInput.showsKeyboard = newValue.showsKeyboard
            HeadlessTextInput.keyboardHeight = newValue.keyboardHeight
        }
    }
}
#endif
