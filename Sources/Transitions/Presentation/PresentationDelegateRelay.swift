#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Sits between a presentation controller and the delegate it had, to learn of user dismissals (UIKit calls
/// `presentationControllerDidDismiss(_:)` only for those) and sheet changes, and forwards every call to the
/// delegate it replaced, which keeps working unchanged. Owned by ``PresentationCoordinator`` (UIKit holds
/// presentation-controller delegates weakly).
@MainActor final class PresentationDelegateRelay: NSObject, SheetPresentationControllerDelegate {
    /// The delegate the presentation controller had before; receives every call.
    weak var forwardee: (any UIAdaptivePresentationControllerDelegate)?
    /// Called after the forwardee's `presentationControllerDidDismiss(_:)`.
    var onDidDismiss: (@MainActor () -> Void)?
    /// Called after the forwardee's `presentationControllerDidAttemptToDismiss(_:)`.
    var onAttemptToDismiss: (@MainActor () -> Void)?
    /// Called after the forwardee's `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`.
    var onSelectedDetentChange: (@MainActor (SheetPresentationController) -> Void)?
    /// Whether the forwardee hears the sheet's position on every frame (it is a ``SheetPresentationControllerDelegate``).
    var forwardsSheetPositions: Bool { forwardee is SheetPresentationControllerDelegate }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        AdaptiveDelegateCalls.shouldDismiss(presentationController, asking: forwardee)
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        AdaptiveDelegateCalls.willDismiss(presentationController, telling: forwardee)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        AdaptiveDelegateCalls.didDismiss(presentationController, telling: forwardee)
        onDidDismiss?()
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        AdaptiveDelegateCalls.didAttemptToDismiss(presentationController, telling: forwardee)
        onAttemptToDismiss?()
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SheetPresentationController
    ) {
        (forwardee as? SheetPresentationControllerDelegate)?
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheetPresentationController)
        onSelectedDetentChange?(sheetPresentationController)
    }

    func sheetPresentationController(
        _ sheetPresentationController: SheetPresentationController, didUpdate position: SheetPosition
    ) {
        (forwardee as? SheetPresentationControllerDelegate)?
            .sheetPresentationController(sheetPresentationController, didUpdate: position)
    }
}
#endif
