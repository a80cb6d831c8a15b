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
/// is decided by TransitionsCore (`SheetMotion`, `SheetLayout`, `DetentResolver`, `SheetDimming`);
/// this class only measures the screen, feeds events in and applies the frames that come out.
///
/// Heights follow UIKit's custom detents: a detent is the sheet's height above the bottom safe area.
open class SheetPresentationController: UIPresentationController, TransitionOwning {
    // MARK: Configuration

    /// Every knob of this sheet (``SheetConfiguration``): the one storage behind the properties below. Setting it
    /// applies the difference from the current value — inside ``animateChanges(_:)``, animated as UIKit documents
    /// for the sheet's properties.
    public var configuration = SheetConfiguration() {
        didSet { configurationDidChange(from: oldValue) }
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
        didSet { hookTrackedScrollView() }
    }

    /// The scroll view found in the content while ``trackedScrollView`` is `nil` (searched again when a touch lands).
    weak var discoveredScrollView: UIScrollView?

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
    public internal(set) var detentDiagnostics: [DetentDiagnostic] = []

    /// The sheet's position as shown now: on the latest frame, or, while the render server plays a settle, where
    /// the settle is at this moment (the same closed form the screen shows); `nil` when not presented.
    public var position: SheetPosition? {
        guard let applied = appliedPosition else { return nil }
        return renderedPosition() ?? applied
    }

    /// The position of the last composition applied to the views (a render-server settle's end while it plays).
    var appliedPosition: SheetPosition?

    /// The resolved detents currently in effect (ascending).
    package var resolvedDetents: [ResolvedDetent] { resolution?.detents ?? [] }

    // MARK: State

    var motion: SheetMotion?
    var resolution: DetentResolution?
    var layout: SheetLayout?
    /// The models every frame is composed from (`SheetCompositionContext`), rebuilt with the layout.
    var compositionContext: SheetCompositionContext?
    /// The frame applied last (`SheetComposition`).
    var composition: SheetComposition?
    var keyboardOverlap: CGFloat = 0
    /// Keyboard notification tokens; also removed in `deinit`, for a sheet that UIKit removes without a dismissal
    /// transition of its own (a controller below dismissed the whole stack). `NotificationCenter` is thread-safe.
    nonisolated(unsafe) var keyboardObservers: [any NSObjectProtocol] = []
    /// The Dynamic Type observation token (custom detents may read `containerTraitCollection`); removed with the
    /// keyboard's. `NotificationCenter` is thread-safe.
    nonisolated(unsafe) var contentSizeObserver: (any NSObjectProtocol)?
    var scrollDrivesSheet = false
    var scrollSheetBase: Double = 0
    var presentationContext: (any UIViewControllerContextTransitioning)?
    var dismissalContext: (any UIViewControllerContextTransitioning)?
    var isAnimatingChanges = false
    /// How to apply an ``invalidateDetents()`` waiting for the next layout pass; `nil` when none is.
    var pendingDetentInvalidation: SheetLayoutTransition?
    var scrollArbiter = SheetScrollArbiter()
    var lastScrollTranslation: CGFloat = 0
    /// UIKit's quick-repeat rule (`SheetQuickRepeat`): when the last sheet-moving pan ended.
    var quickRepeat = SheetQuickRepeat()
    /// Whether the tracked scroll view's current pan goes to the list for its whole length (a quick repeat).
    var scrollPanIsQuickRepeat = false
    var hookedScrollViews: [WeakScrollView] = []
    var preKeyboardSelection: Detent.Identifier?
    /// Whether the keyboard expanded the sheet (``SheetKeyboardBehavior/expandsToLargestDetent``) and hiding it
    /// returns to `preKeyboardSelection`.
    var expandedForKeyboard = false
    /// The sheet of ours presented on top of this one, while it is: this sheet then hides its grabber and uses the
    /// default corner radius, as UIKit's does at the back of a sheet stack.
    weak var coveringSheet: SheetPresentationController? {
        didSet {
            guard coveringSheet !== oldValue else { return }
            layoutDidChange(transition: .immediate)  // corners and grabber (refreshLayout updates the grabber)
        }
    }
    /// The sheet this one covers (see `coveringSheet`).
    weak var coveredSheet: SheetPresentationController?
    lazy var frameDriver = FrameDriver { [weak self] time in self?.frame(at: time) }
    /// Plays spring settles on the render server (SheetPresentationController+RenderSettle).
    lazy var renderSettle = RenderServerSettle(key: "transitions.sheet.settle")
    /// The spring the render server plays, as the motion started it, and its plan.
    var renderedSpring: SpringAnimation?
    var renderedPlan: SheetSettlePlan?
    /// The last position a render-server settle reported (reports happen on changes only).
    var lastReportedPosition: SheetPosition?
    /// Tears down a sheet that UIKit removed without a dismissal of its own (a controller below dismissed).
    var endWatch: PresentationEndWatch?
    /// What the presenter recede changed and must put back (`SheetPresentationController+Recede.swift`).
    let recedeState = SheetRecedeState()
    /// The flights out of and into ``SheetConfiguration/zoomSource`` (`SheetPresentationController+Zoom.swift`).
    var zoomDriver: SheetZoomDriver?

    /// The transition that created this controller, kept alive for the presentation's lifetime.
    public var owningTransition: ModalTransition?

    /// The interactive pan-to-dismiss driver, handled by this controller.
    public let dismissalDriver = PanToDismissDriver(direction: .down)

    let sheetView = SheetView()
    let backdropView = SheetBackdropView()
    let grabberView = SheetGrabberView()
    lazy var panGesture: UIPanGestureRecognizer = makeSheetPan()
    lazy var dimmingTap: UITapGestureRecognizer = makeDimmingTap()
    lazy var touchDownRecognizer: TouchDownRecognizer = makeTouchDownRecognizer()

    /// Creates a sheet presentation controller (UIKit's designated initializer).
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dismissalDriver.handler = self
        sheetView.controller = self
        backdropView.controller = self
        grabberView.controller = self
        backdropView.dimmingColor = configuration.dimmingColor
    }

    // MARK: UIPresentationController

    /// The sheet's frame as last applied to its view (or at the selected detent before it moved). Apple: "the frame
    /// rectangle to assign to the presented view at the end of the animations": while a settle plays on the render
    /// server, where it ends.
    open override var frameOfPresentedViewInContainerView: CGRect {
        if let appliedPosition { return appliedPosition.frame }  // the end of a running settle
        guard let layout, let resolution else { return containerView?.bounds ?? .zero }
        let index = selectedIndex(in: resolution)
        return layout.frame(forHeight: resolution.detents[index].height, restingHeight: resolution.smallest.height)
    }

    /// The rounded sheet view that hosts the presented controller's view.
    open override var presentedView: UIView? { sheetView }

    /// Installs the dimming/backdrop, the sheet's gestures, the grabber and keyboard observation.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        backdropView.frame = containerView.bounds
        containerView.insertSubview(backdropView, at: 0)
        let content = presentedViewController.view!
        content.frame = sheetView.bounds
        sheetView.addSubview(content)
        sheetView.addSubview(grabberView)
        sheetView.addGestureRecognizer(panGesture)
        sheetView.addGestureRecognizer(touchDownRecognizer)
        backdropView.addGestureRecognizer(dimmingTap)
        startKeyboardObservation()
        observeContentSizeCategory()
        refreshLayout()
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
        guard let containerView else { return }
        backdropView.frame = containerView.bounds
        if let layout, layout.containerSize != containerView.bounds.size || layoutInsets() != layout.safeAreaInsets {
            pendingDetentInvalidation = nil  // the re-resolution below covers it
            layoutDidChange(transition: .immediate)
        }
        applyDetentInvalidation()
    }

    /// Lets the presenter recede step aside while UIKit resizes the views (rotation, window resize).
    open override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        recedeWillTransition(with: coordinator)
        super.viewWillTransition(to: size, with: coordinator)
    }

    /// Re-measures `.fitting` detents when the presented controller's preferred size changes.
    open override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        invalidateDetents()
    }

    deinit {
        keyboardObservers.forEach(NotificationCenter.default.removeObserver)
        if let contentSizeObserver { NotificationCenter.default.removeObserver(contentSizeObserver) }
    }

    /// A new text size re-resolves the detents, animated: a custom detent may depend on it through
    /// `DetentResolutionContext.containerTraitCollection`.
    private func observeContentSizeCategory() {
        guard contentSizeObserver == nil else { return }
        contentSizeObserver = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.animateChanges { self.invalidateDetents() }
            }
        }
    }

    /// The sheet left the window while no dismissal of its own runs: if UIKit removed it from the presentation
    /// stack (``PresentationEndWatch``), everything is put back as after a dismissal.
    func sheetViewDidLeaveWindow() {
        guard appliedPosition != nil, dismissalContext == nil else { return }
        if endWatch == nil {
            endWatch = PresentationEndWatch(presented: presentedViewController) { [weak self] in self?.tearDown() }
        }
        endWatch?.presentedViewLeftWindow(keeping: self)
    }

    /// Puts back everything the presentation changed (the presenter's recede, the status-bar capture, the pushed-back
    /// sheet behind) and removes its views and observers; however the presentation ended.
    private func tearDown() {
        zoomDriver?.restoreSource()  // a sheet removed without a flight into its zoom source gives it back
        if let below = coveredSheet, below.coveringSheet === self { below.coveringSheet = nil }
        coveredSheet = nil
        endWatch?.stop()
        endWatch = nil
        frameDriver.invalidate()
        renderSettle.cancel()
        renderedSpring = nil
        renderedPlan = nil
        tearDownRecede()
        stopKeyboardObservation()
        if let contentSizeObserver { NotificationCenter.default.removeObserver(contentSizeObserver) }
        contentSizeObserver = nil
        backdropView.removeFromSuperview()
        footerView?.removeFromSuperview()
        motion = nil
        appliedPosition = nil
        composition = nil
        (owningTransition as? SheetSetupTransition)?.presentationDidEnd(self)
    }
}
#endif
