#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// A zoom from a tapped view into the presented screen, with drag-to-dismiss back into it — iOS 18's
/// `preferredTransition = .zoom(sourceViewProvider:)` on iOS 13 and later:
/// ```swift
/// let zoom = ZoomTransition { context in
///     collectionView.cellForItem(at: indexPath)?.contentView     // asked again at dismissal
/// }
/// zoom.options.interactiveDismissShouldBegin = { context in context.velocity.y > 0 }
/// present(detail, using: zoom)
/// ```
/// The transitioning delegate returns a ``ZoomPresentationController`` carrying ``options``, a presenting
/// animator, a separate dismissal animator, and the controller's
/// ``PanToDismissDriver`` while a drag is dismissing.
///
/// **The source view provider** is asked when the presentation starts and again whenever a dismissal starts
/// (a drag begins or `dismiss` is called) and at the release of a drag, so a list that scrolled or a cell that
/// was reused in the meantime gives the right view. While the zoom flies back, the view it returned is
/// followed on every frame (if it moves, the flight bends toward it); if it leaves the window mid-flight the
/// provider is asked once more. A `nil` answer — or a view that is not in the container's window, lies
/// entirely off screen, is the container or one of its ancestors, or sits inside the presented view — means
/// the source is gone: the screen shrinks to half size and fades out toward the center instead.
///
/// The source view is hidden (`isHidden = true`) while the zoom is on screen in its place — during the
/// opening, a drag, and the flight back — and restored to its previous `isHidden` value afterwards, also
/// when a drag is cancelled and springs back, when two zooms hide the same view at once (the value from before
/// the first comes back after the last), and when the zoom is removed with a presentation below it.
@MainActor open class ZoomTransition: ModalTransition {
    /// Returns the view the zoom grows from and shrinks back into, or `nil` when there is none (the zoom then
    /// shrinks and fades toward the center). Called on the main thread, possibly several times per
    /// presentation (see the type's documentation); keep it cheap and free of side effects.
    public typealias SourceViewProvider = @MainActor (Context) -> UIView?

    /// The source view provider given at creation; handed to every presentation controller this transition
    /// creates.
    public let sourceViewProvider: SourceViewProvider

    /// How the zoom looks and responds; read by each presentation when it is created (change the live
    /// ``ZoomPresentationController/options`` once presented). Default ``Options/init()``.
    public var options: Options

    /// The adaptive delegate handed to each presentation controller (held weakly, like UIKit's): user
    /// dismissals report `presentationControllerShouldDismiss` → `WillDismiss` → `DidDismiss`, or
    /// `DidAttemptToDismiss` when blocked, as for UIKit's own sheets.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The controller `present` was called on, while UIKit creates the presentation controller.
    private weak var pendingSourceViewController: UIViewController?

    /// The driver of the presentation whose drag is starting a dismissal, recorded by
    /// `animationController(forDismissed:)`.
    private weak var currentDismissalDriver: PanToDismissDriver?

    /// Creates a zoom transition.
    /// - Parameters:
    ///   - options: Appearance and interaction options. Default ``Options/init()``.
    ///   - sourceViewProvider: Returns the view to zoom from and back into (see ``SourceViewProvider``).
    public init(options: Options = Options(), sourceViewProvider: @escaping SourceViewProvider) {
        self.sourceViewProvider = sourceViewProvider
        self.options = options
        super.init()
    }

    /// Records the controller `present` was called on (the provider's ``Context/sourceViewController``), then
    /// creates the presentation controller.
    open override func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        pendingSourceViewController = source
        defer { pendingSourceViewController = nil }
        return super.presentationController(forPresented: presented, presenting: presenting, source: source)
    }

    /// A ``ZoomPresentationController`` carrying ``sourceViewProvider`` and ``options``.
    open override func makePresentationController(presented: UIViewController, presenting: UIViewController?)
        -> UIPresentationController?
    {
        let controller = ZoomPresentationController(
            presentedViewController: presented, presenting: presenting, sourceViewProvider: sourceViewProvider)
        controller.options = options
        controller.sourceViewController = pendingSourceViewController ?? presenting
        controller.delegate = delegate
        return controller
    }

    /// A new presenting `ZoomAnimator` with ``Options/spring``.
    open override func makePresentingAnimator(for presented: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        ZoomAnimator.presenting(spring: options.spring)
    }

    /// A new dismissing `ZoomAnimator` with ``Options/spring``.
    open override func makeDismissalAnimator(for dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        ZoomAnimator.dismissing(spring: options.spring)
    }

    /// The dismissed zoom's own driver.
    open override func dismissalDriver(for dismissed: UIViewController) -> PanToDismissDriver? {
        (dismissed.presentationController as? ZoomPresentationController)?.dismissalDriver
    }

    /// Records whether a drag is dismissing `dismissed`, then returns the relayed dismissal animator.
    open override func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        let driver = dismissalDriver(for: dismissed)
        currentDismissalDriver = driver?.wantsInteractiveDismissal == true ? driver : nil
        return super.animationController(forDismissed: dismissed)
    }

    /// The driver of the zoom being dragged away, once; `nil` for programmatic dismissals (UIKit's rule:
    /// returning an interaction controller otherwise would stall them).
    open override func activeDismissalDriver() -> PanToDismissDriver? {
        defer { currentDismissalDriver = nil }
        guard let driver = currentDismissalDriver, driver.wantsInteractiveDismissal else { return nil }
        return driver
    }
}
#endif
