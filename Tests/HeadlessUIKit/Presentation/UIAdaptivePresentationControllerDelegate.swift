#if os(Linux)
import Foundation

/// Receives adaptivity and user-dismissal events of a presentation controller (UIKit's
/// `UIAdaptivePresentationControllerDelegate`, iOS 8+).
///
/// Every member is optional in UIKit. Defaults: the adaptive-style methods answer `nil`-like "no answer"
/// (`.none` is never assumed: the controller's own default applies), `presentationControllerShouldDismiss`
/// answers `true`, the rest do nothing. Will/did-dismiss fire only for UIKit-driven (user) dismissals,
/// never for `dismiss(animated:)`.
@preconcurrency @MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to adapt to in a compact environment.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to for `traitCollection` (iOS 8.3+).
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    /// A chance to configure the adaptive presentation controller (iOS 15+).
    func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController)
    /// A replacement controller for the adapted style.
    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    /// The presentation is about to adapt to `style` (iOS 8.3+).
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    /// Whether a user-initiated dismissal may proceed (iOS 13+).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A user-initiated dismissal is starting (iOS 13+).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A user-initiated dismissal finished (iOS 13+).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A user-initiated dismissal was blocked (iOS 13+).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Default when not implemented: no answer (the sentinel raw value is read as "absent").
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        HeadlessAdaptiveAnswer.notImplemented
    }

    /// Default when not implemented: no answer (the sentinel raw value is read as "absent").
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        HeadlessAdaptiveAnswer.notImplemented
    }

    /// Default: does nothing.
    public func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController
    ) {}

    /// Default: `nil` (keep the presented controller).
    public func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? { nil }

    /// Default: does nothing.
    public func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {}

    /// Default when not implemented: `true`.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }

    /// Default: does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}

    /// Default: does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}

    /// Default: does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// How the runtime tells "the delegate did not implement adaptivePresentationStyle" from an answer.
enum HeadlessAdaptiveAnswer {
    /// `.automatic` never is a valid adaptive answer in UIKit, so the defaults return it as "absent".
    static let notImplemented = UIModalPresentationStyle.automatic
}
#endif
