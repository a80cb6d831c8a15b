#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// A bottom-sheet presentation controller with UISheetPresentationController's vocabulary and defaults,
/// on iOS 13+, plus what its users keep asking for: a callback on every frame, touch-through backgrounds,
/// a pinned footer, keyboard behaviors, momentum-projected snapping with a velocity-continuous spring, and
/// scroll views that hand over to the sheet mid-gesture.
///
/// Created by ``SheetTransition``; reach it while presented with `UIViewController.sheet`. Its motion
/// is decided by TransitionsCore (`SheetMotion`, `SheetLayout`, `DetentResolver`, `SheetDimming`) and run by the
/// sheet's engine (`SheetRunner`, which measures the screen, feeds events in and applies the frames that come
/// out); this class keeps UIKit's presentation surface and forwards to it.
///
/// Heights follow UIKit's custom detents: a detent is the sheet's height above the bottom safe area.
open class SheetPresentationController: UIPresentationController, TransitionOwning {
    // MARK: Configuration

    /// Every knob of this sheet (``SheetConfiguration``): the one storage behind the properties below. Setting it
    /// applies the difference from the current value — inside ``animateChanges(_:)``, animated as UIKit documents
    /// for the sheet's properties.
    public var configuration = SheetConfiguration() {
        didSet { runner.configurationDidChange(from: oldValue) }
    }

    /// Moves the sheet from the configuration a declarative caller last applied (`old`) to `new`, changing only the
    /// knobs that differ between the two (``SheetConfiguration/mergingChanges(from:to:)``), animated.
    package func apply(_ new: SheetConfiguration, replacing old: SheetConfiguration) {
        let next = configuration.mergingChanges(from: old, to: new)
        animateChanges { configuration = next }
    }

    // MARK: UIKit vocabulary (over `configuration`)

    /// The heights the sheet can rest at (``SheetConfiguration/detents``). Default `[.large()]`.
    public var detents: [Detent] {
        get { configuration.detents }
        set { configuration.detents = newValue }
    }

    /// The detent the sheet rests at; `nil` means the smallest (``SheetConfiguration/selectedDetentIdentifier``).
    /// Setting it moves the sheet — animated inside ``animateChanges(_:)``, at once outside.
    public var selectedDetentIdentifier: Detent.Identifier? {
        get { configuration.selectedDetentIdentifier }
        set { configuration.selectedDetentIdentifier = newValue }
    }

    /// The largest undimmed detent (``SheetConfiguration/largestUndimmedDetentIdentifier``). Default `nil`.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? {
        get { configuration.largestUndimmedDetentIdentifier }
        set { configuration.largestUndimmedDetentIdentifier = newValue }
    }

    /// Whether the grabber shows (``SheetConfiguration/prefersGrabberVisible``). Default `false`.
    public var prefersGrabberVisible: Bool {
        get { configuration.prefersGrabberVisible }
        set { configuration.prefersGrabberVisible = newValue }
    }

    /// Corner radius in points (``SheetConfiguration/preferredCornerRadius``); `nil` (default) is system-like.
    public var preferredCornerRadius: CGFloat? {
        get { configuration.preferredCornerRadius }
        set { configuration.preferredCornerRadius = newValue }
    }

    /// Whether scrolling expands the sheet first (``SheetConfiguration/prefersScrollingExpandsWhenScrolledToEdge``).
    /// Default `true`.
    public var prefersScrollingExpandsWhenScrolledToEdge: Bool {
        get { configuration.prefersScrollingExpandsWhenScrolledToEdge }
        set { configuration.prefersScrollingExpandsWhenScrolledToEdge = newValue }
    }

    /// Edge-attached in compact height (``SheetConfiguration/prefersEdgeAttachedInCompactHeight``). Default `false`.
    public var prefersEdgeAttachedInCompactHeight: Bool {
        get { configuration.prefersEdgeAttachedInCompactHeight }
        set { configuration.prefersEdgeAttachedInCompactHeight = newValue }
    }

    /// Width from `preferredContentSize` when edge-attached
    /// (``SheetConfiguration/widthFollowsPreferredContentSizeWhenEdgeAttached``). Default `false`.
    public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool {
        get { configuration.widthFollowsPreferredContentSizeWhenEdgeAttached }
        set { configuration.widthFollowsPreferredContentSizeWhenEdgeAttached = newValue }
    }

    /// UIKit's `prefersPageSizing` (iOS 17): "A Boolean value that indicates whether the sheet sizes itself for
    /// readable content." `true`: a floating sheet is as wide as the container's readable width; `false`: as its
    /// content's `preferredContentSize` width (``SheetConfiguration/prefersPageSizing``). Default
    /// ``SheetConfiguration/defaultPrefersPageSizing`` ("NO on iOS 18.0 and later, YES on earlier releases").
    public var prefersPageSizing: Bool {
        get { configuration.prefersPageSizing }
        set { configuration.prefersPageSizing = newValue }
    }

    // MARK: Beyond UIKit (over `configuration`)

    /// How the sheet moves (``SheetConfiguration/behavior``). Default ``SheetBehavior/default``.
    public var behavior: SheetBehavior {
        get { configuration.behavior }
        set { configuration.behavior = newValue }
    }

    /// What the sheet does when the keyboard appears (``SheetConfiguration/keyboardBehavior``).
    public var keyboardBehavior: SheetKeyboardBehavior {
        get { configuration.keyboardBehavior }
        set { configuration.keyboardBehavior = newValue }
    }

    /// Called on every frame the sheet moves, with its position (``SheetConfiguration/onPositionChange``).
    public var onPositionChange: (@MainActor (SheetPosition) -> Void)? {
        get { configuration.onPositionChange }
        set { configuration.onPositionChange = newValue }
    }

    /// A view installed behind the sheet (``SheetConfiguration/backgroundView``).
    public var backgroundView: UIView? {
        get { configuration.backgroundView }
        set { configuration.backgroundView = newValue }
    }

    /// A view pinned to the bottom of the screen (``SheetConfiguration/footerView``).
    public var footerView: UIView? {
        get { configuration.footerView }
        set { configuration.footerView = newValue }
    }

    /// The footer's height (``SheetConfiguration/footerHeight``); `nil` (default) measures it.
    public var footerHeight: CGFloat? {
        get { configuration.footerHeight }
        set { configuration.footerHeight = newValue }
    }

    /// The scroll view whose drags move the sheet at its edges. Can change while presented (tabs with
    /// several lists); dismissal by dragging the list happens only when it is scrolled to its top. `nil` (default):
    /// the sheet finds the first vertical scroll view in its content itself, as UIKit's does (the order is
    /// ``SheetConfiguration/discoversContentScrollView``'s); set one to override what it finds, or set
    /// ``SheetConfiguration/discoversContentScrollView`` to `false` so that no scroll view moves the sheet.
    public weak var trackedScrollView: UIScrollView? {
        didSet { runner.hookTrackedScrollView() }
    }

    /// The dimming color at full dimming (``SheetConfiguration/dimmingColor``). Default black at 20 % opacity in
    /// light mode, 48 % in dark mode (UIKit's).
    public var dimmingColor: UIColor {
        get { configuration.dimmingColor }
        set { configuration.dimmingColor = newValue }
    }

    /// Whether a user-driven detent change plays a haptic (``SheetConfiguration/prefersHapticFeedbackOnDetentChange``).
    public var prefersHapticFeedbackOnDetentChange: Bool {
        get { configuration.prefersHapticFeedbackOnDetentChange }
        set { configuration.prefersHapticFeedbackOnDetentChange = newValue }
    }

    /// Whether a tap on the dimmed area dismisses (``SheetConfiguration/dismissesOnDimmingTap``). Default `true`.
    public var dismissesOnDimmingTap: Bool {
        get { configuration.dismissesOnDimmingTap }
        set { configuration.dismissesOnDimmingTap = newValue }
    }

    /// Detents dropped or changed by the last resolution, and why (empty when all were valid).
    public var detentDiagnostics: [DetentDiagnostic] { runner.resolution?.diagnostics ?? [] }

    /// The sheet's position as shown now: on the latest frame, or, while the render server plays a settle, where
    /// the settle is at this moment (the same closed form the screen shows); `nil` when not presented.
    public var position: SheetPosition? { runner.position }

    /// The resolved detents currently in effect (ascending).
    package var resolvedDetents: [ResolvedDetent] { runner.resolution?.detents ?? [] }

    // MARK: State

    /// The sheet's engine: motion, layout, composition, gestures, keyboard; this controller forwards to it.
    let runner = SheetRunner()
    /// The sheet of ours presented on top of this one, while it is: this sheet then hides its grabber and uses the
    /// default corner radius, as UIKit's does at the back of a sheet stack (`SheetStackPlace`).
    weak var coveringSheet: SheetPresentationController? {
        didSet {
            guard coveringSheet !== oldValue else { return }
            runner.layoutDidChange(transition: .immediate)  // corners and grabber (refreshLayout updates the grabber)
        }
    }
    /// The sheet this one covers (see `coveringSheet`).
    weak var coveredSheet: SheetPresentationController?
    /// UIKit's transition under way: the presentation's or the dismissal's context, while it runs.
    var presentationContext: (any UIViewControllerContextTransitioning)?
    var dismissalContext: (any UIViewControllerContextTransitioning)?
    /// Tears down a sheet that UIKit removed without a dismissal of its own (a controller below dismissed).
    var endWatch: PresentationEndWatch?

    /// The transition that created this controller, kept alive for the presentation's lifetime.
    public var owningTransition: ModalTransition?

    /// The interactive pan-to-dismiss driver, handled by this controller.
    public let dismissalDriver = PanToDismissDriver(direction: .down)

    /// Creates a sheet presentation controller (UIKit's designated initializer).
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dismissalDriver.handler = self
        runner.host = self
        runner.backdropView.dimmingColor = configuration.dimmingColor
    }

    // MARK: UIPresentationController

    /// The sheet's frame as last applied to its view (or at the selected detent before it moved). Apple: "the frame
    /// rectangle to assign to the presented view at the end of the animations": while a settle plays on the render
    /// server, where it ends.
    open override var frameOfPresentedViewInContainerView: CGRect {
        runner.restingFrame ?? containerView?.bounds ?? .zero
    }

    /// The rounded sheet view that hosts the presented controller's view.
    open override var presentedView: UIView? { runner.sheetView }

    /// Installs the dimming/backdrop, the sheet's gestures, the grabber and keyboard observation.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        runner.install()
        // A sheet presented from a sheet of ours puts that one at the back of the stack.
        if let below = presentingViewController.sheet, below !== self {
            coveredSheet = below
            below.coveringSheet = self
        }
    }

    /// Removes everything when the presentation was cancelled.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        presentationContext = nil
        if !completed { tearDown() }
    }

    /// Tears everything down after a completed dismissal; keeps the sheet after a cancelled one.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        dismissalContext = nil
        if completed { tearDown() }
    }

    /// Re-measures the screen (rotation, size changes, safe-area changes) before the container lays out.
    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        runner.containerWillLayout()
    }

    /// Lets the presenter recede step aside while UIKit resizes the views (rotation, window resize).
    open override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        runner.recedeWillTransition(with: coordinator)
        super.viewWillTransition(to: size, with: coordinator)
    }

    /// Re-measures `.fitting` detents when the presented controller's preferred size changes.
    open override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        invalidateDetents()
    }

    /// The sheet left the window while no dismissal of its own runs: if UIKit removed it from the presentation
    /// stack (``PresentationEndWatch``), everything is put back as after a dismissal.
    func sheetViewDidLeaveWindow() {
        guard runner.screen.appliedPosition != nil, dismissalContext == nil else { return }
        if endWatch == nil {
            endWatch = PresentationEndWatch(presented: presentedViewController) { [weak self] in self?.tearDown() }
        }
        endWatch?.presentedViewLeftWindow(keeping: self)
    }

    /// Puts back everything the presentation changed (the presenter's recede, the status-bar capture, the pushed-back
    /// sheet behind) and removes its views and observers; however the presentation ended.
    func tearDown() {
        if let below = coveredSheet, below.coveringSheet === self { below.coveringSheet = nil }
        coveredSheet = nil
        endWatch?.stop()
        endWatch = nil
        runner.stop()
        (owningTransition as? SheetSetupTransition)?.presentationDidEnd(self)
    }
}
#endif
