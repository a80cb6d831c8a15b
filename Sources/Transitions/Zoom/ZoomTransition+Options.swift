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

        /// The spring of the opening and of a dismissal without a drag. Default
        /// ``ZoomDragBehavior/defaultSpring`` (response 0.5 s, damping ratio 0.85).
        public var spring: SpringCurve = ZoomDragBehavior.defaultSpring

        /// The source's corner radius, pt; `nil` (default) reads the source view's `layer.cornerRadius`.
        public var sourceCornerRadius: CGFloat?

        /// The presented view's corner radius once it fills the screen, pt. Default 0. Set it to the device's
        /// screen corner radius for a rounder zoom mid-flight.
        public var destinationCornerRadius: CGFloat = 0

        /// How a drag shrinks the view, when a release dismisses, and the spring after it. Default
        /// ``ZoomDragBehavior/default``.
        public var dragBehavior: ZoomDragBehavior = .default

        /// A scroll view inside the presented screen (held weakly). While it is scrolled to its top a drag in
        /// any direction but up may start the dismissal, and the list stays pinned at its top while it does;
        /// while it is scrolled down no drag dismisses (the list scrolls). Default `nil`: only mostly
        /// downward drags dismiss. Changeable once presented with
        /// ``ZoomPresentationController/trackedScrollView``.
        public weak var trackedScrollView: UIScrollView?

        /// The default dimming: black at 40 % opacity (as the sheets' default).
        public static let defaultDimmingColor = UIColor(white: 0, alpha: 0.4)

        /// Options with every default.
        public init() {}
    }
}
#endif
