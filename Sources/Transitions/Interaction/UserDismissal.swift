#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The rules UIKit applies to a dismissal the *user* starts (a swipe, a tap on the dimming, VoiceOver's
/// escape), which a custom presentation must apply itself because to UIKit its `dismiss(animated:)` call is
/// programmatic (Apple's documentation of `UIAdaptivePresentationControllerDelegate`; WWDC19 "Modernizing Your
/// UI for iOS 13"):
/// - `isModalInPresentation == true` → only `presentationControllerDidAttemptToDismiss(_:)`;
/// - otherwise `presentationControllerShouldDismiss(_:)` → (false: did-attempt) → the dismissal starts →
///   `presentationControllerWillDismiss(_:)` (the transition coordinator exists, as Apple's documentation
///   implies; a `dismiss` called from it is refused by UIKit, harmlessly) → the transition →
///   `presentationControllerDidDismiss(_:)`.
@MainActor public enum UserDismissal {
    /// Whether a user may dismiss `controller`'s presentation right now. Asks `isModalInPresentation` and
    /// then the delegate's `presentationControllerShouldDismiss(_:)`. Does not call did-attempt.
    public static func isAllowed(for controller: UIPresentationController) -> Bool {
        if controller.presentedViewController.isModalInPresentation { return false }
        return AdaptiveDelegateCalls.shouldDismiss(controller)
    }

    /// Whether UIKit would start dismissing `presented` right now: it is presented, nothing it presents is in the
    /// middle of a transition, and no controller below it is being dismissed (which takes it down too). UIKit
    /// ignores or defers a dismissal otherwise.
    public static func canStartDismissal(of presented: UIViewController) -> Bool {
        guard presented.presentingViewController != nil else { return false }
        var below = presented.presentingViewController
        while let controller = below {
            if controller.isBeingDismissed { return false }
            below = controller.presentingViewController
        }
        var current: UIViewController? = presented
        while let controller = current {
            if controller.isBeingPresented || controller.isBeingDismissed { return false }
            current = controller.presentedViewController
        }
        return true
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
    /// - Returns: `false` when the dismissal was blocked (and reported as an attempt), or when UIKit could not
    ///   start it now (``canStartDismissal(of:)``: not presented any more, or a transition is running — a late tap,
    ///   say); nothing is reported then.
    @discardableResult
    public static func dismiss(_ controller: UIPresentationController, animated: Bool = true) -> Bool {
        let presented = controller.presentedViewController
        guard canStartDismissal(of: presented) else { return false }
        guard isAllowed(for: controller) else {
            reportAttempt(for: controller)
            return false
        }
        // UIKit's order: will-dismiss once the dismissal has started (a delegate calling `dismiss` from it is then
        // refused, harmlessly), did-dismiss when it ends; nothing when UIKit did not take it. A dismissal that
        // ended inside the call (not animated) still reports will before did.
        let report = WillDismissReport(controller)
        // Ask the presenter: `presented.dismiss` would dismiss what `presented` itself presents (UIKit's rule).
        presented.presentingViewController?.dismiss(animated: animated) {
            report.sendWillDismissOnce()
            report.sendDidDismiss()
        }
        if presented.isBeingDismissed { report.sendWillDismissOnce() }
        return report.sentWillDismiss
    }

    /// Sends will-dismiss exactly once, before did-dismiss, whichever of the call's return or the dismissal's
    /// completion comes first.
    @MainActor private final class WillDismissReport {
        private weak var controller: UIPresentationController?
        private(set) var sentWillDismiss = false

        init(_ controller: UIPresentationController) { self.controller = controller }

        func sendWillDismissOnce() {
            guard !sentWillDismiss else { return }
            sentWillDismiss = true
            if let controller { UserDismissal.reportWillDismiss(for: controller) }
        }

        func sendDidDismiss() {
            if let controller { UserDismissal.reportDidDismiss(for: controller) }
        }
    }
}
#endif
