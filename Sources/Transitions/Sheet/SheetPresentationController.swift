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
/// is decided by TransitionsCore (``SheetMotion``, ``SheetLayout``, ``DetentResolver``, ``SheetDimming``);
/// this class only measures the screen, feeds events in and applies the frames that come out.
///
/// Heights follow UIKit's custom detents: a detent is the sheet's height above the bottom safe area.
open class SheetPresentationController: UIPresentationController, TransitionOwning {
    // MARK: UIKit vocabulary

    /// The heights the sheet can rest at. Default `[.large()]` (UIKit's). An empty or all-invalid list falls
    /// back to `[.large()]`; every dropped detent is listed in ``detentDiagnostics``.
    public var detents: [Detent] = [.large()] {
        didSet { detentsDidChange() }
    }

    /// The detent the sheet rests at; `nil` means the smallest (UIKit's default). Setting it moves the sheet —
    /// animated inside ``animateChanges(_:)``, at once outside. An identifier that names no detent is kept
    /// but treated as `nil` (the smallest), and reported in ``detentDiagnostics``-adjacent debug output.
    public var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if !isSyncingSelection { selectedDetentDidChange() } }
    }

    /// The largest detent at which nothing is dimmed and touches reach the views behind the sheet; `nil`
    /// (default) dims at every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { rebuildDimming() }
    }

    /// Whether the grabber shows at the top of the sheet. Default `false`.
    public var prefersGrabberVisible = false {
        didSet { updateGrabber() }
    }

    /// Corner radius in points; `nil` (default) uses the system-like radius (10 pt, 16 pt floating).
    public var preferredCornerRadius: CGFloat? {
        didSet { layoutDidChange(transition: .immediate) }
    }

    /// Whether scrolling the tracked scroll view up expands the sheet before scrolling. Default `true`.
    public var prefersScrollingExpandsWhenScrolledToEdge = true {
        didSet { scrollArbiter.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge }
    }

    /// Whether the sheet stays attached to the bottom edge in compact height instead of filling it. Default `false`.
    public var prefersEdgeAttachedInCompactHeight = false {
        didSet { layoutDidChange(transition: .immediate) }
    }

    /// Whether an edge-attached sheet in compact height takes its width from `preferredContentSize`. Default `false`.
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
        didSet { layoutDidChange(transition: .immediate) }
    }

    // MARK: Beyond UIKit

    /// How the sheet moves (spring, projection, skipping, rubber band, dismissal ratio). Default ``SheetBehavior/default``.
    public var behavior: SheetBehavior = .default {
        didSet { motion?.behavior = behavior }
    }

    /// What the sheet does when the keyboard appears. Default ``SheetKeyboardBehavior/keepsDetentAboveKeyboard``.
    public var keyboardBehavior: SheetKeyboardBehavior = .keepsDetentAboveKeyboard

    /// Called on every frame the sheet moves, with its position (see ``SheetPresentationControllerDelegate``).
    public var onPositionChange: (@MainActor (SheetPosition) -> Void)?

    /// A view installed behind the sheet, filling the container (a picture, a map). Its controls stay tappable
    /// while the current height is at or below ``largestUndimmedDetentIdentifier``.
    public var backgroundView: UIView? {
        didSet { backdropView.installBackground(backgroundView, replacing: oldValue) }
    }

    /// A view pinned to the bottom of the screen above the sheet's content (a "Join" button). It does not
    /// move while the sheet changes detent or rubber-bands; it leaves with the sheet on dismissal.
    public var footerView: UIView? {
        didSet { installFooter(replacing: oldValue) }
    }

    /// The footer's height above the bottom safe area; `nil` (default) measures the footer with Auto Layout.
    public var footerHeight: CGFloat? {
        didSet { layoutFooter() }
    }

    /// The scroll view whose drags move the sheet at its edges. Can change while presented (tabs with
    /// several lists); dismissal by dragging the list happens only when it is scrolled to its top.
    public weak var trackedScrollView: UIScrollView? {
        didSet { hookTrackedScrollView() }
    }

    /// The dimming color at full dimming. Default black at 40 % opacity.
    public var dimmingColor: UIColor = UIColor(white: 0, alpha: 0.4) {
        didSet { backdropView.dimmingColor = dimmingColor }
    }

    /// Whether a user-driven detent change plays a selection haptic. Default `false`.
    public var prefersHapticFeedbackOnDetentChange = false

    /// Whether a tap on the dimmed area dismisses (subject to `isModalInPresentation` and the delegate).
    /// Default `true`.
    public var dismissesOnDimmingTap = true

    /// Detents dropped or changed by the last resolution, and why (empty when all were valid).
    public internal(set) var detentDiagnostics: [DetentDiagnostic] = []

    /// The sheet's position on the latest frame.
    public internal(set) var position: SheetPosition?

    /// The resolved detents currently in effect (ascending).
    public var resolvedDetents: [ResolvedDetent] { resolution?.detents ?? [] }

    // MARK: State

    var motion: SheetMotion?
    var resolution: DetentResolution?
    var layout: SheetLayout?
    var dimming: SheetDimming?
    var keyboardOverlap: CGFloat = 0
    /// Keyboard notification tokens; also removed in `deinit`, for a sheet that UIKit removes without a dismissal
    /// transition of its own (a controller below dismissed the whole stack). `NotificationCenter` is thread-safe.
    nonisolated(unsafe) var keyboardObservers: [any NSObjectProtocol] = []
    var reduceMotionFade: TimedAnimation?
    var fadeTarget: FadeTarget?
    var fadeStartTime: Double = 0
    var dragAllowsDismissal = false
    var scrollDrivesSheet = false
    var scrollSheetBase: Double = 0
    var presentationContext: (any UIViewControllerContextTransitioning)?
    var dismissalContext: (any UIViewControllerContextTransitioning)?
    var isAnimatingChanges = false
    var isSyncingSelection = false
    var scrollArbiter = SheetScrollArbiter()
    var lastScrollTranslation: CGFloat = 0
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
            layoutDidChange(transition: .immediate)
            updateGrabber()
        }
    }
    /// The sheet this one covers (see `coveringSheet`).
    weak var coveredSheet: SheetPresentationController?
    lazy var frameDriver = FrameDriver { [weak self] time in self?.frame(at: time) }
    /// Tears down a sheet that UIKit removed without a dismissal of its own (a controller below dismissed).
    lazy var endWatch = PresentationEndWatch(presented: presentedViewController) { [weak self] in self?.tearDown() }
    /// What the presenter recede changed and must put back (`SheetPresentationController+Recede.swift`).
    let recedeState = SheetRecedeState()
    /// The inset appearance's settings (`SheetPresentationController+Inset.swift`).
    let insetState = SheetInsetState()
    /// The source the sheet is attached to in regular width (`SheetPresentationController+Anchor.swift`).
    let anchorState = SheetAnchorState()

    /// The transition that created this controller, kept alive for the presentation's lifetime.
    public var owningTransition: ModalTransition?

    /// The interactive pan-to-dismiss driver, handled by this controller.
    public let dismissalDriver = PanToDismissDriver(direction: .down)

    let sheetView = SheetView()
    let backdropView = SheetBackdropView()
    let grabberView = SheetGrabberView()
    lazy var panGesture: UIPanGestureRecognizer = makeSheetPan()
    lazy var dimmingTap: UITapGestureRecognizer = makeDimmingTap()

    /// What a Reduce Motion cross-fade ends in.
    enum FadeTarget { case presented, dismissed }

    /// Creates a sheet presentation controller (UIKit's designated initializer).
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dismissalDriver.handler = self
        sheetView.controller = self
        backdropView.controller = self
        grabberView.controller = self
        backdropView.dimmingColor = dimmingColor
    }

    // MARK: UIPresentationController

    /// The sheet's frame at its current position (or at the selected detent before it moved).
    open override var frameOfPresentedViewInContainerView: CGRect {
        if let position { return position.frame }
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
        backdropView.addGestureRecognizer(dimmingTap)
        startKeyboardObservation()
        refreshLayout()
        updateGrabber()
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
            layoutDidChange(transition: .immediate)
        }
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
    }

    /// The sheet left the window while no dismissal of its own runs: if UIKit removed it from the presentation
    /// stack (``PresentationEndWatch``), everything is put back as after a dismissal.
    func sheetViewDidLeaveWindow() {
        guard position != nil, dismissalContext == nil else { return }
        endWatch.presentedViewLeftWindow(keeping: self)
    }

    /// Puts back everything the presentation changed (the presenter's recede, the status-bar capture, the pushed-back
    /// sheet behind) and removes its views and observers; however the presentation ended.
    private func tearDown() {
        if let below = coveredSheet, below.coveringSheet === self { below.coveringSheet = nil }
        coveredSheet = nil
        endWatch.stop()
        frameDriver.invalidate()
        tearDownRecede()
        stopKeyboardObservation()
        backdropView.removeFromSuperview()
        footerView?.removeFromSuperview()
        motion = nil
        position = nil
        fadeTarget = nil
        reduceMotionFade = nil
    }
}
#endif
