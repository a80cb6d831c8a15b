#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension ZoomTransition {
    /// What the source view provider is told, like iOS 18's `UIZoomTransitionSourceViewProviderContext`.
    public struct Context: Sendable {
        /// The controller being zoomed (the presented one).
        public let zoomedViewController: UIViewController
        /// The controller the zoom starts from: the one `present` was called on (UIKit's `source`), or the
        /// presenting controller when UIKit did not say.
        public let sourceViewController: UIViewController

        /// Creates a context.
        public init(zoomedViewController: UIViewController, sourceViewController: UIViewController) {
            self.zoomedViewController = zoomedViewController
            self.sourceViewController = sourceViewController
        }
    }

    /// What ``Options/interactiveDismissShouldBegin`` is told, like iOS 18's
    /// `UIZoomTransitionInteractionContext` (whose velocity is a `CGVector`; here it is a `CGPoint`, as
    /// `UIPanGestureRecognizer.velocity(in:)` returns it).
    public struct InteractionContext: Sendable {
        /// Where the finger is, in the zoomed controller's view's coordinates, pt.
        public let location: CGPoint
        /// The finger's velocity in the same coordinates, pt/s (y down).
        public let velocity: CGPoint
        /// Whether the dismissal would begin by default (`ZoomInteractiveStartPolicy`: a mostly downward
        /// drag, a swipe toward the back within ±22.5° of the horizontal, an edge swipe, or any drag but a
        /// mostly upward one while the list is at its top).
        public let willBegin: Bool
        /// Which gesture is asking: `.pan`, `.edgeSwipe`, `.contentSwipe` or `.pinch` (``ZoomDismissGesture``). A
        /// drag no gesture claims (sideways away from the back, say) reports `.pan` with ``willBegin`` false.
        public let gesture: ZoomDismissGesture

        /// Creates a context; `gesture` defaults to `.pan`.
        public init(location: CGPoint, velocity: CGPoint, willBegin: Bool, gesture: ZoomDismissGesture = .pan) {
            self.location = location
            self.velocity = velocity
            self.willBegin = willBegin
            self.gesture = gesture
        }
    }


    /// What ``Options/alignmentRectProvider`` is told, like iOS 18's `UIZoomTransitionAlignmentRectContext`.
    public struct AlignmentRectContext: Sendable {
        /// The source view the zoom is about to grow from or shrink into.
        public let sourceView: UIView
        /// The controller being zoomed; the rect is in its view's coordinates.
        public let zoomedViewController: UIViewController

        /// Creates a context.
        public init(sourceView: UIView, zoomedViewController: UIViewController) {
            self.sourceView = sourceView
            self.zoomedViewController = zoomedViewController
        }
    }
}
#endif
