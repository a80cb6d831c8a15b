#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// The modal zoom's source handling (``ZoomSourceStage``): the container is the presentation's, the clip is
/// the presented view, the destination is `frameOfPresentedViewInContainerView`.
extension ZoomPresentationController: ZoomSourceStage {
    var zoomContainer: UIView? { containerView }
    var zoomClip: UIView { clipView }
    var zoomDestination: CGRect { frameOfPresentedViewInContainerView }
    var zoomedController: UIViewController? { presentedViewController }
    var sourceContext: ZoomTransition.Context? {
        ZoomTransition.Context(
            zoomedViewController: presentedViewController,
            sourceViewController: sourceViewController ?? presentingViewController)
    }
    var sourceBeingHidden: UIView? {
        get { hiddenSource?.view }
        set { hiddenSource = newValue.map { HiddenSource(view: $0) } }
    }
}
#endif
