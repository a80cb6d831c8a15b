#if os(Linux)
import Foundation

/// The synchronous half of `present`/`dismiss`: validation, delegate consultation in UIKit's order, and
/// scheduling the transition on the next run-loop turn (Apple's View Controller Programming Guide, "Creating
/// Custom Presentations"; the order is listed in docs/headless-uikit.md).
@MainActor enum HeadlessPresentationDriver {
    private static var transitions: [HeadlessTransition] = []
    /// Whether a presentation or dismissal has started and not finished (HeadlessEnvironment.leftovers).
    static var hasTransitionsInFlight: Bool { !transitions.isEmpty }
    /// Where a full-screen presentation's presenter view was before the presentation took it out of the window,
    /// by presenter, until that presentation ends (`unlink`). The presenter and the superview are held weakly and
    /// checked on lookup: an entry outliving its controller must never reach a new controller that happens to
    /// reuse its memory (its view would be put back at another test's old frame).
    private static var presentingOrigins: [ObjectIdentifier: PresentingOrigin] = [:]

    private struct PresentingOrigin {
        weak var controller: UIViewController?
        weak var superview: UIView?
        let index: Int
        let frame: CGRect
    }

    // MARK: - Present

    static func present(
        _ presented: UIViewController, from source: UIViewController, animated: Bool, completion: (() -> Void)?
    ) {
        let presenting = presentationContext(for: source, style: presented.modalPresentationStyle)
        if let reason = rejection(presenting: presented, from: presenting, source: source) {
            HeadlessDiagnostics.warn(reason)
            return
        }
        let delegate = presented.transitioningDelegate
        let pc = presentationController(for: presented, presenting: presenting, source: source)
        pc.presentingStorage = presenting
        presented.presentationControllerStorage = pc
        presented.loadViewIfNeeded()
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if let delegate {
            animator = delegate.animationController(forPresented: presented, presenting: presenting, source: source)
            if let animator { interactor = delegate.interactionControllerForPresentation(using: animator) }
        }
        consultAdaptivity(pc)
        presenting.presentedStorage = presented
        presented.presentingStorage = presenting
        presented.beingPresented = true
        let transition = HeadlessTransition(
            kind: .presentation, presented: presented, presenting: presenting, presentationController: pc,
            animator: animator
                ?? HeadlessStandardModalAnimator(isPresenting: true, style: presented.modalTransitionStyle),
            interactor: interactor, animated: animated, completion: completion)
        register(transition)
        HeadlessClock.main.schedule(after: 0) { transition.begin() }
    }

    /// Why UIKit would refuse this presentation (it logs a warning and does nothing), or `nil`.
    private static func rejection(
        presenting presented: UIViewController, from presenting: UIViewController, source: UIViewController
    ) -> String? {
        let name = { (vc: UIViewController) in String(describing: type(of: vc)) }
        if presented === presenting || presented === source {
            return "Application tried to present modally a view controller on itself (\(name(presented)))."
        }
        if presented.presentingStorage != nil || presented.beingPresented {
            return
                "Application tried to present modally a view controller \(name(presented)) that is already presented."
        }
        if presenting.presentedStorage != nil {
            return "Attempt to present \(name(presented)) on \(name(presenting)) which is already presenting "
                + "\(name(presenting.presentedStorage!))."
        }
        if transitions.contains(where: { $0.presented === presenting || $0.presenting === presenting }) {
            return "Attempt to present \(name(presented)) on \(name(presenting)) while a presentation is in progress."
        }
        if transitions.contains(where: { $0.kind == .dismissal && $0.stackedAbove.contains { $0 === presenting } }) {
            return "Attempt to present \(name(presented)) on \(name(presenting)) while it is being dismissed."
        }
        if presenting.viewIfLoaded?.window == nil {
            return
                "Attempt to present \(name(presented)) on \(name(presenting)) whose view is not in the window hierarchy."
        }
        return nil
    }

    /// The controller that actually presents: the nearest ancestor defining a presentation context for
    /// the `…CurrentContext` styles, otherwise the root-most parent of `source`.
    private static func presentationContext(
        for source: UIViewController, style: UIModalPresentationStyle
    ) -> UIViewController {
        if style == .currentContext || style == .overCurrentContext {
            var candidate: UIViewController? = source
            while let current = candidate {
                if current.definesPresentationContext { return current }
                candidate = current.parent
            }
        }
        var top = source
        while let parent = top.parent { top = parent }
        return top
    }

    /// The cached presentation controller, or a new one for the presented controller's style.
    static func presentationController(
        for presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController {
        if let cached = presented.presentationControllerStorage { return cached }
        switch presented.modalPresentationStyle {
        case .custom:
            if let delegate = presented.transitioningDelegate,
                let custom = delegate.presentationController(
                    forPresented: presented, presenting: presenting, source: source)
            {
                return custom
            }
            return HeadlessFullScreenPresentationController(
                presentedViewController: presented, presenting: presenting, removesPresentersView: true)
        case .fullScreen, .currentContext, .none:
            return HeadlessFullScreenPresentationController(
                presentedViewController: presented, presenting: presenting, removesPresentersView: true)
        case .overFullScreen, .overCurrentContext:
            return HeadlessFullScreenPresentationController(
                presentedViewController: presented, presenting: presenting, removesPresentersView: false)
        case .popover:
            return UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
        case .pageSheet, .formSheet, .automatic:
            return UISheetPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    /// Step 4 of §14.1: the adaptive delegate is asked for a style; an answer other than `.none` is
    /// announced with `willPresentWithAdaptiveStyle` (the layout itself does not adapt; documented gap).
    private static func consultAdaptivity(_ pc: UIPresentationController) {
        guard let delegate = pc.delegate else { return }
        let traits = pc.traitCollection
        var style = delegate.adaptivePresentationStyle(for: pc, traitCollection: traits)
        if style == HeadlessAdaptiveAnswer.notImplemented, traits.horizontalSizeClass == .compact {
            style = delegate.adaptivePresentationStyle(for: pc)
        }
        guard style != HeadlessAdaptiveAnswer.notImplemented, style != .none else { return }
        delegate.presentationController(pc, willPresentWithAdaptiveStyle: style, transitionCoordinator: nil)
    }

    // MARK: - Dismiss

    static func dismiss(from controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let target = dismissalTarget(for: controller), let presenting = target.presentingStorage else { return }
        var stack: [UIViewController] = []
        var top = target
        while let next = top.presentedStorage {
            stack.append(next)
            top = next
        }
        // A transition of the target or of any controller it would take down has started and not finished.
        // The target's own presentation defers the dismissal until it ends (unconfirmed). Any other — a dismissal
        // of it or of its presenter, a presentation over it — makes UIKit log this, do nothing and never call the
        // completion.
        let involved = { (t: HeadlessTransition) in
            t.presented === target || stack.contains { $0 === t.presented } || t.stackedAbove.contains { $0 === target }
        }
        if let running = transitions.first(where: involved) {
            if running.kind == .presentation, running.presented === target, running.deferredDismissal == nil {
                running.deferredDismissal = (controller, animated, completion)
                return
            }
            HeadlessDiagnostics.warn(
                "Attempt to dismiss from view controller \(type(of: presenting)) "
                    + "while a presentation or dismiss is in progress!")
            return
        }
        if !stack.isEmpty {
            HeadlessDiagnostics.warn("Dismissing \(type(of: target)) also removes the controllers it presents.")
        }
        guard let pc = target.presentationControllerStorage else { return }
        let delegate = target.transitioningDelegate
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if let delegate {
            animator = delegate.animationController(forDismissed: target)
            if let animator { interactor = delegate.interactionControllerForDismissal(using: animator) }
        }
        target.beingDismissed = true
        let transition = HeadlessTransition(
            kind: .dismissal, presented: target, presenting: presenting, presentationController: pc,
            animator: animator
                ?? HeadlessStandardModalAnimator(isPresenting: false, style: target.modalTransitionStyle),
            interactor: interactor, animated: animated, completion: completion)
        transition.stackedAbove = stack
        register(transition)
        HeadlessClock.main.schedule(after: 0) { transition.begin() }
    }

    /// UIKit's rule: a controller that presents dismisses what it presents; otherwise it (or the presented
    /// ancestor it belongs to) is dismissed by its presenter.
    private static func dismissalTarget(for controller: UIViewController) -> UIViewController? {
        if let presented = controller.presentedStorage { return presented }
        var candidate: UIViewController? = controller
        while let current = candidate {
            if current.presentingStorage != nil { return current }
            candidate = current.parent
        }
        return nil
    }

    // MARK: - Bookkeeping

    private static func register(_ transition: HeadlessTransition) {
        transitions.append(transition)
        transition.presented.activeTransition = transition
        transition.presenting.activeTransition = transition
    }

    static func transitionEnded(_ transition: HeadlessTransition) {
        transitions.removeAll { $0 === transition }
        if transition.presented.activeTransition === transition { transition.presented.activeTransition = nil }
        if transition.presenting.activeTransition === transition { transition.presenting.activeTransition = nil }
    }

    /// Breaks the presenting/presented links and releases the presentation controller.
    static func unlink(presented: UIViewController, from presenting: UIViewController) {
        if presenting.presentedStorage === presented { presenting.presentedStorage = nil }
        presented.presentingStorage = nil
        presented.presentationControllerStorage?.containerStorage = nil
        presented.presentationControllerStorage = nil
        forgetPresentingViewOrigin(of: presenting)
    }

    /// Removes a controller stacked above a dismissed one, without animation.
    static func tearDown(_ controller: UIViewController) {
        guard let presenting = controller.presentingStorage else { return }
        let pc = controller.presentationControllerStorage
        controller.beginAppearanceTransition(false, animated: false)
        pc?.containerStorage?.removeFromSuperview()
        unlink(presented: controller, from: presenting)
        controller.endAppearanceTransition()
    }

    static func rememberPresentingViewOrigin(
        _ origin: (superview: UIView, index: Int, frame: CGRect), of controller: UIViewController
    ) {
        presentingOrigins = presentingOrigins.filter { $0.value.controller != nil }  // forget presenters that went away
        presentingOrigins[ObjectIdentifier(controller)] = PresentingOrigin(
            controller: controller, superview: origin.superview, index: origin.index, frame: origin.frame)
    }

    static func presentingViewOrigin(of controller: UIViewController) -> (superview: UIView, index: Int, frame: CGRect)?
    {
        guard let entry = presentingOrigins[ObjectIdentifier(controller)], entry.controller === controller,
            let superview = entry.superview
        else { return nil }
        return (superview, entry.index, entry.frame)
    }

    static func forgetPresentingViewOrigin(of controller: UIViewController) {
        presentingOrigins[ObjectIdentifier(controller)] = nil
    }

    /// Forgets every remembered presenter place (`HeadlessEnvironment.reset()`, after it dismissed what the shown
    /// windows present: what is left belongs to presentations no window shows any more).
    static func forgetAllPresentingViewOrigins() {
        presentingOrigins = [:]
    }
}
#endif
