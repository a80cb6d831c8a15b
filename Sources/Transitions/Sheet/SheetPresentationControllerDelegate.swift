#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The delegate of a ``SheetPresentationController``: UIKit's adaptive-presentation delegate plus the sheet
/// callbacks. Assign it to the controller's `delegate` (the `UIPresentationController` property); both
/// methods have empty defaults.
@MainActor public protocol SheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user changed the selected detent (by dragging, or with VoiceOver's adjustable grabber), as
    /// `UISheetPresentationControllerDelegate` reports. Not called for programmatic changes.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SheetPresentationController)

    /// Called on every frame the sheet moves — drags, settles, presentation, dismissal, keyboard and detent
    /// changes — with its position (height, neighbouring detents, progress, dimming).
    func sheetPresentationController(
        _ sheetPresentationController: SheetPresentationController, didUpdate position: SheetPosition)

    /// A drag is ending: the finger lifted with `velocity` (pt/s, in the container's coordinates, as
    /// `UIPanGestureRecognizer` reports it) and the sheet will settle at `targetDetentIdentifier`, which you may
    /// change — as `UIScrollViewDelegate`'s `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` and
    /// FloatingPanel's `floatingPanelWillEndDragging(_:withVelocity:targetState:)` do. `nil` is a dismissal: it
    /// is proposed, and taken, only when the sheet may be dismissed (`isModalInPresentation` false). An identifier
    /// that names no current detent keeps the proposal. The settle starts at the release velocity either way; a
    /// changed detent is reported as a selection change, as a drag's own choice is.
    func sheetPresentationControllerWillEndDragging(
        _ sheetPresentationController: SheetPresentationController, withVelocity velocity: CGPoint,
        targetDetentIdentifier: inout Detent.Identifier?)
}

extension SheetPresentationControllerDelegate {
    /// Default: nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SheetPresentationController
    ) {}

    /// Default: nothing.
    public func sheetPresentationController(
        _ sheetPresentationController: SheetPresentationController, didUpdate position: SheetPosition
    ) {}

    /// Default: the proposed detent stands.
    public func sheetPresentationControllerWillEndDragging(
        _ sheetPresentationController: SheetPresentationController, withVelocity velocity: CGPoint,
        targetDetentIdentifier: inout Detent.Identifier?
    ) {}
}

/// What a sheet does when the keyboard appears: set `SheetConfiguration.keyboardBehavior`
/// (`sheetKeyboardBehavior(_:)` in SwiftUI) when a sheet holds a text field.
public enum SheetKeyboardBehavior: Hashable, Sendable {
    /// Keep the selected detent and lift the sheet above the keyboard, with the keyboard's duration and curve;
    /// detents taller than the room left are clamped. The default.
    case keepsDetentAboveKeyboard
    /// Also move to the largest detent while the keyboard is up (and back when it hides).
    case expandsToLargestDetent
    /// Ignore the keyboard (the content handles it, e.g. with `UIKeyboardLayoutGuide`).
    case ignoresKeyboard
}
#endif
