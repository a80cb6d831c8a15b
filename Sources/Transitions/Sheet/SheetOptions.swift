#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Every knob of a sheet as one value, for declarative callers (the SwiftUI modifiers build one from the
/// modifiers on the sheet's content): ``makeTransition()`` creates the ``SheetTransition`` for a new
/// presentation, and ``apply(to:replacing:)`` moves a live sheet to new options, animating detent and
/// selection changes as ``SheetPresentationController/animateChanges(_:)`` does.
///
/// Defaults are ``SheetTransition``'s (UIKit's for the shared names).
public struct SheetOptions {
    /// The detents. Default `[.large()]`.
    public var detents: [Detent] = [.large()]
    /// The selected detent (`nil` = the smallest). Default `nil`.
    public var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent that does not dim (and lets touches through to what is behind). Default `nil`.
    public var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Shows the grabber. Default `false`.
    public var prefersGrabberVisible = false
    /// The top corner radius in points (`nil` = the system-like default).
    public var preferredCornerRadius: CGFloat?
    /// What the sheet does when the keyboard appears. Default `.keepsDetentAboveKeyboard`.
    public var keyboardBehavior: SheetKeyboardBehavior = .keepsDetentAboveKeyboard
    /// SpringCurve, deceleration and thresholds. Default `.default`.
    public var behavior: SheetBehavior = .default
    /// The dimming color at full dimming. Default 40 % black.
    public var dimmingColor: UIColor = UIColor(white: 0, alpha: 0.4)
    /// A tap on the dimming dismisses. Default `true`.
    public var dismissesOnDimmingTap = true
    /// Refuses user dismissal (a swipe or a tap only reports an attempt); sets the presented controller's
    /// `isModalInPresentation`. Default `false`.
    public var isModalInPresentation = false
    /// The look: today's edge-attached sheet, or the current system's inset sheet. Default `.edgeAttached`.
    public var appearance: SheetAppearance = .edgeAttached
    /// The presenting screen recedes like the system card when the sheet reaches its largest detent (iPhone).
    /// Default `true`.
    public var prefersPresentingViewRecedes = true
    /// Edge-attached (bottom) sheet in compact height instead of full height. Default `false`.
    public var prefersEdgeAttachedInCompactHeight = false
    /// A haptic when the user moves the sheet to another detent. Default `false`.
    public var prefersHapticFeedbackOnDetentChange = false
    /// Scrolling the tracked scroll view expands the sheet first. Default `true`.
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Makes the first scroll view inside the content (breadth-first) the tracked scroll view, as UIKit's
    /// sheets do for a SwiftUI `ScrollView` or `List`. Default `true`.
    public var tracksContentScrollView = true
    /// A view behind the sheet (a parallax picture with tappable buttons, say). Default `nil`.
    public var backgroundView: UIView?
    /// A footer pinned to the bottom of the screen that stays put while the sheet rubber-bands. Default `nil`.
    public var footerView: UIView?
    /// The footer's height in points (`nil`: its own fitting height). Default `nil`.
    public var footerHeight: CGFloat?
    /// Every-frame position. Default `nil`.
    public var onPositionChange: (@MainActor (SheetPosition) -> Void)?
    /// A user tried to dismiss while ``isModalInPresentation`` refuses it (ask to discard changes, say). Called by
    /// ``PresentationCoordinator``-driven sheets (the SwiftUI modifiers); UIKit callers use the delegate's
    /// `presentationControllerDidAttemptToDismiss(_:)`. Default `nil`.
    public var onAttemptToDismiss: (@MainActor () -> Void)?

    /// Options with every default.
    public init() {}

    /// A new transition carrying these options.
    @MainActor public func makeTransition() -> SheetTransition {
        let transition = SheetTransition(detents: detents)
        transition.selectedDetentIdentifier = selectedDetentIdentifier
        transition.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
        transition.prefersGrabberVisible = prefersGrabberVisible
        transition.preferredCornerRadius = preferredCornerRadius
        transition.keyboardBehavior = keyboardBehavior
        transition.behavior = behavior
        transition.dimmingColor = dimmingColor
        transition.dismissesOnDimmingTap = dismissesOnDimmingTap
        transition.appearance = appearance
        transition.prefersPresentingViewRecedes = prefersPresentingViewRecedes
        transition.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
        transition.prefersHapticFeedbackOnDetentChange = prefersHapticFeedbackOnDetentChange
        transition.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
        transition.backgroundView = backgroundView
        transition.footerView = footerView
        transition.onPositionChange = onPositionChange
        let footerHeight = footerHeight
        transition.configure = { sheet in
            sheet.footerHeight = footerHeight
            sheet.presentedViewController.isModalInPresentation = isModalInPresentation
        }
        return transition
    }

    /// Moves a presented sheet from `old` to these options. Detent and selection changes animate (one
    /// `animateChanges`), everything else is set at once; unchanged values are not touched, so calling it on
    /// every SwiftUI update costs nothing when nothing changed.
    @MainActor public func apply(to sheet: SheetPresentationController, replacing old: SheetOptions) {
        let detentsChanged = detents.map(\.identifier) != old.detents.map(\.identifier)
        let selectionChanged =
            selectedDetentIdentifier != old.selectedDetentIdentifier
            && selectedDetentIdentifier != sheet.selectedDetentIdentifier
        if detentsChanged || selectionChanged
            || largestUndimmedDetentIdentifier != old.largestUndimmedDetentIdentifier
        {
            sheet.animateChanges {
                if detentsChanged { sheet.detents = detents }
                if selectionChanged { sheet.selectedDetentIdentifier = selectedDetentIdentifier }
                sheet.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
            }
        }
        if prefersGrabberVisible != old.prefersGrabberVisible { sheet.prefersGrabberVisible = prefersGrabberVisible }
        if preferredCornerRadius != old.preferredCornerRadius { sheet.preferredCornerRadius = preferredCornerRadius }
        if keyboardBehavior != old.keyboardBehavior { sheet.keyboardBehavior = keyboardBehavior }
        if behavior != old.behavior { sheet.behavior = behavior }
        if dimmingColor != old.dimmingColor { sheet.dimmingColor = dimmingColor }
        sheet.dismissesOnDimmingTap = dismissesOnDimmingTap
        if appearance != old.appearance { sheet.appearance = appearance }
        if prefersPresentingViewRecedes != old.prefersPresentingViewRecedes {
            sheet.prefersPresentingViewRecedes = prefersPresentingViewRecedes
        }
        if prefersEdgeAttachedInCompactHeight != old.prefersEdgeAttachedInCompactHeight {
            sheet.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
        }
        sheet.prefersHapticFeedbackOnDetentChange = prefersHapticFeedbackOnDetentChange
        sheet.presentedViewController.isModalInPresentation = isModalInPresentation
        if prefersScrollingExpandsWhenScrolledToEdge != old.prefersScrollingExpandsWhenScrolledToEdge {
            sheet.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
        }
        if backgroundView !== old.backgroundView { sheet.backgroundView = backgroundView }
        if footerView !== old.footerView { sheet.footerView = footerView }
        if footerHeight != old.footerHeight { sheet.footerHeight = footerHeight }
        sheet.onPositionChange = onPositionChange
    }

    /// Sets `sheet.trackedScrollView` to the first scroll view in the presented view (breadth-first), when
    /// ``tracksContentScrollView`` is on and none is tracked yet. SwiftUI creates its scroll views lazily: call
    /// it after layout (the SwiftUI modifiers do, on every update).
    @MainActor public func trackContentScrollView(of sheet: SheetPresentationController) {
        guard tracksContentScrollView, sheet.trackedScrollView == nil,
            let root = sheet.presentedViewController.viewIfLoaded
        else { return }
        var queue: [UIView] = [root]
        var index = 0
        while index < queue.count {
            let view = queue[index]
            index += 1
            if let scrollView = view as? UIScrollView, view !== root {
                sheet.trackedScrollView = scrollView
                return
            }
            queue.append(contentsOf: view.subviews)
        }
    }
}
#endif
