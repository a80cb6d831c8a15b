#if os(Linux)
import Foundation

/// The transition context HeadlessUIKit hands to animators and interaction controllers
/// (UIKit's private `_UIViewControllerTransitionContext`).
///
/// Holds the controllers weakly (a context an animator keeps does not keep them alive) and forwards the
/// interactive methods and `completeTransition(_:)` to its transition, which is released when it ends.
final class HeadlessTransitionContext: NSObject, UIViewControllerContextTransitioning {
    weak var transition: (any HeadlessTransitionRunning)?
    let container: UIView
    let animatedFlag: Bool
    let style: UIModalPresentationStyle
    weak var fromController: UIViewController?
    weak var toController: UIViewController?
    weak var fromView: UIView?
    weak var toView: UIView?
    var frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)] = [:]
    var interactiveFlag = false
    var cancelledFlag = false
    var percent: CGFloat = 0

    init(transition: any HeadlessTransitionRunning, container: UIView, animated: Bool, style: UIModalPresentationStyle)
    {
        self.transition = transition
        self.container = container
        self.animatedFlag = animated
        self.style = style
        super.init()
    }

    var containerView: UIView { container }
    var isAnimated: Bool { animatedFlag }
    var isInteractive: Bool { interactiveFlag }
    var transitionWasCancelled: Bool { cancelledFlag }
    var presentationStyle: UIModalPresentationStyle { style }
    var targetTransform: CGAffineTransform { .identity }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        transition?.interactionUpdated(percentComplete)
    }

    func finishInteractiveTransition() {
        transition?.interactionEnded(cancelled: false)
    }

    func cancelInteractiveTransition() {
        transition?.interactionEnded(cancelled: true)
    }

    func pauseInteractiveTransition() {
        transition?.interactionPaused()
    }

    func completeTransition(_ didComplete: Bool) {
        transition?.complete(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromController
        case .to: return toController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromView
        case .to: return toView
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        frames[ObjectIdentifier(vc)]?.initial ?? .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        frames[ObjectIdentifier(vc)]?.final ?? .zero
    }
}
#endif
