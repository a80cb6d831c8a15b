#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)
/// The rules UIKit applies to a dismissal the *user* starts (a swipe, a tap on the dimming, VoiceOver's
/// escape), which a custom presentation must apply itself because to UIKit its `dismiss(animated:)` call is
/// programmatic (UIKIT-SURFACE.md §7, scenario S4):
/// - `isModalInPresentation == true` → only `presentationControllerDidAttemptToDismiss(_:)`;
/// - otherwise `presentationControllerShouldDismiss(_:)` → (false: did-attempt) →
///   `presentationControllerWillDismiss(_:)` → the transition → `presentationControllerDidDismiss(_:)`.
@MainActor public enum UserDismissal {
    /// Whether a user may dismiss `controller`'s presentation right now. Asks `isModalInPresentation` and
    /// then the delegate's `presentationControllerShouldDismiss(_:)`. Does not call did-attempt.
    public static func isAllowed(for controller: UIPresentationController) -> Bool {
        if controller.presentedViewController.isModalInPresentation { return false }
        return AdaptiveDelegateCalls.shouldDismiss(controller)
    }

    /// Reports a blocked user dismissal: `presentationControllerDidAttemptToDismiss(_:)`.
    public static func reportAttempt(for controller: UIPresentationController) {
        AdaptiveDelegateCalls.didAttemptToDismiss(controller)
    }

    /// Reports the start of an allowed user dismissal: `presentationControllerWillDismiss(_:)`.
    public static func reportWillDismiss(for controller: UIPresentationController) {
        AdaptiveDelegateCalls.willDismiss(controller)
    }

    /// Reports a finished user dismissal: `presentationControllerDidDismiss(_:)`.
    public static func reportDidDismiss(for controller: UIPresentationController) {
        AdaptiveDelegateCalls.didDismiss(controller)
    }

    /// Runs the whole protocol for a non-interactive user dismissal (tap on the dimming, escape):
    /// checks, will-dismiss, `dismiss(animated: true)`, and did-dismiss from its completion.
    /// - Returns: `false` when the dismissal was blocked (and reported as an attempt).
    @discardableResult
    public static func dismiss(_ controller: UIPresentationController, animated: Bool = true) -> Bool {
        guard isAllowed(for: controller) else {
            reportAttempt(for: controller)
            return false
        }
        reportWillDismiss(for: controller)
        let presented = controller.presentedViewController
        presented.dismiss(animated: animated) { [weak controller] in
            if let controller { reportDidDismiss(for: controller) }
        }
        return true
    }
}
#endif
