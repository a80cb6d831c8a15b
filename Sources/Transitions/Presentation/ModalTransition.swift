#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// A transitioning delegate assembled from parts: a presentation controller, a presenting animator, a
/// separate dismissal animator and an optional interactive pan-to-dismiss driver. ``SheetTransition`` and
/// ``ZoomTransition`` are built the same way; assemble your own from any `UIKit` parts:
/// ```swift
/// let custom = ModalTransition(
///     presentationController: { presented, presenting in
///         MyPresentationController(presentedViewController: presented, presenting: presenting) },
///     presentingAnimator: MySlideInAnimator(),
///     dismissalAnimator: MySlideOutAnimator(),
///     interactiveDismissal: PanToDismissDriver(direction: .down))
/// present(controller, using: custom)
/// ```
/// Works with plain UIKit too (`modalPresentationStyle = .custom`, `transitioningDelegate = transition`;
/// UIKit holds the delegate weakly, so keep it alive). With `present(_:using:animated:completion:)`
/// the transition keeps itself alive for exactly the presentation's lifetime.
@MainActor open class ModalTransition: NSObject, UIViewControllerTransitioningDelegate {
    /// Makes the presentation controller for a presented and a presenting controller.
    package typealias PresentationControllerFactory =
        @MainActor (_ presented: UIViewController, _ presenting: UIViewController?) -> UIPresentationController

    private let presentationControllerFactory: PresentationControllerFactory?
    private let presentingAnimator: (any UIViewControllerAnimatedTransitioning)?
    private let dismissalAnimator: (any UIViewControllerAnimatedTransitioning)?
    /// The interactive dismissal driver given at creation, if any. Installed on each presented view when
    /// it has no ``PanToDismissDriver/handler``.
    public let interactiveDismissal: PanToDismissDriver?

    private var presentationRetain: ModalTransition?
    /// Presentations started with `present(_:using:)` whose lifetime this transition still tracks itself.
    private var retainedPresentations = 0

    /// Assembles a transition. Every part is optional: a `nil` presentation controller means UIKit's
    /// full-screen one, a `nil` animator UIKit's standard animation.
    public init(
        presentationController: (
            @MainActor (_ presented: UIViewController, _ presenting: UIViewController?) -> UIPresentationController
        )? = nil,
        presentingAnimator: (any UIViewControllerAnimatedTransitioning)? = nil,
        dismissalAnimator: (any UIViewControllerAnimatedTransitioning)? = nil,
        interactiveDismissal: PanToDismissDriver? = nil
    ) {
        self.presentationControllerFactory = presentationController
        self.presentingAnimator = presentingAnimator
        self.dismissalAnimator = dismissalAnimator
        self.interactiveDismissal = interactiveDismissal
        super.init()
        KeyboardFrameTracker.shared.start()  // a sheet presented later must know a keyboard that is already up
    }

    // MARK: - Parts (override points)

    /// Creates the presentation controller. Default: the factory given at creation, or `nil`.
    open func makePresentationController(presented: UIViewController, presenting: UIViewController?)
        -> UIPresentationController?
    {
        presentationControllerFactory?(presented, presenting)
    }

    /// The animator that presents `presented`. Default: the one given at creation.
    open func makePresentingAnimator(for presented: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        presentingAnimator
    }

    /// The animator that dismisses `dismissed`. Default: the one given at creation.
    open func makeDismissalAnimator(for dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        dismissalAnimator
    }

    /// The driver for a drag-driven dismissal of `dismissed`. Default: the one given at creation.
    open func dismissalDriver(for dismissed: UIViewController) -> PanToDismissDriver? { interactiveDismissal }

    // MARK: - UIViewControllerTransitioningDelegate

    /// Returns ``makePresentationController(presented:presenting:)``'s controller and installs the
    /// percent-driven ``interactiveDismissal`` driver (one without a handler) on the presented view.
    open func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = makePresentationController(presented: presented, presenting: presenting)
        if let owner = controller as? TransitionOwning {
            // The presentation controller lives exactly as long as the presentation (UIKit releases it after the
            // dismissal, also when a dismissal below removes it): let it keep the transition alive from here.
            owner.owningTransition = self
            releaseOnePresentation()
        }
        // Only the driver given at creation is installed here: asking an override (which may read
        // `presented.presentationController`) while UIKit creates that controller would cache a default one.
        if let driver = interactiveDismissal, driver.handler == nil,
            let view = presented.view, driver.panGestureRecognizer?.view !== view
        {
            driver.install(on: view, dismissing: presented)
        }
        return controller
    }

    /// The presenting animator, relayed so the transition knows when a cancelled presentation ends.
    open func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let animator = makePresentingAnimator(for: presented) else { return nil }
        let owned = presented.presentationController is TransitionOwning
        return AnimatorRelay(animator) { [weak self] completed in
            if !completed && !owned { self?.releaseOnePresentation() }
        }
    }

    /// The dismissal animator, relayed so the transition knows when the presentation is over.
    open func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        guard let animator = makeDismissalAnimator(for: dismissed) else { return nil }
        let owned = dismissed.presentationController is TransitionOwning
        return AnimatorRelay(animator) { [weak self] completed in
            if completed && !owned { self?.releaseOnePresentation() }
        }
    }

    /// No interactive presentation.
    open func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        nil
    }

    /// The dismissal driver, but only while a drag is starting a dismissal (UIKit's rule: otherwise programmatic
    /// dismissals would become interactive and stall).
    open func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        activeDismissalDriver()
    }

    /// The driver whose drag is starting a dismissal right now, if any.
    open func activeDismissalDriver() -> PanToDismissDriver? {
        if let driver = interactiveDismissal, driver.wantsInteractiveDismissal { return driver }
        return nil
    }

    // MARK: - Lifetime

    /// Keeps the transition alive until its presentation controller takes over (ours do, see
    /// ``TransitionOwning``) or, for other presentation controllers, until the dismissal animator ends.
    /// Limitation for foreign presentation controllers: if UIKit removes the presentation without running this
    /// transition's dismissal animator (a controller below dismissed the whole stack), keep the transition alive
    /// yourself or use a presentation controller that adopts ``TransitionOwning``.
    func retainForPresentation() {
        retainedPresentations += 1
        presentationRetain = self
    }

    /// Undoes ``retainForPresentation()`` for a presentation UIKit refused.
    func releasePresentationRetain() { releaseOnePresentation() }

    private func releaseOnePresentation() {
        retainedPresentations = max(retainedPresentations - 1, 0)
        if retainedPresentations == 0 { presentationRetain = nil }
    }
}
#endif
