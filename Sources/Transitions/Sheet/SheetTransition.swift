#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// A bottom sheet for any `present` call:
/// ```swift
/// let sheet = SheetTransition(detents: [.medium(), .large()])
/// sheet.prefersGrabberVisible = true
/// present(editor, using: sheet)
/// ```
/// The transitioning delegate returns a ``SheetPresentationController`` configured with these knobs, a
/// ``SheetPresentingAnimator``, a separate ``SheetDismissalAnimator``, and the controller's
/// ``PanToDismissDriver`` while a drag is dismissing. The knobs carry UIKit's names and defaults; once
/// presented, change them on `editor.sheet` (the live controller).
@MainActor open class SheetTransition: ModalTransition {
    /// Detents. Default `[.large()]`.
    public var detents: [Detent]
    /// Selected detent; `nil` (default) is the smallest.
    public var selectedDetentIdentifier: Detent.Identifier?
    /// Largest undimmed detent; `nil` (default) dims at every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Grabber visibility. Default `false`.
    public var prefersGrabberVisible = false
    /// Corner radius; `nil` (default) is system-like.
    public var preferredCornerRadius: CGFloat?
    /// Scrolling expands the sheet at the top edge. Default `true`.
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Edge-attached in compact height. Default `false`.
    public var prefersEdgeAttachedInCompactHeight = false
    /// Width follows `preferredContentSize` when edge-attached. Default `false`.
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The presenting screen recedes behind the sheet as the system card's does. Default `true`
    /// (see ``SheetPresentationController/prefersPresentingViewRecedes``).
    public var prefersPresentingViewRecedes = true
    /// Partial-height look. Default ``SheetAppearance/edgeAttached``; ``SheetAppearance/inset`` is the current
    /// system style (see ``SheetPresentationController/appearance``).
    public var appearance: SheetAppearance = .edgeAttached
    /// The view the sheet is attached to in regular width (held weakly; see
    /// ``SheetPresentationController/sourceView``). Default `nil`.
    public weak var sourceView: UIView?
    /// The rect in ``sourceView``'s coordinates; `.null` (default) is its bounds.
    public var sourceRect: CGRect = .null
    /// How the floating sheet is placed relative to ``sourceView`` (``SheetPresentationController/sourcePlacement``).
    /// Default ``SheetSourcePlacement/centered`` (UIKit's).
    public var sourcePlacement: SheetSourcePlacement = .centered
    /// Motion feel. Default ``SheetBehavior/default``.
    public var behavior: SheetBehavior = .default
    /// Keyboard behavior. Default ``SheetKeyboardBehavior/keepsDetentAboveKeyboard``.
    public var keyboardBehavior: SheetKeyboardBehavior = .keepsDetentAboveKeyboard
    /// Dimming color at full dimming. Default black at 40 %.
    public var dimmingColor: UIColor = UIColor(white: 0, alpha: 0.4)
    /// Tap on the dimming dismisses. Default `true`.
    public var dismissesOnDimmingTap = true
    /// Haptic on user detent changes. Default `false`.
    public var prefersHapticFeedbackOnDetentChange = false
    /// Every-frame position callback, handed to each controller this transition creates.
    public var onPositionChange: (@MainActor (SheetPosition) -> Void)?
    /// The delegate handed to each controller (held weakly, like UIKit's).
    public weak var delegate: (any SheetPresentationControllerDelegate)?
    /// A view behind the sheet (a parallax picture with tappable buttons, say), handed to the controller.
    public var backgroundView: UIView?
    /// A footer pinned to the screen's bottom, still while the sheet rubber-bands, handed to the controller.
    public var footerView: UIView?
    /// Called with each controller this transition creates, for anything else (e.g. `trackedScrollView`).
    public var configure: (@MainActor (SheetPresentationController) -> Void)?

    /// Creates a sheet transition with `detents` (default `[.large()]`).
    public init(detents: [Detent] = [.large()]) {
        self.detents = detents
        super.init()
    }

    /// A ``SheetPresentationController`` carrying this transition's knobs.
    open override func makePresentationController(presented: UIViewController, presenting: UIViewController?)
        -> UIPresentationController?
    {
        let sheet = SheetPresentationController(presentedViewController: presented, presenting: presenting)
        sheet.detents = detents
        sheet.selectedDetentIdentifier = selectedDetentIdentifier
        sheet.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
        sheet.prefersGrabberVisible = prefersGrabberVisible
        sheet.preferredCornerRadius = preferredCornerRadius
        sheet.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
        sheet.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
        sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = widthFollowsPreferredContentSizeWhenEdgeAttached
        sheet.behavior = behavior
        sheet.prefersPresentingViewRecedes = prefersPresentingViewRecedes
        sheet.appearance = appearance
        sheet.sourceView = sourceView
        sheet.sourceRect = sourceRect
        sheet.sourcePlacement = sourcePlacement
        sheet.keyboardBehavior = keyboardBehavior
        sheet.dimmingColor = dimmingColor
        sheet.dismissesOnDimmingTap = dismissesOnDimmingTap
        sheet.prefersHapticFeedbackOnDetentChange = prefersHapticFeedbackOnDetentChange
        sheet.onPositionChange = onPositionChange
        sheet.delegate = delegate
        sheet.backgroundView = backgroundView
        sheet.footerView = footerView
        configure?(sheet)
        return sheet
    }

    /// A new ``SheetPresentingAnimator``.
    open override func makePresentingAnimator(for presented: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        SheetPresentingAnimator()
    }

    /// A new ``SheetDismissalAnimator``.
    open override func makeDismissalAnimator(for dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        SheetDismissalAnimator()
    }

    /// The dismissed sheet's own driver.
    open override func dismissalDriver(for dismissed: UIViewController) -> PanToDismissDriver? {
        (dismissed.presentationController as? SheetPresentationController)?.dismissalDriver
    }

    /// The driver of whichever sheet from this transition is being dragged away.
    open override func activeDismissalDriver() -> PanToDismissDriver? {
        currentDismissalDriver
    }

    /// Set by `animationController(forDismissed:)` for the dismissal being set up.
    private var currentDismissalDriver: PanToDismissDriver?

    /// Records which sheet is being dismissed, then returns the relayed dismissal animator.
    open override func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        let driver = dismissalDriver(for: dismissed)
        currentDismissalDriver = driver?.wantsInteractiveDismissal == true ? driver : nil
        return super.animationController(forDismissed: dismissed)
    }

    /// The interactive driver when a drag is dismissing; `nil` for programmatic dismissals.
    open override func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        defer { currentDismissalDriver = nil }
        return currentDismissalDriver
    }
}
#endif
