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
/// presenting animator and a separate dismissal animator (both running the configured spring), and the controller's
/// ``PanToDismissDriver`` while a drag is dismissing. The knobs carry UIKit's names and defaults; once
/// presented, change them on `editor.sheet` (the live controller).
@dynamicMemberLookup
@MainActor open class SheetTransition: ModalTransition {
    /// Every knob of the sheets this transition presents (``SheetConfiguration``), handed to each controller it
    /// creates. Each knob reads and writes as a property of the transition too (`sheet.prefersGrabberVisible =
    /// true`), through ``subscript(dynamicMember:)``.
    public var configuration: SheetConfiguration

    /// A knob of ``configuration`` by its name: `transition.detents`, `transition.prefersGrabberVisible`, ….
    public subscript<Value>(dynamicMember key: WritableKeyPath<SheetConfiguration, Value>) -> Value {
        get { configuration[keyPath: key] }
        set { configuration[keyPath: key] = newValue }
    }

    /// The delegate handed to each controller (held weakly, like UIKit's).
    public weak var delegate: (any SheetPresentationControllerDelegate)?
    /// Called with each controller this transition creates, for anything else (e.g. `trackedScrollView`).
    public var configure: (@MainActor (SheetPresentationController) -> Void)?

    /// Creates a sheet transition with `detents` (default `[.large()]`) and every other knob at its default.
    public init(detents: [Detent] = [.large()]) {
        configuration = SheetConfiguration(detents: detents)
        super.init()
    }

    /// Creates a sheet transition with `configuration`.
    public init(configuration: SheetConfiguration) {
        self.configuration = configuration
        super.init()
    }

    /// A ``SheetPresentationController`` carrying this transition's knobs.
    open override func makePresentationController(presented: UIViewController, presenting: UIViewController?)
        -> UIPresentationController?
    {
        let sheet = SheetPresentationController(presentedViewController: presented, presenting: presenting)
        sheet.configuration = configuration
        sheet.delegate = delegate
        configure?(sheet)
        return sheet
    }

    /// A new presenting animator: the sheet's controller rises it with the configured spring
    /// (``SheetBehavior/spring`` of ``configuration``), whose settling time is the reported duration.
    open override func makePresentingAnimator(for presented: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        TransitionAnimator.sheetPresenting(spring: configuration.behavior.spring)
    }

    /// A new dismissal animator: the sheet's controller settles it off screen with the configured spring.
    open override func makeDismissalAnimator(for dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        TransitionAnimator.sheetDismissal(spring: configuration.behavior.spring)
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
