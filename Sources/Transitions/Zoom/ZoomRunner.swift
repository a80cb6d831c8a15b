#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// What differs between the modal zoom (``ZoomPresentationController``) and the navigation zoom
/// (``ZoomPushTransition``) around the one ``ZoomRunner``: where the zoom is drawn, when a drag may take it, and
/// how a transition starts, follows a drag and completes.
@MainActor protocol ZoomRunnerHost: AnyObject {
    /// The view the zoom is drawn in; `nil` while not on screen.
    var zoomContainer: UIView? { get }
    /// The page the zoom covers, scaled down under it (the presenter's view, the screen pushed from or popped
    /// to); `nil` when there is none.
    var coveredView: UIView? { get }
    /// The zoom's full-screen frame in the container.
    var zoomDestination: CGRect { get }
    /// The controller being zoomed.
    var zoomedController: UIViewController? { get }
    /// The controller the zoom starts from (the provider's ``ZoomTransition/Context/sourceViewController``).
    var zoomSourceController: UIViewController? { get }
    /// The zoom's options.
    var options: ZoomTransition.Options { get }
    /// The scroll view whose position decides where a drag may start.
    var trackedScrollView: UIScrollView? { get }
    /// Whether the zoom's views are in the container (frames are drawn only then).
    var isZoomStaged: Bool { get }
    /// The coordinate space of drags (a view that does not move with the zoom).
    var dragSpace: UIView? { get }
    /// The host's own conditions for a drag to take the zoom now (a transition it can drive, say).
    var acceptsDrag: Bool { get }
    /// A drag took the zoom, which was `previous` (an opening must complete first).
    func zoomDragDidBegin(from previous: ZoomMotionState)
    /// The drag moved; `progress` is the dismissal's, 0…1.
    func zoomDragDidChange(progress: Double)
    /// Whether the release dismisses, given what the drag model decided (`wants`).
    func zoomDragShouldDismiss(_ wants: Bool) -> Bool
    /// The release's motion started (into the source when `dismissing`, else back).
    func zoomDragDidEnd(dismissing: Bool)
    /// The motion landed (its last frame is drawn): complete the transition.
    func zoomDidLand(_ landing: ZoomLanding)
}

/// The one runner of the zoom's motion on the UIKit side, used by the modal zoom and the navigation zoom alike:
/// it feeds `ZoomMotion` (TransitionsCore) with times, finger events and display frames, measures and hides the
/// source (``ZoomSourceStage``), draws each frame into its clip and dimming views, and owns the drag (a pan under
/// `ZoomInteractiveStartPolicy`) and the catch (a recognizer acting on touch-down, ``TouchDownRecognizer``).
/// Its host says where and when, and completes the transitions.
@MainActor final class ZoomRunner: NSObject, ZoomSourceStage {
    weak var host: (any ZoomRunnerHost)?
    let sourceViewProvider: ZoomTransition.SourceViewProvider
    /// The motion (core state machine).
    var motion = ZoomMotion()
    var geometry: ZoomGeometry?
    weak var sourceBeingHidden: UIView?
    /// What the views show (the one record of it).
    var screen = ZoomScreen.off
    /// The zoom as shown now: on the latest frame, or where the render server's settle is at this moment, plus
    /// what UIKit animations carrying earlier frames (a rotation's) still have to go.
    var zoomFrame: ZoomFrame? {
        guard let model = screen.modelFrame else { return nil }
        let rendered = renderedFrame()
        var shown = rendered ?? model
        // While the render server plays a settle, its animations (added after any UIKit animation of a frame drawn
        // earlier, and not additive: Core Animation applies a layer's animations in the order they were added) set
        // every property such an animation carries. Once it stops, what UIKit's animations still have to go shows.
        if rendered == nil {
            for change in carriedChanges {
                shown = shown.adding(from: change.from, to: change.to, weight: change.animation.remaining)
            }
        }
        // A UIKit animation still moving the clip or the dimming (a rotation's, which also resizes the zoom's view
        // itself): the clip's place and size, and the dimming, as the layers show them (frames drawn since, under a
        // finger or by a settle caught since, add to or take over from what UIKit's animation still has to go).
        guard !carriedChanges.isEmpty || clipView.layer.carriesUIKitAnimation(of: ["position", "bounds"])
            || dimmingView.layer.carriesUIKitAnimation(of: ["opacity"])
        else { return shown }
        let clip = clipView.layer.presentation() ?? clipView.layer
        let size = clip.bounds.size
        let shownClip = CGRect(
            x: clip.position.x - size.width / 2, y: clip.position.y - size.height / 2, width: size.width,
            height: size.height)
        shown.content = shown.content.offsetBy(dx: shownClip.minX - shown.clip.minX, dy: shownClip.minY - shown.clip.minY)
        shown.clip = shownClip
        shown.dimmingAlpha = Double((dimmingView.layer.presentation() ?? dimmingView.layer).opacity)
        return shown
    }
    /// Frames drawn inside someone else's UIKit animation block (a size change's), while it plays.
    var carriedChanges: [CarriedZoomChange] = []
    /// Plays openings and springs back on the render server (ZoomRunner+RenderSettle).
    lazy var renderSettle = RenderServerSettle(key: "transitions.zoom.settle")
    /// The page under the zoom this runner scaled (ZoomRunner+Look), until it is whole again.
    weak var scaledCoveredView: UIView?
    /// Where the container's centre, the pivot of the covered page's scale, lies from the page's centre.
    var coveredPivotOffset = CGPoint.zero
    let clipView = ZoomClipView()
    let dimmingView = UIView()
    lazy var frameDriver = FrameDriver { [weak self] time in self?.frame(at: time) }
    lazy var panGesture: UIPanGestureRecognizer = makePan()
    /// The back swipe from the leading edge (ZoomRunner+Gestures).
    lazy var edgeGesture: UIScreenEdgePanGestureRecognizer = makeEdgePan()
    /// Which gesture the pan is (a downward pan or a swipe from anywhere), decided as it begins.
    var panKind: ZoomDismissGesture = .pan
    /// The app vetoed the edge swipe of the touch under way: the pan does not take it as a swipe from anywhere.
    var edgeSwipeVetoed = false
    lazy var catchGesture: TouchDownRecognizer = makeCatch()
    /// The two-finger dismissal (ZoomRunner+Pinch).
    lazy var pinchGestures: ZoomPinchGestures = makePinchGestures()
    weak var pinnedScrollView: UIScrollView?
    /// The container whose touches were turned off while the zoom lands (ZoomRunner+TouchesInFlight).
    weak var touchlessContainer: UIView?

    init(sourceViewProvider: @escaping ZoomTransition.SourceViewProvider) {
        self.sourceViewProvider = sourceViewProvider
        super.init()
        clipView.runner = self
        dimmingView.isUserInteractionEnabled = false
        dimmingView.alpha = 0
        dimmingView.backgroundColor = ZoomTransition.Options.defaultDimmingColor
    }

    /// A runner released mid-motion (its navigation transition went with its popped controller while a drag's
    /// flight had no pop of its own to finish) gives its hidden source back: no tile stays hidden. The last
    /// release of a main-actor object happens on the main thread.
    deinit {
        MainActor.assumeIsolated {
            if let view = sourceBeingHidden { ZoomSourceHiding.restore(view) }
            restoreCoveredPage()  // a runner freed mid-motion leaves the covered page whole
        }
    }

    // MARK: ZoomSourceStage

    var zoomContainer: UIView? { host?.zoomContainer }
    var zoomClip: UIView { clipView }
    var zoomDestination: CGRect { host?.zoomDestination ?? .zero }
    var zoomedController: UIViewController? { host?.zoomedController }
    var options: ZoomTransition.Options { host?.options ?? ZoomTransition.Options() }
    var sourceContext: ZoomTransition.Context? {
        guard let zoomed = host?.zoomedController else { return nil }
        return ZoomTransition.Context(
            zoomedViewController: zoomed, sourceViewController: host?.zoomSourceController ?? zoomed)
    }

    /// Virtual or real media time, the time base of display links and gestures, s.
    var now: Double { Double(CACurrentMediaTime()) }

    // MARK: Opening and closing

    /// Opens from the source (asked now) to full screen: a spring, a Reduce Motion cross-fade, or at once.
    func open(animated: Bool) {
        resetLook()
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        let geometry = refreshSource(hiding: animated && !reduceMotion)
        let style: ZoomMotionStyle = !animated ? .immediate : reduceMotion ? .fade : .spring
        applyDimmingEffect()
        send(.open(geometry, spring: options.spring, style: style, at: now))
    }

    /// Closes from wherever the zoom is (keeping its velocity) into the source's current frame — asked now — or
    /// shrinks and fades toward the center when the source is gone; a fade out under Reduce Motion.
    func close() {
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        let geometry = refreshSource(hiding: !reduceMotion)
        applyDimmingEffect()
        send(.close(geometry, spring: options.spring, style: reduceMotion ? .fade : .spring, at: now))
    }

    /// At rest, full screen (`frame`, default the geometry's), at once, the source given back: a push that
    /// completed without the zoom's motion, a drag whose transition UIKit did not run.
    func rest(at frame: ZoomFrame? = nil) {
        restoreSource()
        let frame =
            frame ?? geometry?.frame(at: 1)
            ?? ZoomFrame.presented(in: zoomDestination, cornerRadius: destinationCornerRadius)
        frameDriver.stop()
        stopRenderedSettle()
        motion.handle(.rest(frame, at: now))
        draw()
        resetLook()
    }

    /// Stops everything: the zoom is off screen (torn down, or removed with a presentation below it).
    func stop() {
        forgetCarriedChanges()
        frameDriver.stop()
        renderSettle.cancel()
        motion.handle(.end)
        restoreSource()
        resetLook()
        screen = .off
        updateTouchPassThrough()
    }

    /// Follows a container size change (rotation, split view): see `ZoomMotion`'s resize rules.
    func containerSizeDidChange() {
        guard let geometry, geometry.destination != zoomDestination else { return }
        let fresh = makeGeometry(source: sourceBeingHidden)
        self.geometry = fresh
        send(.resize(fresh, at: now))
    }

    /// Re-aims a flight back at the source's frame in `geometry` (a pop UIKit started after the release).
    func aimFlight(at geometry: ZoomGeometry) {
        motion.retargetFlight { $0.retarget(to: geometry.frame(at: 0)) }
        draw()
    }

    // MARK: Frames

    /// Applies `event` (after catching the motion up with the screen when the render server plays it), plays the
    /// result on the render server or draws it, runs the display link while a motion needs it, and lands it when
    /// it arrives.
    func send(_ event: ZoomMotionEvent) {
        catchUpRenderedSettle()
        let outcome = motion.handle(event)
        if !playSettleOnRenderServer() { draw() }
        if case .landed(let landing) = outcome { land(landing) }
        updateFrameDriver()
        updateTouchPassThrough()
    }

    /// One display frame: a flight back follows its source, then the motion advances to `time`.
    func frame(at time: Double) {
        motion.retargetFlight { followSource(&$0) }
        send(.tick(at: time))
    }

    func land(_ landing: ZoomLanding) {
        finishLook()
        motion.settleLanding(landing)
        host?.zoomDidLand(landing)
    }

    func updateFrameDriver() {
        if motion.needsFrames, !renderSettle.isRunning { frameDriver.start() } else { frameDriver.stop() }
    }

    /// Draws the motion's current frame.
    func draw() {
        if let frame = motion.frame { apply(frame) }
    }

    /// Applies `frame` to the clip, the content and the dimming (once the zoom is staged).
    func apply(_ frame: ZoomFrame) {
        guard let host, host.isZoomStaged else { return }
        noteCarriedChange(from: screen.modelFrame, to: frame)
        screen = screen.holding(frame)
        let size = geometry?.destination.size ?? zoomDestination.size
        clipView.apply(frame, content: host.zoomedController?.viewIfLoaded, contentSize: size, scalesContent: scalesItsContent)
        dimmingView.alpha = CGFloat(frame.dimmingAlpha)
        applyLook(frame)
    }
}

/// What a zoom's views show: the one record of it, kept by ``ZoomRunner`` (as `SheetScreen` is for a sheet).
enum ZoomScreen {
    /// Nothing: not on screen.
    case off
    /// The views hold this frame, applied on the main thread.
    case drawn(ZoomFrame)
    /// The render server plays `plan`; the views hold `model` (its end) as model values.
    case rendering(ZoomSettlePlan, model: ZoomFrame)

    /// The frame the views hold as model values; `nil` when not on screen.
    var modelFrame: ZoomFrame? {
        switch self {
        case .off: return nil
        case .drawn(let frame), .rendering(_, let frame): return frame
        }
    }

    /// The settle the render server plays; `nil` when it plays none.
    var renderedPlan: ZoomSettlePlan? {
        if case .rendering(let plan, _) = self { return plan }
        return nil
    }

    /// The same record once the views hold `frame` (a settle the render server plays goes on playing).
    func holding(_ frame: ZoomFrame) -> ZoomScreen {
        if case .rendering(let plan, _) = self { return .rendering(plan, model: frame) }
        return .drawn(frame)
    }

    /// The same record once the render server stops playing: the views hold what they held.
    var stoppedRendering: ZoomScreen {
        if case .rendering(_, let frame) = self { return .drawn(frame) }
        return self
    }
}

/// A frame the zoom drew inside someone else's UIKit animation block, and that animation.
struct CarriedZoomChange {
    let from: ZoomFrame
    let to: ZoomFrame
    let animation: CarriedAnimation
}

extension ZoomRunner {
    /// A frame drawn inside a UIKit animation block (a size change lays the zoom out inside the rotation's
    /// animation) is shown moving there from the previous one on that animation's curve: remembered until it
    /// ends, so ``zoomFrame`` gives what the screen shows meanwhile.
    func noteCarriedChange(from previous: ZoomFrame?, to frame: ZoomFrame) {
        guard let previous, previous != frame, CarriedAnimation.isInsideAnimationBlock, let container = zoomContainer,
            let animation = CarriedAnimation(
                in: container, onEnd: { [weak self] ended in self?.carriedChanges.removeAll { $0.animation === ended } })
        else { return }
        carriedChanges.append(CarriedZoomChange(from: previous, to: frame, animation: animation))
    }

    /// Stops following the carried changes (their probes leave the container): the zoom left the screen.
    func forgetCarriedChanges() {
        for change in carriedChanges { change.animation.end() }
        carriedChanges.removeAll()
    }
}
#endif
