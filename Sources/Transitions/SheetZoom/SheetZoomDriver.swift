#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The flights of a sheet that grows out of its zoom source and closes back into it, for one ``SheetRunner``: plays
/// `SheetZoomMotion` on display frames and applies its frames to the runner's views. Between the flights the runner's
/// own `SheetMotion` is the sheet and this object draws nothing.
///
/// While a card flies: the sheet view is the card (its frame; its top corners rounded by its own layer, its bottom
/// corners by a mask layer with their own radius, ``cornerMask``), the presented view keeps the size it has on the
/// sheet and is scaled into the card (`SheetZoomFrame.content`), a
/// snapshot of the source over it fades at `sourceAlpha`, the grabber and the footer wait for the landing, and the
/// dimming, the recede and the position reports are the plain sheet's at the equivalent height. The source view is
/// hidden from the opening until the sheet has closed (``ZoomSourceHiding``). A drag during the opening hands the
/// card to the runner's sheet and draws the rest of the morph over it (SheetZoomDriver+CatchUp.swift).
@MainActor final class SheetZoomDriver {
    private(set) weak var runner: SheetRunner?
    /// The flight; `nil` before the first one.
    var motion: SheetZoomMotion?
    /// The source view hidden in favour of the sheet.
    private(set) weak var hiddenSource: UIView?
    /// The source's copy in the card.
    private(set) var snapshot: UIView?
    /// The view ``snapshot`` was taken of (taken before it is hidden, kept for the flight back into it).
    private weak var snapshotSource: UIView?
    lazy var frameDriver = FrameDriver { [weak self] time in self?.frame(at: time) }
    /// Plays an opening on the render server (SheetZoomDriver+RenderServer.swift).
    lazy var renderSettle = RenderServerSettle(key: "transitions.sheet.zoom")
    /// Catches the opening: a touch holds the card, a lift lets it go on.
    private lazy var touchRecognizer: TouchDownRecognizer = {
        let recognizer = TouchDownRecognizer()
        recognizer.onTouchDown = { [weak self] in self?.send(.touchDown(time: Self.now, allowsDismissal: false)) }
        recognizer.onTouchUp = { [weak self] _ in self?.send(.touchUp(time: Self.now)) }
        return recognizer
    }()
    /// Where the source was asked for (the provider, told which controllers are involved).
    private let source: ZoomTransition.Source
    /// Whether a flight is under way (between ``beginFlight()`` and its landing).
    var isFlying = false
    /// The position last reported during a flight (reported when it changes, as the sheet reports moves).
    private var reportedPosition: SheetPosition?
    /// The rest of the morph after a drag took the opening card (the runner's sheet has the finger); `nil` otherwise.
    var catchUp: SheetZoomCatchUp?
    /// The card's bottom corners: the sheet layer's mask while a card is drawn, a layer whose background is rounded
    /// on the outer corners by the bottom radius (the sheet's own layer rounds the inner ones by the top radius; one
    /// layer draws one radius, and `maskedCorners` and a mask work alike from iOS 11).
    lazy var cornerMask: CALayer = {
        let layer = CALayer()
        layer.backgroundColor = UIColor.black.cgColor
        layer.cornerCurve = .continuous
        // A layer no view owns animates its changes implicitly on iOS: each frame is set, not eased toward.
        let none = NSNull()
        layer.actions = ["position": none, "bounds": none, "cornerRadius": none, "maskedCorners": none]
        return layer
    }()

    init(runner: SheetRunner, source: ZoomTransition.Source) {
        self.runner = runner
        self.source = source
    }

    /// Whether a card is drawn now (the sheet view is not laid out as a sheet).
    var isDrawingCard: Bool {
        if catchUp != nil { return true }
        switch motion?.state {
        case .opening?, .caught?, .closing?: return true
        case .sheet?, .hidden?, nil: return false
        }
    }

    static var now: Double { Double(CACurrentMediaTime()) }

    // MARK: Flights

    /// Grows the sheet out of the source to `index` of `context`'s detents; returns `false` (nothing done) when
    /// there is no usable source.
    func open(context: SheetCompositionContext, index: Int, behavior: SheetBehavior) -> Bool {
        guard let runner, let view = askForSource(), let measured = measure(view) else { return false }
        var motion = SheetZoomMotion(
            context: context, selectedIndex: index, behavior: behavior,
            surroundings: runner.measureSurroundings(context))
        motion.handle(.present(source: measured, time: Self.now))
        guard motion.state != .sheet else { return false }
        self.motion = motion
        hide(view)
        runner.sheetView.addGestureRecognizer(touchRecognizer)
        beginFlight()
        return true
    }

    /// Flies the sheet into the source from where `sheet` has it (the controller's motion, at rest or settling):
    /// `released` after a drag released to dismiss (at the release velocity, the finger's horizontal velocity
    /// `fingerVelocityX`), else a programmatic dismissal. Returns `false` (nothing done) without a usable source.
    func close(
        from sheet: SheetMotion, context: SheetCompositionContext, released: Bool, fingerVelocityX: CGFloat = 0
    ) -> Bool {
        guard let runner else { return false }
        let view = askForSource()
        let measured = view.flatMap(measure)
        let surroundings = runner.measureSurroundings(context)
        var motion = SheetZoomMotion.presented(sheet: sheet, context: context, surroundings: surroundings)
        let shown = catchUpFrame(context: context, surroundings: surroundings)  // a card still drawn over the sheet
        if released || shown != nil {
            motion.handle(
                .releasedToDismiss(
                    velocity: CGPoint(x: fingerVelocityX, y: 0), source: measured, time: Self.now, from: shown?.card))
        } else {
            motion.handle(.dismiss(source: measured, time: Self.now))
        }
        guard motion.isLandingInSource, let view else {
            finishCatchUp()
            restoreSource()  // a plain slide: nothing will land in the source
            return false
        }
        catchUp = nil  // the flight starts from the card as shown
        self.motion = motion
        hide(view)
        runner.sheetView.isUserInteractionEnabled = false  // a landing card lets touches through
        beginFlight()
        return true
    }

    /// Turns an opening around into the source (a dismissal during the flight); returns whether it did.
    func turnAround() -> Bool {
        guard motion?.state.isOpening == true else { return false }
        send(.dismiss(source: askForSource().flatMap(measure), time: Self.now))
        runner?.sheetView.isUserInteractionEnabled = false
        return true
    }

    /// Gives the source back (the sheet is gone without landing in it).
    func restoreSource() {
        guard let view = hiddenSource else { return }
        hiddenSource = nil
        ZoomSourceHiding.restore(view)
    }

    // MARK: Frames

    private func send(_ event: SheetZoomEvent) {
        guard motion != nil else { return }
        stopRenderedOpening()  // the card where the screen shows it, before the event
        let outcome = motion!.handle(event)
        draw()
        react(to: outcome)
        guard isFlying, motion?.needsFrames == true else { return }
        _ = playOpeningOnRenderServer()
        frameDriver.start()
    }

    private func frame(at time: Double) {
        if catchUp != nil { return drawCatchUp() }
        guard motion != nil else { return frameDriver.stop() }
        var landing: CGRect?
        if motion!.isLandingInSource {
            followSource()
            if case .closing(let settle, _, true) = motion!.state { landing = settle.target.clip }
        }
        let outcome = motion!.handle(.tick(time: time))
        if renderSettle.isRunning { drawSurroundings(motion!.frame) } else if isDrawingCard { draw() }
        // The card arrived: its last frame is the source's (the landing hides it, the source shows instead).
        if outcome == .becameHidden, let landing { runner?.sheetView.setUntransformedFrame(landing) }
        react(to: outcome)
        if motion?.needsFrames != true { frameDriver.stop() }
    }

    /// Keeps a flight into the source on target: the source's frame now, or `nil` when it left.
    private func followSource() {
        guard let view = hiddenSource, isAttached(view) else {
            motion!.handle(.sourceMoved(nil))
            return
        }
        motion!.handle(.sourceMoved(measure(view)))
    }

    /// Lands a flight that arrived: on the sheet (the opening), or in the source (the closing).
    private func react(to outcome: SheetMotionOutcome) {
        guard isFlying, let runner, let motion else { return }
        if outcome == .becameHidden {
            endFlight()
            restoreSource()
            runner.sheetView.isUserInteractionEnabled = true
            runner.host?.sheetMotionDidReport(.becameHidden)  // the dismissal completes
        } else if motion.state == .sheet {
            landOnSheet()
        }
    }

    /// The card has become the sheet: the controller's sheet motion takes over, resting where the card landed.
    private func landOnSheet() {
        guard let runner, let motion else { return }
        endFlight()
        let index = motion.sheet.selectedIndex
        runner.motion = SheetMotion.resting(
            metrics: motion.context.metrics, selectedIndex: motion.sheet.selectedIndex, behavior: motion.sheet.behavior)
        runner.applyCurrentPosition(force: true)
        if let composition = runner.screen.composition {
            runner.sheetView.applyCorners(
                radius: composition.cornerRadius,
                corners: composition.roundsBottomCorners ? .all : composition.innerCorners)
        }
        runner.host?.sheetMotionDidReport(.settled(detentIndex: index))  // the presentation completes
    }

    private func beginFlight() {
        guard let runner else { return }
        runner.sheetView.layer.mask = cornerMask
        runner.stopRenderedSettle()
        runner.frameDriver.stop()
        runner.motion = nil  // the runner is inert while the card flies
        runner.grabberView.isHidden = true  // shown again by the sheet's composition
        runner.configuration.footerView?.alpha = 0
        isFlying = true
        reportedPosition = nil
        if let snapshot, snapshotSource != nil, snapshotSource === hiddenSource {
            snapshot.isUserInteractionEnabled = false
            runner.sheetView.addSubview(snapshot)
        }
        draw()
        _ = playOpeningOnRenderServer()
        frameDriver.start()
    }

    /// Puts the sheet's views back as a sheet draws them.
    func endFlight() {
        frameDriver.stop()
        renderSettle.cancel()
        isFlying = false
        guard let runner else { return }
        runner.sheetView.layer.mask = nil
        touchRecognizer.view?.removeGestureRecognizer(touchRecognizer)
        snapshot?.removeFromSuperview()  // kept for a flight back into the same source
        if let content = runner.host?.sheetContent.viewIfLoaded {
            content.transform = .identity
            content.frame = runner.sheetView.bounds
        }
        runner.configuration.footerView?.alpha = 1
    }

    /// Applies the flight's frame to the views. Allocation-free.
    private func draw() {
        guard let frame = motion?.frame, frame.isFlying else { return }
        draw(frame)
    }

    /// Applies a card's frame to the views: the sheet view's frame, its inner corners' radius on its own layer and
    /// its outer corners' on ``cornerMask``, the content, the source's copy, the dimming and the surroundings.
    /// Allocation-free.
    func draw(_ frame: SheetZoomFrame) {
        guard let runner else { return }
        let sheetView = runner.sheetView
        sheetView.setUntransformedFrame(frame.clip)
        sheetView.layer.cornerRadius = frame.topCornerRadius
        sheetView.layer.maskedCorners = CACornerMask(rawValue: frame.composition.innerCorners.rawValue)
        cornerMask.frame = sheetView.layer.bounds
        cornerMask.cornerRadius = frame.bottomCornerRadius
        cornerMask.maskedCorners = CACornerMask(rawValue: frame.composition.outerCorners.rawValue)
        if let content = runner.host?.sheetContent.viewIfLoaded {
            let scale = frame.contentScale > 0 ? frame.contentScale : 1
            content.transform = CGAffineTransform(scaleX: scale, y: scale)
            content.bounds = CGRect(
                x: 0, y: 0, width: frame.content.width / scale, height: frame.content.height / scale)
            content.center = CGPoint(x: frame.content.midX - frame.clip.minX, y: frame.content.midY - frame.clip.minY)
        }
        if let snapshot {
            snapshot.frame = sheetView.bounds
            snapshot.alpha = CGFloat(frame.sourceAlpha)
        }
        runner.backdropView.dimmingAlpha = CGFloat(frame.composition.dimmingAlpha)
        drawSurroundings(frame)
    }

    /// Applies what around the card the frame decides and the render server does not play: touches through the
    /// dimming, the recede (as a plain sheet at the equivalent height has it) and the position reports.
    private func drawSurroundings(_ frame: SheetZoomFrame) {
        guard let runner else { return }
        let composition = frame.composition
        runner.backdropView.passesTouchesThrough = composition.allowsBackgroundInteraction
        runner.applyRecede(composition)
        if composition.position != reportedPosition {
            reportedPosition = composition.position
            runner.report(composition.position)
        }
    }

    // MARK: The source

    /// Asks the provider now; a view that is not in the container's window, is the container or an ancestor of it,
    /// or sits inside the sheet counts as none.
    private func askForSource() -> UIView? {
        guard let host = runner?.host else { return nil }
        let context = ZoomTransition.Context(
            zoomedViewController: host.sheetContent, sourceViewController: host.sheetPresenter ?? host.sheetContent)
        let view: UIView?
        switch source {
        case .view(let provider): view = provider(context)
        case .barButtonItem(let provider): view = provider(context).flatMap(ZoomTransition.barView(of:))
        }
        guard let view, isAttached(view) else { return nil }
        return view
    }

    private func isAttached(_ view: UIView) -> Bool {
        guard let runner, let container = runner.containerView, let window = container.window,
            view.window === window
        else { return false }
        return !container.isDescendant(of: view) && !view.isDescendant(of: runner.sheetView)
    }

    /// The source's frame in the container and its corners (a bar button's are a capsule's).
    private func measure(_ view: UIView) -> SheetZoomSource? {
        guard let container = runner?.containerView else { return nil }
        let frame = container.convert(view.bounds, from: view)
        let radius: CGFloat
        switch source {
        case .view: radius = view.layer.cornerRadius
        case .barButtonItem: radius = min(frame.width, frame.height) / 2
        }
        return SheetZoomSource(frame: frame, cornerRadius: radius)
    }

    /// Hides `view` in favour of the sheet, giving back a previously hidden other one.
    private func hide(_ view: UIView) {
        if hiddenSource === view { return }
        restoreSource()
        if snapshotSource !== view {  // the source's look for the card, taken while it still shows
            snapshot = view.snapshotView(afterScreenUpdates: false)
            snapshotSource = view
        }
        hiddenSource = view
        ZoomSourceHiding.hide(view)
    }
}

extension SheetZoomState {
    /// Whether the card is growing out of its source (held by a touch or not).
    var isOpening: Bool {
        switch self {
        case .opening, .caught: return true
        case .hidden, .sheet, .closing: return false
        }
    }
}
#endif
