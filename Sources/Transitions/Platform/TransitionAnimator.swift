#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The one animator of the library's transitions (a separate object per direction, as UIKit's transitioning
/// design intends): it reports the configured spring's settling time over a nominal travel as the duration UIKit
/// asks for (a fade's under Reduce Motion, when the motion fades then), and hands the transition to the engine of
/// the controller that shows it (``SheetRunner`` through the sheet's presentation controller, ``ZoomRunner``
/// through the zoom's or the navigation zoom). The motion itself is the engine's: physics-driven, it completes the
/// transition when it rests. When no engine takes the transition (the presented controller is not in one of our
/// presentations), the view is added or removed and the transition completes at once.
@MainActor package final class TransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Which way the transition goes.
    package enum Direction: Sendable {
        /// Presenting or pushing: the view comes on screen.
        case showing
        /// Dismissing or popping: the view leaves.
        case hiding
    }

    /// Which way the transition goes.
    package let direction: Direction
    /// The spring whose settling time is reported as the duration (the transition's configured spring).
    package let spring: SpringCurve
    /// The travel, pt, the nominal duration is measured over.
    package let nominalTravel: Double
    /// The duration under Reduce Motion, s; `nil`: the spring's.
    package let reducedMotionDuration: Double?
    /// Starts the engine's motion; returns `false` when no engine takes the transition.
    private let start: @MainActor (any UIViewControllerContextTransitioning) -> Bool

    package init(
        _ direction: Direction, spring: SpringCurve, nominalTravel: Double, reducedMotionDuration: Double? = nil,
        start: @escaping @MainActor (any UIViewControllerContextTransitioning) -> Bool
    ) {
        self.direction = direction
        self.spring = spring
        self.nominalTravel = nominalTravel
        self.reducedMotionDuration = reducedMotionDuration
        self.start = start
        super.init()
    }

    /// The nominal duration UIKit asks for, s: the spring's settling time over the nominal travel (the Reduce
    /// Motion duration under Reduce Motion). The real motion ends when it rests.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        if let reducedMotionDuration, UIAccessibility.isReduceMotionEnabled { return reducedMotionDuration }
        let travel = direction == .showing ? (0, nominalTravel) : (nominalTravel, 0)
        return spring.settlingDuration(from: travel.0, to: travel.1, initialVelocity: 0)
    }

    /// Hands the transition to its engine, or adds (removes) the view and completes at once.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if start(transitionContext) { return }
        switch direction {
        case .showing:
            if let view = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(view) }
        case .hiding:
            if !transitionContext.transitionWasCancelled { transitionContext.view(forKey: .from)?.removeFromSuperview() }
        }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}

extension TransitionAnimator {
    /// A sheet's travel for the nominal duration: from hidden to a typical detent, pt.
    package static let sheetTravel: Double = 800
    /// A zoom's travel for the nominal duration, pt.
    package static let zoomTravel: Double = 400

    /// Presents a sheet: its ``SheetPresentationController`` rises it with `spring`'s motion.
    package static func sheetPresenting(spring: SpringCurve) -> TransitionAnimator {
        TransitionAnimator(.showing, spring: spring, nominalTravel: sheetTravel) { context in
            guard let sheet = context.viewController(forKey: .to)?.presentationController as? SheetPresentationController
            else { return false }
            sheet.runPresentation(context)
            return true
        }
    }

    /// Dismisses a sheet: its ``SheetPresentationController`` settles it off screen from wherever it is.
    package static func sheetDismissal(spring: SpringCurve) -> TransitionAnimator {
        TransitionAnimator(.hiding, spring: spring, nominalTravel: sheetTravel) { context in
            guard let sheet = context.viewController(forKey: .from)?.presentationController as? SheetPresentationController
            else { return false }
            sheet.runDismissal(context)
            return true
        }
    }

    /// Presents a zoom: its ``ZoomPresentationController`` grows it from the source.
    package static func zoomPresenting(spring: SpringCurve) -> TransitionAnimator {
        TransitionAnimator(.showing, spring: spring, nominalTravel: zoomTravel, reducedMotionDuration: ZoomFade.duration) {
            context in
            guard let zoom = context.viewController(forKey: .to)?.presentationController as? ZoomPresentationController
            else { return false }
            zoom.runPresentation(context)
            return true
        }
    }

    /// Dismisses a zoom without a drag: its ``ZoomPresentationController`` flies it into the source.
    package static func zoomDismissal(spring: SpringCurve) -> TransitionAnimator {
        TransitionAnimator(.hiding, spring: spring, nominalTravel: zoomTravel, reducedMotionDuration: ZoomFade.duration) {
            context in
            guard let zoom = context.viewController(forKey: .from)?.presentationController as? ZoomPresentationController
            else { return false }
            zoom.runDismissal(context)
            return true
        }
    }

    /// Pushes (`.showing`) or pops (`.hiding`) with the navigation zoom.
    static func navigationZoom(_ direction: Direction, _ zoom: NavigationZoom) -> TransitionAnimator {
        TransitionAnimator(
            direction, spring: zoom.options.spring, nominalTravel: zoomTravel, reducedMotionDuration: ZoomFade.duration
        ) { context in
            if direction == .showing { zoom.runPush(context) } else { zoom.runPop(context) }
            return true
        }
    }
}
#endif
