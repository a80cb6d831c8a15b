#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The zoom as a push and pop — iOS 18's `preferredTransition = .zoom` in a navigation stack, on iOS 13
/// and later. Usually created for you by
/// `navigationController.pushViewController(_:using:animated:)` with a ``ZoomTransition``.
///
/// - **Push:** the pushed screen grows from the source view over the screen below (which stays visible under
///   the dimming), with ``ZoomTransition/Options/spring``.
/// - **Pop** (the back button, `popViewController`, a pop to a controller further down): the screen flies
///   into the source's current frame — the provider is asked again, and the view it returns is followed on
///   every frame — or shrinks and fades at the center when the source is gone.
/// - **Drag down anywhere** on the pushed screen (`ZoomInteractiveStartPolicy`, or
///   ``ZoomTransition/Options/interactiveDismissShouldBegin``): the screen follows the finger and shrinks;
///   a release that pops flies into the source's frame at the release velocity, one that does not springs
///   back — and can be grabbed again while it does, continuing the same pop. A drag during the push's opening
///   completes the push where the zoom is and pops from that frame.
/// - **Back swipes** from the leading edge and from anywhere on the page (iOS 26's content swipe) shrink the
///   screen into its source instead of UIKit's slide (``ZoomDismissGesture``): the navigation controller's own
///   swipes wait for them to fail.
/// - **Reduce Motion:** push and pop cross-fade in place (about 140 ms, as iOS); a drag still follows the finger and a
///   release that pops fades out where it is.
///
/// The source view is hidden while the zoom covers it and given back afterwards (also when two zooms share it).
@MainActor public final class ZoomPushTransition: PushPopTransition {
    /// The zoom: source view provider and options, shared with the modal zoom.
    let zoom: NavigationZoom

    /// Creates the navigation form of `zoom` (its provider and its current options).
    public init(zoom: ZoomTransition) {
        self.zoom = NavigationZoom(sourceViewProvider: zoom.sourceViewProvider, options: zoom.options)
        super.init()
        interactivePop = self.zoom.popDriver
    }

    /// The zoom's options (applied from the next motion).
    public var options: ZoomTransition.Options {
        get { zoom.options }
        set { zoom.options = newValue }
    }

    /// The zoom as drawn on the latest frame (container coordinates); `nil` while no zoom is on screen.
    package var zoomFrame: ZoomFrame? { zoom.zoomFrame }

    /// Installs the drag that pops on the pushed controller's view (also after a push without animation).
    public override func pushDidEnd(_ controller: UIViewController, in navigationController: UINavigationController) {
        zoom.attach(controller, in: navigationController)
    }

    /// A pushing `ZoomAnimator`.
    public override func makePushAnimator(from: UIViewController, to: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        ZoomAnimator.pushing(zoom)
    }

    /// A popping `ZoomAnimator`.
    public override func makePopAnimator(from: UIViewController, to: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        ZoomAnimator.popping(zoom)
    }
}
#endif
