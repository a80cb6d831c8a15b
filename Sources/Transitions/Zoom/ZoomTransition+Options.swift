#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension ZoomTransition {
    /// How a zoom looks and responds. The first three mirror iOS 18's `UIViewController.Transition.ZoomOptions`;
    /// the rest go beyond it. Every default is listed; nonsense values (NaN, negative radii, an unusable
    /// spring or drag behavior) are replaced as the core's models document (`ZoomGeometry`,
    /// ``ZoomDragBehavior/sanitized``).
    public struct Options {
        /// Asked when a drag on the presented view could start an interactive dismissal; its answer wins over
        /// the default rule, which it receives as ``InteractionContext/willBegin``. Default `nil` (the default
        /// rule, `ZoomInteractiveStartPolicy`).
        public var interactiveDismissShouldBegin: (@MainActor (InteractionContext) -> Bool)?

        /// The rect, in the zoomed controller's view's coordinates, that lands exactly on the source view when
        /// the zoom is collapsed (a photo inside a detail screen). `nil` — the default, and any `nil` answer —
        /// centers a crop of the source's aspect ratio (`ZoomContentPlacement.aspectFillAlignmentRect(contentSize:sourceSize:)`).
        /// Asked whenever a source view is obtained.
        public var alignmentRectProvider: (@MainActor (AlignmentRectContext) -> CGRect?)?

        /// The dimming behind the zoom at full strength (it fades with the zoom's progress and with a drag).
        /// `nil` (default) is ``defaultDimmingColor``; `.clear` turns dimming off.
        public var dimmingColor: UIColor?

        /// A visual effect behind the zoom, like iOS 18's `UIZoomTransitionOptions.dimmingVisualEffect`: a blur of
        /// what is beneath, drawn over the dimming colour, fading in and out with the zoom's progress (and with a
        /// drag or a pinch). Default `nil` (no blur, as iOS). Read when the zoom opens, closes, or a pinch takes
        /// it.
        public var dimmingVisualEffect: UIBlurEffect?

        /// The spring of the opening and of a dismissal without a drag. Default iOS's: critically damped,
        /// ω 19 rad/s (response 2π/19 ≈ 0.331 s, damping ratio 1; DEVICE-FACTS.md, "Zoom transition (iOS 18+),
        /// non-interactive", push (open) spring and programmatic pop spring).
        public var spring: SpringCurve = ZoomDeviceMotion.flightSpring

        /// The source's corner radius, pt; `nil` (default) reads the source view's `layer.cornerRadius`.
        public var sourceCornerRadius: CGFloat?

        /// The presented view's corner radius once it fills the screen, pt: the corners run in a straight line
        /// from the source's to this one as the zoom grows. `nil` (default) is the display's own corner radius, as
        /// iOS does (DEVICE-FACTS.md, "Zoom transition (iOS 18+), non-interactive", corner radius in flight): read
        /// from a table of current iPhones by the window's size in points (62 pt on a 402 × 874 pt iPhone 17),
        /// 0 for displays with square corners and for windows of any other size (iPad, split view). UIKit has no
        /// public API for the display's radius. Set 0 for square corners.
        public var destinationCornerRadius: CGFloat?

        /// How a drag shrinks the view, when a release dismisses, and the spring after it. Default
        /// ``ZoomDragBehavior/default``.
        public var dragBehavior: ZoomDragBehavior = .default

        /// A scroll view inside the presented screen (held weakly). While it is scrolled to its top a drag in
        /// any direction but up may start the dismissal, and the list stays pinned at its top while it does;
        /// while it is scrolled down no drag dismisses (the list scrolls). Default `nil`: only mostly
        /// downward drags dismiss. Changeable once presented with
        /// ``ZoomPresentationController/trackedScrollView``.
        public weak var trackedScrollView: UIScrollView?

        /// The default dimming: black at 15 % opacity, as iOS's zoom (DEVICE-FACTS.md, "The zoom, as UIKit's
        /// code defines it", dimming: opacity 0.15).
        public static let defaultDimmingColor = UIColor(white: 0, alpha: CGFloat(ZoomDeviceLook.dimmingOpacity))

        /// Options with every default.
        public init() {}
    }
}
#endif
