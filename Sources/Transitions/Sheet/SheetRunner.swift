#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// What differs between the places a sheet is shown around the one ``SheetRunner``: where it is drawn, what it
/// holds, its knobs, and what happens when the motion asks for a transition or a user changes something. A modal
/// presentation (``SheetPresentationController``) is one host; a sheet embedded in a screen is another.
@MainActor protocol SheetRunnerHost: AnyObject {
    /// The view the sheet and its backdrop are drawn in (its bounds, safe area and traits are the sheet's
    /// screen); `nil` while not on screen.
    var sheetContainer: UIView? { get }
    /// The controller whose view the sheet holds (its `preferredContentSize` sizes `.fitting` detents).
    var sheetContent: UIViewController { get }
    /// Every knob of the sheet. The runner writes only a user's selection (a release, a keyboard expansion).
    var sheetConfiguration: SheetConfiguration { get set }
    /// The scroll view the app named to move the sheet (`nil`: the runner finds one in the content).
    var sheetTrackedScrollView: UIScrollView? { get }
    /// The controller whose view recedes behind the sheet and takes touches the backdrop passes through; `nil`
    /// when nothing is behind (nothing recedes).
    var sheetPresenter: UIViewController? { get }
    /// The runner of the sheet of ours this sheet is shown in front of (it is pushed back instead of a recede).
    var sheetBehind: SheetRunner? { get }
    /// Where the sheet sits in a stack of sheets.
    var sheetStackPlace: SheetStackPlace { get }
    /// Whether a dismissal that no drag started is under way: the sheet is then neither caught nor dragged.
    var isDismissingProgrammatically: Bool { get }
    /// Whether a drag's interactive dismissal is under way (a finger may still bring the sheet back).
    var isDismissingInteractively: Bool { get }
    /// Whether a drag may dismiss the sheet (`isModalInPresentation` and the delegate).
    var allowsUserDismissal: Bool { get }
    /// Whether anyone listens to the position on every frame (a render-server settle then reports it per frame).
    var wantsPositionUpdates: Bool { get }
    /// The sheet moved to `position` (reported once per change).
    func sheetDidMove(to position: SheetPosition)
    /// A user changed the selected detent (a release, an accessibility action): the delegate hears it.
    func sheetUserDidChangeSelection()
    /// A drag takes the sheet (a rise in progress is complete now).
    func sheetDragWillBegin()
    /// The drag moved; `dismissalProgress` is `SheetMotion.dismissalProgress`, 0…1.
    func sheetDragDidChange(dismissalProgress: Double)
    /// A drag or a catch ended; the motion's release (or rest) has started.
    func sheetDragDidEnd()
    /// The motion reported `outcome` (a dismissal began or was asked for, a settle rested, the sheet is hidden).
    func sheetMotionDidReport(_ outcome: SheetMotionOutcome)
    /// A user asked to dismiss (a tap on the dimming, VoiceOver's escape).
    func sheetUserDidRequestDismissal()
    /// Lays out the sheet's container and those of the sheets next to it in a stack, now (`animateChanges`: "By
    /// the time this method returns, layout finishes for the sheet, all adjacent sheets in the sheet stack").
    func sheetLayOutStack()
    /// The sheet's view left its window with no dismissal of the runner's own running.
    func sheetViewDidLeaveWindow()
    /// Whether anyone may change where a released sheet goes (the delegate or closure is set).
    var wantsReleaseTarget: Bool { get }
    /// A drag ends with `velocity` (pt/s, in the container) and the sheet will settle at `targetDetentIdentifier`
    /// (`nil`: dismissed), which the delegate may change.
    func sheetWillEndDragging(velocity: CGPoint, targetDetentIdentifier: inout Detent.Identifier?)
}

/// The one engine of a sheet on the UIKit side: it owns the motion and everything a frame is made of (the resolved
/// detents, the layout, the composition's models, the scroll hand-off, the quick repeat, the keyboard), feeds
/// `SheetMotion` (TransitionsCore) every event with its time, composes one frame (`SheetComposition`) and applies it
/// to its views, or hands a spring settle to the render server. It is the only place that knows what is on screen
/// (``screen``). Its host says where and with which knobs, and turns the motion's outcomes into UIKit transitions.
///
/// Entry points: ``present(animated:)`` and ``dismiss(animated:)`` start the two settles (a start frame for a sheet
/// flying out of a source can be given to ``present(animated:from:)``), ``layoutDidChange(transition:)`` follows
/// the screen, ``configurationDidChange(from:)`` the knobs, ``stop()`` ends everything.
@MainActor final class SheetRunner: NSObject {
    weak var host: (any SheetRunnerHost)?
    let sheetView = SheetView()
    let backdropView = SheetBackdropView()
    let grabberView = SheetGrabberView()
    lazy var panGesture: UIPanGestureRecognizer = makeSheetPan()
    lazy var dimmingTap: UITapGestureRecognizer = makeDimmingTap()
    lazy var touchDownRecognizer: TouchDownRecognizer = makeTouchDownRecognizer()

    /// The motion (core state machine); `nil` while not presented.
    var motion: SheetMotion?
    var resolution: DetentResolution?
    var layout: SheetLayout?
    /// The models every frame is composed from (`SheetCompositionContext`), rebuilt with the layout.
    var compositionContext: SheetCompositionContext?
    /// What the views show (the one record of it).
    var screen = SheetScreen.off
    /// The keyboard's overlap and the expansion it caused (`SheetKeyboardPolicy`).
    var keyboard = SheetKeyboardPolicy()
    /// Keyboard and Dynamic Type observation tokens, removed at ``stop()`` and in `deinit` (a sheet that UIKit
    /// removes without a dismissal of its own). `NotificationCenter` is thread-safe.
    nonisolated(unsafe) var observers: [any NSObjectProtocol] = []
    /// Routes the tracked scroll view's pan to the sheet or the list, and keeps the book of the hand-off.
    var scrollArbiter = SheetScrollArbiter()
    /// UIKit's quick-repeat rule (`SheetQuickRepeat`): when the last sheet-moving pan ended.
    var quickRepeat = SheetQuickRepeat()
    /// The bottom safe-area inset this runner added to a side panel's content for the keyboard
    /// (``applyKeyboardContentInset()``), pt.
    var keyboardContentInset: CGFloat = 0
    /// The scroll views whose pans the runner observes, and the one found in the content.
    var scrollViews = SheetScrollViews()
    /// Layout requests: inside ``animateChanges(_:)``, and an ``invalidateDetents()`` waiting for the next pass.
    var layoutRequests = SheetLayoutRequests()
    /// The footer's measured height (when the configuration gives none), until the next layout or footer change.
    var measuredFooter: SheetMeasuredFooter?
    lazy var frameDriver = FrameDriver { [weak self] time in self?.frame(at: time) }
    /// Plays spring settles on the render server (SheetRunner+RenderSettle).
    lazy var renderSettle = RenderServerSettle(key: "transitions.sheet.settle")
    /// What the presenter recede changed and must put back (SheetRunner+Recede).
    let recedeState = SheetRecedeState()
    /// The flights out of and into ``SheetConfiguration/zoomSource`` (SheetZoom/SheetRunner+Zoom.swift).
    var zoomDriver: SheetZoomDriver?

    override init() {
        super.init()
        sheetView.runner = self
        backdropView.runner = self
        grabberView.runner = self
    }

    deinit {
        observers.forEach(NotificationCenter.default.removeObserver)
    }

    /// The knobs (the host's), read-only here; ``select(_:)`` writes a user's selection.
    var configuration: SheetConfiguration { host?.sheetConfiguration ?? SheetConfiguration() }
    var containerView: UIView? { host?.sheetContainer }
    var behavior: SheetBehavior { configuration.behavior }

    /// Virtual or real media time, the time base of display links and gestures, s.
    var now: Double { Double(CACurrentMediaTime()) }

    // MARK: Showing and hiding

    /// Installs the backdrop, the content, the grabber, the gestures and the observations in the host's container,
    /// and resolves the detents (before the presentation's first frame).
    func install() {
        guard let containerView, let host else { return }
        backdropView.frame = containerView.bounds
        containerView.insertSubview(backdropView, at: 0)
        let content = host.sheetContent.view!
        content.frame = sheetView.bounds
        sheetView.addSubview(content)
        sheetView.addSubview(grabberView)
        sheetView.addGestureRecognizer(panGesture)
        sheetView.addGestureRecognizer(touchDownRecognizer)
        backdropView.addGestureRecognizer(dimmingTap)
        startObservations()
        refreshLayout()
    }

    /// Shows the sheet: rises from below with the behavior's spring, a cross-fade under Reduce Motion, or at once
    /// when not `animated`. Returns whether a motion runs (`false`: the sheet rests already, or cannot be laid out).
    /// `start`, when given, is where the rise begins instead of below the screen (reserved for a sheet that flies out
    /// of a source; today the rise always starts below).
    @discardableResult
    func present(animated: Bool, from start: CGRect? = nil) -> Bool {
        guard let containerView else { return false }
        containerView.addSubview(sheetView)
        if let footerView = configuration.footerView { containerView.addSubview(footerView) }
        guard let metrics = refreshLayout() else { return false }
        let index = resolution.map(selectedIndex(in:)) ?? 0
        if !animated || UIAccessibility.isReduceMotionEnabled {
            motion = SheetMotion.resting(metrics: metrics, selectedIndex: index, behavior: behavior)
            guard animated else {
                applyCurrentPosition()
                return false
            }
            send(.fadeIn(at: now))  // Reduce Motion: a cross-fade (SheetFade)
            return true
        }
        if presentFromZoomSource(index: index) { return true }
        motion = SheetMotion(metrics: metrics, selectedIndex: index, behavior: behavior)
        send(.present(at: now))
        return true
    }

    /// Hides the sheet: settles off screen from wherever it is, keeping its velocity (a fade under Reduce Motion).
    /// Returns `false` when there is nothing to move (not shown, already hidden, or not `animated`). `end`, when
    /// given, is where the sheet goes instead of below the screen (reserved, as for ``present(animated:from:)``).
    @discardableResult
    func dismiss(animated: Bool, to end: CGRect? = nil) -> Bool {
        if animated, dismissIntoZoomSource() { return true }
        guard let motion, animated, motion.state != .hidden else { return false }
        send(UIAccessibility.isReduceMotionEnabled ? .fadeOut(at: now) : .dismiss(at: now))
        return true
    }

    /// Whether the release under way heads back to a detent (a drag's dismissal is then cancelled at once).
    var isReturningToDetent: Bool {
        guard let motion, case .settling(_, .detent) = motion.state else { return false }
        return true
    }

    /// Stops everything and puts back what the sheet changed around it (the recede, the sheet behind, the
    /// observations, the backdrop and the footer): the sheet is off screen.
    func stop() {
        zoomDriver?.restoreSource()  // a sheet removed without a flight into its zoom source gives it back
        frameDriver.invalidate()
        renderSettle.cancel()
        tearDownRecede()
        removeKeyboardContentInset()
        stopObservations()
        backdropView.removeFromSuperview()
        configuration.footerView?.removeFromSuperview()
        motion = nil
        screen = .off
    }

    // MARK: Frames

    func startFramesIfNeeded() {
        if motion?.needsFrames == true, !renderSettle.isRunning { frameDriver.start() } else { frameDriver.stop() }
    }

    func frame(at time: Double) {
        if motion != nil { send(.tick(at: time)) } else { startFramesIfNeeded() }
    }

    /// Feeds one event to the motion, applies the resulting frame (or plays it on the render server), reacts to
    /// the outcome and starts or stops display frames. Every event goes through here, so no outcome is lost.
    @discardableResult
    func send(_ event: SheetMotionEvent) -> SheetMotionOutcome {
        guard motion != nil else { return .none }
        catchUpRenderedSettle()  // a settle the render server plays: the motion is where the screen shows it
        guard motion != nil else { return .none }
        let outcome = motion!.handle(event)  // in place: no copy of the motion per frame
        if !playSettleOnRenderServer() { applyCurrentPosition() }
        handle(outcome)
        startFramesIfNeeded()
        return outcome
    }

    func handle(_ outcome: SheetMotionOutcome) {
        switch outcome {
        case .none: break
        case .selectedDetentChanged: userDidChangeSelection()
        default:
            host?.sheetMotionDidReport(outcome)
            if outcome == .dismissalRequested { flyReleasedSheetIntoZoomSource() }
        }
    }

    /// Writes a user-driven selection (the motion's choice on release) to its owner, the configuration's
    /// `selectedDetentIdentifier`, plays the haptic and tells the host, as UIKit does.
    func userDidChangeSelection() {
        guard let motion, let resolution else { return }
        let identifier = motion.selectedIdentifier
        guard resolution.detents[selectedIndex(in: resolution)].identifier != identifier else { return }
        select(identifier)  // resolves to the motion's index already: nothing moves
        if configuration.prefersHapticFeedbackOnDetentChange { UISelectionFeedbackGenerator().selectionChanged() }
        host?.sheetUserDidChangeSelection()
    }

    /// Writes `identifier` as the selection (the host applies it as any change of its configuration).
    func select(_ identifier: Detent.Identifier?) {
        host?.sheetConfiguration.selectedDetentIdentifier = identifier
    }
}

/// What a sheet's views show: the one record of it, kept by ``SheetRunner``.
enum SheetScreen {
    /// Nothing: not presented (or torn down).
    case off
    /// The views hold this frame, applied on the main thread.
    case drawn(SheetComposition)
    /// A settle the render server played was stopped where it was on screen: the layers hold that place and the
    /// next composition applies every view again. `position` is that place (where the settle was shown).
    case interrupted(SheetPosition)
    /// The render server plays a settle (SheetRunner+RenderSettle).
    case rendering(SheetRenderedSettle)

    /// The position of the frame the views hold as model values (a render-server settle's end while it plays);
    /// `nil` when not on screen.
    var appliedPosition: SheetPosition? {
        switch self {
        case .off: return nil
        case .drawn(let composition): return composition.position
        case .interrupted(let position): return position
        case .rendering(let settle): return settle.model.position
        }
    }

    /// The frame the views hold as model values, when every view holds it (not after an interruption).
    var composition: SheetComposition? {
        switch self {
        case .drawn(let composition): return composition
        case .rendering(let settle): return settle.model
        case .off, .interrupted: return nil
        }
    }
}

/// A settle the render server plays: the spring as the motion started it, its plan, the frame the views hold as
/// model values (its end), the last position reported (reports happen on changes only), and what it was composed
/// with.
struct SheetRenderedSettle {
    var spring: SpringAnimation
    var plan: SheetSettlePlan
    var model: SheetComposition
    var reported: SheetPosition
    /// What its keyframes were composed with: the screen shows those until the settle ends or stops.
    var context: SheetCompositionContext
    var surroundings: SheetSurroundings
    /// Whether it animates the presenting view's recede (else the presenter shows what it held when it started).
    var recedes: Bool
    /// How the render server plays each part: springs of the closed form, or keyframes drawn as straight lines.
    var tracks: SheetSettleTracks
}

/// The scroll views a sheet's runner observes: the one found in the content while the host names none, and each
/// whose pan is hooked (held weakly).
struct SheetScrollViews {
    weak var discovered: UIScrollView?
    var hooked: [WeakScrollView] = []
}

/// A weak reference to a scroll view whose pan the runner already observes.
struct WeakScrollView {
    weak var view: UIScrollView?
}

/// Layout requests a sheet's runner holds between calls: whether ``SheetRunner/animateChanges(_:)`` is running, and
/// how to apply an ``SheetRunner/invalidateDetents()`` waiting for the next layout pass (`nil` when none is).
struct SheetLayoutRequests {
    var isAnimatingChanges = false
    var pendingInvalidation: SheetLayoutTransition?
}
#endif
